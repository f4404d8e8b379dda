import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EPISODE_PAGE_SIZE_DEFAULT } from '@inkcast/schema';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DashboardCardGrid, type DashboardCardItem } from '../../../components/DashboardCardGrid';
import { StatusBadge } from '../../../components/StatusBadge';
import type { SeriesCardFieldsFragment } from '../../../generated/graphql';
import { creatorPaths, useBacklink } from '../../paths';
import { EpisodeList } from '../episodes/EpisodeList';
import { NoAccess } from '../home/NoAccess';
import { PageFrame, PageFrameLoading, Panel } from '../home/PageFrame';
import { SeriesCard } from './SeriesCard';
import { useSeries } from './useSeries';

/**
 * The series home's tiles (spec 001 §2 "Comic series home"): a PUBLISHED series with creators and
 * episodes gets a highlighted 'Add a New Episode'; otherwise 'Publish Your Comic' (highlighted, to
 * the wizard) and 'Add a New Episode'. Always 'Set up exclusive content', 'Analytics' (disabled,
 * 'Coming Later') and 'Team'.
 */
export function seriesHomeTiles(series: Pick<SeriesCardFieldsFragment, 'uuid' | 'status' | 'creatorsCount' | 'issuesCount'>): DashboardCardItem[] {
  const ready = series.status === 'PUBLISHED' && series.creatorsCount > 0 && series.issuesCount > 0;
  const newEpisode: DashboardCardItem = {
    id: 'new-episode',
    title: 'Add a New Episode',
    description: 'Upload the pages of your next episode and publish it now, later or as a draft.',
    icon: 'new-episode',
    highlighted: ready,
    target: { kind: 'link', to: creatorPaths.newEpisode(series.uuid) },
  };
  const first: DashboardCardItem[] = ready
    ? [newEpisode]
    : [
        {
          id: 'publish',
          title: 'Publish Your Comic',
          description: 'Finish the steps to get your comic into the reader apps.',
          icon: 'complete-setup',
          highlighted: true,
          target: { kind: 'link', to: creatorPaths.onboarding(series.uuid) },
        },
        newEpisode,
      ];
  return [
    ...first,
    {
      id: 'exclusive-content',
      title: 'Set up exclusive content',
      description: 'Connect Patreon so your backers get episodes first.',
      icon: 'payment',
      target: { kind: 'link', to: creatorPaths.payments(series.uuid) },
    },
    {
      id: 'analytics',
      title: 'Analytics',
      description: 'See how many fans read each episode.',
      icon: 'analytics',
      disabled: true,
      disabledLabel: 'Coming Later',
    },
    {
      id: 'team',
      title: 'Team',
      description: 'Invite the people you make this comic with and credit their roles.',
      icon: 'team',
      target: { kind: 'link', to: creatorPaths.team(series.uuid) },
    },
  ];
}

/** /dashboard/comicseries/{uuid}: the series home (spec 001 §2): tiles, then the episode list and the series card. */
export function SeriesHomePage() {
  const { uuid } = useParams();
  const back = useBacklink(creatorPaths.home);
  const { series, loading, reload } = useSeries(uuid);
  if (loading) return <PageFrameLoading label="Loading your comic" />;
  if (!series || !uuid) return <NoAccess />;
  return (
    <PageFrame
      title={series.name}
      documentTitle={series.name}
      badge={<StatusBadge status={series.status} />}
      breadcrumbs={[{ label: series.name }]}
      back={back}
    >
      <Stack spacing={{ xs: 3, md: 4 }}>
        <DashboardCardGrid label="Comic actions" cards={seriesHomeTiles(series)} />
        <Panel>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2 }}>
            <Typography variant="h5" component="h2">
              Episodes
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button size="small" variant="outlined" component={RouterLink} to={creatorPaths.seriesView(uuid, 'organise')} startIcon={<LayersOutlinedIcon />}>
                Seasons
              </Button>
              <Button size="small" variant="outlined" component={RouterLink} to={creatorPaths.seriesView(uuid, 'distribute')} startIcon={<HubOutlinedIcon />}>
                Distribution
              </Button>
            </Stack>
          </Stack>
          <Box>
            <EpisodeList seriesUuid={uuid} view="table" pageSize={EPISODE_PAGE_SIZE_DEFAULT} />
          </Box>
        </Panel>
        <SeriesCard series={series} view="full-screen" onChanged={reload} />
      </Stack>
    </PageFrame>
  );
}
