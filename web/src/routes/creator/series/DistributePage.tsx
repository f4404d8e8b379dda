import OpenInNewOutlinedIcon from '@mui/icons-material/OpenInNewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PUBLISH_PROPAGATION_MINUTES } from '@inkcast/schema';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { creatorPaths, useBacklink } from '../../paths';
import { NoAccess } from '../home/NoAccess';
import { PageFrame, PageFrameLoading } from '../home/PageFrame';
import { READER_APPS } from '../home/reader-apps';
import { useSeries } from './useSeries';

/**
 * /dashboard/comicseries/{uuid}/distribute: the distribution targets (spec 001 §2: a comic reader
 * app and a manga reader app family). The toggles are not wired to saving (as the spec says): they
 * only show where a published comic goes.
 */
export function DistributePage() {
  const { uuid } = useParams();
  const back = useBacklink(uuid ? creatorPaths.series(uuid) : creatorPaths.home);
  const { series, loading } = useSeries(uuid);
  const [enabled, setEnabled] = useState<Record<string, boolean>>(() => Object.fromEntries(READER_APPS.map((app) => [app.id, true])));
  if (loading) return <PageFrameLoading label="Loading your comic" maxWidth="md" />;
  if (!series || !uuid) return <NoAccess />;
  return (
    <PageFrame
      title="Distribution"
      documentTitle={`Distribution of ${series.name}`}
      subtitle={`Where ${series.name} shows up once it is published. A published comic can take up to ${PUBLISH_PROPAGATION_MINUTES} minutes to appear.`}
      breadcrumbs={[{ label: series.name, to: creatorPaths.series(uuid) }, { label: 'Distribution' }]}
      back={back}
      maxWidth="md"
    >
      <Stack spacing={2}>
        {series.status !== 'PUBLISHED' && <Alert severity="info">Your comic is a draft: publish it to send it to these apps.</Alert>}
        {READER_APPS.map((app) => (
          <Card key={app.id} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }} data-target={app.id}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}>
              <Box>
                <Typography variant="overline" color="text.secondary">
                  {app.kind}
                </Typography>
                <Typography variant="h6" component="h2">
                  {app.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {app.description}
                </Typography>
                <Link href={app.url} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
                  Open {app.name} <OpenInNewOutlinedIcon sx={{ fontSize: 14 }} />
                </Link>
              </Box>
              <FormControlLabel
                control={<Switch checked={enabled[app.id]} onChange={(_, checked) => setEnabled((current) => ({ ...current, [app.id]: checked }))} />}
                label={enabled[app.id] ? 'On' : 'Off'}
              />
            </Stack>
          </Card>
        ))}
      </Stack>
    </PageFrame>
  );
}
