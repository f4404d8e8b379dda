import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { Agent } from 'undici';
import { DataSource } from 'typeorm';
import { MailService } from '../common/mail';
import { PodcastsService } from '../podcasts/podcasts.service';
import { PodcastEpisode } from '../podcasts/podcast-episode.entity';
import { PodcastSeries } from '../podcasts/podcast-series.entity';
import { comicIssuePayload, comicSeriesPayload, creatorContentPayload, creatorPayload, episodePayload, itunesPayload, seriesPayload } from './webhook-payloads';
import { ComicsCatalogueService } from '../comics/public/comics-catalogue.service';
import { newMessageId } from './outbox';
import { matchFilters } from './webhook-filter-matcher';
import { WebhookFiltersService, filterKey } from './webhook-filters.service';
import { guardedLookup } from './ssrf-guard';
import { webhookSignature } from './signature';

/** Payload of `deliver-webhook`: delivery rows to attempt (a batch, so queue overhead stays small). */
export interface DeliverJob {
  deliveryIds: number[];
}

/**
 * Deliveries per job, and attempted at once within a job. 8 jobs × 2 POSTs in flight: fewer open
 * connections cost less CPU per delivery (bench: 8 × 16 0.75 ms, 8 × 4 0.42 ms, 8 × 2 0.39–0.41 ms).
 */
const JOB_BATCH = 100;
const PARALLEL_IN_JOB = 2;
/**
 * Events per relay transaction: the first pass takes RELAY_FIRST_BATCH, so the first deliveries of
 * a burst start early, and each further pass twice as many up to RELAY_BATCH (fewer, larger
 * transactions while a backlog lasts).
 */
const RELAY_FIRST_BATCH = 50;
const RELAY_BATCH = 500;

/** Seconds before retry n (Svix's schedule; contract §9), each with ±20 % jitter. */
export const RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000];
/** A delivery succeeds on any 2xx; connecting, the headers and each wait for body bytes get this many milliseconds (contract §9). */
const TIMEOUT_MS = 15_000;
/** Continuous failure after which an endpoint is disabled and its owner told (contract §9). */
const DISABLE_AFTER_DAYS = 5;
const EXCERPT_BYTES = 1024;

/** One row of an endpoint's delivery log (internal WebhookDelivery); dates epoch seconds. */
export interface DeliveryLogEntry {
  id: string;
  eventId: string;
  eventType: string;
  contentUuid: string | null;
  createdAt: number;
  status: string;
  attemptCount: number;
  lastAttemptAt: number | null;
  nextAttemptAt: number | null;
  lastStatusCode: number | null;
  lastLatencyMs: number | null;
  lastError: string | null;
  responseExcerpt: string | null;
}

const LOG_COLUMNS = `id, event_id AS "eventId", event_type AS "eventType", content_uuid AS "contentUuid",
  extract(epoch from created_at)::int AS "createdAt", status, attempt_count AS "attemptCount",
  extract(epoch from last_attempt_at)::int AS "lastAttemptAt",
  CASE WHEN status = 'PENDING' THEN extract(epoch from next_attempt_at)::int END AS "nextAttemptAt",
  last_status_code AS "lastStatusCode", last_latency_ms AS "lastLatencyMs", last_error AS "lastError",
  last_response_excerpt AS "responseExcerpt"`;

/** The outcome of one POST; latency in ms, Retry-After in seconds. */
interface Attempt {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  excerpt: string | null;
  error: string | null;
  retryAfterSeconds: number | null;
}

interface OutboxRow {
  id: string;
  event_id: string;
  taddy_type: string;
  action: string;
  uuid: string;
  /** The series of an episode (or issue), the creator of creator content (contract §9 filters). */
  parent_uuid: string | null;
  occurred_at: string;
}

/** The envelope of one event (contract §9), before `matchingFilters` is set for an endpoint. */
interface Envelope {
  uuid: string;
  taddyType: string;
  action: string;
  timestamp: number;
  data: unknown;
  matchingFilters: string[];
  id: string;
  type: string;
}

