import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isoDay } from '../src/developers/billing-period';
import { Credentials, Inkcast, startInkcast } from './support/harness';

/**
 * The public API's response cache (contract §3: "an identical repeat served from Inkcast's response
 * cache" is not counted). The other e2e files run with RESPONSE_CACHE_SECONDS=0; this one turns it
 * on before any module reads the config.
 */
vi.hoisted(() => {
  process.env.RESPONSE_CACHE_SECONDS = '60';
});

let ink: Inkcast;

const LOOKUP = 'query Lookup($name: String) { getPodcastSeries(name: $name) { uuid name } }';

beforeAll(async () => {
  ink = await startInkcast();
});

afterAll(async () => {
  await ink?.close();
});

/** Requests counted this billing month, as the usage counter in Redis holds them. */
async function used(dev: Credentials): Promise<number> {
  const principal = await ink.developers.authenticate(dev.userId, dev.apiKey);
  return Number((await ink.redis.get(`usage:${dev.userId}:${isoDay(ink.usage.period(principal!).start)}`)) ?? 0);
}

/** POST /graphql and keep the headers (the `age` of a cached answer). */
async function post(dev: Credentials, query: string, variables: Record<string, unknown> = {}) {
  const res = await ink
    .http()
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('x-user-id', String(dev.userId))
    .set('x-api-key', dev.apiKey)
    .send(JSON.stringify({ query, variables }));
  return { status: res.status, body: res.body, age: res.headers.age as string | undefined };
}

describe('response cache (contract §3)', () => {
  it('answers an identical repeat from the cache, with an age header, without counting it', async () => {
    const dev = await ink.developer('PRO');
    const first = await post(dev, LOOKUP, { name: 'Serial' });
    expect(first.body).toEqual({ data: { getPodcastSeries: null } });
    expect(first.age).toBeUndefined();
    expect(await used(dev)).toBe(1);

    const repeat = await post(dev, LOOKUP, { name: 'Serial' });
    expect(repeat.body).toEqual(first.body);
    expect(repeat.age).toMatch(/^\d+$/);
    expect(await used(dev)).toBe(1);
  });

  it('executes and counts what is not identical: other variables, another developer', async () => {
    const dev = await ink.developer('PRO');
    const other = await ink.developer('PRO');
    await post(dev, LOOKUP, { name: 'Radiolab' });
    const otherName = await post(dev, LOOKUP, { name: 'The Daily' });
    expect(otherName.age).toBeUndefined();
    expect(await used(dev)).toBe(2);

    const otherDeveloper = await post(other, LOOKUP, { name: 'Radiolab' });
    expect(otherDeveloper.age).toBeUndefined();
    expect(await used(other)).toBe(1);
  });

  it('a repeat served from the cache is answered even when the quota is used up', async () => {
    const dev = await ink.developer('FREE');
    await post(dev, LOOKUP, { name: 'Song Exploder' });
    const principal = await ink.developers.authenticate(dev.userId, dev.apiKey);
    await ink.redis.set(`usage:${dev.userId}:${isoDay(ink.usage.period(principal!).start)}`, '500');

    const repeat = await post(dev, LOOKUP, { name: 'Song Exploder' });
    expect(repeat.body).toEqual({ data: { getPodcastSeries: null } });
    expect(repeat.age).toBeDefined();

    const fresh = await post(dev, LOOKUP, { name: 'Something Else' });
    expect(fresh.body.data).toBeNull();
    expect(fresh.body.errors[0]).toMatchObject({ code: 'API_RATE_LIMIT_EXCEEDED', extensions: { code: 'API_RATE_LIMIT_EXCEEDED' } });
    expect(fresh.body.errors[0].extensions.resetsAt).toEqual(expect.any(Number));
    expect(await used(dev)).toBe(500);
  });

  it('never caches answers with errors, nor uncounted queries', async () => {
    const dev = await ink.developer('PRO');
    const invalid = '{ getLatestPodcastEpisodes(limitPerPage: 51) { uuid } }';
    for (let i = 0; i < 2; i++) {
      const res = await post(dev, invalid);
      expect(res.age).toBeUndefined();
      expect(res.body.errors[0].code).toBe('BAD_USER_INPUT');
    }
    expect(await used(dev)).toBe(2);

    const remaining = async () => (await post(dev, '{ getApiRequestsRemaining }')).body.data.getApiRequestsRemaining as number;
    const before = await remaining();
    await post(dev, LOOKUP, { name: 'Yet Another' });
    expect(await remaining()).toBe(before - 1);
  });
});
