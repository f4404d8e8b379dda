import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { paths } from '../paths';

/**
 * /invitation/{code}: where a signed-in user with an `inviteCode` lands (spec §2). These codes
 * invite people to a creator's team; accepting them belongs to the creator-team feature.
 */
export function InvitationPage() {
  const { code = '' } = useParams();
  return (
    <AuthCard step="invitation" title="Team invitation">
      <title>Invitation · Inkcast</title>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <GroupsOutlinedIcon color="primary" sx={{ fontSize: 40 }} />
        <Typography>
          The invite code <strong data-testid="invitation-code">{code}</strong> is for joining a creator's team. Accepting
          creator team invitations is coming soon to Inkcast.
        </Typography>
      </Stack>
      <Button component={RouterLink} to={paths.dashboard} variant="contained" sx={{ mt: 3 }}>
        Open Dashboard
      </Button>
    </AuthCard>
  );
}
