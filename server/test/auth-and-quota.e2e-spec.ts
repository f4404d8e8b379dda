import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../src/developers/billing-period';
import { Credentials, GqlResponse, Inkcast, startInkcast } from './support/harness';

let ink: Inkcast;

/** A counted request: a podcast lookup (it finds nothing; the catalogue is empty here). */
const COUNTED = '{ getPodcastSeries(name: "Nothing To See") { uuid } }';
const REMAINING = '{ getApiRequestsRemaining }';

beforeAll(async () => {
  ink = await startInkcast();
});

afterAll(async () => {
  await ink?.close();
});

async function remaining(dev: Credentials): Promise<number> {
  const res = await ink.gql(REMAINING, {}, dev);
  expect(res.errors).toBeUndefined();
  return res.data.getApiRequestsRemaining;
}

/** Redis key of a developer's usage counter this billing month (usage.service.ts), without REDIS_PREFIX (the client adds it). */
async function counterKey(dev: Credentials): Promise<string> {
  const principal = await ink.developers.authenticate(dev.userId, dev.apiKey);
  return `usage:${dev.userId}:${isoDay(ink.usage.period(principal!).start)}`;
}

/** When a Free account's month restarts: on its creation day next month (§3), read from the users row. */
async function freeResetsAt(dev: Credentials): Promise<number> {
  const [{ created_at: created }] = await ink.db.query('SELECT created_at FROM users WHERE id = $1', [dev.userId]);
  const d = created as Date;
  const daysNextMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 0)).getUTCDate();
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, Math.min(d.getUTCDate(), daysNextMonth)) / 1000;
}

function expectRefused(res: GqlResponse, code: string, status = 200) {
  expect(res.status).toBe(status);
  expect(res.errors).toHaveLength(1);
  expect(res.errors![0]).toMatchObject({ code, extensions: { code } });
}

describe('API_KEY_INVALID (§1, §2)', () => {
  let dev: Credentials;
  let other: Credentials;

  beforeAll(async () => {
    dev = await ink.developer();
    other = await ink.developer();
  });

  const cases: [string, () => Record<string, string>][] = [
    ['no auth headers', () => ({})],
    ['only X-USER-ID', () => ({ 'x-user-id': String(dev.userId) })],
    ['only X-API-KEY', () => ({ 'x-api-key': dev.apiKey })],
    ['a malformed X-USER-ID', () => ({ 'x-user-id': 'user-7', 'x-api-key': dev.apiKey })],
    ['an unknown key', () => ({ 'x-user-id': String(dev.userId), 'x-api-key': 'ink_live_' + 'x'.repeat(43) })],
    ['a key without the ink_live_ prefix', () => ({ 'x-user-id': String(dev.userId), 'x-api-key': 'not-a-key' })],
    ["another user's key", () => ({ 'x-user-id': String(dev.userId), 'x-api-key': other.apiKey })],
    ['an unknown user id with a valid key', () => ({ 'x-user-id': '999999', 'x-api-key': dev.apiKey })],
  ];

  it.each(cases)('%s → API_KEY_INVALID with data: null, not counted', async (_name, headers) => {
    const before = await remaining(dev);
    const res = await ink.gql(COUNTED, {}, null, headers());
    expectRefused(res, 'API_KEY_INVALID');
    expect(res.body.data).toBeNull();
    expect(res.errors![0].message.length).toBeGreaterThan(0);
    expect(await remaining(dev)).toBe(before);
  });

  it('valid headers are accepted (the same request succeeds)', async () => {
    const res = await ink.gql(COUNTED, {}, dev);
    expect(res.body).toEqual({ data: { getPodcastSeries: null } });
  });

  it('a rolled key (createDeveloper again for the same e-mail) makes the old key invalid at once', async () => {
    const dev2 = await ink.developer();
    expect((await ink.gql(COUNTED, {}, dev2)).errors).toBeUndefined(); // the old key is now cached as valid
    const rolled = await ink.developers.createDeveloper(dev2.email!, 'FREE');
    expect(rolled.userId).toBe(dev2.userId);
    expect(rolled.apiKey).not.toBe(dev2.apiKey);
    const old = await ink.gql(COUNTED, {}, dev2);
    expectRefused(old, 'API_KEY_INVALID');
    expect(old.body.data).toBeNull();
    const fresh = await ink.gql(COUNTED, {}, rolled);
    expect(fresh.body).toEqual({ data: { getPodcastSeries: null } });
  });
});

