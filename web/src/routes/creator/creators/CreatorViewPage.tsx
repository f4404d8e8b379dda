import Stack from '@mui/material/Stack';
import { useParams } from 'react-router-dom';
import { DashboardCardGrid } from '../../../components/DashboardCardGrid';
import { StatusBadge } from '../../../components/StatusBadge';
import { creatorPaths, useBacklink } from '../../paths';
import { NoAccess } from '../home/NoAccess';
import { PageFrame, PageFrameLoading } from '../home/PageFrame';
import { CreatorCard } from './CreatorCard';
import { useCreator } from './useCreator';

/**
 * /dashboard/creator/{uuid}: a creator profile's page (spec 001 §2) with the 'Content' tile (to
 * /dashboard/invite/creator with a backlink here) and the creator card.
 */
export function CreatorViewPage() {
  const { uuid } = useParams();
  const back = useBacklink(creatorPaths.home);
  const { creator, loading, reload } = useCreator(uuid);
  if (loading) return <PageFrameLoading label="Loading your creator profile" />;
  if (!creator || !uuid) return <NoAccess />;
  return (
    <PageFrame title={creator.name} documentTitle={creator.name} badge={<StatusBadge status={creator.status} />} breadcrumbs={[{ label: creator.name }]} back={back}>
      <Stack spacing={{ xs: 3, md: 4 }}>
        <DashboardCardGrid
          label="Creator actions"
          cards={[
            {
              id: 'content',
              title: 'Content',
              description: 'Pick one of your comics to credit this creator and invite your team.',
              icon: 'team',
              target: { kind: 'link', to: creatorPaths.withBacklink(creatorPaths.inviteCreator, creatorPaths.creator(uuid)) },
            },
          ]}
        />
        <CreatorCard creator={creator} view="full-screen" onChanged={reload} />
      </Stack>
    </PageFrame>
  );
}
