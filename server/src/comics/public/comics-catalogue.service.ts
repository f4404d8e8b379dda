import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { prepared } from '../../common/database/sql';
import { paidScopesSql, seriesScopesSql } from './exclusive-content';
import {
  ComicIssueRow,
  ComicIssueView,
  ComicSeriesRow,
  ComicSeriesView,
  ComicStoryView,
  CreatorContentRow,
  CreatorContentView,
  CreatorRow,
  CreatorView,
  comicIssueView,
  comicSeriesView,
  creatorContentView,
  creatorView,
} from './public-views';

/** Options of ComicSeries.issues (contract §5); page 1-based. */
export interface IssuePage {
  sortOrder: 'LATEST' | 'OLDEST' | 'SEARCH';
  page: number;
  limitPerPage: number;
  /** Words matched in titles; required with SEARCH. */
  searchTerm?: string | null;
}

/** Options of Creator.content (contract §5); page 1-based. */
export interface CreditPage {
  sortOrder: 'LATEST' | 'OLDEST';
  page: number;
  limitPerPage: number;
}

/** Epoch seconds of a timestamptz column. */
const epoch = (column: string) => `floor(extract(epoch FROM ${column}))::float8`;

/** Published series (contract §4.5 decision: only published comics are visible). */
const SERIES = `
  SELECT s.uuid, s.name, s.description, s.genres, s.language, s.content_rating AS "contentRating", s.series_type AS "seriesType",
    s.series_status AS "seriesStatus", s.series_layout AS "seriesLayout", s.tags, ${epoch('s.date_published')} AS "datePublished",
    img.status AS "imagesStatus", img.outputs AS "imageOutputs", ${seriesScopesSql('s')} AS scopes,
    (SELECT count(*)::int FROM comic_issue i WHERE i.series_uuid = s.uuid AND i.status = 'PUBLISHED') AS "totalIssues"
  FROM comic_series s LEFT JOIN image_set img ON img.owner_type = 'COMICSERIES' AND img.owner_uuid = s.uuid
  WHERE s.status = 'PUBLISHED'`;

/** Published issues of published series, with their images, the series' images, story uuids and paid scopes. */
const ISSUES = `
  SELECT i.uuid, i.series_uuid AS "seriesUuid", i.name, i.creator_note AS "creatorNote",
    i.push_notification_message AS "pushNotificationMessage", ${epoch('i.date_published')} AS "datePublished", i.position,
    ${epoch('i.date_exclusive_content_is_available')} AS "dateExclusiveContentIsAvailable",
    img.status AS "imagesStatus", img.outputs AS "imageOutputs", simg.status AS "seriesImagesStatus", simg.outputs AS "seriesImageOutputs",
    comic_story_uuids(i.uuid, img.outputs)::text[] AS "storyUuids", ${paidScopesSql('i')} AS "paidScopes"
  FROM comic_issue i
  JOIN comic_series s ON s.uuid = i.series_uuid AND s.status = 'PUBLISHED'
  LEFT JOIN image_set img ON img.owner_type = 'COMICISSUE' AND img.owner_uuid = i.uuid
  LEFT JOIN image_set simg ON simg.owner_type = 'COMICSERIES' AND simg.owner_uuid = i.series_uuid
  WHERE i.status = 'PUBLISHED'`;

/** Issue order on the series' list: by position, ties by uuid. */
const BY_POSITION = { LATEST: 'i.position DESC NULLS LAST, i.uuid DESC', OLDEST: 'i.position ASC NULLS FIRST, i.uuid ASC' };

/** Published creators, with their approved credits on published content counted. */
const CREATORS = `
  SELECT c.uuid, c.name, c.bio, c.country, c.tags, c.links, ${epoch('c.date_published')} AS "datePublished",
    img.status AS "imagesStatus", img.outputs AS "imageOutputs",
    (SELECT count(*)::int FROM creator_content cc JOIN comic_series s ON s.uuid = cc.content_uuid AND s.status = 'PUBLISHED'
     WHERE cc.creator_uuid = c.uuid AND cc.is_approved AND cc.content_type = 'COMICSERIES') AS "totalContent"
  FROM creator c LEFT JOIN image_set img ON img.owner_type = 'CREATOR' AND img.owner_uuid = c.uuid
  WHERE c.status = 'PUBLISHED'`;

/**
 * Visible credits (approved, published creator, published content) matching `filter` on
 * creator_content `cc`, with their 1-based positions on the creator's list and on the content's
 * list (both in the order the credits were added, ties by uuid), followed by `tail`.
 */
