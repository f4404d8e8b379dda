import { EpisodeForm, hasPermission, normaliseEpisodeTexts, publishChoice, validateEpisode } from '@inkcast/schema';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource, EntityManager } from 'typeorm';
import type { User } from '../accounts/user.entity';
import { badUserInput } from '../common/errors';
import { EventsService } from '../common/events';
import { ImagesService } from '../images/images.service';
import { PermissionsService } from '../team/permissions.service';
import { ContentEvent, writeOutbox } from '../webhooks/outbox';
import { isPaidSql } from '../payment-rules/paid-episodes';
import { addToCurrentSeason, removeFromSeasons } from '../seasons/current-season';
import { IMAGE_SELECT, IssueRow, imageJoin } from './comic-views';
import { assertUuidFree, newItemUuid, noAccess, teamOf } from './content';

/** The episode form with its optional banner and thumbnail (spec 001 §7 add/update episode). */
export type IssueForm = EpisodeForm & { bannerImageUrl?: string | null; thumbnailImageUrl?: string | null };

/** Payload of `publish-issue`: the episode and the publishAt (epoch seconds) it was queued for. */
export interface PublishIssueJob {
  uuid: string;
  publishAt: number;
}

// PAID per spec 001 §4, the rule of payment-rules/paid-episodes.ts.
const ISSUE_SELECT = `SELECT i.*, ${IMAGE_SELECT}, ${isPaidSql('i')} AS is_paid FROM comic_issue i ${imageJoin('i', 'COMICISSUE')}`;

/** The date an episode list shows and sorts by, per status (spec 001 §4). */
const SHOWN_DATE = `CASE i.status WHEN 'PUBLISHED' THEN i.date_published WHEN 'SCHEDULED' THEN i.publish_at ELSE i.created_at END`;

/** Most episodes published in one pass of `publishDue`. */
const PUBLISH_BATCH = 5000;

/**
 * Episodes (comic issues) of the creator dashboard (spec 001 §3, §4, §5): drafts, publishing now,
 * scheduling with a delayed `publish-issue` job plus a sweeper, and the publishing itself — batched,
 * idempotent, numbering positions, joining the current season and emitting webhook events.
 */
