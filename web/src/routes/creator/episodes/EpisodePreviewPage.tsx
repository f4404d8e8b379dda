import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { ComicNotice, hasPermission } from '@inkcast/schema';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { StatusBadge } from '../../../components/StatusBadge';
import { isUploadUrl, useShownImageUrl } from '../../../components/useImageUploads';
import { useItemEvents } from '../../../components/useServerEvents';
import { EpisodePreviewDocument, EpisodeRetryImagesDocument } from '../../../generated/graphql';
import { errorMessage } from '../../dashboard/my-apps/errors';
import { creatorPaths, useBacklink } from '../../paths';
import { LoadFailed, NoAccess } from '../home/NoAccess';
import { PageFrame, PageFrameLoading } from '../home/PageFrame';
import { episodeStatusLine, processedImageUrl, useCurrentPath, withBacklink } from './episode-helpers';

/** The notice of preview pages (spec 001 §2: the preview only works for the owner and team members). */
export const PREVIEW_NOTICE = 'This preview only works for the owner and team members of this comic.';

/** How often a preview asks again while images process, in case a server event is missed. */
const PROCESSING_POLL_MS = 5000;

/**
 * /dashboard/comicseries/{seriesUuid}/episode/{uuid}/preview (spec 001 §2 "Episode pages"): the
 * owner-and-team notice, the episode's story images in reading order (the originals while they
 * process, with a processing indicator; the processed pages once COMPLETE), and, when processing
 * FAILED, the reason with a retry.
 */
export function EpisodePreviewPage() {
  const params = useParams();
  const seriesUuid = (params.seriesUuid ?? '').toLowerCase();
  const uuid = (params.uuid ?? '').toLowerCase();
  const seriesPath = creatorPaths.series(seriesUuid);
  const back = useBacklink(seriesPath);
  const currentPath = useCurrentPath();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(EpisodePreviewDocument, {
    variables: { uuid, seriesUuid },
    fetchPolicy: 'cache-and-network',
    skip: !uuid || !seriesUuid,
  });
  const [retry, retryState] = useMutation(EpisodeRetryImagesDocument);
  const [retryError, setRetryError] = useState<string | null>(null);
  useItemEvents(uuid, () => void refetch());

  const episode = data?.getInternalComicIssue ?? null;
  const processing = episode?.imagesStatus === 'PROCESSING';
  useEffect(() => {
    if (processing) startPolling(PROCESSING_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [processing, startPolling, stopPolling]);

  const pages = episode
    ? episode.imagesStatus === 'COMPLETE' && episode.storyImagesAsString.length
      ? episode.storyImagesAsString.map((asString) => processedImageUrl(asString, 'story')).filter((url): url is string => !!url)
      : episode.imageUrls
    : [];
  const shownUrl = useShownImageUrl(pages.some(isUploadUrl));

  if (loading && !data) return <PageFrameLoading label="Loading the preview" maxWidth="md" />;
  if (error && !data) return <LoadFailed error={error} />;
  if (!episode) return <NoAccess />;
  const canEdit = hasPermission(data?.getPermissionForItem, 'edit');
  const seriesName = episode.series?.name ?? 'Comic';

  const retryProcessing = async () => {
    setRetryError(null);
    try {
      await retry({ variables: { uuid } });
      await refetch();
    } catch (err) {
      setRetryError(errorMessage(err));
    }
  };

  return (
    <PageFrame
      title={episode.name}
      documentTitle={`Preview: ${episode.name}`}
      badge={<StatusBadge status={episode.status} />}
      subtitle={`${seriesName} · ${episodeStatusLine(episode)}`}
      breadcrumbs={[{ label: seriesName, to: seriesPath }, { label: 'Preview Episode' }]}
      back={back}
      maxWidth="md"
      actions={
        canEdit ? (
          <Button component={RouterLink} to={withBacklink(creatorPaths.episodeEdit(seriesUuid, uuid), currentPath)} variant="outlined" startIcon={<EditOutlinedIcon />}>
            Edit Episode
          </Button>
        ) : undefined
      }
    >
      <Alert severity="info" sx={{ mb: 3 }} data-testid="preview-notice">
        {PREVIEW_NOTICE}
      </Alert>
      <Box sx={{ minHeight: 40, mb: 2 }}>
        {processing && (
          <Chip
            color="secondary"
            variant="outlined"
            icon={<CircularProgress size={14} color="inherit" aria-hidden />}
            label={ComicNotice.PROCESSING_IMAGES}
            data-testid="images-processing"
          />
        )}
        {episode.imagesStatus === 'FAILED' && (
          <Alert
            severity="error"
            data-testid="images-failed"
            action={
              canEdit && (
                <Button color="inherit" size="small" startIcon={<ReplayIcon />} onClick={retryProcessing} disabled={retryState.loading}>
                  {retryState.loading ? 'Retrying…' : 'Try again'}
                </Button>
              )
            }
          >
            Processing the images failed{episode.imagesError ? `: ${episode.imagesError}` : '.'}
            {retryError && <Box sx={{ mt: 0.5 }}>{retryError}</Box>}
          </Alert>
        )}
        {episode.imagesStatus === 'COMPLETE' && (
          <Chip color="success" variant="outlined" label="Images ready" data-testid="images-complete" />
        )}
      </Box>

      {episode.description && (
        <Paper variant="outlined" sx={{ p: 2, mb: 3, borderRadius: 2 }}>
          <Typography variant="subtitle2" component="h2" color="text.secondary">
            Creator note
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{episode.description}</Typography>
        </Paper>
      )}

      <Box
        component="ol"
        aria-label="Story images"
        sx={{ listStyle: 'none', p: 0, m: 0, mx: 'auto', maxWidth: 800, bgcolor: 'grey.100', borderRadius: 2, overflow: 'hidden' }}
      >
        {pages.map((url, index) => (
          <Box component="li" key={`${url}-${index}`} sx={{ lineHeight: 0 }}>
            <img src={shownUrl(url)} alt={`Page ${index + 1}`} loading={index < 2 ? 'eager' : 'lazy'} style={{ width: '100%', height: 'auto', display: 'block' }} />
          </Box>
        ))}
      </Box>
      {!pages.length && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          This episode has no story images yet.
        </Typography>
      )}
    </PageFrame>
  );
}