/** An envelope with the parent uuid its filters look at. */
interface EventBody {
  envelope: Envelope;
  parentUuid: string | null;
}

/** An `updated` event built on request (contract §8 generateWebhookEventsFromIds; WebhookEvent). */
export interface GeneratedEvent {
  uuid: string;
  action: 'updated';
  taddyType: 'podcastseries' | 'podcastepisode';
  timestamp: number;
  podcastSeries: PodcastSeries | null;
  podcastEpisode: PodcastEpisode | null;
  itunesInfo: null;
}

/** A pending delivery with its endpoint: what sending it and recording the outcome need. */
interface DeliveryRow {
  id: number;
  webhook_id: number;
  event_id: string;
  body: string;
  attempt_count: number;
  endpoint_url: string;
  secret: string;
  is_verified: boolean;
  failing_since: Date | null;
  user_id: number;
}

/**
 * At-least-once webhook delivery (contract §9, DESIGN.md "Events"): the relay turns outbox events
 * into one delivery row per subscribed endpoint (Postgres is the record, so losing Redis or a worker
 * loses nothing: overdue deliveries are queued again), and each delivery is a signed POST per the
 * Standard Webhooks spec over the exact bytes sent, retried with backoff and jitter, honouring
 * Retry-After; 410 disables the endpoint, as do 5 days of continuous failure (owner e-mailed).
 */