describe('introspection (§1)', () => {
  it('an introspection-only query works without headers', async () => {
    const res = await ink.gql('{ __schema { queryType { name } } __type(name: "PodcastSeries") { name } }');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } }, __type: { name: 'PodcastSeries' } } });
  });

  it("a client's full introspection query (deeper than 10 levels) works without headers: introspection is exempt from the limits", async () => {
    const res = await ink.gql(getIntrospectionQuery());
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    expect(res.data.__schema.types.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['PodcastSeries', 'PodcastEpisode', 'iTunesInfo']));
  });

  it('an introspection-only query with valid headers is not counted', async () => {
    const dev = await ink.developer();
    const before = await remaining(dev);
    for (let i = 0; i < 3; i++) expect((await ink.gql('{ __typename __schema { types { name } } }', {}, dev)).errors).toBeUndefined();
    expect(await remaining(dev)).toBe(before);
  });

  it('an introspection query with invalid headers is refused (headers are checked if sent)', async () => {
    const res = await ink.gql('{ __typename }', {}, null, { 'x-user-id': '1', 'x-api-key': 'ink_live_nope' });
    expectRefused(res, 'API_KEY_INVALID');
  });

  it('introspection mixed with a data field needs headers', async () => {
    const res = await ink.gql(`{ __typename ${COUNTED.slice(1)}`);
    expectRefused(res, 'API_KEY_INVALID');
    expect(res.body.data).toBeNull();
  });
});

describe('getApiRequestsRemaining (§4.6)', () => {
  it('tells the truth before and after counted requests, and is itself not counted', async () => {
    const dev = await ink.developer();
    expect(await remaining(dev)).toBe(500);
    expect(await remaining(dev)).toBe(500);
    for (let i = 0; i < 3; i++) expect((await ink.gql(COUNTED, {}, dev)).errors).toBeUndefined();
    expect(await remaining(dev)).toBe(497);
    expect(await remaining(dev)).toBe(497);
  });

  it('one HTTP request is one API request, however many fields it selects', async () => {
    const dev = await ink.developer();
    const res = await ink.gql('{ a: getPodcastSeries(name: "a") { uuid } b: getPodcastSeries(name: "b") { uuid } c: getMultiplePodcastSeries(uuids: []) { uuid } }', {}, dev);
    expect(res.errors).toBeUndefined();
    expect(await remaining(dev)).toBe(499);
  });

  it('a request with BAD_USER_INPUT is counted (it was executed)', async () => {
    const dev = await ink.developer();
    const res = await ink.gql('{ getPodcastSeries(uuid: "123") { uuid } }', {}, dev);
    expect(res.errors![0].code).toBe('BAD_USER_INPUT');
    expect(await remaining(dev)).toBe(499);
  });

  it('me is not counted; getApiRequestsRemaining together with a podcast field is counted once', async () => {
    const dev = await ink.developer();
    expect((await ink.gql('{ me { id } }', {}, dev)).data.me).toEqual({ id: expect.anything() });
    expect(await remaining(dev)).toBe(500);
    const mixed = await ink.gql(`{ getApiRequestsRemaining ${COUNTED.slice(1)}`, {}, dev);
    expect(mixed.errors).toBeUndefined();
    expect(await remaining(dev)).toBe(499);
  });

  it('a Pro developer has 100,000 requests a month', async () => {
    const dev = await ink.developer('PRO');
    expect(await remaining(dev)).toBe(100_000);
  });
});

