import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../../components/AuthCard';
import { DashboardCardGrid, type DashboardCardItem } from '../../../components/DashboardCardGrid';
import { useServerEvents } from '../../../components/useServerEvents';
import { CreatorHomeDocument, type CreatorHomeQuery } from '../../../generated/graphql';
import { useSession } from '../../../session/useSession';
import { errorMessage } from '../../dashboard/my-apps/errors';
import { creatorPaths, paths } from '../../paths';
import { CreatorCard } from '../creators/CreatorCard';
import { SeriesCard, SeriesCardSkeleton } from '../series/SeriesCard';
import { PageFrame, Panel } from './PageFrame';
import { WelcomeScreen } from './WelcomeScreen';

/** The link of the Creator Profile block (spec 001 §2; {product} = Inkcast). */
export const INVITE_TEAM_MEMBER = 'Invite a team member to Inkcast';

/** A signed-in user who is not a creator (spec 001 §2: a link to /signup). */
function NotACreator() {
  return (
    <AuthCard step="not-a-creator" title="Creator dashboard">
      <title>Creator dashboard · Inkcast</title>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <AutoStoriesOutlinedIcon color="primary" sx={{ fontSize: 40 }} />
        <Typography>Publish your webcomic on Inkcast: create your creator account to add your comic, your episodes and your team.</Typography>
      </Stack>
      <Button component={RouterLink} to={paths.signupCreators} variant="contained" sx={{ mt: 3 }}>
        Sign up as a creator
      </Button>
    </AuthCard>
  );
}

/** Tiles for the series still in setup: each continues its wizard. */
function setupTiles(data: CreatorHomeQuery): DashboardCardItem[] {
  const tiles: DashboardCardItem[] = data.getMyInternalSeries
    .filter((series) => series.status === 'DRAFT' && series.permission && series.permission !== 'VIEWER')
    .slice(0, 2)
    .map((series) => ({
      id: `setup-${series.uuid}`,
      title: `Finish setting up ${series.name}`,
      description: 'Add your creator details and the first episode, preview, then publish.',
      icon: 'complete-setup',
      highlighted: true,
      target: { kind: 'link', to: creatorPaths.onboarding(series.uuid) },
    }));
  if (data.getInternalCreatorsForUser.length === 0) {
    tiles.push({
      id: 'creator-profile',
      title: 'Add details about yourself',
      description: 'Fans can follow you as a creator.',
      icon: 'settings',
      target: { kind: 'link', to: creatorPaths.newCreator },
    });
  }
  return tiles;
}

/** A block of the home: a panel with its heading, the heading's link button, and its list. */
function HomeSection({ id, title, action, children }: { id: string; title: string; action: ReactNode; children: ReactNode }) {
  return (
    <Panel>
      <Box component="section" aria-labelledby={`${id}-heading`} data-testid={id}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}>
          <Typography id={`${id}-heading`} variant="h5" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        <Stack spacing={1.5}>{children}</Stack>
      </Box>
    </Panel>
  );
}

/**
 * /dashboard/creator: the creator home (spec 001 §2): the Comics list with 'Add a New Comic', the
 * Creator Profile block with 'Invite a team member to Inkcast'; a welcome screen for a creator with
 * neither comics nor a creator profile; a sign-up link for a non-creator. Refreshes when a 'series
 * list' server event arrives.
 */
export function CreatorHomePage() {
  const { user } = useSession();
  const isCreator = !!user?.isCreator;
  const { data, loading, error, refetch } = useQuery(CreatorHomeDocument, { skip: !isCreator, fetchPolicy: 'cache-and-network' });
  const reload = () => void refetch().catch(() => undefined);
  useServerEvents({ 'series list': reload, reconnected: reload }, isCreator);

  if (!isCreator) return <NotACreator />;

  const series = data?.getMyInternalSeries ?? [];
  const creators = data?.getInternalCreatorsForUser ?? [];
  const welcome = !!data && series.length === 0 && creators.length === 0;

  return (
    <PageFrame
      title="Creator dashboard"
      documentTitle="Creator dashboard"
      subtitle={user?.name ? `Welcome back, ${user.name}.` : 'Your comics, your creator profile and your team.'}
    >
      {error && !data && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorMessage(error)}
        </Alert>
      )}
      {loading && !data ? (
        <Panel sx={{ minHeight: 420, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label="Loading your comics" />
        </Panel>
      ) : welcome ? (
        <WelcomeScreen />
      ) : (
        <Stack spacing={{ xs: 3, md: 4 }}>
          {data && setupTiles(data).length > 0 && <DashboardCardGrid label="Next steps" cards={setupTiles(data)} />}
          <HomeSection
            id="comics"
            title="Comics"
            action={
              <Button component={RouterLink} to={creatorPaths.newSeries} variant="contained" startIcon={<AddOutlinedIcon />}>
                Add a New Comic
              </Button>
            }
          >
            {loading && !data ? (
              <>
                <SeriesCardSkeleton />
                <SeriesCardSkeleton />
              </>
            ) : series.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                You have no comics yet. Add your comic to publish it in the reader apps.
              </Typography>
            ) : (
              series.map((item) => <SeriesCard key={item.uuid} series={item} view="list-small-publish" onChanged={reload} />)
            )}
          </HomeSection>
          <HomeSection
            id="creator-profile"
            title="Creator Profile"
            action={
              <Button component={RouterLink} to={creatorPaths.inviteCreator} variant="outlined" startIcon={<GroupAddOutlinedIcon />}>
                {INVITE_TEAM_MEMBER}
              </Button>
            }
          >
            {loading && !data ? (
              <SeriesCardSkeleton />
            ) : creators.length === 0 ? (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
                <PersonAddAltOutlinedIcon color="action" />
                <Typography color="text.secondary">
                  No creator profile yet.{' '}
                  <Link component={RouterLink} to={creatorPaths.newCreator} sx={{ fontWeight: 600 }}>
                    Add details about yourself
                  </Link>
                </Typography>
              </Stack>
            ) : (
              creators.map((creator) => <CreatorCard key={creator.uuid} creator={creator} view="list-small-publish" onChanged={reload} />)
            )}
          </HomeSection>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            Already publishing on Webtoons?{' '}
            <Link component={RouterLink} to={creatorPaths.webtoons} sx={{ fontWeight: 600 }}>
              Send us your comic
            </Link>
          </Typography>
        </Stack>
      )}
    </PageFrame>
  );
}
