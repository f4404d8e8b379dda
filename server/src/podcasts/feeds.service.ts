import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TextDecoder } from 'node:util';
import { DataSource, EntityManager } from 'typeorm';
import { config } from '../common/config';
import { FeedParseError, ParsedFeed, ParsedPerson, ParsedSeries, parseFeed } from './feed/feed-parser';
import { ItunesInfoRecord } from './podcast-series.entity';
import { ContentEvent, writeOutbox } from '../webhooks/outbox';
import { episodeUuidFor, personUuidFor, rssKey, seriesUuidFor } from './rss-url';

/** What one ingest did, as printed by `pnpm inkcast feeds:ingest` (counts of episodes). */
export interface IngestResult {
  rssUrl: string;
  uuid: string | null;
  name: string | null;
  episodes: number;
  created: number;
  updated: number;
  removed: number;
  error: string | null;
}

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Feed ingest: fetches (or reads) a feed, parses it and upserts its series and episodes in one
 * transaction. Idempotent: the same feed twice changes nothing (rows are only rewritten when their
 * hash changed); episodes gone from the feed are marked removed. A feed that cannot be fetched or
 * parsed is recorded on podcast_feed with the reason and never affects other feeds.
 */
@Injectable()
export class FeedsService {
  private readonly logger = new Logger(FeedsService.name);

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Registers a feed URL and returns its series uuid at once (contract §10,
   * POST /feeds/add-podcastseries); the ingest itself runs later on the feeds queue.
   * Throws `Error` with a user-facing message when the URL is not an http(s) URL.
   */
  async register(rssUrl: string, addedByUserId: number | null = null, itunesId: number | null = null): Promise<{ uuid: string; isNew: boolean; rssUrl: string }> {
    const key = rssKey(rssUrl);
    if (!key || !/^https?:\/\//i.test(rssUrl.trim())) throw new Error('rssUrl must be an http:// or https:// URL');
    const uuid = seriesUuidFor(key);
    const rows: { inserted: boolean; rss_url: string }[] = await this.db.query(
      `INSERT INTO podcast_feed (uuid, rss_url, rss_key, itunes_id, added_by_user_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (rss_key) DO UPDATE SET itunes_id = COALESCE(podcast_feed.itunes_id, EXCLUDED.itunes_id)
       RETURNING (xmax = 0) AS inserted, rss_url`,
      [uuid, rssUrl.trim(), key, itunesId, addedByUserId],
    );
    // A known feed keeps the URL it was first added with; that is the one to fetch.
    return { uuid, isNew: rows[0].inserted, rssUrl: rows[0].rss_url };
  }

  /**
   * Ingests one feed from an http(s) URL or, for operators, a local file path or file:// URL.
   * Never throws for a bad feed: the result carries the error.
   */
  async ingest(source: string): Promise<IngestResult> {
    const sourceUrl = source.startsWith('/') ? pathToFileURL(source).toString() : source.trim();
    const key = rssKey(sourceUrl);
    if (!key) return failure(sourceUrl, null, `not a URL or file path: ${source}`);
    let uuid = seriesUuidFor(key);
    let xml: string;
    try {
      xml = await this.fetchFeed(sourceUrl);
    } catch (err) {
      await this.recordFailure(uuid, sourceUrl, key, 'FEED_URL_NOT_WORKING', (err as Error).message);
      return failure(sourceUrl, uuid, `could not fetch the feed: ${(err as Error).message}`);
    }
    let parsed: ParsedFeed;
    try {
      parsed = parseFeed(xml, sourceUrl);
    } catch (err) {
      const message = err instanceof FeedParseError ? err.message : `unreadable feed: ${(err as Error).message}`;
      await this.recordFailure(uuid, sourceUrl, key, 'ERROR_PARSING_FEED', message);
      return failure(sourceUrl, uuid, message);
    }
    // A local copy of a feed (operators, the demo) is stored under the URL the feed declares for itself.
    const declared = sourceUrl.startsWith('file:') ? parsed.newFeedUrl ?? parsed.selfUrl : null;
    const declaredKey = declared ? rssKey(declared) : null;
    if (declared && declaredKey) {
      uuid = seriesUuidFor(declaredKey);
      return this.db.transaction((tx) => this.upsert(tx, uuid, declaredKey, declared, parsed));
    }
    return this.db.transaction((tx) => this.upsert(tx, uuid, key, sourceUrl, parsed));
  }

  private async fetchFeed(url: string): Promise<string> {
    const { FEED_FETCH_TIMEOUT_MS, FEED_MAX_BYTES } = config();
    if (url.startsWith('file:')) return decodeFeed(await readFile(fileURLToPath(url)), null);
    if (!/^https?:/i.test(url)) throw new Error('only http(s) feeds can be fetched');
    const res = await fetch(url, {
      signal: AbortSignal.timeout(FEED_FETCH_TIMEOUT_MS),
      headers: { 'user-agent': 'Inkcast/1.0 (+https://inkcast.dev)', accept: 'application/rss+xml, application/xml;q=0.9, */*;q=0.8' },
      redirect: 'follow',
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > FEED_MAX_BYTES) throw new Error(`feed larger than ${FEED_MAX_BYTES} bytes`);
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength > FEED_MAX_BYTES) throw new Error(`feed larger than ${FEED_MAX_BYTES} bytes`);
    return decodeFeed(body, res.headers.get('content-type'));
  }

  private async recordFailure(uuid: string, rssUrl: string, key: string, reason: string, message: string): Promise<void> {
    this.logger.warn(`feed ${rssUrl}: ${message}`);
    await this.db.query(
      `INSERT INTO podcast_feed (uuid, rss_url, rss_key, priority, priority_reason, last_error, date_last_refreshed)
       VALUES ($1, $2, $3, 'LOW', $4, $5, extract(epoch from now())::bigint)
       ON CONFLICT (rss_key) DO UPDATE SET priority = 'LOW', priority_reason = EXCLUDED.priority_reason,
         last_error = EXCLUDED.last_error, date_last_refreshed = EXCLUDED.date_last_refreshed`,
      [uuid, rssUrl, key, reason, message.slice(0, 1000)],
    );
  }

  /**
   * The Apple id for the series (the one given when its feed was added, else the feed's own
   * podcast:id), unless another series already has it: one developer's wrong itunesId must not
   * block a feed (it is then left off, and the first series keeps it).
   */
  /**
   * Sources of the feeds due for a refresh by their FeedRefreshPriority (contract §6: HIGH 2 h,
   * MEDIUM 6 h, REGULAR daily, INACTIVE weekly, LOW monthly; NEVER and WEBSUB are not polled),
   * at most `limit`, longest-waiting first.
   */
  async dueFeeds(limit = 1000): Promise<string[]> {
    const rows: { rss_url: string }[] = await this.db.query(
      `SELECT rss_url FROM podcast_feed f
       JOIN (VALUES ('HIGH', 7200), ('MEDIUM', 21600), ('REGULAR', 86400), ('INACTIVE', 604800), ('LOW', 2592000)) AS p(priority, seconds)
         ON p.priority = f.priority
       WHERE COALESCE(f.date_last_refreshed, 0) + p.seconds <= extract(epoch from now())
       ORDER BY f.date_last_refreshed NULLS FIRST LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.rss_url);
  }

  private async claimItunesId(tx: EntityManager, uuid: string, fromFeed: number | null): Promise<number | null> {
    const rows: { itunes_id: number | null }[] = await tx.query(`SELECT COALESCE(itunes_id, $2::int) AS itunes_id FROM podcast_feed WHERE uuid = $1`, [uuid, fromFeed]);
    const itunesId = rows[0]?.itunes_id ?? null;
    if (itunesId == null) return null;
    const taken: unknown[] = await tx.query(`SELECT 1 FROM podcast_series WHERE itunes_id = $1 AND uuid <> $2`, [itunesId, uuid]);
    return taken.length ? null : itunesId;
  }

  private async upsert(tx: EntityManager, uuid: string, key: string, rssUrl: string, feed: ParsedFeed): Promise<IngestResult> {
    const s = feed.series;
    const now = Math.floor(Date.now() / 1000);
    const dates = feed.episodes.map((e) => e.datePublished).filter((d): d is number => d != null);
    const latest = dates.length ? Math.max(...dates) : null;
    const inactive = latest != null && now - latest > YEAR_SECONDS;
    await tx.query(
      `INSERT INTO podcast_feed (uuid, rss_url, rss_key, priority, priority_reason, last_error, date_last_refreshed)
       VALUES ($1, $2, $3, $4, $5, NULL, $6)
       ON CONFLICT (rss_key) DO UPDATE SET priority = EXCLUDED.priority, priority_reason = EXCLUDED.priority_reason,
         last_error = NULL, date_last_refreshed = EXCLUDED.date_last_refreshed`,
      [uuid, rssUrl, key, inactive ? 'INACTIVE' : 'REGULAR', inactive ? 'INACTIVE_FOR_OVER_1_YEAR' : null, now],
    );
    const itunesId = await this.claimItunesId(tx, uuid, s.itunesId);
    const itunes = itunesRecord(s.itunes);
    const before: { itunes_hash: string | null }[] = await tx.query(`SELECT itunes_info->>'hash' AS itunes_hash FROM podcast_series WHERE uuid = $1`, [uuid]);
    const persons = (list: ParsedPerson[]) => list.map((p) => ({ uuid: personUuidFor(uuid, p.name, p.role), ...p }));
    const seriesChange: { inserted: boolean }[] = await tx.query(
      `INSERT INTO podcast_series (uuid, rss_url, itunes_id, name, description, image_url, website_url, copyright,
         rss_owner_name, rss_owner_public_email, author_name, language, genres, is_explicit_content, is_completed,
         series_type, content_type, podcast_guid, date_published, hash, children_hash, description_links, persons,
         itunes_info, total_episodes, latest_episode_date)
       VALUES ($1, $2, $25, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
         $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, 0, $24)
       ON CONFLICT (uuid) DO UPDATE SET rss_url = EXCLUDED.rss_url, name = EXCLUDED.name, description = EXCLUDED.description,
         image_url = EXCLUDED.image_url, website_url = EXCLUDED.website_url, copyright = EXCLUDED.copyright,
         rss_owner_name = EXCLUDED.rss_owner_name, rss_owner_public_email = EXCLUDED.rss_owner_public_email,
         author_name = EXCLUDED.author_name, language = EXCLUDED.language, genres = EXCLUDED.genres,
         is_explicit_content = EXCLUDED.is_explicit_content, is_completed = EXCLUDED.is_completed,
         series_type = EXCLUDED.series_type, content_type = EXCLUDED.content_type, podcast_guid = EXCLUDED.podcast_guid,
         date_published = EXCLUDED.date_published, hash = EXCLUDED.hash, children_hash = EXCLUDED.children_hash,
         description_links = EXCLUDED.description_links, persons = EXCLUDED.persons, itunes_info = EXCLUDED.itunes_info,
         latest_episode_date = EXCLUDED.latest_episode_date, itunes_id = EXCLUDED.itunes_id, updated_at = now()
       WHERE podcast_series.hash IS DISTINCT FROM EXCLUDED.hash OR podcast_series.children_hash IS DISTINCT FROM EXCLUDED.children_hash
         OR podcast_series.itunes_id IS DISTINCT FROM EXCLUDED.itunes_id
       RETURNING (xmax = 0) AS inserted`,
      [
        uuid, rssUrl, s.name, s.description, s.imageUrl, s.websiteUrl, s.copyright, s.rssOwnerName, s.rssOwnerPublicEmail,
        s.authorName, s.language, s.genres, s.isExplicitContent, s.isCompleted, s.seriesType, s.contentType, s.podcastGuid,
        s.datePublished, s.hash, s.childrenHash, s.descriptionLinks ?? [], JSON.stringify(persons(s.persons)),
        itunes ? JSON.stringify(itunes) : null, latest, itunesId,
      ],
    );
    const episodes = feed.episodes.map((e) => ({
      uuid: episodeUuidFor(uuid, e.guid),
      guid: e.guid,
      name: e.name,
      description: e.description,
      subtitle: e.subtitle,
      date_published: e.datePublished,
      audio_url: e.audioUrl,
      video_url: e.videoUrl,
      file_type: e.fileType,
      file_length: e.fileLength,
      duration: e.duration,
      season_number: e.seasonNumber,
      episode_number: e.episodeNumber,
      episode_type: e.episodeType,
      image_url: e.imageUrl,
      website_url: e.websiteUrl,
      is_explicit_content: e.isExplicitContent,
      hash: e.hash,
      description_links: e.descriptionLinks,
      persons: persons(e.persons),
      transcripts: e.transcripts,
      chapters: e.chapters,
      alternate_enclosures: e.alternateEnclosures,
    }));
    const changed: { uuid: string; inserted: boolean }[] = await tx.query(
      `INSERT INTO podcast_episode (uuid, series_uuid, guid, name, description, subtitle, date_published, audio_url,
         video_url, file_type, file_length, duration, season_number, episode_number, episode_type, image_url, website_url,
         is_explicit_content, is_removed, hash, description_links, persons, transcripts, chapters, alternate_enclosures)
       SELECT x.uuid, $1, x.guid, x.name, x.description, x.subtitle, x.date_published, x.audio_url, x.video_url,
         x.file_type, x.file_length, x.duration, x.season_number, x.episode_number, x.episode_type, x.image_url,
         x.website_url, x.is_explicit_content, false, x.hash, ARRAY(SELECT jsonb_array_elements_text(x.description_links)),
         x.persons, x.transcripts, x.chapters, x.alternate_enclosures
       FROM jsonb_to_recordset($2::jsonb) AS x(uuid uuid, guid text, name text, description text, subtitle text,
         date_published bigint, audio_url text, video_url text, file_type text, file_length bigint, duration integer,
         season_number integer, episode_number integer, episode_type text, image_url text, website_url text,
         is_explicit_content boolean, hash text, description_links jsonb, persons jsonb, transcripts jsonb,
         chapters jsonb, alternate_enclosures jsonb)
       ON CONFLICT (uuid) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
         subtitle = EXCLUDED.subtitle, date_published = EXCLUDED.date_published, audio_url = EXCLUDED.audio_url,
         video_url = EXCLUDED.video_url, file_type = EXCLUDED.file_type, file_length = EXCLUDED.file_length,
         duration = EXCLUDED.duration, season_number = EXCLUDED.season_number, episode_number = EXCLUDED.episode_number,
         episode_type = EXCLUDED.episode_type, image_url = EXCLUDED.image_url, website_url = EXCLUDED.website_url,
         is_explicit_content = EXCLUDED.is_explicit_content, is_removed = false, hash = EXCLUDED.hash,
         description_links = EXCLUDED.description_links, persons = EXCLUDED.persons, transcripts = EXCLUDED.transcripts,
         chapters = EXCLUDED.chapters, alternate_enclosures = EXCLUDED.alternate_enclosures
       WHERE podcast_episode.hash IS DISTINCT FROM EXCLUDED.hash OR podcast_episode.is_removed
       RETURNING uuid, (xmax = 0) AS inserted`,
      [uuid, JSON.stringify(episodes)],
    );
    const [removedRows, removed]: [{ uuid: string }[], number] = await tx.query(
      `UPDATE podcast_episode SET is_removed = true
       WHERE series_uuid = $1 AND NOT is_removed AND uuid <> ALL($2::uuid[]) RETURNING uuid`,
      [uuid, episodes.map((e) => e.uuid)],
    );
    await tx.query(
      `UPDATE podcast_series SET total_episodes = $2 WHERE uuid = $1 AND total_episodes IS DISTINCT FROM $2`,
      [uuid, episodes.length],
    );
    const created = changed.filter((r) => r.inserted).length;
    await writeOutbox(tx, contentEvents(uuid, before.length === 0, seriesChange.length > 0, before[0]?.itunes_hash ?? null, itunes?.hash ?? null, changed, removedRows));
    return { rssUrl, uuid, name: s.name, episodes: episodes.length, created, updated: changed.length - created, removed, error: null };
  }
}

/** The stored iTunesInfo of a series (contract §5): the feed's Apple fields and their SHA-256 `hash`. */
function itunesRecord(info: ParsedSeries['itunes']): ItunesInfoRecord | null {
  if (!info) return null;
  const fields = { subtitle: info.subtitle, summary: info.summary, publisherName: info.publisherName, publisherId: null, baseArtworkUrl: info.baseArtworkUrl, country: null };
  return { ...fields, hash: createHash('sha256').update(JSON.stringify(fields)).digest('hex') };
}

/**
 * The webhook events of one ingest (contract §9): the series created or updated, each episode
 * created, updated or dropped from the feed, the iTunes info created, updated or gone, and one
 * podcastseries.new_episodes_released when a refresh of a known series brought new episodes.
 */
function contentEvents(
  seriesUuid: string,
  isNew: boolean,
  seriesChanged: boolean,
  itunesBefore: string | null,
  itunesNow: string | null,
  episodes: { uuid: string; inserted: boolean }[],
  removed: { uuid: string }[],
): ContentEvent[] {
  const events: ContentEvent[] = [];
  if (isNew) events.push({ taddyType: 'podcastseries', action: 'created', uuid: seriesUuid });
  else if (seriesChanged) events.push({ taddyType: 'podcastseries', action: 'updated', uuid: seriesUuid });
  if (itunesNow !== itunesBefore) {
    const action = itunesBefore == null ? 'created' : itunesNow == null ? 'deleted' : 'updated';
    events.push({ taddyType: 'itunesinfo', action, uuid: seriesUuid, parentUuid: seriesUuid });
  }
  for (const e of episodes) events.push({ taddyType: 'podcastepisode', action: e.inserted ? 'created' : 'updated', uuid: e.uuid, parentUuid: seriesUuid });
  for (const e of removed) events.push({ taddyType: 'podcastepisode', action: 'deleted', uuid: e.uuid, parentUuid: seriesUuid });
  if (!isNew && episodes.some((e) => e.inserted)) events.push({ taddyType: 'podcastseries', action: 'new_episodes_released', uuid: seriesUuid });
  return events;
}

function failure(rssUrl: string, uuid: string | null, error: string): IngestResult {
  return { rssUrl, uuid, name: null, episodes: 0, created: 0, updated: 0, removed: 0, error };
}

/**
 * Decodes feed bytes by the charset of the Content-Type header, else of the XML declaration, else
 * UTF-8 (XML 1.0 §4.3.3); an unknown label falls back to UTF-8.
 */
export function decodeFeed(bytes: Uint8Array, contentType: string | null): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 300));
  const label = /charset=["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ?? /<\?xml[^>]*encoding=["']([\w.:-]+)["']/i.exec(head)?.[1] ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(bytes);
}
