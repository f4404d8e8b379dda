import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { ComicNotice, hasPermission } from '@inkcast/schema';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { StatusBadge } from '../../../components/StatusBadge';
import {
  OnboardingFirstEpisodeDocument,
  SeriesCreditedCreatorsDocument,
  UpdateComicSeriesStatusDocument,
  UpdateCreatorProfileStatusDocument,
  type SeriesCardFieldsFragment,
} from '../../../generated/graphql';
import { errorMessage } from '../../dashboard/my-apps/errors';
import { creatorPaths } from '../../paths';
import { ItemImage, processedImageUrl } from '../home/images';
import { PageHeading, Panel } from '../home/PageFrame';
import { useItemPermission } from '../home/usePermission';
import { CreditedCreators } from '../series/SeriesPreviewPage';
import { SeriesCard } from '../series/SeriesCard';
import { useShownImageUrl } from '../../../components/useImageUploads';

/** The first episode's pages as a strip of thumbnails. */
function FirstEpisode({ seriesUuid }: { seriesUuid: string }) {
  const { data } = useQuery(OnboardingFirstEpisodeDocument, { variables: { seriesUuid }, fetchPolicy: 'cache-and-network' });
  const episode = data?.getFirstInternalComicIssueForSeries;
  const pages = episode ? (episode.storyImagesAsString.length ? episode.storyImagesAsString.map((image) => processedImageUrl(image, 'story')) : episode.imageUrls) : [];
  const shown = useShownImageUrl(!!episode && episode.storyImagesAsString.length === 0 && episode.imageUrls.length > 0);
  if (!episode) return null;
  return (
    <Panel>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="h6" component="h2">
          {episode.name}
        </Typography>
        <StatusBadge status={episode.status} />
        {episode.hasImagesCurrentlyProcessing && <Chip size="small" variant="outlined" label={ComicNotice.PROCESSING_IMAGES} />}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1.5 }} aria-label="Episode pages">
        {pages.slice(0, 12).map((url, index) => (
          <ItemImage key={`${url}-${index}`} src={url ? (shown(url) ?? null) : null} alt={`Page ${index + 1}`} ratio="3 / 4" />
        ))}
      </Box>
    </Panel>
  );
}

/**
 * The preview sub-step (spec 001 §2 "04 Preview"): the comic as fans will see it, its creators and
 * first episode, and the Publish action: the credited creators still in draft, then the comic, are
 * published (the 'published-creator' and 'published-comicseries' steps of §4), then Congrats.
 */
export function PreviewStep({ series }: { series: SeriesCardFieldsFragment }) {
  const navigate = useNavigate();
  const credits = useQuery(SeriesCreditedCreatorsDocument, { variables: { uuid: series.uuid }, fetchPolicy: 'cache-and-network' });
  const permission = useItemPermission(series.uuid, 'INTERNAL_COMICSERIES');
  const [publishSeries] = useMutation(UpdateComicSeriesStatusDocument);
  const [publishCreator] = useMutation(UpdateCreatorProfileStatusDocument);
  const [publishing, setPublishing] = useState(false);
  const [message, setMessage] = useState('');

  const creators = (credits.data?.getInternalCreatorsForContent ?? []).map((credit) => credit.creator).filter((creator) => !!creator);
  const creatorPublished = creators.some((creator) => creator.status === 'PUBLISHED');
  const seriesPublished = series.status === 'PUBLISHED';
  const checklist = [
    { id: 'published-creator', label: 'Your creator profile is published', done: creatorPublished },
    { id: 'published-comicseries', label: 'Your comic is published', done: seriesPublished },
  ];

  const publish = async () => {
    setPublishing(true);
    setMessage('');
    try {
      for (const creator of creators) {
        if (creator.status === 'DRAFT' && hasPermission(creator.permission, 'publish')) {
          await publishCreator({ variables: { uuid: creator.uuid, status: 'PUBLISHED' } });
        }
      }
      await publishSeries({ variables: { uuid: series.uuid, status: 'PUBLISHED' } });
      navigate(creatorPaths.onboarding(series.uuid, 'congrats'));
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setPublishing(false);
    }
  };

  return (
    <Box>
      <PageHeading
        title="Preview your comic"
        subtitle="This is how fans will see it. When it looks right, publish it."
      />
      <Stack spacing={3}>
        <SeriesCard series={series} view="preview" footer={<CreditedCreators seriesUuid={series.uuid} />} />
        <FirstEpisode seriesUuid={series.uuid} />
        <Panel>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Publish
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2.5 }} aria-label="Publishing">
            {checklist.map((item) => (
              <Stack component="li" key={item.id} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-progress={item.id} data-done={item.done}>
                {item.done ? <CheckCircleOutlineIcon color="success" fontSize="small" /> : <RadioButtonUncheckedIcon color="disabled" fontSize="small" />}
                <Typography variant="body2">{item.label}</Typography>
              </Stack>
            ))}
          </Stack>
          {series.creatorsCount === 0 || series.issuesCount === 0 ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {series.creatorsCount === 0 ? 'Credit a creator on your comic before you publish it. ' : ''}
              {series.issuesCount === 0 ? 'Add your first episode before you publish your comic.' : ''}
            </Alert>
          ) : null}
          <Typography role="alert" color="error" sx={{ minHeight: 24, mb: 1, fontWeight: 600 }}>
            {message}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {seriesPublished ? (
              <Button component={RouterLink} to={creatorPaths.series(series.uuid)} variant="contained" size="large">
                Go to your comic
              </Button>
            ) : (
              <Button
                variant="contained"
                size="large"
                onClick={publish}
                disabled={publishing || !permission.can('publish') || series.creatorsCount === 0 || series.issuesCount === 0}
                startIcon={publishing ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                Publish Your Comic
              </Button>
            )}
            <Button
              component={RouterLink}
              to={creatorPaths.withBacklink(creatorPaths.seriesView(series.uuid, 'edit'), creatorPaths.onboarding(series.uuid, 'preview'))}
              size="large"
              startIcon={<EditOutlinedIcon />}
            >
              Edit Comic Details
            </Button>
          </Stack>
        </Panel>
      </Stack>
    </Box>
  );
}
