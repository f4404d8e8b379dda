import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { enumDisplayName } from '@inkcast/schema';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AuthCard } from '../../../components/AuthCard';
import { TeamAcceptInvitationDocument, type TeamInvitationFieldsFragment } from '../../../generated/graphql';
import { useSession } from '../../../session/useSession';
import { errorMessage } from '../../dashboard/my-apps/errors';
import { creatorPaths, paths } from '../../paths';

/** Where an accepted invitation leads: the team view of its comic, or the creator's page. */
function teamPathOf(invitation: TeamInvitationFieldsFragment): string {
  return invitation.contentType === 'INTERNAL_CREATOR' ? creatorPaths.creator(invitation.contentUuid) : creatorPaths.seriesView(invitation.contentUuid, 'team');
}

/**
 * /team-invitation/{token}: the link of the team invitation e-mail (spec 001 §3 Invitation, §7 Team).
 * A signed-in user accepts it with acceptInternalInvitation(token) and joins the team with the
 * invited permission; a visitor is asked to log in or sign up with the invited address first.
 */
export function TeamInvitationPage() {
  const params = useParams();
  const token = params.code ?? params.token ?? '';
  const { user } = useSession();
  const [accept, acceptState] = useMutation(TeamAcceptInvitationDocument);
  const [accepted, setAccepted] = useState<TeamInvitationFieldsFragment | null>(null);
  const [error, setError] = useState<string | null>(null);

  const acceptInvitation = async () => {
    setError(null);
    try {
      const answer = await accept({ variables: { token } });
      if (answer.data?.acceptInternalInvitation) setAccepted(answer.data.acceptInternalInvitation);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  if (accepted) {
    return (
      <AuthCard step="invitation-accepted" title="You joined the team">
        <title>Invitation accepted · Inkcast</title>
        <Typography data-testid="invitation-accepted">
          You are now a member of the team with the {enumDisplayName(accepted.permission)} permission.
        </Typography>
        <Button component={RouterLink} to={teamPathOf(accepted)} variant="contained" sx={{ mt: 3 }}>
          Open the team
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard step="invitation" title="Team invitation">
      <title>Invitation · Inkcast</title>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <GroupsOutlinedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        {user ? (
          <Typography>
            You were invited to help make a comic on Inkcast. Accept the invitation to join its team as <strong>{user.email}</strong>.
          </Typography>
        ) : (
          <Typography>
            You were invited to help make a comic on Inkcast. Log in, or sign up, with the e-mail address the invitation was sent to, then open this link again.
          </Typography>
        )}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 3 }} data-testid="invitation-error">
          {error}
        </Alert>
      )}
      {user ? (
        <Button variant="contained" sx={{ mt: 3 }} onClick={() => void acceptInvitation()} disabled={acceptState.loading || !token}>
          {acceptState.loading ? 'Accepting…' : 'Accept Invitation'}
        </Button>
      ) : (
        <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
          <Button component={RouterLink} to={paths.login} variant="contained">
            Log in
          </Button>
          <Button component={RouterLink} to={paths.signupCreators} variant="outlined">
            Sign up
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
