import RefreshIcon from '@mui/icons-material/Refresh';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  ReplayWebhookDeliveryDocument,
  SendTestWebhookEventDocument,
  WebhookDeliveriesDocument,
  type WebhookDeliveryFieldsFragment,
} from '../../../../generated/graphql';
import { errorMessage } from '../errors';

const PAGE_SIZE = 10;
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 } as const;

function timeText(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
}

const STATUS_COLOR = { SUCCEEDED: 'success', FAILED: 'error', PENDING: 'warning' } as const;

function DeliveryRow({ delivery, onReplay, replaying }: { delivery: WebhookDeliveryFieldsFragment; onReplay: () => void; replaying: boolean }) {
  const excerpt = delivery.responseExcerpt ?? delivery.lastError ?? '';
  return (
    <TableRow data-testid="delivery-row" data-delivery-id={delivery.id} data-status={delivery.status}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{timeText(delivery.lastAttemptAt ?? delivery.createdAt)}</TableCell>
      <TableCell sx={mono} data-testid="delivery-event">
        {delivery.eventType}
      </TableCell>
      <TableCell data-testid="delivery-status-code">{delivery.lastStatusCode ?? '—'}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{delivery.lastLatencyMs == null ? '—' : `${delivery.lastLatencyMs} ms`}</TableCell>
      <TableCell data-testid="delivery-attempt">{delivery.attemptCount}</TableCell>
      <TableCell sx={{ maxWidth: 240 }}>
        <Tooltip title={excerpt.length > 60 ? excerpt : ''}>
          <Box component="span" sx={{ ...mono, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {excerpt || '—'}
          </Box>
        </Tooltip>
      </TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" label={delivery.status} color={STATUS_COLOR[delivery.status as keyof typeof STATUS_COLOR] ?? 'default'} data-testid="delivery-status" />
      </TableCell>
      <TableCell align="right">
        <Button size="small" onClick={onReplay} disabled={replaying}>
          Replay
        </Button>
      </TableCell>
    </TableRow>
  );
}

/**
 * One endpoint's delivery log, newest first (time, event, status code, latency, attempt, response
 * excerpt, status), with 'Replay' per row and 'Send test event', after which the log is reloaded.
 */
export function DeliveryLog({ webhookId }: { webhookId: string }) {
  const [page, setPage] = useState(1);
  const [error, setError] = useState('');
  const variables = { webhookId, page, limitPerPage: PAGE_SIZE };
  const { data, loading, error: loadError, refetch } = useQuery(WebhookDeliveriesDocument, { variables, fetchPolicy: 'cache-and-network' });
  const deliveries = data?.getWebhookDeliveries ?? [];
  const pending = deliveries.some((d) => d.status === 'PENDING');
  // While a delivery waits for its next attempt, keep the log current.
  useQuery(WebhookDeliveriesDocument, { variables, skip: !pending, pollInterval: 5000, fetchPolicy: 'network-only' });
  const [sendTest, sending] = useMutation(SendTestWebhookEventDocument);
  const [replay, replaying] = useMutation(ReplayWebhookDeliveryDocument);

  const run = async (action: () => Promise<unknown>) => {
    setError('');
    try {
      await action();
      if (page !== 1) setPage(1);
      else await refetch();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Stack spacing={1.5} data-testid="delivery-log">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">Delivery log</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Tooltip title="Refresh">
            <IconButton size="small" aria-label="Refresh delivery log" onClick={() => void refetch()}>
              <RefreshIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Button
            size="small"
            variant="outlined"
            startIcon={<SendIcon />}
            disabled={sending.loading}
            onClick={() => void run(() => sendTest({ variables: { webhookId } }))}
          >
            Send test event
          </Button>
        </Stack>
      </Stack>
      {(error || loadError) && <Alert severity="error">{error || errorMessage(loadError)}</Alert>}
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label="Delivery log">
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell>Event</TableCell>
              <TableCell>Status code</TableCell>
              <TableCell>Latency</TableCell>
              <TableCell>Attempt</TableCell>
              <TableCell>Response</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">
                <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {deliveries.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                delivery={delivery}
                replaying={replaying.loading}
                onReplay={() => void run(() => replay({ variables: { webhookId, deliveryId: delivery.id } }))}
              />
            ))}
            {deliveries.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>
                  <Typography variant="body2" color="text.secondary">
                    {loading ? 'Loading deliveries…' : 'No deliveries yet. Send a test event to try your endpoint.'}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {(page > 1 || deliveries.length === PAGE_SIZE) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          <Button size="small" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Typography variant="body2">Page {page}</Typography>
          <Button size="small" disabled={deliveries.length < PAGE_SIZE} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
