import { EPISODE_PAGE_SIZE_DEFAULT, EPISODE_PAGE_SIZE_FULL } from '@inkcast/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEpisodes, createComic, dashboardApi, startCreatorSession, type CreatorSession } from './support/creator';

// Paging of the episode lists (spec 001 §2 view-episodes, §9: "Episode list page size: 5 by
// default, 25 … in the view-episodes page; a Load More button appears when the loaded count is a
// multiple of the page size. The series view shows a View More link when a full page is loaded.")
// in Chromium against the real server. The 30 published episodes and 3 drafts are made through the
// dashboard API in the set-up.

const baseUrl = process.env.INKCAST_BASE_URL?.replace(/\/+$/, '');
const run = Date.now().toString(36);
const PUBLISHED = 30;
/** "Episode 01" … "Episode 30", published in that order (so Episode 30 is the latest). */
const names = Array.from({ length: PUBLISHED }, (_, i) => `Episode ${String(i + 1).padStart(2, '0')}`);
/** The titles as the lists should show them, newest first (tests rename some). */
const titles = [...names].reverse();

let session: CreatorSession;
let page: Page;
let errors: string[];
let seriesUuid: string;
/** The published episodes' uuids and saved story images, in `names` order. */
let published: string[];
let storyImages: string[][];

/** Renames episode `names[index]` through the dashboard API (the server then tells open pages). */
async function rename(index: number, name: string): Promise<void> {
  await dashboardApi(page, 'mutation($uuid: ID!, $name: String, $images: [String]) { updateInternalComicIssueForUser(uuid: $uuid, name: $name, imageUrls: $images) { uuid } }', {
    uuid: published[index],
    name,
    images: storyImages[index],
  });
  titles[titles.indexOf(names[index])] = name;
}

/** The titles of a table's rows, top to bottom. */
async function rowTitles(tableName: string): Promise<string[]> {
  return page.getByRole('table', { name: tableName }).locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('td:nth-child(2) a, td:nth-child(2) p')?.textContent ?? ''));
}

