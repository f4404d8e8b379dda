import Chip from '@mui/material/Chip';
import { enumDisplayName, statusBadgeColor, type BadgeColor } from '@inkcast/schema';

/** Background and text colours of each badge colour of spec 001 §3. */
const BADGE_STYLES: Readonly<Record<BadgeColor, { background: string; color: string }>> = {
  yellow: { background: '#FEF3C7', color: '#92400E' },
  green: { background: '#DCFCE7', color: '#166534' },
  blue: { background: '#DBEAFE', color: '#1E40AF' },
  red: { background: '#FEE2E2', color: '#991B1B' },
};

/** Props of StatusBadge. */
export interface StatusBadgeProps {
  /** A publish status (DRAFT, SCHEDULED, PUBLISHED) or REJECTED; anything else shows yellow. */
  status: string | null | undefined;
  /** The text; by default the status as a display name ("Published"). */
  label?: string;
  size?: 'small' | 'medium';
}

/**
 * A status badge (spec 001 §3): DRAFT yellow, PUBLISHED green, SCHEDULED blue, REJECTED red,
 * anything else yellow; the colours come from `statusBadgeColor`.
 */
export function StatusBadge({ status, label, size = 'small' }: StatusBadgeProps) {
  const color = statusBadgeColor(status);
  const style = BADGE_STYLES[color];
  return (
    <Chip
      size={size}
      label={label ?? enumDisplayName(status ?? 'DRAFT')}
      data-status={status ?? ''}
      data-color={color}
      sx={{ bgcolor: style.background, color: style.color, fontWeight: 700, letterSpacing: '0.01em', borderRadius: 1.5 }}
    />
  );
}
