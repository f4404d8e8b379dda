import {
  ComicMessage,
  ComicNotice,
  LANGUAGE_NAMES,
  LANGUAGES_LISTED_FIRST,
  PUBLISH_PROPAGATION_MINUTES,
  emailLinkInvalidMessage,
  mastodonLinkInvalidMessage,
} from '@inkcast/schema';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpDeveloper } from './support/accounts';
import { startHarness, type E2eHarness } from './support/browser';
import { loginLinkIn, startMailbox, type Mailbox } from './support/mailbox';

// The creator dashboard (spec 001 §2, §4, §5) walked as a new creator would, in Chromium against the
// real server and worker (INKCAST_BASE_URL), with real Pepper&Carrot artwork (CC BY 4.0, David Revoy)
// cut to the exact sizes by sharp: the welcome screen, the onboarding wizard from the first comic to
// Congrats with every series and creator validation message shown above Save, the series home's
// tiles by state, publishing from a card, live refresh, the saved-state rules of the edit form, the
// creator pages, the Webtoons intake and the access rules. The tests build on each other in order.

const baseUrl = process.env.INKCAST_BASE_URL?.replace(/\/+$/, '');
const run = Date.now().toString(36);
const artwork = '/work/shared/data/comics/pepper-and-carrot';

// sharp is the server's dependency (its image pipeline); the web app does not need it otherwise.
const requireFromServer = createRequire(new URL('../../server/package.json', import.meta.url));
/** The part of sharp's API this test uses. */
interface SharpImage {
  resize(width: number, height: number, options?: { fit?: 'cover' | 'contain' }): SharpImage;
  jpeg(options?: { quality?: number }): SharpImage;
  toFile(path: string): Promise<unknown>;
}
const sharp = requireFromServer('sharp') as (input: string) => SharpImage;

let harness: E2eHarness;
let mailbox: Mailbox;
let context: BrowserContext;
let page: Page;
let errors: string[];

const creator = { email: `comics-${run}@example.com`, name: 'Cora Comics' };
/** Image files cut to the slots' exact sizes (spec 001 §5). */
const images = { cover: '', banner: '', thumbnail: '', avatar: '', pages: [] as string[] };
let seriesUuid = '';
let secondSeriesUuid = '';
let creatorUuid = '';

/** Waits until `check` holds, polling. */
async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Uploads `files` to the image upload of `slot` and waits until they are uploaded. */
async function upload(slot: string, files: string[]): Promise<void> {
  const section = page.locator(`[data-image-upload="${slot}"]`);
  const before = await section.locator('[data-image-url]').count();
  await section.locator('input[type=file]').setInputFiles(files);
  const expected = files.length > 1 ? before + files.length : 1;
  await eventually(async () => (await section.locator('[data-pending-upload]').count()) === 0 && (await section.locator('[data-image-url]').count()) === expected, `${slot} upload`);
}

/** Picks `option` in the select labelled `label`. */
async function pick(label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The options a select offers, then closes it. */
async function optionsOf(label: string): Promise<string[]> {
  await page.getByRole('combobox', { name: label }).click();
  const texts = await page.getByRole('listbox').getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  return texts.map((text) => text.trim());
}

/** Clicks the form's submit button and returns the single message line shown above it (spec 001 §8). */
async function submitAndReadError(button: string): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const line = page.getByTestId('form-error');
  await eventually(async () => ((await line.textContent()) ?? '').trim().length > 0, `a message above ${button}`, 10000);
  return ((await line.textContent()) ?? '').trim();
}

/** The state of each of the wizard's four steps. */
async function progress(): Promise<string[]> {
  return page.getByRole('list', { name: 'Progress' }).locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-step-state') ?? ''));
}

