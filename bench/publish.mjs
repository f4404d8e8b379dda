// `pnpm bench publish`: 1,000 episodes (BENCH_PUBLISH_EPISODES) in 50 published series scheduled for
// the same moment (~20 s ahead), each with its delayed `publish-issue` job as IssuesService.schedule
// queues it, published by one worker. Prints the lag from publishAt until each episode is seen
// PUBLISHED by a reader polling every 20 ms (p50/p95/p99, ms). Target: p99 < 2 s.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { cleanRedis, connect, dbUrl, freshDatabase, log, requireServer, round, serverEnv, startWorker, summary, waitForQuiet } from './lib.mjs';

const DB = 'inkcast_bench_publish';
const PREFIX = 'inkcast-bench-publish';
const EPISODES = Number(process.env.BENCH_PUBLISH_EPISODES ?? 1000);
const SERIES = 50;
const LEAD_SECONDS = 20;

export async function run() {
  const started = performance.now();
  const env = serverEnv({ db: DB, prefix: PREFIX });
  await cleanRedis(PREFIX);
  await freshDatabase(DB, env);
  const client = await connect(dbUrl(DB));
  const { Queue } = requireServer('bullmq');
  const queue = new Queue('publishing', { connection: { host: '127.0.0.1', port: 6379 }, prefix: `${PREFIX}:bull` });
  let worker;
  try {
    const { rows: [user] } = await client.query(`INSERT INTO users (email, name, is_creator) VALUES ('bench-publish@inkcast.test', 'Bench', true) RETURNING id`);
    const series = Array.from({ length: SERIES }, () => randomUUID());
    await client.query(
      `INSERT INTO comic_series (uuid, owner_id, name, description, status, genres, date_published)
       SELECT u, $2, 'Bench series', 'Scheduled publishing', 'PUBLISHED', '{COMICSERIES_FANTASY}', now() FROM unnest($1::uuid[]) u`,
      [series, user.id],
    );
    worker = await startWorker(env);
    await waitForQuiet('publish');
    const { rows: [{ at }] } = await client.query(`SELECT floor(extract(epoch from now()))::bigint + $1 AS at`, [LEAD_SECONDS]);
    const publishAt = Number(at);
    const issues = Array.from({ length: EPISODES }, (_, i) => ({ uuid: randomUUID(), series: series[i % SERIES] }));
    await client.query(
      `INSERT INTO comic_issue (uuid, series_uuid, name, status, publish_at, image_urls)
       SELECT u, s, 'Scheduled', 'SCHEDULED', to_timestamp($3), '{}' FROM unnest($1::uuid[], $2::uuid[]) AS x(u, s)`,
      [issues.map((i) => i.uuid), issues.map((i) => i.series), publishAt],
    );
    const delay = publishAt * 1000 - Date.now();
    await queue.addBulk(issues.map((i) => ({ name: 'publish-issue', data: { uuid: i.uuid, publishAt }, opts: { jobId: `${i.uuid}-${publishAt}`, delay } })));
    log(`${EPISODES} episodes in ${SERIES} series scheduled for ${new Date(publishAt * 1000).toISOString()}; waiting`);
    // Each episode counts as published when a reader could first see it: its commit, observed every 20 ms.
    const seenAt = new Map();
    while (seenAt.size < EPISODES) {
      const { rows } = await client.query(`SELECT uuid FROM comic_issue WHERE status = 'PUBLISHED'`);
      const t = Date.now();
      for (const { uuid } of rows) if (!seenAt.has(uuid)) seenAt.set(uuid, t);
      if (t > publishAt * 1000 + 120_000) throw new Error(`only ${seenAt.size} of ${EPISODES} published 2 minutes after publishAt`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const lagMs = summary([...seenAt.values()].map((t) => t - publishAt * 1000));
    const { rows: [{ bad }] } = await client.query(
      `SELECT count(*)::int AS bad FROM (SELECT series_uuid, count(DISTINCT position) AS p, count(*) AS n FROM comic_issue GROUP BY series_uuid) x WHERE p <> n`,
    );
    if (bad) throw new Error(`${bad} series have duplicate positions`);
    log(`lag (ms): ${JSON.stringify(lagMs)}`);
    return {
      bench: 'publish',
      episodes: EPISODES,
      series: SERIES,
      lagMs,
      targets: { p99Ms: 2000, met: lagMs.p99 < 2000 },
      totalSeconds: round((performance.now() - started) / 1000, 1),
    };
  } finally {
    await worker?.stop();
    await queue.close();
    await client.end();
  }
}
