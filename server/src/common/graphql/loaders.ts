import DataLoader from 'dataloader';
import type { PodcastFeed } from '../../podcasts/podcast-feed.entity';
import type { PodcastSeries } from '../../podcasts/podcast-series.entity';
import type { PodcastsService } from '../../podcasts/podcasts.service';

/** DataLoaders of one request: one per relation a list can ask for, so lists make no N+1 queries. */
export interface Loaders {
  seriesByUuid: DataLoader<string, PodcastSeries | null>;
  feedByUuid: DataLoader<string, PodcastFeed | null>;
}

/** Creates the loaders of one request. */
export function createLoaders(podcasts: PodcastsService): Loaders {
  return {
    seriesByUuid: new DataLoader(async (uuids) => byKey(uuids, await podcasts.seriesByUuids(uuids))),
    feedByUuid: new DataLoader(async (uuids) => byKey(uuids, await podcasts.feedsByUuids(uuids))),
  };
}

function byKey<T extends { uuid: string }>(keys: readonly string[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((r) => [r.uuid, r]));
  return keys.map((k) => map.get(k) ?? null);
}
