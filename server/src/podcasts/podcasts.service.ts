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

/** Options of getLatestPodcastEpisodes (contract §4.1); uuids/rssUrls null = whole catalogue. */
export interface LatestEpisodesQuery {
  seriesUuids: string[] | null;
  rssUrls: string[] | null;
  page: number;
  limitPerPage: number;
  limitPerPodcast: number | null;
}

/** podcast_series columns under the entity's property names (bigints as numbers). */
const SERIES = `s.uuid, s.rss_url AS "rssUrl", s.itunes_id AS "itunesId", s.name, s.description, s.image_url AS "imageUrl",
  s.website_url AS "websiteUrl", s.copyright, s.rss_owner_name AS "rssOwnerName", s.rss_owner_public_email AS "rssOwnerPublicEmail",
  s.author_name AS "authorName", s.language, s.genres, s.is_explicit_content AS "isExplicitContent", s.is_completed AS "isCompleted",
  s.is_blocked AS "isBlocked", s.series_type AS "seriesType", s.content_type AS "contentType", s.podcast_guid AS "podcastGuid",
  s.date_published::float8 AS "datePublished", s.hash, s.children_hash AS "childrenHash", s.description_links AS "descriptionLinks",
  s.persons, s.itunes_info AS "itunesInfo", s.popularity, s.total_episodes AS "totalEpisodes",
  s.latest_episode_date::float8 AS "latestEpisodeDate"`;

/** podcast_episode columns by the entity's property names (bigints as numbers). */
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
  descriptionLinks: 'e.description_links AS "descriptionLinks"',
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

  /** A series by uuid. */
  seriesByUuid(uuid: string): Promise<PodcastSeries | null> {
    return this.one('series-by-uuid', `SELECT ${SERIES} FROM podcast_series s WHERE s.uuid = $1`, [uuid]);
  }

  /** A series by its Apple Podcasts id. */
  seriesByItunesId(itunesId: number): Promise<PodcastSeries | null> {
    return this.one('series-by-itunes-id', `SELECT ${SERIES} FROM podcast_series s WHERE s.itunes_id = $1`, [itunesId]);
  }

  /** A series by feed URL, ignoring scheme, host case and trailing slash (contract §4.1). */
  seriesByRssUrl(rssUrl: string): Promise<PodcastSeries | null> {
    const key = rssKey(rssUrl) ?? rssKey(`https://${rssUrl}`);
    if (!key) return Promise.resolve(null);
    return this.one('series-by-rss-key', `SELECT ${SERIES} FROM podcast_series s JOIN podcast_feed f ON f.uuid = s.uuid WHERE f.rss_key = $1`, [key]);
  }

  /** A series by exact, case-insensitive name; ties go to the most popular (contract §4.1). */
  seriesByName(name: string): Promise<PodcastSeries | null> {
    return this.one('series-by-name', `SELECT ${SERIES} FROM podcast_series s WHERE lower(s.name) = lower($1) ORDER BY ${BY_POPULARITY} LIMIT 1`, [name.trim()]);
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

  /**
   * One page of a series' episodes (contract §5 PodcastSeries.episodes). SEARCH matches title and
   * description, newest first. `columns` from episodeColumns(); every column by default.
   */
  episodesOfSeries(seriesUuid: string, opts: EpisodePage, columns = EPISODE): Promise<PodcastEpisode[]> {
    const named = (name: string) => `${name}:${createHash('sha1').update(columns).digest('hex').slice(0, 12)}`;
    const values: unknown[] = [seriesUuid, opts.includeRemoved, opts.limitPerPage, (opts.page - 1) * opts.limitPerPage];
    if (opts.sortOrder === 'SEARCH' && opts.searchTerm) {
      values.push(opts.searchTerm, `%${opts.searchTerm.replace(/[\\%_]/g, (c) => '\\' + c)}%`);
      return prepared(
        this.db,
        named('episodes-of-series-search'),
        `SELECT ${columns} FROM podcast_episode e
         WHERE e.series_uuid = $1 AND ($2 OR NOT e.is_removed)
           AND (e.search @@ websearch_to_tsquery('english', $5) OR e.name ILIKE $6)
         ORDER BY e.date_published DESC NULLS LAST, e.uuid DESC LIMIT $3 OFFSET $4`,
        values,
      );
    }
    const oldest = opts.sortOrder === 'OLDEST';
    return prepared(
      this.db,
      named(oldest ? 'episodes-of-series-oldest' : 'episodes-of-series-latest'),
      `SELECT ${columns} FROM podcast_episode e
       WHERE e.series_uuid = $1 AND ($2 OR NOT e.is_removed)
       ORDER BY ${oldest ? 'e.date_published ASC NULLS FIRST, e.uuid ASC' : 'e.date_published DESC NULLS LAST, e.uuid DESC'}
       LIMIT $3 OFFSET $4`,
      values,
    );
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