function credits(filter: string, tail: string): string {
  return `
    WITH hit AS (SELECT cc.creator_uuid, cc.content_uuid FROM creator_content cc WHERE ${filter}),
    visible AS (
      SELECT cc.creator_uuid, cc.content_uuid, cc.content_type, cc.roles, cc.created_at
      FROM creator_content cc
      JOIN creator c ON c.uuid = cc.creator_uuid AND c.status = 'PUBLISHED'
      JOIN comic_series s ON s.uuid = cc.content_uuid AND s.status = 'PUBLISHED'
      WHERE cc.is_approved AND cc.content_type = 'COMICSERIES'
        AND (cc.creator_uuid IN (SELECT creator_uuid FROM hit) OR cc.content_uuid IN (SELECT content_uuid FROM hit))),
    ranked AS (
      SELECT v.*,
        row_number() OVER (PARTITION BY v.creator_uuid ORDER BY v.created_at, v.content_uuid)::int AS position,
        row_number() OVER (PARTITION BY v.content_uuid ORDER BY v.created_at, v.creator_uuid)::int AS content_position
      FROM visible v)
    SELECT creator_content_uuid(r.creator_uuid, r.content_uuid) AS uuid, r.creator_uuid AS "creatorUuid",
      r.content_uuid AS "contentUuid", r.content_type AS "contentType", r.roles, r.position, r.content_position AS "contentPosition"
    FROM ranked r JOIN hit h ON h.creator_uuid = r.creator_uuid AND h.content_uuid = r.content_uuid
    ${tail}`;
}

/** `%term%` for ILIKE, with its wildcards escaped. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

/**
 * Read side of the public comics catalogue (contract §4.5, §5): published series, their published
 * issues and stories, published creators and their approved credits, as named prepared statements
 * (common/database/sql.ts) turned into the public objects (public-views.ts). Anything not
 * published is simply not found.
 */
