// `pnpm bench webhooks`: bursts of content events delivered through the outbox relay and the
// webhooks worker (signed Standard Webhooks POSTs) to a local receiver, each followed by a bare loop
// that POSTs the same bodies with undici (ROUNDS rounds). Prints deliveries/s of both and the ratio,
// and the event-to-delivery p50/p99 (ms) of Inkcast's path measured at a steady 250 events/s.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  cleanRedis, connect, dbUrl, dropDatabase, freshDatabase, ingestRealFeeds, log, processCpu, requireServer, round, serverEnv, startWorker, summary,
} from './lib.mjs';

const DB = 'inkcast_bench_webhooks';
const PREFIX = 'inkcast-bench-webhooks';
const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 5000);
const BASELINE_CONCURRENCY = 32;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** A receiver that answers 200 and records when each webhook-id first arrived (ms, performance clock). */
function receiver() {
  const arrived = new Map();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = req.headers['webhook-id'];
      if (id && !arrived.has(id)) arrived.set(id, performance.now());
      res.end('ok');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, arrived, url: `http://127.0.0.1:${server.address().port}/hook` })));
}

async function waitFor(check, label, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${label} did not finish within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function run() {
  const started = performance.now();
  const recv = await receiver();
  const env = { ...serverEnv({ db: DB, prefix: PREFIX }), WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' };
  let worker;
  const client = await (async () => {
    await cleanRedis(PREFIX);
    await freshDatabase(DB, env);
    await ingestRealFeeds(env);
    return connect(dbUrl(DB));
  })();
  try {
    const { rows: [user] } = await client.query(
      `INSERT INTO users (email, is_developer, developer_plan, developer_subscription_status) VALUES ('bench-hooks@inkcast.test', true, 'BUSINESS', 'active') RETURNING id`,
    );
    const secret = `whsec_${Buffer.from('inkcast-bench-webhooks-secret!!').toString('base64')}`;
    await client.query(`INSERT INTO webhook (user_id, endpoint_url, secret, events) VALUES ($1, $2, $3, $4)`, [user.id, recv.url, secret, ['podcastepisode.updated']]);
    const { rows: episodes } = await client.query(`SELECT uuid, series_uuid FROM podcast_episode ORDER BY uuid LIMIT $1`, [EVENTS]);
    const events = Array.from({ length: EVENTS }, (_, i) => episodes[i % episodes.length]);

    worker = await startWorker(env);
    const { request, Agent } = requireServer('undici');
    const agent = new Agent({ connections: BASELINE_CONCURRENCY });
    // Rounds alternate Inkcast's burst and the baseline's, so a drift in the machine's speed during
    // the run touches both alike; each figure is over all its rounds.
    const totals = { inkcastSeconds: 0, baselineSeconds: 0, workerCpuMs: 0, firstDeliveryMs: [] };
    for (let r = 0; r < ROUNDS; r++) {
      log(`round ${r + 1}/${ROUNDS}: inkcast: ${EVENTS} podcastepisode.updated events into the outbox, delivered by the worker`);
      recv.arrived.clear();
      const cpu0 = 1000 * processCpu(worker.pid);
      const t0 = performance.now();
      await client.query(
        `INSERT INTO outbox_event (event_id, taddy_type, action, uuid, parent_uuid, occurred_at)
         SELECT 'msg_bench_${r}_' || n, 'podcastepisode', 'updated', u, p, extract(epoch from now())::bigint
         FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS x(u, p, n)`,
        [events.map((e) => e.uuid), events.map((e) => e.series_uuid)],
      );
      await waitFor(() => recv.arrived.size >= EVENTS, 'delivery');
      totals.inkcastSeconds += (performance.now() - t0) / 1000;
      totals.firstDeliveryMs.push(round(Math.min(...recv.arrived.values()) - t0));
      totals.workerCpuMs += 1000 * processCpu(worker.pid) - cpu0;

      const { rows: bodies } = await client.query(`SELECT event_id, body FROM webhook_delivery WHERE event_id LIKE $1 ORDER BY id`, [`msg_bench_${r}_%`]);
      log(`round ${r + 1}/${ROUNDS}: baseline: the same ${bodies.length} bodies POSTed by a bare undici loop, ${BASELINE_CONCURRENCY} at a time`);
      const b0 = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: BASELINE_CONCURRENCY }, async () => {
          while (next < bodies.length) {
            const { event_id: id, body } = bodies[next++];
            const res = await request(recv.url, { method: 'POST', body, dispatcher: agent, headers: { 'content-type': 'application/json', 'webhook-id': id } });
            await res.body.text();
          }
        }),
      );
      totals.baselineSeconds += (performance.now() - b0) / 1000;
    }
    await agent.close();

    // Event-to-delivery latency at a steady 250 events/s (a burst measures its own queue instead).
    log('inkcast: latency at a steady 250 events/s for 4 s');
    const insertedAt = new Map();
    for (let batch = 0; batch < 40; batch++) {
      const ids = Array.from({ length: 25 }, (_, i) => `msg_steady_${batch}_${i}`);
      const at = performance.now();
      await client.query(
        `INSERT INTO outbox_event (event_id, taddy_type, action, uuid, parent_uuid, occurred_at)
         SELECT id, 'podcastepisode', 'updated', $2::uuid, $3::uuid, extract(epoch from now())::bigint FROM unnest($1::text[]) AS id`,
        [ids, events[batch].uuid, events[batch].series_uuid],
      );
      for (const id of ids) insertedAt.set(id, at);
      await new Promise((r) => setTimeout(r, Math.max(0, 100 - (performance.now() - at))));
    }
    await waitFor(() => [...insertedAt.keys()].every((id) => recv.arrived.has(id)), 'steady delivery');
    const latencies = [...insertedAt].map(([id, at]) => recv.arrived.get(id) - at);
    const deliveries = EVENTS * ROUNDS;
    const inkcast = {
      deliveries,
      seconds: round(totals.inkcastSeconds),
      perSecond: round(deliveries / totals.inkcastSeconds, 1),
      firstDeliveryMs: totals.firstDeliveryMs,
      workerCpuMsPerDelivery: round(totals.workerCpuMs / deliveries, 3),
      latencyMs: summary(latencies),
    };
    log(`inkcast: ${JSON.stringify(inkcast)}`);
    await worker.stop();
    const workerProfile = await worker.profile();
    worker = undefined;
    const baseline = { deliveries, seconds: round(totals.baselineSeconds), perSecond: round(deliveries / totals.baselineSeconds, 1) };
    const ratio = round(inkcast.perSecond / baseline.perSecond, 3);
    return {
      bench: 'webhooks',
      events: EVENTS,
      rounds: ROUNDS,
      inkcast,
      baseline,
      ratio,
      targets: { perSecond: 1000, ratio: 0.5, p99Ms: 1000, met: inkcast.perSecond >= 1000 && ratio >= 0.5 && inkcast.latencyMs.p99 < 1000 },
      ...(workerProfile ? { workerProfile } : {}),
      totalSeconds: round((performance.now() - started) / 1000, 1),
    };
  } finally {
    if (worker) await worker.stop();
    await client.end();
    recv.server.close();
    await cleanRedis(PREFIX);
    await dropDatabase(DB);
  }
}
