import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths, formActions } from '../routes/paths';
import { submitFormPost } from '../session/api';
import { SUPPORT_EMAIL } from '../session/messages';
import type { SessionUser } from '../session/session-store';

/** Subscription statuses that have a billing portal (spec §4). */
const BILLABLE = new Set(['active', 'past_due', 'unpaid']);

/** Which subscription 'Manage Billing' opens, or null when neither is billable. */
export function billingType(user: SessionUser): 'developer' | 'creator' | null {
  if (BILLABLE.has(user.developerSubscriptionStatus)) return 'developer';
  if (BILLABLE.has(user.creatorSubscriptionStatus)) return 'creator';
  return null;
}

/**
 * The header's Settings menu (spec §2): Developer Docs (developers), Get Support (reveals the
 * support address), Give Feedback (creators), Manage Billing (an active, past_due or unpaid
 * subscription), Log out.
 */
export default function SettingsMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [showSupport, setShowSupport] = useState(false);
  const close = () => {
    setAnchor(null);
    setShowSupport(false);
  };
  const billing = billingType(user);

  return (
    <>
      <Button
        color="inherit"
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        aria-label="Settings"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'settings-menu' : undefined}
        startIcon={<SettingsOutlinedIcon />}
        sx={{ color: 'text.secondary', minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Settings
        </Box>
      </Button>
      <Menu
        id="settings-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        {user.isDeveloper && (
          <MenuItem component={RouterLink} to={paths.podcastApiDocs} onClick={close}>
            Developer Docs
          </MenuItem>
        )}
        <MenuItem onClick={() => setShowSupport((shown) => !shown)} aria-expanded={showSupport}>
          {showSupport ? (
            <ListItemText primary="Get Support" secondary={SUPPORT_EMAIL} slotProps={{ secondary: { 'data-testid': 'support-email' } as object }} />
          ) : (
            'Get Support'
          )}
        </MenuItem>
        {user.isCreator && (
          <MenuItem onClick={() => void submitFormPost(formActions.feedbackBoard, { board: 'creators' })}>Give Feedback</MenuItem>
        )}
        {billing && (
          <MenuItem onClick={() => void submitFormPost(formActions.customerPortal, { inkcastType: billing })}>Manage Billing</MenuItem>
        )}
        <Divider />
        <MenuItem component={RouterLink} to={paths.logout} onClick={close}>
          Log out
        </MenuItem>
      </Menu>
    </>
  );
}
