import { useParams } from 'react-router-dom';
import { creatorPaths } from '../../paths';
import { NoAccess } from '../home/NoAccess';
import { PreviewFrame } from '../home/PreviewFrame';
import { CreatorCard } from './CreatorCard';
import { useCreator } from './useCreator';
import { PageFrameLoading } from '../home/PageFrame';

/** /dashboard/creator/{uuid}/preview: the creator profile as fans see it, with the owner-and-team notice (spec 001 §2). */
export function CreatorPreviewPage() {
  const { uuid } = useParams();
  const { creator, loading, reload } = useCreator(uuid);
  if (loading) return <PageFrameLoading label="Loading your creator profile" maxWidth="md" />;
  if (!creator || !uuid) return <NoAccess />;
  return (
    <PreviewFrame name={creator.name} itemPath={creatorPaths.creator(uuid)}>
      <CreatorCard creator={creator} view="preview" onChanged={reload} />
    </PreviewFrame>
  );
}
