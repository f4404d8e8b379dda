import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Credentials, GqlError, Inkcast, startInkcast } from './support/harness';
import { Mailbox, startMailbox } from './support/mailbox';
import { DashboardResponse, Visitor, newAddress, resetLoginLinkLimits, signUpCreator, signUpDeveloper } from './support/visitor';

/**
 * The developer dashboard's API at /internal/graphql (developer spec §2 dashboard, §3 developer
 * details and app, §5 app registration, §9 constants; issue 3): session auth, plan and usage, the
 * developer app whose client secret is the API key (shown once, rolled, hashed), and its OAuth details.
 */

/** Spec §5 app-registration messages, to the letter. */
const APP_NAME_REQUIRED = 'Please enter an application name';
const APP_NAME_TOO_LONG = 'Application name cannot be greater than 50 characters';
const APP_DESCRIPTION_REQUIRED = 'Please enter a description';
const APP_DESCRIPTION_TOO_LONG = 'Description cannot be greater than 500 characters';
const APP_CALLBACK_REQUIRED = 'Please enter a callback url';
const APP_CALLBACK_INVALID = 'Make sure Callback URL starts with http:// or https://';
const APP_LOGO_REQUIRED = 'Please upload an application logo image';

/** A request counted against the monthly quota (the catalogue is empty, so it finds nothing). */
const COUNTED = '{ getPodcastSeries(name: "Nothing To See") { uuid } }';

const ME = '{ me { id name email isCreator isDeveloper developerSubscriptionStatus creatorSubscriptionStatus createdAt } }';
const DETAILS = `{ getMyDeveloperDetails {
  userId plan planName subscriptionStatus isBusinessPlan currentApiUsage allowedApiCallsLimit apiUsagePercent
  currentPopularEpisodeTranscriptsUsage allowedPopularEpisodeTranscriptsLimit transcriptUsagePercent resetDate
  billingCycleAnchor cancelAt allowedDevAppsLimit allowedWebhookLimit dailyApiUsage { day requests } } }`;
const APP_FIELDS = 'id apiKeyHint name description callbackUrl logoUrl createdAt';
const APPS = `{ getMyDeveloperApps { ${APP_FIELDS} } }`;
const ADD_APP = `mutation { addNewDevApp { apiKey app { ${APP_FIELDS} } } }`;
const ROLL = `mutation Roll($id: ID!) { rollDevAppApiKey(id: $id) { apiKey app { ${APP_FIELDS} } } }`;
const UPDATE = `mutation Update($id: ID!, $name: String!, $description: String!, $logoUrl: String!, $callbackUrl: String!) {
  updateDevClient(id: $id, name: $name, description: $description, logoUrl: $logoUrl, callbackUrl: $callbackUrl) { ${APP_FIELDS} } }`;

let ink: Inkcast;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  ink = await startInkcast();
});

afterAll(async () => {
  await ink?.close();
  await mailbox?.close();
});

beforeEach(async () => {
  // Every sign-up here sends a login link from the same client address.
  await resetLoginLinkLimits(ink);
});

function ok<D>(res: DashboardResponse<D>): D {
  expect(res.errors).toBeUndefined();
  expect(res.status).toBe(200);
  return res.data as D;
}

function refused(res: { errors?: GqlError[] }, code: string, message?: string): void {
  expect(res.errors).toHaveLength(1);
  expect(res.errors![0]).toMatchObject({ code, extensions: { code } });
  if (message !== undefined) expect(res.errors![0].message).toBe(message);
}

/** A signed-in developer and their numeric user id. */
async function developer(): Promise<{ visitor: Visitor; id: number }> {
  const visitor = await signUpDeveloper(ink, mailbox);
  const { me } = ok(await visitor.gql(ME));
  return { visitor, id: Number(me.id) };
}

/** A signed-in developer with their app and its key. */
async function developerWithKey(): Promise<{ visitor: Visitor; id: number; creds: Credentials; appId: string }> {
  const { visitor, id } = await developer();
  const { addNewDevApp } = ok(await visitor.gql(ADD_APP));
  return { visitor, id, creds: { userId: id, apiKey: addNewDevApp.apiKey }, appId: addNewDevApp.app.id };
}

async function details(visitor: Visitor) {
  return ok(await visitor.gql(DETAILS)).getMyDeveloperDetails;
}

/** Epoch seconds of UTC midnight on `day` of the month (clamped to its last day). */
function onDay(year: number, month: number, day: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(day, last)) / 1000;
}

