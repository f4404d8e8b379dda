// `pnpm bench ingest`: feed ingest through the real worker (default concurrency) of the shared
// feeds replicated to ≥ 100,000 episodes (replica files with distinct channel titles and item
// guids, written to a temp dir), jobs added to the feeds queue directly; and, as a reference, the
// parse-only rate of the built feed parser in this process.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  REDIS_URL, cleanRedis, connect, cpuMeter, dbUrl, dropDatabase, feedFiles, freshDatabase, log, requireServer, round,
  serverEnv, startWorker, waitForQuiet,
} from './lib.mjs';

const DB = 'inkcast_bench_ingest';
const PREFIX = 'inkcast-bench-ingest';
const MIN_EPISODES = Number(process.env.BENCH_INGEST_EPISODES ?? 100_000);
const PARSE_PASSES = Number(process.env.BENCH_PARSE_PASSES ?? 5);
const TIMEOUT_MS = Number(process.env.BENCH_INGEST_TIMEOUT ?? 900) * 1000;

/**
 * A replica of a feed, by textual substitution: " (replica r)" after the channel title,
 * "-replica-r" after every guid, and a `bench-replica=r` query parameter on the URLs the feed
 * declares for itself (atom:link rel="self", itunes:new-feed-url), which the ingest of a local file
 * uses as the series' identity.
 */
