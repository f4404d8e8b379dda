import { ComicMessage, PermissionAction, UserPermission } from '@inkcast/schema';
import { EntityManager } from 'typeorm';
import { apiError, badUserInput } from '../common/errors';
import { uuidArg } from '../common/graphql/args';
import type { InternalSeriesType } from '../generated/internal';
import { NO_ACCESS, PermissionsService } from '../team/permissions.service';

/** A content the user was allowed to act on: its uuid (lower case) and the user's permission. */
export interface AllowedContent {
  uuid: string;
  permission: UserPermission;
  /** True for a comic series; false for a creator profile (which has no seasons or payment rules). */
  isSeries: boolean;
}

/**
 * Checks that the user may do `action` on the content of a season or payment-rule operation (spec
 * 001 §6: they follow their series) and returns it. `lock` takes the series row FOR UPDATE so that
 * writes of one series run one after the other (e.g. two seasons made current at once).
 * Errors: BAD_USER_INPUT for a uuid that is not one; ACCESS_NOT_ALLOWED 'You do not have access to
 * view this page.' without the permission or when no such content exists.
 */
export async function requireContent(
  permissions: PermissionsService,
  manager: EntityManager,
  userId: number,
  contentUuid: string,
  contentType: InternalSeriesType,
  action: PermissionAction,
  lock = false,
): Promise<AllowedContent> {
  const uuid = uuidArg(contentUuid);
  const permission = await permissions.require(userId, uuid, action, manager);
  const table = contentType === 'INTERNAL_CREATOR' ? 'creator' : 'comic_series';
  const rows: unknown[] = await manager.query(`SELECT 1 FROM ${table} WHERE uuid = $1 ${lock ? 'FOR UPDATE' : ''}`, [uuid]);
  if (!rows.length) throw apiError('ACCESS_NOT_ALLOWED', NO_ACCESS);
  return { uuid, permission, isSeries: contentType !== 'INTERNAL_CREATOR' };
}

/** As `requireContent`, for a write that only a comic series has (seasons, payment rules): a creator profile is BAD_USER_INPUT. */
export async function requireSeries(
  permissions: PermissionsService,
  manager: EntityManager,
  userId: number,
  contentUuid: string,
  contentType: InternalSeriesType,
  action: PermissionAction,
): Promise<AllowedContent> {
  const content = await requireContent(permissions, manager, userId, contentUuid, contentType, action, contentType !== 'INTERNAL_CREATOR');
  if (!content.isSeries) throw badUserInput(ComicMessage.SERIES_ONLY);
  return content;
}
