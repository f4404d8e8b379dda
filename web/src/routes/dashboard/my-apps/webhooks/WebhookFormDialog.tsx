import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isHttpUrl, ValidationMessage, WEBHOOK_EVENTS } from '@inkcast/schema';
import { useState, type FormEvent } from 'react';
import { useFieldErrors } from '../../../../components/useFieldErrors';

/** The event names grouped by type (the part before the dot), in catalogue order. */
const EVENT_GROUPS: { type: string; events: string[] }[] = [];
for (const event of WEBHOOK_EVENTS) {
  const type = event.split('.')[0];
  const group = EVENT_GROUPS.find((g) => g.type === type);
  if (group) group.events.push(event);
  else EVENT_GROUPS.push({ type, events: [event] });
}

/** The form's values: an endpoint URL and the events it receives. */
export interface WebhookFormValues {
  endpointUrl: string;
  webhookEvents: string[];
}

/** Props of WebhookFormDialog. */
export interface WebhookFormDialogProps {
  /** The endpoint being edited, or null to add one. */
  initial: (WebhookFormValues & { id: string }) | null;
  onClose: () => void;
  /** Saves the values; resolves with an error message to show, or null when saved. */
  onSave: (values: WebhookFormValues) => Promise<string | null>;
}

/**
 * The add/edit modal (spec §2, §5): the endpoint URL and an event picker grouped by type, checked with
 * the spec's messages before anything is sent; the server's message is shown otherwise.
 */
export function WebhookFormDialog({ initial, onClose, onSave }: WebhookFormDialogProps) {
  const [endpointUrl, setEndpointUrl] = useState(initial?.endpointUrl ?? '');
  const [events, setEvents] = useState<Set<string>>(new Set(initial?.webhookEvents ?? []));
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState('');
  const { errors, check, clear } = useFieldErrors<'endpointUrl' | 'events'>();

  const toggle = (names: string[], on: boolean) => {
    setEvents((current) => {
      const next = new Set(current);
      for (const name of names) {
        if (on) next.add(name);
        else next.delete(name);
      }
      return next;
    });
    clear('events');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    const url = endpointUrl.trim();
    const valid = check({
      endpointUrl: !url ? ValidationMessage.WEBHOOK_ENDPOINT_URL_REQUIRED : !isHttpUrl(url) ? ValidationMessage.WEBHOOK_ENDPOINT_URL_INVALID : null,
      events: events.size === 0 ? ValidationMessage.WEBHOOK_EVENTS_REQUIRED : null,
    });
    if (!valid) return;
    setSaving(true);
    // Keep the catalogue's order whatever the order of the clicks.
    const message = await onSave({ endpointUrl: url, webhookEvents: WEBHOOK_EVENTS.filter((name) => events.has(name)) });
    setSaving(false);
    if (message) setServerError(message);
  };

  const allChecked = events.size === WEBHOOK_EVENTS.length;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="webhook-form-title">
      <form onSubmit={submit} noValidate aria-label={initial ? 'Edit webhook' : 'Add webhook'}>
        <DialogTitle id="webhook-form-title">{initial ? 'Edit webhook endpoint' : 'Add a webhook endpoint'}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <TextField
              label="Endpoint URL"
              placeholder="https://example.com/webhooks/inkcast"
              value={endpointUrl}
              onChange={(e) => {
                setEndpointUrl(e.target.value);
                clear('endpointUrl');
              }}
              error={!!errors.endpointUrl}
              helperText={errors.endpointUrl ?? 'Inkcast POSTs signed JSON events to this URL.'}
              autoFocus
              fullWidth
            />
            <FormControl component="fieldset" error={!!errors.events}>
              <FormLabel component="legend">Events</FormLabel>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={allChecked}
                    indeterminate={events.size > 0 && !allChecked}
                    onChange={(e) => toggle([...WEBHOOK_EVENTS], e.target.checked)}
                  />
                }
                label="All events"
              />
              <Grid container spacing={2}>
                {EVENT_GROUPS.map((group) => {
                  const checked = group.events.filter((name) => events.has(name)).length;
                  return (
                    <Grid key={group.type} size={{ xs: 12, sm: 6, md: 3 }}>
                      <Box role="group" aria-label={`${group.type} events`} data-testid={`event-group-${group.type}`}>
                        <FormControlLabel
                          control={
                            <Checkbox
                              checked={checked === group.events.length}
                              indeterminate={checked > 0 && checked < group.events.length}
                              onChange={(e) => toggle(group.events, e.target.checked)}
                            />
                          }
                          label={<strong>{group.type}</strong>}
                        />
                        <FormGroup sx={{ pl: 3 }}>
                          {group.events.map((name) => (
                            <FormControlLabel
                              key={name}
                              control={<Checkbox size="small" checked={events.has(name)} onChange={(e) => toggle([name], e.target.checked)} />}
                              label={name}
                              slotProps={{ typography: { variant: 'body2', sx: { fontFamily: 'monospace' } } }}
                            />
                          ))}
                        </FormGroup>
                      </Box>
                    </Grid>
                  );
                })}
              </Grid>
              {errors.events && <FormHelperText>{errors.events}</FormHelperText>}
            </FormControl>
            {serverError && <Alert severity="error">{serverError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {initial ? 'Save webhook' : 'Add webhook'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
