import { ValidationMessage } from '@inkcast/schema';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpDeveloper } from './support/accounts';
import { startHarness, type E2eHarness } from './support/browser';
import { startMailbox, type Mailbox } from './support/mailbox';
import { setDeveloperSubscription } from './support/server';

// The webhooks section of /dashboard/my-apps (spec §2 "Webhooks", §5 "Webhook", §6) in Chromium
// against the real server (INKCAST_BASE_URL) and its worker: a Business developer adds an endpoint
// pointing at a receiver this test runs on loopback (scripts/test.sh sets WEBHOOK_ALLOWED_HOSTS),
// sends a test event, sees it in the delivery log, and the receiver verifies it with the official
// standardwebhooks package; a Free developer cannot create one. The tests build on each other.

const baseUrl = process.env.INKCAST_BASE_URL?.replace(/\/+$/, '');
const run = Date.now().toString(36);

/** One request the receiver got. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let harness: E2eHarness;
let mailbox: Mailbox;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

const developer = { email: `webhooks-${run}@example.com`, name: 'Wendy Webhooks' };
let context: BrowserContext;
let page: Page;
let errors: string[];
let secret = '';

/** Waits until `check` holds, polling (the delivery log and the receiver are asynchronous). */
async function eventually(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 20000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The headers of a received request as standardwebhooks reads them. */
function signatureHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return {
    'webhook-id': String(headers['webhook-id']),
    'webhook-timestamp': String(headers['webhook-timestamp']),
    'webhook-signature': String(headers['webhook-signature']),
  };
}

function addButton(): Locator {
  return page.getByTestId('add-webhook');
}