describe('API_RATE_LIMIT_EXCEEDED (§2, §3)', () => {
  it('a Free developer is refused after 500 counted requests: data null, the reset date in the message, extensions.resetsAt', async () => {
    const dev = await ink.developer('FREE');
    const key = await counterKey(dev);
    await ink.redis.set(key, '499'); // 499 requests already counted this month
    expect((await ink.gql(COUNTED, {}, dev)).errors).toBeUndefined(); // the 500th is allowed
    expect(await remaining(dev)).toBe(0);

    const res = await ink.gql(COUNTED, {}, dev);
    expectRefused(res, 'API_RATE_LIMIT_EXCEEDED');
    expect(res.body.data).toBeNull();
    const resetsAt = await freeResetsAt(dev);
    expect(res.errors![0].extensions.resetsAt).toBe(resetsAt);
    expect(res.errors![0].message).toContain(new Date(resetsAt * 1000).toISOString().slice(0, 10));
  });

  it('refused requests are not counted', async () => {
    const dev = await ink.developer('FREE');
    const key = await counterKey(dev);
    await ink.redis.set(key, '500');
    for (let i = 0; i < 3; i++) expectRefused(await ink.gql(COUNTED, {}, dev), 'API_RATE_LIMIT_EXCEEDED');
    expect(await ink.redis.get(key)).toBe('500');
    expect(await remaining(dev)).toBe(0);
  });

  it('uncounted operations still work when the quota is used up', async () => {
    const dev = await ink.developer('FREE');
    await ink.redis.set(await counterKey(dev), '500');
    expect(await remaining(dev)).toBe(0);
    const intro = await ink.gql('{ __typename }', {}, dev);
    expect(intro.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('usage recorded in Postgres counts when the Redis counter is gone (Redis loses no data)', async () => {
    const dev = await ink.developer('FREE');
    const key = await counterKey(dev);
    const periodStart = key.split(':')[2];
    await ink.db.query('INSERT INTO api_usage (user_id, period_start, requests) VALUES ($1, $2, 499)', [dev.userId, periodStart]);
    expect(await ink.redis.exists(key)).toBe(0);
    expect(await remaining(dev)).toBe(1);
    expect((await ink.gql(COUNTED, {}, dev)).errors).toBeUndefined();
    expectRefused(await ink.gql(COUNTED, {}, dev), 'API_RATE_LIMIT_EXCEEDED');
    expect(await remaining(dev)).toBe(0);
  });
});

describe('usage flush (DESIGN "Redis": usage flushed periodically)', () => {
  it('after counted requests, UsageService.flush() writes the count to api_usage', async () => {
    const dev = await ink.developer();
    for (let i = 0; i < 4; i++) expect((await ink.gql(COUNTED, {}, dev)).errors).toBeUndefined();
    expect(await ink.db.query('SELECT requests FROM api_usage WHERE user_id = $1', [dev.userId])).toEqual([]);
    await ink.usage.flush();
    const periodStart = (await counterKey(dev)).split(':')[2];
    const rows = await ink.db.query("SELECT to_char(period_start, 'YYYY-MM-DD') AS period_start, requests FROM api_usage WHERE user_id = $1", [dev.userId]);
    expect(rows).toEqual([{ period_start: periodStart, requests: 4 }]);

    // More requests, another flush: the row follows the counter.
    expect((await ink.gql(COUNTED, {}, dev)).errors).toBeUndefined();
    await ink.usage.flush();
    const [row] = await ink.db.query('SELECT requests FROM api_usage WHERE user_id = $1', [dev.userId]);
    expect(row.requests).toBe(5);
  });
});

describe('QUERY_TOO_COMPLEX (§1)', () => {
  let dev: Credentials;
  beforeAll(async () => {
    dev = await ink.developer('PRO');
  });

  /** A chain of `depth` fields: getPodcastSeries > episodes > podcastSeries > … > uuid (root = 1, leaf counted). */
  function chain(depth: number): string {
    const fields = ['getPodcastSeries(name: "x")'];
    while (fields.length < depth - 1) fields.push(fields.length % 2 === 1 ? 'episodes(limitPerPage: 1)' : 'podcastSeries');
    return `{ ${fields.join(' { ')} { uuid ${' }'.repeat(fields.length)} }`;
  }

  it('a query 10 fields deep is allowed', async () => {
    const res = await ink.gql(chain(10), {}, dev);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { getPodcastSeries: null } });
  });

  it('a query 11 fields deep is refused with HTTP 400, and not counted', async () => {
    const before = await remaining(dev);
    const res = await ink.gql(chain(11), {}, dev);
    expectRefused(res, 'QUERY_TOO_COMPLEX', 400);
    expect(res.errors![0].message).toBe('Query depth 11 exceeds the maximum of 10');
    expect(await remaining(dev)).toBe(before);
  });

  /** 25 uuids × episodes(25) × podcastSeries × episodes(25): 25 + 625 + 625 + 15,625 = 16,900 objects. */
  const costly = () => `query ($u: [ID]) { getMultiplePodcastSeries(uuids: $u) {
    episodes(limitPerPage: 25) { podcastSeries { episodes(limitPerPage: 25) { uuid } } } } }`;
  const uuids = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

  it('a query costing more than 10,000 objects is refused with HTTP 400, and not counted', async () => {
    const before = await remaining(dev);
    const res = await ink.gql(costly(), { u: uuids(25) }, dev);
    expectRefused(res, 'QUERY_TOO_COMPLEX', 400);
    expect(res.errors![0].message).toBe('Query cost 16900 exceeds the maximum of 10000');
    expect(await remaining(dev)).toBe(before);
  });

  it('the same query with 14 uuids costs 9,464 and is allowed', async () => {
    const res = await ink.gql(costly(), { u: uuids(14) }, dev);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { getMultiplePodcastSeries: [] } });
  });

  it('one query text is costed by the values of its variables: a default, then a small value, then the default again', async () => {
    const query = `query ($u: [ID], $n: Int = 25) { getMultiplePodcastSeries(uuids: $u) {
      episodes(limitPerPage: 25) { podcastSeries { episodes(limitPerPage: $n) { uuid } } } } }`;
    expectRefused(await ink.gql(query, { u: uuids(25) }, dev), 'QUERY_TOO_COMPLEX', 400);
    const small = await ink.gql(query, { u: uuids(25), n: 1 }, dev);
    expect(small.status).toBe(200);
    expect(small.body).toEqual({ data: { getMultiplePodcastSeries: [] } });
    const again = await ink.gql(query, { u: uuids(25) }, dev);
    expectRefused(again, 'QUERY_TOO_COMPLEX', 400);
    expect(again.errors![0].message).toBe('Query cost 16900 exceeds the maximum of 10000');
  });

  it('a list counts the limitPerPage in effect: the default 10 of episodes', async () => {
    // 1 + 10 + 10 + 100 + 100 + 1,000 + 1,000 + 10,000 = 12,221 objects.
    const res = await ink.gql(
      '{ getPodcastSeries(name: "x") { episodes { podcastSeries { episodes { podcastSeries { episodes { podcastSeries { episodes { uuid } } } } } } } } }',
      {},
      dev,
    );
    expectRefused(res, 'QUERY_TOO_COMPLEX', 400);
    expect(res.errors![0].message).toBe('Query cost 12221 exceeds the maximum of 10000');
  });

  it('a list without limitPerPage or uuids counts 25 (persons)', async () => {
    // 25 series + 625 episodes + 625 × 25 persons = 16,275 objects.
    const res = await ink.gql('query ($u: [ID]) { getMultiplePodcastSeries(uuids: $u) { episodes(limitPerPage: 25) { persons { uuid } } } }', { u: uuids(25) }, dev);
    expectRefused(res, 'QUERY_TOO_COMPLEX', 400);
    expect(res.errors![0].message).toBe('Query cost 16275 exceeds the maximum of 10000');
  });
});

