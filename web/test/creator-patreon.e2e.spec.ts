import { ComicNotice } from '@inkcast/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEpisodes, createComic, startCreatorSession, type CreatorSession } from './support/creator';

// Exclusive content (spec 001 §2 Payments page, §4 paid episodes and the payment rule dialog, §5,
// §7 the connect form post) in Chromium against the real server, which talks to the Patreon
// stand-in (server/test/patreon-stand-in.mjs, started by scripts/browser-tests.sh at
// PATREON_API_BASE): the creator goes through its consent page and back, the demo campaign's
// tiers (Supporter $3, Patron $5 a month) become the rule dialog's tiers, and the episodes a
// LAST_X rule covers read as paid. The tests build on each other in order.

const baseUrl = process.env.INKCAST_BASE_URL?.replace(/\/+$/, '');
const patreonBase = process.env.PATREON_API_BASE?.replace(/\/+$/, '');
const run = Date.now().toString(36);
const TIERS = ['Supporter · $3.00 monthly', 'Patron · $5.00 monthly'];
/** When the oldest episode became free to everyone: two days ago, on a half hour (epoch seconds). */
const freeSince = Math.floor(Date.now() / 1000 / 1800) * 1800 - 2 * 86400;

let session: CreatorSession;
let page: Page;
let errors: string[];
let seriesUuid: string;
/** Published oldest first: 'The Old Days' (free since `freeSince`), 'Middle', 'Latest'. */
let episodes: { old: string; middle: string; latest: string };

const paymentsPath = () => `/dashboard/edit/payments/comicseries/${seriesUuid}`;
const editPath = (uuid: string) => `/dashboard/comicseries/${seriesUuid}/episode/${uuid}/edit`;

/** Clicks 'Connect Patreon' and waits for the stand-in's consent page. */
async function startConnecting(): Promise<URL> {
  await page.goto(paymentsPath());
  await page.getByRole('button', { name: 'Connect Patreon' }).click();
  await page.waitForURL((url) => `${url.origin}${url.pathname}` === `${patreonBase}/oauth2/authorize`);
  await page.getByRole('heading', { level: 1, name: 'Allow Inkcast to access your Patreon account?' }).waitFor();
  return new URL(page.url());
}

/** The exclusive-content section's notices of an episode's edit form, once loaded. */
async function openEpisodeForm(uuid: string): Promise<void> {
  await page.goto(editPath(uuid));
  await page.getByRole('heading', { level: 1, name: 'Edit Episode' }).waitFor();
  await page.getByRole('heading', { name: 'Exclusive content' }).waitFor();
}

