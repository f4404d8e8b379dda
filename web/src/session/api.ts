import { csrfToken, loadSession } from './session-store';

/** A JSON answer of an `/auth/*` or `/payments/*` route, with its HTTP status. */
export interface ApiAnswer {
  httpStatus: number;
  /** The `status` field of the body ('success', 'login-link-sent', 'error', …), or '' when absent. */
  status: string;
  /** The `message` field of the body, or '' when absent. */
  message: string;
  body: Record<string, unknown>;
}

async function send(path: string, payload: unknown, token: string): Promise<ApiAnswer> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-csrf-token': token },
    body: JSON.stringify(payload ?? {}),
  });
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: leave the body empty; callers fall back to their generic message.
  }
  return {
    httpStatus: response.status,
    status: typeof body.status === 'string' ? body.status : '',
    message: typeof body.message === 'string' ? body.message : '',
    body,
  };
}

/**
 * POSTs JSON to a same-origin server route with the session cookie and the `x-csrf-token` header.
 * A 403 (stale CSRF token, e.g. after the session changed) refreshes the token and retries once.
 * Network failures resolve to `{httpStatus: 0}` so that forms can show their generic message.
 */
export async function postJson(path: string, payload?: unknown): Promise<ApiAnswer> {
  try {
    const answer = await send(path, payload, await csrfToken());
    if (answer.httpStatus !== 403) return answer;
    const fresh = await loadSession(true);
    return await send(path, payload, fresh.csrfToken ?? '');
  } catch {
    return { httpStatus: 0, status: '', message: '', body: {} };
  }
}

/**
 * The message to show for a refused request: the server's own message when it refused the input
 * (a 4xx answer such as 400 with a validation text of spec §5, or 429 rate limited), else the
 * form's generic `fallback` (server errors, network failures, a CSRF refusal).
 */
export function refusalMessage(answer: ApiAnswer, fallback: string): string {
  const refused = answer.httpStatus >= 400 && answer.httpStatus < 500 && answer.httpStatus !== 403;
  return refused && answer.message ? answer.message : fallback;
}

/**
 * Submits a classic form post (a full-page navigation), for the routes that answer with a redirect:
 * billing (`/payments/*`) and the feedback board. `token` (the CSRF token) is added to the fields.
 */
export async function submitFormPost(action: string, fields: Record<string, string>): Promise<void> {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries({ token: await csrfToken(), ...fields })) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
