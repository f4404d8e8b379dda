import { expect, it } from 'vitest';
import { signUpDeveloper } from './support/accounts';
import { startHarness } from './support/browser';
import { startMailbox } from './support/mailbox';
import { setDeveloperSubscription } from './support/server';

it('shots', async () => {
  const baseUrl = process.env.INKCAST_BASE_URL!;
  const harness = await startHarness();
  const mailbox = await startMailbox();
  const ctx = await harness.browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  const email = `shots-${Date.now()}@example.com`;
  const page = await signUpDeveloper(ctx, mailbox, baseUrl, { email, name: 'Shot' });
  const shot = async (name: string, full = false) => page.screenshot({ path: `/tmp/billing-web/${name}.png`, fullPage: full });
  await page.goto('/developers/pricing'); await page.getByTestId('plan-price').nth(2).waitFor(); await shot('pricing');
  await page.route('**/payments/plans', (r) => r.fulfill({ json: { configured: false, plans: [] } }));
  await page.goto('/developers/pricing'); await page.getByTestId('billing-not-configured').waitFor(); await shot('pricing-unconfigured');
  await page.goto('/dashboard/my-apps'); await page.getByTestId('billing-not-configured').waitFor();
  await page.locator('#plan').scrollIntoViewIfNeeded(); await shot('plan-unconfigured');
  await page.unroute('**/payments/plans');
  await page.goto('/dashboard/my-apps'); await page.getByTestId('plan-prices').waitFor(); await page.locator('#plan').scrollIntoViewIfNeeded(); await shot('plan-free');
  await setDeveloperSubscription(email, { plan: 'PRO', status: 'active' });
  await page.goto('/dashboard/my-apps'); await page.getByRole('button', { name: 'Upgrade to Business' }).click(); await page.getByRole('dialog').waitFor(); await page.waitForTimeout(400); await shot('pro-modal');
  await setDeveloperSubscription(email, { plan: 'BUSINESS', status: 'active' });
  await page.goto('/dashboard/my-apps'); await page.locator('#plan').scrollIntoViewIfNeeded(); await shot('plan-business');
  await page.getByRole('button', { name: 'Downgrade plan' }).click(); await page.getByRole('dialog').waitFor(); await page.waitForTimeout(400); await shot('downgrade-choose');
  await page.getByRole('dialog').getByRole('button', { name: /^Pro/ }).click(); await page.waitForTimeout(300); await shot('downgrade-pro');
  await page.getByRole('button', { name: 'Back' }).click(); await page.getByRole('dialog').getByRole('button', { name: /^Free/ }).click(); await page.waitForTimeout(300); await shot('downgrade-free');
  for (const [n, u] of [['r-success', '/billing/payment-success?planType=Pro'], ['r-failed', '/billing/payment-failed?planType=Business&reason=Your%20card%20was%20declined.'], ['r-free', '/billing/downgrade-success'], ['r-business', '/billing/business-upgrade-success?billingDate=1900000000'], ['r-pro', '/billing/pro-downgrade-success?billingDate=1900000000'], ['r-unavail', '/billing/unavailable?reason=There%20is%20no%20billing%20account%20to%20manage%20yet.']]) {
    await page.goto(u); await page.getByTestId('billing-result').waitFor(); await shot(n);
  }
  await mailbox.close(); await harness.close();
  expect(1).toBe(1);
}, 120000);