describe.skipIf(!baseUrl)('webhooks in the developer dashboard', () => {
  beforeAll(async () => {
    harness = await startHarness();
    mailbox = await startMailbox();
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('received by the browser test');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/inkcast-hook`;
  });

  afterAll(async () => {
    await context?.close();
    await new Promise((resolve) => receiver?.close(resolve));
    await mailbox?.close();
    await harness?.close();
  });

  it("a Free developer sees the create button disabled and labelled '(Business accounts only)'", async () => {
    context = await harness.browser.newContext({ baseURL: baseUrl });
    page = await signUpDeveloper(context, mailbox, baseUrl!, developer);
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByText('No webhook endpoints yet.').waitFor();
    expect(await addButton().isDisabled()).toBe(true);
    expect(await addButton().innerText()).toContain('(Business accounts only)');
    expect(await page.locator('[data-slot="webhooks"]').getAttribute('data-offered')).toBe('false');
  });

  it('a Business developer with an active subscription adds an endpoint, with the form checked by the spec messages', async () => {
    await setDeveloperSubscription(developer.email, { plan: 'BUSINESS', status: 'active' });
    await page.reload();
    await page.getByRole('region', { name: 'Webhooks' }).getByText('No webhook endpoints yet.').waitFor();
    await eventually(async () => !(await addButton().isDisabled()), 'the create button to be enabled');
    expect(await addButton().innerText()).not.toContain('Business accounts only');

    await addButton().click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await dialog.waitFor();
    // Nothing filled in: both messages of spec §5.
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await dialog.getByText(ValidationMessage.WEBHOOK_ENDPOINT_URL_REQUIRED).waitFor();
    await dialog.getByText(ValidationMessage.WEBHOOK_EVENTS_REQUIRED).waitFor();
    await dialog.getByLabel('Endpoint URL').fill('ftp://example.com/hook');
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await dialog.getByText(ValidationMessage.WEBHOOK_ENDPOINT_URL_INVALID).waitFor();

    // The event picker is grouped by type; checking a group checks its events.
    await dialog.getByLabel('Endpoint URL').fill(receiverUrl);
    const group = dialog.getByRole('group', { name: 'podcastseries events' });
    await group.getByRole('checkbox', { name: 'podcastseries', exact: true }).check();
    expect(await group.getByRole('checkbox', { name: 'podcastseries.updated' }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'podcastepisode.created' }).check();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await dialog.waitFor({ state: 'detached' });

    const item = page.getByTestId('webhook-item');
    await item.waitFor();
    expect(await item.getByTestId('webhook-url').textContent()).toBe(receiverUrl);
    expect(await item.getByTestId('webhook-status').textContent()).toBe('ACTIVE');
    const events = await item.getByTestId('webhook-events').innerText();
    for (const name of ['podcastseries.created', 'podcastseries.updated', 'podcastseries.deleted', 'podcastseries.new_episodes_released', 'podcastepisode.created']) {
      expect(events).toContain(name);
    }
    expect(events).not.toContain('comicseries');

    // The secret is hidden until revealed.
    expect(await item.getByTestId('webhook-secret').textContent()).not.toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
    await item.getByRole('button', { name: 'Reveal secret' }).click();
    secret = (await item.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    expect(await item.getByRole('button', { name: 'Copy signing secret' }).isVisible()).toBe(true);

    // The plan's limit (allowedWebhookLimit, default 1) is reached: the button is disabled, not Business-only.
    expect(await addButton().isDisabled()).toBe(true);
    expect(await addButton().innerText()).not.toContain('Business accounts only');
  });

  it('sends a test event: it shows in the delivery log with status code 200 and the receiver verifies it with standardwebhooks', async () => {
    const item = page.getByTestId('webhook-item');
    await item.getByRole('button', { name: 'Send test event' }).click();
    const row = item.getByTestId('delivery-row').first();
    await row.waitFor();
    await eventually(async () => (await row.getByTestId('delivery-status-code').textContent()) === '200', 'status code 200 in the log');
    expect(await row.getByTestId('delivery-event').textContent()).toBe('podcastseries.updated');
    expect(await row.getByTestId('delivery-status').textContent()).toBe('SUCCEEDED');
    expect(await row.getByTestId('delivery-attempt').textContent()).toBe('1');
    expect(await row.innerText()).toContain('received by the browser test');
    expect(await row.innerText()).toMatch(/\d+ ms/);

    await eventually(() => received.length >= 1, 'the receiver to get the test event');
    const first = received[0];
    expect(first.path).toBe('/inkcast-hook');
    const payload = new Webhook(secret).verify(first.body, signatureHeaders(first.headers)) as { type?: string; taddyType?: string; action?: string };
    expect(payload.taddyType).toBe('podcastseries');
    expect(payload.action).toBe('updated');
    // A wrong secret does not verify.
    expect(() => new Webhook(`whsec_${Buffer.from('not the secret of this endpoint').toString('base64')}`).verify(first.body, signatureHeaders(first.headers))).toThrow();

    // Replay sends the same event again (same webhook-id), as a new attempt in the log.
    await row.getByRole('button', { name: 'Replay' }).click();
    await eventually(() => received.length >= 2, 'the replayed delivery');
    expect(received[1].headers['webhook-id']).toBe(first.headers['webhook-id']);
    new Webhook(secret).verify(received[1].body, signatureHeaders(received[1].headers));
    await eventually(async () => (await item.getByTestId('delivery-row').first().getByTestId('delivery-attempt').textContent()) === '2', 'attempt 2 in the log');
  });

  it('pauses and resumes the endpoint, and rolls its secret', async () => {
    const item = page.getByTestId('webhook-item');
    await item.getByRole('button', { name: 'Pause' }).click();
    await eventually(async () => (await item.getByTestId('webhook-status').textContent()) === 'INACTIVE', 'INACTIVE');
    await item.getByRole('button', { name: 'Resume' }).click();
    await eventually(async () => (await item.getByTestId('webhook-status').textContent()) === 'ACTIVE', 'ACTIVE');

    await item.getByRole('button', { name: 'Roll secret' }).click();
    const confirm = page.getByRole('dialog', { name: 'Roll the signing secret?' });
    await confirm.getByRole('button', { name: 'Roll secret' }).click();
    await eventually(async () => {
      const text = (await item.getByTestId('webhook-secret').textContent()) ?? '';
      return text.startsWith('whsec_') && text !== secret && !text.includes('•');
    }, 'a new secret');
  });

  it("asks 'Are you sure you delete this webhook?' before deleting", async () => {
    const item = page.getByTestId('webhook-item');
    await item.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete webhook' });
    await dialog.waitFor();
    expect(await dialog.getByText('Are you sure you delete this webhook?').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('webhook-item').count()).toBe(1);

    await item.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('region', { name: 'Webhooks' }).getByText('No webhook endpoints yet.').waitFor();
    expect(await page.getByTestId('webhook-item').count()).toBe(0);
    expect(await addButton().isDisabled()).toBe(false);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });
});
