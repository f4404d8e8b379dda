import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { creatorPaths } from '../../paths';
import { newUuid } from '../home/uuid';
import { CreatorForm } from './CreatorForm';
import { useCreator } from './useCreator';
import { PageFrameLoading } from '../home/PageFrame';

/**
 * /dashboard/new/creator and /dashboard/creator/{uuid}/new: the new creator form ('Add details about
 * yourself', spec 001 §2); on save it goes to /dashboard/creator/{uuid}. With a uuid in the route
 * the creator is made with it; once that creator exists the creation form renders nothing.
 */
export function CreatorNewPage() {
  const params = useParams();
  const navigate = useNavigate();
  const [uuid] = useState(() => params.uuid ?? newUuid());
  const existing = useCreator(params.uuid);
  const [saved, setSaved] = useState(false);
  if (params.uuid && existing.loading) return <PageFrameLoading label="Loading" maxWidth="md" />;
  if (existing.creator && !saved) return null;
  return (
    <Box sx={{ bgcolor: '#f7f7fb' }}>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <title>New creator profile · Inkcast</title>
        <Breadcrumbs items={[{ label: 'New creator profile' }]} back={creatorPaths.home} />
        <CreatorForm
          mode="create"
          uuid={uuid}
          heading="root"
          onSaved={(creator) => {
            setSaved(true);
            navigate(creatorPaths.creator(creator.uuid));
          }}
        />
      </Container>
    </Box>
  );
}
