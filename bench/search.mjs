// `pnpm bench search [--fresh] [--drop]`: latency of the `search` GraphQL query through the api
// over a generated catalogue of ≥ 1,000,000 episodes in ≥ 1,000 series, for common terms (in
// > 10 % of episodes) and rare ones (in a handful), sequentially, with filterForTypes
// [PODCASTEPISODE] and [PODCASTSERIES]. The generated database is kept between runs and reused
// while its schema fingerprint matches; --fresh regenerates it, --drop removes it afterwards.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cleanRedis, cli, connect, copyColumns, cpuMeter, createDatabase, databaseComment, databaseExists, dbUrl, dropDatabase,
  ingestRealFeeds, log, proDeveloper, replicateSeries, requireServer, round, serverEnv, setDatabaseComment, startApi,
  summary, waitForQuiet,
} from './lib.mjs';

const DB = 'inkcast_bench_search';
const PREFIX = 'inkcast-bench-search';
const PORT = Number(process.env.BENCH_API_PORT ?? 3903);
const EPISODES = Number(process.env.BENCH_SEARCH_EPISODES ?? 1_000_000);
const MIN_SERIES = 1000;
const REPS = Number(process.env.BENCH_SEARCH_REPS ?? 5);
const WARMUP = Number(process.env.BENCH_SEARCH_WARMUP ?? 500);
/** Bump when the generated data changes, so cached databases are rebuilt. */
const GENERATOR_VERSION = 1;
/** Rare tokens: each value 0..RARE_MOD-1 is given to EPISODES / RARE_MOD episodes (5 at 1M). */
const RARE_MOD = 200_000;

export const COMMON_TERMS = ['episode', 'show', 'podcast', 'talk', 'discuss', 'game', 'new', 'giant'];
/** A numeric token of the name (`#<100000 + g % RARE_MOD>`) and a made-up word of the description. */
export const RARE_TERMS = ['123457', '150001', '177777', '250505', pseudoWord(4242), pseudoWord(31337), pseudoWord(99999), pseudoWord(160000)];

/** The made-up word of value v, as the SQL generator builds it: 'zu' + digits mapped to consonants. */
function pseudoWord(v) {
  return `zu${String(v).padStart(6, '0').replace(/\d/g, (d) => 'bcdfghjkmn'[d])}`;
}

const SEARCH_QUERY = `query Search($term: String, $types: [SearchContentType]) {
  search(term: $term, filterForTypes: $types) {
    searchId
    responseDetails { type totalCount pagesCount }
    podcastSeries { uuid name }
    podcastEpisodes { uuid name datePublished }
  }
}`;

/**
 * What the cached database must match: the generator and the podcast tables (columns, generated
 * expressions, defaults, indexes) as the current migrations leave them. Changes to other tables
 * (accounts, …) do not invalidate the generated catalogue.
 */
async function fingerprint(client) {
  const columns = (await client.query(`
    SELECT table_name, column_name, data_type, column_default, generation_expression FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name LIKE 'podcast%' ORDER BY table_name, ordinal_position`)).rows;
  const indexes = (await client.query(`
    SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename LIKE 'podcast%' ORDER BY indexname`)).rows;
  const hash = createHash('sha256').update(JSON.stringify([columns, indexes])).digest('hex').slice(0, 16);
  return `inkcast bench search v${GENERATOR_VERSION} episodes=${EPISODES} schema=${hash}`;
}

