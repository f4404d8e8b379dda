import { ComicSeriesForm, isUuid, normaliseComicSeriesForm, validateComicSeries } from '@inkcast/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { apiError, badUserInput } from '../common/errors';
import { EventsService } from '../common/events';
import type { User } from '../accounts/user.entity';
import { ImageOwner, ImagesService } from '../images/images.service';
import { NO_ACCESS, PermissionsService } from '../team/permissions.service';
import { writeOutbox } from '../webhooks/outbox';
import { IMAGE_SELECT, SeriesRow, imageJoin } from './comic-views';
import { assertUuidFree, newItemUuid, teamOf } from './content';
import { changePublishStatus } from './publish-status';

const SERIES_SELECT = `
  SELECT s.*, ${IMAGE_SELECT}, p.permission,
    (SELECT count(*)::int FROM creator_content cc WHERE cc.content_uuid = s.uuid) AS creators_count,
    (SELECT count(*)::int FROM comic_issue i WHERE i.series_uuid = s.uuid) AS issues_count
  FROM comic_series s
  ${imageJoin('s', 'COMICSERIES')}
  LEFT JOIN content_permission p ON p.content_uuid = s.uuid AND p.user_id = $1`;

/**
 * Comic series of the creator dashboard (spec 001 §3 Comic series, §4 publishing, §5 rules, §6
 * permissions): create as DRAFT owned by the creator, update, delete, publish and unpublish, read
 * by the team. Every write is one transaction with its images' submission and its webhook events.
 */
