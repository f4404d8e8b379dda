import { CreatorForm, USER_PERMISSIONS, UserPermission, emptyToNull, normaliseEnumValue, normaliseLinks, normaliseTags, validateCreator } from '@inkcast/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { User } from '../accounts/user.entity';
import { badUserInput } from '../common/errors';
import { EventsService } from '../common/events';
import { IMAGE_SELECT, CreatorRow, imageJoin } from '../comics/comic-views';
import { assertUuidFree, newItemUuid, teamOf } from '../comics/content';
import { changePublishStatus } from '../comics/publish-status';
import { ImagesService } from '../images/images.service';
import { PermissionsService } from '../team/permissions.service';
import { writeOutbox } from '../webhooks/outbox';

const CREATOR_SELECT = `SELECT c.*, ${IMAGE_SELECT}, p.permission FROM creator c ${imageJoin('c', 'CREATOR')}
  LEFT JOIN content_permission p ON p.content_uuid = c.uuid AND p.user_id = $1`;

/**
 * Creator profiles of the dashboard (spec 001 §3 Creator, §5 rules): create (owned by the signed-in
 * user, who becomes a creator), update, delete, publish and unpublish, with the avatar through the
 * image pipeline and webhook events (creator.created/updated/deleted) once published.
 */
@Injectable()
export class CreatorsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly permissions: PermissionsService,
    private readonly images: ImagesService,
    private readonly events: EventsService,
  ) {}

  /** A creator the user may view, or null. */
  async get(userId: number, uuid: string, manager: EntityManager = this.db.manager): Promise<CreatorRow | null> {
    const rows: CreatorRow[] = await manager.query(`${CREATOR_SELECT} WHERE c.uuid = $2 AND p.permission IS NOT NULL`, [userId, uuid.toLowerCase()]);
    return rows[0] ?? null;
  }

  /**
   * The user's creators, oldest first; with `atLeast`, only those where the user's permission is at
   * least that level (spec 001 §6: the first creator is fetched with the edit level).
   */
  async listMine(userId: number, atLeast?: UserPermission | null): Promise<CreatorRow[]> {
    const levels = atLeast ? USER_PERMISSIONS.slice(0, USER_PERMISSIONS.indexOf(atLeast) + 1) : USER_PERMISSIONS;
    return this.db.query(`${CREATOR_SELECT} WHERE p.permission = ANY($2::text[]) ORDER BY c.created_at, c.uuid`, [userId, levels]);
  }

  /** Creates a DRAFT creator with the client's uuid, owned by `user`. BAD_USER_INPUT per spec 001 §5. */
  async add(user: User, uuid: string, form: CreatorForm): Promise<CreatorRow> {
    const id = newItemUuid(uuid);
    const values = checked(form);
    await this.db.transaction(async (tx) => {
      await assertUuidFree(tx, id, 'This creator already exists.');
      const inserted: unknown[] = await tx.query(
        `INSERT INTO creator (uuid, owner_id, name, bio, country, tags, links, avatar_image_url) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (uuid) DO NOTHING RETURNING uuid`,
        [id, user.id, ...values],
      );
      if (!inserted.length) throw badUserInput('This creator already exists.');
      await this.permissions.grant(tx, user.id, 'CREATOR', id, 'OWNER');
      await tx.query(`UPDATE users SET is_creator = true WHERE id = $1 AND NOT is_creator`, [user.id]);
      await this.images.submit(tx, { type: 'CREATOR', uuid: id }, user.id, { avatar: [values[5] as string] });
    });
    await this.afterWrite(id, [user.id]);
    return (await this.get(user.id, id))!;
  }

  /** Updates a creator (edit permission); same rules. A published creator emits creator.updated. */
  async update(user: User, uuid: string, form: CreatorForm): Promise<CreatorRow> {
    const id = uuid.toLowerCase();
    const values = checked(form);
    let team: number[] = [];
    await this.db.transaction(async (tx) => {
      await this.permissions.require(user.id, id, 'edit', tx, 'CREATOR');
      const [[row]]: [{ status: string }[], number] = await tx.query(
        `UPDATE creator SET name = $2, bio = $3, country = $4, tags = $5, links = $6, avatar_image_url = $7, updated_at = now() WHERE uuid = $1 RETURNING status`,
        [id, ...values],
      );
      await this.images.submit(tx, { type: 'CREATOR', uuid: id }, user.id, { avatar: [values[5] as string] });
      if (row.status === 'PUBLISHED') await writeOutbox(tx, [{ taddyType: 'creator', action: 'updated', uuid: id }]);
      team = await teamOf(tx, id);
    });
    await this.afterWrite(id, team);
    return (await this.get(user.id, id))!;
  }

  /** Deletes a creator with its credits (delete permission); returns its uuid. */
  async remove(user: User, uuid: string): Promise<string> {
    const id = uuid.toLowerCase();
    let team: number[] = [];
    await this.db.transaction(async (tx) => {
      await this.permissions.require(user.id, id, 'delete', tx, 'CREATOR');
      team = await teamOf(tx, id);
      const [[gone]]: [{ status: string }[], number] = await tx.query(`DELETE FROM creator WHERE uuid = $1 RETURNING status`, [id]);
      await tx.query(`DELETE FROM invitation WHERE content_uuid = $1`, [id]);
      await this.permissions.forget(tx, id);
      if (gone.status === 'PUBLISHED') await writeOutbox(tx, [{ taddyType: 'creator', action: 'deleted', uuid: id }]);
    });
    await this.events.publish(team, { type: 'series list', data: { uuid: id } });
    return id;
  }

  /** Publishes or unpublishes a creator (see changePublishStatus). */
  async setStatus(user: User, uuid: string, status: string): Promise<CreatorRow> {
    await changePublishStatus({ db: this.db, permissions: this.permissions, events: this.events }, user.id, 'CREATOR', uuid.toLowerCase(), status);
    return (await this.get(user.id, uuid))!;
  }

  private async afterWrite(uuid: string, team: number[]): Promise<void> {
    await this.images.enqueue({ type: 'CREATOR', uuid });
    await this.events.publish(team, { type: 'series list', data: { uuid } });
  }
}

/** Column values (name, bio, country, tags, links, avatar) after the spec's checks (001 §5), or BAD_USER_INPUT. */
function checked(form: CreatorForm): unknown[] {
  const problem = validateCreator(form);
  if (problem) throw badUserInput(problem);
  return [
    (form.name ?? '').trim(),
    emptyToNull(form.bio),
    normaliseEnumValue(form.country),
    normaliseTags(form.tags),
    normaliseLinks(form.links),
    (form.avatarImageUrl ?? '').trim(),
  ];
}
