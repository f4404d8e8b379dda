import { DataSource, DataSourceOptions } from 'typeorm';
import { config } from '../config';
import { DevApp } from '../../developers/dev-app.entity';
import { User } from '../../accounts/user.entity';
import { PodcastEpisode } from '../../podcasts/podcast-episode.entity';
import { PodcastFeed } from '../../podcasts/podcast-feed.entity';
import { PodcastSeries } from '../../podcasts/podcast-series.entity';
import { Initial1795000000000 } from './migrations/1795000000000-initial';
import { Accounts1795000100000 } from './migrations/1795000100000-accounts';
import { Billing1795000200000 } from './migrations/1795000200000-billing';
import { Webhooks1795000300000 } from './migrations/1795000300000-webhooks';
import { LighterEpisodeIndex1795000400000 } from './migrations/1795000400000-lighter-episode-index';
import { Images1795000500000 } from './migrations/1795000500000-images';
import { Comics1795000600000 } from './migrations/1795000600000-comics';
import { ComicsSearch1795000700000 } from './migrations/1795000700000-comics-search';
import { WebhookFilterOrder1795000550000 } from './migrations/1795000550000-webhook-filter-order';
import { OutboxNotify1795000800000 } from './migrations/1795000800000-outbox-notify';

/** TypeORM options shared by the api, the worker and the CLI: migrations only, never synchronize. */
export function dataSourceOptions(): DataSourceOptions {
  return {
    type: 'postgres',
    url: config().DATABASE_URL,
    entities: [User, DevApp, PodcastFeed, PodcastSeries, PodcastEpisode],
    migrations: [Initial1795000000000, Accounts1795000100000, Billing1795000200000, Webhooks1795000300000, LighterEpisodeIndex1795000400000, Images1795000500000, WebhookFilterOrder1795000550000, Comics1795000600000, ComicsSearch1795000700000, OutboxNotify1795000800000],
    synchronize: false,
    migrationsRun: false,
    extra: { max: 10 },
  };
}

/** Applies pending migrations; returns the names of those applied. */
export async function runMigrations(): Promise<string[]> {
  const ds = new DataSource(dataSourceOptions());
  await ds.initialize();
  try {
    const applied = await ds.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}
