import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Modal } from './Modal';

/** Props of ConfirmDeleteModal. */
export interface ConfirmDeleteModalProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** The dialog's title, e.g. 'Delete episode'. */
  title: string;
  /** The spec's question (e.g. 'Are you sure you delete this issue?', spec 001 §4). */
  question: string;
  /** True while the delete runs: the button says 'Deleting…' and is disabled. */
  deleting: boolean;
  /** The error of a failed delete, shown under the question. */
  error?: string | null;
}

/** The confirmation of a delete in the creator dashboard (episodes, seasons, payment rules): Cancel or Delete. */
export function ConfirmDeleteModal({ open, onClose, onConfirm, title, question, deleting, error }: ConfirmDeleteModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      maxWidth="xs"
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" color="error" onClick={onConfirm} disabled={deleting}>
            {deleting ? 'Deleting…' : 'Delete'}
          </Button>
        </>
      }
    >
      <Typography>{question}</Typography>
      {error && (
        <Typography color="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Typography>
      )}
    </Modal>
  );
}