/** Reuses the cached database when its fingerprint matches; otherwise builds it from scratch. */
async function prepareDatabase(env, fresh) {
  if (!fresh && (await databaseExists(DB))) {
    const comment = await databaseComment(DB);
    const migrated = await cli(['db:migrate'], env);
    if (migrated.applied.length) log(`cached database ${DB}: applied new migrations ${migrated.applied.join(', ')}`);
    const client = await connect(dbUrl(DB));
    try {
      const current = await fingerprint(client);
      if (comment === current) {
        const { rows: [c] } = await client.query(
          `SELECT (SELECT count(*)::int FROM podcast_series) AS series, (SELECT count(*)::int FROM podcast_episode) AS episodes`,
        );
        log(`reusing cached database ${DB} (${current}; ${c.series} series, ${c.episodes} episodes)`);
        return { cached: true, generateSeconds: 0, series: c.series, episodes: Number(c.episodes) };
      }
      log(`cached database ${DB} is stale (${comment} ≠ ${current}); rebuilding`);
    } finally {
      await client.end();
    }
  }
  const t0 = performance.now();
  await createDatabase(DB);
  await cli(['db:migrate'], env);
  await ingestRealFeeds(env);
  const counts = await generate();
  const client = await connect(dbUrl(DB));
  try {
    await setDatabaseComment(DB, await fingerprint(client));
  } finally {
    await client.end();
  }
  const generateSeconds = round((performance.now() - t0) / 1000, 1);
  log(`database ${DB} built in ${generateSeconds} s`);
  return { cached: false, generateSeconds, ...counts };
}

/**
 * Generates EPISODES episodes from the ingested real ones: names with their words rotated and a
 * numeric token, descriptions as a window of 20–119 words of a real description plus a made-up
 * word, dates spread over 2005–2024, spread over ≥ MIN_SERIES series (real ones replicated).
 * Secondary indexes are dropped during the load and rebuilt after (as defined by the migrations).
 */
