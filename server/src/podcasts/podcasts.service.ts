import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { prepared } from '../common/database/sql';
import { PodcastEpisode } from './podcast-episode.entity';
import { PodcastFeed } from './podcast-feed.entity';
import { PodcastSeries } from './podcast-series.entity';
import { rssKey } from './rss-url';

/** Episode list options (contract §5 PodcastSeries.episodes); page 1-based. */
export interface EpisodePage {
  sortOrder: 'LATEST' | 'OLDEST' | 'SEARCH';
  page: number;
  limitPerPage: number;
  searchTerm?: string | null;
  includeRemoved: boolean;
}

/** A page of episodes to read: its options and the columns (episodeColumns()) of the selected fields. */
export interface EpisodePageRequest {
  opts: EpisodePage;
  columns: string;
}

/** A series as looked up, with the page of its episodes read in the same statement when one was asked for. */
export interface SeriesWithEpisodes extends PodcastSeries {
  episodePage?: { key: string; episodes: PodcastEpisode[] };
}

/** Identifies a page request: the episodes resolver uses a page read along only when the keys match. */
export function episodePageKey({ opts, columns }: EpisodePageRequest): string {
  return JSON.stringify([opts.sortOrder, opts.page, opts.limitPerPage, opts.searchTerm ?? null, opts.includeRemoved, columns]);
}

/**
 * The named SELECT of one page of a series' episodes, the series' uuid being `seriesUuid` (a
 * parameter or an outer column) and its own parameters numbered from `$first`. SEARCH matches title
 * and description, newest first.
 */
function episodePageQuery(seriesUuid: string, { opts, columns }: EpisodePageRequest, first: number): { name: string; text: string; values: unknown[] } {
  const $ = (i: number) => `$${first + i}`;
  const values: unknown[] = [opts.includeRemoved, opts.limitPerPage, (opts.page - 1) * opts.limitPerPage];
  let variant = opts.sortOrder === 'OLDEST' ? 'oldest' : 'latest';
  let match = '';
  if (opts.sortOrder === 'SEARCH' && opts.searchTerm) {
    variant = 'search';
    values.push(opts.searchTerm, `%${opts.searchTerm.replace(/[\\%_]/g, (c) => '\\' + c)}%`);
    match = `AND (e.search @@ websearch_to_tsquery('english', ${$(3)}) OR e.name ILIKE ${$(4)})`;
  }
  const order = variant === 'oldest' ? 'e.date_published ASC NULLS FIRST, e.uuid ASC' : 'e.date_published DESC NULLS LAST, e.uuid DESC';
  return {
    name: `episodes-of-series-${variant}:${columnsId(columns)}`,
    text: `SELECT ${columns} FROM podcast_episode e
       WHERE e.series_uuid = ${seriesUuid} AND (${$(0)} OR NOT e.is_removed) ${match}
       ORDER BY ${order} LIMIT ${$(1)} OFFSET ${$(2)}`,
    values,
  };
}

/** A short id of a column list, part of the names of statements that read it. */
function columnsId(columns: string): string {
  let id = columnIds.get(columns);
  if (id === undefined) {
    id = createHash('sha1').update(columns).digest('hex').slice(0, 12);
    if (columnIds.size >= 1000) columnIds.clear();
    columnIds.set(columns, id);
  }
  return id;
}

/** columnsId() of recent column lists (one per distinct selection of episode fields). */
const columnIds = new Map<string, string>();

/** Options of getLatestPodcastEpisodes (contract §4.1); uuids/rssUrls null = whole catalogue. */
export interface LatestEpisodesQuery {
  seriesUuids: string[] | null;
  rssUrls: string[] | null;
  page: number;
  limitPerPage: number;
  limitPerPodcast: number | null;
}

/**
 * podcast_series columns under the entity's property names (bigints as numbers; text arrays as
 * JSON, which pg parses natively, rather than in its JavaScript array parser).
 */
