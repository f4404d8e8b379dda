// Shared helpers of the benchmarks: databases, child processes (api, worker, CLI), Redis clean-up,
// CPU accounting per process and percentiles. Progress goes to stderr; figures are returned.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Redis from 'ioredis';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = join(ROOT, 'server/dist');
export const FEEDS_DIR = process.env.BENCH_FEEDS_DIR ?? resolve(ROOT, '../shared/data/feeds');
/** Modules of the server's own dependency tree (bullmq, reflect-metadata), same versions as the worker. */
export const requireServer = createRequire(join(ROOT, 'server/package.json'));

const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function log(...args) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${args.join(' ')}\n`);
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Connection URL of a database on the bench's Postgres server. */
export function dbUrl(name) {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(name) {
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Drops (if present) and creates an empty database. */
export async function createDatabase(name) {
  await dropDatabase(name);
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
}

export async function databaseExists(name) {
  return withAdmin(async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0);
}

export async function databaseComment(name) {
  return withAdmin(async (c) => (await c.query('SELECT shobj_description(oid, \'pg_database\') AS d FROM pg_database WHERE datname = $1', [name])).rows[0]?.d ?? null);
}

export async function setDatabaseComment(name, comment) {
  await withAdmin((c) => c.query(`COMMENT ON DATABASE "${name}" IS '${comment.replace(/'/g, "''")}'`));
}

export async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Environment of the server processes of one bench. */
export function serverEnv({ db, prefix, port }) {
  // Server processes run as in production (graphql-js drops its development checks).
  const env = { ...process.env, NODE_ENV: 'production', DATABASE_URL: dbUrl(db), REDIS_URL, REDIS_PREFIX: prefix };
  if (port) env.PORT = String(port);
  delete env.FEEDS_CONCURRENCY; // the worker's default concurrency is what is measured
  return env;
}

/** Runs `node server/dist/cli.js ...args` and returns its JSON output. */
export async function cli(args, env) {
  const child = spawn(process.execPath, [join(SERVER_DIST, 'cli.js'), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const code = await new Promise((r) => child.on('close', r));
  if (code !== 0) throw new Error(`cli ${args[0]} exited ${code}: ${err.trim() || out.trim()}`);
  return out.trim() ? JSON.parse(out) : null;
}

const children = new Set();

/**
 * Starts a node script as a child process and waits until `ready` resolves (or the child dies).
 * Its stdout/stderr lines are forwarded to stderr prefixed with the name.
 */
export async function startProcess(name, script, env, ready, { args = [], nodeArgs = [] } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  const forward = (d) => {
    output += d;
    for (const line of String(d).split('\n').filter(Boolean)) process.stderr.write(`  [${name}] ${line}\n`);
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  let stopping = false;
  const exited = new Promise((r) => child.on('exit', (code, signal) => r({ code, signal })));
  child.exited = exited;
  exited.then(({ code, signal }) => {
    if (!stopping) log(`${name} (pid ${child.pid}) exited unexpectedly: ${signal ?? `code ${code}`}`);
  });
  exited.then(() => children.delete(child));
  const died = exited.then(({ code, signal }) => {
    throw new Error(`${name} exited (${code ?? signal}) before it was ready: ${output.slice(-2000)}`);
  });
  await Promise.race([ready(() => output), died]);
  died.catch(() => undefined);
  return {
    child,
    pid: child.pid,
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Ready check: an HTTP GET answering 2xx. */
export const httpReady = (url, timeoutMs = 60_000) => async () => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`${url} not ready after ${timeoutMs} ms`);
    await sleep(200);
  }
};

/** Ready check: a line of output matching `re`. */
export const outputReady = (re, timeoutMs = 60_000) => async (output) => {
  const until = Date.now() + timeoutMs;
  while (!re.test(output())) {
    if (Date.now() > until) throw new Error(`no ${re} after ${timeoutMs} ms`);
    await sleep(100);
  }
};

/**
 * Starts a server process; with BENCH_PROFILE=1 under `node --cpu-prof`, and `profile()` after
 * `stop()` summarises where its CPU went (bench/profile.mjs).
 */
async function startServer(name, script, env, ready) {
  const profileDir = process.env.BENCH_PROFILE ? mkdtempSync(join(tmpdir(), `inkcast-bench-${name}-prof-`)) : null;
  const proc = await startProcess(name, script, env, ready, { nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] });
  proc.profile = async () => {
    if (!profileDir) return undefined;
    const { summarizeProfile } = await import('./profile.mjs');
    const summary = summarizeProfile(profileDir);
    log(`${name} CPU profile: ${JSON.stringify(summary)}`);
    return summary;
  };
  return proc;
}

export const startApi = (env) => startServer('api', join(SERVER_DIST, 'main.js'), env, httpReady(`http://127.0.0.1:${env.PORT}/health`));
export const startWorker = (env) => startServer('worker', join(SERVER_DIST, 'worker.js'), env, outputReady(/worker running/));

/** Kills every child still running (on error or interrupt). */
export function killChildren() {
  for (const child of children) child.kill('SIGKILL');
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    killChildren();
    process.exit(130);
  });
}
process.on('exit', killChildren);

