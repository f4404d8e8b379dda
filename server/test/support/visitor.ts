import type { Response } from 'supertest';
import { AccountsService } from '../../src/accounts/accounts.service';
import type { GqlError, Inkcast } from './harness';
import { Mailbox, loginTokenIn } from './mailbox';

/** A cookie as a Set-Cookie header set it: value and attributes (names in lower case). */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

/** Parses the Set-Cookie headers of a response. */
export function setCookies(res: Response): SetCookie[] {
  const raw = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  return [raw ?? []].flat().map((header) => {
    const [pair, ...attrs] = header.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attr of attrs) {
      const i = attr.indexOf('=');
      if (i < 0) attributes[attr.toLowerCase()] = true;
      else attributes[attr.slice(0, i).toLowerCase()] = attr.slice(i + 1);
    }
    return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attributes };
  });
}

/** How a post carries the CSRF token: the visitor's own in the header (default), none, or a given one. */
export interface PostOptions {
  /** false: no token at all; a string: this token instead of the visitor's own. */
  csrf?: boolean | string;
  /** Send the body as application/x-www-form-urlencoded with the token in its `token` field, as plain HTML forms do. */
  form?: boolean;
}

/** A dashboard GraphQL answer. */
export interface DashboardResponse<D = any> {
  status: number;
  data: D | null | undefined;
  errors: GqlError[] | undefined;
}

/**
 * A browser visiting the api: keeps the cookies the api sets (session and CSRF secret) and the CSRF
 * token of GET /auth/session, and sends them the way the web app does.
 */
export class Visitor {
  readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;

  constructor(private readonly ink: Inkcast) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  }

  private keep(res: Response): Response {
    for (const c of setCookies(res)) {
      const expired = c.attributes['max-age'] === '0' || (typeof c.attributes.expires === 'string' && Date.parse(c.attributes.expires) <= Date.now());
      if (expired || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.keep(await this.ink.http().get(path).set({ ...headers, cookie: this.cookieHeader() }));
  }

  /** GET /auth/session: the signed-in user (or null); keeps the CSRF token it hands out. */
  async session(): Promise<{ user: Record<string, unknown> | null; csrfToken: string }> {
    const res = await this.get('/auth/session');
    if (res.status !== 200) throw new Error(`GET /auth/session answered ${res.status}`);
    this.csrfToken = res.body.csrfToken;
    return res.body;
  }

  /** POSTs `body` to `path` with the cookies and the CSRF token (fetching one first when there is none yet). */
  async post(path: string, body: Record<string, unknown> = {}, opts: PostOptions = {}): Promise<Response> {
    const csrf = opts.csrf ?? true;
    if (csrf === true && !this.csrfToken) await this.session();
    const token = csrf === true ? this.csrfToken! : csrf === false ? null : csrf;
    let req = this.ink.http().post(path).set('cookie', this.cookieHeader());
    if (opts.form) {
      const fields = new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]));
      if (token) fields.set('token', token);
      req = req.set('content-type', 'application/x-www-form-urlencoded');
      return this.keep(await req.send(fields.toString()));
    }
    if (token) req = req.set('x-csrf-token', token);
    return this.keep(await req.set('content-type', 'application/json').send(JSON.stringify(body)));
  }

  /** An operation on the dashboard API (/internal/graphql). */
  async gql<D = any>(query: string, variables: Record<string, unknown> = {}, opts: PostOptions = {}): Promise<DashboardResponse<D>> {
    const res = await this.post('/internal/graphql', { query, variables }, opts);
    return { status: res.status, data: res.body?.data, errors: res.body?.errors };
  }
}

let addressCount = 0;

/** A fresh e-mail address, unique within the run. */
export function newAddress(label = 'user'): string {
  addressCount += 1;
  return `${label}-${process.pid}-${addressCount}@example.test`;
}

/** Asks for a login link for `email`, waits for the e-mail and follows it: the visitor is then signed in. */
export async function logIn(ink: Inkcast, mailbox: Mailbox, visitor: Visitor, email: string): Promise<void> {
  const res = await visitor.post('/auth/login-link', { email });
  if (res.status !== 200) throw new Error(`login-link answered ${res.status} ${JSON.stringify(res.body)}`);
  await followLoginMail(mailbox, visitor, email);
}

/** Waits for the next login e-mail to `email` and follows its link with the visitor. */
export async function followLoginMail(mailbox: Mailbox, visitor: Visitor, email: string): Promise<void> {
  const token = loginTokenIn(await mailbox.next(email));
  const res = await visitor.post('/auth/verify-login', { token });
  if (res.status !== 200) throw new Error(`verify-login answered ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Signs a new developer up the way a person does (an operator's invite code, POST
 * /auth/signup-developer, the e-mailed link) and returns the signed-in visitor.
 */
export async function signUpDeveloper(ink: Inkcast, mailbox: Mailbox, email = newAddress('dev'), name = 'Dev Eloper'): Promise<Visitor> {
  const inviteCode2 = await ink.app.get(AccountsService).createInvite(email);
  const visitor = new Visitor(ink);
  const res = await visitor.post('/auth/signup-developer', { name, email, webtoonLink: '', inviteCode2 });
  if (res.status !== 200 || res.body.status !== 'login-link-sent') throw new Error(`signup-developer answered ${res.status} ${JSON.stringify(res.body)}`);
  await followLoginMail(mailbox, visitor, email);
  return visitor;
}

/** Signs a new creator up (POST /auth/signup, the e-mailed link) and returns the signed-in visitor. */
export async function signUpCreator(ink: Inkcast, mailbox: Mailbox, email = newAddress('creator'), name = 'Cre Ator'): Promise<Visitor> {
  const visitor = new Visitor(ink);
  const res = await visitor.post('/auth/signup', { name, email });
  if (res.status !== 200 || res.body.status !== 'login-link-sent') throw new Error(`signup answered ${res.status} ${JSON.stringify(res.body)}`);
  await followLoginMail(mailbox, visitor, email);
  return visitor;
}

/** Forgets every login-link rate-limit counter (per address and per client), so each test starts with a full allowance. */
export async function resetLoginLinkLimits(ink: Inkcast): Promise<void> {
  const prefix = process.env.REDIS_PREFIX ?? 'inkcast-test';
  let cursor = '0';
  do {
    // SCAN patterns and the keys it returns carry the full prefix; the client adds it again to DEL.
    const [next, keys] = await ink.redis.scan(cursor, 'MATCH', `${prefix}:login-link:*`, 'COUNT', 1000);
    if (keys.length) await ink.redis.del(...keys.map((k) => k.slice(prefix.length + 1)));
    cursor = next;
  } while (cursor !== '0');
}
