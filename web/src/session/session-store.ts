/**
 * The signed-in user and the CSRF token, read from `GET /auth/session` and shared by the whole
 * app (header, forms, the dashboard's Apollo link). A tiny external store: plain fetch, no
 * Apollo, so the landing page does not load the GraphQL client.
 */

/** Subscription statuses of spec §3 ('none' = Free). */
export type SubscriptionStatus = 'active' | 'past_due' | 'unpaid' | 'none' | (string & {});

/** The signed-in user as `GET /auth/session` describes it. */
export interface SessionUser {
  id: string;
  name: string | null;
  email: string;
  isCreator: boolean;
  isDeveloper: boolean;
  developerSubscriptionStatus: SubscriptionStatus;
  creatorSubscriptionStatus: SubscriptionStatus;
}

/** What the app knows about the session. `loading` only before the first answer. */
export interface SessionState {
  status: 'loading' | 'ready';
  user: SessionUser | null;
  csrfToken: string | null;
}

let state: SessionState = { status: 'loading', user: null, csrfToken: null };
let inFlight: Promise<SessionState> | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

function isUser(value: unknown): value is SessionUser {
  return !!value && typeof value === 'object' && 'id' in value && 'email' in value;
}

async function fetchSession(): Promise<SessionState> {
  try {
    const response = await fetch('/auth/session', { credentials: 'include', headers: { accept: 'application/json' } });
    const body: unknown = response.ok ? await response.json() : null;
    const record = (body ?? {}) as { user?: unknown; csrfToken?: unknown };
    return {
      status: 'ready',
      user: isUser(record.user) ? record.user : null,
      csrfToken: typeof record.csrfToken === 'string' ? record.csrfToken : null,
    };
  } catch {
    // No server (static preview) or not JSON: treat as logged out.
    return { status: 'ready', user: null, csrfToken: null };
  }
}

/** Loads the session once; `refresh` asks the server again (after login, logout or a CSRF failure). */
export function loadSession(refresh = false): Promise<SessionState> {
  if (!inFlight || refresh) {
    const request = fetchSession().then((next) => {
      if (inFlight === request) publish(next);
      return next;
    });
    inFlight = request;
  }
  return inFlight;
}

/** The current snapshot (for useSyncExternalStore). */
export function getSessionSnapshot(): SessionState {
  return state;
}

/** Subscribes to session changes; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The CSRF token every POST must carry in `x-csrf-token` (loads the session first if needed). */
export async function csrfToken(): Promise<string> {
  const current = state.csrfToken ?? (await loadSession()).csrfToken;
  return current ?? '';
}
