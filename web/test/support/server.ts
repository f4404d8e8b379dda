import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The operator CLI of the server under test (built by `pnpm -r build`). */
const cliPath = fileURLToPath(new URL('../../../server/dist/cli.js', import.meta.url));

/** The database of the browser tests, the one the server under test uses (scripts/test.sh). */
export const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/inkcast_browser_test';

/** Creates an invite code for `email` as an operator does: `inkcast invite:create --email E`. */
export async function createInviteCode(email: string): Promise<string> {
  const { stdout } = await run('node', [cliPath, 'invite:create', '--email', email], { env: { ...process.env, DATABASE_URL } });
  const { inviteCode } = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { inviteCode?: string };
  if (!inviteCode) throw new Error(`invite:create printed no inviteCode: ${stdout}`);
  return inviteCode;
}

/**
 * Sets a user's developer subscription directly in the database, standing in for the billing
 * issue's Stripe webhooks (which are not part of this issue).
 */
export async function setDeveloperSubscription(
  email: string,
  change: { plan: 'FREE' | 'PRO' | 'BUSINESS'; status: 'active' | 'past_due' | 'unpaid' | 'none'; cancelAt?: number | null },
): Promise<void> {
  const sql = `UPDATE users SET developer_plan = '${change.plan}', developer_subscription_status = '${change.status}', cancel_at = ${
    change.cancelAt ?? 'NULL'
  } WHERE lower(email) = lower('${email.replace(/'/g, "''")}')`;
  await run('psql', [DATABASE_URL, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql]);
}

/** The public API answer to one counted request with the given credentials. */
export async function callPublicApi(baseUrl: string, userId: string, apiKey: string): Promise<{ status: number; body: { data?: unknown; errors?: { code?: string; message: string }[] } }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-USER-ID': userId, 'X-API-KEY': apiKey },
    body: JSON.stringify({ query: '{ getPodcastSeries(name: "Serial") { uuid name } }' }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { code?: string; message: string }[] } };
}