@Injectable()
export class IssuesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue('publishing') private readonly queue: Queue<PublishIssueJob>,
    private readonly permissions: PermissionsService,
    private readonly images: ImagesService,
    private readonly events: EventsService,
  ) {}

  /** An episode of a series the user may view, or null. */
  async get(userId: number, uuid: string, seriesUuid?: string): Promise<IssueRow | null> {
    const [row]: IssueRow[] = await this.db.query(`${ISSUE_SELECT} WHERE i.uuid = $1`, [uuid.toLowerCase()]);
    if (!row || (seriesUuid && row.series_uuid !== seriesUuid.toLowerCase())) return null;
    return (await this.permissions.permissionOf(userId, row.series_uuid)) ? row : null;
  }

  /**
   * One page of a series' episodes for a user who may view it (spec 001 §9): `status` picks a tab;
   * sorted by the date shown for the status (§4), LATEST or OLDEST first.
   */
  async list(userId: number, seriesUuid: string, page: number, limitPerPage: number, sortOrder: 'LATEST' | 'OLDEST', status?: string | null): Promise<IssueRow[]> {
    if (!(await this.permissions.permissionOf(userId, seriesUuid.toLowerCase()))) throw noAccess();
    return this.db.query(
      `${ISSUE_SELECT} WHERE i.series_uuid = $1 AND ($2::text IS NULL OR i.status = $2)
       ORDER BY ${SHOWN_DATE} ${sortOrder === 'OLDEST' ? 'ASC' : 'DESC'}, i.uuid LIMIT $3 OFFSET $4`,
      [seriesUuid.toLowerCase(), status ?? null, limitPerPage, (page - 1) * limitPerPage],
    );
  }

  /**
   * Adds an episode (edit permission on the series; publishing now or scheduling also needs publish
   * permission). `publishAt` (epoch seconds): null → draft, now or past → published now, later →
   * scheduled (§4, §5 rules; scheduling only once the series is published).
   */
  async add(user: User, uuid: string, seriesUuid: string, form: IssueForm): Promise<IssueRow> {
    const id = newItemUuid(uuid);
    const series = seriesUuid.toLowerCase();
    const published = await this.db.transaction(async (tx) => {
      const permission = await this.permissions.require(user.id, series, 'edit', tx, 'COMICSERIES');
      const [s]: { status: string }[] = await tx.query(`SELECT status FROM comic_series WHERE uuid = $1 FOR UPDATE`, [series]);
      const choice = this.check(form, s.status === 'PUBLISHED', permission);
      const texts = normaliseEpisodeTexts(form);
      await assertUuidFree(tx, id, 'This episode already exists.');
      const inserted: unknown[] = await tx.query(
        `INSERT INTO comic_issue (uuid, series_uuid, name, creator_note, push_notification_message, status, publish_at, date_exclusive_content_is_available,
           banner_image_url, thumbnail_image_url, image_urls)
         VALUES ($1, $2, $3, $4, $5, $6, to_timestamp($7), to_timestamp($8), $9, $10, $11) ON CONFLICT (uuid) DO NOTHING RETURNING uuid`,
        [id, series, texts.name, texts.description, texts.pushNotificationMessage, choice === 'schedule' ? 'SCHEDULED' : 'DRAFT', choice === 'schedule' ? form.publishAt : null,
          form.dateExclusiveContentIsAvailable ?? null, form.bannerImageUrl ?? null, form.thumbnailImageUrl ?? null, form.imageUrls ?? []],
      );
      if (!inserted.length) throw badUserInput('This episode already exists.');
      await this.submitImages(tx, id, user.id, form);
      return choice === 'now' ? this.publishIn(tx, [id]) : [];
    });
    await this.afterWrite(id, series, form.publishAt ?? null, published);
    return (await this.get(user.id, id))!;
  }

  /**
   * Updates an episode (edit permission; publish permission to publish or schedule). A published
   * episode stays published (its publishAt is ignored); a draft or scheduled one follows `publishAt`
   * as in `add` (rescheduling replaces the old time: its job then does nothing).
   */
  async update(user: User, uuid: string, form: IssueForm): Promise<IssueRow> {
    const id = uuid.toLowerCase();
    const [current]: { series_uuid: string }[] = await this.db.query(`SELECT series_uuid FROM comic_issue WHERE uuid = $1`, [id]);
    if (!current) throw noAccess();
    const series = current.series_uuid;
    let publishAt: number | null = null;
    const published = await this.db.transaction(async (tx) => {
      const permission = await this.permissions.require(user.id, series, 'edit', tx, 'COMICSERIES');
      const [s]: { status: string }[] = await tx.query(`SELECT status FROM comic_series WHERE uuid = $1 FOR UPDATE`, [series]);
      const [issue]: { status: string }[] = await tx.query(`SELECT status FROM comic_issue WHERE uuid = $1 FOR UPDATE`, [id]);
      const wasPublished = issue.status === 'PUBLISHED';
      const choice = wasPublished ? 'keep' : this.check(form, s.status === 'PUBLISHED', permission);
      if (wasPublished) {
        const problem = validateEpisode({ ...form, publishAt: null }, { nowSeconds: now() });
        if (problem) throw badUserInput(problem);
      }
      const texts = normaliseEpisodeTexts(form);
      publishAt = choice === 'schedule' ? (form.publishAt as number) : null;
      await tx.query(
        `UPDATE comic_issue SET name = $2, creator_note = $3, push_notification_message = $4, date_exclusive_content_is_available = to_timestamp($5),
           banner_image_url = $6, thumbnail_image_url = $7, image_urls = $8, updated_at = now(),
           status = CASE WHEN status = 'PUBLISHED' THEN status WHEN $9::bigint IS NULL THEN 'DRAFT' ELSE 'SCHEDULED' END,
           publish_at = CASE WHEN status = 'PUBLISHED' THEN publish_at ELSE to_timestamp($9) END
         WHERE uuid = $1`,
        [id, texts.name, texts.description, texts.pushNotificationMessage, form.dateExclusiveContentIsAvailable ?? null,
          form.bannerImageUrl ?? null, form.thumbnailImageUrl ?? null, form.imageUrls ?? [], publishAt],
      );
      await this.submitImages(tx, id, user.id, form);
      if (wasPublished) await writeOutbox(tx, [{ taddyType: 'comicissue', action: 'updated', uuid: id, parentUuid: series }]);
      return choice === 'now' ? this.publishIn(tx, [id]) : [];
    });
    await this.afterWrite(id, series, publishAt, published);
    return (await this.get(user.id, id))!;
  }

  /** Deletes an episode (delete permission on its series); returns its uuid. A scheduled one never publishes. */
  async remove(user: User, uuid: string): Promise<string> {
    const id = uuid.toLowerCase();
    const [current]: { series_uuid: string }[] = await this.db.query(`SELECT series_uuid FROM comic_issue WHERE uuid = $1`, [id]);
    if (!current) throw noAccess();
    await this.db.transaction(async (tx) => {
      await this.permissions.require(user.id, current.series_uuid, 'delete', tx);
      const [[gone]]: [{ status: string }[], number] = await tx.query(`DELETE FROM comic_issue WHERE uuid = $1 RETURNING status`, [id]);
      await removeFromSeasons(tx, current.series_uuid, id);
      if (gone?.status === 'PUBLISHED') await writeOutbox(tx, [{ taddyType: 'comicissue', action: 'deleted', uuid: id, parentUuid: current.series_uuid }]);
    });
    await this.events.publish(await teamOf(this.db.manager, current.series_uuid), { type: 'item', data: { type: 'COMICISSUE', uuid: id, deleted: true } });
    return id;
  }

  /**
   * Publishes every SCHEDULED episode whose publishAt has come, in one transaction per batch
   * (the delayed job and the sweeper both call it; re-delivered jobs find nothing left to do).
   * Returns the uuids it published.
   */
  async publishDue(): Promise<string[]> {
    const published: string[] = [];
    for (;;) {
      const batch = await this.db.transaction(async (tx) => {
        const due: { uuid: string }[] = await tx.query(
          `SELECT uuid FROM comic_issue WHERE status = 'SCHEDULED' AND publish_at <= now() ORDER BY publish_at, uuid LIMIT $1 FOR UPDATE SKIP LOCKED`,
          [PUBLISH_BATCH],
        );
        return due.length ? this.publishIn(tx, due.map((d) => d.uuid)) : [];
      });
      published.push(...batch.map((b) => b.uuid));
      await this.announce(batch);
      if (batch.length < PUBLISH_BATCH) return published;
    }
  }

  /**
   * Publishes episodes in the caller's transaction (spec 001 §3, §4): status PUBLISHED, datePublished
   * = their publishAt (or now), positions after the series' last, joined to the current season;
   * webhook events comicissue.created per episode and comicseries.new_issues_released once per series.
   */
  private async publishIn(tx: EntityManager, uuids: string[]): Promise<{ uuid: string; series_uuid: string }[]> {
    // Series rows locked in a fixed order: concurrent publishes number positions one at a time.
    await tx.query(`SELECT 1 FROM comic_series WHERE uuid IN (SELECT series_uuid FROM comic_issue WHERE uuid = ANY($1::uuid[])) ORDER BY uuid FOR UPDATE`, [uuids]);
    // An UPDATE … RETURNING: TypeORM answers [rows, count].
    const [rows]: [{ uuid: string; series_uuid: string; position: number }[], number] = await tx.query(
      `WITH chosen AS (
         SELECT i.uuid, i.series_uuid, coalesce(least(i.publish_at, now()), now()) AS at,
           (SELECT coalesce(max(position), 0) FROM comic_issue l WHERE l.series_uuid = i.series_uuid)
             + row_number() OVER (PARTITION BY i.series_uuid ORDER BY i.publish_at NULLS LAST, i.created_at, i.uuid) AS pos
         FROM comic_issue i WHERE i.uuid = ANY($1::uuid[]) AND i.status <> 'PUBLISHED')
       UPDATE comic_issue c SET status = 'PUBLISHED', date_published = chosen.at, position = chosen.pos, publish_at = NULL, updated_at = now()
       FROM chosen WHERE c.uuid = chosen.uuid RETURNING c.uuid, c.series_uuid, c.position`,
      [uuids],
    );
    if (!rows.length) return rows;
    const series = [...new Set(rows.map((r) => r.series_uuid))];
    const inOrder = [...rows].sort((a, b) => a.position - b.position);
    for (const s of series) await addToCurrentSeason(tx, s, inOrder.filter((r) => r.series_uuid === s).map((r) => r.uuid));
    const events: ContentEvent[] = [
      ...rows.map((r) => ({ taddyType: 'comicissue', action: 'created', uuid: r.uuid, parentUuid: r.series_uuid })),
      ...series.map((uuid) => ({ taddyType: 'comicseries', action: 'new_issues_released', uuid })),
    ];
    const creators: { creator_uuid: string }[] = await tx.query(`SELECT DISTINCT creator_uuid FROM creator_content WHERE content_uuid = ANY($1::uuid[]) AND is_approved`, [series]);
    events.push(...creators.map((c) => ({ taddyType: 'creator', action: 'new_content_released', uuid: c.creator_uuid })));
    await writeOutbox(tx, events);
    return rows;
  }

  /** The rule checks of the episode form and the permission to publish; returns the publish choice. */
  private check(form: IssueForm, seriesIsPublished: boolean, permission: string): 'draft' | 'now' | 'schedule' {
    const problem = validateEpisode(form, { nowSeconds: now(), seriesIsPublished });
    if (problem) throw badUserInput(problem);
    const choice = publishChoice(form.publishAt, now());
    if (choice !== 'draft' && !hasPermission(permission, 'publish')) throw noAccess();
    return choice;
  }

  private submitImages(tx: EntityManager, uuid: string, userId: number, form: IssueForm) {
    return this.images.submit(tx, { type: 'COMICISSUE', uuid }, userId, {
      story: [...(form.imageUrls ?? [])],
      ...(form.bannerImageUrl ? { episodeBanner: [form.bannerImageUrl] } : {}),
      ...(form.thumbnailImageUrl ? { episodeThumbnail: [form.thumbnailImageUrl] } : {}),
    });
  }

  /** After a commit: images queued, the scheduled job queued, dashboards told. */
  private async afterWrite(uuid: string, series: string, publishAt: number | null, published: { uuid: string; series_uuid: string }[]): Promise<void> {
    await this.images.enqueue({ type: 'COMICISSUE', uuid });
    if (publishAt !== null && publishAt > now()) await this.schedule({ uuid, publishAt });
    await this.announce(published);
    await this.events.publish(await teamOf(this.db.manager, series), { type: 'item', data: { type: 'COMICISSUE', uuid } });
  }

  /** A delayed `publish-issue` job at publishAt (one per episode and time). */
  async schedule(job: PublishIssueJob): Promise<void> {
    await this.queue.add('publish-issue', job, { jobId: `${job.uuid}-${job.publishAt}`, delay: Math.max(0, job.publishAt * 1000 - Date.now()) });
  }

  private async announce(published: { uuid: string; series_uuid: string }[]): Promise<void> {
    for (const series of new Set(published.map((p) => p.series_uuid))) {
      await this.events.publish(await teamOf(this.db.manager, series), { type: 'series list', data: { uuid: series } });
    }
  }
}

/** Now, epoch seconds. */
function now(): number {
  return Math.floor(Date.now() / 1000);
}
