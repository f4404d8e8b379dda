import { getQueueToken } from '@nestjs/bullmq';
import { getDataSourceToken } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { crc32 } from 'node:zlib';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../src/common/config';
import { EventsService } from '../src/common/events';
import { ImageOwner, ImagesService, ProcessedImage, STORAGE } from '../src/images/images.service';
import { ImagesProcessor } from '../src/images/images.processor';
import { LocalStorage, S3Storage } from '../src/images/storage';
import { Inkcast, startInkcast } from './support/harness';
import { Mailbox, startMailbox } from './support/mailbox';
import { SHARED_DATA } from './support/paths';
import { Visitor, resetLoginLinkLimits, signUpCreator } from './support/visitor';
import { until } from './support/webhook-receiver';

/**
 * Issue 4, the image pipeline, over the real api, worker, Postgres, Redis and disk: upload links,
 * the local store's signed PUT with the spec's checks by the bytes (001 §5, §8), submission, the
 * processing job writing every size of §3 from the real Pepper&Carrot images of the shared data,
 * PROCESSING → COMPLETE with a server-sent event, failure and retry, a killed worker, the sweeper,
 * and the S3 implementation against a local S3-compatible server (s3rver).
 */

const COMICS = join(SHARED_DATA, 'comics/pepper-and-carrot');
const LINKS = `mutation ($t: ImageUploadType!, $d: [String!]!, $c: [String!]!) { getUploadLinks(uploadType: $t, targetDirectories: $d, contentTypes: $c) }`;

let ink: Inkcast;
let mailbox: Mailbox;
let images: ImagesService;
let storage: LocalStorage;
let origin: string;
let creator: Visitor;
let creatorId: number;
let other: Visitor;

/** Test images cut from the shared originals to each slot's exact size (spec 001 §5). */
const fx: Record<string, Buffer> = {};

async function crop(file: string, width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  return sharp(join(COMICS, file)).resize({ width, height, fit: 'cover' })[format]().toBuffer();
}

beforeAll(async () => {
  mailbox = await startMailbox();
  ink = await startInkcast({ worker: true });
  await ink.app.listen(0, '127.0.0.1');
  origin = `http://127.0.0.1:${(ink.app.getHttpServer().address() as AddressInfo).port}`;
  images = ink.app.get(ImagesService);
  storage = ink.app.get(STORAGE);
  await resetLoginLinkLimits(ink);
  creator = await signUpCreator(ink, mailbox);
  creatorId = Number((await creator.gql('{ me { id } }')).data.me.id);
  other = await signUpCreator(ink, mailbox);
  const page = (n: number) => readFile(join(COMICS, `ep01-potion-of-flight_en_page${n}.jpg`));
  Object.assign(fx, {
    cover: await crop('artwork_book1-back-cover.jpg', 1920, 2880),
    banner: await crop('artwork_2015-05-27_user-manual.jpg', 1080, 642),
    thumbnail: await crop('logo_square.jpg', 600, 600, 'png'),
    avatar: await crop('logo_square.jpg', 1200, 1200),
    page1: await page(1),
    page2: await page(2),
    page3: await page(3),
    coverNarrow: await crop('artwork_book1-back-cover.jpg', 1919, 2880),
    small: await readFile(join(COMICS, 'avatar_pepper_small.jpg')),
  });
  // A page taller than WebP's 16,383 px: ten real pages stacked (1240 × 17,530).
  const pages = await Promise.all([1, 2, 3, 1, 2, 3, 1, 2, 3, 1].map(page));
  fx.tall = await sharp({ create: { width: 1240, height: 1753 * 10, channels: 3, background: '#fff' } })
    .composite(pages.map((input, i) => ({ input, top: i * 1753, left: 0 })))
    .jpeg()
    .toBuffer();
}, 180_000);

afterAll(async () => {
  await ink?.close();
  await mailbox?.close();
});

/** Links for `contentTypes` in `dir` of `slot` (GraphQL upload type), as `visitor`. */
async function links(visitor: Visitor, type: string, dirs: string[], contentTypes: string[]) {
  return visitor.gql(LINKS, { t: type, d: dirs, c: contentTypes });
}

