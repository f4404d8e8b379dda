import { TeamMessage, hasPermission, normaliseCreditRoles } from '@inkcast/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { User } from '../accounts/user.entity';
import { CreatorRow, IMAGE_SELECT, creatorView, imageJoin } from '../comics/comic-views';
import { teamOf } from '../comics/content';
import { apiError, badUserInput } from '../common/errors';
import { EventsService } from '../common/events';
import type { InternalSeriesType } from '../generated/internal';
import { ContentEvent, writeOutbox } from '../webhooks/outbox';
import { NO_ACCESS, PermissionsService } from './permissions.service';
import { requireTeamContent } from './team-content';

/** A credited creator (creator columns, its images and the reader's permission on it) with the credit's roles. */
interface CreditRow extends CreatorRow {
  credit_content_uuid: string;
  roles: string[];
  is_approved: boolean;
}

/** Creators credited on a content ($2), optionally one ($3), with the permission of user $1 on each creator. */
const CREDIT_SELECT = `SELECT c.*, ${IMAGE_SELECT}, p.permission, cc.content_uuid AS credit_content_uuid, cc.roles, cc.is_approved
  FROM creator_content cc JOIN creator c ON c.uuid = cc.creator_uuid ${imageJoin('c', 'CREATOR')}
  LEFT JOIN content_permission p ON p.content_uuid = c.uuid AND p.user_id = $1
  WHERE cc.content_uuid = $2 AND ($3::uuid IS NULL OR cc.creator_uuid = $3)
  ORDER BY cc.created_at, cc.creator_uuid`;

/** InternalCreatorRoles of the dashboard SDL, with its creator resolved. */
function creditView(r: CreditRow) {
  return {
    creatorUuid: r.uuid,
    contentUuid: r.credit_content_uuid,
    contentType: 'INTERNAL_COMICSERIES' as const,
    roles: r.roles,
    isApproved: r.is_approved,
    creator: creatorView(r),
  };
}

/** Whether two role lists hold the same roles (order aside). */
function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((role) => b.includes(role));
}

/**
 * Creators credited on a comic series with roles (spec 001 §3 Creator role entry, §4 Creator-role
 * approval, §6 Role editing). A team member with edit permission on the series credits any creator,
 * approved at once; the owner of a creator (edit permission on the creator) who may view the series
 * credits their own creator, pending until a member with edit permission saves (approves) it. A
 * later change by the creator's owner needs approval again. An empty role list removes the credit.
 * Approved credits of a PUBLISHED series are public: their changes write creatorcontent.created /
 * updated / deleted events in the same transaction.
 */
