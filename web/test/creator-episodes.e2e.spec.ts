import { ComicMessage, ComicNotice, TeamMessage, deleteSeasonConfirmMessage } from '@inkcast/schema';
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2eHarness } from './support/browser';
import { art, createComic, createCreator, cutArt, dashboardApi, eventually, signUpCreator, sql, startCreatorSession, type ComicImages, type CreatorSession } from './support/creator';
import type { Mailbox } from './support/mailbox';

// The creator's episode, season, payment and team screens (spec 001 §2, §4, §5, §7, §8) in Chromium
// against the real server (INKCAST_BASE_URL) and its worker, with the real Pepper&Carrot images of
// ../shared/data/comics: the episode form (every validation message, every upload message, story
// pages uploaded, reordered by keyboard and by dragging, processed to COMPLETE), scheduling and
// drafts, the episode lists and tabs, seasons, the payment rule dialog, and the team: roles,
// an invitation accepted by e-mail and the approval of the invitee's roles. The comic itself is set
// up through the dashboard API (the onboarding wizard has its own tests). The tests build on each
// other in order.

const baseUrl = process.env.INKCAST_BASE_URL?.replace(/\/+$/, '');
const run = Date.now().toString(36);

const owner = { email: `pepper-${run}@example.com`, name: 'Pepper Owner' };
const invitee = { email: `carrot-${run}@example.com`, name: 'Carrot Helper' };
const seriesUuid = randomUUID();
const draftSeriesUuid = randomUUID();
const seriesName = `Pepper&Carrot ${run}`;

let session: CreatorSession;
let harness: E2eHarness;
let mailbox: Mailbox;
let page: Page;
let errors: string[];
let workDir: string;
/** The comic's images, cut to their slots' sizes. */
let images: ComicImages;
/** The published episode created through the form. */
let publishedUuid = '';
/** Its saved story image URLs, in the reordered order. */
let savedOrder: string[] = [];

/** Signs a creator up (support/creator.ts) and records the page's uncaught errors. */
async function signUp(context: BrowserContext, account: { email: string; name: string }): Promise<Page> {
  const signedIn = await signUpCreator(context, mailbox, baseUrl!, account);
  signedIn.on('pageerror', (error) => errors.push(error.message));
  return signedIn;
}

/** The image upload component of a slot. */
function upload(slot: string): Locator {
  return page.locator(`[data-image-upload="${slot}"]`);
}

/** The path and the backlink of a link's href. */
function linkTarget(href: string | null): { path: string; backlink: string | null } {
  const url = new URL(href ?? '', 'http://app.invalid');
  return { path: url.pathname, backlink: url.searchParams.get('backlink') };
}

/** The form's error line above Save. */
function formError(): Locator {
  return page.getByTestId('episode-form-error');
}

/** The story tiles' saved image URLs, in the order shown. */
async function storyOrder(): Promise<string[]> {
  return upload('story').locator('[data-upload-index]').evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLElement).dataset.imageUrl ?? ''));
}

/** Fills the title and saves, answering the error line's text. */
async function saveAndReadError(): Promise<string> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await formError().waitFor();
  return (await formError().textContent()) ?? '';
}

/** Chooses files in an image upload component and waits for its error line. */
async function chooseAndReadUploadError(slot: string, files: Parameters<Locator['setInputFiles']>[0]): Promise<string> {
  await upload(slot).locator('input[type=file]').setInputFiles(files);
  const alert = upload(slot).getByTestId('image-upload-error');
  await alert.waitFor();
  const text = (await alert.innerText()).trim();
  return text;
}

