import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ComicNotice, parseTags, TAGS_INPUT_LENGTH_MAX } from '@inkcast/schema';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../dashboard/my-apps/errors';

/**
 * The saved state of a dashboard form (spec 001 §4 "Saved state"): any edit clears 'Saved'; a
 * successful save sets it; uploads in progress block saving ('Images are uploading...'); once a
 * save carried a new image the form cannot be saved again, and an edit after that shows the
 * can't-save notice and its note. Also holds the single message line shown above Save (§8).
 */
export function useSaveState() {
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  /** A save carried a new image: no more saving (§4). */
  const [locked, setLocked] = useState(false);
  /** Edited after `locked`. */
  const [unsavable, setUnsavable] = useState(false);
  const [message, setMessage] = useState('');
  const lockedRef = useRef(false);

  /** Call on every edit of the form. */
  const edited = useCallback(() => {
    setSaved(false);
    setMessage('');
    if (lockedRef.current) setUnsavable(true);
  }, []);

  /**
   * Runs a save: `check` returns the first broken rule's message (shown above Save) or null;
   * `save` sends it and resolves true when done. A thrown error shows its message. `withNewImage`
   * locks the form after a successful save.
   */
  const run = useCallback(async (check: () => string | null, save: () => Promise<boolean | void>, withNewImage = false): Promise<boolean> => {
    const problem = check();
    if (problem) {
      setMessage(problem);
      setSaved(false);
      return false;
    }
    setMessage('');
    setSaving(true);
    try {
      const done = (await save()) !== false;
      if (done) {
        setSaved(true);
        if (withNewImage) {
          lockedRef.current = true;
          setLocked(true);
        }
      }
      return done;
    } catch (error) {
      setMessage(errorMessage(error));
      return false;
    } finally {
      setSaving(false);
    }
  }, []);

  return { saved, saving, uploading, setUploading, locked, unsavable, message, setMessage, edited, run };
}

/** The saved state as `useSaveState` returns it. */
export type SaveState = ReturnType<typeof useSaveState>;

/** Props of SaveBar. */
export interface SaveBarProps {
  state: SaveState;
  saveLabel?: string;
  /** Cancel goes back this many history steps (spec 001 §2: default 1); null hides Cancel. */
  cancelSteps?: number | null;
  /** Extra buttons after Save. */
  extra?: ReactNode;
}

/**
 * The bottom of a dashboard form (spec 001 §4, §8): the validation or save error as one line of
 * text above the Save button, the saved, uploading and can't-save-again notices, Save and Cancel.
 * Its height does not change with the notices, so nothing jumps.
 */
export function SaveBar({ state, saveLabel = 'Save', cancelSteps = 1, extra }: SaveBarProps) {
  const navigate = useNavigate();
  const blocked = state.uploading || state.unsavable || (state.locked && state.saved);
  return (
    <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
      {state.unsavable && (
        <Alert severity="warning" data-testid="cant-save-again" sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {ComicNotice.UNSAVED_EDITS_CANT_BE_SAVED}
          </Typography>
          <Typography variant="body2">{ComicNotice.CANT_SAVE_AGAIN_NOTE}</Typography>
        </Alert>
      )}
      <Typography
        role="alert"
        data-testid="form-error"
        color="error"
        sx={{ minHeight: 24, mb: 1, fontWeight: 600, fontSize: '0.95rem', visibility: state.message ? 'visible' : 'hidden' }}
      >
        {state.message || ' '}
      </Typography>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={state.saving || blocked}
          startIcon={state.saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          sx={{ minWidth: 140 }}
        >
          {saveLabel}
        </Button>
        {cancelSteps !== null && (
          <Button size="large" variant="text" onClick={() => navigate(-cancelSteps)}>
            Cancel
          </Button>
        )}
        {extra}
        <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32, color: 'text.secondary' }}>
          {state.uploading ? (
            <>
              <CloudUploadOutlinedIcon fontSize="small" aria-hidden />
              <Typography variant="body2" data-testid="images-uploading">
                {ComicNotice.IMAGES_UPLOADING}
              </Typography>
            </>
          ) : state.saved && !state.unsavable ? (
            <>
              <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden />
              <Typography variant="body2" color="success.main" data-testid="saved" sx={{ fontWeight: 600 }}>
                {ComicNotice.SAVED}
              </Typography>
            </>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}

/** The line a dialog shows its error on, kept in place so nothing jumps (spec 001 §8). */
export function FormErrorLine({ error, testId }: { error: string | null; testId: string }) {
  return (
    <Box sx={{ minHeight: 24 }}>
      {error && (
        <Typography color="error" role="alert" data-testid={testId}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

/** A text field's helper with a character counter ("12/50"), for fields with a maximum (spec 001 §5). */
function counterText(value: string, max: number, hint?: string): string {
  return `${hint ? `${hint} · ` : ''}${value.length}/${max}`;
}

/** Props of LimitedTextField. */
export type LimitedTextFieldProps = { value: string; onValue: (value: string) => void; max: number; hint?: string } & Omit<TextFieldProps, 'value' | 'onChange'>;

/** A full-width text field that takes at most `max` characters and counts them under it ("Hint · 12/50", spec 001 §5). */
export function LimitedTextField({ value, onValue, max, hint, ...props }: LimitedTextFieldProps) {
  return (
    <TextField
      fullWidth
      value={value}
      onChange={(event) => onValue(event.target.value.slice(0, max))}
      helperText={counterText(value, max, hint)}
      slotProps={{ htmlInput: { maxLength: max } }}
      {...props}
    />
  );
}

/**
 * The items of a picker that lists some choices first (spec 001 §5: the thirteen countries, the six
 * languages), then the rest under the heading `restHeading`.
 */
export function listedFirstItems<T extends string>(choices: readonly T[], listedFirst: number, nameOf: (choice: T) => string, restHeading: string): ReactNode[] {
  return choices.flatMap((choice, index) => {
    const item = (
      <MenuItem key={choice} value={choice}>
        {nameOf(choice)}
      </MenuItem>
    );
    return index === listedFirst ? [<ListSubheader key="rest">{restHeading}</ListSubheader>, item] : [item];
  });
}

/** Props of TagsField. */
export type TagsFieldProps = { value: string; onValue: (value: string) => void } & Omit<TextFieldProps, 'value' | 'onChange'>;

/**
 * The tags input (spec 001 §5): tags separated by commas, '#' removed, at most 100 characters
 * typed; the tags as they will be saved show as chips below it.
 */
export function TagsField({ value, onValue, ...props }: TagsFieldProps) {
  const tags = parseTags(value);
  return (
    <Box>
      <LimitedTextField label="Tags" value={value} onValue={onValue} max={TAGS_INPUT_LENGTH_MAX} hint="Separate tags with commas" {...props} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: tags.length ? 1 : 0 }} aria-hidden>
        {tags.map((tag) => (
          <Chip key={tag} size="small" label={`#${tag}`} variant="outlined" />
        ))}
      </Stack>
    </Box>
  );
}

/** Props of FormSection. */
export interface FormSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** A titled group of fields in a dashboard form. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, '& + &': { mt: 4 } }}>
      <Typography component="legend" variant="h6" sx={{ fontSize: '1.05rem', mb: description ? 0.25 : 2, p: 0 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  );
}