describe('INVALID_QUERY_OR_SYNTAX (§2)', () => {
  let dev: Credentials;
  beforeAll(async () => {
    dev = await ink.developer();
  });

  it.each([
    ['a syntax error', '{ getPodcastSeries(name: "x") { uuid '],
    ['an unknown field', '{ getPodcastSeries(name: "x") { nope } }'],
    ['an unknown argument', '{ getPodcastSeries(title: "x") { uuid } }'],
    ['an argument of the wrong type', '{ getPodcastSeries(itunesId: "x") { uuid } }'],
    ['a missing selection on an object field', '{ getPodcastSeries(name: "x") }'],
  ])('%s → HTTP 400, code in both places, not counted', async (_name, query) => {
    const before = await remaining(dev);
    const res = await ink.gql(query, {}, dev);
    expectRefused(res, 'INVALID_QUERY_OR_SYNTAX', 400);
    expect(await remaining(dev)).toBe(before);
  });

  it('a body without a query → INVALID_QUERY_OR_SYNTAX', async () => {
    const res = await ink.http().post('/graphql').set('content-type', 'application/json').set('x-user-id', String(dev.userId)).set('x-api-key', dev.apiKey).send('{}');
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ code: 'INVALID_QUERY_OR_SYNTAX', extensions: { code: 'INVALID_QUERY_OR_SYNTAX' } });
  });
});

