import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useQuery } from '@apollo/client/react';
import { EPISODE_PAGE_SIZE_FULL, hasPermission } from '@inkcast/schema';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { EpisodeListSeriesDocument } from '../../../generated/graphql';
import { creatorPaths, useBacklink } from '../../paths';
import { EPISODE_STATUS_TABS, EpisodeList, type EpisodeListStatus } from './EpisodeList';
import { NoAccess } from '../home/NoAccess';
import { PageFrame, PageFrameLoading, Panel } from '../home/PageFrame';

/**
 * /dashboard/comicseries/{uuid}/view-episodes/{STATUS} (spec 001 §2): a comic's episodes of one
 * status (upper-cased in the route), page 1, 25 per page with Load More; the tabs switch the route.
 */
export function EpisodesListPage() {
  const params = useParams();
  const seriesUuid = (params.uuid ?? params.seriesUuid ?? '').toLowerCase();
  const routeStatus = (params.status ?? 'PUBLISHED').toUpperCase();
  const status: EpisodeListStatus = EPISODE_STATUS_TABS.some((t) => t.status === routeStatus) ? (routeStatus as EpisodeListStatus) : 'PUBLISHED';
  const navigate = useNavigate();
  const seriesPath = creatorPaths.series(seriesUuid);
  const back = useBacklink(seriesPath);
  const { data, loading } = useQuery(EpisodeListSeriesDocument, { variables: { seriesUuid }, fetchPolicy: 'cache-and-network', skip: !seriesUuid });

  if (loading && !data) return <PageFrameLoading label="Loading episodes" />;
  const series = data?.getInternalComicForUser;
  if (!series) return <NoAccess />;
  const label = EPISODE_STATUS_TABS.find((t) => t.status === status)!.label;
  const canEdit = hasPermission(data?.getPermissionForItem, 'edit');

  return (
    <PageFrame
      title={label}
      documentTitle={`${label} · ${series.name}`}
      subtitle={series.name}
      breadcrumbs={[{ label: series.name, to: seriesPath }, { label }]}
      back={back}
      actions={
        canEdit ? (
          <Button component={RouterLink} to={creatorPaths.seriesView(seriesUuid, 'new-episode')} variant="contained" startIcon={<AddIcon />}>
            Add a New Episode
          </Button>
        ) : undefined
      }
    >
      <Panel>
      <EpisodeList
        seriesUuid={seriesUuid}
        status={status}
        view="table"
        pageSize={EPISODE_PAGE_SIZE_FULL}
        more="load"
        onStatusChange={(next) => navigate(creatorPaths.viewEpisodes(seriesUuid, next), { replace: true })}
      />
      </Panel>
    </PageFrame>
  );
}
