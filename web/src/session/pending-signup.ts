/** Where this browser remembers a sign-up whose e-mail is not verified yet (the verify-email step). */
const PENDING_SIGNUP_KEY = 'inkcast.pendingSignupEmail';

/** The e-mail address of a sign-up on this browser that has not been verified by a login yet. */
export function readPendingSignup(): string | null {
  try {
    return window.localStorage.getItem(PENDING_SIGNUP_KEY);
  } catch {
    return null;
  }
}

/** Remembers (or, with null, forgets) the e-mail address of an unverified sign-up. */
export function writePendingSignup(email: string | null): void {
  try {
    if (email) window.localStorage.setItem(PENDING_SIGNUP_KEY, email);
    else window.localStorage.removeItem(PENDING_SIGNUP_KEY);
  } catch {
    // Storage disabled: the verify-email step is then simply not offered on return.
  }
}
