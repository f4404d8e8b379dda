import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEpisodes, createComic, createCreator, eventually, startCreatorSession, type CreatorSession } from './support/creator';

// The creator dashboard on a phone (375×740: nothing wider than the screen) and by keyboard (the
// card grid's cards are reached with Tab and opened with Enter; the modal of spec 001 §2 keeps the
// focus inside while open, closes on Escape and gives the focus back), in Chromium against the
// real server. The comic, its credited creator and its episodes are made through the dashboard API.

const baseUrl = process.env.INKCAST_BASE_URL?.replace(/\/+$/, '');
const run = Date.now().toString(36);
const seriesName = `Pocket Witch ${run}`;

let session: CreatorSession;
let page: Page;
let errors: string[];
let seriesUuid: string;
let episodeUuid: string;
let creatorUuid: string;

/**
 * Empty when the page does not scroll sideways (document.documentElement.scrollWidth <=
 * innerWidth); otherwise what makes it: the elements that stick out past the viewport's right
 * edge while their parent fits.
 */
async function overflowing(): Promise<string[]> {
  return page.evaluate(() => {
    if (window.innerWidth !== 375) return [`innerWidth ${window.innerWidth}, not the phone's 375`];
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const describe = (el: Element) => {
      const testId = el.getAttribute('data-testid');
      const classes = [...el.classList].filter((c) => c.startsWith('Mui')).slice(0, 2).join('.');
      return `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${classes ? `.${classes}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(el.getBoundingClientRect().right)}`;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const right = el.getBoundingClientRect().right;
      const parentRight = el.parentElement?.getBoundingClientRect().right ?? 0;
      if (right > width + 0.5 && parentRight <= width + 0.5) found.push(describe(el));
    }
    return [`scrollWidth ${document.documentElement.scrollWidth} > innerWidth ${window.innerWidth}`, ...found];
  });
}

/** The data-card of the focused element's card, or null outside the grid. */
async function focusedCard(): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.closest('[data-card]')?.getAttribute('data-card') ?? null);
}

/** Whether the focused element is inside the open MUI dialog. */
async function focusInDialog(): Promise<boolean> {
  return page.evaluate(() => !!document.activeElement?.closest('.MuiDialog-root'));
}

describe.skipIf(!baseUrl)('the creator dashboard on a phone and by keyboard', () => {
  beforeAll(async () => {
    // Not isMobile: a mobile viewport zooms out to fit wider content, and innerWidth grows with it.
    session = await startCreatorSession({ workDirPrefix: 'inkcast-layout-', account: { email: `phone-${run}@example.com`, name: 'Phoebe Phone' }, viewport: { width: 375, height: 740 } });
    ({ page, errors } = session);
    const { images } = session;
    seriesUuid = await createComic(page, images, { name: seriesName, publish: true });
    creatorUuid = await createCreator(page, images, seriesUuid, 'Phoebe the Penciler');
    [episodeUuid] = await addEpisodes(page, seriesUuid, ['A rather long episode title that wraps on a phone', 'Second'], { published: true });
  }, 120000);

  afterAll(async () => {
    await session?.close();
  });

  describe('at 375×740 nothing is wider than the screen', () => {
    it('the creator home with a comic and a creator profile', async () => {
      await page.goto('/dashboard/creator');
      await page.getByRole('heading', { level: 1, name: 'Creator dashboard' }).waitFor();
      await page.getByTestId('comics').getByText(seriesName).first().waitFor();
      await page.getByText('Phoebe the Penciler').first().waitFor();
      expect(await overflowing()).toEqual([]);
      expect(errors).toEqual([]);
    });

    it('the series home: tiles, the episode list and the series card', async () => {
      await page.goto(`/dashboard/comicseries/${seriesUuid}`);
      await page.getByRole('heading', { level: 1, name: seriesName }).waitFor();
      await page.getByRole('list', { name: 'Comic actions' }).waitFor();
      await page.getByRole('table', { name: 'Published Episodes' }).getByText('Second').waitFor();
      // The series card at its widest: with the processed cover (the worker done).
      const card = page.locator(`[data-series="${seriesUuid}"][data-view="full-screen"]`);
      await eventually(async () => ((await card.locator('img').first().getAttribute('src')) ?? '').includes('/images/'), 'the processed cover', 60000);
      expect(await overflowing()).toEqual([]);
      expect(errors).toEqual([]);
    });

    it('the new-episode form with the schedule picker open', async () => {
      await page.goto(`/dashboard/comicseries/${seriesUuid}/new-episode`);
      await page.getByRole('heading', { level: 1, name: 'Add a New Episode' }).waitFor();
      await page.getByLabel('Schedule for later').check();
      await page.getByLabel('Publish on: day').waitFor();
      expect(await overflowing()).toEqual([]);
      expect(errors).toEqual([]);
    });

    it('the edit form of an episode with its story page', async () => {
      await page.goto(`/dashboard/comicseries/${seriesUuid}/episode/${episodeUuid}/edit`);
      await page.getByRole('heading', { level: 1, name: 'Edit Episode' }).waitFor();
      await page.locator('[data-image-upload="story"] [data-upload-index]').first().waitFor();
      expect(await overflowing()).toEqual([]);
      expect(errors).toEqual([]);
    });

    it('the episode list and the payments page', async () => {
      await page.goto(`/dashboard/comicseries/${seriesUuid}/view-episodes/PUBLISHED`);
      await page.getByRole('table', { name: 'Published Episodes' }).getByText('Second').waitFor();
      expect(await overflowing()).toEqual([]);
      await page.goto(`/dashboard/edit/payments/comicseries/${seriesUuid}`);
      await page.getByRole('heading', { level: 1, name: 'Set up exclusive content' }).waitFor();
      await page.getByTestId('payment-rules-empty').waitFor();
      expect(await overflowing()).toEqual([]);
      expect(errors).toEqual([]);
    });

    it("the comic's other pages, the creator's pages and the episode preview", async () => {
      const paths = [
        `/dashboard/comicseries/${seriesUuid}/edit`,
        `/dashboard/comicseries/${seriesUuid}/preview`,
        `/dashboard/comicseries/${seriesUuid}/organise`,
        `/dashboard/comicseries/${seriesUuid}/team`,
        `/dashboard/comicseries/${seriesUuid}/distribute`,
        `/dashboard/comicseries/${seriesUuid}/episode/${episodeUuid}/preview`,
        `/dashboard/creator/${creatorUuid}`,
        `/dashboard/creator/${creatorUuid}/edit`,
        `/dashboard/creator/${creatorUuid}/preview`,
        '/dashboard/invite/creator',
      ];
      const problems: Record<string, string[]> = {};
      for (const path of paths) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Loaded: no spinner or skeleton left.
        await eventually(async () => (await page.locator('main [role=progressbar], main .MuiSkeleton-root').count()) === 0, `${path} to load`);
        const found = await overflowing();
        if (found.length) problems[path] = found;
      }
      expect(problems).toEqual({});
      expect(errors).toEqual([]);
    });
  });

  describe('by keyboard', () => {
    beforeAll(async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    it("Tab reaches every clickable card of the series home's grid in order, skipping the disabled one; Enter opens it", async () => {
      await page.goto(`/dashboard/comicseries/${seriesUuid}`);
      const grid = page.getByRole('list', { name: 'Comic actions' });
      await grid.waitFor();
      const clickable = await grid.locator('[data-card][data-disabled="false"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card')));
      expect(clickable).toEqual(['new-episode', 'exclusive-content', 'team']);
      expect(await grid.locator('[data-card][data-disabled="true"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card')))).toEqual(['analytics']);

      const reached: string[] = [];
      for (let presses = 0; presses < 60 && reached.length < clickable.length; presses++) {
        await page.keyboard.press('Tab');
        const card = await focusedCard();
        if (card && reached.at(-1) !== card) reached.push(card);
      }
      expect(reached).toEqual(clickable);
      // Focus is on the last card, Team: Enter follows its link.
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === `/dashboard/team/comicseries/${seriesUuid}`);
      expect(errors).toEqual([]);
    });

    it('the modal takes the focus, keeps it inside on Tab and Shift+Tab, closes on Escape and gives the focus back', async () => {
      await page.goto(`/dashboard/edit/payments/comicseries/${seriesUuid}`);
      const add = page.getByRole('button', { name: 'Add a Rule' });
      await add.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add a payment rule' });
      await dialog.waitFor();
      expect(await focusInDialog()).toBe(true);
      for (let presses = 0; presses < 8; presses++) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog()).toBe(true);
      }
      for (let presses = 0; presses < 8; presses++) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInDialog()).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await add.evaluate((button) => button === document.activeElement)).toBe(true);

      // The close button works from the keyboard too.
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      expect(await add.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    });
  });
});
