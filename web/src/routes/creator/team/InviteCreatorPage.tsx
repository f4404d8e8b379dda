import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '../../../components/StatusBadge';
import { TeamMySeriesDocument } from '../../../generated/graphql';
import { errorMessage } from '../../dashboard/my-apps/errors';
import { creatorPaths, useBacklink } from '../../paths';
import { withBacklink, useCurrentPath } from '../episodes/episode-helpers';
import { PageFrame, PageFrameLoading, Panel } from '../home/PageFrame';

/**
 * /dashboard/invite/creator (spec 001 §2 "Creator pages"): 'Pick one of the following:' with a
 * numbered list of the user's comic series, each linking to its team view, where team members are
 * invited.
 */
export function InviteCreatorPage() {
  const back = useBacklink(creatorPaths.home);
  const currentPath = useCurrentPath();
  const { data, loading, error } = useQuery(TeamMySeriesDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageFrameLoading label="Loading your comics" maxWidth="sm" />;
  const series = data?.getMyInternalSeries ?? [];
  return (
    <PageFrame title="Invite a team member" documentTitle="Invite a team member" breadcrumbs={[{ label: 'Invite a team member' }]} back={back} maxWidth="sm">
      <Panel>
        {error && !data ? (
          <Alert severity="error">{errorMessage(error)}</Alert>
        ) : series.length === 0 ? (
          <>
            <Typography data-testid="invite-no-series">You have no comics yet. Create a comic first, then invite your team to it.</Typography>
            <Button component={RouterLink} to={creatorPaths.newSeries} variant="contained" sx={{ mt: 2 }}>
              Add Your Comic
            </Button>
          </>
        ) : (
          <>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Pick one of the following:
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', counterReset: 'series' }} aria-label="Your comics">
              {series.map((item, index) => (
                <Box component="li" key={item.uuid} sx={{ '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
                  <Link
                    component={RouterLink}
                    to={withBacklink(creatorPaths.seriesView(item.uuid, 'team'), currentPath)}
                    underline="none"
                    color="text.primary"
                    sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5, px: 1, borderRadius: 1.5, '&:hover, &:focus-visible': { bgcolor: 'action.hover' } }}
                  >
                    <Typography component="span" sx={{ width: 28, fontWeight: 800, color: 'text.secondary' }}>
                      {index + 1}.
                    </Typography>
                    {/* The badge goes under the name on a phone, so the name keeps the row's width. */}
                    <Box component="span" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-start', sm: 'center' }, gap: { xs: 0.5, sm: 1.5 } }}>
                      <Typography component="span" sx={{ flex: { sm: 1 }, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {item.name}
                      </Typography>
                      <StatusBadge status={item.status} />
                    </Box>
                    <ChevronRightIcon color="action" aria-hidden />
                  </Link>
                </Box>
              ))}
            </Box>
          </>
        )}
      </Panel>
    </PageFrame>
  );
}