/** PUTs `bytes` to a link (path and query, on the test api). */
function put(link: string, bytes: Buffer, contentType: string) {
  const url = new URL(link);
  return ink.http().put(url.pathname + url.search).set('content-type', contentType).send(bytes);
}

/** Uploads each buffer to a fresh link of `type` in `dir` and returns the stored (query-less) URLs. */
async function upload(dir: string, type: string, files: Buffer[], as: Visitor = creator): Promise<string[]> {
  const types = await Promise.all(files.map(async (f) => ((await sharp(f).metadata()).format === 'png' ? 'image/png' : 'image/jpeg')));
  const res = await links(as, type, files.map(() => dir), types);
  expect(res.errors).toBeUndefined();
  const urls: string[] = res.data.getUploadLinks;
  for (const [i, link] of urls.entries()) {
    const answer = await put(link, files[i], types[i]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  return urls.map((u) => u.split('?')[0]);
}

async function submit(owner: ImageOwner, slots: Record<string, string[]>, userId = creatorId) {
  const status = await ink.db.transaction((manager) => images.submit(manager, owner, userId, slots));
  await images.enqueue(owner);
  return status;
}

async function settled(owner: ImageOwner, timeoutMs = 60_000) {
  await until(`images of ${owner.uuid} to settle`, async () => (await images.get(owner))?.status !== 'PROCESSING', timeoutMs);
  return (await images.get(owner))!;
}

/** Pixel size of a processed file, fetched over HTTP from the api. */
async function served(image: ProcessedImage, file: string) {
  const url = new URL(image.base_url + file);
  const res = await ink.http().get(url.pathname).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toContain('immutable');
  const meta = await sharp(res.body as Buffer).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, exif: meta.exif, bytes: res.body as Buffer };
}

describe('upload links (spec 001 §7 "Image upload")', () => {
  it('one signed link per file, in order, each on the upload prefix of its directory and slot', async () => {
    const series = randomUUID();
    const issue = randomUUID();
    const res = await links(creator, 'STORY', [`${series}/${issue}`, `${series}/${issue}`], ['image/jpeg', 'image/png']);
    expect(res.errors).toBeUndefined();
    const [a, b] = res.data.getUploadLinks as string[];
    expect(a).toMatch(new RegExp(`^http://inkcast.test/uploads/${series}/${issue}/story/[0-9a-f-]{36}\\.jpg\\?`));
    expect(b).toMatch(/\.png\?/);
    expect(new URL(a).searchParams.get('signature')).toBeTruthy();
    expect(images.isUpload(a.split('?')[0])).toBe(true);
  });

  it.each([
    ['two files for a single-image slot', 'COVER', 2, ['image/jpeg', 'image/jpeg'], 'Too many files'],
    ['101 story pages', 'STORY', 101, Array(101).fill('image/jpeg'), 'Too many files'],
    ['a GIF', 'THUMBNAIL', 1, ['image/gif'], 'File type must be one of image/jpeg, image/png'],
    ['fewer content types than directories', 'STORY', 2, ['image/jpeg'], 'Send one target directory and one content type per file.'],
  ])('refuses %s', async (_what, type, count, contentTypes, message) => {
    const dir = randomUUID();
    const res = await links(creator, type, Array(count).fill(dir), contentTypes);
    expect(res.errors?.[0]).toMatchObject({ code: 'BAD_USER_INPUT', message });
  });

  it('refuses a directory that is not a uuid (and optional child uuid)', async () => {
    for (const dir of ['../etc', `${randomUUID()}/../../x`, 'abc', `${randomUUID()}/${randomUUID()}/${randomUUID()}`]) {
      const res = await links(creator, 'COVER', [dir], ['image/jpeg']);
      expect(res.errors?.[0].code, dir).toBe('BAD_USER_INPUT');
    }
  });

  it("a directory belongs to the first user who asked for it: another user's request is refused", async () => {
    const dir = randomUUID();
    expect((await links(creator, 'COVER', [dir], ['image/jpeg'])).errors).toBeUndefined();
    const res = await links(other, 'COVER', [dir], ['image/jpeg']);
    expect(res.errors?.[0]).toMatchObject({ code: 'ACCESS_NOT_ALLOWED', message: 'You do not have access to view this page.' });
  });

  it('needs a session', async () => {
    const res = await new Visitor(ink).gql(LINKS, { t: 'COVER', d: [randomUUID()], c: ['image/jpeg'] });
    expect(res.errors?.[0].code).toBe('REQUIRES_USER_AUTHENTICATION');
  });
});

describe('the local store: PUT through a link, checked by the bytes (spec 001 §5, §8)', () => {
  async function link(type: string, contentType = 'image/jpeg', dir = randomUUID()) {
    return (await links(creator, type, [dir], [contentType])).data.getUploadLinks[0] as string;
  }

  it('takes one PUT per link; the original is readable by its owner with a read token only', async () => {
    const l = await link('COVER');
    expect((await put(l, fx.cover, 'image/jpeg')).status).toBe(200);
    expect((await put(l, fx.cover, 'image/jpeg')).body).toMatchObject({ code: 'link-used' });

    const path = new URL(l).pathname;
    const token = (await creator.gql('{ getImageReadToken }')).data.getImageReadToken as string;
    const read = await ink.http().get(`${path}?token=${token}`);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(read.body as Buffer, fx.cover)).toBe(0);
    const otherToken = (await other.gql('{ getImageReadToken }')).data.getImageReadToken as string;
    expect((await ink.http().get(`${path}?token=${otherToken}`)).status).toBe(404);
    expect((await ink.http().get(path)).status).toBe(404);
    expect((await ink.http().get(`${path}?token=${token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`)).status).toBe(404);
  });

  it('refuses an altered, expired or foreign link', async () => {
    const l = new URL(await link('COVER'));
    const altered = new URL(l);
    altered.pathname = altered.pathname.replace(/[0-9a-f]{8}-/, '00000000-');
    expect((await put(altered.toString(), fx.cover, 'image/jpeg')).status).toBe(403);
    const retyped = new URL(l);
    retyped.searchParams.set('contentType', 'image/png');
    expect((await put(retyped.toString(), fx.cover, 'image/png')).status).toBe(403);
    const expired = await storage.uploadUrl(l.pathname.slice(1), 'image/jpeg', -1);
    expect((await put(expired, fx.cover, 'image/jpeg')).body).toMatchObject({ code: 'link-invalid' });
  });

  it('needs the signed Content-Type', async () => {
    const res = await put(await link('COVER'), fx.cover, 'image/png');
    expect(res.status).toBe(400);
  });

  it.each([
    ['a cover 1 px too narrow', 'COVER', 'coverNarrow', 'not-equal-width', 'Image width must be 1920px'],
    ['a banner of the thumbnail size', 'BANNER', 'thumbnail', 'not-equal-width', 'Image width must be 1080px, Image height must be 642px'],
    ['a 140 px avatar', 'AVATAR', 'small', 'not-equal-width', 'Image width must be 1200px, Image height must be 1200px'],
    ['a story page narrower than 800 px', 'STORY', 'thumbnail', 'small-width', 'Image width must be greater than 800px'],
  ])('refuses %s with the spec message and code', async (_what, type, file, code, message) => {
    const contentType = (await sharp(fx[file]).metadata()).format === 'png' ? 'image/png' : 'image/jpeg';
    const l = await link(type, contentType);
    const res = await put(l, fx[file], contentType);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ code, message });
    // Nothing is kept: the link can be used again with a good file.
    expect(await storage.size(new URL(l).pathname.slice(1))).toBeNull();
  });

  it('refuses a story page wider than 4000 px (large-width)', async () => {
    const wide = await sharp({ create: { width: 4100, height: 900, channels: 3, background: '#888' } }).jpeg().toBuffer();
    const res = await put(await link('STORY'), wide, 'image/jpeg');
    expect(res.body).toEqual({ code: 'large-width', message: 'Image width must be less than 4000px' });
  });

  it('refuses a file over the slot limit while it streams (10 MB → "The file cannot be larger than 10MB")', async () => {
    const big = Buffer.concat([fx.thumbnail, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await put(await link('THUMBNAIL', 'image/png'), big, 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'file-too-large', message: 'The file cannot be larger than 10MB' });
  });

  it('refuses a renamed non-image, whatever its name and header say', async () => {
    const text = Buffer.from('#!/bin/sh\necho this is not a picture\n'.repeat(100));
    const res = await put(await link('STORY'), text, 'image/jpeg');
    expect(res.body).toEqual({ code: 'file-invalid-type', message: 'File type must be one of image/jpeg, image/png' });
  });

  it('refuses a decompression bomb (a small PNG claiming 100,000 × 100,000 pixels) before decoding it', async () => {
    const res = await put(await link('STORY', 'image/png'), await bomb(100_000, 100_000), 'image/png');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ code: 'file-too-large', message: 'The image has too many pixels (at most 64 megapixels)' });
  });
});

