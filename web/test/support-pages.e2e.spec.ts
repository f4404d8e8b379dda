import { COMIC_RATINGS, COMIC_RATING_CHOICES, ComicNotice, CREATOR_NOTE_LENGTH_MAX, EPISODE_IMAGES_MAX, IMAGE_SLOTS, PUSH_MESSAGE_LENGTH_MAX } from '@inkcast/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type E2eHarness } from './support/browser';
import { createComic, startCreatorSession, type CreatorSession } from './support/creator';

// The creator help pages the episode form links to (spec 001 §2 "Help links"): one article each
// at /support/{slug}, inside the site frame, with the limits of §5 and §9, the statuses of §4 and
// the ratings of §3; an unknown slug is the not-found page. Then the links of the real episode
// form (against the server) open them in a new tab.

const baseUrl = process.env.INKCAST_BASE_URL?.replace(/\/+$/, '');
const run = Date.now().toString(36);

/** Each help link of the episode form, its link text there, and the article's heading. */
const HELP = [
  { href: '/support/tips-for-uploading-episode-artwork', linkText: 'Tips for uploading episode artwork', heading: 'Tips for uploading episode artwork' },
  { href: '/support/comic-creator-note', linkText: 'What to write in a creator note', heading: 'Writing a creator note' },
  { href: '/support/status-for-comics', linkText: 'Status for comics', heading: 'Status for comics and episodes' },
  { href: '/support/ratings-for-comics', linkText: 'Ratings for comics', heading: 'Ratings for comics' },
] as const;

/** The article's text (the main landmark). */
async function articleText(page: Page): Promise<string> {
  return page.getByRole('main').innerText();
}

describe('help pages for creators', () => {
  let harness: E2eHarness;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    harness = await startHarness();
    ({ page, errors } = await harness.newPage());
  });

  afterAll(async () => {
    await page?.context().close();
    await harness?.close();
  });

  it('tips for uploading episode artwork: jpg or png, up to 100 pages of 50MB each, the page sizes, WebP processing', async () => {
    await page.goto(HELP[0].href);
    await page.getByRole('heading', { level: 1, name: HELP[0].heading }).waitFor();
    const text = await articleText(page);
    expect(text).toContain('JPG or PNG files only');
    expect(text).toContain(`Up to ${EPISODE_IMAGES_MAX} story images per episode, each up to ${IMAGE_SLOTS.story.maxSizeInMB}MB.`);
    expect(text).toContain('between 800 and 4000 pixels wide and at least 400 pixels tall');
    expect(text).toContain('WebP');
    expect(text).toContain(ComicNotice.CANT_SAVE_AGAIN_NOTE);
    expect(text).toContain('exactly 1080×642 pixels');
    expect(await page.title()).toBe(`${HELP[0].heading} · Inkcast Help`);
    // Inside the site frame: the site header and footer.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('the creator note: optional, up to 360 characters, and the push message up to 100', async () => {
    await page.goto(HELP[1].href);
    await page.getByRole('heading', { level: 1, name: HELP[1].heading }).waitFor();
    const text = await articleText(page);
    expect(text).toContain(`up to ${CREATOR_NOTE_LENGTH_MAX} characters`);
    expect(text).toContain(`up to ${PUSH_MESSAGE_LENGTH_MAX} characters`);
    expect(errors).toEqual([]);
  });

  it('status for comics: Immediately, Save as draft, Schedule for later, and the comic statuses', async () => {
    await page.goto(HELP[2].href);
    await page.getByRole('heading', { level: 1, name: HELP[2].heading }).waitFor();
    const text = await articleText(page);
    for (const phrase of ['Immediately', 'Save as draft', 'Schedule for later', '30-minute steps, up to one year ahead', ComicNotice.PAID_EPISODE, ComicNotice.FREE_EPISODE_SINCE]) {
      expect(text).toContain(phrase);
    }
    for (const status of ['Ongoing', 'Hiatus', 'Completed', 'Cancelled', 'Announced', 'Under Revision']) expect(text).toContain(`${status}: `);
    expect(errors).toEqual([]);
  });

  it('ratings for comics: the five ratings the form offers, with their ages, and not Erotica', async () => {
    await page.goto(HELP[3].href);
    await page.getByRole('heading', { level: 1, name: HELP[3].heading }).waitFor();
    const items = await page.getByRole('main').getByRole('listitem').allInnerTexts();
    const ratings = items.filter((item) => /^[\w ]+ \([^)]+\): /.test(item)).map((item) => item.slice(0, item.indexOf(':')));
    expect(ratings).toEqual(COMIC_RATING_CHOICES.map((rating) => `${COMIC_RATINGS[rating].name} (${COMIC_RATINGS[rating].ages})`));
    expect(await articleText(page)).not.toContain('Erotica (');
    expect(errors).toEqual([]);
  });

  it('each article links to the other three', async () => {
    await page.goto(HELP[3].href);
    const more = page.getByRole('navigation', { name: 'More help for creators' });
    await more.waitFor();
    expect(await more.getByRole('link').evaluateAll((links) => links.filter((a) => a.getAttribute('href')?.startsWith('/support/')).map((a) => a.getAttribute('href')))).toEqual(
      HELP.slice(0, 3).map((help) => help.href),
    );
    await more.getByRole('link', { name: HELP[0].heading }).click();
    await page.getByRole('heading', { level: 1, name: HELP[0].heading }).waitFor();
    expect(new URL(page.url()).pathname).toBe(HELP[0].href);
    expect(errors).toEqual([]);
  });

  it('an unknown help page is the not-found page', async () => {
    await page.goto('/support/no-such-article');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByRole('main').innerText()).toContain('/support/no-such-article');
    expect(errors).toEqual([]);
  });

  it('fits a 375 px wide phone', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const help of HELP) {
      await page.goto(help.href);
      await page.getByRole('heading', { level: 1, name: help.heading }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), help.href).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});

describe.skipIf(!baseUrl)("the episode form's help links", () => {
  let session: CreatorSession;
  let page: Page;
  let seriesUuid: string;

  beforeAll(async () => {
    session = await startCreatorSession({ workDirPrefix: 'inkcast-help-', account: { email: `helped-${run}@example.com`, name: 'Helga Help' } });
    ({ page } = session);
    seriesUuid = await createComic(page, session.images, { name: `Helpful ${run}`, publish: true });
  }, 120000);

  afterAll(async () => {
    await session?.close();
  });

  it('open the four help pages in a new tab', async () => {
    const { context, errors } = session;
    await page.goto(`/dashboard/comicseries/${seriesUuid}/new-episode`);
    await page.getByRole('heading', { level: 1, name: 'Add a New Episode' }).waitFor();
    for (const help of HELP) {
      const link = page.getByRole('link', { name: help.linkText });
      expect(await link.getAttribute('href')).toBe(help.href);
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.getByRole('heading', { level: 1, name: help.heading }).waitFor();
      expect(new URL(tab.url()).pathname).toBe(help.href);
      await tab.close();
    }
    expect(errors).toEqual([]);
  });
});
