import { ComicMessage, emptyToNull, isUuid, validateSeason } from '@inkcast/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { badUserInput } from '../common/errors';
import type { InternalSeriesType } from '../generated/internal';
import { PermissionsService } from '../team/permissions.service';
import { addToCurrentSeason } from './current-season';
import { requireContent, requireSeries } from './series-access';

/** A season as the dashboard API answers it (SDL `Group`; spec 001 §3 Season). */
export interface GroupView {
  id: string;
  uuid: string;
  contentUuid: string;
  contentType: 'INTERNAL_COMICSERIES';
  name: string;
  description: string | null;
  /** Uuids of the season's episodes that still exist, in the season's order. */
  items: string[];
  isCurrent: boolean;
  /** How many episodes the season holds (`items.length`). */
  episodeCount: number;
}

/** The season form of add and update (spec 001 §7 Seasons); omitted fields of an update keep their value where noted. */
export interface SeasonInput {
  name?: string | null;
  description?: string | null;
  items?: readonly string[] | null;
  isCurrent?: boolean | null;
}

/** Seasons of a series, with only the episodes that still exist (a deleted episode leaves every season). */
const GROUP_SELECT = `
  SELECT g.id::text AS id, g.uuid::text AS uuid, g.content_uuid::text AS "contentUuid", g.name, g.description, g.is_current AS "isCurrent",
    ARRAY(SELECT t.u::text FROM unnest(g.items) WITH ORDINALITY AS t(u, n)
          WHERE EXISTS (SELECT 1 FROM comic_issue c WHERE c.uuid = t.u AND c.series_uuid = g.content_uuid) ORDER BY t.n) AS items
  FROM content_group g`;

type GroupRow = Omit<GroupView, 'contentType' | 'episodeCount'>;

function view(row: GroupRow): GroupView {
  return { ...row, contentType: 'INTERNAL_COMICSERIES', episodeCount: row.items.length };
}

/** The seasons of a series, oldest first (no permission check: for services that did it). */
export async function groupsOf(manager: EntityManager, seriesUuid: string): Promise<GroupView[]> {
  const rows: GroupRow[] = await manager.query(`${GROUP_SELECT} WHERE g.content_uuid = $1 ORDER BY g.id`, [seriesUuid]);
  return rows.map(view);
}

/** A season id argument as a number, or BAD_USER_INPUT 'This season does not exist …' for anything else. */
function groupId(id: string | number): number {
  const text = String(id).trim();
  if (!/^\d{1,9}$/.test(text)) throw badUserInput(ComicMessage.SEASON_NOT_FOUND);
  return Number(text);
}

/**
 * Seasons: groups of a series' episodes (spec 001 §3 Season, §4, §5, §7 Seasons). Reads need the
 * view permission on the series, add and update edit, delete delete (§6; schema/src/team.ts).
 * Items are PUBLISHED episodes of the series (the picker's list, §4); at most one season of a
 * series is current, and making one current clears the others in the same transaction.
 */
