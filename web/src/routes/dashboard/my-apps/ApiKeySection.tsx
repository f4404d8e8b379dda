import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CopyButton } from '../../../components/CopyButton';
import {
  AddNewDevAppDocument,
  MyAppsDashboardDocument,
  RollDevAppApiKeyDocument,
  type DevAppFieldsFragment,
} from '../../../generated/graphql';
import { DashboardCard } from './DashboardCard';
import { errorMessage } from './errors';

const mono = { fontFamily: '"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;

/** A key just created or rolled: in clear text until the page is left (the server never shows it again). */
export interface RevealedKey {
  appId: string;
  apiKey: string;
}

/** Props of ApiKeySection. */
export interface ApiKeySectionProps {
  userId: string;
  apps: DevAppFieldsFragment[];
  allowedDevAppsLimit: number;
  revealed: RevealedKey | null;
  onRevealed: (key: RevealedKey) => void;
}

/** The key shown once, with a copy button and the 'store it now' note. */
function RevealedKeyNotice({ apiKey }: { apiKey: string }) {
  return (
    <Alert severity="warning" icon={<KeyOutlinedIcon />} data-testid="revealed-api-key-notice">
      <AlertTitle>Store your API key now</AlertTitle>
      This is the only time Inkcast shows this key: we keep only a hash of it. Copy it somewhere safe, such as your
      app's secrets. If you lose it, roll a new one.
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1.5 }}>
        <Box
          component="code"
          data-testid="revealed-api-key"
          sx={{ ...mono, px: 1.5, py: 0.75, bgcolor: 'background.paper', borderRadius: 1, border: 1, borderColor: 'divider', wordBreak: 'break-all' }}
        >
          {apiKey}
        </Box>
        <CopyButton text={apiKey} label="Copy API key" />
      </Stack>
    </Alert>
  );
}

/**
 * The user ID and API key area (spec §2): 'Get my API Key' only while the number of apps is below
 * allowedDevAppsLimit; a new or rolled key shown once; afterwards only its last characters.
 */
export function ApiKeySection({ userId, apps, allowedDevAppsLimit, revealed, onRevealed }: ApiKeySectionProps) {
  const [error, setError] = useState('');
  const [rolling, setRolling] = useState<DevAppFieldsFragment | null>(null);
  const refetchQueries = [{ query: MyAppsDashboardDocument }];
  const [addNewDevApp, adding] = useMutation(AddNewDevAppDocument, { refetchQueries, awaitRefetchQueries: true });
  const [rollDevAppApiKey, roll] = useMutation(RollDevAppApiKeyDocument, { refetchQueries, awaitRefetchQueries: true });

  const getKey = async () => {
    setError('');
    try {
      const { data } = await addNewDevApp();
      if (data?.addNewDevApp) onRevealed({ appId: data.addNewDevApp.app.id, apiKey: data.addNewDevApp.apiKey });
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const confirmRoll = async () => {
    const app = rolling;
    setRolling(null);
    if (!app) return;
    setError('');
    try {
      const { data } = await rollDevAppApiKey({ variables: { id: app.id } });
      if (data?.rollDevAppApiKey) onRevealed({ appId: data.rollDevAppApiKey.app.id, apiKey: data.rollDevAppApiKey.apiKey });
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const canAddApp = apps.length < allowedDevAppsLimit;

  return (
    <DashboardCard id="credentials" title="Your credentials" subtitle="Send both with every request, in the X-USER-ID and X-API-KEY headers.">
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="subtitle2" color="text.secondary">
            User ID (X-USER-ID)
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="code" data-testid="user-id" sx={{ ...mono, fontSize: 18, fontWeight: 600 }}>
              {userId}
            </Typography>
            <CopyButton text={userId} label="Copy user ID" />
          </Stack>
        </Box>

        <Box>
          <Typography variant="subtitle2" color="text.secondary">
            API key (X-API-KEY)
          </Typography>
          {apps.length === 0 && !revealed && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              You don't have an API key yet.
            </Typography>
          )}
          <Stack spacing={1.5} sx={{ mt: 0.5 }}>
            {apps.map((app) => (
              <Stack
                key={app.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
                data-testid="api-key-row"
              >
                <Typography component="span" sx={mono} data-testid="api-key-hint">
                  ••••••••••••{app.apiKeyHint}
                </Typography>
                <Button variant="outlined" size="small" onClick={() => setRolling(app)} disabled={roll.loading}>
                  Roll key
                </Button>
              </Stack>
            ))}
          </Stack>
        </Box>

        {revealed && <RevealedKeyNotice apiKey={revealed.apiKey} />}
        {error && <Alert severity="error">{error}</Alert>}

        {canAddApp && (
          <Box>
            <Button variant="contained" size="large" startIcon={<KeyOutlinedIcon />} onClick={getKey} disabled={adding.loading}>
              Get my API Key
            </Button>
          </Box>
        )}
      </Stack>

      <Dialog open={!!rolling} onClose={() => setRolling(null)} aria-labelledby="roll-key-title">
        <DialogTitle id="roll-key-title">Roll your API key?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            A new key replaces the one ending in {rolling?.apiKeyHint}. The current key stops working at once, so update
            your apps with the new key right away.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRolling(null)}>Cancel</Button>
          <Button onClick={confirmRoll} variant="contained" color="error">
            Roll key
          </Button>
        </DialogActions>
      </Dialog>
    </DashboardCard>
  );
}
