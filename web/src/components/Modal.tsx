import CloseOutlinedIcon from '@mui/icons-material/CloseOutlined';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { DIALOG_TRANSITION_IN_MS, DIALOG_TRANSITION_OUT_MS } from '@inkcast/schema';
import { useId, type ReactNode } from 'react';

/** Props of Modal. */
export interface ModalProps {
  open: boolean;
  /** Called on a click on the overlay, on Escape and on the close button. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (Save, Cancel…). */
  actions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  /** Hides the close (X) button; the overlay and Escape still close the modal. */
  hideCloseButton?: boolean;
}

/**
 * The modal dialog of the dashboard (spec 001 §2 shared widgets): closes on an overlay click or
 * Escape; fades in over 300 ms and out over 200 ms (§9).
 */
export function Modal({ open, onClose, title, children, actions, maxWidth = 'sm', hideCloseButton = false }: ModalProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      transitionDuration={{ enter: DIALOG_TRANSITION_IN_MS, exit: DIALOG_TRANSITION_OUT_MS }}
      slotProps={{ paper: { sx: { borderRadius: 3 } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: hideCloseButton ? 3 : 7, fontWeight: 700 }}>
        {title}
      </DialogTitle>
      {!hideCloseButton && (
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseOutlinedIcon />
        </IconButton>
      )}
      <DialogContent>{children}</DialogContent>
      {actions && <DialogActions sx={{ px: 3, pb: 2.5 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
