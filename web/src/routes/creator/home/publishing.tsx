import CelebrationOutlinedIcon from '@mui/icons-material/CelebrationOutlined';
import OpenInNewOutlinedIcon from '@mui/icons-material/OpenInNewOutlined';
import PublishOutlinedIcon from '@mui/icons-material/PublishOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { PUBLISH_PROPAGATION_MINUTES } from '@inkcast/schema';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Modal } from '../../../components/Modal';
import { useItemEvents } from '../../../components/useServerEvents';
import { UpdateComicSeriesStatusDocument, UpdateCreatorProfileStatusDocument, type InternalPublishStatus, type InternalSeriesType } from '../../../generated/graphql';
import { errorMessage } from '../../dashboard/my-apps/errors';
import { creatorPaths } from '../../paths';
import { READER_APPS } from './reader-apps';

/** The note of the Congrats page (spec 001 §1, §2, §9: up to 5 minutes). */
export const PROPAGATION_NOTE = `It may take up to ${PUBLISH_PROPAGATION_MINUTES} minutes for it to show up in the reader apps.`;

/** The Congrats content (spec 001 §2): reader app links, the up-to-5-minutes note, back to the dashboard. */
export function CongratsContent({
  what,
  backTo = creatorPaths.home,
  headingLevel = 'h1',
  onBack,
}: {
  what: string;
  backTo?: string;
  headingLevel?: 'h1' | 'h2';
  /** Also called on 'Back to Dashboard' (closes a modal). */
  onBack?: () => void;
}) {
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }} data-testid="congrats">
      <Box sx={{ width: 72, height: 72, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: '#FEF3C7', color: '#B45309' }}>
        <CelebrationOutlinedIcon sx={{ fontSize: 40 }} />
      </Box>
      <Typography variant="h4" component={headingLevel} sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        Congrats
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {what} is published. Fans can find it in these reader apps:
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {READER_APPS.map((app) => (
          <Button key={app.id} variant="outlined" href={app.url} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewOutlinedIcon />}>
            {app.name}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="propagation-note">
        {PROPAGATION_NOTE}
      </Typography>
      <Button component={RouterLink} to={backTo} onClick={onBack} variant="contained" size="large">
        Back to Dashboard
      </Button>
    </Stack>
  );
}

/** Props of PublishButton. */
export interface PublishButtonProps {
  contentType: InternalSeriesType;
  uuid: string;
  /** The item's name, for the Congrats modal ("Pepper&Carrot is published"). */
  name: string;
  /** The item's status: the button shows for a DRAFT; the Congrats modal stays once it is published. */
  status: InternalPublishStatus;
  /** Reloads the item; called when its server event arrives after publishing (spec 001 §4). */
  onPublished: () => void;
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  /** Show the Congrats modal after publishing (default true). */
  congrats?: boolean;
}

/** Milliseconds to wait for the item's server event before reloading anyway. */
const EVENT_WAIT_MS = 5000;

/**
 * The Publish button of a draft series or creator (spec 001 §4): sends the status PUBLISHED (the
 * answer updates the item in the cache), then reloads the card when the server event for that item
 * arrives, and shows the Congrats modal.
 */
export function PublishButton({ contentType, uuid, name, status, onPublished, size = 'small', fullWidth = false, congrats = true }: PublishButtonProps) {
  const [publishSeries] = useMutation(UpdateComicSeriesStatusDocument);
  const [publishCreator] = useMutation(UpdateCreatorProfileStatusDocument);
  const [state, setState] = useState<'idle' | 'sending' | 'waiting'>('idle');
  const [error, setError] = useState('');
  const [showCongrats, setShowCongrats] = useState(false);
  const fallback = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onPublishedRef = useRef(onPublished);
  useEffect(() => {
    onPublishedRef.current = onPublished;
  });
  useEffect(() => () => {
    if (fallback.current) clearTimeout(fallback.current);
  }, []);

  const reload = () => {
    if (fallback.current) clearTimeout(fallback.current);
    fallback.current = null;
    setState('idle');
    onPublishedRef.current();
  };
  useItemEvents(state === 'waiting' ? uuid : null, () => reload());

  const publish = async () => {
    setError('');
    setState('sending');
    try {
      const variables = { uuid, status: 'PUBLISHED' as const };
      if (contentType === 'INTERNAL_COMICSERIES') await publishSeries({ variables });
      else await publishCreator({ variables });
      setState('waiting');
      fallback.current = setTimeout(reload, EVENT_WAIT_MS);
      if (congrats) setShowCongrats(true);
    } catch (err) {
      setState('idle');
      setError(errorMessage(err));
    }
  };

  return (
    <>
      {status === 'DRAFT' && (
        <>
          <Button
            variant="contained"
            color="secondary"
            size={size}
            fullWidth={fullWidth}
            onClick={publish}
            disabled={state !== 'idle'}
            startIcon={state === 'idle' ? <PublishOutlinedIcon /> : <CircularProgress size={16} color="inherit" aria-hidden />}
          >
            Publish
          </Button>
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </>
      )}
      <Modal open={showCongrats} onClose={() => setShowCongrats(false)} title="Published" maxWidth="sm">
        <Box sx={{ py: 1 }}>
          <CongratsContent what={name} headingLevel="h2" backTo={creatorPaths.home} onBack={() => setShowCongrats(false)} />
        </Box>
      </Modal>
    </>
  );
}