describe.skipIf(!baseUrl || !patreonBase)('exclusive content: connecting Patreon through its OAuth pages, the payment rules and paid episodes', () => {
  beforeAll(async () => {
    // A fixed locale and time zone: the free-since date reads the same on every machine.
    session = await startCreatorSession({ workDirPrefix: 'inkcast-patreon-', account: { email: `patron-${run}@example.com`, name: 'Pepper Patreon' }, locale: 'en-US', timezoneId: 'UTC' });
    ({ page, errors } = session);
    seriesUuid = await createComic(page, session.images, { name: `Exclusive ${run}`, publish: true });
    const [old, middle, latest] = await addEpisodes(page, seriesUuid, ['The Old Days', 'Middle', 'Latest'], { published: true, freeFrom: { 'The Old Days': freeSince } });
    episodes = { old, middle, latest };
  }, 120000);

  afterAll(async () => {
    await session?.close();
  });

  it('Connect Patreon posts the form and sends the creator to the OAuth consent page; Deny comes back cancelled', async () => {
    const authorize = await startConnecting();
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('client_id')).toBe(process.env.PATREON_CLIENT_ID);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${baseUrl}/auth/patreon/callback`);
    expect(authorize.searchParams.get('scope')?.split(' ')).toContain('campaigns');
    expect(authorize.searchParams.get('state')).toBeTruthy();

    await page.getByRole('button', { name: 'Deny' }).click();
    await page.waitForURL((url) => url.pathname === paymentsPath());
    expect(await page.getByTestId('patreon-error').innerText()).toBe('The Patreon connection was cancelled.');
    // Nothing connected: still the Connect button.
    expect(await page.getByRole('button', { name: 'Connect Patreon' }).isVisible()).toBe(true);
    expect(await page.getByTestId('platform-connected').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('Allow comes back connected, with the campaign tiers in USD', async () => {
    await startConnecting();
    await page.getByText('Signed in as Pepper & Carrot').waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === paymentsPath() && url.searchParams.get('patreon') === 'connected');
    await page.getByTestId('patreon-connected').waitFor();
    const connected = page.getByTestId('platform-connected');
    expect(await connected.innerText()).toContain('Patreon connected: Pepper & Carrot');
    expect(await page.getByRole('list', { name: 'Tiers' }).getByRole('listitem').allInnerTexts()).toEqual(TIERS);
    expect(await page.getByRole('button', { name: 'Reconnect Patreon' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the rule dialog reveals platform, then the Patreon tiers, then the episode scope; a LAST_X rule is added and listed', async () => {
    await page.goto(paymentsPath());
    await page.getByTestId('payment-rules-empty').waitFor();
    await page.getByRole('button', { name: 'Add a Rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a payment rule' });
    await dialog.waitFor();
    const steps = dialog.locator('[data-rule-step]');
    expect(await steps.count()).toBe(1);
    await dialog.getByLabel('Patreon').check();
    expect(await steps.count()).toBe(2);
    await dialog.getByLabel('Tier').click();
    expect(await page.getByRole('listbox').getByRole('option').allInnerTexts()).toEqual(TIERS);
    await page.getByRole('option', { name: TIERS[0] }).click();
    expect(await steps.count()).toBe(3);
    expect(await steps.nth(2).innerText()).toContain('Pick the episodes');
    await dialog.getByLabel('Latest Episodes').fill('3');
    await dialog.getByRole('button', { name: 'Save Rule' }).click();
    await dialog.waitFor({ state: 'detached' });

    const rules = page.getByRole('list', { name: 'Payment rules' });
    await rules.getByText('The latest 3 episodes').waitFor();
    expect(await rules.innerText()).toContain(`Patreon · ${TIERS[0]}`);
    // Stored, not only shown.
    await page.reload();
    await rules.getByText('The latest 3 episodes').waitFor();
    expect(await rules.getByRole('listitem').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a covered published episode reads as paid with a link to payment settings; one past its free date reads "free since"', async () => {
    await openEpisodeForm(episodes.latest);
    const paid = page.getByTestId('paid-episode-notice');
    await paid.getByText(ComicNotice.PAID_EPISODE).waitFor();
    expect(new URL((await paid.getByRole('link', { name: 'Payment settings' }).getAttribute('href'))!, baseUrl).pathname).toBe(paymentsPath());
    // A PAID episode offers the exclusive-availability date.
    const freeOnDate = page.getByLabel('Make this episode free for everyone on a date');
    expect(await freeOnDate.isChecked()).toBe(false);
    expect(await page.getByTestId('free-episode-notice').count()).toBe(0);

    // The oldest is inside the rule's latest 3, but its free date has passed: FREE, since that date.
    await openEpisodeForm(episodes.old);
    const free = page.getByTestId('free-episode-notice');
    await free.waitFor();
    const shownDate = await page.evaluate((at) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at * 1000)), freeSince);
    expect(await free.innerText()).toBe(`${ComicNotice.FREE_EPISODE_SINCE} ${shownDate}`);
    expect(await page.getByTestId('paid-episode-notice').count()).toBe(0);
    expect(await page.getByLabel('Make this episode free for everyone on a date').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a paid episode given a free date saves it and stays paid until then', async () => {
    await openEpisodeForm(episodes.middle);
    await page.getByTestId('paid-episode-notice').waitFor();
    await page.getByLabel('Make this episode free for everyone on a date').check();
    const time = page.getByLabel('Free for everyone on: time');
    await time.waitFor();
    const chosen = (await time.innerText()).trim();
    expect(chosen).toMatch(/\d/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('episode-saved').waitFor();

    await page.reload();
    await page.getByTestId('paid-episode-notice').getByText(ComicNotice.PAID_EPISODE).waitFor();
    expect(await page.getByLabel('Make this episode free for everyone on a date').isChecked()).toBe(true);
    expect((await page.getByLabel('Free for everyone on: time').innerText()).trim()).toBe(chosen);
    expect(errors).toEqual([]);
  });

  it("deleting a rule asks 'Are you sure you delete this rule?'; Cancel keeps it, Delete removes it and the episodes are free again", async () => {
    await page.goto(paymentsPath());
    const rules = page.getByRole('list', { name: 'Payment rules' });
    await rules.getByText('The latest 3 episodes').waitFor();

    await page.getByRole('button', { name: 'Delete rule: The latest 3 episodes' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete rule' });
    await confirm.getByText(ComicNotice.DELETE_RULE_CONFIRM, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await rules.getByRole('listitem').count()).toBe(1);

    await page.getByRole('button', { name: 'Delete rule: The latest 3 episodes' }).click();
    await confirm.getByText(ComicNotice.DELETE_RULE_CONFIRM, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('payment-rules-empty').waitFor();
    await page.reload();
    await page.getByTestId('payment-rules-empty').waitFor();

    await openEpisodeForm(episodes.latest);
    await page.getByText('This episode is free to read for everyone.', { exact: false }).waitFor();
    expect(await page.getByTestId('paid-episode-notice').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