/** A real PNG whose header claims `width` × `height` (IHDR rewritten, CRC recomputed). */
async function bomb(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
  const ihdr = png.subarray(12, 29); // type + data of the first chunk, after signature and length
  ihdr.writeUInt32BE(width, 4);
  ihdr.writeUInt32BE(height, 8);
  png.writeUInt32BE(crc32(ihdr), 29);
  return png;
}

describe('processing: every size of spec 001 §3 from one decode, PROCESSING → COMPLETE', () => {
  it('a series: cover, banner and thumbnail in their sizes and names; an SSE event tells the dashboard', async () => {
    const series = randomUUID();
    const owner: ImageOwner = { type: 'COMICSERIES', uuid: series };
    const [cover] = await upload(series, 'COVER', [fx.cover]);
    const [banner] = await upload(series, 'BANNER', [fx.banner]);
    const [thumbnail] = await upload(series, 'THUMBNAIL', [fx.thumbnail]);
    const events = await openEvents(creator);
    expect(await submit(owner, { cover: [cover], banner: [banner], thumbnail: [thumbnail] })).toBe('PROCESSING');
    expect((await images.get(owner))!.status).toBe('PROCESSING');
    const set = await settled(owner);
    expect(set.status).toBe('COMPLETE');
    await until('the item event', () => events.received.some((e) => e.event === 'item' && e.data.uuid === series));
    expect(events.received.find((e) => e.data.uuid === series)).toEqual({ event: 'item', data: { type: 'COMICSERIES', uuid: series, imagesStatus: 'COMPLETE' } });
    events.close();

    const expected = {
      cover: { 'cover-sm.webp': [480, 720], 'cover-md.webp': [960, 1440], 'cover-lg.webp': [1920, 2880] },
      banner: { 'banner-sm.webp': [360, 214], 'banner-md.webp': [720, 428], 'banner-lg.webp': [1080, 642] },
      thumbnail: { 'thumbnail.webp': [600, 600] },
    };
    for (const [slot, files] of Object.entries(expected)) {
      const [image] = set.outputs![slot as 'cover']!;
      expect(image.base_url).toMatch(new RegExp(`^http://inkcast.test/images/${series}/[0-9a-f-]{36}/$`));
      expect(Object.values(image).slice(1).sort()).toEqual(Object.keys(files).sort());
      for (const [file, [width, height]] of Object.entries(files)) {
        const got = await served(image, file);
        expect([got.format, got.width, got.height], file).toEqual(['webp', width, height]);
      }
    }
    expect(set.outputs!.cover![0]).toMatchObject({ cover_sm: 'cover-sm.webp', cover_md: 'cover-md.webp', cover_lg: 'cover-lg.webp' });
  });

  it('a creator avatar: avatar-sm, -md and -lg', async () => {
    const creatorUuid = randomUUID();
    const owner: ImageOwner = { type: 'CREATOR', uuid: creatorUuid };
    await submit(owner, { avatar: await upload(creatorUuid, 'AVATAR', [fx.avatar]) });
    const [image] = (await settled(owner)).outputs!.avatar!;
    for (const [file, side] of [['avatar-sm.webp', 100], ['avatar-md.webp', 400], ['avatar-lg.webp', 1200]] as const) {
      expect(await served(image, file)).toMatchObject({ format: 'webp', width: side, height: side });
    }
  });

  it('an episode: story pages in order, a page taller than 16,383 px split in order, banner and thumbnail', async () => {
    const series = randomUUID();
    const issue = randomUUID();
    const dir = `${series}/${issue}`;
    const owner: ImageOwner = { type: 'COMICISSUE', uuid: issue };
    const story = await upload(dir, 'STORY', [fx.page1, fx.tall, fx.page2]);
    const [episodeBanner] = await upload(dir, 'EPISODE_BANNER', [fx.banner]);
    const [episodeThumbnail] = await upload(dir, 'EPISODE_THUMBNAIL', [fx.small]);
    await submit(owner, { story, episodeBanner: [episodeBanner], episodeThumbnail: [episodeThumbnail] });
    const set = await settled(owner, 120_000);
    expect(set.status).toBe('COMPLETE');
    const pages = set.outputs!.story!;
    expect(pages).toHaveLength(4);
    const sizes = await Promise.all(pages.map(async (p) => [(await served(p, 'story.webp')).width, (await served(p, 'story.webp')).height]));
    expect(sizes).toEqual([[1240, 1753], [1240, 16_383], [1240, 17_530 - 16_383], [1240, 1753]]);
    const id = (url: string) => url.split('/').at(-1)!.replace(/\.jpg$/, '');
    expect(pages.map((p) => p.base_url.split('/').at(-2))).toEqual([id(story[0]), id(story[1]), `${id(story[1])}-p2`, id(story[2])]);
    // The split keeps the content: the second piece starts where the first ends.
    const top = await sharp(fx.tall).extract({ left: 0, top: 16_383, width: 1240, height: 8 }).raw().toBuffer();
    const piece = await sharp((await served(pages[2], 'story.webp')).bytes).extract({ left: 0, top: 0, width: 1240, height: 8 }).raw().toBuffer();
    expect(meanDifference(top, piece)).toBeLessThan(12);
    expect(await served(set.outputs!.episodeBanner![0], 'banner-lg.webp')).toMatchObject({ width: 1080, height: 642 });
    // A small episode thumbnail is never enlarged.
    expect(await served(set.outputs!.episodeThumbnail![0], 'thumbnail.webp')).toMatchObject({ width: 140, height: 140 });
  }, 180_000);

  it('applies EXIF orientation and strips metadata: no GPS leaves the server', async () => {
    const series = randomUUID();
    const rotated = await sharp(fx.page1)
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const owner: ImageOwner = { type: 'COMICISSUE', uuid: randomUUID() };
    await submit(owner, { story: await upload(`${series}/${owner.uuid}`, 'STORY', [rotated]) });
    const got = await served((await settled(owner)).outputs!.story![0], 'story.webp');
    // 1240 × 1753 turned a quarter: 1753 × 1240, scaled to the story width of 1600.
    expect([got.width, got.height]).toEqual([1600, Math.round((1240 * 1600) / 1753)]);
    expect(got.exif).toBeUndefined();
    expect(got.bytes.includes(Buffer.from('secret'))).toBe(false);
  });

  it('an item saved again with only processed URLs is COMPLETE at once, keeping them; a newer save supersedes an older one', async () => {
    const series = randomUUID();
    const owner: ImageOwner = { type: 'COMICSERIES', uuid: series };
    await submit(owner, { thumbnail: await upload(series, 'THUMBNAIL', [fx.thumbnail]) });
    const first = (await settled(owner)).outputs!.thumbnail![0];
    expect(await submit(owner, { thumbnail: [`${first.base_url}thumbnail.webp`] })).toBe('COMPLETE');
    expect((await images.get(owner))!.outputs!.thumbnail![0]).toEqual(first);

    const [a] = await upload(series, 'THUMBNAIL', [fx.thumbnail]);
    const [b] = await upload(series, 'THUMBNAIL', [await crop('artwork_2015-09-15_witches-of-chaosah.jpg', 600, 600)]);
    await ink.db.transaction((m) => images.submit(m, owner, creatorId, { thumbnail: [a] }));
    await submit(owner, { thumbnail: [b] });
    const set = await settled(owner);
    expect(set.revision).toBeGreaterThanOrEqual(4);
    expect(set.outputs!.thumbnail![0].base_url).toContain(b.split('/').at(-1)!.replace('.jpg', ''));
  });
});

