import type { BrowserContext, Page } from 'playwright-core';
import { loginLinkIn, type Mailbox } from './mailbox';
import { createInviteCode } from './server';

/**
 * Fills Name and Email on the open sign-up form, submits it, and follows the login link e-mailed
 * to `account.email` (rebased onto `baseUrl`); the caller waits for where it lands.
 */
export async function submitSignUp(page: Page, mailbox: Mailbox, baseUrl: string, account: { email: string; name: string }): Promise<void> {
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
  const link = loginLinkIn(await mailbox.waitFor(account.email));
  await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
}

/**
 * Signs a new developer up through the real flow, as a person would: an operator's invite code,
 * the invite-code and sign-up steps at /signup/developers, then the login link e-mailed over
 * SMTP. Resolves with the page, signed in on /dashboard/my-apps.
 */
export async function signUpDeveloper(context: BrowserContext, mailbox: Mailbox, baseUrl: string, account: { email: string; name: string }): Promise<Page> {
  const inviteCode = await createInviteCode(account.email);
  const page = await context.newPage();
  await page.goto('/signup/developers');
  await page.getByRole('form', { name: 'Verify invite code' }).getByLabel('Invite code').fill(inviteCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Sign up for your API key' }).waitFor();
  await submitSignUp(page, mailbox, baseUrl, account);
  await page.waitForURL((url) => url.pathname === '/dashboard/my-apps');
  await page.getByRole('heading', { level: 1, name: 'Developer dashboard' }).waitFor();
  return page;
}