describe.skipIf(!baseUrl)('creator episodes, seasons, payments and team', () => {
  beforeAll(async () => {
    session = await startCreatorSession({ workDirPrefix: 'inkcast-creator-e2e-', account: owner });
    ({ harness, mailbox, page, errors, images, workDir } = session);
    await cutArt('artwork_2015-05-13_coriander-concept.jpg', 1080, 642, join(workDir, 'episode-banner.jpg'));
    // Over the thumbnail's 10 MB: random bytes named as a JPEG (the size is checked before decoding).
    writeFileSync(join(workDir, 'huge-thumbnail.jpg'), randomBytes(10 * 1024 * 1024 + 1024));
    await createComic(page, images, { uuid: seriesUuid, name: seriesName, publish: true });
    await createCreator(page, images, seriesUuid, 'Pepper');
    await createComic(page, images, { uuid: draftSeriesUuid, name: `Sketchbook ${run}`, publish: false });
  }, 120000);

  afterAll(async () => {
    await session?.close();
  });

  it('the episode form shows each validation message of §5 as one line above Save', async () => {
    await page.goto(`/dashboard/comicseries/${seriesUuid}/new-episode`);
    await page.getByRole('heading', { level: 1, name: 'Add a New Episode' }).waitFor();
    expect(await saveAndReadError()).toBe(ComicMessage.EPISODE_TITLE_REQUIRED);
    await page.getByLabel('Title').fill('x'.repeat(51));
    expect(await page.getByText('51/50').count()).toBe(1);
    expect(await saveAndReadError()).toBe(ComicMessage.EPISODE_TITLE_TOO_LONG);
    await page.getByLabel('Title').fill('The Potion of Flight');
    expect(await saveAndReadError()).toBe(ComicMessage.EPISODE_IMAGES_REQUIRED);
    expect(errors).toEqual([]);
  });

  it('the image upload refuses files by the slot rules, as "filename: message" joined by commas', async () => {
    // Too small for a story page: both dimensions, from the decoded image.
    expect(await chooseAndReadUploadError('story', art('avatar_pepper_small.jpg'))).toBe(
      'avatar_pepper_small.jpg: Image width must be greater than 800px, avatar_pepper_small.jpg: Image height must be greater than 400px',
    );
    // Not an image type.
    expect(await chooseAndReadUploadError('story', art('SOURCES.md'))).toBe('SOURCES.md: File type must be one of image/jpeg, image/png');
    // The banner must be exactly 1080×642.
    expect(await chooseAndReadUploadError('episodeBanner', art('artwork_2015-05-27_user-manual.jpg'))).toBe(
      'artwork_2015-05-27_user-manual.jpg: Image width must be 1080px, artwork_2015-05-27_user-manual.jpg: Image height must be 642px',
    );
    // A single-image slot takes one file: two dropped at once are too many.
    const twoFiles = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      for (const name of ['one.jpg', 'two.jpg']) transfer.items.add(new File([new Uint8Array(16)], name, { type: 'image/jpeg' }));
      return transfer;
    });
    await upload('episodeBanner').locator('[data-drop-zone]').dispatchEvent('drop', { dataTransfer: twoFiles });
    expect((await upload('episodeBanner').getByTestId('image-upload-error').innerText()).trim()).toBe('Too many files');
    // The thumbnail's 10 MB limit.
    expect(await chooseAndReadUploadError('episodeThumbnail', join(workDir, 'huge-thumbnail.jpg'))).toBe('huge-thumbnail.jpg: The file cannot be larger than 10MB');
    // Nothing was uploaded: no tiles.
    expect(await upload('story').locator('[role=listitem]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('upload failures show the §8 messages and drop the batch previews', async () => {
    const story = upload('story');
    const input = story.locator('input[type=file]');
    const page1 = art('ep01-potion-of-flight_en_page1.jpg');

    // The links call answers no links: 'Could not connect to the server…'.
    await page.route('**/internal/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName !== 'ImageUploadLinks') return route.fallback();
      await route.fulfill({ json: { data: { getUploadLinks: [] } } });
    });
    await input.setInputFiles(page1);
    await story.getByTestId('image-upload-error').getByText(ComicNotice.UPLOAD_LINKS_FAILED).waitFor();
    expect(await story.locator('[role=listitem]').count()).toBe(0);
    await page.unroute('**/internal/graphql');

    // The links call fails with a message of its own: the raw message shows.
    await page.route('**/internal/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName !== 'ImageUploadLinks') return route.fallback();
      await route.fulfill({ json: { errors: [{ message: 'Too many files', extensions: { code: 'BAD_USER_INPUT' } }], data: null } });
    });
    await input.setInputFiles(page1);
    await eventually(async () => (await story.getByTestId('image-upload-error').innerText()).trim() === 'Too many files', 'the raw links error');
    expect(await story.locator('[role=listitem]').count()).toBe(0);
    await page.unroute('**/internal/graphql');

    // The store refuses the bytes: 'There was an error uploading images…', previews removed.
    await page.route('**/uploads/**', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: 'store down' }) : route.fallback()));
    await input.setInputFiles(page1);
    await story.getByTestId('image-upload-error').getByText(ComicNotice.UPLOAD_FAILED).waitFor();
    expect(await story.locator('[role=listitem]').count()).toBe(0);
    await page.unroute('**/uploads/**');
    expect(errors).toEqual([]);
  });

  it('story pages upload with a progress bar each, reorder by keyboard and by dragging, and publish now', async () => {
    const story = upload('story');
    const files = [1, 2, 3].map((n) => art(`ep01-potion-of-flight_en_page${n}.jpg`));
    // Saving is blocked while images upload: slow the store down to see it.
    await page.route('**/uploads/**', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 700));
      await route.fallback();
    });
    await story.locator('input[type=file]').setInputFiles(files);
    await story.locator('[data-pending-upload]').first().waitFor();
    expect(await story.getByRole('progressbar').count()).toBe(3);
    await page.getByText(ComicNotice.IMAGES_UPLOADING).waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await eventually(async () => (await story.locator('[data-upload-index]').count()) === 3, 'three uploaded pages');
    await page.unroute('**/uploads/**');
    const uploaded = await storyOrder();
    expect(uploaded.every((url) => url.startsWith(`${baseUrl}/uploads/${seriesUuid}/`) && !url.includes('?'))).toBe(true);

    // Keyboard: the third page's handle, Home → first.
    await story.getByRole('button', { name: 'Move image 3', exact: true }).focus();
    await page.keyboard.press('Home');
    expect(await storyOrder()).toEqual([uploaded[2], uploaded[0], uploaded[1]]);
    // Focus stays on the moved page's handle: ArrowRight moves it back one.
    await page.keyboard.press('ArrowRight');
    expect(await storyOrder()).toEqual([uploaded[0], uploaded[2], uploaded[1]]);

    // Mouse: drag the last tile onto the first.
    const tiles = story.locator('[data-upload-index]');
    const from = (await tiles.nth(2).boundingBox())!;
    const to = (await tiles.nth(0).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 - 20, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    savedOrder = [uploaded[1], uploaded[0], uploaded[2]];
    expect(await storyOrder()).toEqual(savedOrder);

    // A remove reports the new list; the page comes back by uploading it again.
    await story.getByRole('button', { name: 'Remove image 3', exact: true }).click();
    expect(await storyOrder()).toEqual(savedOrder.slice(0, 2));
    await story.locator('input[type=file]').setInputFiles(files[2]);
    await eventually(async () => (await tiles.count()) === 3, 'the page uploaded again');
    savedOrder = await storyOrder();

    // The optional banner, exactly 1080×642.
    await upload('episodeBanner').locator('input[type=file]').setInputFiles(join(workDir, 'episode-banner.jpg'));
    await upload('episodeBanner').locator('[data-upload-index]').waitFor();

    // Push message and creator note limits.
    await page.getByLabel('Push notification message').fill('p'.repeat(101));
    expect(await saveAndReadError()).toBe(ComicMessage.PUSH_MESSAGE_TOO_LONG);
    await page.getByLabel('Push notification message').fill('Pepper learns to fly!');
    await page.getByLabel('Creator note').fill('n'.repeat(361));
    expect(await saveAndReadError()).toBe(ComicMessage.CREATOR_NOTE_TOO_LONG);
    await page.getByLabel('Creator note').fill('The very first episode.');

    await page.getByLabel('Immediately').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/comicseries/${seriesUuid}`);
    const { getInternalComicIssuesForSeries: published } = await dashboardApi<{ getInternalComicIssuesForSeries: { uuid: string; imageUrls: string[]; status: string; bannerImageUrl: string }[] }>(
      page,
      'query($s: ID!) { getInternalComicIssuesForSeries(seriesUuid: $s, filterForStatus: PUBLISHED) { uuid status imageUrls bannerImageUrl } }',
      { s: seriesUuid },
    );
    expect(published).toHaveLength(1);
    publishedUuid = published[0].uuid;
    expect(published[0].imageUrls).toEqual(savedOrder);
    expect(published[0].bannerImageUrl).toMatch(/\/uploads\//);
    expect(errors).toEqual([]);
  });

  it('the preview shows the owner notice, the processing indicator, then the processed pages (COMPLETE)', async () => {
    await page.goto(`/dashboard/comicseries/${seriesUuid}/episode/${publishedUuid}/preview`);
    await page.getByRole('heading', { level: 1, name: 'The Potion of Flight' }).waitFor();
    await page.getByTestId('preview-notice').waitFor();
    await eventually(async () => (await page.getByTestId('images-complete').count()) === 1, 'the images to reach COMPLETE', 60000);
    const pages = page.getByRole('list', { name: 'Story images' }).locator('img');
    expect(await pages.count()).toBe(3);
    expect((await pages.first().getAttribute('src')) ?? '').toMatch(/\/images\/.+story\.webp$/);
    // Each processed page decodes in the browser.
    await eventually(() => pages.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)), 'the pages to load');
    expect(errors).toEqual([]);
  });

  it('editing shows the status, Preview Episode, delete, the Saved state and the no-save-again rule', async () => {
    await page.goto(`/dashboard/comicseries/${seriesUuid}/episode/${publishedUuid}/edit?backlink=/dashboard/creator`);
    await page.getByRole('heading', { level: 1, name: 'Edit Episode' }).waitFor();
    expect(await page.locator('[data-status="PUBLISHED"]').first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Preview Episode' }).getAttribute('href')).toContain(`/episode/${publishedUuid}/preview`);
    expect(await page.getByRole('button', { name: 'Delete' }).isVisible()).toBe(true);
    // Pre-filled once from the loaded episode; no scheduler for a published one.
    expect(await page.getByLabel('Title').inputValue()).toBe('The Potion of Flight');
    expect(await storyOrder()).toEqual(savedOrder);
    expect(await page.getByLabel('Schedule for later').count()).toBe(0);
    // The back link follows ?backlink=.
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard/creator');
    // Help links of §2 and the payments link with a backlink to this page.
    for (const href of ['/support/tips-for-uploading-episode-artwork', '/support/comic-creator-note', '/support/status-for-comics', '/support/ratings-for-comics']) {
      expect(await page.locator(`a[href="${href}"]`).count()).toBe(1);
    }
    expect(linkTarget(await page.getByRole('link', { name: 'Payment settings' }).first().getAttribute('href'))).toEqual({
      path: `/dashboard/edit/payments/comicseries/${seriesUuid}`,
      backlink: `/dashboard/comicseries/${seriesUuid}/episode/${publishedUuid}/edit`,
    });

    await page.getByLabel('Title').fill('Episode 1: The Potion of Flight');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('episode-saved').getByText(ComicNotice.SAVED, { exact: true }).waitFor();
    // Any edit clears the saved state.
    await page.getByLabel('Push notification message').fill('Pepper learns to fly.');
    expect(await page.getByTestId('episode-saved').count()).toBe(0);

    // A new image: the note, then after saving, no saving again once edited.
    await upload('story').locator('input[type=file]').setInputFiles(art('ep04-stroke-of-genius_en_page1.jpg'));
    await eventually(async () => (await upload('story').locator('[data-upload-index]').count()) === 4, 'the fourth page');
    await page.getByText(ComicNotice.CANT_SAVE_AGAIN_NOTE).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('episode-saved').waitFor();
    await page.getByLabel('Title').fill('Episode 1: The Potion of Flight!');
    await page.getByTestId('episode-locked').getByText(ComicNotice.UNSAVED_EDITS_CANT_BE_SAVED).waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('schedules an episode for a later half-hour slot and saves another as a draft', async () => {
    const pages = [1, 2].map((n) => art(`ep04-stroke-of-genius_en_page${n}.jpg`));
    await page.goto(`/dashboard/comicseries/${seriesUuid}/new-episode`);
    await page.getByLabel('Title').fill('Stroke of Genius');
    await upload('story').locator('input[type=file]').setInputFiles(pages);
    await eventually(async () => (await upload('story').locator('[data-upload-index]').count()) === 2, 'two pages');
    await page.getByLabel('Schedule for later').check();
    // Tomorrow at a half-hour slot.
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    await page.getByLabel('Publish on: day').fill(day);
    await page.getByLabel('Publish on: time').click();
    const options = page.getByRole('option');
    expect(await options.count()).toBe(48);
    await options.nth(21).click(); // 10:30
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/comicseries/${seriesUuid}`);
    const expected = new Date(tomorrow.getFullYear(), tomorrow.getMonth(), tomorrow.getDate(), 10, 30).getTime() / 1000;
    const { getInternalComicIssuesForSeries: scheduled } = await dashboardApi<{ getInternalComicIssuesForSeries: { name: string; publishAt: number }[] }>(
      page,
      'query($s: ID!) { getInternalComicIssuesForSeries(seriesUuid: $s, filterForStatus: SCHEDULED) { name publishAt } }',
      { s: seriesUuid },
    );
    expect(scheduled).toEqual([{ name: 'Stroke of Genius', publishAt: expected }]);

    await page.goto(`/dashboard/new-episode/comicseries/${seriesUuid}`);
    await page.getByLabel('Title').fill('Sketches (draft)');
    await upload('story').locator('input[type=file]').setInputFiles(art('artwork_2015-02-17_shichimi-concept.jpg'));
    await upload('story').locator('[data-upload-index]').waitFor();
    await page.getByLabel('Save as draft').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/comicseries/${seriesUuid}`);
    expect(errors).toEqual([]);
  });

  it('scheduling is blocked while the comic is not published', async () => {
    await page.goto(`/dashboard/comicseries/${draftSeriesUuid}/new-episode`);
    await page.getByRole('heading', { level: 1, name: 'Add a New Episode' }).waitFor();
    expect(await page.getByLabel('Schedule for later').isDisabled()).toBe(true);
    await page.getByTestId('schedule-blocked').waitFor();
    expect(errors).toEqual([]);
  });

  it('the episode lists show each status in its tab with its date, badges and edit links with a backlink', async () => {
    await page.goto(`/dashboard/comicseries/${seriesUuid}/view-episodes/PUBLISHED`);
    await page.getByRole('heading', { level: 1, name: 'Published Episodes' }).waitFor();
    const table = page.getByRole('table', { name: 'Published Episodes' });
    await table.getByText('Episode 1: The Potion of Flight').waitFor();
    expect(await table.locator('[data-status="PUBLISHED"]:visible').getAttribute('data-color')).toBe('green');
    const edit = table.getByRole('link', { name: 'Edit Episode 1: The Potion of Flight' });
    expect(linkTarget(await edit.getAttribute('href'))).toEqual({
      path: `/dashboard/comicseries/${seriesUuid}/episode/${publishedUuid}/edit`,
      backlink: `/dashboard/comicseries/${seriesUuid}/view-episodes/PUBLISHED`,
    });
    // One page of 25 is not full: no Load More.
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Scheduled Episodes' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/view-episodes/SCHEDULED'));
    const scheduled = page.getByRole('table', { name: 'Scheduled Episodes' });
    await scheduled.getByText('Stroke of Genius').waitFor();
    expect(await scheduled.locator('[data-status="SCHEDULED"]:visible').getAttribute('data-color')).toBe('blue');
    expect(await scheduled.locator('thead').innerText()).toContain('Scheduled for');

    await page.getByRole('tab', { name: 'Drafts' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/view-episodes/DRAFT'));
    const drafts = page.getByRole('table', { name: 'Drafts' });
    await drafts.getByText('Sketches (draft)').waitFor();
    expect(await drafts.locator('[data-status="DRAFT"]:visible').getAttribute('data-color')).toBe('yellow');
    expect(errors).toEqual([]);
  });

  it('deleting an episode asks first', async () => {
    await page.goto(`/dashboard/comicseries/${seriesUuid}/view-episodes/DRAFT`);
    await page.getByRole('link', { name: 'Edit Sketches (draft)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Episode' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(ComicNotice.DELETE_EPISODE_CONFIRM).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    // Back where the edit link came from.
    await page.waitForURL((url) => url.pathname.endsWith('/view-episodes/DRAFT'));
    await page.getByTestId('episode-list-empty').waitFor();
    expect(errors).toEqual([]);
  });

  it('seasons: the §5 messages, a season of published episodes, edit and delete', async () => {
    await page.goto(`/dashboard/comicseries/${seriesUuid}/organise`);
    await page.getByRole('heading', { level: 1, name: 'Seasons' }).waitFor();
    await page.getByTestId('seasons-empty').waitFor();
    await page.getByRole('button', { name: 'Create a Season' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save Season' }).click();
    expect(await dialog.getByTestId('season-form-error').textContent()).toBe(ComicMessage.SEASON_NAME_REQUIRED);
    await dialog.getByLabel('Season Number').fill('1');
    await dialog.getByRole('button', { name: 'Save Season' }).click();
    expect(await dialog.getByTestId('season-form-error').textContent()).toBe(ComicMessage.SEASON_EPISODES_REQUIRED);
    // The picker lists published episodes only.
    const picker = dialog.getByRole('list', { name: 'Published episodes to include' });
    await picker.getByText('Episode 1: The Potion of Flight').waitFor();
    expect(await picker.getByRole('listitem').count()).toBe(1);
    await picker.getByRole('checkbox').check();
    await dialog.getByLabel('This is the current season').check();
    await dialog.getByRole('button', { name: 'Save Season' }).click();
    const seasons = page.getByRole('list', { name: 'Seasons' });
    await seasons.getByRole('heading', { name: 'Season 1' }).waitFor();
    expect(await seasons.getByText('Current season').count()).toBe(1);
    expect(await seasons.getByText('1 episode').count()).toBe(1);

    await seasons.getByRole('button', { name: 'Edit Season 1' }).click();
    await dialog.getByLabel('Description (optional)').fill('The first adventures');
    await dialog.getByRole('button', { name: 'Save Season' }).click();
    await seasons.getByText('1 episode · The first adventures').waitFor();

    await seasons.getByRole('button', { name: 'Delete Season 1' }).click();
    await page.getByRole('dialog').getByText(deleteSeasonConfirmMessage('1')).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await seasons.getByRole('heading', { name: 'Season 1' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('payments: connect Patreon by form post, then the three-step rule dialog with its messages', async () => {
    await page.goto(`/dashboard/edit/payments/comicseries/${seriesUuid}`);
    await page.getByRole('heading', { level: 1, name: 'Set up exclusive content' }).waitFor();
    const connect = page.locator('form[action="/auth/patreon/login/creator"]');
    expect(await connect.getAttribute('method')).toBe('post');
    expect(await connect.locator('input[name="contentUuid"]').inputValue()).toBe(seriesUuid);
    expect(await connect.locator('input[name="contentType"]').inputValue()).toBe('INTERNAL_COMICSERIES');
    expect((await connect.locator('input[name="token"]').inputValue()).length).toBeGreaterThan(10);
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(`/dashboard/comicseries/${seriesUuid}`);

    // The connection as Patreon's OAuth callback stores it, with tiers of this test's own (the OAuth
    // round trip through the Patreon stand-in is creator-patreon.e2e.spec.ts).
    const prices = JSON.stringify([
      { priceId: 'tier-gold', name: 'Gold', amountInCents: 500, interval: 'MONTHLY' },
      { priceId: 'tier-platinum', name: 'Platinum', amountInCents: 1250, interval: 'MONTHLY' },
    ]);
    await sql(
      `INSERT INTO platform_connection (content_uuid, content_type, platform, platform_user_id, name, prices) VALUES ('${seriesUuid}', 'COMICSERIES', 'PATREON', 'patreon-user-1', 'Pepper on Patreon', '${prices}')`,
    );
    await page.reload();
    await page.getByTestId('platform-connected').waitFor();
    expect(await page.getByRole('list', { name: 'Tiers' }).innerText()).toContain('Gold · $5.00 monthly');

    await page.getByRole('button', { name: 'Add a Rule' }).click();
    const dialog = page.getByRole('dialog');
    // Step by step: only the platform first.
    expect(await dialog.locator('[data-rule-step]').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Save Rule' }).click();
    expect(await dialog.getByTestId('payment-rule-error').textContent()).toBe(ComicMessage.PAYMENT_PLATFORM_REQUIRED);
    await dialog.getByLabel('Patreon').check();
    expect(await dialog.locator('[data-rule-step]').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Save Rule' }).click();
    expect(await dialog.getByTestId('payment-rule-error').textContent()).toBe(ComicMessage.PAYMENT_TIER_REQUIRED);
    await dialog.getByLabel('Tier').click();
    await page.getByRole('option', { name: 'Platinum · $12.50 monthly' }).click();
    expect(await dialog.locator('[data-rule-step]').count()).toBe(3);
    const latest = dialog.getByLabel('Latest Episodes');
    await latest.fill('0');
    await dialog.getByRole('button', { name: 'Save Rule' }).click();
    expect(await dialog.getByTestId('payment-rule-error').textContent()).toBe(ComicMessage.LATEST_EPISODES_TOO_FEW);
    await latest.fill('1001');
    await dialog.getByRole('button', { name: 'Save Rule' }).click();
    expect(await dialog.getByTestId('payment-rule-error').textContent()).toBe(ComicMessage.LATEST_EPISODES_TOO_MANY);
    await latest.fill('3');
    await dialog.getByRole('button', { name: 'Save Rule' }).click();
    const rules = page.getByRole('list', { name: 'Payment rules' });
    await rules.getByText('The latest 3 episodes').waitFor();
    expect(await rules.innerText()).toContain('Patreon · Platinum · $12.50 monthly');

    // An existing rule opens at step 3.
    await rules.getByRole('button', { name: 'Edit rule: The latest 3 episodes' }).click();
    expect(await dialog.locator('[data-rule-step]').count()).toBe(3);
    await dialog.getByLabel('Latest Episodes').fill('2');
    await dialog.getByRole('button', { name: 'Save Rule' }).click();
    await rules.getByText('The latest 2 episodes').waitFor();

    // A PAID published episode says so on its form.
    await page.goto(`/dashboard/comicseries/${seriesUuid}/episode/${publishedUuid}/edit`);
    await page.getByTestId('paid-episode-notice').getByText(ComicNotice.PAID_EPISODE).waitFor();
    await page.getByLabel('Make this episode free for everyone on a date').waitFor();

    // Delete asks first.
    await page.goto(`/dashboard/edit/payments/comicseries/${seriesUuid}`);
    await page.getByRole('button', { name: 'Delete rule: The latest 2 episodes' }).click();
    await page.getByRole('dialog').getByText(ComicNotice.DELETE_RULE_CONFIRM).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('payment-rules-empty').waitFor();
    expect(errors).toEqual([]);
  });

  it('team: roles in the Pick Roles modal, an invitation accepted by e-mail, and the approval of the invitee', async () => {
    await page.goto(`/dashboard/comicseries/${seriesUuid}/team`);
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    const creators = page.getByRole('list', { name: 'Credited creators' });
    await creators.getByText('Pepper', { exact: true }).waitFor();
    // Coloured role badges in order: Artist (blue), Writer (green).
    const badges = creators.locator('[data-role]');
    expect(await badges.allInnerTexts()).toEqual(['Artist', 'Writer']);
    await creators.getByRole('button', { name: '+ Add or Edit' }).click();
    const modal = page.getByRole('dialog', { name: 'Pick Roles:' });
    await modal.getByText('Select the roles that the creator performs for making this comic').waitFor();
    await modal.getByText('Colorist (Artist)').waitFor();
    await modal.getByText('Converts dialog between languages').waitFor();
    await modal.getByLabel(/Colorist \(Artist\)/).check();
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    await eventually(async () => (await badges.allInnerTexts()).join() === 'Artist,Colorist (Artist),Writer', 'the saved roles');
    // Each badge has the colour of its position; a chip that moved (Writer, now third) changes
    // colour through MUI's background transition, so wait for the colours to settle.
    const colours = () => badges.evaluateAll((chips) => chips.map((chip) => getComputedStyle(chip).backgroundColor));
    await eventually(async () => new Set(await colours()).size === 3, 'three different badge colours');

    // Invitation: the §5 messages, then an e-mail with the link.
    const form = page.getByRole('form', { name: 'Invite a team member' });
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Send Invite' }).click();
    expect(await page.getByTestId('invite-error').textContent()).toBe(ComicMessage.INVITATION_EMAIL_INVALID);
    await form.getByLabel('Email').fill(invitee.email);
    await form.getByLabel('Permission').click();
    await page.getByRole('option', { name: /^Viewer/ }).click();
    await form.getByRole('button', { name: 'Send Invite' }).click();
    await page.getByTestId('invite-sent').waitFor();
    const invitations = page.getByRole('list', { name: 'Invitations' });
    await invitations.locator(`[data-invitation-email="${invitee.email}"] [data-status="PENDING"]`).waitFor();
    const mail = await mailbox.waitFor(invitee.email);
    const link = /https?:\/\/[^\s"'<>]+\/team-invitation\/[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeTruthy();

    // A second invitation, expired by the team.
    const other = `other-${run}@example.com`;
    await form.getByLabel('Email').fill(other);
    await form.getByRole('button', { name: 'Send Invite' }).click();
    const otherRow = invitations.locator(`[data-invitation-email="${other}"]`);
    await otherRow.getByRole('button', { name: 'Expire' }).click();
    await otherRow.locator('[data-status="EXPIRED"]').waitFor();
    expect(await otherRow.getByRole('button', { name: 'Expire' }).count()).toBe(0);

    // The invitee signs up, opens the link and accepts.
    const inviteeContext = await harness.browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    const inviteePage = await signUp(inviteeContext, invitee);
    await inviteePage.goto(link!.replace(/^https?:\/\/[^/]+/, baseUrl!));
    await inviteePage.getByRole('button', { name: 'Accept Invitation' }).click();
    await inviteePage.getByTestId('invitation-accepted').waitFor();
    // The link works once.
    await inviteePage.goto(link!.replace(/^https?:\/\/[^/]+/, baseUrl!));
    await inviteePage.getByRole('button', { name: 'Accept Invitation' }).click();
    expect(await inviteePage.getByTestId('invitation-error').textContent()).toBe(TeamMessage.INVITATION_ALREADY_ACCEPTED);

    // The invitee credits their own creator profile: pending, and they cannot approve it.
    await createCreator(inviteePage, images, seriesUuid, 'Carrot', []);
    await inviteePage.goto(`/dashboard/comicseries/${seriesUuid}/team`);
    const mine = inviteePage.getByRole('list', { name: 'Your creator profiles' });
    await mine.getByText('Carrot').waitFor();
    await mine.getByRole('button', { name: '+ Add or Edit' }).click();
    const inviteeModal = inviteePage.getByRole('dialog', { name: 'Pick Roles:' });
    await inviteeModal.getByLabel(/^Letterer \(Artist\)/).check();
    await inviteeModal.getByRole('button', { name: 'Save' }).click();
    const carrot = inviteePage.getByRole('list', { name: 'Credited creators' }).locator('[data-pending="true"]');
    await carrot.getByText(ComicNotice.APPROVE_AS_MEMBER).waitFor();
    expect(await carrot.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    // No invite form for a viewer.
    expect(await inviteePage.getByRole('form', { name: 'Invite a team member' }).count()).toBe(0);

    // The owner approves.
    await page.reload();
    const pending = creators.locator('[data-pending="true"]');
    await pending.getByText(ComicNotice.APPROVE_AS_EDITOR).waitFor();
    await pending.getByRole('button', { name: 'Approve' }).click();
    await eventually(async () => (await creators.locator('[data-pending="true"]').count()) === 0, 'the approval');
    await page.reload();
    await creators.getByText('Carrot').waitFor();
    expect(await creators.locator('[data-pending="true"]').count()).toBe(0);
    await inviteeContext.close();
    expect(errors).toEqual([]);
  });

  it("/dashboard/invite/creator lists the user's comics, each linking to its team", async () => {
    await page.goto('/dashboard/invite/creator');
    await page.getByText('Pick one of the following:').waitFor();
    const list = page.getByRole('list', { name: 'Your comics' });
    const link = list.getByRole('link', { name: new RegExp(seriesName.replace(/[&]/g, '\\$&')) });
    expect(linkTarget(await link.getAttribute('href'))).toEqual({ path: `/dashboard/comicseries/${seriesUuid}/team`, backlink: '/dashboard/invite/creator' });
    expect(await list.innerText()).toMatch(/^1\./);
    expect(errors).toEqual([]);
  });
});
