import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { EPISODE_PAGE_SIZE_DEFAULT, episodeListDate, hasMore, hasPermission, isFullPage } from '@inkcast/schema';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Row, RowList } from '../../../components/RowList';
import { StatusBadge } from '../../../components/StatusBadge';
import { isUploadUrl, useShownImageUrl } from '../../../components/useImageUploads';
import { useServerEvents } from '../../../components/useServerEvents';
import { EpisodeListPageDocument, EpisodeListSeriesDocument, type EpisodeListFieldsFragment } from '../../../generated/graphql';
import { errorMessage } from '../../dashboard/my-apps/errors';
import { creatorPaths } from '../../paths';
import { episodeThumbnail, formatDateTime, processedImageUrl, useCurrentPath, withBacklink } from './episode-helpers';

/** The statuses an episode list shows, one tab each (spec 001 §2). */
export type EpisodeListStatus = 'PUBLISHED' | 'DRAFT' | 'SCHEDULED';

/** The episode list views of spec 001 §2. */
export type EpisodeListView = 'table' | 'checkbox' | 'thumbnail-list' | 'preview' | 'full-screen' | 'organise-full-screen';

/** The tabs, in order, with their labels (spec 001 §2). */
export const EPISODE_STATUS_TABS: readonly { status: EpisodeListStatus; label: string; empty: string }[] = [
  { status: 'PUBLISHED', label: 'Published Episodes', empty: 'No published episodes yet.' },
  { status: 'DRAFT', label: 'Drafts', empty: 'No drafts.' },
  { status: 'SCHEDULED', label: 'Scheduled Episodes', empty: 'No scheduled episodes.' },
];

/** Props of EpisodeList. */
export interface EpisodeListProps {
  seriesUuid: string;
  /** The status shown (the first tab when tabs show). Picker views show PUBLISHED episodes. */
  status?: EpisodeListStatus;
  view: EpisodeListView;
  /** Episodes per page (§9: 5 by default, 25 in previews, pickers and view-episodes). */
  pageSize?: number;
  /** checkbox / organise-full-screen views: the ticked episode uuids, and their change. */
  selected?: readonly string[];
  onSelect?(uuids: string[]): void;
  /** Whether the status tabs show; by default in the table and thumbnail-list views. */
  tabs?: boolean;
  /** Called when the user picks another tab (e.g. to change the route). */
  onStatusChange?(status: EpisodeListStatus): void;
  /**
   * How further episodes are reached: 'load' (Load More, when the loaded count is a multiple of the
   * page size) or 'link' (View More to view-episodes, when a full page is loaded; the series view).
   * By default 'link' at the default page size of 5, else 'load' (§9).
   */
  more?: 'load' | 'link';
  /** The list's accessible name (by default the tab's label). */
  'aria-label'?: string;
}

/** The label of the date an episode list shows for a status (§4). */
function dateLabel(status: string): string {
  return status === 'PUBLISHED' ? 'Published' : status === 'SCHEDULED' ? 'Scheduled for' : 'Created';
}

/** The list's picture of an episode (or a placeholder), at a fixed size so nothing jumps. */
function Thumb({ src, width, height, alt = '' }: { src: string | null; width: number | string; height?: number | string; alt?: string }) {
  return (
    <Box
      sx={{
        width,
        height,
        aspectRatio: height === undefined ? '5 / 6' : undefined,
        flexShrink: 0,
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {src ? (
        <img src={src} alt={alt} loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'top', display: 'block' }} />
      ) : (
        <ImageOutlinedIcon color="disabled" aria-hidden />
      )}
    </Box>
  );
}

/**
 * A comic's episodes (spec 001 §2 "Card and list views", §4, §9): tabs Published Episodes / Drafts /
 * Scheduled Episodes, the date of each status (published: datePublished, draft: createdAt,
 * scheduled: publishAt), status badges, Load More (or View More) by the page-size rule, edit and
 * preview links carrying a backlink for users with edit permission. Views: table, checkbox
 * (season picker), thumbnail-list, preview, full-screen, organise-full-screen. It reloads when the
 * server says an episode changed.
 */