/** Deletes every Redis key under `${prefix}:`. */
export async function cleanRedis(prefix) {
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    let n = 0;
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) n += await redis.unlink(...keys);
    } while (cursor !== '0');
    return n;
  } finally {
    redis.disconnect();
  }
}

/** The real feed files (XML) of the shared data set. */
export function feedFiles() {
  return readdirSync(FEEDS_DIR)
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .map((f) => join(FEEDS_DIR, f));
}

/** Sets up a fresh database (migrated) for a bench. */
export async function freshDatabase(db, env) {
  await createDatabase(db);
  const migrated = await cli(['db:migrate'], env);
  log(`database ${db} created and migrated (${(migrated?.applied ?? []).join(', ')})`);
}

/** Creates a Pro developer whose quota never runs out; returns the auth headers. */
export async function proDeveloper(env, db) {
  const dev = await cli(['developer:create', '--email', 'bench@inkcast.test', '--plan', 'pro'], env);
  const c = await connect(dbUrl(db));
  try {
    await c.query('UPDATE users SET allowed_api_calls_limit = 2000000000 WHERE id = $1', [dev.userId]);
  } finally {
    await c.end();
  }
  return { 'x-user-id': String(dev.userId), 'x-api-key': dev.apiKey };
}

/** Ingests the real feeds once through the worker (started and stopped here) with the CLI. */
export async function ingestRealFeeds(env) {
  const worker = await startWorker(env);
  try {
    const t0 = performance.now();
    const results = await cli(['feeds:ingest', ...feedFiles()], env);
    const failed = results.filter((r) => r.error);
    const episodes = results.reduce((n, r) => n + r.episodes, 0);
    log(`ingested ${results.length} real feeds, ${episodes} episodes in ${((performance.now() - t0) / 1000).toFixed(1)} s` +
      (failed.length ? `; ${failed.length} failed: ${failed.map((f) => `${f.rssUrl}: ${f.error}`).join('; ')}` : ''));
    return { feeds: results.length, episodes, failed: failed.length };
  } finally {
    await worker.stop();
  }
}

/**
 * Columns of a table that can be inserted (not generated), in order. Used to copy rows while
 * overriding some columns, so the bench follows schema changes without edits.
 */