export function replicaXml(xml, r) {
  const firstItem = xml.search(/<item[\s>]/);
  let head = firstItem < 0 ? xml : xml.slice(0, firstItem);
  const body = firstItem < 0 ? '' : xml.slice(firstItem);
  const tagged = (url) => `${url}${url.includes('?') ? '&amp;' : '?'}bench-replica=${r}`;
  const close = head.indexOf('</title>');
  if (close >= 0) head = `${head.slice(0, close)} (replica ${r})${head.slice(close)}`;
  head = head.replace(/<([\w.-]+:)?link\b[^>]*\brel\s*=\s*["']self["'][^>]*>/g, (tag) =>
    tag.replace(/\bhref\s*=\s*(["'])(.*?)\1/, (_m, q, url) => `href=${q}${tagged(url)}${q}`),
  );
  head = head.replace(/(<itunes:new-feed-url>\s*(?:<!\[CDATA\[)?)([^<\]]*?)(\s*(?:\]\]>)?\s*<\/itunes:new-feed-url>)/g, (_m, a, url, b) => `${a}${tagged(url)}${b}`);
  return (head + body).replace(/<\/guid>/g, `-replica-${r}</guid>`);
}

/** Parse-only rate of the built parser over the real feeds (one warm-up pass, then PARSE_PASSES). */
function parseOnly(feeds) {
  const { parseFeed } = requireServer('./dist/podcasts/feed/feed-parser.js');
  const parseAll = () => {
    let episodes = 0;
    const perFeed = new Map();
    for (const f of feeds) {
      let n = 0;
      try {
        n = parseFeed(f.xml, f.url).episodes.length;
      } catch {
        n = 0; // an unreadable feed counts no episodes (the worker records it as failed)
      }
      perFeed.set(f.path, n);
      episodes += n;
    }
    return { episodes, perFeed };
  };
  const { perFeed } = parseAll();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let episodes = 0;
  for (let i = 0; i < PARSE_PASSES; i++) episodes += parseAll().episodes;
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const bytes = feeds.reduce((n, f) => n + Buffer.byteLength(f.xml), 0) * PARSE_PASSES;
  return {
    perFeed,
    figures: {
      episodesPerSecond: round(episodes / seconds, 0),
      mbPerSecond: round(bytes / 1e6 / seconds, 1),
      cpuMsPerEpisode: round((cpu.user + cpu.system) / 1000 / episodes, 3),
      passes: PARSE_PASSES,
      episodes,
      seconds: round(seconds, 2),
    },
  };
}

export async function run() {
  const started = performance.now();
  const env = serverEnv({ db: DB, prefix: PREFIX });
  const dir = mkdtempSync(join(tmpdir(), 'inkcast-bench-ingest-'));
  let worker;
  let queue;
  let events;
  try {
    await cleanRedis(PREFIX);
    const feeds = feedFiles().map((path) => ({ path, url: pathToFileURL(path).toString(), xml: readFileSync(path, 'utf8') }));
    log(`parse-only: ${feeds.length} feeds, ${PARSE_PASSES} passes`);
    const parse = parseOnly(feeds);
    log(`parse-only: ${JSON.stringify(parse.figures)}`);

    const perRound = [...parse.perFeed.values()].reduce((a, b) => a + b, 0);
    const rounds = Math.ceil(MIN_EPISODES / perRound);
    const files = [];
    let bytes = 0;
    for (let r = 1; r <= rounds; r++) {
      for (const f of feeds) {
        const file = join(dir, `${basename(f.path, '.xml')}-replica-${r}.xml`);
        const xml = replicaXml(f.xml, r);
        writeFileSync(file, xml);
        bytes += Buffer.byteLength(xml);
        files.push(file);
      }
    }
    log(`wrote ${files.length} replica feeds (${rounds} rounds × ${feeds.length}, ~${rounds * perRound} episodes, ${(bytes / 1e6).toFixed(0)} MB) to ${dir}`);

    await freshDatabase(DB, env);
    worker = await startWorker(env);
    const { Queue, QueueEvents } = requireServer('bullmq');
    const url = new URL(REDIS_URL);
    const connection = { host: url.hostname, port: Number(url.port || 6379), maxRetriesPerRequest: null };
    const prefix = `${PREFIX}:bull`;
    queue = new Queue('feeds', { connection, prefix });
    events = new QueueEvents('feeds', { connection, prefix });
    await events.waitUntilReady();

    const pending = new Set();
    let episodes = 0;
    let failedFeeds = 0;
    let failedJobs = 0;
    const errors = [];
    let finish;
    const done = new Promise((r) => (finish = r));
    let lastFinished = 0;
    const settle = (jobId) => {
      if (!pending.delete(jobId)) return;
      if (pending.size === 0) {
        lastFinished = performance.now();
        finish();
      }
    };
    const early = new Map();
    events.on('completed', ({ jobId, returnvalue }) => {
      const result = typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue;
      if (!pending.has(jobId)) return void early.set(jobId, { result });
      episodes += result?.episodes ?? 0;
      if (result?.error) {
        failedFeeds++;
        if (errors.length < 5) errors.push(`${result.rssUrl}: ${result.error}`);
      }
      settle(jobId);
    });
    events.on('failed', ({ jobId, failedReason }) => {
      if (!pending.has(jobId)) return void early.set(jobId, { failedReason });
      failedJobs++;
      if (errors.length < 5) errors.push(failedReason);
      settle(jobId);
    });

    const idle = await waitForQuiet('ingest');
    log(`ingest: adding ${files.length} jobs`);
    const meter = await cpuMeter({ named: { worker: worker.pid }, db: DB });
    const t0 = performance.now();
    const jobs = await queue.addBulk(
      files.map((source) => ({
        name: 'ingest-feed',
        data: { source },
        opts: { attempts: 3, backoff: { type: 'exponential', delay: 5000 }, removeOnComplete: { age: 24 * 3600, count: 1000 } },
      })),
    );
    for (const job of jobs) pending.add(job.id);
    // Events of jobs finished before their ids were known.
    for (const [jobId, e] of early) {
      if (!pending.has(jobId)) continue;
      if (e.failedReason) failedJobs++;
      else {
        episodes += e.result?.episodes ?? 0;
        if (e.result?.error) failedFeeds++;
      }
      settle(jobId);
    }
    const progress = setInterval(() => log(`ingest: ${files.length - pending.size}/${files.length} feeds done, ${episodes} episodes`), 10_000);
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`ingest not finished after ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS).unref());
    try {
      await Promise.race([done, timeout]);
    } finally {
      clearInterval(progress);
    }
    const seconds = (lastFinished - t0) / 1000;
    const cpu = await meter.stop();
    const client = await connect(dbUrl(DB));
    let stored;
    try {
      stored = (await client.query(
        'SELECT (SELECT count(*)::int FROM podcast_series) AS series, (SELECT count(*)::int FROM podcast_episode) AS episodes',
      )).rows[0];
    } finally {
      await client.end();
    }
    const rate = round(episodes / seconds, 0);
    if (stored.series < files.length - failedFeeds - failedJobs) log(`WARNING: ${files.length} feeds ingested into ${stored.series} series: replicas were merged`);
    log(`ingest: ${episodes} episodes from ${files.length} feeds in ${seconds.toFixed(1)} s = ${rate} episodes/s; cpu ${JSON.stringify(cpu)}`);
    if (errors.length) log(`ingest: errors: ${errors.join(' | ')}`);
    await worker.stop();
    const profile = await worker.profile();
    worker = null;
    const workerCpuMsPerEpisode = round((1000 * cpu.cpuSeconds.worker) / episodes, 3);
    return {
      bench: 'ingest',
      feeds: files.length,
      episodes,
      storedEpisodes: stored.episodes,
      storedSeries: stored.series,
      failedFeeds,
      failedJobs,
      errors,
      seconds: round(seconds, 1),
      episodesPerSecond: rate,
      target: { episodesPerSecond: 3000, met: rate >= 3000 },
      concurrency: 'worker default (FEEDS_CONCURRENCY unset)',
      replicaMB: round(bytes / 1e6, 0),
      perEpisode: {
        workerCpuMs: workerCpuMsPerEpisode,
        postgresCpuMs: round((1000 * cpu.cpuSeconds.postgresBackends) / episodes, 3),
        parseCpuMs: parse.figures.cpuMsPerEpisode,
      },
      cpu: { ...cpu, otherWorkBeforePct: idle },
      parseOnly: parse.figures,
      ...(profile ? { workerProfile: profile } : {}),
      totalSeconds: round((performance.now() - started) / 1000, 1),
    };
  } finally {
    await events?.close().catch(() => undefined);
    await queue?.close().catch(() => undefined);
    await worker?.stop();
    rmSync(dir, { recursive: true, force: true });
    if (!process.env.BENCH_KEEP) await dropDatabase(DB);
    await cleanRedis(PREFIX);
  }
}