@Injectable()
export class WebhookDeliveryService {
  private readonly logger = new Logger(WebhookDeliveryService.name);
  /** Every phase of a POST has its TIMEOUT_MS: connecting, waiting for the headers, each wait for body bytes. */
  private readonly agent = new Agent({ connect: { lookup: guardedLookup as never, timeout: TIMEOUT_MS }, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
  /** target() of the endpoint URLs seen. */
  private readonly targets = new Map<string, { origin: string; path: string }>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue('webhooks') private readonly queue: Queue<DeliverJob>,
    private readonly podcasts: PodcastsService,
    private readonly mail: MailService,
    private readonly filters: WebhookFiltersService,
    private readonly comics: ComicsCatalogueService,
  ) {}

  /**
   * Drains the outbox: moves events, in batches (RELAY_FIRST_BATCH, growing to RELAY_BATCH), into
   * delivery rows (one per active endpoint subscribed to the event whose filters let it through,
   * contract §9), marking them relayed in the same transaction, and queues the new deliveries.
   * Returns how many it queued.
   */
  async relay(): Promise<number> {
    let queued = 0;
    for (let batch = RELAY_FIRST_BATCH; ; batch = Math.min(2 * batch, RELAY_BATCH)) {
      const step = await this.relayBatch(batch);
      // Each batch's deliveries go out while the next batch is relayed.
      await this.enqueue(step.deliveries.map((id) => ({ id, attempt: 0 })));
      queued += step.deliveries.length;
      if (step.events < batch) break;
    }
    return queued;
  }

  /**
   * Queues again the pending deliveries of active endpoints more than 30 s past due (their job was
   * lost with a worker or with Redis). Returns how many.
   */
  async requeueOverdue(): Promise<number> {
    const overdue: { id: string; attempt_count: number }[] = await this.db.query(
      `SELECT d.id, d.attempt_count FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id
       WHERE d.status = 'PENDING' AND w.is_active AND d.next_attempt_at < now() - interval '30 seconds' ORDER BY d.id LIMIT 1000`,
    );
    await this.enqueue(overdue.map((o) => ({ id: Number(o.id), attempt: o.attempt_count })));
    return overdue.length;
  }

  /**
   * One relay transaction: up to `batch` events → delivery rows. The endpoints' filters for the
   * batch's event names are compiled once for the whole batch; an endpoint with filters for an
   * event's name gets it when one passes, with their uuids in `matchingFilters`.
   */
  private relayBatch(batch: number): Promise<{ events: number; deliveries: number[] }> {
    return this.db.transaction(async (tx) => {
      const events: OutboxRow[] = await tx.query(
        `SELECT id, event_id, taddy_type, action, uuid, parent_uuid, occurred_at FROM outbox_event WHERE relayed_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batch],
      );
      if (!events.length) return { events: 0, deliveries: [] };
      const hooks: { id: number; events: string[] }[] = await tx.query(`SELECT id, events FROM webhook WHERE is_active`);
      const filters = await this.filters.compiledForEvents([...new Set(events.map((e) => `${e.taddy_type}.${e.action}`))]);
      const bodies = await this.envelopes(events);
      const rows = events.flatMap((e) => {
        const type = `${e.taddy_type}.${e.action}`;
        const { envelope, parentUuid } = bodies.get(e.event_id)!;
        return hooks
          .filter((h) => h.events.includes(type))
          .flatMap((h) => {
            const mine = filters.get(filterKey(h.id, type));
            if (!mine) return [{ webhookId: h.id, eventId: e.event_id, type, uuid: e.uuid, body: envelope }];
            const verdict = matchFilters(mine, { uuid: e.uuid, parentUuid, data: envelope.data });
            if (!verdict.send) return [];
            return [{ webhookId: h.id, eventId: e.event_id, type, uuid: e.uuid, body: { ...envelope, matchingFilters: verdict.matchingFilters } }];
          });
      });
      let ids: number[] = [];
      if (rows.length) {
        // One JSON document, not five arrays: JSON.stringify is native, pg's array escaping is not.
        // Each body is a JSON value in it, kept as its text (type json keeps input text as is), so no
        // body is escaped into a string and parsed out again.
        const inserted: { id: string }[] = await tx.query(
          `INSERT INTO webhook_delivery (webhook_id, event_id, event_type, content_uuid, body)
           SELECT "webhookId", "eventId", type, uuid, body::text
           FROM json_to_recordset($1::json) AS x("webhookId" int, "eventId" text, type text, uuid uuid, body json)
           ON CONFLICT (webhook_id, event_id) DO NOTHING RETURNING id`,
          [JSON.stringify(rows)],
        );
        ids = inserted.map((r) => Number(r.id));
      }
      await tx.query(`UPDATE outbox_event SET relayed_at = now() WHERE id = ANY($1::bigint[])`, [events.map((e) => e.id)]);
      return { events: events.length, deliveries: ids };
    });
  }

  /**
   * Queues deliveries in jobs of up to JOB_BATCH; the job id (its deliveries and attempt) makes a
   * re-queue of the same attempt a no-op.
   */
  async enqueue(items: { id: number; attempt: number; delayMs?: number }[]): Promise<void> {
    const jobs = [];
    for (let i = 0; i < items.length; i += JOB_BATCH) {
      const chunk = items.slice(i, i + JOB_BATCH);
      const key = chunk.map((c) => `${c.id}.${c.attempt}`).join('-');
      jobs.push({
        name: 'deliver-webhook',
        data: { deliveryIds: chunk.map((c) => c.id) },
        // Failed (stalled) jobs are removed at once, so the sweep can queue their deliveries again.
        opts: { jobId: `deliver-${createHash('sha1').update(key).digest('hex')}`, delay: chunk[0].delayMs, attempts: 1, removeOnComplete: true, removeOnFail: true },
      });
    }
    if (jobs.length) await this.queue.addBulk(jobs);
  }

  /**
   * Attempts a batch of deliveries (PARALLEL_IN_JOB POSTs in flight, a new one as soon as one ends) with one read and one write of
   * the successes for the whole batch; each failure is recorded and re-queued at its next time,
   * never thrown (the delivery row, not BullMQ, keeps the retry state). Returns how many succeeded.
   */
  async deliverAll(ids: number[]): Promise<number> {
    const rows: DeliveryRow[] = await this.db.query(
      `SELECT d.id, d.webhook_id, d.event_id, d.body, d.attempt_count, w.endpoint_url, w.secret, w.is_verified, w.failing_since, w.user_id
       FROM webhook_delivery d JOIN webhook w ON w.id = d.webhook_id
       WHERE d.id = ANY($1::bigint[]) AND d.status = 'PENDING' AND w.is_active`,
      [ids],
    );
    const succeeded: { d: DeliveryRow; attempt: Attempt }[] = [];
    let next = 0;
    const lane = async () => {
      for (let d = rows[next++]; d; d = rows[next++]) {
        const attempt = await this.send(d.endpoint_url, d.secret, d.event_id, d.body);
        if (attempt.ok) succeeded.push({ d, attempt });
        else await this.recordFailure(d, attempt);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_IN_JOB }, lane));
    if (succeeded.length) {
      await this.db.query(
        `UPDATE webhook_delivery d SET status = 'SUCCEEDED', attempt_count = d.attempt_count + 1, last_attempt_at = now(),
           last_status_code = x.code, last_latency_ms = x.latency, last_error = NULL, last_response_excerpt = x.excerpt
         FROM unnest($1::bigint[], $2::int[], $3::int[], $4::text[]) AS x(id, code, latency, excerpt) WHERE d.id = x.id`,
        [succeeded.map((s) => s.d.id), succeeded.map((s) => s.attempt.status), succeeded.map((s) => s.attempt.latencyMs), succeeded.map((s) => s.attempt.excerpt)],
      );
      const fresh = [...new Set(succeeded.filter((s) => !s.d.is_verified || s.d.failing_since).map((s) => s.d.webhook_id))];
      if (fresh.length) await this.db.query(`UPDATE webhook SET is_verified = true, failing_since = NULL WHERE id = ANY($1::int[])`, [fresh]);
    }
    return succeeded.length;
  }

  /**
   * Records a failed attempt: retried after the schedule's delay with jitter (or Retry-After, if
   * longer), FAILED when exhausted or on 410; 410 or 5 days of failure disable the endpoint and
   * tell its owner.
   */
  private async recordFailure(d: DeliveryRow, attempt: Attempt): Promise<void> {
    const attempts = d.attempt_count + 1;
    const gone = attempt.status === 410;
    const final = gone || attempts > RETRY_SCHEDULE_SECONDS.length;
    const delaySeconds = Math.max(jitter(RETRY_SCHEDULE_SECONDS[attempts - 1] ?? 0), attempt.retryAfterSeconds ?? 0);
    await this.db.query(
      `UPDATE webhook_delivery SET status = $2, attempt_count = $3, last_attempt_at = now(), last_status_code = $4, last_latency_ms = $5,
         last_error = $6, last_response_excerpt = $7, next_attempt_at = now() + make_interval(secs => $8) WHERE id = $1`,
      [d.id, final ? 'FAILED' : 'PENDING', attempts, attempt.status, attempt.latencyMs, attempt.error, attempt.excerpt, delaySeconds],
    );
    const disabledReason = gone
      ? 'The endpoint answered 410 Gone.'
      : d.failing_since && Date.now() - d.failing_since.getTime() > DISABLE_AFTER_DAYS * 24 * 3600 * 1000
        ? `Every delivery failed for ${DISABLE_AFTER_DAYS} days.`
        : null;
    await this.db.query(
      `UPDATE webhook SET failing_since = COALESCE(failing_since, now()), is_active = is_active AND $2::text IS NULL,
         disabled_reason = COALESCE($2, disabled_reason) WHERE id = $1`,
      [d.webhook_id, disabledReason],
    );
    if (disabledReason) await this.tellOwner(d, disabledReason);
    if (!final) await this.enqueue([{ id: d.id, attempt: attempts, delayMs: delaySeconds * 1000 }]);
  }
  /** The delivery log of an endpoint, newest first (dates epoch seconds). */
  log(webhookId: number, page: number, limitPerPage: number): Promise<DeliveryLogEntry[]> {
    return this.db.query(`SELECT ${LOG_COLUMNS} FROM webhook_delivery WHERE webhook_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`, [
      webhookId,
      limitPerPage,
      (page - 1) * limitPerPage,
    ]);
  }

  /** Sends one logged delivery again now, as a new attempt of the same event; null when it is not this endpoint's. */
  async replay(webhookId: number, deliveryId: string): Promise<DeliveryLogEntry | null> {
    if (!/^\d{1,18}$/.test(deliveryId)) return null;
    const [rows]: [{ id: string }[], number] = await this.db.query(
      `UPDATE webhook_delivery SET status = 'PENDING', next_attempt_at = now() WHERE id = $1 AND webhook_id = $2 RETURNING id`,
      [deliveryId, webhookId],
    );
    if (!rows.length) return null;
    await this.deliverAll([Number(deliveryId)]);
    return this.entry(Number(deliveryId));
  }

  /**
   * Sends a test event to an endpoint once, now: a podcastseries.updated envelope of the most
   * popular series (just its uuid when the catalogue is empty), marked `isMock: true`, signed like
   * every delivery, and logged.
   */
  async sendTest(webhookId: number): Promise<DeliveryLogEntry> {
    const [series] = await this.podcasts.popularSeries(null, null, 1, 1);
    return (await this.sendMock(webhookId, 'podcastseries', 'updated', series?.uuid ?? randomUUID(), { filtered: false }))!;
  }

  /** Whether content of a lower-case taddyType exists (what mockWebhookEvent can describe). */
  async contentExists(taddyType: string, uuid: string): Promise<boolean> {
    if (taddyType === 'podcastepisode') return (await this.podcasts.episodesByUuids([uuid])).length > 0;
    if (taddyType.startsWith('comic') || taddyType.startsWith('creator')) return (await this.comicsData([{ taddy_type: taddyType, uuid } as OutboxRow])).size > 0;
    return ['podcastseries', 'itunesinfo'].includes(taddyType) && (await this.podcasts.seriesByUuids([uuid])).length > 0;
  }

  /**
   * Sends one mock event (contract §8 mockWebhookEvent): the real envelope of the content's current
   * data with `isMock: true`, signed, sent once now and logged. When `filtered`, the webhook's
   * filters for the event's name apply as to any event: null when they hold it back.
   */
  async sendMock(webhookId: number, taddyType: string, action: string, uuid: string, opts: { filtered: boolean }): Promise<DeliveryLogEntry | null> {
    const eventId = newMessageId();
    const type = `${taddyType}.${action}`;
    const bodies = await this.envelopes([{ id: '0', event_id: eventId, taddy_type: taddyType, action, uuid, parent_uuid: null, occurred_at: String(Math.floor(Date.now() / 1000)) }]);
    const { envelope, parentUuid } = bodies.get(eventId)!;
    let matchingFilters: string[] = [];
    if (opts.filtered) {
      const verdict = matchFilters(await this.filters.compiledForWebhook(webhookId, type), { uuid, parentUuid, data: envelope.data });
      if (!verdict.send) return null;
      matchingFilters = verdict.matchingFilters;
    }
    const body = JSON.stringify({ ...envelope, matchingFilters, isMock: true });
    const [{ id }]: { id: string }[] = await this.db.query(
      `INSERT INTO webhook_delivery (webhook_id, event_id, event_type, content_uuid, body) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [webhookId, eventId, type, uuid, body],
    );
    const rows: DeliveryRow[] = await this.db.query(`SELECT endpoint_url, secret FROM webhook WHERE id = $1`, [webhookId]);
    const attempt = await this.send(rows[0].endpoint_url, rows[0].secret, eventId, body);
    await this.db.query(
      `UPDATE webhook_delivery SET status = $2, attempt_count = 1, last_attempt_at = now(), last_status_code = $3, last_latency_ms = $4,
         last_error = $5, last_response_excerpt = $6 WHERE id = $1`,
      [id, attempt.ok ? 'SUCCEEDED' : 'FAILED', attempt.status, attempt.latencyMs, attempt.error, attempt.excerpt],
    );
    return (await this.entry(Number(id)))!;
  }

  /** Origin and path of an endpoint URL, parsed once per URL; throws TypeError for an invalid one. */
  private target(url: string): { origin: string; path: string } {
    let target = this.targets.get(url);
    if (!target) {
      const parsed = new URL(url);
      target = { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` };
      if (this.targets.size >= 10_000) this.targets.clear();
      this.targets.set(url, target);
    }
    return target;
  }

  private async entry(id: number): Promise<DeliveryLogEntry | null> {
    const rows: DeliveryLogEntry[] = await this.db.query(`SELECT ${LOG_COLUMNS} FROM webhook_delivery WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /**
   * POSTs the exact body, signed per Standard Webhooks (webhook-id, webhook-timestamp,
   * webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">) and with the legacy
   * X-INKCAST-WEBHOOK-SECRET header (contract §9). Connections go through the SSRF guard.
   */
  async send(url: string, secret: string, messageId: string, body: string): Promise<Attempt> {
    const started = Date.now();
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const { origin, path } = this.target(url);
      const bytes = Buffer.from(body); // signed and sent: encoded once
      const res = await this.agent.request({
        origin,
        path,
        method: 'POST',
        body: bytes,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Inkcast-Webhooks/1.0',
          'webhook-id': messageId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': webhookSignature(secret, messageId, timestamp, bytes),
          'x-inkcast-webhook-secret': secret,
        },
      });
      const text = await res.body.text().catch(() => '');
      return {
        ok: res.statusCode >= 200 && res.statusCode < 300,
        status: res.statusCode,
        latencyMs: Date.now() - started,
        excerpt: text.slice(0, EXCERPT_BYTES),
        error: res.statusCode >= 300 ? `HTTP ${res.statusCode}` : null,
        retryAfterSeconds: retryAfterSeconds(res.headers['retry-after']),
      };
    } catch (err) {
      const cause = (err as { cause?: { message?: string } }).cause;
      return { ok: false, status: null, latencyMs: Date.now() - started, excerpt: null, error: (cause?.message ?? (err as Error).message).slice(0, 500), retryAfterSeconds: null };
    }
  }

  /**
   * Builds, without sending, `updated` events for podcast series or episode uuids, in their order;
   * unknown uuids are skipped (contract §8 generateWebhookEventsFromIds).
   */
  async generateEvents(uuids: string[]): Promise<GeneratedEvent[]> {
    const [series, episodes] = await Promise.all([this.podcasts.seriesByUuids(uuids), this.podcasts.episodesByUuids(uuids)]);
    const seriesBy = new Map(series.map((s) => [s.uuid, s]));
    const episodeBy = new Map(episodes.map((e) => [e.uuid, e]));
    const timestamp = Math.floor(Date.now() / 1000);
    return [...new Set(uuids)].flatMap((uuid): GeneratedEvent[] => {
      const s = seriesBy.get(uuid);
      if (s) return [{ uuid, action: 'updated', taddyType: 'podcastseries', timestamp, podcastSeries: s, podcastEpisode: null, itunesInfo: null }];
      const e = episodeBy.get(uuid);
      if (e) return [{ uuid, action: 'updated', taddyType: 'podcastepisode', timestamp, podcastSeries: null, podcastEpisode: e, itunesInfo: null }];
      return [];
    });
  }

  /**
   * The envelopes of outbox events (contract §9), with `data` read from the current rows and
   * `matchingFilters: []`, and the parent uuid filters look at (the outbox's, else the episode's series).
   */
  private async envelopes(events: OutboxRow[]): Promise<Map<string, EventBody>> {
    const seriesUuids = new Set<string>();
    const episodeUuids = events.filter((e) => e.taddy_type === 'podcastepisode').map((e) => e.uuid);
    for (const e of events) if (e.taddy_type !== 'podcastepisode') seriesUuids.add(e.uuid);
    const episodes = new Map((await this.podcasts.episodesByUuids(episodeUuids)).map((e) => [e.uuid, e]));
    for (const e of episodes.values()) seriesUuids.add(e.seriesUuid);
    const series = new Map((await this.podcasts.seriesByUuids([...seriesUuids])).map((s) => [s.uuid, s]));
    const comics = await this.comicsData(events);
    const out = new Map<string, EventBody>();
    for (const e of events) {
      let data: unknown = comics.get(`${e.taddy_type}:${e.uuid}`) ?? { uuid: e.uuid };
      let parentUuid = e.parent_uuid;
      if (e.taddy_type === 'podcastepisode' && episodes.has(e.uuid)) {
        const episode = episodes.get(e.uuid)!;
        data = episodePayload(episode, series.get(episode.seriesUuid));
        parentUuid ??= episode.seriesUuid;
      } else if (e.taddy_type === 'itunesinfo' && series.has(e.uuid)) data = itunesPayload(series.get(e.uuid)!);
      else if (e.taddy_type === 'podcastseries' && series.has(e.uuid)) data = seriesPayload(series.get(e.uuid)!);
      const type = `${e.taddy_type}.${e.action}`;
      const envelope: Envelope = { uuid: e.uuid, taddyType: e.taddy_type, action: e.action, timestamp: Number(e.occurred_at), data, matchingFilters: [], id: e.event_id, type };
      out.set(e.event_id, { envelope, parentUuid });
    }
    return out;
  }

  /**
   * `data` of comics events by `<taddyType>:<uuid>`, from the public catalogue (only what is
   * published: an unpublished or deleted item keeps `{uuid}`). new_issues_released carries the
   * series, new_content_released the creator (contract §9).
   */
  private async comicsData(events: OutboxRow[]): Promise<Map<string, unknown>> {
    const of = (...types: string[]) => [...new Set(events.filter((e) => types.includes(e.taddy_type)).map((e) => e.uuid))];
    const data = new Map<string, unknown>();
    const [series, issues, creators, credits] = await Promise.all([
      of('comicseries').length ? this.comics.seriesByUuids(of('comicseries')) : [],
      of('comicissue').length ? this.comics.issuesByUuids(of('comicissue')) : [],
      of('creator').length ? this.comics.creatorsByUuids(of('creator')) : [],
      of('creatorcontent').length ? this.comics.creditsByUuids(of('creatorcontent')) : [],
    ]);
    for (const s of series) data.set(`comicseries:${s.uuid}`, comicSeriesPayload(s));
    for (const i of issues) data.set(`comicissue:${i.uuid}`, comicIssuePayload(i));
    for (const c of creators) data.set(`creator:${c.uuid}`, creatorPayload(c));
    for (const c of credits) data.set(`creatorcontent:${c.uuid}`, creatorContentPayload(c));
    return data;
  }

  private async tellOwner(d: DeliveryRow, reason: string): Promise<void> {
    const owner: { email: string }[] = await this.db.query(`SELECT email FROM users WHERE id = $1`, [d.user_id]);
    if (!owner.length) return;
    await this.mail
      .send({
        to: owner[0].email,
        subject: 'Inkcast disabled one of your webhooks',
        text: `We disabled your webhook for ${d.endpoint_url}. ${reason}\n\nFix the endpoint, then turn the webhook back on in your dashboard; failed deliveries of the last 14 days can be replayed.\n`,
      })
      .catch((err: Error) => this.logger.error(`could not tell user ${d.user_id} about webhook ${d.webhook_id}: ${err.message}`));
  }
}

/** A Retry-After header in seconds from now: delay-seconds or an HTTP-date (RFC 9110 §10.2.3), at most a day. */
function retryAfterSeconds(header: string | string[] | undefined): number | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(Math.ceil(seconds), 24 * 3600) : null;
}

function jitter(seconds: number): number {
  return Math.round(seconds * (0.8 + Math.random() * 0.4) * 1000) / 1000;
}