async function generate() {
  const client = await connect(dbUrl(DB));
  const other = await connect(dbUrl(DB));
  try {
    await replicateSeries(client, MIN_SERIES, { withEpisodes: false });
    await client.query(`CREATE UNLOGGED TABLE bench_series AS SELECT row_number() OVER (ORDER BY uuid) AS id, uuid FROM podcast_series`);
    await client.query(`CREATE UNLOGGED TABLE bench_src AS
      SELECT row_number() OVER (ORDER BY e.uuid) AS id, e.*,
        regexp_split_to_array(trim(e.name), '\\s+') AS nw,
        (regexp_split_to_array(trim(regexp_replace(regexp_replace(e.description, '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g')), ' '))[1:400] AS dw
      FROM podcast_episode e WHERE coalesce(trim(e.name), '') <> '' AND coalesce(trim(e.description), '') <> ''`);
    const { rows: [{ nsrc }] } = await client.query('SELECT count(*)::int AS nsrc FROM bench_src');
    const { rows: [{ nseries }] } = await client.query('SELECT count(*)::int AS nseries FROM bench_series');
    const { rows: indexes } = await client.query(`
      SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def, am.amname AS method
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
      WHERE i.indrelid = 'podcast_episode'::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`);
    for (const ix of indexes) await client.query(`DROP INDEX ${ix.name}`);

    const cols = await copyColumns(client, 'podcast_episode', 's', {
      uuid: 'gen_random_uuid()',
      series_uuid: 'x.uuid',
      guid: `'bench-' || g`,
      name: `array_to_string(s.nw[(g % cardinality(s.nw)) + 1:] || s.nw[1:(g % cardinality(s.nw))], ' ') || ' #' || (100000 + g % ${RARE_MOD})`,
      description: `array_to_string(s.dw[1 + (g * 31) % greatest(cardinality(s.dw) - 20, 1) : (g * 31) % greatest(cardinality(s.dw) - 20, 1) + 20 + g % 100], ' ')
        || ' zu' || translate(lpad(((g * 7) % ${RARE_MOD})::text, 6, '0'), '0123456789', 'bcdfghjkmn')`,
      date_published: `1104537600 + (g::bigint * 2654435761) % 631152000`,
      hash: 'md5(g::text)',
      is_removed: 'false',
    });
    const insert = (lo, hi) => `
      INSERT INTO podcast_episode (${cols.columns})
      SELECT ${cols.select}
      FROM generate_series(${lo}::bigint, ${hi}::bigint) g
      JOIN bench_src s ON s.id = 1 + (g * 7919) % ${nsrc}
      JOIN bench_series x ON x.id = 1 + (g * 104729) % ${nseries}`;
    for (const c of [client, other]) await c.query(`SET synchronous_commit = off; SET maintenance_work_mem = '1GB'`);
    let t = performance.now();
    const chunk = 100_000;
    const parts = [];
    for (let lo = 1; lo <= EPISODES; lo += chunk) parts.push([lo, Math.min(EPISODES, lo + chunk - 1)]);
    const worker = async (c) => {
      for (let p = parts.shift(); p; p = parts.shift()) await c.query(insert(p[0], p[1]));
    };
    await Promise.all([worker(client), worker(other)]);
    log(`inserted ${EPISODES} episodes (${nsrc} sources, ${nseries} series) in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    t = performance.now();
    const gin = indexes.filter((i) => i.method === 'gin');
    const rest = indexes.filter((i) => i.method !== 'gin');
    await Promise.all([
      (async () => { for (const ix of gin) await client.query(ix.def); })(),
      (async () => { for (const ix of rest) await other.query(ix.def); })(),
    ]);
    log(`rebuilt ${indexes.length} indexes (${indexes.map((i) => i.name).join(', ')}) in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    t = performance.now();
    await client.query(`UPDATE podcast_series s SET total_episodes = c.n, latest_episode_date = c.latest
      FROM (SELECT series_uuid, count(*)::int AS n, max(date_published) AS latest FROM podcast_episode WHERE NOT is_removed GROUP BY 1) c
      WHERE c.series_uuid = s.uuid`);
    await client.query('DROP TABLE bench_src, bench_series');
    await client.query('VACUUM (ANALYZE) podcast_feed, podcast_series, podcast_episode');
    const { rows: [counts] } = await client.query(
      'SELECT (SELECT count(*)::int FROM podcast_series) AS series, (SELECT count(*)::int FROM podcast_episode) AS episodes',
    );
    log(`series totals updated, VACUUM ANALYZE in ${((performance.now() - t) / 1000).toFixed(1)} s: ${counts.series} series, ${counts.episodes} episodes`);
    return counts;
  } finally {
    await client.end();
    await other.end();
  }
}

/** Share of episodes (not removed) matching each term, as the index sees it. */
async function termFrequencies(client, terms) {
  const { rows: [{ n }] } = await client.query('SELECT count(*)::int AS n FROM podcast_episode WHERE NOT is_removed');
  const out = {};
  for (const term of terms) {
    const { rows: [{ m }] } = await client.query(
      `SELECT count(*)::int AS m FROM podcast_episode WHERE NOT is_removed AND search @@ plainto_tsquery('english', $1)`,
      [term],
    );
    out[term] = { episodes: m, share: round(m / n, 4) };
  }
  return out;
}

/**
 * The SQL the api's PostgresSearchIndex runs for a query (captured from the built class with a
 * recording DataSource), for EXPLAIN ANALYZE and DB-only timings.
 */
async function searchSql(type, term) {
  requireServer('reflect-metadata');
  const { PostgresSearchIndex } = requireServer('./dist/search/postgres-search.index.js');
  const captured = [];
  const index = new PostgresSearchIndex({ query: async (sql, params) => (captured.push({ sql, params }), []) });
  await index.search({ type, term, matchBy: 'MOST_TERMS', sortBy: 'EXACTNESS', page: 1, limitPerPage: 10, filters: { safeMode: false } });
  return captured;
}

/** DB-only time of each captured statement (median of 3), and the plan of the slowest. */
async function dbTimings(client, type, term) {
  const statements = await searchSql(type, term);
  const out = [];
  for (const { sql, params } of statements) {
    const times = [];
    let plan;
    for (let i = 0; i < 3; i++) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
      plan = rows[0]['QUERY PLAN'][0];
      times.push(plan['Execution Time'] + plan['Planning Time']);
    }
    const text = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
    out.push({ kind: /count\(\*\)/.test(sql) && !/WITH c AS/.test(sql) ? 'count' : 'page', ms: round(times.sort((a, b) => a - b)[1], 2), sql, params, plan: text });
  }
  return out;
}

