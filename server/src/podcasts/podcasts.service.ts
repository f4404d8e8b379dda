import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, In, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
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

/** Ties between lookups by name or guid go to the most popular series (contract §4.1). */
function byPopularity<Q extends SelectQueryBuilder<ObjectLiteral>>(qb: Q): Q {
  return qb.orderBy('s.popularity', 'DESC').addOrderBy('s.total_episodes', 'DESC').addOrderBy('s.uuid', 'ASC');
}

/** Read side of the podcast catalogue: lookups and lists used by the public API's resolvers. */
@Injectable()
export class PodcastsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get series() {
    return this.db.getRepository(PodcastSeries);
  }

  private get episodes() {
    return this.db.getRepository(PodcastEpisode);
  }

  /** A series by uuid. */
  seriesByUuid(uuid: string): Promise<PodcastSeries | null> {
    return this.series.findOneBy({ uuid });
  }

  /** A series by its Apple Podcasts id. */
  seriesByItunesId(itunesId: number): Promise<PodcastSeries | null> {
    return this.series.findOneBy({ itunesId });
  }

  /** A series by feed URL, ignoring scheme, host case and trailing slash (contract §4.1). */
  async seriesByRssUrl(rssUrl: string): Promise<PodcastSeries | null> {
    const key = rssKey(rssUrl) ?? rssKey(`https://${rssUrl}`);
    if (!key) return null;
    return this.series
      .createQueryBuilder('s')
      .innerJoin('podcast_feed', 'f', 'f.uuid = s.uuid')
      .where('f.rss_key = :key', { key })
      .getOne();
  }

  /** A series by exact, case-insensitive name; ties go to the most popular (contract §4.1). */
  seriesByName(name: string): Promise<PodcastSeries | null> {
    return byPopularity(this.series.createQueryBuilder('s').where('lower(s.name) = lower(:name)', { name: name.trim() })).getOne();
  }

  /** Series by uuids, in no particular order (callers re-order). */
  seriesByUuids(uuids: readonly string[]): Promise<PodcastSeries[]> {
    return uuids.length ? this.series.findBy({ uuid: In([...uuids]) }) : Promise.resolve([]);
  }

  /** Feed refresh records by series uuids, in no particular order. */
  feedsByUuids(uuids: readonly string[]): Promise<PodcastFeed[]> {
    return uuids.length ? this.db.getRepository(PodcastFeed).findBy({ uuid: In([...uuids]) }) : Promise.resolve([]);
  }

  /** Episodes by uuids, in no particular order (callers re-order). */
  episodesByUuids(uuids: readonly string[]): Promise<PodcastEpisode[]> {
    return uuids.length ? this.episodes.findBy({ uuid: In([...uuids]) }) : Promise.resolve([]);
  }

  /**
   * An episode by guid or name (case-insensitive), optionally within one series; otherwise the
   * most popular series wins, then the newest episode (contract §4.1 decision).
   */
  episodeBy(field: 'guid' | 'name', value: string, seriesUuid: string | null): Promise<PodcastEpisode | null> {
    const qb = this.episodes.createQueryBuilder('e').innerJoin(PodcastSeries, 's', 's.uuid = e.series_uuid');
    if (field === 'guid') qb.where('e.guid = :value', { value });
    else qb.where('lower(e.name) = lower(:value)', { value: value.trim() });
    if (seriesUuid) qb.andWhere('e.series_uuid = :seriesUuid', { seriesUuid });
    return byPopularity(qb).addOrderBy('e.date_published', 'DESC', 'NULLS LAST').getOne();
  }

  /** One page of a series' episodes (contract §5 PodcastSeries.episodes). SEARCH matches title and description, newest first. */
  episodesOfSeries(seriesUuid: string, opts: EpisodePage): Promise<PodcastEpisode[]> {
    const qb = this.episodes.createQueryBuilder('e').where('e.series_uuid = :seriesUuid', { seriesUuid });
    if (!opts.includeRemoved) qb.andWhere('NOT e.is_removed');
    if (opts.sortOrder === 'SEARCH' && opts.searchTerm) {
      qb.andWhere(
        new Brackets((w) =>
          w.where("e.search @@ websearch_to_tsquery('english', :term)", { term: opts.searchTerm }).orWhere('e.name ILIKE :like', {
            like: `%${opts.searchTerm!.replace(/[\\%_]/g, (c) => '\\' + c)}%`,
          }),
        ),
      );
    }
    const direction = opts.sortOrder === 'OLDEST' ? 'ASC' : 'DESC';
    return qb
      .orderBy('e.date_published', direction, direction === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST')
      .addOrderBy('e.uuid', direction)
      .offset((opts.page - 1) * opts.limitPerPage)
      .limit(opts.limitPerPage)
      .getMany();
  }

  /** One page of series by Inkcast's popularity ranking, optionally in one language and any of the genres (exact). */
  popularSeries(language: string | null, genres: string[] | null, page: number, limitPerPage: number): Promise<PodcastSeries[]> {
    const qb = this.series.createQueryBuilder('s').where('NOT s.is_blocked');
    if (language) qb.andWhere('s.language = :language', { language });
    if (genres?.length) qb.andWhere('s.genres && :genres', { genres });
    return byPopularity(qb)
      .offset((page - 1) * limitPerPage)
      .limit(limitPerPage)
      .getMany();
  }

  /** Number of episodes of a series; removed ones only when asked. */
  async countEpisodes(series: PodcastSeries, includeRemoved: boolean): Promise<number> {
    if (!includeRemoved) return series.totalEpisodes;
    return this.episodes.countBy({ seriesUuid: series.uuid });
  }

  /**
   * Newest episodes, removed ones excluded, across the given series (by uuid or feed URL) or the
   * whole catalogue; `limitPerPodcast` caps each podcast's share (contract §4.1).
   */
  async latestEpisodes(q: LatestEpisodesQuery): Promise<PodcastEpisode[]> {
    const params: unknown[] = [];
    const filters: string[] = ['NOT e.is_removed'];
    if (q.seriesUuids || q.rssUrls) {
      const keys = (q.rssUrls ?? []).map((u) => rssKey(u) ?? rssKey(`https://${u}`)).filter((k): k is string => !!k);
      params.push(q.seriesUuids ?? [], keys);
      filters.push(`e.series_uuid IN (SELECT unnest($1::uuid[]) UNION SELECT uuid FROM podcast_feed WHERE rss_key = ANY($2::text[]))`);
    }
    params.push(q.limitPerPage, (q.page - 1) * q.limitPerPage);
    const limit = `$${params.length - 1}`;
    const offset = `$${params.length}`;
    let sql: string;
    if (q.limitPerPodcast) {
      params.push(q.limitPerPodcast);
      sql = `SELECT uuid FROM (
               SELECT e.uuid, e.date_published, row_number() OVER (PARTITION BY e.series_uuid ORDER BY e.date_published DESC NULLS LAST) AS n
               FROM podcast_episode e WHERE ${filters.join(' AND ')}) ranked
             WHERE n <= $${params.length} ORDER BY date_published DESC NULLS LAST, uuid LIMIT ${limit} OFFSET ${offset}`;
    } else {
      sql = `SELECT e.uuid FROM podcast_episode e WHERE ${filters.join(' AND ')}
             ORDER BY e.date_published DESC NULLS LAST, e.uuid LIMIT ${limit} OFFSET ${offset}`;
    }
    const rows: { uuid: string }[] = await this.db.query(sql, params);
    const found = await this.episodesByUuids(rows.map((r) => r.uuid));
    return inOrder(rows.map((r) => r.uuid), found);
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