@Injectable()
export class ComicsCatalogueService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private rows<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    return prepared<T>(this.db, `comics-${name}`, text, values);
  }

  // ---- series

  /** A published series by uuid. */
  async seriesByUuid(uuid: string): Promise<ComicSeriesView | null> {
    return (await this.seriesByUuids([uuid]))[0] ?? null;
  }

  /** Published series by uuids, in no particular order (callers re-order). */
  async seriesByUuids(uuids: readonly string[]): Promise<ComicSeriesView[]> {
    if (!uuids.length) return [];
    const rows = await this.rows<ComicSeriesRow>('series-by-uuids', `${SERIES} AND s.uuid = ANY($1::uuid[])`, [uuids]);
    return rows.map(comicSeriesView);
  }

  /**
   * A published series by exact, case-insensitive name. With no popularity data yet, the best
   * text match (same case) wins, then the newest (contract §4.5: "most popular match").
   */
  async seriesByName(name: string): Promise<ComicSeriesView | null> {
    const rows = await this.rows<ComicSeriesRow>(
      'series-by-name',
      `${SERIES} AND lower(s.name) = lower($1) ORDER BY (s.name = $1) DESC, s.date_published DESC NULLS LAST, s.uuid LIMIT 1`,
      [name.trim()],
    );
    return rows.map(comicSeriesView)[0] ?? null;
  }

  // ---- issues and stories

  /** Published issues by uuids, in no particular order. */
  async issuesByUuids(uuids: readonly string[]): Promise<ComicIssueView[]> {
    if (!uuids.length) return [];
    const rows = await this.rows<ComicIssueRow>('issues-by-uuids', `${ISSUES} AND i.uuid = ANY($1::uuid[])`, [uuids]);
    return rows.map((r) => comicIssueView(r));
  }

  /**
   * One page of a series' published issues (contract §5 ComicSeries.issues): LATEST (highest
   * position first) or OLDEST; SEARCH matches the words of `searchTerm` in titles, latest first.
   */
  async issuesOfSeries(seriesUuid: string, opts: IssuePage): Promise<ComicIssueView[]> {
    const values: unknown[] = [seriesUuid, opts.limitPerPage, (opts.page - 1) * opts.limitPerPage];
    let rows: ComicIssueRow[];
    if (opts.sortOrder === 'SEARCH' && opts.searchTerm) {
      rows = await this.rows<ComicIssueRow>(
        'issues-of-series-search',
        `${ISSUES} AND i.series_uuid = $1
           AND (to_tsvector('english', i.name) @@ websearch_to_tsquery('english', $4) OR i.name ILIKE $5)
         ORDER BY ${BY_POSITION.LATEST} LIMIT $2 OFFSET $3`,
        [...values, opts.searchTerm, likePattern(opts.searchTerm)],
      );
    } else {
      const order = opts.sortOrder === 'OLDEST' ? 'OLDEST' : 'LATEST';
      rows = await this.rows<ComicIssueRow>(
        `issues-of-series-${order.toLowerCase()}`,
        `${ISSUES} AND i.series_uuid = $1 ORDER BY ${BY_POSITION[order]} LIMIT $2 OFFSET $3`,
        values,
      );
    }
    return rows.map((r) => comicIssueView(r));
  }

  /** Every published issue of the given series, oldest first per series (for `issuesHash`). */
  async allIssuesOfSeries(seriesUuids: readonly string[]): Promise<ComicIssueView[]> {
    if (!seriesUuids.length) return [];
    const rows = await this.rows<ComicIssueRow>(
      'all-issues-of-series',
      `${ISSUES} AND i.series_uuid = ANY($1::uuid[]) ORDER BY i.series_uuid, ${BY_POSITION.OLDEST}`,
      [seriesUuids],
    );
    return rows.map((r) => comicIssueView(r));
  }

  /**
   * Stories by uuids, in no particular order: found through the image sets whose story uuids
   * overlap (indexed); stories of an issue inside its exclusive window are not served.
   */
  async storiesByUuids(uuids: readonly string[]): Promise<ComicStoryView[]> {
    if (!uuids.length) return [];
    const rows = await this.rows<ComicIssueRow>(
      'issues-by-story-uuids',
      `${ISSUES} AND i.uuid IN (
         SELECT owner_uuid FROM image_set WHERE owner_type = 'COMICISSUE' AND comic_story_uuids(owner_uuid, outputs) && $1::uuid[])`,
      [uuids],
    );
    const wanted = new Set(uuids);
    return rows.flatMap((r) => comicIssueView(r).stories.filter((s) => wanted.has(s.uuid)));
  }

  // ---- creators and credits

  /** Published creators by uuids, in no particular order. */
  async creatorsByUuids(uuids: readonly string[]): Promise<CreatorView[]> {
    if (!uuids.length) return [];
    const rows = await this.rows<CreatorRow>('creators-by-uuids', `${CREATORS} AND c.uuid = ANY($1::uuid[])`, [uuids]);
    return rows.map(creatorView);
  }

  /** A published creator by exact, case-insensitive name: same case first, then the newest. */
  async creatorByName(name: string): Promise<CreatorView | null> {
    const rows = await this.rows<CreatorRow>(
      'creator-by-name',
      `${CREATORS} AND lower(c.name) = lower($1) ORDER BY (c.name = $1) DESC, c.date_published DESC NULLS LAST, c.uuid LIMIT 1`,
      [name.trim()],
    );
    return rows.map(creatorView)[0] ?? null;
  }

  /** Visible credits by their uuids, in no particular order. */
  async creditsByUuids(uuids: readonly string[]): Promise<CreatorContentView[]> {
    if (!uuids.length) return [];
    const rows = await this.rows<CreatorContentRow>(
      'credits-by-uuids',
      credits('creator_content_uuid(cc.creator_uuid, cc.content_uuid) = ANY($1::uuid[])', ''),
      [uuids],
    );
    return rows.map(creatorContentView);
  }

  /** One page of a creator's visible credits (contract §5 Creator.content): LATEST = last added first. */
  async creditsOfCreator(creatorUuid: string, opts: CreditPage): Promise<CreatorContentView[]> {
    const order = opts.sortOrder === 'OLDEST' ? 'OLDEST' : 'LATEST';
    const rows = await this.rows<CreatorContentRow>(
      `credits-of-creator-${order.toLowerCase()}`,
      credits('cc.creator_uuid = $1', `ORDER BY r.position ${order === 'OLDEST' ? 'ASC' : 'DESC'} LIMIT $2 OFFSET $3`),
      [creatorUuid, opts.limitPerPage, (opts.page - 1) * opts.limitPerPage],
    );
    return rows.map(creatorContentView);
  }

  /** Every visible credit of the given creators, in each creator's order (for `contentHash`). */
  async allCreditsOfCreators(creatorUuids: readonly string[]): Promise<CreatorContentView[]> {
    if (!creatorUuids.length) return [];
    const rows = await this.rows<CreatorContentRow>(
      'all-credits-of-creators',
      credits('cc.creator_uuid = ANY($1::uuid[])', 'ORDER BY r.creator_uuid, r.position'),
      [creatorUuids],
    );
    return rows.map(creatorContentView);
  }

  /** Every visible credit on the given contents, in each content's order (ComicSeries.creators). */
  async creditsOfContents(contentUuids: readonly string[]): Promise<CreatorContentView[]> {
    if (!contentUuids.length) return [];
    const rows = await this.rows<CreatorContentRow>(
      'credits-of-contents',
      credits('cc.content_uuid = ANY($1::uuid[])', 'ORDER BY r.content_uuid, r.content_position'),
      [contentUuids],
    );
    return rows.map(creatorContentView);
  }
}
