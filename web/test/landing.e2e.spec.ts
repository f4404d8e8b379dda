import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type E2eHarness } from './support/browser';

// The sample query of spec §1, exactly as the landing page must show it.
const SAMPLE_QUERY = `{
  getPodcastSeries(name: "Serial") {
    uuid
    name
    itunesId
    description
    imageUrl
    totalEpisodesCount
    itunesInfo {
      uuid
      baseArtworkUrlOf(size: 640)
    }
    episodes(limitPerPage: 3) {
      uuid
      name
      datePublished
      audioUrl
    }
  }
}`;

let harness: E2eHarness;
let page: Page;
let errors: string[];

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

beforeEach(async () => {
  ({ page, errors } = await harness.newPage());
});

afterEach(async () => {
  await page.context().close();
  expect(errors, 'uncaught errors in the page').toEqual([]);
});

/** Waits for the page's h1 and returns its text. */
async function mainHeading(): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
}

/** The header's navigation landmark. */
function header() {
  return page.getByRole('navigation', { name: 'Main' });
}

describe('developer landing page', () => {
  it('shows the hero with the marketing claims and the sample query', async () => {
    await page.goto('/');
    expect(await mainHeading()).toBe('The GraphQL API for podcasts and webcomics');

    const hero = await page.locator('main section').first().innerText();
    for (const claim of ['4M+', 'podcasts', '180M+', 'episodes', '1k', 'new podcasts a day', '50k', 'new episodes a day', '80+', 'paying users']) {
      expect(hero).toContain(claim);
    }

    expect(await page.locator('pre[aria-label="Sample GraphQL query"]').textContent()).toBe(SAMPLE_QUERY);

    const body = await page.locator('main').innerText();
    expect(body).toContain('X-USER-ID');
    expect(body).toContain('X-API-KEY');
    expect(await page.getByRole('link', { name: 'Try it in the playground' }).getAttribute('href')).toBe('/graphql');
    expect(await page.getByRole('link', { name: 'Read the documentation' }).getAttribute('href')).toBe('/developers/podcast-api');
    expect(await page.getByRole('table', { name: 'Inkcast compared with building it yourself' }).isVisible()).toBe(true);
  });

  it('is also served at /developers', async () => {
    await page.goto('/developers');
    expect(await mainHeading()).toBe('The GraphQL API for podcasts and webcomics');
    expect(await page.locator('pre[aria-label="Sample GraphQL query"]').textContent()).toBe(SAMPLE_QUERY);
  });

  it("'Get Your API Key' goes to /signup/developers", async () => {
    await page.goto('/developers');
    await page.getByRole('link', { name: 'Get Your API Key' }).first().click();
    await page.waitForURL((url) => url.pathname === '/signup/developers');
    expect(new URL(page.url()).pathname).toBe('/signup/developers');
  });

  it('header links keep the query string', async () => {
    await page.goto('/developers?inviteCode=abc');
    await mainHeading();
    expect(await header().getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup/developers?inviteCode=abc');
    expect(await header().getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/developers/pricing?inviteCode=abc');
    expect(await header().getByRole('link', { name: 'Developers' }).getAttribute('href')).toBe('/developers?inviteCode=abc');

    await page.getByRole('link', { name: 'Get Your API Key' }).first().click();
    await page.waitForURL((url) => url.pathname === '/signup/developers');
    expect(new URL(page.url()).search).toBe('?inviteCode=abc');
  });

  it('footer has the spec links', async () => {
    await page.goto('/developers');
    await mainHeading();
    const hrefs = await page.locator('footer a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/developers/podcast-api',
        '/developers/comics-api',
        '/developers/intro-to-inkcast-graphql-api',
        '/developers/why-we-built-inkcast',
        '/developers/pricing',
        '/developers/changelog',
        '/terms-of-service/developer-policy',
        '/terms-of-service/privacy-policy',
      ]),
    );
  });
});

describe('pricing page', () => {
  it("shows the Free, Pro and Business plans with their prices and 'Get Started'", async () => {
    await page.goto('/developers/pricing');
    await mainHeading();
    const cards = page.getByTestId('plan-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);

    const expected = [
      { name: 'Free', price: '$0/month', features: ['500 requests/month'] },
      { name: 'Pro', price: '$75/month', features: ['100,000 requests/month', '100 transcripts', 'Priority support'] },
      { name: 'Business', price: '$150/month', features: ['350,000 requests/month', '2000 transcripts', 'Webhooks', 'Priority support'] },
    ];
    for (const [index, plan] of expected.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole('heading').textContent()).toBe(plan.name);
      expect(await card.getByTestId('plan-price').textContent()).toBe(plan.price);
      const text = await card.innerText();
      for (const feature of plan.features) expect(text).toContain(feature);
      const button = card.getByRole('link', { name: 'Get Started' });
      expect(await button.getAttribute('href')).toBe('/signup/developers');
    }

    const faq = await page.locator('main').innerText();
    expect(faq).toContain('2,000 transcripts costs $100/month');
    expect(faq).toContain('more than 1M requests a month');
    expect(faq).toContain('custom pricing');
  });
});

describe('why we built inkcast', () => {
  it('lists the content types with their availability', async () => {
    await page.goto('/developers/why-we-built-inkcast');
    expect(await mainHeading()).toBe('Why we built Inkcast');
    const types = page.getByTestId('content-type');
    await types.first().waitFor();
    const rows = await types.evaluateAll((cards) => cards.map((c) => (c as HTMLElement).innerText.split('\n').filter(Boolean)));
    expect(rows).toEqual([
      ['Podcasts', 'Available now'],
      ['Webcomics', 'Available now'],
      ['Books', 'Future'],
      ['Music', 'Future'],
      ['Audiobooks', 'Future'],
      ['Videos', 'Future'],
    ]);
  });
});

describe('unknown routes', () => {
  it('show the not-found page', async () => {
    await page.goto('/no/such/page');
    expect(await mainHeading()).toBe('Page not found');
    expect(await page.title()).toBe('Page not found · Inkcast');
  });
});
