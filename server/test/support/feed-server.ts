import { createServer, Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { FEEDS_DIR } from './paths';

/** A local HTTP server publishing feeds, so they are ingested the way developers add them: by URL. */
export interface FeedServer {
  /** `http://localhost:<port>`, no trailing slash. */
  baseUrl: string;
  /** The URL of a feed file, e.g. `url('serial.xml')`. */
  url(file: string): string;
  close(): Promise<void>;
}

/**
 * Serves `http://localhost:<random port>/<file>`: a file of `overlayDir` (a test's temp dir, for
 * changed or broken feeds) if there is one, else the shared feed of that name; 404 otherwise.
 */
export async function startFeedServer(overlayDir?: string): Promise<FeedServer> {
  const server: Server = createServer(async (req, res) => {
    const name = basename(decodeURIComponent((req.url ?? '/').split('?')[0]).replace(/\/+$/, ''));
    for (const dir of overlayDir ? [overlayDir, FEEDS_DIR] : [FEEDS_DIR]) {
      try {
        const body = await readFile(join(dir, name));
        res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(body);
        return;
      } catch {
        // try the next directory
      }
    }
    res.writeHead(404).end('not found');
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