const SERIES = `s.uuid, s.rss_url AS "rssUrl", s.itunes_id AS "itunesId", s.name, s.description, s.image_url AS "imageUrl",
  s.website_url AS "websiteUrl", s.copyright, s.rss_owner_name AS "rssOwnerName", s.rss_owner_public_email AS "rssOwnerPublicEmail",
  s.author_name AS "authorName", s.language, to_json(s.genres) AS genres, s.is_explicit_content AS "isExplicitContent", s.is_completed AS "isCompleted",
  s.is_blocked AS "isBlocked", s.series_type AS "seriesType", s.content_type AS "contentType", s.podcast_guid AS "podcastGuid",
  s.date_published::float8 AS "datePublished", s.hash, s.children_hash AS "childrenHash", to_json(s.description_links) AS "descriptionLinks",
  s.persons, s.itunes_info AS "itunesInfo", s.popularity, s.total_episodes AS "totalEpisodes",
  s.latest_episode_date::float8 AS "latestEpisodeDate"`;

/** podcast_episode columns by the entity's property names (bigints as numbers, text arrays as JSON). */
const EPISODE_COLUMNS: Record<string, string> = {
  uuid: 'e.uuid',
  seriesUuid: 'e.series_uuid AS "seriesUuid"',
  guid: 'e.guid',
  name: 'e.name',
  description: 'e.description',
  subtitle: 'e.subtitle',
  datePublished: 'e.date_published::float8 AS "datePublished"',
  audioUrl: 'e.audio_url AS "audioUrl"',
  videoUrl: 'e.video_url AS "videoUrl"',
  fileType: 'e.file_type AS "fileType"',
  fileLength: 'e.file_length::float8 AS "fileLength"',
  duration: 'e.duration',
  seasonNumber: 'e.season_number AS "seasonNumber"',
  episodeNumber: 'e.episode_number AS "episodeNumber"',
  episodeType: 'e.episode_type AS "episodeType"',
  imageUrl: 'e.image_url AS "imageUrl"',
  websiteUrl: 'e.website_url AS "websiteUrl"',
  isExplicitContent: 'e.is_explicit_content AS "isExplicitContent"',
  isRemoved: 'e.is_removed AS "isRemoved"',
  isBlocked: 'e.is_blocked AS "isBlocked"',
  hash: 'e.hash',
  descriptionLinks: 'to_json(e.description_links) AS "descriptionLinks"',
  persons: 'e.persons',
  transcripts: 'e.transcripts',
  chapters: 'e.chapters',
  alternateEnclosures: 'e.alternate_enclosures AS "alternateEnclosures"',
};

/** Every episode column. */
const EPISODE = Object.values(EPISODE_COLUMNS).join(', ');

/** GraphQL fields of PodcastEpisode computed from a differently named column. */
const EPISODE_FIELD_COLUMNS: Record<string, string> = {
  transcriptUrls: 'transcripts',
  transcriptUrlsWithDetails: 'transcripts',
  chaptersUrls: 'chapters',
  chaptersUrlsWithDetails: 'chapters',
  alternateEnclosureUrlsWithDetails: 'alternateEnclosures',
};

/**
 * The episode columns a selection of PodcastEpisode fields needs (uuid and series always); every
 * column when `fields` is null. Lists read only these: show notes and jsonb are most of a row.
 */
export function episodeColumns(fields: Set<string> | null): string {
  if (!fields) return EPISODE;
  const key = [...fields].join();
  let columns = columnsBySelection.get(key);
  if (columns === undefined) {
    columns = columnsOf(fields);
    if (columnsBySelection.size >= 1000) columnsBySelection.clear();
    columnsBySelection.set(key, columns);
  }
  return columns;
}

/** episodeColumns() of recent selections (clients repeat theirs). */
const columnsBySelection = new Map<string, string>();

function columnsOf(fields: Set<string>): string {
  const wanted = new Set(['uuid', 'seriesUuid']);
  for (const f of fields) {
    const column = EPISODE_FIELD_COLUMNS[f] ?? f;
    if (EPISODE_COLUMNS[column]) wanted.add(column);
  }
  return [...wanted].sort().map((c) => EPISODE_COLUMNS[c]).join(', ');
}

/** Ties between lookups by name or guid go to the most popular series (contract §4.1). */
const BY_POPULARITY = 's.popularity DESC, s.total_episodes DESC, s.uuid';

/**
 * Read side of the podcast catalogue: lookups and lists used by the public API's resolvers, as
 * named prepared statements returning plain rows shaped like the entities.
 */
