import { AccountMessage } from '@inkcast/schema';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type E2eHarness } from './support/browser';
import { loginLinkIn, startMailbox, type Mailbox } from './support/mailbox';
import { callPublicApi, createInviteCode, setDeveloperSubscription } from './support/server';

// The done-when path and the dashboard's redirect and visibility rules, walked as a new user
// would in Chromium against the real server (INKCAST_BASE_URL), with mail received over real SMTP.
// The tests of this file build on each other in order: a developer, then a creator who becomes both.

const baseUrl = process.env.INKCAST_BASE_URL?.replace(/\/+$/, '');
const runShell = (command: string) => promisify(execFile)('bash', ['-c', command]);
const run = Date.now().toString(36);

let harness: E2eHarness;
let mailbox: Mailbox;

/** A signed-in user's browser context, reused by the later tests. */
interface Account {
  email: string;
  name: string;
  context?: BrowserContext;
  userId?: string;
  apiKey?: string;
}

const developer: Account = { email: `dev-${run}@example.com`, name: 'Ada Developer' };
const creator: Account = { email: `creator-${run}@example.com`, name: 'Cole Creator' };

/** Opens a page in the account's context, recording uncaught page errors. */
async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

async function newContext(): Promise<BrowserContext> {
  return harness.browser.newContext({ baseURL: baseUrl });
}

/** The visible step of a sign-up or login card. */
async function stepOf(page: Page): Promise<string | null> {
  return page.locator('[data-step]').first().getAttribute('data-step');
}

/** Follows the login link of the next e-mail to `email` and waits for the dashboard. */
async function followLoginLink(page: Page, email: string): Promise<string> {
  const link = loginLinkIn(await mailbox.waitFor(email));
  expect(link.startsWith(`${baseUrl}/verify-login?token=`) || new URL(link).pathname === '/verify-login').toBe(true);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl!));
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard/'));
  return link;
}

/** Opens the header's Settings menu and returns the names of its items. */
async function settingsItems(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.split('\n')[0].trim());
}

