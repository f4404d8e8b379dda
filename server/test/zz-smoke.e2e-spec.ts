import { afterAll, beforeAll, expect, it } from 'vitest';
import { Inkcast, startInkcast } from './support/harness';
import { startFeedServer, FeedServer } from './support/feed-server';
import { FEED_FILES } from './support/feeds';

let ink: Inkcast;
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
  ink = await startInkcast({ worker: true });
});
afterAll(async () => {
  await ink?.close();
  await feeds?.close();
});
it('smoke', async () => {
  const t = Date.now();
  const r = await ink.ingest(FEED_FILES.map((f) => feeds.url(f)));
  console.log(Date.now() - t, JSON.stringify(r.map((x) => [x.rssUrl.split('/').pop(), x.name, x.episodes, x.created, x.updated, x.removed, x.error])));
  const dev = await ink.developer();
  const res = await ink.gql('{ getPodcastSeries(name: "Serial") { uuid name totalEpisodesCount } }', {}, dev);
  console.log(JSON.stringify(res.body));
  expect(res.status).toBe(200);
});
