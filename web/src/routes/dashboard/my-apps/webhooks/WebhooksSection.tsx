import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { WEBHOOK_EVENTS } from '@inkcast/schema';
import { useState } from 'react';
import { CopyButton } from '../../../../components/CopyButton';
import {
  AddWebhookUrlForUserDocument,
  DeleteWebhookForUserDocument,
  MyDeveloperWebhooksDocument,
  RollWebhookSecretForUserDocument,
  UpdateWebhookActiveForUserDocument,
  UpdateWebhookForUserDocument,
  type WebhookFieldsFragment,
} from '../../../../generated/graphql';
import { errorMessage, isLoggedOut } from '../errors';
import { DeliveryLog } from './DeliveryLog';
import { WebhookFormDialog, type WebhookFormValues } from './WebhookFormDialog';

const mono = { fontFamily: '"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;

/** What the section needs of the developer's details. */
export interface WebhooksSectionProps {
  isBusinessPlan: boolean;
  subscriptionStatus: string;
  allowedWebhookLimit: number;
}

/** The secret, hidden until asked for, with copy and 'Roll secret'. */
function WebhookSecret({ webhook, onRoll, rolling }: { webhook: WebhookFieldsFragment; onRoll: () => void; rolling: boolean }) {
  const [shown, setShown] = useState(false);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 100 }}>
        Signing secret
      </Typography>
      <Box component="code" data-testid="webhook-secret" sx={{ ...mono, fontSize: 13, wordBreak: 'break-all' }}>
        {shown ? webhook.webhookSecret : 'whsec_••••••••••••••••••••'}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" onClick={() => setShown(!shown)}>
          {shown ? 'Hide secret' : 'Reveal secret'}
        </Button>
        {shown && <CopyButton text={webhook.webhookSecret} label="Copy signing secret" />}
        <Button size="small" color="warning" onClick={onRoll} disabled={rolling}>
          Roll secret
        </Button>
      </Stack>
    </Stack>
  );
}

interface WebhookItemProps {
  webhook: WebhookFieldsFragment;
  onEdit: () => void;
  onDelete: () => void;
  onError: (message: string) => void;
}

/** One endpoint: URL, ACTIVE/INACTIVE, events, secret, pause/resume, edit, delete and its delivery log. */
function WebhookItem({ webhook, onEdit, onDelete, onError }: WebhookItemProps) {
  const [confirmRoll, setConfirmRoll] = useState(false);
  const [setActive, activeState] = useMutation(UpdateWebhookActiveForUserDocument);
  const [rollSecret, rollState] = useMutation(RollWebhookSecretForUserDocument);
  const act = async (action: () => Promise<unknown>) => {
    onError('');
    try {
      await action();
    } catch (err) {
      onError(errorMessage(err));
    }
  };
  const allEvents = webhook.events.length === WEBHOOK_EVENTS.length;

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="webhook-item" data-webhook-id={webhook.id}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Chip
              size="small"
              label={webhook.isActive ? 'ACTIVE' : 'INACTIVE'}
              color={webhook.isActive ? 'success' : 'default'}
              data-testid="webhook-status"
            />
            <Typography component="span" data-testid="webhook-url" sx={{ ...mono, fontWeight: 600, wordBreak: 'break-all' }}>
              {webhook.endpointUrl}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="outlined"
              disabled={activeState.loading}
              onClick={() => void act(() => setActive({ variables: { id: webhook.id, isActive: !webhook.isActive } }))}
            >
              {webhook.isActive ? 'Pause' : 'Resume'}
            </Button>
            <Button size="small" variant="outlined" onClick={onEdit}>
              Edit
            </Button>
            <Button size="small" variant="outlined" color="error" onClick={onDelete}>
              Delete
            </Button>
          </Stack>
        </Stack>
        {webhook.disabledReason && !webhook.isActive && (
          <Alert severity="warning">Inkcast paused this endpoint: {webhook.disabledReason}. Resume it once it answers again.</Alert>
        )}
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="webhook-events" aria-label="Events">
          {allEvents ? (
            <Chip size="small" variant="outlined" label={`All events (${WEBHOOK_EVENTS.length})`} title={webhook.events.join(', ')} />
          ) : (
            webhook.events.map((event) => <Chip key={event} size="small" variant="outlined" label={event} sx={mono} />)
          )}
        </Stack>
        <WebhookSecret webhook={webhook} onRoll={() => setConfirmRoll(true)} rolling={rollState.loading} />
        <Divider />
        <DeliveryLog webhookId={webhook.id} />
      </Stack>

      <Dialog open={confirmRoll} onClose={() => setConfirmRoll(false)} aria-labelledby={`roll-secret-${webhook.id}`}>
        <DialogTitle id={`roll-secret-${webhook.id}`}>Roll the signing secret?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Deliveries are signed with the new secret from now on. Update your receiver with it right away.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmRoll(false)}>Cancel</Button>
          <Button
            variant="contained"
            color="warning"
            onClick={() => {
              setConfirmRoll(false);
              void act(() => rollSecret({ variables: { id: webhook.id } }));
            }}
          >
            Roll secret
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