/**
 * Spec §2: the reset date is the day of month of the creation date (Free plan), moved to next month
 * if today's day is on or after that day. Written independently of src/developers/billing-period.ts.
 */
function expectedReset(created: Date, now = new Date()): { reset: number; start: number } {
  const day = created.getUTCDate();
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const today = Date.UTC(y, m, now.getUTCDate()) / 1000;
  const thisMonth = onDay(y, m, day);
  const resetMonth = today >= thisMonth ? m + 1 : m;
  return { reset: onDay(y, resetMonth, day), start: onDay(y, resetMonth - 1, day) };
}

function isoDay(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 10);
}

describe('session auth of /internal/graphql', () => {
  it.each([
    ['me', ME],
    ['getMyDeveloperDetails', DETAILS],
    ['getMyDeveloperApps', APPS],
    ['addNewDevApp', ADD_APP],
    ['rollDevAppApiKey', `mutation { rollDevAppApiKey(id: "ink_client_x") { apiKey } }`],
    ['updateDevClient', `mutation { updateDevClient(id: "ink_client_x", name: "a", description: "b", logoUrl: "https://l/", callbackUrl: "https://c") { id } }`],
  ])('%s without a session → REQUIRES_USER_AUTHENTICATION', async (_name, query) => {
    const visitor = new Visitor(ink);
    const res = await visitor.gql(query);
    expect(res.status).toBe(200);
    refused(res, 'REQUIRES_USER_AUTHENTICATION');
  });

  it('a made-up session cookie is no session', async () => {
    const visitor = new Visitor(ink);
    visitor.cookies.set('inkcast_session', 'x'.repeat(43));
    refused(await visitor.gql(ME), 'REQUIRES_USER_AUTHENTICATION');
  });

  it.each([
    ['as a browser would (Apollo blocks it)', {}],
    ['with a preflight header', { 'apollo-require-preflight': 'true' }],
  ])('a mutation sent with GET (no CSRF token), %s, does not run', async (_how, headers) => {
    const { visitor } = await developer();
    const res = await visitor.get(`/internal/graphql?query=${encodeURIComponent(ADD_APP)}`, headers);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body?.data?.addNewDevApp).toBeUndefined();
    expect(ok(await visitor.gql(APPS)).getMyDeveloperApps).toEqual([]);
  });
});

describe('me', () => {
  it('returns the signed-in user as stored', async () => {
    const email = newAddress('me');
    const visitor = await signUpDeveloper(ink, mailbox, email, 'Mia Dev');
    const [row] = await ink.db.query('SELECT id, created_at FROM users WHERE email = $1', [email]);
    expect(ok(await visitor.gql(ME)).me).toEqual({
      id: String(row.id),
      name: 'Mia Dev',
      email,
      isCreator: false,
      isDeveloper: true,
      developerSubscriptionStatus: 'none',
      creatorSubscriptionStatus: 'none',
      createdAt: Math.floor((row.created_at as Date).getTime() / 1000),
    });
  });

  it('a user who is both creator and developer', async () => {
    const email = newAddress('both');
    await signUpCreator(ink, mailbox, email);
    const visitor = await signUpDeveloper(ink, mailbox, email);
    expect(ok(await visitor.gql(ME)).me).toMatchObject({ email, isCreator: true, isDeveloper: true });
  });
});

