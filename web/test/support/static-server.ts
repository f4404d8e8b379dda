import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** A running static server and how to stop it. */
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves a built SPA from `root` on a random port; unknown paths fall back to index.html. */
export async function startStaticServer(root: string): Promise<StaticServer> {
  const base = resolve(root);
  const indexHtml = join(base, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`${indexHtml} is missing: run "pnpm --filter @inkcast/web build" first`);
  }
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const candidate = normalize(join(base, pathname));
    const inside = candidate === base || candidate.startsWith(base + sep);
    const file = inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : indexHtml;
    res.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done, fail) => server.close((err) => (err ? fail(err) : done()))),
  };
}
