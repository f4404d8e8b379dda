import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { useSession } from '../../session/useSession';
import { paths } from '../paths';

/**
 * /dashboard/creator: a placeholder. The creator dashboard (series, episodes, team, payment rules)
 * is its own issue; this page only tells creators it is on its way.
 */
export function CreatorDashboardPage() {
  const { user } = useSession();
  return (
    <AuthCard step="creator-dashboard" title="Creator dashboard">
      <title>Creator dashboard · Inkcast</title>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <AutoStoriesOutlinedIcon color="primary" sx={{ fontSize: 40 }} />
        <Typography>
          Welcome{user?.name ? `, ${user.name}` : ''}! Publishing your webcomics from the dashboard is coming in a later
          release of Inkcast. We'll email you when it is ready.
        </Typography>
      </Stack>
      {user?.isDeveloper && (
        <Button component={RouterLink} to={paths.myApps} variant="outlined" sx={{ mt: 3 }}>
          Go to your developer dashboard
        </Button>
      )}
    </AuthCard>
  );
}