export async function run(args = []) {
  const started = performance.now();
  const fresh = args.includes('--fresh') || !!process.env.BENCH_FRESH;
  const drop = args.includes('--drop');
  const env = serverEnv({ db: DB, prefix: PREFIX, port: PORT });
  await cleanRedis(PREFIX);
  let api;
  try {
    const data = await prepareDatabase(env, fresh);
    const headers = await proDeveloper(env, DB);
    const client = await connect(dbUrl(DB));
    let frequencies;
    let pgInfo;
    try {
      frequencies = await termFrequencies(client, [...COMMON_TERMS, ...RARE_TERMS]);
      pgInfo = (await client.query(`SELECT current_setting('shared_buffers') AS "sharedBuffers", current_setting('work_mem') AS "workMem",
        pg_size_pretty(pg_table_size('podcast_episode')) AS "episodeTable",
        pg_size_pretty(pg_relation_size('podcast_episode_search')) AS "episodeSearchIndex"`)).rows[0];
    } finally {
      await client.end();
    }
    for (const t of COMMON_TERMS) if (frequencies[t].share <= 0.1) log(`WARNING: common term "${t}" is in only ${(100 * frequencies[t].share).toFixed(1)} % of episodes`);
    log(`term frequencies: ${JSON.stringify(frequencies)}`);

    api = await startApi(env);
    let retries = 0;
    const post = (term, type) =>
      fetch(`http://127.0.0.1:${PORT}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: SEARCH_QUERY, variables: { term, types: [type] } }),
      });
    const ask = async (term, type) => {
      const t0 = performance.now();
      // A keep-alive socket the server closed while idle fails once; the retry is counted and timed.
      const res = await post(term, type).catch((err) => {
        if (!(err instanceof TypeError)) throw err;
        retries++;
        return post(term, type);
      });
      const json = await res.json();
      const ms = performance.now() - t0;
      if (res.status !== 200 || json.errors) throw new Error(`search ${term} ${type}: ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
      return { ms, totalCount: json.data.search.responseDetails[0]?.totalCount ?? 0 };
    };
    const queries = [];
    for (const type of ['PODCASTEPISODE', 'PODCASTSERIES']) {
      for (const term of COMMON_TERMS) queries.push({ term, type, cls: 'common' });
      for (const term of RARE_TERMS) queries.push({ term, type, cls: 'rare' });
    }
    const idle = await waitForQuiet('search');
    // Warm-up: every query once (their hit counts), then the cheap rare ones until WARMUP requests,
    // so the api's code is optimised by V8 before measuring (a long-running server is warm).
    log(`warm-up: ${queries.length} queries once, then rare ones up to ${WARMUP} requests`);
    for (const q of queries) q.totalCount = (await ask(q.term, q.type)).totalCount;
    const rare = queries.filter((q) => q.cls === 'rare');
    for (let i = queries.length; i < WARMUP; i++) await ask(rare[i % rare.length].term, rare[i % rare.length].type);
    log(`measuring: ${queries.length} queries × ${REPS}, sequentially`);
    const meter = await cpuMeter({ named: { api: api.pid }, db: DB });
    const samples = [];
    for (let r = 0; r < REPS; r++) {
      for (const q of queries) samples.push({ ...q, ms: (await ask(q.term, q.type)).ms });
    }
    const cpu = await meter.stop();
    await api.stop();
    const profile = await api.profile();
    api = null;

    const ms = (filter) => samples.filter(filter).map((s) => s.ms);
    const byTerm = {};
    for (const q of queries) {
      const key = `${q.type === 'PODCASTEPISODE' ? 'episode' : 'series'}:${q.term}`;
      const s = summary(ms((x) => x.term === q.term && x.type === q.type));
      byTerm[key] = { cls: q.cls, totalCount: q.totalCount, p50: s.p50, max: s.max };
    }

    // DB-only timings of the statements the index runs, for every query; plans of the slowest to a file.
    const db = await connect(dbUrl(DB));
    const dbMs = {};
    const plans = [];
    try {
      for (const q of queries) {
        const key = `${q.type === 'PODCASTEPISODE' ? 'episode' : 'series'}:${q.term}`;
        const timings = await dbTimings(db, q.type, q.term);
        dbMs[key] = Object.fromEntries(timings.map((t) => [t.kind, t.ms]));
        byTerm[key].dbPageMs = dbMs[key].page;
        byTerm[key].dbCountMs = dbMs[key].count;
        plans.push({ key, p50: byTerm[key].p50, timings });
      }
    } finally {
      await db.end();
    }
    plans.sort((a, b) => b.p50 - a.p50);
    const planFile = join(tmpdir(), 'inkcast-bench-search-plans.txt');
    writeFileSync(planFile, plans.slice(0, 6).map((p) => `=== ${p.key} (api p50 ${p.p50} ms)\n` + p.timings.map((t) => `--- ${t.kind} statement, ${t.ms} ms\n${t.sql.trim()}\n-- params: ${JSON.stringify(t.params)}\n${t.plan}`).join('\n')).join('\n\n'));
    log(`plans of the slowest queries written to ${planFile}`);
    for (const [k, v] of Object.entries(byTerm)) log(`  ${k.padEnd(24)} ${v.cls.padEnd(6)} hits ${String(v.totalCount).padStart(7)}  api p50 ${String(v.p50).padStart(7)} ms  db page ${v.dbPageMs} ms, count ${v.dbCountMs} ms`);

    // What the api adds on top of the database: api p50 minus the slower of the two statements (run in parallel).
    const overhead = Object.values(byTerm).map((v) => v.p50 - Math.max(v.dbPageMs ?? 0, v.dbCountMs ?? 0));
    const all = summary(ms(() => true));
    return {
      bench: 'search',
      episodes: data.episodes,
      series: data.series,
      cachedDatabase: data.cached,
      generateSeconds: data.generateSeconds,
      queries: samples.length,
      repetitions: REPS,
      all,
      common: summary(ms((s) => s.cls === 'common')),
      rare: summary(ms((s) => s.cls === 'rare')),
      episodeType: { common: summary(ms((s) => s.cls === 'common' && s.type === 'PODCASTEPISODE')), rare: summary(ms((s) => s.cls === 'rare' && s.type === 'PODCASTEPISODE')) },
      seriesType: { common: summary(ms((s) => s.cls === 'common' && s.type === 'PODCASTSERIES')), rare: summary(ms((s) => s.cls === 'rare' && s.type === 'PODCASTSERIES')) },
      target: { p95Ms: 50, met: all.p95 <= 50 },
      dbOnly: {
        episodeCommonPageP50: summary(queries.filter((q) => q.cls === 'common' && q.type === 'PODCASTEPISODE').map((q) => byTerm[`episode:${q.term}`].dbPageMs)).p50,
        episodeCommonCountP50: summary(queries.filter((q) => q.cls === 'common' && q.type === 'PODCASTEPISODE').map((q) => byTerm[`episode:${q.term}`].dbCountMs)).p50,
        apiOverheadP50Ms: summary(overhead).p50,
      },
      termShare: Object.fromEntries(Object.entries(frequencies).map(([k, v]) => [k, v.share])),
      byTerm,
      cpu: { ...cpu, otherWorkBeforePct: idle },
      retries,
      ...(profile ? { apiProfile: profile } : {}),
      postgres: pgInfo,
      planFile,
      totalSeconds: round((performance.now() - started) / 1000, 1),
    };
  } finally {
    await api?.stop();
    await cleanRedis(PREFIX);
    if (drop) await dropDatabase(DB);
  }
}
