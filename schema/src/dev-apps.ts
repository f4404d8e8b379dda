import { DEV_APP_DESCRIPTION_LENGTH_MAX, DEV_APP_NAME_LENGTH_MAX } from './limits';
import { ValidationMessage } from './messages';

/** The OAuth details of a developer app as the register-app form sends them. */
export interface DevAppForm {
  name?: string | null;
  description?: string | null;
  callbackUrl?: string | null;
  logoUrl?: string | null;
}

/**
 * The first message of the app-registration rules (developer spec §5) the form breaks, in the
 * spec's order, or null when it is valid. Values are judged trimmed.
 */
export function validateDevApp(form: DevAppForm): string | null {
  const name = (form.name ?? '').trim();
  const description = (form.description ?? '').trim();
  const callbackUrl = (form.callbackUrl ?? '').trim();
  if (!name) return ValidationMessage.APP_NAME_REQUIRED;
  if (name.length > DEV_APP_NAME_LENGTH_MAX) return ValidationMessage.APP_NAME_TOO_LONG;
  if (!description) return ValidationMessage.APP_DESCRIPTION_REQUIRED;
  if (description.length > DEV_APP_DESCRIPTION_LENGTH_MAX) return ValidationMessage.APP_DESCRIPTION_TOO_LONG;
  if (!callbackUrl) return ValidationMessage.APP_CALLBACK_URL_REQUIRED;
  if (!/^https?:\/\//i.test(callbackUrl)) return ValidationMessage.APP_CALLBACK_URL_INVALID;
  if (!(form.logoUrl ?? '').trim()) return ValidationMessage.APP_LOGO_REQUIRED;
  return null;
}
