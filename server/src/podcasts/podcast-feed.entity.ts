import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../common/database/transformers';

/**
 * A feed Inkcast knows about. Its uuid is assigned when the feed is added (before any ingest) and
 * becomes the series uuid; refresh state and the last ingest error live here.
 */
@Entity('podcast_feed')
export class PodcastFeed {
  @PrimaryColumn('uuid')
  uuid: string;

  @Column('text', { name: 'rss_url' })
  rssUrl: string;

  /** The URL without scheme, host case or trailing slash: the identity of a feed (contract §4.1). */
  @Column('text', { name: 'rss_key', unique: true })
  rssKey: string;

  @Column('integer', { name: 'itunes_id', nullable: true })
  itunesId: number | null;

  /** FeedRefreshPriority (contract §6). */
  @Column('text', { default: 'REGULAR' })
  priority: string;

  /** FeedRefreshPriorityReason (contract §6), or null. */
  @Column('text', { name: 'priority_reason', nullable: true })
  priorityReason: string | null;

  /** Why the last ingest failed; null after a successful one. */
  @Column('text', { name: 'last_error', nullable: true })
  lastError: string | null;

  /** Epoch seconds of the last ingest attempt. */
  @Column('bigint', { name: 'date_last_refreshed', nullable: true, transformer: bigintToNumber })
  dateLastRefreshed: number | null;

  @Column('integer', { name: 'added_by_user_id', nullable: true })
  addedByUserId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
