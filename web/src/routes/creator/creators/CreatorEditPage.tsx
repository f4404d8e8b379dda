import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { creatorPaths, useBacklink } from '../../paths';
import { NoAccess } from '../home/NoAccess';
import { useItemPermission } from '../home/usePermission';
import { CreatorForm } from './CreatorForm';
import { useCreator } from './useCreator';
import { PageFrameLoading } from '../home/PageFrame';

/** /dashboard/creator/{uuid}/edit: the creator form in edit mode (spec 001 §2). */
export function CreatorEditPage() {
  const { uuid } = useParams();
  const back = useBacklink(uuid ? creatorPaths.creator(uuid) : creatorPaths.home);
  const { creator, loading } = useCreator(uuid);
  const permission = useItemPermission(uuid, 'INTERNAL_CREATOR');
  if (loading || permission.loading) return <PageFrameLoading label="Loading your creator profile" maxWidth="md" />;
  if (!creator || !uuid || !permission.can('edit')) return <NoAccess />;
  return (
    <Box sx={{ bgcolor: '#f7f7fb' }}>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <title>{`Edit ${creator.name} · Inkcast`}</title>
        <Breadcrumbs items={[{ label: creator.name, to: creatorPaths.creator(uuid) }, { label: 'Edit' }]} back={back} />
        <CreatorForm mode="edit" uuid={uuid} creator={creator} heading="root" />
      </Container>
    </Box>
  );
}
