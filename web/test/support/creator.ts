import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { submitSignUp } from './accounts';
import { startHarness, type E2eHarness } from './browser';
import { startMailbox, type Mailbox } from './mailbox';
import { DATABASE_URL } from './server';

/**
 * Set-up helpers of the creator browser tests: a creator signed up through the real flow, and
 * comics and episodes made fast through the dashboard API (the forms have their own tests), with
 * the real Pepper&Carrot images of ../shared/data/comics cut to the sizes the slots demand.
 */

const imagesDir = fileURLToPath(new URL('../../../../shared/data/comics/pepper-and-carrot/', import.meta.url));
const runFile = promisify(execFile);
// sharp is the server's image library.
type Sharp = (input: string) => { resize(options: object): { jpeg(options: object): { toFile(path: string): Promise<unknown> } } };
const sharp = createRequire(fileURLToPath(new URL('../../../server/package.json', import.meta.url)))('sharp') as Sharp;

/** A file of the Pepper&Carrot set. */
export const art = (name: string) => join(imagesDir, name);

/** Waits until `check` holds, polling (a state to reach, not a time to wait). */
export async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Signs a new creator up at /signup and follows the e-mailed login link; the page ends on the dashboard. */
export async function signUpCreator(context: BrowserContext, mailbox: Mailbox, baseUrl: string, account: { email: string; name: string }): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/signup');
  await submitSignUp(page, mailbox, baseUrl, account);
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
  return page;
}

