import { expect } from 'vitest';
import { IngestResult } from '../../src/podcasts/feeds.service';
import { FEED_FILES } from './feed-facts';
import { FeedServer, startFeedServer } from './feed-server';
import { Inkcast, startInkcast } from './harness';

/** Inkcast with every shared feed ingested by URL through the queue and the worker. */
export interface Catalogue {
  ink: Inkcast;
  feeds: FeedServer;
  /** The series uuid of a shared feed file, e.g. `uuid('serial.xml')`. */
  uuid(file: string): string;
  results: Map<string, IngestResult>;
  close(): Promise<void>;
}

/** Boots api and worker on an empty database and ingests all shared feeds (one batch, ~2 s). */
export async function startCatalogue(overlayDir?: string): Promise<Catalogue> {
  const feeds = await startFeedServer(overlayDir);
  const ink = await startInkcast({ worker: true });
  const ingested = await ink.ingest(FEED_FILES.map((f) => feeds.url(f)));
  const results = new Map(FEED_FILES.map((f, i) => [f, ingested[i]]));
  for (const r of ingested) expect(r.error).toBeNull();
  return {
    ink,
    feeds,
    results,
    uuid: (file) => {
      const uuid = results.get(file)?.uuid;
      if (!uuid) throw new Error(`${file} was not ingested`);
      return uuid;
    },
    async close() {
      await ink.close();
      await feeds.close();
    },
  };
}
