import { randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';

/** A content change others may hear about (contract §9): `<taddyType>.<action>` about `uuid`. */
export interface ContentEvent {
  /** Lower-case type: podcastseries, podcastepisode, itunesinfo, comicseries, … */
  taddyType: string;
  /** created, updated, deleted, new_episodes_released, … */
  action: string;
  uuid: string;
  /** The series (or creator) of an episode, issue or creator content, for filters. */
  parentUuid?: string | null;
}

/** A new webhook message id, `msg_…` (Standard Webhooks `webhook-id`). */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * Writes events to the transactional outbox in the caller's transaction, so an event exists if and
 * only if its change committed (DESIGN.md, "Events"). Events no active webhook subscribes to are
 * not written: nobody could receive them. Returns how many were written.
 */
export async function writeOutbox(tx: EntityManager, events: ContentEvent[]): Promise<number> {
  if (!events.length) return 0;
  const names = [...new Set(events.map((e) => `${e.taddyType}.${e.action}`))];
  const wanted: { name: string }[] = await tx.query(
    `SELECT DISTINCT e AS name FROM webhook w, unnest(w.events) e WHERE w.is_active AND e = ANY($1::text[])`,
    [names],
  );
  const subscribed = new Set(wanted.map((r) => r.name));
  const kept = events.filter((e) => subscribed.has(`${e.taddyType}.${e.action}`));
  if (!kept.length) return 0;
  await tx.query(
    `INSERT INTO outbox_event (event_id, taddy_type, action, uuid, parent_uuid, occurred_at)
     SELECT *, floor(extract(epoch from now()))::bigint FROM unnest($1::text[], $2::text[], $3::text[], $4::uuid[], $5::uuid[])`,
    [kept.map(() => newMessageId()), kept.map((e) => e.taddyType), kept.map((e) => e.action), kept.map((e) => e.uuid), kept.map((e) => e.parentUuid ?? null)],
  );
  return kept.length;
}