export async function insertableColumns(client, table) {
  const { rows } = await client.query(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' AND (generation_expression IS NULL)
     ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/** `INSERT INTO table (cols) SELECT <override or alias.col> ...` pieces for a copy with overrides. */
export async function copyColumns(client, table, alias, overrides) {
  const cols = await insertableColumns(client, table);
  return {
    columns: cols.map((c) => `"${c}"`).join(', '),
    select: cols.map((c) => (c in overrides ? `${overrides[c]}` : `${alias}."${c}"`)).join(', '),
  };
}

/**
 * Replicates every ingested series (feed row, series row, episodes) until there are at least
 * `minSeries` series; each replica gets a new uuid, rss_key and a varied, unique name, and (withEpisodes)
 * a copy of its original's episodes.
 */
export async function replicateSeries(client, minSeries, { withEpisodes }) {
  const { rows: [{ n }] } = await client.query('SELECT count(*)::int AS n FROM podcast_series');
  const copies = Math.ceil((minSeries * 1.05) / n) - 1;
  await client.query('BEGIN');
  await client.query(`CREATE TEMP TABLE replica ON COMMIT DROP AS
    SELECT s.uuid AS orig, r, gen_random_uuid() AS uuid,
      (ARRAY['The ', '', 'Daily ', 'Weekly ', 'More ', 'Inside '])[1 + r % 6] || s.name ||
        (ARRAY[' Show', ' Radio', ' Podcast', ' Talks', ' Hour', ' Live', ''])[1 + r % 7] || ' ' || r AS name
    FROM podcast_series s, generate_series(1, ${copies}) r`);
  const feed = await copyColumns(client, 'podcast_feed', 'f', { uuid: 'x.uuid', rss_key: "f.rss_key || '#replica-' || x.r", rss_url: "f.rss_url || '#replica-' || x.r", itunes_id: 'NULL' });
  await client.query(`INSERT INTO podcast_feed (${feed.columns}) SELECT ${feed.select} FROM podcast_feed f JOIN replica x ON x.orig = f.uuid`);
  const series = await copyColumns(client, 'podcast_series', 's', { uuid: 'x.uuid', name: 'x.name', rss_url: "s.rss_url || '#replica-' || x.r", itunes_id: 'NULL' });
  await client.query(`INSERT INTO podcast_series (${series.columns}) SELECT ${series.select} FROM podcast_series s JOIN replica x ON x.orig = s.uuid`);
  let inserted = { rowCount: 0 };
  if (withEpisodes) {
    const episode = await copyColumns(client, 'podcast_episode', 'e', { uuid: 'gen_random_uuid()', series_uuid: 'x.uuid' });
    inserted = await client.query(`INSERT INTO podcast_episode (${episode.columns}) SELECT ${episode.select} FROM podcast_episode e JOIN replica x ON x.orig = e.series_uuid`);
  }
  await client.query('COMMIT');
  await client.query('VACUUM ANALYZE');
  const { rows: [counts] } = await client.query(
    'SELECT (SELECT count(*)::int FROM podcast_series) AS series, (SELECT count(*)::int FROM podcast_episode) AS episodes',
  );
  log(`replicated ${n} series ${copies}× (+${inserted.rowCount} episodes): ${counts.series} series, ${counts.episodes} episodes`);
  return counts;
}

// ---------- CPU accounting ----------

const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) used so far by a process, or null when gone. */
export function processCpu(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
  } catch {
    return null;
  }
}

function processName(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

function allPids() {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
}

/** Busy and total jiffies of the whole machine. */
function machineCpu() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const v = line.split(/\s+/).slice(1).map(Number);
  const idle = v[3] + (v[4] ?? 0);
  const total = v.reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / CLK_TCK, total: total / CLK_TCK };
}

/**
 * Measures CPU seconds over an interval, split by process: the named children, the Postgres
 * backends of `db` (by pid from pg_stat_activity), other Postgres processes, redis-server, this
 * bench process, and the rest of the machine (other users' work shows up there).
 */
