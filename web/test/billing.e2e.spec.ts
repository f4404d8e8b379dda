import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpDeveloper } from './support/accounts';
import { startHarness, type E2eHarness } from './support/browser';
import { startMailbox, type Mailbox } from './support/mailbox';

// Billing in Chromium (spec §2 "Pricing page", "Billing result pages", "Dashboard plan section", §4,
// §7 form posts): the result pages from their query parameters, the 'billing is not configured'
// notices, and — against the real server (INKCAST_BASE_URL) with the local Stripe stand-in
// (STRIPE_API_BASE, scripts/test.sh) — a developer who upgrades Free → Pro through Checkout, then
// Pro → Business through the modal, Business → Pro and Business → Free through the dialogs.

const baseUrl = process.env.INKCAST_BASE_URL?.replace(/\/+$/, '');
/** The Stripe stand-in the api talks to (its test controls), when scripts/test.sh started one. */
const stripeUrl = process.env.STRIPE_API_BASE?.replace(/\/+$/, '');
const run = Date.now().toString(36);

/** A billing date as the result pages and dialogs show it: 'March 17, 2030' (UTC). */
function dateText(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Answers GET /payments/plans with `body` instead of the server. */
async function stubCatalogue(page: Page, body: unknown): Promise<void> {
  await page.route('**/payments/plans', (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }));
}

const STUB_PLANS = [
  { productId: 'prod_stub_pro', priceId: 'price_stub_pro', name: 'Pro', type: 'developer', plan: 'PRO', amountInCents: 8050, interval: 'month' },
  { productId: 'prod_stub_business', priceId: 'price_stub_business', name: 'Business', type: 'developer', plan: 'BUSINESS', amountInCents: 16000, interval: 'month' },
];

let harness: E2eHarness;

/** The text of the result card's message and where 'Go to Dashboard' leads. */
async function resultPage(page: Page, path: string, heading: string): Promise<{ message: string; result: string | null }> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(await page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  return {
    message: await page.getByTestId('billing-result-message').innerText(),
    result: await page.getByTestId('billing-result').getAttribute('data-result'),
  };
}

