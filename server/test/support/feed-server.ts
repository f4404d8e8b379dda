import { createServer, Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { FEEDS_DIR } from './test-env';

/** A local HTTP server publishing the shared feeds, so they are ingested the way developers add them: by URL. */
export interface FeedServer {
  /** `http://localhost:<port>`, no trailing slash. */
  baseUrl: string;
  /** The URL of a feed file of FEEDS_DIR, e.g. `url('serial.xml')`. */
  url(file: string): string;
  close(): Promise<void>;
}

/** Serves FEEDS_DIR read-only at `http://localhost:<random port>/<file>`. */
export async function startFeedServer(): Promise<FeedServer> {
  const server: Server = createServer(async (req, res) => {
    const name = basename(decodeURIComponent((req.url ?? '/').split('?')[0]).replace(/\/+$/, ''));
    try {
      const body = await readFile(join(FEEDS_DIR, name));
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://localhost:${port}`;
  return {
    baseUrl,
    url: (file) => `${baseUrl}/${file}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
