import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { EPISODE_PAGE_SIZE_FULL, roleBadgeStyle, roleDisplayName } from '@inkcast/schema';
import { useParams } from 'react-router-dom';
import { SeriesCreditedCreatorsDocument } from '../../../generated/graphql';
import { creatorPaths } from '../../paths';
import { EpisodeList } from '../episodes/EpisodeList';
import { ItemImage, useItemImageUrl } from '../home/images';
import { NoAccess } from '../home/NoAccess';
import { PageFrameLoading, Panel } from '../home/PageFrame';
import { PreviewFrame } from '../home/PreviewFrame';
import { SeriesCard } from './SeriesCard';
import { useSeries } from './useSeries';

/** One credited creator: avatar, name and role badges. */
function CreditedCreator({ name, avatarUrl, avatarAsString, roles }: { name: string; avatarUrl: string | null; avatarAsString: string | null; roles: string[] }) {
  const avatar = useItemImageUrl(avatarAsString, 'avatar_sm', avatarUrl);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <ItemImage src={avatar} alt={`${name} avatar`} ratio="1 / 1" width={40} round />
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.25 }}>
          {roles.map((role, index) => {
            const style = roleBadgeStyle(index);
            return <Chip key={role} size="small" label={roleDisplayName(role)} sx={{ bgcolor: style.background, color: style.color, height: 20, fontSize: 11 }} />;
          })}
        </Stack>
      </Box>
    </Stack>
  );
}

/** The creators credited on a series, as the preview shows them. */
export function CreditedCreators({ seriesUuid }: { seriesUuid: string }) {
  const { data } = useQuery(SeriesCreditedCreatorsDocument, { variables: { uuid: seriesUuid }, fetchPolicy: 'cache-and-network' });
  const credits = (data?.getInternalCreatorsForContent ?? []).filter((credit) => credit.creator && credit.roles.length > 0);
  if (!credits.length) return null;
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        Created by
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 0.5 }}>
        {credits.map((credit) => (
          <CreditedCreator
            key={credit.creatorUuid}
            name={credit.creator!.name}
            avatarUrl={credit.creator!.avatarImageUrl}
            avatarAsString={credit.creator!.avatarImageAsString}
            roles={credit.roles}
          />
        ))}
      </Stack>
    </Box>
  );
}

/** /dashboard/comicseries/{uuid}/preview: the series as fans will see it (owner and team members only, spec 001 §2). */
export function SeriesPreviewPage() {
  const { uuid } = useParams();
  const { series, loading, reload } = useSeries(uuid);
  if (loading) return <PageFrameLoading label="Loading your comic" maxWidth="md" />;
  if (!series || !uuid) return <NoAccess />;
  return (
    <PreviewFrame name={series.name} itemPath={creatorPaths.series(uuid)}>
      <SeriesCard series={series} view="preview" onChanged={reload} footer={<CreditedCreators seriesUuid={uuid} />} />
      <Panel>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Episodes
        </Typography>
        <EpisodeList seriesUuid={uuid} status="PUBLISHED" view="preview" pageSize={EPISODE_PAGE_SIZE_FULL} />
      </Panel>
    </PreviewFrame>
  );
}