describe('submission checks (spec 001 §5, §8)', () => {
  it.each([
    ['a URL that is not Inkcast storage', () => ['https://example.com/cover.jpg'], 'cover', 'BAD_USER_INPUT'],
    ['a link never uploaded to', async (dir: string) => [(await links(creator, 'COVER', [dir], ['image/jpeg'])).data.getUploadLinks[0].split('?')[0]], 'cover', 'BAD_USER_INPUT'],
    ['an upload made for another slot', (dir: string) => upload(dir, 'THUMBNAIL', [fx.thumbnail]), 'cover', 'BAD_USER_INPUT'],
    ['two covers', (dir: string) => upload(dir, 'COVER', [fx.cover]).then((u) => [u[0], u[0]]), 'cover', 'BAD_USER_INPUT'],
  ])('refuses %s, writing nothing', async (_what, urls, slot, code) => {
    const dir = randomUUID();
    const owner: ImageOwner = { type: 'COMICSERIES', uuid: dir };
    const list = await urls(dir);
    await expect(ink.db.transaction((m) => images.submit(m, owner, creatorId, { [slot]: list }))).rejects.toMatchObject({ extensions: { code } });
    expect(await images.get(owner)).toBeNull();
  });

  it("refuses another user's upload", async () => {
    const dir = randomUUID();
    const [url] = await upload(dir, 'COVER', [fx.cover], other);
    await expect(ink.db.transaction((m) => images.submit(m, { type: 'COMICSERIES', uuid: dir }, creatorId, { cover: [url] }))).rejects.toMatchObject({
      extensions: { code: 'ACCESS_NOT_ALLOWED' },
    });
  });
});