/** A dashboard API call from the signed-in page (session cookie and CSRF token, as the app sends them). */
export async function dashboardApi<T = Record<string, unknown>>(on: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return on.evaluate(
    async ({ query, variables }) => {
      const session = (await (await fetch('/auth/session', { credentials: 'include' })).json()) as { csrfToken: string };
      const response = await fetch('/internal/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
      return body.data as never;
    },
    { query, variables },
  );
}

/** Uploads a JPEG through a direct upload link, as the app does; answers the URL to save. */
export async function uploadThroughApi(on: Page, uploadType: string, directory: string, path: string): Promise<string> {
  const { getUploadLinks } = await dashboardApi<{ getUploadLinks: string[] }>(
    on,
    'mutation($t: ImageUploadType!, $d: [String!]!, $c: [String!]!) { getUploadLinks(uploadType: $t, targetDirectories: $d, contentTypes: $c) }',
    { t: uploadType, d: [directory], c: ['image/jpeg'] },
  );
  const response = await fetch(getUploadLinks[0], { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: await readFile(path) });
  if (!response.ok) throw new Error(`upload refused: ${response.status} ${await response.text()}`);
  return getUploadLinks[0].split('?')[0];
}

/** The series images, cut to the exact sizes of their slots, in `dir`. */
export interface ComicImages {
  cover: string;
  banner: string;
  thumbnail: string;
  /** A creator photo, 1200×1200. */
  avatar: string;
}

/** Cuts a Pepper&Carrot image to exactly `width` × `height` (JPEG) into `path`; answers `path`. */
export async function cutArt(source: string, width: number, height: number, path: string): Promise<string> {
  await sharp(art(source)).resize({ width, height, fit: 'cover' }).jpeg({ quality: 85 }).toFile(path);
  return path;
}

/** Cuts the Pepper&Carrot artwork to the slots' sizes (cover 1920×2880, banner 1080×642, thumbnail 600×600, avatar 1200×1200) into `dir`. */
export async function cutComicImages(dir: string): Promise<ComicImages> {
  const cut = (source: string, width: number, height: number, name: string) => cutArt(source, width, height, join(dir, name));
  const [cover, banner, thumbnail, avatar] = await Promise.all([
    cut('artwork_book1-back-cover.jpg', 1920, 2880, 'cover.jpg'),
    cut('artwork_2015-05-27_user-manual.jpg', 1080, 642, 'banner.jpg'),
    cut('logo_square.jpg', 600, 600, 'thumbnail.jpg'),
    cut('artwork_2015-09-15_witches-of-chaosah.jpg', 1200, 1200, 'avatar.jpg'),
  ]);
  return { cover, banner, thumbnail, avatar };
}

/** What a creator spec's set-up needs: the work dir's prefix, the creator to sign up, the browser context's options. */
export interface CreatorSessionOptions {
  /** Prefix of the temporary work dir (in the OS temp dir) the comic images are cut into. */
  workDirPrefix: string;
  account: { email: string; name: string };
  /** Default 1280×900. */
  viewport?: { width: number; height: number };
  locale?: string;
  timezoneId?: string;
}

/** A signed-in creator in its own browser context, with the comic images; `close()` tears it all down. */
export interface CreatorSession {
  harness: E2eHarness;
  mailbox: Mailbox;
  context: BrowserContext;
  /** The signed-up creator's page, on the dashboard. */
  page: Page;
  /** The uncaught errors of `page` after sign-up. */
  errors: string[];
  images: ComicImages;
  workDir: string;
  /** Closes the context, the browser and the mailbox, and removes the work dir. */
  close(): Promise<void>;
}

/**
 * The common set-up of the creator specs: cuts the comic images into a new work dir, starts the
 * browser harness and the mailbox, opens a context on the app and signs `account` up as a creator
 * (signUpCreator), recording the page's uncaught errors from then on. On failure it tears down
 * what it started.
 */
export async function startCreatorSession(options: CreatorSessionOptions): Promise<CreatorSession> {
  const workDir = mkdtempSync(join(tmpdir(), options.workDirPrefix));
  let harness: E2eHarness | undefined;
  let mailbox: Mailbox | undefined;
  let context: BrowserContext | undefined;
  const close = async () => {
    await context?.close();
    await harness?.close();
    await mailbox?.close();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const images = await cutComicImages(workDir);
    harness = await startHarness();
    mailbox = await startMailbox();
    const errors: string[] = [];
    const { viewport = { width: 1280, height: 900 }, locale, timezoneId } = options;
    context = await harness.browser.newContext({ baseURL: harness.baseUrl, viewport, ...(locale && { locale }), ...(timezoneId && { timezoneId }) });
    const page = await signUpCreator(context, mailbox, harness.baseUrl, options.account);
    page.on('pageerror', (error) => errors.push(error.message));
    return { harness, mailbox, context, page, errors, images, workDir, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/** Creates a comic through the dashboard API, published or not (with `uuid` when given); answers its uuid. */
export async function createComic(on: Page, images: ComicImages, options: { name: string; publish: boolean; uuid?: string }): Promise<string> {
  const uuid = options.uuid ?? randomUUID();
  const [cover, banner, thumbnail] = await Promise.all([
    uploadThroughApi(on, 'COVER', uuid, images.cover),
    uploadThroughApi(on, 'BANNER', uuid, images.banner),
    uploadThroughApi(on, 'THUMBNAIL', uuid, images.thumbnail),
  ]);
  await dashboardApi(
    on,
    `mutation($uuid: ID!, $name: String, $cover: String, $banner: String, $thumbnail: String) {
      addInternalComicForUser(uuid: $uuid, name: $name, description: "A young witch and her cat.", genre1: "COMICSERIES_FANTASY",
        language: "ENGLISH", rating: "COMICSERIES_KIDS", seriesStatus: "ONGOING", coverImageUrl: $cover, bannerImageUrl: $banner,
        thumbnailImageUrl: $thumbnail) { uuid }
    }`,
    { uuid, name: options.name, cover, banner, thumbnail },
  );
  if (options.publish) await dashboardApi(on, 'mutation($uuid: ID!) { updateStatusForInternalComicSeries(uuid: $uuid, status: PUBLISHED) { uuid } }', { uuid });
  return uuid;
}

/** Creates a creator profile through the dashboard API and credits it on `seriesUuid` with `roles` (none: not credited); answers its uuid. */
export async function createCreator(
  on: Page,
  images: Pick<ComicImages, 'avatar'>,
  seriesUuid: string,
  name: string,
  roles: readonly string[] = ['COMICSERIES_ARTIST', 'COMICSERIES_WRITER'],
): Promise<string> {
  const uuid = randomUUID();
  const avatar = await uploadThroughApi(on, 'AVATAR', uuid, images.avatar);
  await dashboardApi(on, 'mutation($uuid: ID!, $name: String, $avatar: String) { addInternalCreatorForUser(uuid: $uuid, name: $name, avatarImageUrl: $avatar) { uuid } }', { uuid, name, avatar });
  if (roles.length) {
    await dashboardApi(
      on,
      'mutation($s: ID!, $c: ID!, $r: [String!]!) { addOrUpdateInternalCreatorRolesForContent(contentType: INTERNAL_COMICSERIES, contentUuid: $s, creatorUuid: $c, roles: $r) { isApproved } }',
      { s: seriesUuid, c: uuid, r: roles },
    );
  }
  return uuid;
}

/**
 * Adds episodes to a comic through the dashboard API, all with the same uploaded story page.
 * `published`: published at once, one minute apart in `names` order (the last is the latest),
 * else saved as drafts. `freeFrom`: the dateExclusiveContentIsAvailable (epoch seconds) of some, by name.
 * Answers the episodes' uuids in `names` order.
 */
export async function addEpisodes(on: Page, seriesUuid: string, names: readonly string[], options: { published: boolean; freeFrom?: Readonly<Record<string, number>> }): Promise<string[]> {
  const storyUrl = await uploadThroughApi(on, 'STORY', seriesUuid, art('ep01-potion-of-flight_en_page1.jpg'));
  const now = Math.floor(Date.now() / 1000);
  const uuids: string[] = [];
  for (const [index, name] of names.entries()) {
    const uuid = randomUUID();
    await dashboardApi(
      on,
      `mutation($uuid: ID!, $s: ID!, $name: String, $images: [String], $at: Int, $free: Int) {
        addInternalComicIssueForUser(uuid: $uuid, seriesUuid: $s, name: $name, imageUrls: $images, publishAt: $at, dateExclusiveContentIsAvailable: $free) { uuid }
      }`,
      { uuid, s: seriesUuid, name, images: [storyUrl], at: options.published ? now - (names.length - index) * 60 : null, free: options.freeFrom?.[name] ?? null },
    );
    uuids.push(uuid);
  }
  return uuids;
}

/** Runs SQL on the browser tests' database (the server under test's). */
export async function sql(statement: string): Promise<void> {
  await runFile('psql', [DATABASE_URL, '-v', 'ON_ERROR_STOP=1', '-q', '-c', statement]);
}