describe.skipIf(!baseUrl)('accounts and the developer dashboard', () => {
  beforeAll(async () => {
    harness = await startHarness();
    mailbox = await startMailbox();
  });

  afterAll(async () => {
    await mailbox?.close();
    await harness?.close();
  });

  it('a new developer signs up with an invite code, follows the e-mailed link, gets an API key, calls /graphql and sees the usage bar and chart move', async () => {
    const inviteCode = await createInviteCode(developer.email);
    developer.context = await newContext();
    const { page, errors } = await openPage(developer.context);

    // invite-code → (verified) signup with the code filled
    await page.goto('/signup/developers');
    await page.getByRole('heading', { level: 1, name: 'Get your API key' }).waitFor();
    expect(await stepOf(page)).toBe('invite-code');
    await page.getByRole('form', { name: 'Verify invite code' }).getByLabel('Invite code').fill(inviteCode);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign up for your API key' }).waitFor();
    expect(await stepOf(page)).toBe('signup');
    expect(await page.getByLabel('Invite code').inputValue()).toBe(inviteCode);

    // signup → verify-login when the server answers login-link-sent
    await page.getByLabel('Name').fill(developer.name);
    await page.getByLabel('Email').fill(developer.email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    expect(await stepOf(page)).toBe('verify-login');
    expect(await page.getByRole('main').innerText()).toContain(developer.email);
    const link = loginLinkIn(await mailbox.waitFor(developer.email));

    // Until the address is verified, coming back to sign-up shows verify-email, which can resend the link.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
    expect(await stepOf(page)).toBe('verify-email');
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    const resent = loginLinkIn(await mailbox.waitFor(developer.email));
    expect(resent).not.toBe(link);

    // The e-mailed link logs in and lands on /dashboard/my-apps.
    expect(new URL(link).pathname).toBe('/verify-login');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl!));
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/'));
    expect(new URL(page.url()).pathname).toBe('/dashboard/my-apps');
    await page.getByRole('heading', { level: 1, name: 'Developer dashboard' }).waitFor();
    const header = page.getByRole('navigation', { name: 'Main' });
    expect(await header.getByRole('link', { name: 'Open Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await header.getByRole('link', { name: 'Docs' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Sign up' }).count()).toBe(0);

    developer.userId = (await page.getByTestId('user-id').textContent()) ?? '';
    expect(developer.userId).toMatch(/^\d+$/);
    expect(await page.getByTestId('api-usage-text').textContent()).toBe('0 of 500 requests · 0%');
    expect(await page.getByTestId('daily-requests').getAttribute('data-total')).toBe('0');
    expect(await page.getByTestId('usage-reset-date').textContent()).toMatch(/^Usage resets on [A-Z][a-z]+ \d{1,2}\.$/);
    expect(await page.getByTestId('plan-section').getAttribute('data-plan')).toBe('free');
    expect(await page.getByTestId('plan-section').innerText()).toContain('500 requests/month');

    // 'Get my API Key': the key is shown once, with the store-it-now note, and fills the curl command.
    await page.getByRole('button', { name: 'Get my API Key' }).click();
    const revealed = page.getByTestId('revealed-api-key');
    await revealed.waitFor();
    developer.apiKey = (await revealed.textContent()) ?? '';
    expect(developer.apiKey.length).toBeGreaterThan(20);
    expect(await page.getByTestId('revealed-api-key-notice').innerText()).toContain('Store your API key now');
    const curl = (await page.locator('pre[aria-label="First request with curl"]').textContent()) ?? '';
    expect(curl).toContain(`X-USER-ID: ${developer.userId}`);
    expect(curl).toContain(`X-API-KEY: ${developer.apiKey}`);
    // The app limit (1) is reached: the button is gone.
    await page.getByTestId('api-key-row').first().waitFor();
    expect(await page.getByRole('button', { name: 'Get my API Key' }).count()).toBe(0);

    // Call the public API with the key, as the developer's app would; then paste the guide's curl command.
    const answer = await callPublicApi(baseUrl!, developer.userId, developer.apiKey);
    expect(answer.body.errors?.map((e) => e.code) ?? []).not.toContain('API_KEY_INVALID');
    expect(answer.body.data).toBeTruthy();
    const { stdout } = await runShell(curl);
    expect(JSON.parse(stdout)).toEqual({ data: { getPodcastSeries: null } });

    // Reload: the usage bar and the chart moved; the key is no longer shown, only its hint.
    await page.reload();
    await page.getByTestId('api-usage-text').waitFor();
    expect(await page.getByTestId('api-usage-text').textContent()).toBe('2 of 500 requests · 1%');
    expect(await page.getByRole('progressbar', { name: 'API requests' }).getAttribute('aria-valuenow')).toBe('1');
    expect(await page.getByTestId('daily-requests').getAttribute('data-total')).toBe('2');
    const today = new Date().toISOString().slice(0, 10);
    expect(await page.locator(`tr[data-day="${today}"]`).getAttribute('data-requests')).toBe('2');
    await page.locator('.MuiBarChart-root, .MuiChartsSurface-root').first().waitFor();
    expect(await page.getByTestId('revealed-api-key').count()).toBe(0);
    expect(await page.getByTestId('api-key-hint').textContent()).toContain(developer.apiKey.slice(-4));
    expect(await page.getByRole('button', { name: 'Get my API Key' }).count()).toBe(0);
    expect(await page.locator('pre[aria-label="First request with curl"]').textContent()).toContain('X-API-KEY: <your API key>');

    // The login link works once.
    const other = await newContext();
    const { page: second } = await openPage(other);
    await second.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl!));
    await second.getByText(AccountMessage.LOGIN_LINK_INVALID).waitFor();
    await other.close();

    expect(errors).toEqual([]);
    await page.close();
  });

  it('/dashboard sends a developer to /dashboard/my-apps', async () => {
    const { page, errors } = await openPage(developer.context!);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/dashboard/my-apps');
    await page.getByRole('heading', { level: 1, name: 'Developer dashboard' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Dashboards' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("'Roll key' asks first, shows the new key once, and the old key stops working", async () => {
    const { page, errors } = await openPage(developer.context!);
    await page.goto('/dashboard/my-apps');
    await page.getByRole('button', { name: 'Roll key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roll your API key?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('revealed-api-key').count()).toBe(0);

    await page.getByRole('button', { name: 'Roll key' }).click();
    await page.getByRole('dialog', { name: 'Roll your API key?' }).getByRole('button', { name: 'Roll key' }).click();
    const revealed = page.getByTestId('revealed-api-key');
    await revealed.waitFor();
    const newKey = (await revealed.textContent()) ?? '';
    expect(newKey).not.toBe(developer.apiKey);

    const old = await callPublicApi(baseUrl!, developer.userId!, developer.apiKey!);
    expect(old.body.errors?.[0]?.code).toBe('API_KEY_INVALID');
    const fresh = await callPublicApi(baseUrl!, developer.userId!, newKey);
    expect(fresh.body.errors?.map((e) => e.code) ?? []).not.toContain('API_KEY_INVALID');
    developer.apiKey = newKey;
    expect(await page.getByRole('button', { name: 'Get my API Key' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the Settings menu of a developer: Developer Docs, Get Support (reveals the e-mail), Log out; no Give Feedback or Manage Billing on Free', async () => {
    const { page, errors } = await openPage(developer.context!);
    await page.goto('/developers');
    expect(await settingsItems(page)).toEqual(['Developer Docs', 'Get Support', 'Log out']);
    expect(await page.getByRole('menuitem', { name: 'Developer Docs' }).getAttribute('href')).toBe('/developers/podcast-api');
    expect(await page.getByRole('menuitem', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    expect(await page.getByTestId('support-email').count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Get Support' }).click();
    expect(await page.getByTestId('support-email').textContent()).toBe('support@inkcast.dev');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("pricing buttons when logged in: 'Open Dashboard' on Free, 'Upgrade in Dashboard' on the others, all to /signup/developers", async () => {
    const { page, errors } = await openPage(developer.context!);
    await page.goto('/developers/pricing');
    const cards = page.getByTestId('plan-card');
    await cards.first().getByRole('link', { name: 'Open Dashboard' }).waitFor();
    const labels = await cards.evaluateAll((all) => all.map((card) => card.querySelector('a')?.textContent));
    expect(labels).toEqual(['Open Dashboard', 'Upgrade in Dashboard', 'Upgrade in Dashboard']);
    const hrefs = await cards.evaluateAll((all) => all.map((card) => card.querySelector('a')?.getAttribute('href')));
    expect(hrefs).toEqual(['/signup/developers', '/signup/developers', '/signup/developers']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a logged-in user with an inviteCode query parameter is sent to /invitation/{code}', async () => {
    const { page, errors } = await openPage(developer.context!);
    await page.goto('/signup/developers?inviteCode=TEAM42');
    await page.waitForURL((url) => url.pathname === '/invitation/TEAM42');
    expect(await page.getByTestId('invitation-code').textContent()).toBe('TEAM42');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the plan section and Manage Billing follow the subscription status', async () => {
    const { page, errors } = await openPage(developer.context!);
    const plan = page.getByTestId('plan-section');

    // Free: the free request limit and the upgrade form posts, with the catalogue's product ids.
    const catalogue = (await (await fetch(`${baseUrl}/payments/plans`)).json()) as { plans: { productId: string; name: string; type: string }[] };
    const productId = (name: string) => catalogue.plans.find((p) => p.type === 'developer' && p.name === name)!.productId;
    await page.goto('/dashboard/my-apps');
    await plan.waitFor();
    const upgradeForms = plan.locator('form');
    expect(await upgradeForms.count()).toBe(2);
    await plan.getByRole('button', { name: 'Upgrade to Pro' }).and(page.locator(':enabled')).waitFor();
    for (const [index, planType] of [productId('Pro'), productId('Business')].entries()) {
      const form = upgradeForms.nth(index);
      expect(await form.getAttribute('action')).toBe('/payments/forward-to-stripe');
      expect(await form.getAttribute('method')).toBe('post');
      expect(await form.locator('input[name="planType"]').inputValue()).toBe(planType);
      expect((await form.locator('input[name="token"]').inputValue()).length).toBeGreaterThan(10);
    }
    expect(await plan.getByRole('button').allInnerTexts()).toEqual(['Upgrade to Pro', 'Upgrade to Business']);
    expect(await page.getByRole('navigation', { name: 'Upgrade shortcuts' }).isVisible()).toBe(true);

    // past_due: the payment problem and the update-payment form post; Manage Billing appears.
    await setDeveloperSubscription(developer.email, { plan: 'PRO', status: 'past_due' });
    await page.reload();
    await page.getByTestId('payment-problem').waitFor();
    expect(await page.getByTestId('plan-name').textContent()).toBe('Pro');
    const portal = plan.locator('form');
    expect(await portal.getAttribute('action')).toBe('/payments/create-customer-portal-session');
    expect(await portal.locator('input[name="inkcastType"]').inputValue()).toBe('developer');
    expect(await portal.getByRole('button').textContent()).toBe('Update payment method');
    expect(await settingsItems(page)).toEqual(['Developer Docs', 'Get Support', 'Manage Billing', 'Log out']);
    await page.keyboard.press('Escape');

    // active with cancelAt: the plan name and the downgrade notice.
    const cancelAt = Math.floor(Date.UTC(2031, 2, 5, 12) / 1000);
    await setDeveloperSubscription(developer.email, { plan: 'BUSINESS', status: 'active', cancelAt });
    await page.reload();
    await page.getByTestId('plan-cancel-notice').waitFor();
    expect(await page.getByTestId('plan-name').textContent()).toBe('Business');
    expect(await page.getByTestId('plan-cancel-notice').textContent()).toBe(
      'Your subscription downgrades to the Free plan on March 5, 2031. All features remain until then.',
    );
    expect(await page.getByTestId('payment-problem').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Upgrade shortcuts' }).count()).toBe(0);

    await setDeveloperSubscription(developer.email, { plan: 'FREE', status: 'none' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a creator signs up at /signup, lands on /dashboard/creator, and sees the creator menu and the developer prompt', async () => {
    creator.context = await newContext();
    const { page, errors } = await openPage(creator.context);
    await page.goto('/signup');
    await page.getByLabel('Name').fill(creator.name);
    await page.getByLabel('Email').fill(creator.email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();

    await followLoginLink(page, creator.email);
    expect(new URL(page.url()).pathname).toBe('/dashboard/creator');
    await page.getByRole('heading', { level: 1, name: 'Creator dashboard' }).waitFor();

    expect(await settingsItems(page)).toEqual(['Get Support', 'Give Feedback', 'Log out']);
    // Give Feedback is a form post to the feedback board with the CSRF token and board=creators.
    const posted = page.waitForRequest((request) => new URL(request.url()).pathname === '/auth/get-canny-user-redirect');
    await page.getByRole('menuitem', { name: 'Give Feedback' }).click();
    const request = await posted;
    expect(request.method()).toBe('POST');
    const fields = new URLSearchParams(request.postData() ?? '');
    expect(fields.get('board')).toBe('creators');
    expect((fields.get('token') ?? '').length).toBeGreaterThan(10);

    await page.goto('/dashboard/my-apps');
    await page.getByRole('heading', { level: 1, name: 'Get your API key' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Sign up as a developer' }).getAttribute('href')).toBe('/signup/developer');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a creator who also signs up as a developer sees the Creator and Developer tabs', async () => {
    const inviteCode = await createInviteCode(creator.email);
    const { page, errors } = await openPage(creator.context!);
    await page.goto(`/signup/developers`);
    await page.getByRole('form', { name: 'Verify invite code' }).getByLabel('Invite code').fill(inviteCode);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Name').fill(creator.name);
    expect(await page.getByLabel('Email').inputValue()).toBe(creator.email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    await followLoginLink(page, creator.email);

    // Creators (also when developers) go to /dashboard/creator.
    expect(new URL(page.url()).pathname).toBe('/dashboard/creator');
    const tabs = page.getByRole('navigation', { name: 'Dashboards' });
    await tabs.waitFor();
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual(['Creator', 'Developer']);
    await tabs.getByRole('link', { name: 'Developer' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/my-apps');
    await page.getByRole('button', { name: 'Get my API Key' }).waitFor();
    expect(await tabs.getByRole('link', { name: 'Developer' }).getAttribute('aria-current')).toBe('page');
    expect(await settingsItems(page)).toEqual(['Developer Docs', 'Get Support', 'Give Feedback', 'Log out']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Log out ends the session and goes home', async () => {
    const { page, errors } = await openPage(creator.context!);
    await page.goto('/dashboard/creator');
    await settingsItems(page);
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up' }).waitFor();
    await page.goto('/dashboard');
    expect(await page.getByTestId('dashboard-login-required').textContent()).toBe(AccountMessage.DASHBOARD_LOGIN_REQUIRED);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/login answers the same whether or not the address has an account, and its link logs in', async () => {
    const context = await newContext();
    const { page, errors } = await openPage(context);
    await page.goto('/login');
    await page.getByLabel('Email').fill(`nobody-${run}@example.com`);
    await page.getByRole('button', { name: 'Email me a login link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    const unknown = (await page.getByRole('main').innerText()).replace(`nobody-${run}@example.com`, 'ADDRESS');

    await page.getByRole('button', { name: 'Use a different email' }).click();
    await page.getByLabel('Email').fill(creator.email);
    await page.getByRole('button', { name: 'Email me a login link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    const known = (await page.getByRole('main').innerText()).replace(creator.email, 'ADDRESS');
    expect(known).toBe(unknown);

    await followLoginLink(page, creator.email);
    expect(new URL(page.url()).pathname).toBe('/dashboard/creator');
    expect(errors).toEqual([]);
    await context.close();
  });
});