/**
 * The webhooks section of /dashboard/my-apps (spec §2, §5, §6): the endpoints, the add/edit modal,
 * the delete confirmation, and per endpoint its delivery log. Creating one needs the Business plan
 * with an active subscription, below allowedWebhookLimit; otherwise the button is disabled.
 */
export function WebhooksSection({ isBusinessPlan, subscriptionStatus, allowedWebhookLimit }: WebhooksSectionProps) {
  const { data, error: loadError } = useQuery(MyDeveloperWebhooksDocument, { fetchPolicy: 'cache-and-network' });
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<WebhookFieldsFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WebhookFieldsFragment | null>(null);
  const refetchQueries = [{ query: MyDeveloperWebhooksDocument }];
  const [addWebhook] = useMutation(AddWebhookUrlForUserDocument, { refetchQueries, awaitRefetchQueries: true });
  const [updateWebhook] = useMutation(UpdateWebhookForUserDocument);
  const [deleteWebhook, deleteState] = useMutation(DeleteWebhookForUserDocument, { refetchQueries, awaitRefetchQueries: true });

  const webhooks = data?.getMyDeveloperWebhooks ?? [];
  const business = isBusinessPlan && subscriptionStatus === 'active';
  const belowLimit = webhooks.length < allowedWebhookLimit;
  const canCreate = business && belowLimit && !!data;

  const save = async (values: WebhookFormValues): Promise<string | null> => {
    try {
      if (editing && editing !== 'new') await updateWebhook({ variables: { id: editing.id, ...values } });
      else await addWebhook({ variables: values });
      setEditing(null);
      return null;
    } catch (err) {
      return errorMessage(err);
    }
  };

  const confirmDelete = async () => {
    const webhook = deleting;
    if (!webhook) return;
    setError('');
    try {
      await deleteWebhook({ variables: { id: webhook.id } });
    } catch (err) {
      setError(errorMessage(err));
    }
    setDeleting(null);
  };

  return (
    <Stack spacing={2.5} data-testid="webhooks-section" data-can-create={canCreate}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" data-testid="webhook-limit">
          {business
            ? `${webhooks.length} of ${allowedWebhookLimit} endpoint${allowedWebhookLimit === 1 ? '' : 's'} used.`
            : 'Webhooks are a Business plan feature: upgrade to Business to register an endpoint.'}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} disabled={!canCreate} onClick={() => setEditing('new')} data-testid="add-webhook">
          {business ? 'Add endpoint' : 'Add endpoint (Business accounts only)'}
        </Button>
      </Stack>
      {business && !belowLimit && (
        <Alert severity="info">You have reached your plan's limit of {allowedWebhookLimit} webhook endpoint{allowedWebhookLimit === 1 ? '' : 's'}.</Alert>
      )}
      {loadError && !isLoggedOut(loadError) && <Alert severity="error">{errorMessage(loadError)}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {data && webhooks.length === 0 && (
        <Typography color="text.secondary">No webhook endpoints yet.</Typography>
      )}
      {webhooks.map((webhook) => (
        <WebhookItem key={webhook.id} webhook={webhook} onEdit={() => setEditing(webhook)} onDelete={() => setDeleting(webhook)} onError={setError} />
      ))}

      {editing && (
        <WebhookFormDialog
          initial={editing === 'new' ? null : { id: editing.id, endpointUrl: editing.endpointUrl, webhookEvents: editing.events }}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      )}

      <Dialog open={!!deleting} onClose={() => setDeleting(null)} aria-labelledby="delete-webhook-title" aria-describedby="delete-webhook-text">
        <DialogTitle id="delete-webhook-title">Delete webhook</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-webhook-text">Are you sure you delete this webhook?</DialogContentText>
          <Typography variant="body2" sx={{ ...mono, mt: 1.5, wordBreak: 'break-all' }}>
            {deleting?.endpointUrl}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>Cancel</Button>
          <Button variant="contained" color="error" onClick={() => void confirmDelete()} disabled={deleteState.loading}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

export default WebhooksSection;