describe.skipIf(!baseUrl)('episode lists: Load More and View More by the page size', () => {
  beforeAll(async () => {
    session = await startCreatorSession({ workDirPrefix: 'inkcast-episode-lists-', account: { email: `lists-${run}@example.com`, name: 'Lister' } });
    ({ page, errors } = session);
    seriesUuid = await createComic(page, session.images, { name: `Long Runner ${run}`, publish: true });
    published = await addEpisodes(page, seriesUuid, names, { published: true });
    const { getInternalComicIssuesForSeries: saved } = await dashboardApi<{ getInternalComicIssuesForSeries: { uuid: string; imageUrls: string[] }[] }>(
      page,
      'query($s: ID!) { getInternalComicIssuesForSeries(seriesUuid: $s, filterForStatus: PUBLISHED, limitPerPage: 100) { uuid imageUrls } }',
      { s: seriesUuid },
    );
    storyImages = published.map((uuid) => saved.find((episode) => episode.uuid === uuid)!.imageUrls);
    await addEpisodes(page, seriesUuid, ['Draft A', 'Draft B', 'Draft C'], { published: false });
  }, 120000);

  afterAll(async () => {
    await session?.close();
  });

  it('view-episodes shows the first 25, Load More, then the rest; 30 loaded is not a multiple of 25, so no Load More', async () => {
    await page.goto(`/dashboard/comicseries/${seriesUuid}/view-episodes/PUBLISHED`);
    const table = page.getByRole('table', { name: 'Published Episodes' });
    await table.locator('tbody tr').first().waitFor();
    expect(await rowTitles('Published Episodes')).toEqual(titles.slice(0, EPISODE_PAGE_SIZE_FULL));
    const loadMore = page.getByRole('button', { name: 'Load More' });
    expect(await loadMore.isVisible()).toBe(true);

    await loadMore.click();
    await table.getByText('Episode 01', { exact: true }).waitFor();
    expect(await rowTitles('Published Episodes')).toEqual(titles);
    await loadMore.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('an episode changed elsewhere reloads the list with everything Load More had loaded', async () => {
    // The server tells the page (an 'item' event) and the list reloads: all 30, with the new title.
    await rename(9, 'Episode 10 (revised)');
    const table = page.getByRole('table', { name: 'Published Episodes' });
    await table.getByText('Episode 10 (revised)', { exact: true }).waitFor();
    expect(await rowTitles('Published Episodes')).toEqual(titles);
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a reload that lands after Load More keeps the episodes Load More added', async () => {
    await page.goto(`/dashboard/comicseries/${seriesUuid}/view-episodes/PUBLISHED`);
    const table = page.getByRole('table', { name: 'Published Episodes' });
    await table.getByText(titles[EPISODE_PAGE_SIZE_FULL - 1], { exact: true }).waitFor();
    // Hold the reload of page 1 that the next change sets off, until Load More has landed.
    const held: (() => void)[] = [];
    let reloadStarted!: () => void;
    const started = new Promise<void>((resolve) => (reloadStarted = resolve));
    await page.route('**/internal/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string; variables?: { page?: number } } | null;
      if (body?.operationName !== 'EpisodeListPage' || body.variables?.page !== 1) return route.fallback();
      reloadStarted();
      await new Promise<void>((release) => held.push(release));
      await route.fallback();
    });
    await rename(28, 'Episode 29 (revised)');
    await started;

    await page.getByRole('button', { name: 'Load More' }).click();
    await table.getByText('Episode 01', { exact: true }).waitFor();
    const reloaded = page.waitForResponse((response) => response.url().endsWith('/internal/graphql') && response.request().postDataJSON()?.variables?.page === 1);
    for (const release of held) release();
    await reloaded;
    await page.unroute('**/internal/graphql');
    await table.getByText('Episode 29 (revised)', { exact: true }).waitFor();
    expect(await rowTitles('Published Episodes')).toEqual(titles);
    expect(errors).toEqual([]);
  });

  it('a tab with fewer episodes than a page (3 drafts) shows no Load More', async () => {
    await page.getByRole('tab', { name: 'Drafts' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/view-episodes/DRAFT'));
    await page.getByRole('table', { name: 'Drafts' }).getByText('Draft C').waitFor();
    expect((await rowTitles('Drafts')).sort()).toEqual(['Draft A', 'Draft B', 'Draft C']);
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the series view shows a page of 5 with View More to the full list when the page is full, and none for 3 drafts', async () => {
    await page.goto(`/dashboard/comicseries/${seriesUuid}`);
    const table = page.getByRole('table', { name: 'Published Episodes' });
    await table.locator('tbody tr').first().waitFor();
    expect(await rowTitles('Published Episodes')).toEqual(titles.slice(0, EPISODE_PAGE_SIZE_DEFAULT));
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    const viewMore = page.getByRole('link', { name: 'View More' });
    expect(await viewMore.getAttribute('href')).toBe(`/dashboard/comicseries/${seriesUuid}/view-episodes/PUBLISHED`);

    await page.getByRole('tab', { name: 'Drafts' }).click();
    await page.getByRole('table', { name: 'Drafts' }).getByText('Draft C').waitFor();
    expect(await page.getByRole('link', { name: 'View More' }).count()).toBe(0);

    // View More opens the full list, 25 to a page.
    await page.getByRole('tab', { name: 'Published Episodes' }).click();
    await viewMore.click();
    await page.waitForURL((url) => url.pathname === `/dashboard/comicseries/${seriesUuid}/view-episodes/PUBLISHED`);
    await table.getByText(titles[EPISODE_PAGE_SIZE_FULL - 1], { exact: true }).waitFor();
    expect((await rowTitles('Published Episodes')).length).toBe(EPISODE_PAGE_SIZE_FULL);
    expect(errors).toEqual([]);
  });
});
