import { isUuid } from '@inkcast/schema';
import type { EntityManager } from 'typeorm';
import { apiError, badUserInput } from '../common/errors';
import { NO_ACCESS } from '../team/permissions.service';

/** The users of an item's team (every permission), for dashboard events. */
export async function teamOf(manager: EntityManager, contentUuid: string): Promise<number[]> {
  const rows: { user_id: number }[] = await manager.query(`SELECT user_id FROM content_permission WHERE content_uuid = $1`, [contentUuid]);
  return rows.map((r) => r.user_id);
}

/** A uuid chosen by the client for a new item, or BAD_USER_INPUT. */
export function newItemUuid(uuid: string): string {
  if (!isUuid(uuid)) throw badUserInput(`${uuid.slice(0, 64)} is not a valid uuid`);
  return uuid.toLowerCase();
}

/**
 * BAD_USER_INPUT `message` when a new item's uuid is taken by an item of any kind: series, creators
 * and episodes share one uuid space, since permissions are kept per uuid (content_permission) —
 * a creator made with a series' uuid would otherwise hand its maker the series.
 */
export async function assertUuidFree(tx: EntityManager, uuid: string, message: string): Promise<void> {
  const taken: unknown[] = await tx.query(
    `SELECT 1 FROM comic_series WHERE uuid = $1 UNION ALL SELECT 1 FROM creator WHERE uuid = $1
     UNION ALL SELECT 1 FROM comic_issue WHERE uuid = $1 UNION ALL SELECT 1 FROM content_permission WHERE content_uuid = $1 LIMIT 1`,
    [uuid],
  );
  if (taken.length) throw badUserInput(message);
}

/** ACCESS_NOT_ALLOWED for an item the user cannot see (spec 001 §8). */
export const noAccess = () => apiError('ACCESS_NOT_ALLOWED', NO_ACCESS);
