import { PermissionAction, UserPermission, hasPermission } from '@inkcast/schema';
import { EntityManager } from 'typeorm';
import { apiError } from '../common/errors';
import type { InternalSeriesType } from '../generated/internal';
import { NO_ACCESS, TeamContentType, teamContentType } from './permissions.service';

/** An item with a team (a comic series or a creator profile), with the signed-in user's permission on it. */
export interface TeamContent {
  type: TeamContentType;
  uuid: string;
  name: string;
  status: 'DRAFT' | 'PUBLISHED';
  /** The user's permission on the item; null without one. */
  permission: UserPermission | null;
}

/** The dashboard type of a content_permission / invitation content type (contract §6). */
export function internalType(type: TeamContentType): InternalSeriesType {
  return type === 'CREATOR' ? 'INTERNAL_CREATOR' : 'INTERNAL_COMICSERIES';
}

/**
 * The item `uuid` of the table its type names (comic_series or creator) with `userId`'s permission,
 * or null when that table has no such item (a series uuid sent as INTERNAL_CREATOR finds nothing).
 * `lock` takes the item's row FOR UPDATE, so writes to one item's team run one after the other.
 */
export async function findTeamContent(manager: EntityManager, userId: number, type: TeamContentType, uuid: string, lock = false): Promise<TeamContent | null> {
  const table = type === 'CREATOR' ? 'creator' : 'comic_series';
  const rows: { name: string; status: 'DRAFT' | 'PUBLISHED'; permission: UserPermission | null }[] = await manager.query(
    `SELECT t.name, t.status, p.permission FROM ${table} t LEFT JOIN content_permission p ON p.content_uuid = t.uuid AND p.user_id = $2
     WHERE t.uuid = $1 ${lock ? 'FOR UPDATE OF t' : ''}`,
    [uuid, userId],
  );
  return rows[0] ? { type, uuid, ...rows[0] } : null;
}

/**
 * The item of a dashboard operation when the user's permission on it allows `action` (spec 001 §6);
 * otherwise ACCESS_NOT_ALLOWED 'You do not have access to view this page.', the same for an item
 * that does not exist, so nothing tells the two apart.
 */
export async function requireTeamContent(
  manager: EntityManager,
  userId: number,
  contentType: InternalSeriesType,
  uuid: string,
  action: PermissionAction,
  lock = false,
): Promise<TeamContent & { permission: UserPermission }> {
  const content = await findTeamContent(manager, userId, teamContentType(contentType), uuid, lock);
  if (!content || !hasPermission(content.permission, action)) throw apiError('ACCESS_NOT_ALLOWED', NO_ACCESS);
  return content as TeamContent & { permission: UserPermission };
}