@Injectable()
export class SeriesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly permissions: PermissionsService,
    private readonly images: ImagesService,
    private readonly events: EventsService,
  ) {}

  /** A series the user may view (with their permission), or null — unknown and refused look the same. */
  async get(userId: number, uuid: string, manager: EntityManager = this.db.manager): Promise<SeriesRow | null> {
    if (!isUuid(uuid)) return null;
    const rows: SeriesRow[] = await manager.query(`${SERIES_SELECT} WHERE s.uuid = $2 AND p.permission IS NOT NULL`, [userId, uuid.toLowerCase()]);
    return rows[0] ?? null;
  }

  /** The user's series (owned or as a team member), newest first. */
  async listMine(userId: number): Promise<SeriesRow[]> {
    return this.db.query(`${SERIES_SELECT} WHERE p.permission IS NOT NULL ORDER BY s.created_at DESC`, [userId]);
  }

  /**
   * Creates a DRAFT series with the client's uuid, owned by `user` (who becomes a creator).
   * BAD_USER_INPUT with the spec's message for a broken rule (§5) or a uuid already taken.
   */
  async add(user: User, uuid: string, form: ComicSeriesForm): Promise<SeriesRow> {
    const id = newItemUuid(uuid);
    const values = checked(form);
    await this.db.transaction(async (tx) => {
      await assertUuidFree(tx, id, 'This comic already exists.');
      const inserted: unknown[] = await tx.query(
        `INSERT INTO comic_series (uuid, owner_id, name, description, genres, language, content_rating, series_type, series_status, series_layout, tags,
           cover_image_url, banner_image_url, thumbnail_image_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (uuid) DO NOTHING RETURNING uuid`,
        [id, user.id, ...columns(values)],
      );
      if (!inserted.length) throw badUserInput('This comic already exists.');
      await this.permissions.grant(tx, user.id, 'COMICSERIES', id, 'OWNER');
      await tx.query(`UPDATE users SET is_creator = true WHERE id = $1 AND NOT is_creator`, [user.id]);
      await this.submitImages(tx, id, user.id, values);
    });
    await this.afterWrite(id, [user.id]);
    return (await this.get(user.id, id))!;
  }

  /** Updates a series (edit permission); same rules as `add`. A published series emits comicseries.updated. */
  async update(user: User, uuid: string, form: ComicSeriesForm): Promise<SeriesRow> {
    const values = checked(form);
    const id = uuid.toLowerCase();
    let team: number[] = [];
    await this.db.transaction(async (tx) => {
      await this.permissions.require(user.id, id, 'edit', tx, 'COMICSERIES');
      const [[row]]: [{ status: string }[], number] = await tx.query(
        `UPDATE comic_series SET name = $2, description = $3, genres = $4, language = $5, content_rating = $6, series_type = $7, series_status = $8,
           series_layout = $9, tags = $10, cover_image_url = $11, banner_image_url = $12, thumbnail_image_url = $13, updated_at = now()
         WHERE uuid = $1 RETURNING status`,
        [id, ...columns(values)],
      );
      await this.submitImages(tx, id, user.id, values);
      if (row.status === 'PUBLISHED') await writeOutbox(tx, [{ taddyType: 'comicseries', action: 'updated', uuid: id }]);
      team = await teamOf(tx, id);
    });
    await this.afterWrite(id, team);
    return (await this.get(user.id, id))!;
  }

  /** Deletes a series with its episodes, seasons and rules (delete permission); returns its uuid. */
  async remove(user: User, uuid: string): Promise<string> {
    const id = uuid.toLowerCase();
    let team: number[] = [];
    await this.db.transaction(async (tx) => {
      await this.permissions.require(user.id, id, 'delete', tx, 'COMICSERIES');
      team = await teamOf(tx, id);
      const issues: { uuid: string; status: string }[] = await tx.query(`SELECT uuid, status FROM comic_issue WHERE series_uuid = $1`, [id]);
      const [[series]]: [{ status: string }[], number] = await tx.query(`DELETE FROM comic_series WHERE uuid = $1 RETURNING status`, [id]);
      await tx.query(`DELETE FROM payment_rule WHERE content_uuid = $1`, [id]);
      await tx.query(`DELETE FROM content_group WHERE content_uuid = $1`, [id]);
      await tx.query(`DELETE FROM creator_content WHERE content_uuid = $1`, [id]);
      await tx.query(`DELETE FROM invitation WHERE content_uuid = $1`, [id]);
      await this.permissions.forget(tx, id);
      if (series.status === 'PUBLISHED') {
        await writeOutbox(tx, [
          { taddyType: 'comicseries', action: 'deleted', uuid: id },
          ...issues.filter((i) => i.status === 'PUBLISHED').map((i) => ({ taddyType: 'comicissue', action: 'deleted', uuid: i.uuid, parentUuid: id })),
        ]);
      }
    });
    await this.events.publish(team, { type: 'series list', data: { uuid: id } });
    return id;
  }

  /** Publishes or unpublishes a series (see changePublishStatus). */
  async setStatus(user: User, uuid: string, status: string): Promise<SeriesRow> {
    await changePublishStatus({ db: this.db, permissions: this.permissions, events: this.events }, user.id, 'COMICSERIES', uuid.toLowerCase(), status);
    return (await this.get(user.id, uuid))!;
  }

  /**
   * Runs a FAILED image processing again (edit permission): of a series, a creator, or — with
   * COMICSERIES and an episode's uuid — an episode (checked on its series). False when it is not FAILED.
   */
  async retryImages(user: User, contentType: 'COMICSERIES' | 'CREATOR', uuid: string): Promise<boolean> {
    let owner: ImageOwner = { type: contentType, uuid };
    let permissionUuid = uuid;
    if (contentType === 'COMICSERIES') {
      const [issue]: { series_uuid: string }[] = await this.db.query(`SELECT series_uuid FROM comic_issue WHERE uuid = $1`, [uuid]);
      if (issue) [owner, permissionUuid] = [{ type: 'COMICISSUE', uuid }, issue.series_uuid];
    }
    await this.permissions.require(user.id, permissionUuid, 'edit');
    return this.images.retry(owner);
  }

  private submitImages(tx: EntityManager, uuid: string, userId: number, values: ReturnType<typeof normaliseComicSeriesForm>) {
    return this.images.submit(tx, { type: 'COMICSERIES', uuid }, userId, {
      cover: [values.coverImageUrl!],
      banner: [values.bannerImageUrl!],
      thumbnail: [values.thumbnailImageUrl!],
    });
  }

  /** After a commit: queue the images and tell the team's dashboards. */
  private async afterWrite(uuid: string, team: number[]): Promise<void> {
    await this.images.enqueue({ type: 'COMICSERIES', uuid });
    await this.events.publish(team, { type: 'series list', data: { uuid } });
  }
}

/** The normalised form, or BAD_USER_INPUT with the first broken rule's message (spec 001 §5). */
function checked(form: ComicSeriesForm) {
  const problem = validateComicSeries(form);
  if (problem) throw badUserInput(problem);
  return normaliseComicSeriesForm(form);
}

/** Column values of comic_series in the order of the INSERT/UPDATE statements (after uuid/owner). */
function columns(v: ReturnType<typeof normaliseComicSeriesForm>) {
  return [
    v.name,
    v.description,
    [v.genre1, v.genre2, v.genre3].filter((g) => g !== null),
    v.language,
    v.rating,
    v.seriesType,
    v.seriesStatus,
    v.seriesLayout,
    v.tags,
    v.coverImageUrl,
    v.bannerImageUrl,
    v.thumbnailImageUrl,
  ];
}
