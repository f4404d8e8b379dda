import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { creatorPaths, useBacklink } from '../../paths';
import { NoAccess } from '../home/NoAccess';
import { useItemPermission } from '../home/usePermission';
import { SeriesForm } from './SeriesForm';
import { useSeries } from './useSeries';
import { PageFrameLoading } from '../home/PageFrame';

/** /dashboard/comicseries/{uuid}/edit: the series form in edit mode ('Edit Comic Details', spec 001 §2). */
export function SeriesEditPage() {
  const { uuid } = useParams();
  const back = useBacklink(uuid ? creatorPaths.series(uuid) : creatorPaths.home);
  const { series, loading } = useSeries(uuid);
  const permission = useItemPermission(uuid, 'INTERNAL_COMICSERIES');
  if (loading || permission.loading) return <PageFrameLoading label="Loading your comic" maxWidth="md" />;
  if (!series || !uuid || !permission.can('edit')) return <NoAccess />;
  return (
    <Box sx={{ bgcolor: '#f7f7fb' }}>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <title>{`Edit ${series.name} · Inkcast`}</title>
        <Breadcrumbs items={[{ label: series.name, to: creatorPaths.series(uuid) }, { label: 'Edit' }]} back={back} />
        <SeriesForm mode="edit" uuid={uuid} series={series} />
      </Container>
    </Box>
  );
}
