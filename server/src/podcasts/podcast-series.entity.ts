import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../common/database/transformers';

/** A credited person of a series or episode (podcast:person), with its stable uuid. */
export interface PersonRecord {
  uuid: string;
  name: string;
  role: string | null;
  url: string | null;
  imageUrl: string | null;
}

/** The Apple Podcasts side of a series (contract §5 iTunesInfo, without uuid and series). */
export interface ItunesInfoRecord {
  hash: string;
  subtitle: string | null;
  summary: string | null;
  publisherName: string | null;
  publisherId: number | null;
  baseArtworkUrl: string | null;
  country: string | null;
}

/** A podcast, as last ingested from its feed (contract §5 PodcastSeries). Dates are epoch seconds. */
@Entity('podcast_series')
export class PodcastSeries {
  @PrimaryColumn('uuid')
  uuid: string;

  @Column('text', { name: 'rss_url' })
  rssUrl: string;

  @Column('integer', { name: 'itunes_id', nullable: true, unique: true })
  itunesId: number | null;

  @Column('text')
  name: string;

  /** Raw HTML as the feed gave it. */
  @Column('text', { nullable: true })
  description: string | null;

  @Column('text', { name: 'image_url', nullable: true })
  imageUrl: string | null;

  @Column('text', { name: 'website_url', nullable: true })
  websiteUrl: string | null;

  @Column('text', { nullable: true })
  copyright: string | null;

  @Column('text', { name: 'rss_owner_name', nullable: true })
  rssOwnerName: string | null;

  @Column('text', { name: 'rss_owner_public_email', nullable: true })
  rssOwnerPublicEmail: string | null;

  @Column('text', { name: 'author_name', nullable: true })
  authorName: string | null;

  /** Language enum value. */
  @Column('text', { nullable: true })
  language: string | null;

  /** Genre enum values, most important first (≤ 5). */
  @Column('text', { array: true, default: '{}' })
  genres: string[];

  @Column('boolean', { name: 'is_explicit_content', default: false })
  isExplicitContent: boolean;

  @Column('boolean', { name: 'is_completed', default: false })
  isCompleted: boolean;

  @Column('boolean', { name: 'is_blocked', default: false })
  isBlocked: boolean;

  @Column('text', { name: 'series_type', default: 'EPISODIC' })
  seriesType: string;

  @Column('text', { name: 'content_type', default: 'AUDIO' })
  contentType: string;

  @Column('text', { name: 'podcast_guid', nullable: true })
  podcastGuid: string | null;

  @Column('bigint', { name: 'date_published', nullable: true, transformer: bigintToNumber })
  datePublished: number | null;

  @Column('text')
  hash: string;

  @Column('text', { name: 'children_hash', nullable: true })
  childrenHash: string | null;

  @Column('text', { name: 'description_links', array: true, default: '{}' })
  descriptionLinks: string[];

  @Column('jsonb', { default: [] })
  persons: PersonRecord[];

  @Column('jsonb', { name: 'itunes_info', nullable: true })
  itunesInfo: ItunesInfoRecord | null;

  /** Popularity score, higher is more popular; breaks ties between lookups by name. */
  @Column('integer', { default: 0 })
  popularity: number;

  /** Episodes in the feed now (not removed). */
  @Column('integer', { name: 'total_episodes', default: 0 })
  totalEpisodes: number;

  /** Epoch seconds of the newest episode. */
  @Column('bigint', { name: 'latest_episode_date', nullable: true, transformer: bigintToNumber })
  latestEpisodeDate: number | null;
}
