import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enumDisplayName } from '@inkcast/schema';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '../../../components/StatusBadge';
import type { SeriesCardFieldsFragment } from '../../../generated/graphql';
import { creatorPaths } from '../../paths';
import { ItemImage, useItemImageUrl } from '../home/images';
import { CardHeading, ItemEditButtons, ItemPublish } from '../home/cards';
import { countLabel, genreLabel, languageName, ratingLabel, seriesGenres } from './series-display';

/** Views of a series card (spec 001 §2 "Card and list views"). */
export type SeriesCardView = 'list-small' | 'list-small-publish' | 'preview' | 'full-screen';

/** The series' episode lists by status (spec 001 §2: /view-episodes/{status}, tabs of §2). */
const EPISODE_STATUS_LINKS = [
  { status: 'PUBLISHED', label: 'Published Episodes' },
  { status: 'DRAFT', label: 'Drafts' },
  { status: 'SCHEDULED', label: 'Scheduled Episodes' },
] as const;

/** Props of SeriesCard. */
export interface SeriesCardProps {
  series: SeriesCardFieldsFragment;
  view: SeriesCardView;
  /** Reloads the series (after publishing, when its server event arrived). */
  onChanged?: () => void;
  /** Shown under the details in the preview and full-screen views (credited creators). */
  footer?: ReactNode;
}

function ListSmall({ series, publish, onChanged }: { series: SeriesCardFieldsFragment; publish: boolean; onChanged?: () => void }) {
  const processing = series.imagesStatus === 'PROCESSING';
  const thumbnail = useItemImageUrl(series.thumbnailImageAsString, 'thumbnail', series.thumbnailImageUrl);
  return (
    <Card component="article" data-series={series.uuid} data-view={publish ? 'list-small-publish' : 'list-small'} sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0, flexGrow: 1 }}>
          <ItemImage src={thumbnail} alt={`${series.name} thumbnail`} ratio="1 / 1" width={64} />
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Link component={RouterLink} to={creatorPaths.series(series.uuid)} variant="subtitle1" sx={{ fontWeight: 700, color: 'text.primary', overflowWrap: 'anywhere' }}>
                {series.name}
              </Link>
              <StatusBadge status={series.status} />
              {processing && <Chip size="small" variant="outlined" label="Processing images" />}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {countLabel(series.issuesCount, 'episode')} · {countLabel(series.creatorsCount, 'creator')}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
          <ItemEditButtons contentType="INTERNAL_COMICSERIES" uuid={series.uuid} />
          {publish && <ItemPublish contentType="INTERNAL_COMICSERIES" item={series} onChanged={onChanged} />}
        </Stack>
      </Stack>
    </Card>
  );
}

/** Genres, language, rating, status and tags of a series as chips and lines. */
function SeriesFacts({ series }: { series: SeriesCardFieldsFragment }) {
  const facts: [string, string][] = [];
  if (series.language) facts.push(['Language', languageName(series.language)]);
  if (series.rating) facts.push(['Rating', ratingLabel(series.rating)]);
  if (series.seriesStatus) facts.push(['Status', enumDisplayName(series.seriesStatus)]);
  if (series.seriesType) facts.push(['Type', enumDisplayName(series.seriesType)]);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} aria-label="Genres">
        {seriesGenres(series).map((genre) => (
          <Chip key={genre} label={genreLabel(genre)} size="small" color="primary" variant="outlined" />
        ))}
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {series.tags.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {series.tags.map((tag) => `#${tag}`).join(' ')}
        </Typography>
      )}
    </Stack>
  );
}

