// `pnpm bench images`: a 100-page episode of the real Pepper&Carrot pages through Inkcast's image
// pipeline (upload links on /internal/graphql, one signed PUT per page to the api, the image set
// recorded as saving an episode does, the `images` queue and worker writing story.webp), side by
// side with sharp called directly on the same pages (decode, orient, scale to the story width,
// WebP), at the same concurrency (IMAGES_CONCURRENCY, default 3). Prints pages/s of both, the ratio, and the seconds until the
// episode reached COMPLETE.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, cleanRedis, connect, dbUrl, freshDatabase, log, requireServer, round, serverEnv, startApi, startWorker, waitForQuiet } from './lib.mjs';

const DB = 'inkcast_bench_images';
const PREFIX = 'inkcast-bench-images';
const PORT = 3013;
const PAGES = Number(process.env.BENCH_IMAGE_PAGES ?? 100);
const CONCURRENCY = Number(process.env.IMAGES_CONCURRENCY ?? 3); // the worker's IMAGES_CONCURRENCY (default 3), and the baseline's
const COMICS = process.env.BENCH_COMICS_DIR ?? resolve(ROOT, '../shared/data/comics/pepper-and-carrot');

/** The episode: the shared comic pages (ep*.jpg) in turn, PAGES of them. */
function pages() {
  const files = readdirSync(COMICS).filter((f) => /^ep\d+.*\.jpg$/.test(f)).sort();
  const bytes = files.map((f) => readFileSync(join(COMICS, f)));
  return Array.from({ length: PAGES }, (_, i) => bytes[i % bytes.length]);
}

async function pool(items, concurrency, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  }));
}

/** A signed-in creator: a session row made the way SessionsService makes them, plus a CSRF token. */
async function session(client, origin) {
  const { rows: [user] } = await client.query(`INSERT INTO users (email, name, is_creator) VALUES ('bench-images@inkcast.test', 'Bench', true) RETURNING id`);
  const token = randomBytes(32).toString('base64url');
  await client.query(`INSERT INTO user_session (id_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [createHash('sha256').update(token).digest('hex'), user.id]);
  const res = await fetch(`${origin}/auth/session`, { headers: { cookie: `inkcast_session=${token}` } });
  const csrf = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = await res.json();
  return { userId: user.id, headers: { cookie: `inkcast_session=${token}; ${csrf}`, 'x-csrf-token': csrfToken, 'content-type': 'application/json' } };
}

export async function run() {
  const started = performance.now();
  const episode = pages();
  const env = { ...serverEnv({ db: DB, prefix: PREFIX, port: PORT }), DATA_DIR: await mkdtemp(join(tmpdir(), 'inkcast-bench-images-')), PUBLIC_URL: `http://127.0.0.1:${PORT}` };
  await cleanRedis(PREFIX);
  await freshDatabase(DB, env);
  const client = await connect(dbUrl(DB));
  const api = await startApi(env);
  const worker = await startWorker(env);
  const { Queue } = requireServer('bullmq');
  const queue = new Queue('images', { connection: { host: '127.0.0.1', port: 6379 }, prefix: `${PREFIX}:bull` });
  try {
    const origin = env.PUBLIC_URL;
    const { userId, headers } = await session(client, origin);
    await waitForQuiet('images');

    log(`inkcast: a ${PAGES}-page episode uploaded (links, signed PUTs), queued and processed by the worker`);
    const series = randomUUID();
    const issue = randomUUID();
    const t0 = performance.now();
    const query = `mutation ($d: [String!]!, $c: [String!]!) { getUploadLinks(uploadType: STORY, targetDirectories: $d, contentTypes: $c) }`;
    const answer = await (await fetch(`${origin}/internal/graphql`, {
      method: 'POST', headers, body: JSON.stringify({ query, variables: { d: episode.map(() => `${series}/${issue}`), c: episode.map(() => 'image/jpeg') } }),
    })).json();
    if (answer.errors) throw new Error(`getUploadLinks: ${JSON.stringify(answer.errors)}`);
    const links = answer.data.getUploadLinks;
    await pool(episode, 4, async (bytes, i) => {
      const res = await fetch(links[i], { method: 'PUT', body: bytes, headers: { 'content-type': 'image/jpeg' } });
      if (res.status !== 200) throw new Error(`PUT page ${i + 1}: ${res.status} ${await res.text()}`);
    });
    const uploaded = performance.now();
    // Saving the episode records its image set and queues the job (ImagesService.submit + enqueue).
    const sources = { story: links.map((l) => l.split('?')[0]) };
    await client.query(`INSERT INTO image_set (owner_type, owner_uuid, user_id, status, sources) VALUES ('COMICISSUE', $1, $2, 'PROCESSING', $3)`, [issue, userId, JSON.stringify(sources)]);
    await queue.add('process-images', { owner: { type: 'COMICISSUE', uuid: issue }, revision: 1 }, { jobId: `COMICISSUE-${issue}-1` });
    for (;;) {
      const { rows: [set] } = await client.query(`SELECT status, error, jsonb_array_length(outputs->'story') AS n FROM image_set WHERE owner_uuid = $1`, [issue]);
      if (set.status === 'FAILED') throw new Error(`processing failed: ${set.error}`);
      if (set.status === 'COMPLETE') {
        if (set.n !== PAGES) throw new Error(`expected ${PAGES} pages, got ${set.n}`);
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - t0) / 1000;
    const inkcast = { pages: PAGES, seconds: round(seconds), perSecond: round(PAGES / seconds, 2), uploadSeconds: round((uploaded - t0) / 1000), completeSeconds: round(seconds) };
    log(`inkcast: ${JSON.stringify(inkcast)}`);
    await worker.stop();
    await api.stop();

    log(`baseline: sharp directly on the same ${PAGES} pages, ${CONCURRENCY} at a time`);
    const sharp = requireServer('sharp');
    const out = await mkdtemp(join(tmpdir(), 'inkcast-bench-sharp-'));
    const b0 = performance.now();
    await pool(episode, CONCURRENCY, async (bytes, i) => {
      const webp = await sharp(bytes).autoOrient().resize({ width: 1600, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
      await writeFile(join(out, `${i}.webp`), webp);
    });
    const baselineSeconds = (performance.now() - b0) / 1000;
    await rm(out, { recursive: true, force: true });
    const baseline = { pages: PAGES, seconds: round(baselineSeconds), perSecond: round(PAGES / baselineSeconds, 2) };
    log(`baseline: ${JSON.stringify(baseline)}`);
    const ratio = round(inkcast.perSecond / baseline.perSecond, 3);
    return {
      bench: 'images',
      inkcast,
      baseline,
      ratio,
      hundredPageEpisodeCompleteSeconds: PAGES === 100 ? inkcast.completeSeconds : null,
      targets: { ratio: 0.8, met: ratio >= 0.8 },
      totalSeconds: round((performance.now() - started) / 1000, 1),
    };
  } finally {
    await queue.close();
    await client.end();
    await rm(env.DATA_DIR, { recursive: true, force: true });
  }
}