describe('failures, retries and lost jobs (issue 4 "Processing")', () => {
  it('an original that breaks its rules (stored without the checks of the PUT) fails with the reason; the original is kept and a retry completes', async () => {
    const series = randomUUID();
    const owner: ImageOwner = { type: 'COMICSERIES', uuid: series };
    const [url] = (await links(creator, 'COVER', [series], ['image/jpeg'])).data.getUploadLinks.map((l: string) => l.split('?')[0]);
    const key = storage.keyOf(url)!;
    await storage.write(key, fx.coverNarrow); // as a store without PUT checks (S3) would hold it
    await submit(owner, { cover: [url] });
    const failed = await settled(owner);
    expect(failed.status).toBe('FAILED');
    expect(failed.error).toBe(`${url.split('/').at(-1)}: Image width must be 1920px`);
    expect(await storage.size(key)).toBe(fx.coverNarrow.length);

    await storage.write(key, fx.cover);
    expect(await images.retry(owner)).toBe(true);
    expect(await images.retry(owner)).toBe(false); // only a FAILED set is retried
    const done = await settled(owner);
    expect(done.error).toBeNull();
    expect(done.status).toBe('COMPLETE');
  });

  it('the sweeper queues a set whose job was never queued (the api stopped between commit and enqueue)', async () => {
    const series = randomUUID();
    const owner: ImageOwner = { type: 'COMICSERIES', uuid: series };
    const urls = await upload(series, 'THUMBNAIL', [fx.thumbnail]);
    await ink.db.transaction((m) => images.submit(m, owner, creatorId, { thumbnail: urls }));
    await ink.db.query(`UPDATE image_set SET updated_at = now() - interval '5 minutes' WHERE owner_uuid = $1`, [series]);
    expect(await images.sweep()).toBeGreaterThanOrEqual(1);
    expect((await settled(owner)).status).toBe('COMPLETE');
  });

  it('a worker killed in the middle of a 100-page episode: a new worker finishes it', async () => {
    // The in-process worker stops; a worker process of the build takes the job and is killed mid-way.
    await ink.worker!.get(ImagesProcessor).worker.close();
    const series = randomUUID();
    const issue = randomUUID();
    const owner: ImageOwner = { type: 'COMICISSUE', uuid: issue };
    const pages = [fx.page1, fx.page2, fx.page3];
    const story = await upload(`${series}/${issue}`, 'STORY', Array.from({ length: 100 }, (_, i) => pages[i % 3]));
    const child = startWorkerProcess();
    try {
      await submit(owner, { story });
      const out = join(config().DATA_DIR, 'storage/images', series, issue);
      await until('the worker process to have written some pages', async () => (await readdir(out).catch(() => [])).length >= 5, 90_000);
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    } finally {
      child.kill('SIGKILL');
    }
    const written = (await readdir(join(config().DATA_DIR, 'storage/images', series, issue))).length;
    expect(written).toBeLessThan(100);
    expect((await images.get(owner))!.status).toBe('PROCESSING');

    // A fresh worker: BullMQ finds the stalled job once its lock lapses and runs it again.
    await ink.worker!.close();
    ink.worker = null;
    await ink.startWorker();
    const set = await settled(owner, 240_000);
    expect(set.status).toBe('COMPLETE');
    expect(set.outputs!.story).toHaveLength(100);
    expect(new Set(set.outputs!.story!.map((p) => p.base_url)).size).toBe(100);
  }, 360_000);
});