describe('billing result pages and the catalogue', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  const open = async () => {
    ({ page, errors } = await harness.newPage());
  };
  const done = async () => {
    await page.context().close();
    expect(errors, 'uncaught errors in the page').toEqual([]);
  };

  it('payment success names the plan from planType', async () => {
    await open();
    const { message, result } = await resultPage(page, '/billing/payment-success?planType=Pro', 'Payment Successful');
    expect(result).toBe('payment-success');
    expect(message.split('\n')[0]).toBe('Congrats! You successfully upgraded to Pro.');
    expect(await page.title()).toBe('Payment Successful · Inkcast');
    await done();
  });

  it('payment failed names the plan, gives the reason and the support address', async () => {
    await open();
    const { message } = await resultPage(page, `/billing/payment-failed?planType=Business&reason=${encodeURIComponent('Your card was declined.')}`, 'Payment Failed');
    expect(message.split('\n')[0]).toBe('Oops! Something went wrong and you were not able to upgrade to Business.');
    expect(await page.getByTestId('billing-result-reason').textContent()).toBe('Reason: Your card was declined.');
    expect(message).toContain('contact support');
    expect(await page.getByTestId('support-email').textContent()).toBe('support@inkcast.dev');
    expect(await page.getByTestId('support-email').getAttribute('href')).toBe('mailto:support@inkcast.dev');

    // Without a reason, none is shown.
    await resultPage(page, '/billing/payment-failed?planType=Pro', 'Payment Failed');
    expect(await page.getByTestId('billing-result-reason').count()).toBe(0);
    await done();
  });

  it("a refused checkout's planType (a product id) is shown as the catalogue's plan name", async () => {
    await open();
    await stubCatalogue(page, { configured: true, plans: STUB_PLANS });
    await page.goto('/billing/payment-failed?planType=prod_stub_business&reason=Unknown%20plan.');
    await page.getByText('Oops! Something went wrong and you were not able to upgrade to Business.').waitFor();
    await done();
  });

  it('downgrade to Free: Free at the end of the period, 500 requests/month, no webhooks', async () => {
    await open();
    const { message, result } = await resultPage(page, '/billing/downgrade-success', 'Downgrade Scheduled');
    expect(result).toBe('downgrade-success');
    expect(message).toContain('Your plan will change to Free at the end of your current billing period.');
    expect(message).toContain('all the features of your current plan remain');
    expect(message).toContain('500 requests/month and no webhooks');
    await done();
  });

  it('Business upgrade success shows the next bill date from billingDate (epoch seconds)', async () => {
    await open();
    const { message } = await resultPage(page, '/billing/business-upgrade-success?billingDate=1900000000', 'Upgrade Successful');
    const lines = message.split('\n').filter(Boolean);
    expect(lines[0]).toBe('Yay! Your account has been upgraded to Business!');
    expect(lines[1]).toBe('Your next bill will be on March 17, 2030.');
    expect(message).toContain('not charged for it until your next billing period');
    await done();
  });

  it('Pro downgrade success shows the next bill date from billingDate', async () => {
    await open();
    const { message } = await resultPage(page, '/billing/pro-downgrade-success?billingDate=1900000000', 'Plan Changed');
    expect(message.split('\n')[0]).toBe('You are now on the Pro Plan. Your next bill will be on March 17, 2030');
    await done();
  });

  it('billing unavailable shows the reason', async () => {
    await open();
    const reason = 'There is no billing account to manage yet.';
    const { message, result } = await resultPage(page, `/billing/unavailable?reason=${encodeURIComponent(reason)}`, 'Billing Unavailable');
    expect(result).toBe('unavailable');
    expect(await page.getByTestId('billing-result-reason').textContent()).toBe(`Reason: ${reason}`);
    expect(message).toContain('support@inkcast.dev');
    await done();
  });

  it("the pricing page shows the catalogue's prices", async () => {
    await open();
    await stubCatalogue(page, { configured: true, plans: STUB_PLANS });
    await page.goto('/developers/pricing');
    const prices = page.getByTestId('plan-price');
    await prices.nth(2).waitFor();
    expect(await prices.allTextContents()).toEqual(['$0/month', '$80.50/month', '$160/month']);
    expect(await page.getByTestId('billing-not-configured').count()).toBe(0);
    await done();
  });

  it('the pricing page says when billing is not configured on this server', async () => {
    await open();
    await stubCatalogue(page, { configured: false, plans: STUB_PLANS });
    await page.goto('/developers/pricing');
    const notice = page.getByTestId('billing-not-configured');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Billing is not configured on this server');
    // Sign-up still works: the buttons keep linking to it.
    const hrefs = await page.getByTestId('plan-card').evaluateAll((cards) => cards.map((card) => card.querySelector('a')?.getAttribute('href')));
    expect(hrefs).toEqual(['/signup/developers', '/signup/developers', '/signup/developers']);
    await done();
  });
});

/** The catalogue of the server under test. */
interface Catalogue {
  configured: boolean;
  plans: { productId: string; priceId: string; name: string; type: string; plan: string; amountInCents: number; interval: string }[];
}

