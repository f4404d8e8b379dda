import MailOutlineOutlinedIcon from '@mui/icons-material/MailOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { enumDisplayName, INVITABLE_PERMISSIONS, validateInvitation } from '@inkcast/schema';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '../../../components/StatusBadge';
import { TeamInvitationsDocument, TeamInviteDocument } from '../../../generated/graphql';
import { errorMessage } from '../../dashboard/my-apps/errors';
import { creatorPaths } from '../../paths';
import { PageHeading, Panel } from '../home/PageFrame';

/** What each invitable permission lets a team member do (Inkcast's table, schema/src/team.ts). */
const PERMISSION_HELP: Record<string, string> = {
  ADMIN: 'Can edit, publish and invite',
  CONTRIBUTOR: 'Can edit drafts, seasons and roles',
  VIEWER: 'Can view only',
};

/**
 * The invite-team sub-step (spec 001 §2; onboarding users see the invite form, §6): invite the
 * people who make the comic with you by e-mail, or skip to the first episode.
 */
export function InviteTeamStep({ seriesUuid }: { seriesUuid: string }) {
  const invitations = useQuery(TeamInvitationsDocument, { variables: { seriesUuid }, fetchPolicy: 'cache-and-network' });
  const [invite] = useMutation(TeamInviteDocument);
  const [email, setEmail] = useState('');
  const [permission, setPermission] = useState('CONTRIBUTOR');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const sent = invitations.data?.getInternalInvitationsForContent ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateInvitation({ email, permission });
    if (problem) {
      setMessage(problem);
      return;
    }
    setSending(true);
    setMessage('');
    try {
      await invite({ variables: { contentType: 'INTERNAL_COMICSERIES', contentUuid: seriesUuid, email: email.trim(), permission } });
      setEmail('');
      await invitations.refetch();
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box>
      <PageHeading
        title="Invite your team"
        subtitle="Make this comic with others? Invite them by e-mail; they can credit their own roles. You can also do this later from the Team page."
      />
      <Panel>
        <Box component="form" noValidate onSubmit={submit} aria-label="Invite a team member">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
            <TextField label="Email" type="email" value={email} onChange={(e) => (setEmail(e.target.value), setMessage(''))} fullWidth autoComplete="off" />
            <TextField
              select
              label="Permission"
              value={permission}
              onChange={(e) => (setPermission(e.target.value), setMessage(''))}
              sx={{ minWidth: { sm: 220 } }}
              helperText={PERMISSION_HELP[permission]}
            >
              {INVITABLE_PERMISSIONS.map((value) => (
                <MenuItem key={value} value={value}>
                  {enumDisplayName(value)}
                </MenuItem>
              ))}
            </TextField>
            <Button type="submit" variant="outlined" size="large" disabled={sending} sx={{ flexShrink: 0, height: 56 }} startIcon={sending ? <CircularProgress size={18} /> : undefined}>
              Send Invite
            </Button>
          </Stack>
          <Typography role="alert" color="error" sx={{ minHeight: 24, mt: 1, fontWeight: 600 }}>
            {message}
          </Typography>
        </Box>
        {sent.length > 0 && (
          <List aria-label="Invitations sent" dense>
            {sent.map((invitation) => (
              <ListItem key={invitation.id} secondaryAction={<StatusBadge status={invitation.status === 'ACCEPTED' ? 'PUBLISHED' : invitation.status === 'EXPIRED' ? 'REJECTED' : 'DRAFT'} label={enumDisplayName(invitation.status)} />}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <MailOutlineOutlinedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={invitation.email} secondary={enumDisplayName(invitation.permission)} />
              </ListItem>
            ))}
          </List>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          <Button component={RouterLink} to={creatorPaths.onboarding(seriesUuid, 'new-episode')} variant="contained" size="large">
            {sent.length ? 'Continue' : 'Skip for now'}
          </Button>
        </Stack>
      </Panel>
    </Box>
  );
}