describe('transport (§1)', () => {
  it('POST / is an alias of POST /graphql', async () => {
    const dev = await ink.developer();
    const res = await ink.http().post('/').set('content-type', 'application/json').set('x-user-id', String(dev.userId)).set('x-api-key', dev.apiKey).send({ query: COUNTED });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { getPodcastSeries: null } });
  });

  it('an array body (batched operations) is INVALID_QUERY_OR_SYNTAX, not executed', async () => {
    const dev = await ink.developer();
    const before = await remaining(dev);
    const res = await ink.http().post('/graphql').set('content-type', 'application/json').set('x-user-id', String(dev.userId)).set('x-api-key', dev.apiKey).send([{ query: COUNTED }, { query: COUNTED }]);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ code: 'INVALID_QUERY_OR_SYNTAX', extensions: { code: 'INVALID_QUERY_OR_SYNTAX' } });
    expect(await remaining(dev)).toBe(before);
  });

  it('CORS: any origin may call /graphql with the auth headers', async () => {
    const res = await ink.http().options('/graphql').set('origin', 'https://app.example.org').set('access-control-request-method', 'POST').set('access-control-request-headers', 'content-type,x-user-id,x-api-key');
    expect(res.status).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['access-control-allow-headers']?.toLowerCase()).toEqual(expect.stringContaining('x-api-key'));
    expect(res.headers['access-control-allow-headers']?.toLowerCase()).toEqual(expect.stringContaining('x-user-id'));
  });
});

describe('GET /graphql (§1: GET never executes operations)', () => {
  it('without an HTML Accept header answers 405 and executes nothing', async () => {
    const dev = await ink.developer();
    const before = await remaining(dev);
    for (const accept of [undefined, 'application/json', '*/*']) {
      let req = ink.http().get('/graphql').query({ query: COUNTED }).set('x-user-id', String(dev.userId)).set('x-api-key', dev.apiKey);
      if (accept) req = req.set('accept', accept);
      const res = await req;
      expect({ accept, status: res.status }).toEqual({ accept, status: 405 });
      expect(res.body.data ?? null).toBeNull();
    }
    expect(await remaining(dev)).toBe(before);
  });

  it('a browser (Accept: text/html) gets the playground page, not a result', async () => {
    const dev = await ink.developer();
    const before = await remaining(dev);
    const res = await ink.http().get('/graphql').query({ query: COUNTED }).set('accept', 'text/html').set('x-user-id', String(dev.userId)).set('x-api-key', dev.apiKey);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).not.toContain('"getPodcastSeries"');
    expect(await remaining(dev)).toBe(before);
  });
});