/** The tiles of a card grid: title, highlighted, disabled, and where it links. */
async function tiles(label: string): Promise<{ title: string; highlighted: boolean; disabled: boolean; href: string | null }[]> {
  return page.getByRole('list', { name: label }).locator('li').evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('h3')?.textContent ?? '',
      highlighted: card.getAttribute('data-highlighted') === 'true',
      disabled: card.getAttribute('data-disabled') === 'true',
      href: card.querySelector('a')?.getAttribute('href') ?? null,
    })),
  );
}

/** Calls the dashboard API from the page (the session cookie and CSRF token of the signed-in user). */
async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const session = (await (await fetch('/auth/session')).json()) as { csrfToken: string };
      const response = await fetch('/internal/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as T;
    },
    { query, variables },
  );
}

/** Whether the page is wider than its viewport (a horizontal scroll bar). */
async function overflowsHorizontally(): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe.skipIf(!baseUrl)('the creator dashboard', () => {
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inkcast-creator-'));
    images.cover = join(dir, 'cover.jpg');
    images.banner = join(dir, 'banner.jpg');
    images.thumbnail = join(dir, 'thumbnail.jpg');
    images.avatar = join(dir, 'avatar.jpg');
    await sharp(`${artwork}/artwork_book1-back-cover.jpg`).resize(1920, 2880, { fit: 'cover' }).jpeg({ quality: 85 }).toFile(images.cover);
    await sharp(`${artwork}/artwork_2015-05-27_user-manual.jpg`).resize(1080, 642, { fit: 'cover' }).jpeg({ quality: 85 }).toFile(images.banner);
    await sharp(`${artwork}/logo_square.jpg`).resize(600, 600).jpeg({ quality: 85 }).toFile(images.thumbnail);
    await sharp(`${artwork}/artwork_2015-09-15_witches-of-chaosah.jpg`).resize(1200, 1200, { fit: 'cover' }).jpeg({ quality: 85 }).toFile(images.avatar);
    images.pages = [1, 2, 3].map((n) => `${artwork}/ep01-potion-of-flight_en_page${n}.jpg`);
    harness = await startHarness();
    mailbox = await startMailbox();
  });

  afterAll(async () => {
    await context?.close();
    await mailbox?.close();
    await harness?.close();
  });

  it('a new creator signs up, lands on /dashboard/creator and sees the welcome screen with the four images and Add Your Comic', async () => {
    context = await harness.browser.newContext({ baseURL: baseUrl });
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/signup');
    await page.getByLabel('Name').fill(creator.name);
    await page.getByLabel('Email').fill(creator.email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    await page.goto(loginLinkIn(await mailbox.waitFor(creator.email)).replace(/^https?:\/\/[^/]+/, baseUrl!));
    await page.waitForURL((url) => url.pathname === '/dashboard/creator');

    const welcome = page.getByTestId('welcome');
    await welcome.waitFor();
    const needed = await welcome.getByRole('list', { name: 'Images you need' }).locator('li').allInnerTexts();
    expect(needed.map((text) => text.split('\n')[0])).toEqual([
      'Cover art · 1920×2880 px',
      'Banner · 1080×642 px',
      'Thumbnail · 600×600 px',
      'Photo of yourself · 1200×1200 px',
    ]);
    expect(await welcome.getByRole('link', { name: 'Add Your Comic' }).getAttribute('href')).toBe('/dashboard/new/comicseries');

    // /dashboard sends a creator to /dashboard/creator (spec 001 §2).
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/dashboard/creator');
    // At phone width nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('welcome').waitFor();
    expect(await overflowsHorizontally()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(errors).toEqual([]);
  });

  it("step 01 'Create a New Comic' shows each series rule's message above Save, in the spec's order, with the genre exclusions and the languages listed first", async () => {
    await page.getByTestId('welcome').getByRole('link', { name: 'Add Your Comic' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/new/comicseries');
    await page.getByRole('heading', { level: 1, name: 'Create a New Comic' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back', exact: true }).getAttribute('href')).toBe('/dashboard/creator');
    expect(await progress()).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);

    expect(await submitAndReadError('Save and Continue')).toBe(ComicMessage.NAME_REQUIRED);
    await page.getByLabel('Name').fill('Pepper&Carrot');
    expect(await submitAndReadError('Save and Continue')).toBe(ComicMessage.DESCRIPTION_REQUIRED);
    await page.getByLabel('Short description').fill('A young witch and her cat learn the magic of Chaosah in the world of Hereva.');
    expect(await submitAndReadError('Save and Continue')).toBe(ComicMessage.COVER_REQUIRED);
    await upload('cover', [images.cover]);
    expect(await submitAndReadError('Save and Continue')).toBe(ComicMessage.BANNER_REQUIRED);
    await upload('banner', [images.banner]);
    expect(await submitAndReadError('Save and Continue')).toBe(ComicMessage.THUMBNAIL_REQUIRED);
    await upload('thumbnail', [images.thumbnail]);
    expect(await submitAndReadError('Save and Continue')).toBe(ComicMessage.GENRE_REQUIRED);

    // Genre 2 excludes genre 1; genre 3 excludes genres 1 and 2 (spec 001 §5).
    await pick('Genre 1', 'Fantasy');
    const genre2 = await optionsOf('Genre 2');
    expect(genre2).not.toContain('Fantasy');
    expect(genre2).toContain('Comedy');
    await pick('Genre 2', 'Comedy');
    const genre3 = await optionsOf('Genre 3');
    expect(genre3).not.toContain('Fantasy');
    expect(genre3).not.toContain('Comedy');
    expect(genre3.length).toBe(26); // 'None' + the 27 genres less two

    expect(await submitAndReadError('Save and Continue')).toBe(ComicMessage.LANGUAGE_REQUIRED);
    const languages = await optionsOf('Language');
    expect(languages.slice(0, LANGUAGES_LISTED_FIRST.length)).toEqual(LANGUAGES_LISTED_FIRST.map((language) => LANGUAGE_NAMES[language]));
    await pick('Language', 'English');
    expect(await submitAndReadError('Save and Continue')).toBe(ComicMessage.RATING_REQUIRED);
    expect(await optionsOf('Rating')).toEqual(['Baby (ages 0-5)', 'Kids (6+)', 'Teens (13+)', 'Mature Teens (15+)', 'Adults (18+)']);
    await pick('Rating', 'Kids (6+)');
    expect(await submitAndReadError('Save and Continue')).toBe(ComicMessage.SERIES_STATUS_REQUIRED);
    await pick('Status', 'Ongoing');
    await page.getByLabel('Tags').fill('a, b, c, d, e, f, g, h, i, j, k, l, m');
    expect(await submitAndReadError('Save and Continue')).toBe(ComicMessage.TAGS_TOO_MANY);
    await page.getByLabel('Tags').fill('#witches, magic, cats');

    await page.getByRole('button', { name: 'Save and Continue' }).click();
    // A user without a creator profile goes on to 'new-creator' (spec 001 §2).
    await page.waitForURL((url) => /^\/dashboard\/new\/comicseries\/[0-9a-f-]{36}\/new-creator$/.test(url.pathname));
    seriesUuid = new URL(page.url()).pathname.split('/')[4];
    expect(errors).toEqual([]);
  });

  it("step 02: 'Next, add details about yourself' with its messages, link prefixes and the 25-link limit, then the role picker", async () => {
    await page.getByRole('heading', { level: 1, name: 'Next, add details about yourself' }).waitFor();
    expect(await page.getByText('Your fans can follow you as a creator', { exact: true }).isVisible()).toBe(true);
    expect(await progress()).toEqual(['complete', 'current', 'upcoming', 'upcoming']);

    expect(await submitAndReadError('Save and Continue')).toBe(ComicMessage.NAME_REQUIRED);
    await page.getByLabel('Name').fill('David Revoy');
    await page.getByLabel('Bio').fill('Painter and author of Pepper&Carrot.');
    expect(await submitAndReadError('Save and Continue')).toBe(ComicMessage.PHOTO_REQUIRED);
    await upload('avatar', [images.avatar]);
    await pick('Country', 'France');
    await page.getByLabel('Tags').fill('1,2,3,4,5,6,7,8,9,10,11,12,13');
    expect(await submitAndReadError('Save and Continue')).toBe(ComicMessage.TAGS_TOO_MANY);
    await page.getByLabel('Tags').fill('painter, open source');

    // Links: each type shows its URL base as a prefix; EMAIL and MASTODON are checked (spec 001 §3, §5).
    await page.getByRole('button', { name: 'Add a link' }).click();
    await page.getByRole('combobox', { name: 'Link type' }).first().click();
    await page.getByRole('option', { name: 'Instagram', exact: true }).click();
    const first = page.getByRole('listitem').filter({ has: page.getByLabel('Link 1', { exact: true }) });
    expect(await first.innerText()).toContain('https://instagram.com/');
    await page.getByLabel('Link 1', { exact: true }).fill('peppercarrot');
    await page.getByRole('button', { name: 'Add a link' }).click();
    await page.getByRole('combobox', { name: 'Link type' }).nth(1).click();
    await page.getByRole('option', { name: 'Email', exact: true }).click();
    await page.getByLabel('Link 2', { exact: true }).fill('not-an-address');
    expect(await submitAndReadError('Save and Continue')).toBe(emailLinkInvalidMessage('not-an-address'));
    await page.getByLabel('Link 2', { exact: true }).fill('david@example.com');
    await page.getByRole('button', { name: 'Add a link' }).click();
    await page.getByRole('combobox', { name: 'Link type' }).nth(2).click();
    await page.getByRole('option', { name: 'Mastodon', exact: true }).click();
    await page.getByLabel('Link 3', { exact: true }).fill('davidrevoy');
    expect(await submitAndReadError('Save and Continue')).toBe(mastodonLinkInvalidMessage('davidrevoy'));
    await page.getByLabel('Link 3', { exact: true }).fill('davidrevoy@framapiaf.org');

    // Up to 25 links; adding one more at 25 says so. Empty rows are dropped on save.
    for (let count = 3; count < 25; count++) await page.getByRole('button', { name: 'Add a link' }).click();
    expect(await page.getByRole('list', { name: 'Links' }).getByRole('listitem').count()).toBe(25);
    await page.getByRole('button', { name: 'Add a link' }).click();
    expect(await page.getByTestId('links-limit').textContent()).toBe(ComicMessage.LINKS_TOO_MANY);
    expect(await page.getByRole('list', { name: 'Links' }).getByRole('listitem').count()).toBe(25);

    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/pick-creator'));
    creatorUuid = new URL(page.url()).searchParams.get('creator') ?? '';
    expect(creatorUuid).toMatch(/^[0-9a-f-]{36}$/);

    // The role picker (spec 001 §2), with the note while no role is picked (§4).
    const roles = page.getByRole('group', { name: 'What is your role in making this comic?' });
    await roles.waitFor();
    expect(await page.getByTestId('roles-note').textContent()).toBe(ComicMessage.ROLES_REQUIRED);
    expect(await roles.getByRole('checkbox').count()).toBe(9);
    await roles.getByRole('checkbox', { name: /^Artist/ }).check();
    await roles.getByRole('checkbox', { name: /^Writer/ }).check();
    expect(((await page.getByTestId('roles-note').textContent()) ?? '').trim()).toBe('');
    await page.getByRole('button', { name: 'Save and Continue' }).click();

    // invite-team: the invite form checks the address; it can be skipped.
    await page.waitForURL((url) => url.pathname.endsWith('/invite-team'));
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await page.getByText(ComicMessage.INVITATION_EMAIL_INVALID, { exact: true }).waitFor();
    expect(await progress()).toEqual(['complete', 'current', 'upcoming', 'upcoming']);
    await page.getByRole('link', { name: 'Skip for now' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/new-episode'));
    expect(errors).toEqual([]);
  });

  it("steps 03 and 04: 'Add the 1st Episode' in onboarding mode, the preview, 'Publish Your Comic', then Congrats with the reader apps and the 5-minute note", async () => {
    await page.getByRole('heading', { level: 1, name: 'Add the 1st Episode' }).waitFor();
    expect(await progress()).toEqual(['complete', 'complete', 'current', 'upcoming']);
    await page.getByLabel('Title').fill('The Potion of Flight');
    await upload('story', images.pages);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/new/comicseries/${seriesUuid}/preview`, { timeout: 30000 });

    await page.getByRole('heading', { level: 1, name: 'Preview your comic' }).waitFor();
    expect(await progress()).toEqual(['complete', 'complete', 'complete', 'current']);
    const card = page.locator(`[data-series="${seriesUuid}"][data-view="preview"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain('Pepper&Carrot');
    await card.getByText('David Revoy').waitFor();
    expect(await card.getByText('Artist', { exact: true }).count()).toBe(1);
    expect(await page.locator('[data-progress="published-creator"]').getAttribute('data-done')).toBe('false');
    expect(await page.locator('[data-progress="published-comicseries"]').getAttribute('data-done')).toBe('false');

    await page.getByRole('button', { name: 'Publish Your Comic' }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/new/comicseries/${seriesUuid}/congrats`);
    const congrats = page.getByTestId('congrats');
    await congrats.getByRole('heading', { name: 'Congrats' }).waitFor();
    expect(await page.getByTestId('propagation-note').textContent()).toContain(`up to ${PUBLISH_PROPAGATION_MINUTES} minutes`);
    const apps = congrats.locator('a[target="_blank"]');
    expect(await apps.count()).toBe(2);
    await eventually(async () => (await progress()).every((state) => state === 'complete'), 'all four steps complete');

    // Both 'published' steps of §4 are done now: the creator and the comic were published.
    await page.goto(`/dashboard/new/comicseries/${seriesUuid}/preview`);
    await page.locator('[data-progress="published-creator"][data-done="true"]').waitFor();
    await page.locator('[data-progress="published-comicseries"][data-done="true"]').waitFor();
    await page.goto(`/dashboard/new/comicseries/${seriesUuid}/congrats`);
    await page.getByTestId('congrats').getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/comicseries/${seriesUuid}`);
    expect(errors).toEqual([]);
  });

  it("the series home of a PUBLISHED comic with creators and episodes: a highlighted 'Add a New Episode', then the fixed tiles, the episode list and the series card once its images are COMPLETE", async () => {
    await page.getByRole('heading', { level: 1, name: 'Pepper&Carrot' }).waitFor();
    expect(await tiles('Comic actions')).toEqual([
      { title: 'Add a New Episode', highlighted: true, disabled: false, href: `/dashboard/new-episode/comicseries/${seriesUuid}` },
      { title: 'Set up exclusive content', highlighted: false, disabled: false, href: `/dashboard/edit/payments/comicseries/${seriesUuid}` },
      { title: 'Analytics', highlighted: false, disabled: true, href: null },
      { title: 'Team', highlighted: false, disabled: false, href: `/dashboard/team/comicseries/${seriesUuid}` },
    ]);
    expect(await page.getByRole('list', { name: 'Comic actions' }).getByText('Coming Later').isVisible()).toBe(true);
    await page.getByText('The Potion of Flight').first().waitFor();

    // The series card shows the processed cover once the worker is done (it reloads on the item event).
    const card = page.locator(`[data-series="${seriesUuid}"][data-view="full-screen"]`);
    await card.waitFor();
    await eventually(async () => ((await card.locator('img').first().getAttribute('src')) ?? '').includes('/images/'), 'the processed cover', 60000);
    expect(await card.getByTestId('processing-images').count()).toBe(0);
    expect(await card.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/dashboard/comicseries/${seriesUuid}/edit`);
    expect(await card.getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe(`/dashboard/comicseries/${seriesUuid}/preview`);
    expect(errors).toEqual([]);
  });

  it("a draft comic's home shows 'Publish Your Comic' (highlighted, to the wizard) and 'Add a New Episode'; its Publish button on the creator home publishes it and the card reloads; the list refreshes on 'series list'", async () => {
    await page.goto('/dashboard/creator');
    await page.getByRole('link', { name: 'Add a New Comic' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create a New Comic' }).waitFor();
    await page.getByLabel('Name').fill('Carrot Chronicles');
    await page.getByLabel('Short description').fill('Carrot the cat, on his own.');
    await upload('cover', [images.cover]);
    await upload('banner', [images.banner]);
    await upload('thumbnail', [images.thumbnail]);
    await pick('Genre 1', 'Comedy');
    await pick('Language', 'French');
    await pick('Rating', 'Baby (ages 0-5)');
    await pick('Status', 'Announced');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    // A user with a creator profile picks it (spec 001 §2 pick-creator).
    await page.waitForURL((url) => url.pathname.endsWith('/pick-creator'));
    secondSeriesUuid = new URL(page.url()).pathname.split('/')[4];

    await page.goto(`/dashboard/comicseries/${secondSeriesUuid}`);
    await page.getByRole('heading', { level: 1, name: 'Carrot Chronicles' }).waitFor();
    const draftTiles = await tiles('Comic actions');
    expect(draftTiles.slice(0, 2)).toEqual([
      { title: 'Publish Your Comic', highlighted: true, disabled: false, href: `/dashboard/new/comicseries/${secondSeriesUuid}` },
      { title: 'Add a New Episode', highlighted: false, disabled: false, href: `/dashboard/new-episode/comicseries/${secondSeriesUuid}` },
    ]);
    expect(draftTiles.map((tile) => tile.title).slice(2)).toEqual(['Set up exclusive content', 'Analytics', 'Team']);
    // 'Publish Your Comic' continues the wizard where the comic stands.
    await page.getByRole('link', { name: /Publish Your Comic/ }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/new/comicseries/${secondSeriesUuid}/pick-creator`);

    // The creator home lists both comics; the draft's card has Publish.
    await page.goto('/dashboard/creator');
    const draftCard = page.locator(`[data-series="${secondSeriesUuid}"][data-view="list-small-publish"]`);
    await draftCard.waitFor();
    expect(await page.getByTestId('comics').locator('[data-series]').count()).toBe(2);
    expect(await page.getByTestId('creator-profile').getByRole('link', { name: 'Invite a team member to Inkcast' }).getAttribute('href')).toBe('/dashboard/invite/creator');
    expect(await draftCard.locator('[data-status]').getAttribute('data-status')).toBe('DRAFT');
    expect(await draftCard.locator('[data-status]').getAttribute('data-color')).toBe('yellow');
    await draftCard.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Congrats' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => (await draftCard.locator('[data-status]').getAttribute('data-status')) === 'PUBLISHED', 'the card to reload as PUBLISHED');
    expect(await draftCard.locator('[data-status]').getAttribute('data-color')).toBe('green');
    expect(await draftCard.getByRole('button', { name: 'Publish' }).count()).toBe(0);

    // Another tab renames the comic: this list refreshes on the server's 'series list' event.
    type SeriesAnswer = { data: { getInternalComicForUser: Record<string, unknown> & { tags: string[] } } };
    const { data } = await graphql<SeriesAnswer>(
      `query($uuid: ID!) { getInternalComicForUser(uuid: $uuid) { name description genre1 genre2 genre3 language rating tags coverImageUrl bannerImageUrl thumbnailImageUrl seriesStatus } }`,
      { uuid: secondSeriesUuid },
    );
    const other = await context.newPage();
    await other.goto('/dashboard/creator');
    await other.evaluate(
      async ({ uuid, series }) => {
        const session = (await (await fetch('/auth/session')).json()) as { csrfToken: string };
        await fetch('/internal/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
          body: JSON.stringify({
            query: `mutation($uuid: ID!, $name: String, $description: String, $genre1: String, $language: String, $rating: String, $tags: [String], $coverImageUrl: String, $bannerImageUrl: String, $thumbnailImageUrl: String, $seriesStatus: String) {
              updateInternalComicForUser(uuid: $uuid, name: $name, description: $description, genre1: $genre1, language: $language, rating: $rating, tags: $tags, coverImageUrl: $coverImageUrl, bannerImageUrl: $bannerImageUrl, thumbnailImageUrl: $thumbnailImageUrl, seriesStatus: $seriesStatus) { uuid } }`,
            variables: { uuid, ...series, name: 'Carrot Chronicles Renamed' },
          }),
        });
      },
      { uuid: secondSeriesUuid, series: data.getInternalComicForUser },
    );
    await other.close();
    await page.getByTestId('comics').getByRole('link', { name: 'Carrot Chronicles Renamed' }).waitFor({ timeout: 15000 });
    expect(errors).toEqual([]);
  });

  it("'Edit Comic Details' pre-fills, says 'Saved', 'Images are uploading...' while an upload runs, and after a new image was saved it cannot save again", async () => {
    await page.goto(`/dashboard/comicseries/${seriesUuid}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Comic Details' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Pepper&Carrot');
    expect(await page.getByLabel('Tags').inputValue()).toBe('witches, magic, cats');

    await page.getByLabel('Short description').fill('A young witch and her cat, Carrot, learn the magic of Chaosah.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('saved').waitFor();
    expect(await page.getByTestId('saved').textContent()).toBe(ComicNotice.SAVED);
    // Any edit clears 'Saved'.
    await page.getByLabel('Name').fill('Pepper&Carrot!');
    await page.getByTestId('saved').waitFor({ state: 'detached' });
    await page.getByLabel('Name').fill('Pepper&Carrot');

    // Uploads are slowed down here so that the uploading state can be seen.
    await page.route('**/uploads/**', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.locator('[data-image-upload="banner"] input[type=file]').setInputFiles(images.banner);
    await page.getByTestId('images-uploading').waitFor();
    expect(await page.getByTestId('images-uploading').textContent()).toBe(ComicNotice.IMAGES_UPLOADING);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await page.getByTestId('images-uploading').waitFor({ state: 'detached', timeout: 30000 });
    await page.unroute('**/uploads/**');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('saved').waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Name').fill('Pepper & Carrot');
    const notice = page.getByTestId('cant-save-again');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(ComicNotice.UNSAVED_EDITS_CANT_BE_SAVED);
    expect(await notice.innerText()).toContain(ComicNotice.CANT_SAVE_AGAIN_NOTE);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("the series preview and distribute pages, and the creator's pages: the 'Content' tile, the edit form, the preview notice", async () => {
    await page.goto(`/dashboard/comicseries/${seriesUuid}/preview`);
    await page.getByTestId('preview-notice').waitFor();
    await page.locator(`[data-series="${seriesUuid}"][data-view="preview"]`).getByText('A young witch and her cat, Carrot').waitFor();
    await page.goto(`/dashboard/comicseries/${seriesUuid}/distribute`);
    await page.getByRole('heading', { level: 1, name: 'Distribution' }).waitFor();
    expect(await page.locator('[data-target]').count()).toBe(2);

    await page.goto(`/dashboard/creator/${creatorUuid}`);
    await page.getByRole('heading', { level: 1, name: 'David Revoy' }).waitFor();
    expect(await tiles('Creator actions')).toEqual([
      { title: 'Content', highlighted: false, disabled: false, href: `/dashboard/invite/creator?backlink=/dashboard/creator/${creatorUuid}` },
    ]);
    const card = page.locator(`[data-creator="${creatorUuid}"][data-view="full-screen"]`);
    expect(await card.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://instagram.com/peppercarrot');
    expect(await card.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe('mailto:david@example.com');
    await card.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/creator/${creatorUuid}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Add details about yourself' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('David Revoy');
    expect(await page.getByRole('list', { name: 'Links' }).getByRole('listitem').count()).toBe(3);
    await page.getByLabel('Bio').fill('Painter, author of Pepper&Carrot, open source.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('saved').waitFor();

    await page.goto(`/dashboard/creator/${creatorUuid}/preview`);
    await page.getByTestId('preview-notice').waitFor();
    await page.getByText('Painter, author of Pepper&Carrot, open source.').waitFor();
    expect(errors).toEqual([]);
  });

  it('the Webtoons intake checks link, cover, banner, thumbnail, avatar and rating in that order, then completes', async () => {
    await page.goto('/dashboard/webtoons');
    await page.getByRole('heading', { level: 1, name: 'Bring your comic from Webtoons' }).waitFor();
    expect(await submitAndReadError('Send')).toBe(ComicMessage.WEBTOONS_LINK_REQUIRED);
    await page.getByLabel('Link to your webtoon').fill('https://www.webtoons.com/en/canvas/pepper-and-carrot/list?title_no=1');
    expect(await submitAndReadError('Send')).toBe(ComicMessage.COVER_REQUIRED);
    await upload('cover', [images.cover]);
    expect(await submitAndReadError('Send')).toBe(ComicMessage.BANNER_REQUIRED);
    await upload('banner', [images.banner]);
    expect(await submitAndReadError('Send')).toBe(ComicMessage.THUMBNAIL_REQUIRED);
    await upload('thumbnail', [images.thumbnail]);
    expect(await submitAndReadError('Send')).toBe(ComicMessage.AVATAR_REQUIRED);
    await upload('avatar', [images.avatar]);
    expect(await submitAndReadError('Send')).toBe(ComicMessage.RATING_REQUIRED);
    await pick('Rating', 'Teens (13+)');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByTestId('webtoons-complete').waitFor();
    await page.reload();
    await page.getByTestId('webtoons-complete').waitFor();
    expect(errors).toEqual([]);
  });

  it("a missing or forbidden comic or creator reads 'You do not have access to view this page.'", async () => {
    for (const path of [
      '/dashboard/comicseries/00000000-0000-4000-8000-000000000000',
      '/dashboard/comicseries/00000000-0000-4000-8000-000000000000/edit',
      '/dashboard/creator/00000000-0000-4000-8000-000000000000',
      '/dashboard/new/comicseries/00000000-0000-4000-8000-000000000000/preview',
    ]) {
      await page.goto(path);
      expect(await page.getByTestId('no-access').textContent()).toBe(ComicNotice.NO_ACCESS);
    }

    // Another creator cannot see this one's comic.
    const stranger = await harness.browser.newContext({ baseURL: baseUrl });
    const strangerPage = await signUpDeveloper(stranger, mailbox, baseUrl!, { email: `stranger-${run}@example.com`, name: 'Stan Stranger' });
    await strangerPage.goto(`/dashboard/comicseries/${seriesUuid}`);
    expect(await strangerPage.getByTestId('no-access').textContent()).toBe(ComicNotice.NO_ACCESS);
    // A signed-in user who is not a creator sees a link to /signup (spec 001 §2).
    await strangerPage.goto('/dashboard/creator');
    expect(await strangerPage.getByRole('main').getByRole('link', { name: 'Sign up as a creator' }).getAttribute('href')).toBe('/signup');
    await stranger.close();
    expect(errors).toEqual([]);
  });
});
