// Entry point of `pnpm bench <name>`: runs one benchmark (api, search, ingest, webhooks, images, publish, or all in turn),
// progress on stderr, and prints its figures as one JSON object on the last line of stdout.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, killChildren, log } from './lib.mjs';

const BENCHES = {
  api: () => import('./api.mjs'),
  search: () => import('./search.mjs'),
  ingest: () => import('./ingest.mjs'),
  webhooks: () => import('./webhooks.mjs'),
  images: () => import('./images.mjs'),
  publish: () => import('./publish.mjs'),
};

const [name = '', ...rest] = process.argv.slice(2);
const names = name === 'all' ? Object.keys(BENCHES) : [name];
if (!names.every((n) => n in BENCHES)) {
  process.stderr.write(`usage: pnpm bench <${[...Object.keys(BENCHES), 'all'].join('|')}> [options]\n`);
  process.exit(2);
}
if (!existsSync(join(ROOT, 'server/dist/main.js'))) {
  process.stderr.write('bench: build first: pnpm --filter @inkcast/schema build && pnpm --filter @inkcast/server build\n');
  process.exit(2);
}

try {
  const results = {};
  for (const n of names) {
    log(`=== ${n} ===`);
    results[n] = await (await BENCHES[n]()).run(rest);
    if (names.length > 1) process.stdout.write(`${JSON.stringify(results[n])}\n`);
  }
  process.stdout.write(`${JSON.stringify(names.length > 1 ? results : results[names[0]])}\n`);
  process.exit(0);
} catch (err) {
  log(`failed: ${err.stack ?? err}${err.cause ? `\ncause: ${err.cause.stack ?? err.cause}` : ''}`);
  killChildren();
  process.exit(1);
}
