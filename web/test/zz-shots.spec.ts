import { chromium } from 'playwright-core';
import { it } from 'vitest';
import { startMailbox, loginLinkIn } from './support/mailbox';
it('shots', async () => {
  const base = 'http://127.0.0.1:3997';
  const mailbox = await startMailbox(2526);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
  const ctx = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('shot-' + process.env.SHOT + '@example.com');
  await page.getByRole('button', { name: 'Email me a login link' }).click();
  await page.goto(loginLinkIn(await mailbox.waitFor('shot-' + process.env.SHOT + '@example.com')));
  await page.waitForURL(/my-apps/);
  await page.waitForSelector('[data-testid=api-usage]');
  await page.screenshot({ path: '/tmp/shot-mobile-dash.png' });
  await browser.close();
  await mailbox.close();
});
