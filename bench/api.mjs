// `pnpm bench api`: getPodcastSeries(name) through the full stack (api process: Fastify, Apollo,
// auth + metering, pg) against a bare node:http + pg baseline serving the same JSON, each loaded
// alone with autocannon (32 connections), in interleaved rounds after a warm-up. `ratio` is with the
// response cache off (every request executed); `responseCacheOnRatio` as shipped, where a repeated
// name is answered from the cache (contract §3).
import autocannon from 'autocannon';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import {
  ROOT, cleanRedis, connect, replicateSeries, cpuMeter, dbStats, dbUrl, dropDatabase, waitForQuiet, freshDatabase, httpReady, ingestRealFeeds, log,
  proDeveloper, rng, round, serverEnv, startApi, startProcess,
} from './lib.mjs';

const DB = 'inkcast_bench_api';
const PREFIX = 'inkcast-bench-api';
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3901);
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 3902);
const CACHED_API_PORT = Number(process.env.BENCH_CACHED_API_PORT ?? 3903);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const MIN_SERIES = 1000;

export const QUERY = `query Bench($name: String) {
  getPodcastSeries(name: $name) {
    uuid name itunesId description imageUrl totalEpisodesCount
    itunesInfo { uuid baseArtworkUrlOf(size: 640) }
    episodes(limitPerPage: 10) { uuid name datePublished audioUrl }
  }
}`;

function body(name) {
  return JSON.stringify({ query: QUERY, variables: { name } });
}

async function post(port, headers, name) {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: body(name) });
  return { status: res.status, json: await res.json() };
}

/** Checks the server answers a sample of names with data and no errors; returns the answers. */
async function validate(label, port, headers, sample) {
  const answers = [];
  for (const name of sample) {
    const { status, json } = await post(port, headers, name);
    if (status !== 200 || json.errors || !json.data?.getPodcastSeries) {
      throw new Error(`${label}: unexpected answer for ${JSON.stringify(name)}: ${status} ${JSON.stringify(json).slice(0, 500)}`);
    }
    answers.push(json.data);
  }
  return answers;
}

/** One load run of `seconds`; returns its request count, errors and every response's latency (ms). */
async function load(port, headers, names, seconds, random) {
  const latencies = [];
  const run = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...headers },
    requests: [{ method: 'POST', path: '/graphql', setupRequest: (req) => ({ ...req, body: body(names[Math.floor(random() * names.length)]) }) }],
  });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  return { requests: result.requests.total, seconds, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, latencies };
}

/** The p-th percentile (0–100) of ascending `sorted` latencies (ms), to 0.1 ms. */
function percentile(sorted, p) {
  return round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))], 1);
}

/** Adds `part`'s numbers into `total`'s, key by key (CPU seconds by process). */
function addInto(total, part) {
  for (const [k, v] of Object.entries(part)) total[k] = round((total[k] ?? 0) + v, 2);
}

/**
 * Measures every server in ROUNDS interleaved rounds of DURATION / ROUNDS seconds (the order
 * rotating each round), after a warm-up of each: a drift in the machine's speed during the run then
 * touches all of them alike instead of whichever ran last. Figures per server over all its rounds.
 */
async function measureInterleaved(servers, names, db) {
  const figures = Object.fromEntries(servers.map((s) => [s.label, { requests: 0, seconds: 0, non2xx: 0, errors: 0, timeouts: 0, latencies: [], cpuSeconds: {}, xacts: 0, fetched: 0, otherWorkBeforePct: 0 }]));
  for (const s of servers) {
    log(`${s.label}: warm-up ${WARMUP} s`);
    await load(s.port, s.headers, names, WARMUP, rng(1));
  }
  const seconds = Math.max(1, Math.round(DURATION / ROUNDS));
  for (let r = 0; r < ROUNDS; r++) {
    for (let i = 0; i < servers.length; i++) {
      const s = servers[(i + r) % servers.length];
      const f = figures[s.label];
      f.otherWorkBeforePct = Math.max(f.otherWorkBeforePct, await waitForQuiet(s.label));
      const statsBefore = await dbStats(db);
      const meter = await cpuMeter({ named: { [s.label]: s.pid }, db });
      const part = await load(s.port, s.headers, names, seconds, rng(42 + r));
      const cpu = await meter.stop();
      const statsAfter = await dbStats(db);
      for (const k of ['requests', 'seconds', 'non2xx', 'errors', 'timeouts']) f[k] += part[k];
      f.latencies.push(...part.latencies);
      addInto(f.cpuSeconds, { ...cpu.cpuSeconds, [s.label]: cpu.cpuSeconds[s.label] });
      f.xacts += statsAfter.xacts - statsBefore.xacts;
      f.fetched += statsAfter.tup_fetched - statsBefore.tup_fetched;
      log(`${s.label} round ${r + 1}/${ROUNDS}: ${round(part.requests / seconds, 1)} req/s`);
    }
  }
  const out = {};
  for (const s of servers) {
    const f = figures[s.label];
    const sorted = f.latencies.sort((a, b) => a - b);
    out[s.label] = {
      rps: round(f.requests / f.seconds, 1),
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      requests: f.requests,
      non2xx: f.non2xx,
      errors: f.errors,
      timeouts: f.timeouts,
      // Per request: Postgres transactions (each statement outside a transaction is one) and CPU ms.
      perRequest: {
        pgTransactions: round(f.xacts / f.requests, 2),
        pgRowsFetched: round(f.fetched / f.requests, 1),
        serverCpuMs: round((1000 * f.cpuSeconds[s.label]) / f.requests, 3),
        postgresCpuMs: round((1000 * f.cpuSeconds.postgresBackends) / f.requests, 3),
      },
      cpuSeconds: f.cpuSeconds,
      otherWorkBeforePct: f.otherWorkBeforePct,
    };
    log(`${s.label}: ${out[s.label].rps} req/s, p50 ${out[s.label].p50} ms, p99 ${out[s.label].p99} ms, per request ${JSON.stringify(out[s.label].perRequest)}`);
  }
  return out;
}

