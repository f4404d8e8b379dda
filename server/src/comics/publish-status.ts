import type { DataSource } from 'typeorm';
import { badUserInput } from '../common/errors';
import type { EventsService } from '../common/events';
import type { PermissionsService, TeamContentType } from '../team/permissions.service';
import { writeOutbox } from '../webhooks/outbox';
import { teamOf } from './content';

/** The items published by a status update, with their table and webhook type (contract §9). */
const PUBLISHABLE: Record<TeamContentType, { table: string; taddyType: string; noun: string }> = {
  COMICSERIES: { table: 'comic_series', taddyType: 'comicseries', noun: 'A comic' },
  CREATOR: { table: 'creator', taddyType: 'creator', noun: 'A creator' },
};

/**
 * Publishes (PUBLISHED) or unpublishes (DRAFT) a series or creator (publish permission; spec 001
 * §4: "a draft series or creator is published with a Publish button that sends a status update").
 * The first publish emits `<type>.created`, a later one `.updated`, unpublishing `.deleted`; the
 * team's dashboards get an 'item' event. BAD_USER_INPUT for any other status.
 */
export async function changePublishStatus(
  deps: { db: DataSource; permissions: PermissionsService; events: EventsService },
  userId: number,
  type: TeamContentType,
  uuid: string,
  status: string,
): Promise<void> {
  const { table, taddyType, noun } = PUBLISHABLE[type];
  if (status !== 'DRAFT' && status !== 'PUBLISHED') throw badUserInput(`${noun} is either DRAFT or PUBLISHED.`);
  let team: number[] = [];
  await deps.db.transaction(async (tx) => {
    await deps.permissions.require(userId, uuid, 'publish', tx, type);
    const [before]: { status: string; date_published: Date | null }[] = await tx.query(`SELECT status, date_published FROM ${table} WHERE uuid = $1 FOR UPDATE`, [uuid]);
    if (before.status === status) return;
    await tx.query(`UPDATE ${table} SET status = $2, date_published = coalesce(date_published, now()), updated_at = now() WHERE uuid = $1`, [uuid, status]);
    const action = status === 'DRAFT' ? 'deleted' : before.date_published ? 'updated' : 'created';
    await writeOutbox(tx, [{ taddyType, action, uuid }]);
    team = await teamOf(tx, uuid);
  });
  await deps.events.publish(team, { type: 'item', data: { type, uuid, status } });
}