@Injectable()
export class CreatorRolesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly permissions: PermissionsService,
    private readonly events: EventsService,
  ) {}

  /** The creators credited on a content, in the order they were credited (view permission on the content). */
  async list(userId: number, contentType: InternalSeriesType, contentUuid: string) {
    await requireTeamContent(this.db.manager, userId, contentType, contentUuid, 'view');
    const rows: CreditRow[] = await this.db.query(CREDIT_SELECT, [userId, contentUuid, null]);
    return rows.map(creditView);
  }

  /** One creator's credit on a content, or null when not credited (view permission on the content). */
  async get(userId: number, contentType: InternalSeriesType, contentUuid: string, creatorUuid: string) {
    await requireTeamContent(this.db.manager, userId, contentType, contentUuid, 'view');
    return this.read(this.db.manager, userId, contentUuid, creatorUuid);
  }

  /**
   * Sets a creator's roles on a comic series (see the class). Errors: BAD_USER_INPUT 'Creators can
   * only be credited on a comic series.' for INTERNAL_CREATOR, 'Contains an Invalid Role' for a role
   * outside the type's roles; ACCESS_NOT_ALLOWED (no such series or creator, or neither permission).
   * An empty list answers the removed credit with no roles.
   */
  async setRoles(user: User, contentType: InternalSeriesType, contentUuid: string, creatorUuid: string, roles: readonly (string | null)[]) {
    if (contentType !== 'INTERNAL_COMICSERIES') throw badUserInput(TeamMessage.CREDIT_SERIES_ONLY);
    const checked = normaliseCreditRoles(contentType, roles);
    if ('message' in checked) throw badUserInput(checked.message);
    let team: number[] = [];
    await this.db.transaction(async (tx) => {
      const series = await requireTeamContent(tx, user.id, contentType, contentUuid, 'view', true);
      const creators: unknown[] = await tx.query(`SELECT 1 FROM creator WHERE uuid = $1`, [creatorUuid]);
      const editsSeries = hasPermission(series.permission, 'edit');
      const ownsCreator = hasPermission(await this.permissions.permissionOf(user.id, creatorUuid, tx), 'edit');
      if (!creators.length || !(editsSeries || ownsCreator)) throw apiError('ACCESS_NOT_ALLOWED', NO_ACCESS);
      const [before]: { roles: string[]; is_approved: boolean }[] = await tx.query(
        `SELECT roles, is_approved FROM creator_content WHERE creator_uuid = $1 AND content_uuid = $2 FOR UPDATE`,
        [creatorUuid, series.uuid],
      );
      const approved = checked.roles.length > 0 && (editsSeries || Boolean(before?.is_approved && sameRoles(before.roles, checked.roles)));
      if (!checked.roles.length) {
        await tx.query(`DELETE FROM creator_content WHERE creator_uuid = $1 AND content_uuid = $2`, [creatorUuid, series.uuid]);
      } else {
        await tx.query(
          `INSERT INTO creator_content (creator_uuid, content_uuid, content_type, roles, is_approved) VALUES ($1, $2, 'COMICSERIES', $3, $4)
           ON CONFLICT (creator_uuid, content_uuid) DO UPDATE SET roles = $3, is_approved = $4, updated_at = now()`,
          [creatorUuid, series.uuid, checked.roles, approved],
        );
      }
      if (series.status === 'PUBLISHED') await this.announce(tx, creatorUuid, series.uuid, before ?? null, { roles: checked.roles, approved });
      team = await teamOf(tx, series.uuid);
    });
    await this.events.publish(team, { type: 'item', data: { type: 'COMICSERIES', uuid: contentUuid } });
    const credit = await this.read(this.db.manager, user.id, contentUuid, creatorUuid);
    return credit ?? { creatorUuid, contentUuid, contentType, roles: [], isApproved: false, creator: await this.creatorOf(user.id, creatorUuid) };
  }

  /**
   * The webhook event of a credit change on a published series: a credit is public while approved,
   * so becoming approved is `created`, a change of an approved one `updated`, leaving (removed or
   * waiting for approval again) `deleted`. The event's uuid is the public CreatorContent uuid; its
   * parent is the creator (contract §9 filters).
   */
  private async announce(
    tx: EntityManager,
    creatorUuid: string,
    contentUuid: string,
    before: { roles: string[]; is_approved: boolean } | null,
    after: { roles: string[]; approved: boolean },
  ): Promise<void> {
    const wasPublic = Boolean(before?.is_approved);
    const action = !wasPublic ? (after.approved ? 'created' : null) : !after.approved ? 'deleted' : before!.roles.join() !== after.roles.join() ? 'updated' : null;
    if (!action) return;
    const [{ uuid }]: { uuid: string }[] = await tx.query(`SELECT creator_content_uuid($1::uuid, $2::uuid) AS uuid`, [creatorUuid, contentUuid]);
    const event: ContentEvent = { taddyType: 'creatorcontent', action, uuid, parentUuid: creatorUuid };
    await writeOutbox(tx, [event]);
  }

  private async read(manager: EntityManager, userId: number, contentUuid: string, creatorUuid: string) {
    const [row]: CreditRow[] = await manager.query(CREDIT_SELECT, [userId, contentUuid, creatorUuid]);
    return row ? creditView(row) : null;
  }

  /** The creator of a removed credit, as the user sees it. */
  private async creatorOf(userId: number, creatorUuid: string) {
    const [row]: CreatorRow[] = await this.db.query(
      `SELECT c.*, ${IMAGE_SELECT}, p.permission FROM creator c ${imageJoin('c', 'CREATOR')}
       LEFT JOIN content_permission p ON p.content_uuid = c.uuid AND p.user_id = $1 WHERE c.uuid = $2`,
      [userId, creatorUuid],
    );
    return row ? creatorView(row) : null;
  }
}
