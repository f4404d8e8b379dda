import { AccountMessage, ValidationMessage } from '@inkcast/schema';
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type E2eHarness } from './support/browser';

// Sign-up forms, the logged-out dashboard and the generated API docs: these run against the full
// server (INKCAST_BASE_URL) and also against the static build alone.

const sdl = readFileSync(new URL('../../schema/graphql/public.graphql', import.meta.url), 'utf8');
const schema = buildSchema(sdl);

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

/** The visible step of the developer sign-up (data-step of its card). */
async function step(): Promise<string | null> {
  return page.locator('[data-step]').first().getAttribute('data-step');
}

describe('developer sign-up', () => {
  it("starts at the invite-code step, and its 'login' link goes to /login with the query string", async () => {
    await page.goto('/signup/developers?utm_source=newsletter');
    await page.getByRole('heading', { level: 1, name: 'Get your API key' }).waitFor();
    expect(await step()).toBe('invite-code');
    expect(await page.getByRole('link', { name: 'login' }).getAttribute('href')).toBe('/login?utm_source=newsletter');
  });

  it('an inviteCode query parameter opens the signup step with the code filled; login keeps the query string', async () => {
    await page.goto('/signup/developers?inviteCode=ABCDEF');
    await page.getByRole('heading', { level: 1, name: 'Sign up for your API key' }).waitFor();
    expect(await step()).toBe('signup');
    expect(await page.getByLabel('Invite code').inputValue()).toBe('ABCDEF');
    expect(await page.getByRole('link', { name: 'login' }).getAttribute('href')).toBe('/login?inviteCode=ABCDEF');
  });

  it('validates the forms with the spec messages before sending', async () => {
    await page.goto('/signup/developers');
    const verifyForm = page.getByRole('form', { name: 'Verify invite code' });
    await verifyForm.getByRole('button', { name: 'Continue' }).click();
    await verifyForm.getByText(ValidationMessage.INVITE_CODE_REQUIRED).waitFor();

    const requestForm = page.getByRole('form', { name: 'Request an invite' });
    await requestForm.getByRole('button', { name: 'Request an invite' }).click();
    await requestForm.getByText(ValidationMessage.NAME_REQUIRED).waitFor();
    await requestForm.getByText(ValidationMessage.EMAIL_REQUIRED).waitFor();

    await requestForm.getByLabel('Name').fill('ada@example.com');
    await requestForm.getByLabel('Email').fill('not-an-email');
    await requestForm.getByRole('button', { name: 'Request an invite' }).click();
    await requestForm.getByText(ValidationMessage.NAME_LOOKS_LIKE_EMAIL).waitFor();
    await requestForm.getByText(ValidationMessage.EMAIL_INVALID).waitFor();
    expect(await step()).toBe('invite-code');
  });

  it('/signup/developer leads to /signup/developers', async () => {
    await page.goto('/signup/developer?inviteCode=XYZ');
    await page.waitForURL((url) => url.pathname === '/signup/developers');
    expect(new URL(page.url()).search).toBe('?inviteCode=XYZ');
  });
});

describe('dashboard when logged out', () => {
  it.each(['/dashboard', '/dashboard/my-apps', '/dashboard/creator'])("%s says 'You need to be logged in to access the dashboard.' with a link to /login", async (path) => {
    await page.goto(path);
    const notice = page.getByTestId('dashboard-login-required');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(AccountMessage.DASHBOARD_LOGIN_REQUIRED);
    expect(await page.getByRole('main').getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(new URL(page.url()).pathname).toBe(path);
  });
});

describe('developer docs', () => {
  const query = schema.getQueryType() as GraphQLObjectType;

  it('the podcast API reference is generated from the SDL descriptions', async () => {
    await page.goto('/developers/podcast-api');
    await page.getByRole('heading', { level: 1, name: 'Podcast API' }).waitFor();
    for (const name of ['getPodcastSeries', 'getPodcastEpisode', 'getLatestPodcastEpisodes', 'getEpisodeTranscript', 'search', 'getTopCharts']) {
      const article = page.locator(`#query-${name}`);
      expect(await article.count(), name).toBe(1);
      const firstSentence = query.getFields()[name].description!.split(/\s*\n\s*/).join(' ').split('. ')[0].replace(/`/g, '');
      expect(await article.innerText(), name).toContain(firstSentence);
    }
    expect(await page.locator('#query-getComicSeries').count()).toBe(0);
    expect(await page.locator('#type-PodcastSeries').count()).toBe(1);
    // A field description from the SDL, verbatim.
    const uuidDescription = (schema.getType('PodcastSeries') as GraphQLObjectType).getFields().uuid.description!;
    expect(await page.locator('#type-PodcastSeries').innerText()).toContain(uuidDescription.replace(/`/g, ''));
  });

  it('the comics API reference lists comics and creators and links podcast types to their page', async () => {
    await page.goto('/developers/comics-api');
    await page.getByRole('heading', { level: 1, name: 'Comics API' }).waitFor();
    for (const name of ['getComicSeries', 'getComicIssue', 'getCreator', 'getCreatorContent']) {
      expect(await page.locator(`#query-${name}`).count(), name).toBe(1);
    }
    expect(await page.locator('#query-getPodcastSeries').count()).toBe(0);
    expect(await page.locator('#type-ComicSeries').count()).toBe(1);
  });

  it('the intro explains auth headers, errors and codes, pagination limits and cache keys, with the example query', async () => {
    await page.goto('/developers/intro-to-inkcast-graphql-api');
    await page.getByRole('heading', { level: 1, name: 'Intro to the Inkcast GraphQL API' }).waitFor();
    const text = await page.getByRole('main').innerText();
    for (const expected of ['X-USER-ID', 'X-API-KEY', 'API_KEY_INVALID', 'API_RATE_LIMIT_EXCEEDED', 'QUERY_TOO_COMPLEX', 'limitPerPage', 'searchId', 'getPodcastSeries(name: "Serial")']) {
      expect(text).toContain(expected);
    }
    expect(await page.getByRole('table', { name: 'Cache keys' }).isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Pagination limits' }).isVisible()).toBe(true);
    expect(await page.locator('#mutation-addWebhookUrlForUser').count()).toBe(1);
  });

  it.each([
    ['/developers/changelog', 'Changelog'],
    ['/terms-of-service/developer-policy', 'Developer Policy'],
    ['/terms-of-service/privacy-policy', 'Privacy Policy'],
  ])('%s has its page', async (path, heading) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  });
});

describe('a page whose code cannot load', () => {
  it('offers a reload inside the site frame', async () => {
    await page.route(/\/assets\/PricingPage-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/developers/pricing');
    await page.getByRole('heading', { level: 1, name: 'Inkcast was updated' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  });
});