function Preview({ series, footer }: { series: SeriesCardFieldsFragment; footer?: ReactNode }) {
  const processing = series.imagesStatus === 'PROCESSING';
  const banner = useItemImageUrl(series.bannerImageAsString, 'banner_md', series.bannerImageUrl);
  const cover = useItemImageUrl(series.coverImageAsString, 'cover_md', series.coverImageUrl);
  return (
    <Card component="article" data-series={series.uuid} data-view="preview" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <ItemImage src={banner} alt={`${series.name} banner`} ratio="1080 / 642" processing={processing} />
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: { xs: 2, sm: 3 }, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ mt: { xs: -10, sm: -12 }, width: { xs: 120, sm: 150 }, flexShrink: 0, alignSelf: 'flex-start', boxShadow: '0 12px 30px -12px rgba(0,0,0,0.45)', borderRadius: 2, position: 'relative' }}>
          <ItemImage src={cover} alt={`${series.name} cover`} ratio="2 / 3" />
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <CardHeading name={series.name} status={series.status} />
          <Typography sx={{ mt: 1, mb: 2, whiteSpace: 'pre-line' }} color="text.secondary">
            {series.description}
          </Typography>
          <SeriesFacts series={series} />
          {footer && <Box sx={{ mt: 2.5 }}>{footer}</Box>}
        </Box>
      </Box>
    </Card>
  );
}

function FullScreen({ series, onChanged, footer }: { series: SeriesCardFieldsFragment; onChanged?: () => void; footer?: ReactNode }) {
  const processing = series.imagesStatus === 'PROCESSING';
  const cover = useItemImageUrl(series.coverImageAsString, 'cover_md', series.coverImageUrl);
  return (
    <Card component="article" data-series={series.uuid} data-view="full-screen" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: { xs: 2.5, md: 4 }, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ width: { xs: '60%', sm: 200, md: 240 }, maxWidth: 240, flexShrink: 0, alignSelf: { xs: 'center', sm: 'flex-start' } }}>
          <ItemImage src={cover} alt={`${series.name} cover`} ratio="2 / 3" processing={processing} />
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <CardHeading name={series.name} status={series.status} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {countLabel(series.issuesCount, 'episode')} · {countLabel(series.creatorsCount, 'creator')}
          </Typography>
          <Typography sx={{ mt: 1.5, mb: 2, whiteSpace: 'pre-line' }}>{series.description}</Typography>
          <SeriesFacts series={series} />
          {series.imagesStatus === 'FAILED' && series.imagesError && (
            <Typography variant="body2" color="error" sx={{ mt: 2 }} role="alert">
              {series.imagesError}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2.5, flexWrap: 'wrap', rowGap: 1 }}>
            <ItemEditButtons contentType="INTERNAL_COMICSERIES" uuid={series.uuid} size="medium" />
            <ItemPublish contentType="INTERNAL_COMICSERIES" item={series} onChanged={onChanged} size="medium" />
          </Stack>
          <Stack component="nav" aria-label="Episodes by status" direction="row" sx={{ mt: 2, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
            {EPISODE_STATUS_LINKS.map(({ status, label }) => (
              <Link key={status} component={RouterLink} to={creatorPaths.viewEpisodes(series.uuid, status)} variant="body2" sx={{ fontWeight: 600 }}>
                {label}
              </Link>
            ))}
          </Stack>
          {footer && <Box sx={{ mt: 2.5 }}>{footer}</Box>}
        </Box>
      </Box>
    </Card>
  );
}

/**
 * A comic series card (spec 001 §2 "Card and list views"): list-small (a line in a list),
 * list-small-publish (with the Publish button of a draft), preview (banner, cover and details as
 * fans see them) and full-screen (the series home). Edit and Preview show only with an edit
 * permission on the series; images show processed, or as uploaded while processing.
 */
export function SeriesCard({ series, view, onChanged, footer }: SeriesCardProps) {
  if (view === 'preview') return <Preview series={series} footer={footer} />;
  if (view === 'full-screen') return <FullScreen series={series} onChanged={onChanged} footer={footer} />;
  return <ListSmall series={series} publish={view === 'list-small-publish'} onChanged={onChanged} />;
}

/** A list-small card's placeholder while the list loads (same height: no jump). */
export function SeriesCardSkeleton() {
  return (
    <Card sx={{ p: 2, borderRadius: 3 }} aria-hidden>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="rounded" width={64} height={64} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="40%" height={28} />
          <Skeleton width="25%" />
        </Box>
      </Stack>
    </Card>
  );
}
