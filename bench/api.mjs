// `pnpm bench api`: getPodcastSeries(name) through the full stack (api process: Fastify, Apollo,
// auth + metering, TypeORM) against a bare node:http + pg baseline serving the same JSON, each
// loaded alone with autocannon (32 connections, warm-up, then the measured run). `ratio` is with the
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

async function load(label, port, headers, names, duration) {
  const random = rng(42);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration,
    headers: { 'content-type': 'application/json', ...headers },
    requests: [{ method: 'POST', path: '/graphql', setupRequest: (req) => ({ ...req, body: body(names[Math.floor(random() * names.length)]) }) }],
  });
  return {
    label,
    requests: result.requests.total,
    rps: round(result.requests.average, 1),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Warm-up, then the measured run with the CPU split of the machine. */
async function measure(label, proc, headers, names, db) {
  const idleBusyPct = await waitForQuiet(label);
  log(`${label}: warm-up ${WARMUP} s`);
  await load(label, proc.port, headers, names, WARMUP);
  const statsBefore = await dbStats(db);
  log(`${label}: measuring ${DURATION} s at ${CONNECTIONS} connections`);
  const meter = await cpuMeter({ named: { [label]: proc.pid }, db });
  const figures = await load(label, proc.port, headers, names, DURATION);
  figures.cpu = await meter.stop();
  figures.cpu.otherWorkBeforePct = idleBusyPct;
  const statsAfter = await dbStats(db);
  // Per request: Postgres transactions (each statement outside a transaction is one) and CPU ms.
  figures.perRequest = {
    pgTransactions: round((statsAfter.xacts - statsBefore.xacts) / figures.requests, 2),
    pgRowsFetched: round((statsAfter.tup_fetched - statsBefore.tup_fetched) / figures.requests, 1),
    serverCpuMs: round((1000 * figures.cpu.cpuSeconds[label]) / figures.requests, 3),
    postgresCpuMs: round((1000 * figures.cpu.cpuSeconds.postgresBackends) / figures.requests, 3),
  };
  log(`${label}: ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, cpu ${JSON.stringify(figures.cpu)}, per request ${JSON.stringify(figures.perRequest)}`);
  return figures;
}

export async function run() {
  const started = performance.now();
  const env = serverEnv({ db: DB, prefix: PREFIX, port: API_PORT });
  await cleanRedis(PREFIX);
  await freshDatabase(DB, env);
  let api;
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

    // Every request executed: the response cache off, so the figures are the full stack's.
    api = await startApi({ ...env, RESPONSE_CACHE_SECONDS: '0' });
    api.port = API_PORT;
    const apiAnswers = await validate('inkcast', API_PORT, headers, sample);
    const inkcast = await measure('inkcast', api, headers, names, DB);
    await validate('inkcast (after load)', API_PORT, headers, sample.slice(0, 3));
    await api.stop();
    const profile = await api.profile();
    api = null;

    // As shipped: identical repeats (the same name again) answered from the response cache.
    api = await startApi(env);
    api.port = API_PORT;
    const cached = await measure('inkcast-cached', api, headers, names, DB);
    await api.stop();
    api = null;

    baseline = await startProcess('baseline', join(ROOT, 'bench/baseline-server.mjs'), { ...env, PORT: String(BASELINE_PORT) }, httpReady(`http://127.0.0.1:${BASELINE_PORT}/health`));
    baseline.port = BASELINE_PORT;
    const baselineAnswers = await validate('baseline', BASELINE_PORT, {}, sample);
    const mismatches = sample.filter((_, i) => !isDeepStrictEqual(apiAnswers[i], baselineAnswers[i]));
    if (mismatches.length) log(`WARNING: ${mismatches.length} of ${sample.length} answers differ between api and baseline, e.g. ${JSON.stringify(mismatches[0])}`);
    const base = await measure('baseline', baseline, {}, names, DB);
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
      cpu: { inkcast: inkcast.cpu, baseline: base.cpu },
      ...(profile ? { apiProfile: profile } : {}),
      setupSeconds: round(setupSeconds, 1),
      totalSeconds: round((performance.now() - started) / 1000, 1),
    };
  } finally {
    await api?.stop();
    await baseline?.stop();
    if (!process.env.BENCH_KEEP) await dropDatabase(DB);
    await cleanRedis(PREFIX);
  }
}
