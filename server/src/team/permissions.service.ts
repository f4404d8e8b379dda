import { PermissionAction, UserPermission, hasPermission } from '@inkcast/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { apiError } from '../common/errors';
import type { InternalSeriesType } from '../generated/internal';

/** An item with its own team: a comic series or a creator profile (content_permission.content_type). */
export type TeamContentType = 'COMICSERIES' | 'CREATOR';

/** The message of every refused or unknown item (spec 001 §2, §8): nothing tells the two apart. */
export const NO_ACCESS = 'You do not have access to view this page.';

/** The table's content type of a dashboard item type (contract §6 InternalSeriesType). */
export function teamContentType(type: InternalSeriesType): TeamContentType {
  return type === 'INTERNAL_CREATOR' ? 'CREATOR' : 'COMICSERIES';
}

/**
 * Per-item permissions of owner and team (spec 001 §6; the levels and what each may do are
 * schema/src/team.ts). Episodes, seasons, roles and payment rules are checked on their series.
 * Looked up on every call, never cached (§6).
 */
@Injectable()
export class PermissionsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The user's permission on an item, or null (no access, or no such item). With `type`, only on an
   * item of that kind (a creator's uuid sent as a series is no series).
   */
  async permissionOf(userId: number | null | undefined, contentUuid: string, manager: EntityManager = this.db.manager, type?: TeamContentType): Promise<UserPermission | null> {
    if (!userId) return null;
    const rows: { permission: UserPermission }[] = await manager.query(
      `SELECT permission FROM content_permission WHERE content_uuid = $1 AND user_id = $2 AND ($3::text IS NULL OR content_type = $3)`,
      [contentUuid, userId, type ?? null],
    );
    return rows[0]?.permission ?? null;
  }

  /**
   * The user's permission on an item (of kind `type`, when given) when it allows `action`; otherwise
   * ACCESS_NOT_ALLOWED with 'You do not have access to view this page.' (also for an item that does
   * not exist or is of another kind, so nothing leaks).
   */
  async require(userId: number, contentUuid: string, action: PermissionAction, manager?: EntityManager, type?: TeamContentType): Promise<UserPermission> {
    const permission = await this.permissionOf(userId, contentUuid, manager, type);
    if (!permission || !hasPermission(permission, action)) throw apiError('ACCESS_NOT_ALLOWED', NO_ACCESS);
    return permission;
  }

  /** Gives the user `permission` on an item (replacing what they had), in the caller's transaction. */
  async grant(manager: EntityManager, userId: number, contentType: TeamContentType, contentUuid: string, permission: UserPermission): Promise<void> {
    await manager.query(
      `INSERT INTO content_permission (user_id, content_type, content_uuid, permission) VALUES ($1, $2, $3, $4)
       ON CONFLICT (content_uuid, user_id) DO UPDATE SET permission = $4`,
      [userId, contentType, contentUuid, permission],
    );
  }

  /** Removes every permission on an item (it was deleted), in the caller's transaction. */
  async forget(manager: EntityManager, contentUuid: string): Promise<void> {
    await manager.query(`DELETE FROM content_permission WHERE content_uuid = $1`, [contentUuid]);
  }
}