@Injectable()
export class PodcastsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private async one<T>(name: string, text: string, values: unknown[]): Promise<T | null> {
    return (await prepared<T>(this.db, name, text, values))[0] ?? null;
  }

  /**
   * One series by `from` (FROM … WHERE on $1, alias s), and with `page` its page of episodes read in
   * the same statement: one round trip for the usual "series with its latest episodes" request.
   */
  private async series(name: string, from: string, value: unknown, page?: EpisodePageRequest): Promise<SeriesWithEpisodes | null> {
    if (!page) return this.one(name, `SELECT ${SERIES} ${from}`, [value]);
    const q = episodePageQuery('s.uuid', page, 2);
    const row = await this.one<Omit<SeriesWithEpisodes, 'episodePage'> & { episodePage: unknown }>(
      `${name}+${q.name}`,
      `SELECT s.*, (SELECT coalesce(json_agg(p), '[]'::json) FROM (${q.text}) p) AS "episodePage" FROM (SELECT ${SERIES} ${from}) s`,
      [value, ...q.values],
    );
    if (row) row.episodePage = { key: episodePageKey(page), episodes: row.episodePage as PodcastEpisode[] };
    return row as SeriesWithEpisodes | null;
  }

  /** A series by uuid; with `page`, that page of its episodes read along. */
  seriesByUuid(uuid: string, page?: EpisodePageRequest): Promise<SeriesWithEpisodes | null> {
    return this.series('series-by-uuid', 'FROM podcast_series s WHERE s.uuid = $1', uuid, page);
  }

  /** A series by its Apple Podcasts id. */
  seriesByItunesId(itunesId: number, page?: EpisodePageRequest): Promise<SeriesWithEpisodes | null> {
    return this.series('series-by-itunes-id', 'FROM podcast_series s WHERE s.itunes_id = $1', itunesId, page);
  }

  /** A series by feed URL, ignoring scheme, host case and trailing slash (contract §4.1). */
  seriesByRssUrl(rssUrl: string, page?: EpisodePageRequest): Promise<SeriesWithEpisodes | null> {
    const key = rssKey(rssUrl) ?? rssKey(`https://${rssUrl}`);
    if (!key) return Promise.resolve(null);
    return this.series('series-by-rss-key', 'FROM podcast_series s JOIN podcast_feed f ON f.uuid = s.uuid WHERE f.rss_key = $1', key, page);
  }

  /** A series by exact, case-insensitive name; ties go to the most popular (contract §4.1). */
  seriesByName(name: string, page?: EpisodePageRequest): Promise<SeriesWithEpisodes | null> {
    return this.series('series-by-name', `FROM podcast_series s WHERE lower(s.name) = lower($1) ORDER BY ${BY_POPULARITY} LIMIT 1`, name.trim(), page);
  }

  /** Series by uuids, in no particular order (callers re-order). */
  async seriesByUuids(uuids: readonly string[]): Promise<PodcastSeries[]> {
    if (!uuids.length) return [];
    return prepared(this.db, 'series-by-uuids', `SELECT ${SERIES} FROM podcast_series s WHERE s.uuid = ANY($1::uuid[])`, [uuids]);
  }

  /** Feed refresh records by series uuids, in no particular order. */
  async feedsByUuids(uuids: readonly string[]): Promise<PodcastFeed[]> {
    if (!uuids.length) return [];
    return prepared(
      this.db,
      'feeds-by-uuids',
      `SELECT uuid, priority, priority_reason AS "priorityReason", date_last_refreshed::float8 AS "dateLastRefreshed"
       FROM podcast_feed WHERE uuid = ANY($1::uuid[])`,
      [uuids],
    );
  }

  /** Episodes by uuids, in no particular order (callers re-order). */
  async episodesByUuids(uuids: readonly string[]): Promise<PodcastEpisode[]> {
    if (!uuids.length) return [];
    return prepared(this.db, 'episodes-by-uuids', `SELECT ${EPISODE} FROM podcast_episode e WHERE e.uuid = ANY($1::uuid[])`, [uuids]);
  }

  /**
   * An episode by guid or name (case-insensitive), optionally within one series; otherwise the
   * most popular series wins, then the newest episode (contract §4.1 decision).
   */
  episodeBy(field: 'guid' | 'name', value: string, seriesUuid: string | null): Promise<PodcastEpisode | null> {
    const match = field === 'guid' ? 'e.guid = $1' : 'lower(e.name) = lower($1)';
    return this.one(
      `episode-by-${field}`,
      `SELECT ${EPISODE} FROM podcast_episode e JOIN podcast_series s ON s.uuid = e.series_uuid
       WHERE ${match} AND ($2::uuid IS NULL OR e.series_uuid = $2)
       ORDER BY ${BY_POPULARITY}, e.date_published DESC NULLS LAST LIMIT 1`,
      [field === 'guid' ? value : value.trim(), seriesUuid],
    );
  }

  /** One page of a series' episodes (contract §5 PodcastSeries.episodes). */
  episodesOfSeries(seriesUuid: string, request: EpisodePageRequest): Promise<PodcastEpisode[]> {
    const q = episodePageQuery('$1', request, 2);
    return prepared(this.db, q.name, q.text, [seriesUuid, ...q.values]);
  }

  /** One page of series by Inkcast's popularity ranking, optionally in one language and any of the genres (exact). */
  popularSeries(language: string | null, genres: string[] | null, page: number, limitPerPage: number): Promise<PodcastSeries[]> {
    return prepared(
      this.db,
      'popular-series',
      `SELECT ${SERIES} FROM podcast_series s
       WHERE NOT s.is_blocked AND ($1::text IS NULL OR s.language = $1) AND ($2::text[] IS NULL OR s.genres && $2::text[])
       ORDER BY ${BY_POPULARITY} LIMIT $3 OFFSET $4`,
      [language, genres?.length ? genres : null, limitPerPage, (page - 1) * limitPerPage],
    );
  }

  /** Number of episodes of a series; removed ones only when asked. */
  async countEpisodes(series: PodcastSeries, includeRemoved: boolean): Promise<number> {
    if (!includeRemoved) return series.totalEpisodes;
    const rows = await prepared<{ n: number }>(this.db, 'count-all-episodes', `SELECT count(*)::int AS n FROM podcast_episode WHERE series_uuid = $1`, [series.uuid]);
    return rows[0].n;
  }

  /**
   * Newest episodes, removed ones excluded, across the given series (by uuid or feed URL) or the
   * whole catalogue; `limitPerPodcast` caps each podcast's share (contract §4.1).
   */
  async latestEpisodes(q: LatestEpisodesQuery): Promise<PodcastEpisode[]> {
    const scoped = q.seriesUuids !== null || q.rssUrls !== null;
    const keys = (q.rssUrls ?? []).map((u) => rssKey(u) ?? rssKey(`https://${u}`)).filter((k): k is string => !!k);
    const inScope = `($1 = false OR e.series_uuid IN (SELECT unnest($2::uuid[]) UNION SELECT uuid FROM podcast_feed WHERE rss_key = ANY($3::text[])))`;
    const values = [scoped, q.seriesUuids ?? [], keys, q.limitPerPage, (q.page - 1) * q.limitPerPage];
    if (q.limitPerPodcast) {
      return prepared(
        this.db,
        'latest-episodes-per-podcast',
        `SELECT * FROM (
           SELECT ${EPISODE}, row_number() OVER (PARTITION BY e.series_uuid ORDER BY e.date_published DESC NULLS LAST) AS n
           FROM podcast_episode e WHERE NOT e.is_removed AND ${inScope}) ranked
         WHERE n <= $6 ORDER BY "datePublished" DESC NULLS LAST, uuid LIMIT $4 OFFSET $5`,
        [...values, q.limitPerPodcast],
      );
    }
    return prepared(
      this.db,
      'latest-episodes',
      `SELECT ${EPISODE} FROM podcast_episode e WHERE NOT e.is_removed AND ${inScope}
       ORDER BY e.date_published DESC NULLS LAST, e.uuid LIMIT $4 OFFSET $5`,
      values,
    );
  }
}

/** Orders `items` as `uuids`, skipping unknown uuids and listing duplicates once (contract §4 decisions). */
export function inOrder<T extends { uuid: string }>(uuids: readonly string[], items: T[]): T[] {
  const byUuid = new Map(items.map((i) => [i.uuid, i]));
  const seen = new Set<string>();
  const out: T[] = [];
  for (const u of uuids) {
    const item = byUuid.get(u.toLowerCase());
    if (item && !seen.has(item.uuid)) {
      seen.add(item.uuid);
      out.push(item);
    }
  }
  return out;
}