describe.skipIf(!baseUrl)('upgrading and downgrading through Stripe (the local stand-in)', () => {
  let mailbox: Mailbox;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  let catalogue: Catalogue;
  const developer = { email: `billing-${run}@example.com`, name: 'Bea Billing' };

  const entry = (plan: 'PRO' | 'BUSINESS') => catalogue.plans.find((p) => p.type === 'developer' && p.plan === plan && (p.name === 'Pro' || p.name === 'Business'))!;
  const planSection = () => page.getByTestId('plan-section');

  /**
   * Opens the dashboard until the plan section shows `plan` (and `status`): Stripe's webhook may
   * land a moment after the browser is back, so this reloads rather than timing anything.
   */
  async function dashboardOn(plan: string, status = 'active'): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await page.goto('/dashboard/my-apps');
      await planSection().waitFor();
      const [shown, shownStatus] = [await planSection().getAttribute('data-plan'), await planSection().getAttribute('data-status')];
      if (shown === plan && shownStatus === status) return;
      if (attempt === 40) throw new Error(`the plan section still shows ${shown} (${shownStatus}), not ${plan} (${status})`);
      await page.waitForTimeout(250);
    }
  }

  /** The request of the next form post to `path`, with its fields. */
  function nextPost(path: string): Promise<URLSearchParams> {
    return page
      .waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === path)
      .then((request) => new URLSearchParams(request.postData() ?? ''));
  }

  async function settingsItems(): Promise<string[]> {
    await page.getByRole('button', { name: 'Settings' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const items = (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.split('\n')[0].trim());
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    return items;
  }

  beforeAll(async () => {
    harness = await startHarness();
    mailbox = await startMailbox();
    catalogue = (await (await fetch(`${baseUrl}/payments/plans`)).json()) as Catalogue;
    context = await harness.browser.newContext({ baseURL: baseUrl });
    page = await signUpDeveloper(context, mailbox, baseUrl!, developer);
    page.on('pageerror', (error) => errors.push(error.message));
  });

  afterAll(async () => {
    await context?.close();
    await mailbox?.close();
    await harness?.close();
  });

  it('the server under test has billing configured, with Pro and Business in the catalogue', () => {
    expect(catalogue.configured).toBe(true);
    expect(entry('PRO')).toBeTruthy();
    expect(entry('BUSINESS')).toBeTruthy();
  });

  it('on Free, the plan section says when billing is not configured and disables the upgrade buttons', async () => {
    await stubCatalogue(page, { configured: false, plans: catalogue.plans });
    await page.goto('/dashboard/my-apps');
    await page.getByTestId('billing-not-configured').waitFor();
    expect(await page.getByTestId('billing-not-configured').textContent()).toContain('Billing is not configured on this server');
    for (const name of ['Upgrade to Pro', 'Upgrade to Business']) expect(await planSection().getByRole('button', { name }).isDisabled()).toBe(true);
    await page.unroute('**/payments/plans');
    expect(errors).toEqual([]);
  });

  it('Free: the limit and the catalogue prices; Upgrade to Pro goes to Checkout, where Cancel leads to Payment Failed', async () => {
    await page.goto('/dashboard/my-apps');
    await planSection().waitFor();
    expect(await planSection().getAttribute('data-plan')).toBe('free');
    const upgrade = planSection().getByRole('button', { name: 'Upgrade to Pro' });
    await upgrade.and(page.locator(':enabled')).waitFor();
    const prices = (await page.getByTestId('plan-prices').textContent()) ?? '';
    expect(prices).toContain(`for $${entry('PRO').amountInCents / 100}/${entry('PRO').interval}`);
    expect(prices).toContain(`for $${entry('BUSINESS').amountInCents / 100}/${entry('BUSINESS').interval}`);
    expect(await planSection().innerText()).toContain('500 requests/month');
    expect(await page.locator('[data-slot="webhooks"]').getAttribute('data-offered')).toBe('false');

    const posted = nextPost('/payments/forward-to-stripe');
    await upgrade.click();
    const fields = await posted;
    expect(fields.get('planType')).toBe(entry('PRO').productId);
    expect((fields.get('token') ?? '').length).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Pay' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/checkout\/cs_/);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/billing/payment-failed');
    await page.getByRole('heading', { level: 1, name: 'Payment Failed' }).waitFor();
    expect(await page.getByText('Oops! Something went wrong and you were not able to upgrade to Pro.').count()).toBe(1);
    await dashboardOn('free', 'none');
    expect(errors).toEqual([]);
  });

  it('Free → Pro: Pay on Checkout, Payment Successful, and the plan section changes to Pro', async () => {
    await page.goto('/dashboard/my-apps');
    const upgrade = planSection().getByRole('button', { name: 'Upgrade to Pro' });
    await upgrade.and(page.locator(':enabled')).waitFor();
    await upgrade.click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/billing/payment-success');
    expect(new URL(page.url()).origin).toBe(baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor();
    expect(await page.getByText('Congrats! You successfully upgraded to Pro.').count()).toBe(1);

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/my-apps');
    await dashboardOn('pro');
    expect(await page.getByTestId('plan-name').textContent()).toBe('Pro');
    expect(await page.getByTestId('api-usage-text').textContent()).toMatch(/ of 100,000 requests · /);
    expect(await page.getByTestId('transcript-usage-text').textContent()).toMatch(/ of 100 transcripts · /);
    expect(await page.locator('[data-slot="webhooks"]').getAttribute('data-offered')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Upgrade shortcuts' }).innerText()).toContain('Business');
    expect(await settingsItems()).toEqual(['Developer Docs', 'Get Support', 'Manage Billing', 'Log out']);
    expect(errors).toEqual([]);
  });

  it('Pro → Business through the modal: free until the next billing date, then the result page with that date', async () => {
    await page.goto('/dashboard/my-apps');
    await planSection().getByRole('button', { name: 'Upgrade to Business' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Business' });
    await dialog.waitFor();
    const terms = await dialog.getByTestId('upgrade-business-terms').innerText();
    expect(terms).toContain('You are not charged for the upgrade until your next billing period: Business is free until');
    expect(terms).toContain(`billed at $${entry('BUSINESS').amountInCents / 100}/${entry('BUSINESS').interval}`);
    // Cancel closes it without posting.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await planSection().getByRole('button', { name: 'Upgrade to Business' }).click();
    const posted = nextPost('/payments/upgrade-to-business-plan');
    await page.getByRole('dialog', { name: 'Upgrade to Business' }).getByRole('button', { name: 'Upgrade to Business' }).click();
    const fields = await posted;
    expect(fields.get('inkcastType')).toBe('developer');
    expect(fields.get('priceId')).toBe(entry('BUSINESS').priceId);

    await page.waitForURL((url) => url.pathname === '/billing/business-upgrade-success');
    const billingDate = Number(new URL(page.url()).searchParams.get('billingDate'));
    expect(billingDate).toBeGreaterThan(Date.now() / 1000);
    await page.getByText('Yay! Your account has been upgraded to Business!').waitFor();
    expect(await page.getByTestId('next-bill-date').textContent()).toBe(`Your next bill will be on ${dateText(billingDate)}.`);

    await dashboardOn('business');
    expect(await page.getByTestId('plan-name').textContent()).toBe('Business');
    expect(await page.getByTestId('api-usage-text').textContent()).toMatch(/ of 350,000 requests · /);
    expect(await page.locator('[data-slot="webhooks"]').getAttribute('data-offered')).toBe('true');
    expect(await page.getByRole('navigation', { name: 'Upgrade shortcuts' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('Business → Pro through the downgrade dialog: the Pro price from the next billing date', async () => {
    await page.goto('/dashboard/my-apps');
    await planSection().getByRole('button', { name: 'Downgrade plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Downgrade your plan' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button').allInnerTexts()).toEqual([
      expect.stringContaining('Pro'),
      expect.stringContaining('Free'),
      'Cancel',
    ]);
    await dialog.getByRole('button', { name: /^Pro/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Downgrade to Pro?' });
    await confirm.waitFor();
    const terms = await confirm.getByTestId('downgrade-pro-terms').innerText();
    expect(terms).toContain(`you are billed at the Pro price of $${entry('PRO').amountInCents / 100}/${entry('PRO').interval}`);
    expect(terms).toMatch(/From your next billing date, [A-Z][a-z]+ \d{1,2}, \d{4},/);

    const posted = nextPost('/payments/downgrade-to-pro-plan');
    await confirm.getByRole('button', { name: 'Downgrade to Pro' }).click();
    const fields = await posted;
    expect(fields.get('inkcastType')).toBe('developer');
    expect(fields.get('priceId')).toBe(entry('PRO').priceId);

    await page.waitForURL((url) => url.pathname === '/billing/pro-downgrade-success');
    const billingDate = Number(new URL(page.url()).searchParams.get('billingDate'));
    expect(billingDate).toBeGreaterThan(Date.now() / 1000);
    expect(await page.getByTestId('next-bill-date').textContent()).toBe(`You are now on the Pro Plan. Your next bill will be on ${dateText(billingDate)}`);

    await dashboardOn('pro');
    expect(await page.getByTestId('plan-name').textContent()).toBe('Pro');
    expect(await page.locator('[data-slot="webhooks"]').getAttribute('data-offered')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('Business → Free through the downgrade dialog: features kept until the end of the period, then the notice on the dashboard', async () => {
    // Back to Business first.
    await page.goto('/dashboard/my-apps');
    await planSection().getByRole('button', { name: 'Upgrade to Business' }).click();
    await page.getByRole('dialog', { name: 'Upgrade to Business' }).getByRole('button', { name: 'Upgrade to Business' }).click();
    await page.waitForURL((url) => url.pathname === '/billing/business-upgrade-success');
    await dashboardOn('business');

    await planSection().getByRole('button', { name: 'Downgrade plan' }).click();
    await page.getByRole('dialog', { name: 'Downgrade your plan' }).getByRole('button', { name: /^Free/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Downgrade to Free?' });
    await confirm.waitFor();
    const terms = await confirm.getByTestId('downgrade-free-terms').innerText();
    expect(terms).toContain('All the features of your plan remain until then.');
    expect(terms).toContain('After that you are on the Free plan: 500 requests/month and no webhooks.');
    // Back returns to the choice.
    await confirm.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Downgrade your plan' }).getByRole('button', { name: /^Free/ }).click();

    const posted = nextPost('/payments/downgrade-plan');
    await page.getByRole('dialog', { name: 'Downgrade to Free?' }).getByRole('button', { name: 'Downgrade to Free' }).click();
    const fields = await posted;
    expect(fields.get('inkcastType')).toBe('developer');
    await page.waitForURL((url) => url.pathname === '/billing/downgrade-success');
    await page.getByRole('heading', { level: 1, name: 'Downgrade Scheduled' }).waitFor();

    // Still Business until cancelAt, with the notice; Free is no longer offered in the dialog.
    await dashboardOn('business');
    const notice = page.getByTestId('plan-cancel-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^Your subscription downgrades to the Free plan on [A-Z][a-z]+ \d{1,2}, \d{4}\. All features remain until then\.$/);
    await planSection().getByRole('button', { name: 'Downgrade plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Downgrade your plan' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: /^Free/ }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it.skipIf(!stripeUrl)('past_due: the payment problem and Update payment method, which opens the portal; then the cancellation date is reached and the plan is Free', async () => {
    const state = (await (await fetch(`${stripeUrl}/_test/state`)).json()) as {
      customers: { id: string; email: string }[];
      subscriptions: { id: string; customer: string; status: string }[];
    };
    const customer = state.customers.find((c) => c.email === developer.email)!;
    const subscription = state.subscriptions.find((s) => s.customer === customer.id && s.status === 'active')!;
    const control = (path: string, body: unknown) =>
      fetch(`${stripeUrl}/_test/subscriptions/${subscription.id}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    expect((await control('status', { status: 'past_due' })).ok).toBe(true);
    await dashboardOn('business', 'past_due');
    expect(await page.getByTestId('payment-problem').textContent()).toContain('There is a problem with your payment.');
    expect(await planSection().getByRole('button', { name: 'Downgrade plan' }).count()).toBe(0);
    expect(await page.locator('[data-slot="webhooks"]').getAttribute('data-offered')).toBe('true');
    const posted = nextPost('/payments/create-customer-portal-session');
    await planSection().getByRole('button', { name: 'Update payment method' }).click();
    expect((await posted).get('inkcastType')).toBe('developer');
    await page.getByRole('heading', { name: 'Stripe stand-in customer portal' }).waitFor();
    await page.getByRole('link', { name: 'Return to Inkcast' }).click();
    await page.waitForURL((url) => url.origin === baseUrl && url.pathname.startsWith('/dashboard'));

    expect((await control('status', { status: 'active' })).ok).toBe(true);
    await dashboardOn('business', 'active');
    expect((await control('reach-cancel-at', {})).ok).toBe(true);
    await dashboardOn('free', 'none');
    expect(await planSection().innerText()).toContain('500 requests/month');
    expect(await page.locator('[data-slot="webhooks"]').getAttribute('data-offered')).toBe('false');
    expect(await settingsItems()).toEqual(['Developer Docs', 'Get Support', 'Log out']);
    expect(errors).toEqual([]);
  });
});
