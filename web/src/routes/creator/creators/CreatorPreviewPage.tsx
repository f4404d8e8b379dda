import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { creatorPaths, useBacklink } from '../../paths';
import { NoAccess } from '../home/NoAccess';
import { PageFrame } from '../home/PageFrame';
import { PREVIEW_NOTICE } from '../series/SeriesPreviewPage';
import { CreatorCard } from './CreatorCard';
import { useCreator } from './useCreator';

/** /dashboard/creator/{uuid}/preview: the creator profile as fans see it, with the owner-and-team notice (spec 001 §2). */
export function CreatorPreviewPage() {
  const { uuid } = useParams();
  const back = useBacklink(uuid ? creatorPaths.creator(uuid) : creatorPaths.home);
  const { creator, loading, reload } = useCreator(uuid);
  if (loading) return <PageSpinner label="Loading your creator profile" />;
  if (!creator || !uuid) return <NoAccess />;
  return (
    <PageFrame
      title="Preview"
      documentTitle={`Preview ${creator.name}`}
      breadcrumbs={[{ label: creator.name, to: creatorPaths.creator(uuid) }, { label: 'Preview' }]}
      back={back}
      maxWidth="md"
    >
      <Stack spacing={3}>
        <Alert severity="info" icon={<InfoOutlinedIcon />} data-testid="preview-notice">
          {PREVIEW_NOTICE}
        </Alert>
        <CreatorCard creator={creator} view="preview" onChanged={reload} />
      </Stack>
    </PageFrame>
  );
}