export async function run() {
  const started = performance.now();
  const env = serverEnv({ db: DB, prefix: PREFIX, port: API_PORT });
  await cleanRedis(PREFIX);
  await freshDatabase(DB, env);
  let api;
  let cachedApi;
  let baseline;
  try {
    const real = await ingestRealFeeds(env);
    const client = await connect(dbUrl(DB));
    let counts;
    let names;
    try {
      counts = await replicateSeries(client, MIN_SERIES, { withEpisodes: true });
      names = (await client.query('SELECT name FROM podcast_series ORDER BY name')).rows.map((r) => r.name);
    } finally {
      await client.end();
    }
    const headers = await proDeveloper(env, DB);
    const pick = rng(7);
    const sample = Array.from({ length: 50 }, () => names[Math.floor(pick() * names.length)]);
    const setupSeconds = (performance.now() - started) / 1000;

    // `inkcast`: every request executed (response cache off), the figure compared with the
    // baseline; `inkcast-cached`: as shipped, identical repeats answered from the response cache.
    api = await startApi({ ...env, RESPONSE_CACHE_SECONDS: '0' });
    cachedApi = await startApi({ ...env, PORT: String(CACHED_API_PORT) });
    baseline = await startProcess('baseline', join(ROOT, 'bench/baseline-server.mjs'), { ...env, PORT: String(BASELINE_PORT) }, httpReady(`http://127.0.0.1:${BASELINE_PORT}/health`));
    const apiAnswers = await validate('inkcast', API_PORT, headers, sample);
    await validate('inkcast-cached', CACHED_API_PORT, headers, sample.slice(0, 3));
    const baselineAnswers = await validate('baseline', BASELINE_PORT, {}, sample);
    const mismatches = sample.filter((_, i) => !isDeepStrictEqual(apiAnswers[i], baselineAnswers[i]));
    if (mismatches.length) log(`WARNING: ${mismatches.length} of ${sample.length} answers differ between api and baseline, e.g. ${JSON.stringify(mismatches[0])}`);

    const m = await measureInterleaved(
      [
        { label: 'inkcast', port: API_PORT, pid: api.pid, headers },
        { label: 'baseline', port: BASELINE_PORT, pid: baseline.pid, headers: {} },
        { label: 'inkcast-cached', port: CACHED_API_PORT, pid: cachedApi.pid, headers },
      ],
      names,
      DB,
    );
    const inkcast = m.inkcast;
    const base = m.baseline;
    const cached = m['inkcast-cached'];
    await validate('inkcast (after load)', API_PORT, headers, sample.slice(0, 3));
    await api.stop();
    const profile = await api.profile();
    api = null;
    await cachedApi.stop();
    cachedApi = null;
    await baseline.stop();
    baseline = null;

    const ratio = round(inkcast.rps / base.rps, 3);
    return {
      bench: 'api',
      series: counts.series,
      episodes: counts.episodes,
      realFeeds: real.feeds,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      sameJsonAsBaseline: mismatches.length === 0,
      inkcast: { rps: inkcast.rps, p50: inkcast.p50, p99: inkcast.p99, requests: inkcast.requests, non2xx: inkcast.non2xx, errors: inkcast.errors },
      baseline: { rps: base.rps, p50: base.p50, p99: base.p99, requests: base.requests, non2xx: base.non2xx, errors: base.errors },
      ratio,
      inkcastResponseCacheOn: { rps: cached.rps, p50: cached.p50, p99: cached.p99, requests: cached.requests, non2xx: cached.non2xx, errors: cached.errors },
      responseCacheOnRatio: round(cached.rps / base.rps, 3),
      targets: { ratio: 0.5, p99Ms: 25, ratioMet: ratio >= 0.5, p99Met: inkcast.p99 <= 25 },
      perRequest: { inkcast: inkcast.perRequest, baseline: base.perRequest },
      rounds: ROUNDS,
      cpuSeconds: { inkcast: inkcast.cpuSeconds, baseline: base.cpuSeconds },
      otherWorkBeforePct: { inkcast: inkcast.otherWorkBeforePct, baseline: base.otherWorkBeforePct },
      ...(profile ? { apiProfile: profile } : {}),
      setupSeconds: round(setupSeconds, 1),
      totalSeconds: round((performance.now() - started) / 1000, 1),
    };
  } finally {
    await api?.stop();
    await cachedApi?.stop();
    await baseline?.stop();
    if (!process.env.BENCH_KEEP) await dropDatabase(DB);
    await cleanRedis(PREFIX);
  }
}