describe('getMyDeveloperDetails (spec §2 plan section, §3 developer details, §9)', () => {
  it('a new developer: Free plan, 500 requests, nothing used, one app and no webhooks allowed', async () => {
    const { visitor, id } = await developer();
    const [{ created_at: created }] = await ink.db.query('SELECT created_at FROM users WHERE id = $1', [id]);
    const { reset, start } = expectedReset(created);
    const d = await details(visitor);
    expect(d).toMatchObject({
      userId: String(id),
      plan: 'FREE',
      planName: 'Free',
      subscriptionStatus: 'none',
      isBusinessPlan: false,
      currentApiUsage: 0,
      allowedApiCallsLimit: 500,
      apiUsagePercent: 0,
      currentPopularEpisodeTranscriptsUsage: 0,
      allowedPopularEpisodeTranscriptsLimit: 0,
      transcriptUsagePercent: 0,
      resetDate: reset,
      billingCycleAnchor: null,
      cancelAt: null,
      allowedDevAppsLimit: 1,
      allowedWebhookLimit: 0,
    });
    // One entry per day of the billing month up to today, all zero.
    expect(d.dailyApiUsage[0].day).toBe(isoDay(start));
    expect(d.dailyApiUsage.at(-1).day).toBe(new Date().toISOString().slice(0, 10));
    expect(d.dailyApiUsage.every((e: { requests: number }) => e.requests === 0)).toBe(true);
  });

  it('null for a user who is not a developer', async () => {
    const visitor = await signUpCreator(ink, mailbox);
    expect(ok(await visitor.gql(DETAILS))).toEqual({ getMyDeveloperDetails: null });
  });

  it('counted /graphql requests move currentApiUsage, apiUsagePercent (rounded up) and today in dailyApiUsage; uncounted ones do not', async () => {
    const { visitor, creds } = await developerWithKey();
    const today = new Date().toISOString().slice(0, 10);
    const todayOf = (d: { dailyApiUsage: { day: string; requests: number }[] }) => d.dailyApiUsage.find((e) => e.day === today)?.requests;

    expect((await ink.gql(COUNTED, {}, creds)).errors).toBeUndefined();
    let d = await details(visitor);
    expect(d.currentApiUsage).toBe(1);
    expect(d.apiUsagePercent).toBe(1); // 0.2 % rounds up to 1
    expect(todayOf(d)).toBe(1);

    for (let i = 0; i < 5; i++) expect((await ink.gql(COUNTED, {}, creds)).errors).toBeUndefined();
    d = await details(visitor);
    expect(d.currentApiUsage).toBe(6);
    expect(d.apiUsagePercent).toBe(2); // 1.2 % rounds up to 2
    expect(todayOf(d)).toBe(6);
    expect(d.dailyApiUsage.reduce((sum: number, e: { requests: number }) => sum + e.requests, 0)).toBe(6);

    // Not counted: the remaining-requests query, and dashboard queries themselves.
    expect((await ink.gql('{ getApiRequestsRemaining }', {}, creds)).data).toEqual({ getApiRequestsRemaining: 494 });
    d = await details(visitor);
    expect(d.currentApiUsage).toBe(6);
    expect(todayOf(d)).toBe(6);
  });

  it('usage survives the loss of the Redis counters once flushed to Postgres', async () => {
    const { visitor, id, creds } = await developerWithKey();
    for (let i = 0; i < 3; i++) expect((await ink.gql(COUNTED, {}, creds)).errors).toBeUndefined();
    const before = await details(visitor);
    expect(before.currentApiUsage).toBe(3);
    await ink.usage.flush();
    const prefix = process.env.REDIS_PREFIX!;
    for (const pattern of [`${prefix}:usage:${id}:*`, `${prefix}:usage-day:${id}:*`]) {
      const keys = await ink.redis.keys(pattern);
      expect(keys.length).toBeGreaterThan(0);
      await ink.redis.del(...keys.map((k) => k.slice(prefix.length + 1)));
    }
    expect(await details(visitor)).toEqual(before);
  });

  it('resetDate follows the creation day: next month when today is on or after it, else this month (short months clamp)', async () => {
    const { visitor, id } = await developer();
    const now = new Date();
    const todayDay = now.getUTCDate();
    const days = [...new Set([1, 15, 28, 29, 30, 31, todayDay, Math.max(1, todayDay - 1), Math.min(31, todayDay + 1)])];
    for (const day of days) {
      const created = new Date(Date.UTC(2025, 0, day, 12, 30)); // January has all 31 days
      await ink.db.query('UPDATE users SET created_at = $2 WHERE id = $1', [id, created]);
      const d = await details(visitor);
      const { reset, start } = expectedReset(created, now);
      expect({ day, resetDate: d.resetDate }).toEqual({ day, resetDate: reset });
      expect({ day, first: d.dailyApiUsage[0].day }).toEqual({ day, first: isoDay(start) });
    }
  });
});