@Injectable()
export class SeasonsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly permissions: PermissionsService,
  ) {}

  /**
   * The seasons of a content the user may view, oldest first (a creator profile has none).
   * Errors: ACCESS_NOT_ALLOWED 'You do not have access to view this page.'.
   */
  async list(userId: number, contentUuid: string, contentType: InternalSeriesType): Promise<GroupView[]> {
    const content = await requireContent(this.permissions, this.db.manager, userId, contentUuid, contentType, 'view');
    return content.isSeries ? groupsOf(this.db.manager, content.uuid) : [];
  }

  /**
   * Adds a season (edit permission). BAD_USER_INPUT 'Please enter a Season Number.' without a name,
   * 'Please select at least one episode to include in this Season.' without items (§5), and
   * 'Only published episodes of this comic can be added to a season.' for any other item.
   */
  async add(userId: number, contentUuid: string, contentType: InternalSeriesType, input: SeasonInput): Promise<GroupView> {
    return this.db.transaction(async (tx) => {
      const series = await requireSeries(this.permissions, tx, userId, contentUuid, contentType, 'edit');
      const { name, items } = await this.checked(tx, series.uuid, input);
      const isCurrent = input.isCurrent ?? false;
      if (isCurrent) await this.clearCurrent(tx, series.uuid, null);
      const [{ id }]: { id: number }[] = await tx.query(
        `INSERT INTO content_group (uuid, content_uuid, content_type, name, description, items, is_current)
         VALUES ($1, $2, 'COMICSERIES', $3, $4, $5, $6) RETURNING id`,
        [randomUUID(), series.uuid, name, emptyToNull(input.description), items, isCurrent],
      );
      return this.one(tx, series.uuid, id);
    });
  }

  /**
   * Replaces a season's name and items (edit permission; the same rules as `add`); a description or
   * isCurrent left out keeps its value. BAD_USER_INPUT 'This season does not exist any more. …' for
   * an id the series does not have.
   */
  async update(userId: number, id: string, contentUuid: string, contentType: InternalSeriesType, input: SeasonInput): Promise<GroupView> {
    return this.db.transaction(async (tx) => {
      const series = await requireSeries(this.permissions, tx, userId, contentUuid, contentType, 'edit');
      const gid = groupId(id);
      const [current]: { is_current: boolean; description: string | null }[] = await tx.query(
        `SELECT is_current, description FROM content_group WHERE id = $1 AND content_uuid = $2 FOR UPDATE`,
        [gid, series.uuid],
      );
      if (!current) throw badUserInput(ComicMessage.SEASON_NOT_FOUND);
      const { name, items } = await this.checked(tx, series.uuid, input);
      const isCurrent = input.isCurrent ?? current.is_current;
      if (isCurrent) await this.clearCurrent(tx, series.uuid, gid);
      const description = input.description === undefined ? current.description : emptyToNull(input.description);
      await tx.query(`UPDATE content_group SET name = $2, description = $3, items = $4, is_current = $5, updated_at = now() WHERE id = $1`, [
        gid,
        name,
        description,
        items,
        isCurrent,
      ]);
      return this.one(tx, series.uuid, gid);
    });
  }

  /**
   * Deletes a season (delete permission) and answers its id; the GROUP payment rules on it go with it.
   * BAD_USER_INPUT 'This season does not exist any more. …' for an id the series does not have.
   */
  async remove(userId: number, id: string, contentUuid: string, contentType: InternalSeriesType): Promise<string> {
    return this.db.transaction(async (tx) => {
      const series = await requireSeries(this.permissions, tx, userId, contentUuid, contentType, 'delete');
      const rows: unknown[] = await tx.query(`WITH gone AS (DELETE FROM content_group WHERE id = $1 AND content_uuid = $2 RETURNING id) SELECT id FROM gone`, [
        groupId(id),
        series.uuid,
      ]);
      if (!rows.length) throw badUserInput(ComicMessage.SEASON_NOT_FOUND);
      return String(groupId(id));
    });
  }

  /**
   * Adds newly published episodes to the series' current season, in the publishing transaction
   * (spec 001 §3: "A newly published episode is automatically added to the current season").
   * Returns the season's id, or null when no season is current. See `addToCurrentSeason`.
   */
  addToCurrentSeason(manager: EntityManager, seriesUuid: string, issueUuids: string | readonly string[]): Promise<number | null> {
    return addToCurrentSeason(manager, seriesUuid, issueUuids);
  }

  /** The season's name (trimmed) and items (lower-cased, without repeats) once every rule holds; BAD_USER_INPUT otherwise. */
  private async checked(tx: EntityManager, seriesUuid: string, input: SeasonInput): Promise<{ name: string; items: string[] }> {
    const message = validateSeason({ name: input.name, items: input.items });
    if (message) throw badUserInput(message);
    const items = [...new Set((input.items ?? []).map((item) => item.trim().toLowerCase()).filter(Boolean))];
    if (!items.every(isUuid)) throw badUserInput(ComicMessage.SEASON_EPISODE_INVALID);
    const [{ n }]: { n: number }[] = await tx.query(
      `SELECT count(*)::int AS n FROM comic_issue WHERE series_uuid = $1 AND status = 'PUBLISHED' AND uuid = ANY($2::uuid[])`,
      [seriesUuid, items],
    );
    if (n !== items.length) throw badUserInput(ComicMessage.SEASON_EPISODE_INVALID);
    return { name: input.name!.trim(), items };
  }

  /** Makes every season of the series but `keep` not current (the series row is locked by the caller). */
  private async clearCurrent(tx: EntityManager, seriesUuid: string, keep: number | null): Promise<void> {
    await tx.query(`UPDATE content_group SET is_current = false, updated_at = now() WHERE content_uuid = $1 AND is_current AND id IS DISTINCT FROM $2`, [
      seriesUuid,
      keep,
    ]);
  }

  private async one(tx: EntityManager, seriesUuid: string, id: number): Promise<GroupView> {
    const rows: GroupRow[] = await tx.query(`${GROUP_SELECT} WHERE g.content_uuid = $1 AND g.id = $2`, [seriesUuid, id]);
    return view(rows[0]);
  }
}
