import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../common/database/transformers';
import { PersonRecord } from './podcast-series.entity';

/** A podcast:transcript link (contract §5 TranscriptLink). */
export interface TranscriptRecord {
  url: string;
  type: string | null;
  language: string | null;
  hasTimecodes: boolean;
}

/** A podcast:chapters link (contract §5 ChapterLink). */
export interface ChapterLinkRecord {
  url: string;
  type: string | null;
}

/** A podcast:alternateEnclosure (contract §5 AlternateEnclosureLink); length in bytes, height in px. */
export interface AlternateEnclosureRecord {
  type: string | null;
  uri: string | null;
  bitrate: string | null;
  length: number | null;
  height: number | null;
  lang: string | null;
  title: string | null;
  rel: string | null;
  codecs: string | null;
  default: boolean;
}

/** An episode of a podcast (contract §5 PodcastEpisode). Dates epoch seconds, duration seconds. */
@Entity('podcast_episode')
export class PodcastEpisode {
  @PrimaryColumn('uuid')
  uuid: string;

  @Column('uuid', { name: 'series_uuid' })
  seriesUuid: string;

  @Column('text')
  guid: string;

  @Column('text', { nullable: true })
  name: string | null;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('text', { nullable: true })
  subtitle: string | null;

  @Column('bigint', { name: 'date_published', nullable: true, transformer: bigintToNumber })
  datePublished: number | null;

  @Column('text', { name: 'audio_url', nullable: true })
  audioUrl: string | null;

  @Column('text', { name: 'video_url', nullable: true })
  videoUrl: string | null;

  @Column('text', { name: 'file_type', nullable: true })
  fileType: string | null;

  /** Bytes. */
  @Column('bigint', { name: 'file_length', nullable: true, transformer: bigintToNumber })
  fileLength: number | null;

  /** Seconds. */
  @Column('integer', { nullable: true })
  duration: number | null;

  @Column('integer', { name: 'season_number', nullable: true })
  seasonNumber: number | null;

  @Column('integer', { name: 'episode_number', nullable: true })
  episodeNumber: number | null;

  @Column('text', { name: 'episode_type', default: 'FULL' })
  episodeType: string;

  @Column('text', { name: 'image_url', nullable: true })
  imageUrl: string | null;

  @Column('text', { name: 'website_url', nullable: true })
  websiteUrl: string | null;

  @Column('boolean', { name: 'is_explicit_content', default: false })
  isExplicitContent: boolean;

  /** Gone from the feed. */
  @Column('boolean', { name: 'is_removed', default: false })
  isRemoved: boolean;

  @Column('boolean', { name: 'is_blocked', default: false })
  isBlocked: boolean;

  @Column('text')
  hash: string;

  @Column('text', { name: 'description_links', array: true, default: '{}' })
  descriptionLinks: string[];

  @Column('jsonb', { default: [] })
  persons: PersonRecord[];

  @Column('jsonb', { default: [] })
  transcripts: TranscriptRecord[];

  @Column('jsonb', { default: [] })
  chapters: ChapterLinkRecord[];

  @Column('jsonb', { name: 'alternate_enclosures', default: [] })
  alternateEnclosures: AlternateEnclosureRecord[];
}