describe('addNewDevApp and getMyDeveloperApps (spec §3 developer app, §5 allowedDevAppsLimit)', () => {
  it('returns the API key once; the key works on POST /graphql with X-USER-ID / X-API-KEY', async () => {
    const { visitor, id } = await developer();
    expect(ok(await visitor.gql(APPS)).getMyDeveloperApps).toEqual([]);
    const { addNewDevApp } = ok(await visitor.gql(ADD_APP));
    expect(addNewDevApp.apiKey).toMatch(/^ink_live_[\w-]{40,}$/);
    expect(addNewDevApp.app).toMatchObject({ id: expect.stringMatching(/^ink_client_/), apiKeyHint: addNewDevApp.apiKey.slice(-4), name: null });
    const res = await ink.gql(COUNTED, {}, { userId: id, apiKey: addNewDevApp.apiKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { getPodcastSeries: null } });
  });

  it('the second app → ACCESS_NOT_ALLOWED (allowedDevAppsLimit 1); still one app', async () => {
    const { visitor } = await developerWithKey();
    const second = await visitor.gql(ADD_APP);
    refused(second, 'ACCESS_NOT_ALLOWED');
    expect(second.data?.addNewDevApp ?? null).toBeNull();
    expect(ok(await visitor.gql(APPS)).getMyDeveloperApps).toHaveLength(1);
  });

  it('two simultaneous requests for a first app create only one', async () => {
    const { visitor, id } = await developer();
    const answers = await Promise.all([visitor.gql(ADD_APP), visitor.gql(ADD_APP)]);
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    refused(answers.find((a) => a.errors)!, 'ACCESS_NOT_ALLOWED');
    const [{ n }] = await ink.db.query('SELECT count(*)::int AS n FROM dev_app WHERE user_id = $1', [id]);
    expect(n).toBe(1);
  });

  it('a user who is not a developer gets no app → ACCESS_NOT_ALLOWED', async () => {
    const visitor = await signUpCreator(ink, mailbox);
    refused(await visitor.gql(ADD_APP), 'ACCESS_NOT_ALLOWED');
    expect(ok(await visitor.gql(APPS)).getMyDeveloperApps).toEqual([]);
  });

  it('getMyDeveloperApps shows only the hint (last 4 characters), never the key; the database holds only its hash', async () => {
    const { visitor, creds, appId } = await developerWithKey();
    const res = await visitor.gql(APPS);
    const apps = ok(res).getMyDeveloperApps;
    expect(apps).toEqual([expect.objectContaining({ id: appId, apiKeyHint: creds.apiKey.slice(-4) })]);
    expect(JSON.stringify(res)).not.toContain(creds.apiKey);
    expect(JSON.stringify(res)).not.toContain(creds.apiKey.slice(0, -4));
    // There is no field to ask for the key.
    const asked = await visitor.gql('{ getMyDeveloperApps { id apiKey } }');
    refused(asked, 'INVALID_QUERY_OR_SYNTAX');
    const [{ row }] = await ink.db.query('SELECT a::text AS row FROM dev_app a WHERE id = $1', [appId]);
    expect(row).not.toContain(creds.apiKey);
    expect(row).not.toContain(creds.apiKey.slice('ink_live_'.length));
  });
});

describe('rollDevAppApiKey', () => {
  it('gives a new key that works; the old key → API_KEY_INVALID at once', async () => {
    const { visitor, id, creds, appId } = await developerWithKey();
    expect((await ink.gql(COUNTED, {}, creds)).errors).toBeUndefined(); // the old key is now cached as valid
    const { rollDevAppApiKey } = ok(await visitor.gql(ROLL, { id: appId }));
    expect(rollDevAppApiKey.apiKey).toMatch(/^ink_live_/);
    expect(rollDevAppApiKey.apiKey).not.toBe(creds.apiKey);
    expect(rollDevAppApiKey.app).toMatchObject({ id: appId, apiKeyHint: rollDevAppApiKey.apiKey.slice(-4) });

    const old = await ink.gql(COUNTED, {}, creds);
    expect(old.errors?.[0]).toMatchObject({ code: 'API_KEY_INVALID' });
    expect(old.body.data).toBeNull();
    const fresh = await ink.gql(COUNTED, {}, { userId: id, apiKey: rollDevAppApiKey.apiKey });
    expect(fresh.body).toEqual({ data: { getPodcastSeries: null } });
    expect(ok(await visitor.gql(APPS)).getMyDeveloperApps[0].apiKeyHint).toBe(rollDevAppApiKey.apiKey.slice(-4));
  });

  it("another user's app id → ACCESS_NOT_ALLOWED, and their key keeps working", async () => {
    const owner = await developerWithKey();
    const { visitor } = await developerWithKey();
    refused(await visitor.gql(ROLL, { id: owner.appId }), 'ACCESS_NOT_ALLOWED');
    expect((await ink.gql(COUNTED, {}, owner.creds)).body).toEqual({ data: { getPodcastSeries: null } });
  });

  it('an unknown app id → ACCESS_NOT_ALLOWED', async () => {
    const { visitor } = await developerWithKey();
    refused(await visitor.gql(ROLL, { id: 'ink_client_000000000000000000000000' }), 'ACCESS_NOT_ALLOWED');
  });
});

