import { ValidationMessage } from './messages';
import { isEmail } from './validators';

/** Answers and notices of the sign-up, invite and login flows, to the letter (developer spec §2, §7, §8). */
export const AccountMessage = {
  INVITE_REQUEST_FAILED: 'Sorry, there was an error with submitting your details. Please try again later.',
  SIGNUP_FAILED: 'Sorry, could not signup. Please try again later.',
  INVITE_VERIFY_FAILED: 'Sorry, could not verify the invite code. Please try again later.',
  DASHBOARD_LOGIN_REQUIRED: 'You need to be logged in to access the dashboard.',
  /** Inkcast's wording: a login link that is unknown, used or expired. */
  LOGIN_LINK_INVALID: 'This login link is invalid or has expired. Please request a new one.',
  /** Inkcast's wording: too many login links asked for one address or from one network. */
  LOGIN_LINK_RATE_LIMITED: 'Too many login links were requested. Please wait a few minutes and try again.',
  /** Inkcast's wording: sending a login link failed on our side. */
  LOGIN_LINK_FAILED: 'Sorry, could not send a login link. Please try again later.',
  /** Inkcast's wording: an invite code that does not exist or was used. */
  INVITE_CODE_INVALID: 'This invite code is not valid. Check it or request an invite.',
} as const;

/** The message for a name (developer spec §5), or null when it is valid. */
export function validateName(name: string | null | undefined): string | null {
  const value = (name ?? '').trim();
  if (!value) return ValidationMessage.NAME_REQUIRED;
  if (value.includes('@')) return ValidationMessage.NAME_LOOKS_LIKE_EMAIL;
  return null;
}

/** The message for an e-mail address (developer spec §5), or null when it is valid. */
export function validateEmail(email: string | null | undefined): string | null {
  const value = (email ?? '').trim();
  if (!value) return ValidationMessage.EMAIL_REQUIRED;
  if (!isEmail(value)) return ValidationMessage.EMAIL_INVALID;
  return null;
}

/** The message for an invite code (developer spec §5), or null when it is present. */
export function validateInviteCode(code: string | null | undefined): string | null {
  return (code ?? '').trim() ? null : ValidationMessage.INVITE_CODE_REQUIRED;
}

/** Percent of a limit used, rounded up, 0 for a limit of 0 (developer spec §2: usage bars). */
export function usagePercent(used: number, limit: number): number {
  return limit > 0 ? Math.ceil((used / limit) * 100) : 0;
}
