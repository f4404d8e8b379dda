import Button, { type ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useSession } from '../session/useSession';

/** Props of FormPostButton. */
export interface FormPostButtonProps {
  /** The server route the form posts to (spec §7 form posts). */
  action: string;
  /** Fields besides `token`, which is always the CSRF token. */
  fields: Record<string, string>;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  size?: ButtonProps['size'];
  /** Disabled also while the session (and so the CSRF token) is not known. */
  disabled?: boolean;
  /** Stretches the form and its button to the full width. */
  fullWidth?: boolean;
}

/**
 * A classic form post as a button (spec §7 "Form posts"): the server answers with a redirect
 * (Stripe checkout or portal, a billing result page, the feedback board), so this is a real
 * navigation, not fetch.
 */
export function FormPostButton({ action, fields, children, variant = 'contained', color, size, disabled = false, fullWidth = false }: FormPostButtonProps) {
  const { csrfToken } = useSession();
  return (
    <form method="post" action={action} style={{ display: fullWidth ? 'block' : 'inline-block' }}>
      <input type="hidden" name="token" value={csrfToken ?? ''} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} color={color} size={size} fullWidth={fullWidth} disabled={disabled || !csrfToken}>
        {children}
      </Button>
    </form>
  );
}