describe('updateDevClient (spec §5 app registration)', () => {
  const VALID = { name: 'Comic Reader', description: 'Reads comics aloud.', callbackUrl: 'https://reader.example.test/oauth/callback', logoUrl: 'https://cdn.example.test/apps/reader/' };

  let owner: Awaited<ReturnType<typeof developerWithKey>>;
  beforeAll(async () => {
    await resetLoginLinkLimits(ink);
    owner = await developerWithKey();
  });

  it.each([
    ['name required (empty)', { name: '' }, APP_NAME_REQUIRED],
    ['name required (only spaces)', { name: '   ' }, APP_NAME_REQUIRED],
    ['name longer than 50', { name: 'n'.repeat(51) }, APP_NAME_TOO_LONG],
    ['description required (empty)', { description: '' }, APP_DESCRIPTION_REQUIRED],
    ['description required (only spaces)', { description: ' \n ' }, APP_DESCRIPTION_REQUIRED],
    ['description longer than 500', { description: 'd'.repeat(501) }, APP_DESCRIPTION_TOO_LONG],
    ['callback url required', { callbackUrl: '' }, APP_CALLBACK_REQUIRED],
    ['callback url not http(s): ftp', { callbackUrl: 'ftp://reader.example.test/cb' }, APP_CALLBACK_INVALID],
    ['callback url not http(s): no scheme', { callbackUrl: 'reader.example.test/cb' }, APP_CALLBACK_INVALID],
    ['callback url not http(s): javascript', { callbackUrl: 'javascript:alert(1)' }, APP_CALLBACK_INVALID],
    ['logo required', { logoUrl: '' }, APP_LOGO_REQUIRED],
  ])('%s → BAD_USER_INPUT with its message; nothing saved', async (_rule, change, message) => {
    const before = ok(await owner.visitor.gql(APPS)).getMyDeveloperApps;
    const res = await owner.visitor.gql(UPDATE, { id: owner.appId, ...VALID, ...change });
    refused(res, 'BAD_USER_INPUT', message);
    expect(ok(await owner.visitor.gql(APPS)).getMyDeveloperApps).toEqual(before);
  });

  it('the rules are checked in the spec order (name first)', async () => {
    const res = await owner.visitor.gql(UPDATE, { id: owner.appId, name: '', description: '', callbackUrl: '', logoUrl: '' });
    refused(res, 'BAD_USER_INPUT', APP_NAME_REQUIRED);
  });

  it('a valid update saves trimmed values (names of exactly 50 and descriptions of exactly 500 characters are fine)', async () => {
    const name = 'N'.repeat(50);
    const description = 'D'.repeat(500);
    const res = await owner.visitor.gql(UPDATE, {
      id: owner.appId,
      name: `  ${name} `,
      description: `\n${description}  `,
      callbackUrl: ' HTTP://reader.example.test/cb ',
      logoUrl: ` ${VALID.logoUrl} `,
    });
    const expected = { id: owner.appId, name, description, callbackUrl: 'HTTP://reader.example.test/cb', logoUrl: VALID.logoUrl, apiKeyHint: owner.creds.apiKey.slice(-4) };
    expect(ok(res).updateDevClient).toMatchObject(expected);
    expect(ok(await owner.visitor.gql(APPS)).getMyDeveloperApps).toEqual([expect.objectContaining(expected)]);
    const [row] = await ink.db.query('SELECT name, description, callback_url, logo_url FROM dev_app WHERE id = $1', [owner.appId]);
    expect(row).toEqual({ name, description, callback_url: 'HTTP://reader.example.test/cb', logo_url: VALID.logoUrl });
    // The key is unchanged by an update.
    expect((await ink.gql(COUNTED, {}, owner.creds)).errors).toBeUndefined();
  });

  it("another user's app id → ACCESS_NOT_ALLOWED and their app is unchanged", async () => {
    await owner.visitor.gql(UPDATE, { id: owner.appId, ...VALID });
    const { visitor } = await developerWithKey();
    refused(await visitor.gql(UPDATE, { id: owner.appId, ...VALID, name: 'Hijacked' }), 'ACCESS_NOT_ALLOWED');
    const [row] = await ink.db.query('SELECT name FROM dev_app WHERE id = $1', [owner.appId]);
    expect(row.name).toBe(VALID.name);
  });
});