export async function cpuMeter({ named = {}, db }) {
  const pgPids = async () => {
    if (!db) return [];
    const c = await connect(dbUrl('postgres'));
    try {
      const { rows } = await c.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [db]);
      return rows.map((r) => r.pid);
    } finally {
      await c.end();
    }
  };
  const snapshot = () => {
    const byPid = new Map();
    for (const pid of allPids()) {
      const name = processName(pid);
      const cpu = processCpu(pid);
      if (name && cpu != null) byPid.set(pid, { name, cpu });
    }
    return { byPid, self: process.cpuUsage(), machine: machineCpu(), t: performance.now() };
  };
  const before = snapshot();
  return {
    async stop() {
      const dbPids = new Set(await pgPids());
      const after = snapshot();
      const delta = (pid) => (after.byPid.get(pid)?.cpu ?? before.byPid.get(pid)?.cpu ?? 0) - (before.byPid.get(pid)?.cpu ?? 0);
      const out = {};
      for (const [label, pid] of Object.entries(named)) out[label] = delta(pid);
      let pgDb = 0;
      let pgOther = 0;
      let redis = 0;
      const others = new Map();
      const namedPids = new Set(Object.values(named));
      for (const pid of new Set([...before.byPid.keys(), ...after.byPid.keys()])) {
        if (namedPids.has(pid) || pid === process.pid) continue;
        const info = after.byPid.get(pid) ?? before.byPid.get(pid);
        // A process that started during the interval counts from zero; one that ended, up to its last reading.
        const d = Math.max(0, (after.byPid.get(pid)?.cpu ?? before.byPid.get(pid)?.cpu ?? 0) - (before.byPid.get(pid)?.cpu ?? 0));
        if (info.name === 'postgres') {
          if (dbPids.has(pid)) pgDb += d;
          else pgOther += d;
        } else if (info.name.startsWith('redis-server')) redis += d;
        else if (d > 0) others.set(`${info.name}[${pid}]`, d);
      }
      out.postgresBackends = pgDb;
      out.postgresOther = pgOther;
      out.redis = redis;
      out.bench = (process.cpuUsage(before.self).user + process.cpuUsage(before.self).system) / 1e6;
      const wall = (performance.now() - before.t) / 1000;
      const machineBusy = after.machine.busy - before.machine.busy;
      const accounted = Object.values(out).reduce((a, b) => a + b, 0);
      out.rest = Math.max(0, machineBusy - accounted);
      const cores = Math.round((after.machine.total - before.machine.total) / wall) || 1;
      const result = { wallSeconds: round(wall, 2), cores, machineBusyPct: round((100 * machineBusy) / (wall * cores), 1), cpuSeconds: {} };
      for (const [k, v] of Object.entries(out)) result.cpuSeconds[k] = round(v, 2);
      // The busiest other processes seen (someone else's work sharing the machine shows up here).
      result.otherProcesses = Object.fromEntries([...others].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => [k, round(v, 2)]));
      return result;
    },
  };
}

/**
 * Waits (up to BENCH_QUIET_WAIT seconds, default 90) until the machine is nearly idle (< 15 % busy
 * over 2 s), so a measured run does not share the cores with someone else's work. Returns the busy
 * percentage last seen.
 */
export async function waitForQuiet(label) {
  const until = Date.now() + Number(process.env.BENCH_QUIET_WAIT ?? 90) * 1000;
  let warned = false;
  for (;;) {
    const a = machineCpu();
    await sleep(2000);
    const b = machineCpu();
    const pct = (100 * (b.busy - a.busy)) / (b.total - a.total);
    if (pct < 15) return round(pct, 1);
    if (Date.now() > until) {
      log(`${label}: machine still ${pct.toFixed(0)} % busy with other work; measuring anyway`);
      return round(pct, 1);
    }
    if (!warned) log(`${label}: machine ${pct.toFixed(0)} % busy with other work; waiting for it to calm down`);
    warned = true;
  }
}

/** Counters of a database from pg_stat_database (transactions, rows); flushed with ~1 s delay. */
export async function dbStats(db) {
  await sleep(1200);
  const c = await connect(dbUrl('postgres'));
  try {
    const { rows } = await c.query(
      `SELECT xact_commit + xact_rollback AS xacts, tup_returned, tup_fetched, blks_hit, blks_read
       FROM pg_stat_database WHERE datname = $1`,
      [db],
    );
    return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
  } finally {
    await c.end();
  }
}

// ---------- figures ----------

export function round(x, digits = 2) {
  if (x == null || Number.isNaN(x)) return null;
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** Nearest-rank percentile of unsorted values. */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function summary(values) {
  return {
    n: values.length,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    p99: round(percentile(values, 99)),
    max: round(values.length ? Math.max(...values) : null),
  };
}

/** Deterministic pseudo-random generator (mulberry32), so runs draw the same sequences. */
export function rng(seed = 1) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