describe('S3-compatible storage (AWS SDK against s3rver)', () => {
  let s3rver: S3rver;
  let s3: S3Storage;

  beforeAll(async () => {
    const dir = join(config().DATA_DIR, 's3rver');
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true, configureBuckets: [{ name: 'inkcast-test', configs: [] }] });
    const { port } = (await s3rver.run()) as AddressInfo;
    s3 = new S3Storage({ S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'inkcast-test', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
  });

  afterAll(async () => {
    await s3rver?.close();
  });

  it('a presigned link takes the PUT of the bytes; URL and key round-trip without the query', async () => {
    const key = `uploads/${randomUUID()}/cover/${randomUUID()}.jpg`;
    const link = await s3.uploadUrl(key, 'image/jpeg', 60);
    expect(link).toContain('X-Amz-Signature=');
    const res = await fetch(link, { method: 'PUT', body: new Uint8Array(fx.cover), headers: { 'content-type': 'image/jpeg' } });
    expect(res.status).toBe(200);
    const url = link.split('?')[0];
    expect(s3.keyOf(url)).toBe(key);
    expect(s3.urlOf(key)).toBe(url);
    expect(await s3.size(key)).toBe(fx.cover.length);
    expect(Buffer.compare(await s3.read(key), fx.cover)).toBe(0);
    await s3.remove([key]);
    expect(await s3.size(key)).toBeNull();
  });

  it('the processing job runs on S3 the same way: sizes written to the bucket', async () => {
    const db = ink.app.get<DataSource>(getDataSourceToken());
    const onS3 = new ImagesService(db, ink.app.get<Queue>(getQueueToken('images')), s3, ink.app.get(EventsService));
    const creatorUuid = randomUUID();
    const owner: ImageOwner = { type: 'CREATOR', uuid: creatorUuid };
    await links(creator, 'AVATAR', [creatorUuid], ['image/jpeg']); // claims the directory
    const key = `uploads/${creatorUuid}/avatar/${randomUUID()}.jpg`;
    await fetch(await s3.uploadUrl(key, 'image/jpeg', 60), { method: 'PUT', body: new Uint8Array(fx.avatar), headers: { 'content-type': 'image/jpeg' } });
    await db.transaction((m) => onS3.submit(m, owner, creatorId, { avatar: [s3.urlOf(key)] }));
    expect(await onS3.process({ owner, revision: (await onS3.get(owner))!.revision })).toBe('COMPLETE');
    const [image] = (await onS3.get(owner))!.outputs!.avatar!;
    const lg = await sharp(await s3.read(s3.keyOf(`${image.base_url}avatar-lg.webp`)!)).metadata();
    expect([lg.format, lg.width, lg.height]).toEqual(['webp', 1200, 1200]);
  });
});

/** A worker process of the build (server/dist/worker.js) with the test environment. */
function startWorkerProcess(): ChildProcess {
  return fork(resolve(__dirname, '../dist/worker.js'), [], { env: { ...process.env, IMAGES_CONCURRENCY: '1' }, stdio: 'ignore' });
}

/** Mean absolute difference of two equally long pixel buffers (0–255). */
function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

/** Opens GET /events as `visitor` and collects the events. */
async function openEvents(visitor: Visitor) {
  const controller = new AbortController();
  const res = await fetch(`${origin}/events`, { headers: { cookie: [...visitor.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ') }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream');
  const received: { event: string; data: any }[] = [];
  const reader = res.body!.getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += Buffer.from(value).toString();
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) received.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  // Subscribed once the first comment arrived.
  await new Promise((r) => setTimeout(r, 200));
  return { received, close: () => controller.abort() };
}