export function EpisodeList({
  seriesUuid,
  status: initialStatus,
  view,
  pageSize = EPISODE_PAGE_SIZE_DEFAULT,
  selected = [],
  onSelect,
  tabs,
  onStatusChange,
  more,
  'aria-label': ariaLabel,
}: EpisodeListProps) {
  const picker = view === 'checkbox' || view === 'organise-full-screen';
  const showTabs = tabs ?? (view === 'table' || view === 'thumbnail-list');
  const [chosenStatus, setChosenStatus] = useState<EpisodeListStatus>(initialStatus ?? 'PUBLISHED');
  // A parent that follows the tab (onStatusChange) decides it; otherwise the list does.
  const status: EpisodeListStatus = picker ? 'PUBLISHED' : onStatusChange && initialStatus ? initialStatus : chosenStatus;
  const moreMode = more ?? (pageSize === EPISODE_PAGE_SIZE_DEFAULT ? 'link' : 'load');
  const currentPath = useCurrentPath();

  const seriesQuery = useQuery(EpisodeListSeriesDocument, { variables: { seriesUuid }, fetchPolicy: 'cache-and-network' });
  const listQuery = useQuery(EpisodeListPageDocument, {
    variables: { seriesUuid, page: 1, limitPerPage: pageSize, filterForStatus: status },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  const episodes = listQuery.data?.getInternalComicIssuesForSeries ?? [];
  // Reloads the pages loaded so far in one call (up to the server's 100 a call). A refetch would
  // answer page 1 only and drop what Load More added; episodes past the reloaded ones (from a
  // Load More that landed meanwhile) are kept.
  const reload = () => {
    const limitPerPage = Math.min(100, Math.max(1, Math.ceil(episodes.length / pageSize)) * pageSize);
    listQuery
      .fetchMore({
        variables: { page: 1, limitPerPage },
        updateQuery: (previous, { fetchMoreResult }) => {
          const fresh = fetchMoreResult.getInternalComicIssuesForSeries;
          const known = new Set(fresh.map((e) => e.uuid));
          return { getInternalComicIssuesForSeries: [...fresh, ...(previous?.getInternalComicIssuesForSeries ?? []).slice(limitPerPage).filter((e) => !known.has(e.uuid))] };
        },
      })
      .catch(() => undefined);
  };
  useServerEvents({
    item: (event) => {
      if (event.type === 'COMICISSUE') reload();
    },
    'series list': (event) => {
      if (event.uuid === seriesUuid) reload();
    },
    reconnected: reload,
  });

  const canEdit = hasPermission(seriesQuery.data?.getPermissionForItem, 'edit');
  const seriesThumb = processedImageUrl(seriesQuery.data?.getInternalComicForUser?.thumbnailImageAsString, 'thumbnail') ?? seriesQuery.data?.getInternalComicForUser?.thumbnailImageUrl ?? null;
  const rawThumb = (episode: EpisodeListFieldsFragment) => episodeThumbnail(episode) ?? seriesThumb;
  const shownUrl = useShownImageUrl(episodes.some((episode) => isUploadUrl(rawThumb(episode) ?? '')));
  const thumbOf = (episode: EpisodeListFieldsFragment) => {
    const url = rawThumb(episode);
    return url ? (shownUrl(url) ?? null) : null;
  };

  const pickTab = (next: EpisodeListStatus) => {
    setChosenStatus(next);
    setMoreError(null);
    onStatusChange?.(next);
  };

  const loadMore = async () => {
    setLoadingMore(true);
    setMoreError(null);
    try {
      await listQuery.fetchMore({
        variables: { page: Math.floor(episodes.length / pageSize) + 1 },
        updateQuery: (previous, { fetchMoreResult }) => {
          const known = new Set(previous.getInternalComicIssuesForSeries.map((e) => e.uuid));
          return {
            getInternalComicIssuesForSeries: [...previous.getInternalComicIssuesForSeries, ...fetchMoreResult.getInternalComicIssuesForSeries.filter((e) => !known.has(e.uuid))],
          };
        },
      });
    } catch (err) {
      setMoreError(errorMessage(err));
    } finally {
      setLoadingMore(false);
    }
  };

  const toggle = (uuid: string) => {
    const next = selected.includes(uuid) ? selected.filter((id) => id !== uuid) : [...selected, uuid];
    onSelect?.(next);
  };

  const editLink = (episode: EpisodeListFieldsFragment) => withBacklink(creatorPaths.episodeEdit(seriesUuid, episode.uuid), currentPath);
  const previewLink = (episode: EpisodeListFieldsFragment) => withBacklink(creatorPaths.episodePreview(seriesUuid, episode.uuid), currentPath);
  const dateText = (episode: EpisodeListFieldsFragment) => {
    const date = episodeListDate(episode);
    return date == null ? '' : `${dateLabel(episode.status)} ${formatDateTime(date)}`;
  };
  const actions = (episode: EpisodeListFieldsFragment) =>
    canEdit ? (
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title="Edit">
          <IconButton component={RouterLink} to={editLink(episode)} aria-label={`Edit ${episode.name}`} size="small">
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Preview">
          <IconButton component={RouterLink} to={previewLink(episode)} aria-label={`Preview ${episode.name}`} size="small">
            <VisibilityOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    ) : null;
  const title = (episode: EpisodeListFieldsFragment, variant: 'body1' | 'subtitle1' | 'h6' = 'body1') =>
    canEdit && !picker ? (
      <Link component={RouterLink} to={editLink(episode)} color="text.primary" variant={variant} sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
        {episode.name}
      </Link>
    ) : (
      <Typography variant={variant} sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
        {episode.name}
      </Typography>
    );

  const firstLoad = listQuery.loading && !listQuery.data;
  const tab = EPISODE_STATUS_TABS.find((t) => t.status === status)!;
  let body: ReactNode;
  if (listQuery.error && !listQuery.data) {
    body = <Alert severity="error">{errorMessage(listQuery.error)}</Alert>;
  } else if (firstLoad) {
    body = (
      <Stack spacing={1} aria-busy="true" aria-label="Loading episodes">
        {Array.from({ length: Math.min(pageSize, 3) }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={view === 'full-screen' || view === 'organise-full-screen' ? 132 : 64} />
        ))}
      </Stack>
    );
  } else if (!episodes.length) {
    body = (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="episode-list-empty">
        {tab.empty}
      </Typography>
    );
  } else if (view === 'table') {
    body = (
      <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 2 }}>
        <Table size="small" aria-label={ariaLabel ?? tab.label}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 64, display: { xs: 'none', sm: 'table-cell' } }}>
                <Box component="span" sx={{ display: 'block', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' }}>
                  Thumbnail
                </Box>
              </TableCell>
              <TableCell>Title</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{dateLabel(status)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Status</TableCell>
              {canEdit && (
                <TableCell align="right" sx={{ width: 96 }}>
                  Actions
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {episodes.map((episode) => (
              <TableRow key={episode.uuid} data-episode-uuid={episode.uuid} hover>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <Thumb src={thumbOf(episode)} width={40} height={48} />
                </TableCell>
                <TableCell>
                  {title(episode)}
                  <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
                    {dateText(episode)}
                  </Typography>
                  <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
                    <StatusBadge status={episode.status} />
                  </Box>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>{formatDateTime(episodeListDate(episode))}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <StatusBadge status={episode.status} />
                </TableCell>
                {canEdit && <TableCell align="right">{actions(episode)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  } else if (picker) {
    const big = view === 'organise-full-screen';
    body = (
      <RowList label={ariaLabel ?? 'Published episodes'} spacing={1}>
        {episodes.map((episode) => {
          const checked = selected.includes(episode.uuid);
          const id = `episode-pick-${episode.uuid}`;
          return (
            <Row
              key={episode.uuid}
              data-episode-uuid={episode.uuid}
              sx={{ gap: 1.5, p: 1, pr: 2, flexWrap: 'nowrap', borderColor: checked ? 'primary.main' : 'divider', cursor: 'pointer' }}
              onClick={(e) => {
                if ((e.target as HTMLElement).closest('input')) return;
                toggle(episode.uuid);
              }}
            >
              <Checkbox checked={checked} onChange={() => toggle(episode.uuid)} slotProps={{ input: { 'aria-labelledby': id } }} />
              <Thumb src={thumbOf(episode)} width={big ? 80 : 40} height={big ? 96 : 48} />
              <Box sx={{ minWidth: 0 }}>
                <Typography id={id} variant={big ? 'subtitle1' : 'body1'} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {episode.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {dateText(episode)}
                </Typography>
              </Box>
            </Row>
          );
        })}
      </RowList>
    );
  } else if (view === 'preview') {
    body = (
      <Box
        component="ul"
        role="list"
        aria-label={ariaLabel ?? tab.label}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
      >
        {episodes.map((episode) => (
          <Box component="li" key={episode.uuid} data-episode-uuid={episode.uuid} sx={{ minWidth: 0 }}>
            <Thumb src={thumbOf(episode)} width="100%" alt="" />
            <Box sx={{ mt: 1 }}>{title(episode, 'subtitle1')}</Box>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(episodeListDate(episode))}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  } else {
    // thumbnail-list and full-screen: rows with a picture, the title, date, badge and actions.
    const big = view === 'full-screen';
    body = (
      <RowList label={ariaLabel ?? tab.label} spacing={1}>
        {episodes.map((episode) => (
          <Row key={episode.uuid} data-episode-uuid={episode.uuid} sx={{ p: big ? 1.5 : 1, flexWrap: 'nowrap' }}>
            <Thumb src={thumbOf(episode)} width={big ? 96 : 48} height={big ? 116 : 58} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              {title(episode, big ? 'h6' : 'body1')}
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
                <StatusBadge status={episode.status} />
                <Typography variant="body2" color="text.secondary">
                  {dateText(episode)}
                </Typography>
              </Stack>
            </Box>
            {actions(episode)}
          </Row>
        ))}
      </RowList>
    );
  }

  const footer =
    episodes.length > 0 && moreMode === 'load' && hasMore(episodes.length, pageSize) ? (
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Button variant="outlined" onClick={loadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Load More'}
        </Button>
        {moreError && (
          <Typography color="error" role="alert" sx={{ mt: 1 }}>
            {moreError}
          </Typography>
        )}
      </Box>
    ) : episodes.length > 0 && moreMode === 'link' && isFullPage(episodes.length, pageSize) ? (
      <Box sx={{ textAlign: 'right', mt: 1.5 }}>
        <Link component={RouterLink} to={creatorPaths.viewEpisodes(seriesUuid, status)} sx={{ fontWeight: 600 }}>
          View More
        </Link>
      </Box>
    ) : null;

  return (
    <Box data-episode-list={view} data-status={status}>
      {showTabs && !picker && (
        <Tabs
          value={status}
          onChange={(_, next: EpisodeListStatus) => pickTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Episodes by status"
          sx={{
            mb: 2,
            borderBottom: 1,
            borderColor: 'divider',
            // Narrow scroll arrows on phones, the disabled one faint but in place (no jump while scrolling).
            '& .MuiTabs-scrollButtons': { width: 28, flexShrink: 0 },
            '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 },
          }}
        >
          {EPISODE_STATUS_TABS.map((t) => (
            <Tab key={t.status} value={t.status} label={t.label} />
          ))}
        </Tabs>
      )}
      {body}
      {footer}
    </Box>
  );
}
