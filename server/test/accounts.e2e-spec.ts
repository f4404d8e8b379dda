import { AccountMessage } from '@inkcast/schema';
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountsService } from '../src/accounts/accounts.service';
import { MailService } from '../src/common/mail';
import { Inkcast, startInkcast } from './support/harness';
import { Mailbox, loginLinkIn, loginTokenIn, startMailbox } from './support/mailbox';
import { Visitor, followLoginMail, logIn, newAddress, resetLoginLinkLimits, setCookies, signUpCreator } from './support/visitor';

/**
 * Accounts (developer spec §2 sign-up steps, §3 signup payload, §5 validation, §7 calls; issue 3):
 * invite requests and codes, developer and creator sign-up, e-mailed login links, sessions and CSRF,
 * through the real HTTP routes, with mail received by a real SMTP server.
 */

/** Spec §5 messages, to the letter. */
const NAME_BLANK = 'Name cannot be blank';
const NAME_IS_EMAIL = 'It looks you entered an email instead of your name. Please check your name.';
const EMAIL_BLANK = 'Email cannot be blank';
const EMAIL_INVALID = "Check your email. It doesn't look valid";
const INVITE_CODE_BLANK = 'Invite Code cannot be blank';

let ink: Inkcast;
let mailbox: Mailbox;
let accounts: AccountsService;
/** The MailService instance AccountsService sends with. */
let mail: MailService;

beforeAll(async () => {
  mailbox = await startMailbox();
  ink = await startInkcast();
  accounts = ink.app.get(AccountsService);
  mail = (accounts as unknown as { mail: MailService }).mail;
});

afterAll(async () => {
  await ink?.close();
  await mailbox?.close();
});

beforeEach(async () => {
  await resetLoginLinkLimits(ink);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function invites(email: string): Promise<{ code: string | null; name: string | null; status: string; used_by_user_id: number | null; used_at: Date | null }[]> {
  return ink.db.query('SELECT code, name, status, used_by_user_id, used_at FROM invite WHERE lower(email) = lower($1) ORDER BY id', [email]);
}

async function usersWith(email: string): Promise<{ id: number; name: string | null; is_developer: boolean; is_creator: boolean; webtoon_link: string | null; email_verified_at: Date | null }[]> {
  return ink.db.query('SELECT id, name, is_developer, is_creator, webtoon_link, email_verified_at FROM users WHERE lower(email) = lower($1)', [email]);
}

async function loginTokenCount(): Promise<number> {
  const [{ n }] = await ink.db.query('SELECT count(*)::int AS n FROM login_token');
  return n;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The four name/email rules of §5 shared by the invite request and both sign-ups: [rule, name, email, message]. */
const NAME_AND_EMAIL_RULES: [string, string | undefined, string | undefined, string][] = [
  ['name blank', '', 'ana@example.test', NAME_BLANK],
  ['name only spaces', '   ', 'ana@example.test', NAME_BLANK],
  ['name missing', undefined, 'ana@example.test', NAME_BLANK],
  ['name looks like an email', 'ana@example.test', 'ana@example.test', NAME_IS_EMAIL],
  ['email blank', 'Ana', '', EMAIL_BLANK],
  ['email missing', 'Ana', undefined, EMAIL_BLANK],
  ['email invalid (no domain dot)', 'Ana', 'ana@example', EMAIL_INVALID],
  ['email invalid (no @)', 'Ana', 'ana.example.test', EMAIL_INVALID],
  ['email invalid (spaces)', 'Ana', 'ana lee@example.test', EMAIL_INVALID],
];

describe('invite request: POST /auth/invite-request (§5, §7 getInviteCode)', () => {
  it.each(NAME_AND_EMAIL_RULES)('%s → 400 {status: error, message} and nothing recorded', async (_rule, name, email, message) => {
    const [{ n: before }] = await ink.db.query('SELECT count(*)::int AS n FROM invite');
    const res = await new Visitor(ink).post('/auth/invite-request', { name, email });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message });
    const [{ n: after }] = await ink.db.query('SELECT count(*)::int AS n FROM invite');
    expect(after).toBe(before);
  });

  it('a valid request → {status: success}, recorded as REQUESTED with the name', async () => {
    const email = newAddress('invitee');
    const res = await new Visitor(ink).post('/auth/invite-request', { name: '  Ana Lee ', email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success' });
    expect(await invites(email)).toEqual([{ code: null, name: 'Ana Lee', status: 'REQUESTED', used_by_user_id: null, used_at: null }]);
  });

  it('asking twice (even with the address in other case) answers success and keeps one request', async () => {
    const email = newAddress('twice');
    const visitor = new Visitor(ink);
    expect((await visitor.post('/auth/invite-request', { name: 'Ana', email })).body).toEqual({ status: 'success' });
    expect((await visitor.post('/auth/invite-request', { name: 'Ana', email })).body).toEqual({ status: 'success' });
    expect((await visitor.post('/auth/invite-request', { name: 'Ana', email: email.toUpperCase() })).body).toEqual({ status: 'success' });
    expect(await invites(email)).toHaveLength(1);
  });
});

describe('invite codes: AccountsService.createInvite (invite:create) and POST /auth/verify-invite-code (§5, §7 verifyInviteCode)', () => {
  it('createInvite approves the pending request of the address (one row, ISSUED, with its code)', async () => {
    const email = newAddress('approved');
    await new Visitor(ink).post('/auth/invite-request', { name: 'Ana', email });
    const code = await accounts.createInvite(email);
    expect(code).toMatch(/^[A-Z2-9]{6,}$/);
    expect(await invites(email)).toEqual([{ code, name: 'Ana', status: 'ISSUED', used_by_user_id: null, used_at: null }]);
  });

  it('createInvite without a request issues a new code; codes differ', async () => {
    const email = newAddress('unrequested');
    const a = await accounts.createInvite(email);
    const b = await accounts.createInvite(newAddress('unrequested'));
    expect(a).not.toBe(b);
    expect(await invites(email)).toMatchObject([{ code: a, status: 'ISSUED' }]);
  });

  it.each([
    ['blank', ''],
    ['only spaces', '   '],
    ['missing', undefined],
  ])("invite code %s → 400 'Invite Code cannot be blank'", async (_rule, inviteCode) => {
    const res = await new Visitor(ink).post('/auth/verify-invite-code', { inviteCode });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message: INVITE_CODE_BLANK });
  });

  it('an unknown code → 400 INVITE_CODE_INVALID', async () => {
    const res = await new Visitor(ink).post('/auth/verify-invite-code', { inviteCode: 'NOSUCHCODE' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message: AccountMessage.INVITE_CODE_INVALID });
  });

  it('a requested but not yet approved invite has no code to verify', async () => {
    const email = newAddress('pending');
    await new Visitor(ink).post('/auth/invite-request', { name: 'Ana', email });
    const [{ code }] = await invites(email);
    expect(code).toBeNull();
  });

  it('an issued code → {status: success}, also typed in lower case with spaces around', async () => {
    const code = await accounts.createInvite(newAddress('verify'));
    const visitor = new Visitor(ink);
    const res = await visitor.post('/auth/verify-invite-code', { inviteCode: code });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success' });
    expect((await visitor.post('/auth/verify-invite-code', { inviteCode: ` ${code.toLowerCase()} ` })).body).toEqual({ status: 'success' });
  });
});

describe('developer sign-up: POST /auth/signup-developer (§3 signup payload, §5, §7)', () => {
  it.each(NAME_AND_EMAIL_RULES)('%s → 400 with its message, no user created', async (_rule, name, email, message) => {
    const inviteCode2 = await accounts.createInvite(newAddress('unused'));
    const [{ n: before }] = await ink.db.query('SELECT count(*)::int AS n FROM users');
    const res = await new Visitor(ink).post('/auth/signup-developer', { name, email, webtoonLink: '', inviteCode2 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message });
    const [{ n: after }] = await ink.db.query('SELECT count(*)::int AS n FROM users');
    expect(after).toBe(before);
  });

  it.each([
    ['blank', ''],
    ['missing', undefined],
  ])("invite code %s → 400 'Invite Code cannot be blank', no user created", async (_rule, inviteCode2) => {
    const email = newAddress('nocode');
    const res = await new Visitor(ink).post('/auth/signup-developer', { name: 'Ana', email, webtoonLink: '', inviteCode2 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message: INVITE_CODE_BLANK });
    expect(await usersWith(email)).toEqual([]);
  });

  it('an unknown invite code → 400 INVITE_CODE_INVALID: no user row, no login link, no e-mail', async () => {
    const send = vi.spyOn(mail, 'send');
    const tokens = await loginTokenCount();
    const email = newAddress('unknown-code');
    const res = await new Visitor(ink).post('/auth/signup-developer', { name: 'Ana', email, webtoonLink: '', inviteCode2: 'NOSUCHCODE' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message: AccountMessage.INVITE_CODE_INVALID });
    expect(await usersWith(email)).toEqual([]);
    expect(await loginTokenCount()).toBe(tokens);
    expect(send).not.toHaveBeenCalled();
  });

  it('success → {status: login-link-sent}; the user is a developer, the invite USED by them, and the e-mail carries /verify-login?token=…', async () => {
    const email = newAddress('signup');
    const inviteCode2 = await accounts.createInvite(email);
    const visitor = new Visitor(ink);
    const res = await visitor.post('/auth/signup-developer', { name: ' Ana Lee ', email, webtoonLink: 'https://webtoons.example/ana', inviteCode2 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'login-link-sent' });

    const [user] = await usersWith(email);
    expect(user).toMatchObject({ name: 'Ana Lee', is_developer: true, is_creator: false, webtoon_link: 'https://webtoons.example/ana', email_verified_at: null });
    const [invite] = await invites(email);
    expect(invite).toMatchObject({ code: inviteCode2, status: 'USED', used_by_user_id: user.id });
    expect(invite.used_at).toBeInstanceOf(Date);

    const message = await mailbox.next(email);
    const link = loginLinkIn(message);
    expect(link).toMatch(new RegExp(`^${process.env.PUBLIC_URL}/verify-login\\?token=[\\w-]{20,}$`));
    expect(message.html).toContain(`href="${link}"`);

    // Following the link signs in as that developer (the verify-login step) and verifies the address.
    const verified = await visitor.post('/auth/verify-login', { token: loginTokenIn(message) });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ status: 'success', redirect: '/dashboard' });
    const { user: sessionUser } = await visitor.session();
    expect(sessionUser).toMatchObject({ id: user.id, email, name: 'Ana Lee', isDeveloper: true, isCreator: false });
    expect((await usersWith(email))[0].email_verified_at).toBeInstanceOf(Date);
  });

  it('a used invite code is refused (verify and sign-up) and no second user is created', async () => {
    const first = newAddress('first');
    const code = await accounts.createInvite(first);
    expect((await new Visitor(ink).post('/auth/signup-developer', { name: 'First', email: first, inviteCode2: code })).body).toEqual({ status: 'login-link-sent' });
    await mailbox.next(first);
    const second = newAddress('second');
    const res = await new Visitor(ink).post('/auth/signup-developer', { name: 'Second', email: second, inviteCode2: code });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message: AccountMessage.INVITE_CODE_INVALID });
    expect(await usersWith(second)).toEqual([]);
    const verify = await new Visitor(ink).post('/auth/verify-invite-code', { inviteCode: code });
    expect(verify.status).toBe(400);
    expect(verify.body).toEqual({ status: 'error', message: AccountMessage.INVITE_CODE_INVALID });
    const [{ id: firstId }] = await usersWith(first);
    expect((await invites(first))[0]).toMatchObject({ status: 'USED', used_by_user_id: firstId });
  });

  it('two sign-ups racing for one invite code: exactly one succeeds, one user is created', async () => {
    const code = await accounts.createInvite(newAddress('race'));
    const emails = [newAddress('racer'), newAddress('racer')];
    const answers = await Promise.all(emails.map((email) => new Visitor(ink).post('/auth/signup-developer', { name: 'Racer', email, inviteCode2: code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const created = (await Promise.all(emails.map(usersWith))).flat();
    expect(created).toHaveLength(1);
    await mailbox.next(emails[answers.findIndex((a) => a.status === 200)]);
  });

  it('a webtoon link that is not http(s) is refused without using the invite', async () => {
    const email = newAddress('webtoon');
    const code = await accounts.createInvite(email);
    const res = await new Visitor(ink).post('/auth/signup-developer', { name: 'Ana', email, webtoonLink: 'javascript:alert(1)', inviteCode2: code });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('error');
    expect(await usersWith(email)).toEqual([]);
    expect((await invites(email))[0].status).toBe('ISSUED');
  });

  it('an existing creator signing up as a developer becomes both (one account, name kept)', async () => {
    const email = newAddress('both');
    await signUpCreator(ink, mailbox, email, 'Cora');
    const code = await accounts.createInvite(email);
    const visitor = new Visitor(ink);
    const res = await visitor.post('/auth/signup-developer', { name: 'Another Name', email: email.toUpperCase(), inviteCode2: code });
    expect(res.body).toEqual({ status: 'login-link-sent' });
    const rows = await usersWith(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Cora', is_creator: true, is_developer: true });
    await followLoginMail(mailbox, visitor, email);
    expect((await visitor.session()).user).toMatchObject({ id: rows[0].id, isCreator: true, isDeveloper: true });
  });
});

describe('creator sign-up: POST /auth/signup', () => {
  it.each(NAME_AND_EMAIL_RULES)('%s → 400 with its message, no user created', async (_rule, name, email, message) => {
    const [{ n: before }] = await ink.db.query('SELECT count(*)::int AS n FROM users');
    const res = await new Visitor(ink).post('/auth/signup', { name, email });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message });
    const [{ n: after }] = await ink.db.query('SELECT count(*)::int AS n FROM users');
    expect(after).toBe(before);
  });

  it('success → {status: login-link-sent}; a creator (not a developer); the e-mailed link signs in', async () => {
    const email = newAddress('creator');
    const visitor = new Visitor(ink);
    const res = await visitor.post('/auth/signup', { name: 'Cora', email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'login-link-sent' });
    expect(await usersWith(email)).toMatchObject([{ name: 'Cora', is_creator: true, is_developer: false }]);
    await followLoginMail(mailbox, visitor, email);
    expect((await visitor.session()).user).toMatchObject({ email, isCreator: true, isDeveloper: false });
  });
});

describe('login links: POST /auth/login-link and /auth/verify-login', () => {
  /** A user with an account (a creator), without going through the mail. */
  async function account(): Promise<string> {
    const email = newAddress('member');
    await ink.db.query(`INSERT INTO users (email, name, is_creator) VALUES ($1, 'Member', true)`, [email]);
    return email;
  }

  it.each([
    ['blank', '', EMAIL_BLANK],
    ['invalid', 'nobody@localhost', EMAIL_INVALID],
  ])('an email %s → 400 with its message', async (_rule, email, message) => {
    const res = await new Visitor(ink).post('/auth/login-link', { email });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message });
  });

  it('the answer is the same for an address with and without an account; only the account gets a link and an e-mail', async () => {
    const known = await account();
    const unknown = newAddress('stranger');
    const send = vi.spyOn(mail, 'send');
    const tokens = await loginTokenCount();

    const a = await new Visitor(ink).post('/auth/login-link', { email: unknown });
    const b = await new Visitor(ink).post('/auth/login-link', { email: known });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual({ status: 'login-link-sent' });
    expect(b.body).toEqual(a.body);
    expect(a.text).toBe(b.text);
    expect(a.headers['content-type']).toBe(b.headers['content-type']);

    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0].to).toBe(known);
    expect(await loginTokenCount()).toBe(tokens + 1);
    await mailbox.next(known);
    expect(mailbox.receivedFor(unknown)).toEqual([]);
  });

  it('a link signs in once: the second use → 400 LOGIN_LINK_INVALID and no session', async () => {
    const email = await account();
    await new Visitor(ink).post('/auth/login-link', { email });
    const token = loginTokenIn(await mailbox.next(email));

    const first = new Visitor(ink);
    const ok = await first.post('/auth/verify-login', { token });
    expect(ok.status).toBe(200);
    expect((await first.session()).user).toMatchObject({ email });

    const second = new Visitor(ink);
    const again = await second.post('/auth/verify-login', { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: 'error', message: AccountMessage.LOGIN_LINK_INVALID });
    expect(setCookies(again).map((c) => c.name)).not.toContain('inkcast_session');
    expect((await second.session()).user).toBeNull();
  });

  it('links used in parallel: exactly one of two simultaneous uses signs in', async () => {
    const email = await account();
    await new Visitor(ink).post('/auth/login-link', { email });
    const token = loginTokenIn(await mailbox.next(email));
    const answers = await Promise.all([new Visitor(ink), new Visitor(ink)].map((v) => v.post('/auth/verify-login', { token })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it.each([
    ['unknown', 'x'.repeat(43)],
    ['blank', ''],
    ['missing', undefined],
    ['not a string', 12345],
  ])('an %s token → 400 LOGIN_LINK_INVALID', async (_rule, token) => {
    const res = await new Visitor(ink).post('/auth/verify-login', { token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message: AccountMessage.LOGIN_LINK_INVALID });
  });

  it('an expired link is refused (expires_at in the past); a fresh one still works', async () => {
    const email = await account();
    await new Visitor(ink).post('/auth/login-link', { email });
    const expired = loginTokenIn(await mailbox.next(email));
    await ink.db.query(`UPDATE login_token SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(expired)]);
    const visitor = new Visitor(ink);
    const res = await visitor.post('/auth/verify-login', { token: expired });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message: AccountMessage.LOGIN_LINK_INVALID });
    expect((await visitor.session()).user).toBeNull();

    await visitor.post('/auth/login-link', { email });
    const fresh = loginTokenIn(await mailbox.next(email));
    expect((await visitor.post('/auth/verify-login', { token: fresh })).status).toBe(200);
    expect((await visitor.session()).user).toMatchObject({ email });
  });

  it('a new link expires LOGIN_LINK_MINUTES (15) after it was sent', async () => {
    const email = await account();
    await new Visitor(ink).post('/auth/login-link', { email });
    const token = loginTokenIn(await mailbox.next(email));
    const [row] = await ink.db.query(`SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM login_token WHERE token_hash = $1`, [sha256(token)]);
    expect(row.seconds).toBe(15 * 60);
  });

  it('the link is stored hashed: the database never holds the clear token', async () => {
    const email = await account();
    await new Visitor(ink).post('/auth/login-link', { email });
    const token = loginTokenIn(await mailbox.next(email));
    const rows: { row: string }[] = await ink.db.query(
      `SELECT t::text AS row FROM login_token t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].row).not.toContain(token);
    const [{ n }] = await ink.db.query('SELECT count(*)::int AS n FROM login_token WHERE token_hash = $1', [sha256(token)]);
    expect(n).toBe(1);
  });

  it('rate limit per address: the 6th link within the window → 429 LOGIN_LINK_RATE_LIMITED (whatever the case of the address)', async () => {
    const email = await account();
    const visitor = new Visitor(ink);
    for (let i = 0; i < 5; i++) {
      const res = await visitor.post('/auth/login-link', { email: i % 2 ? email.toUpperCase() : email });
      expect(res.status).toBe(200);
    }
    const sixth = await visitor.post('/auth/login-link', { email });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ status: 'error', message: AccountMessage.LOGIN_LINK_RATE_LIMITED });
    for (let i = 0; i < 5; i++) await mailbox.next(email);
    const [{ n }] = await ink.db.query('SELECT count(*)::int AS n FROM login_token t JOIN users u ON u.id = t.user_id WHERE u.email = $1', [email]);
    expect(n).toBe(5);
    // Another address is not affected.
    expect((await visitor.post('/auth/login-link', { email: await account() })).status).toBe(200);
  });

  it('the per-address limit answers the same for an address without an account', async () => {
    const unknown = newAddress('stranger');
    const visitor = new Visitor(ink);
    for (let i = 0; i < 5; i++) expect((await visitor.post('/auth/login-link', { email: unknown })).status).toBe(200);
    const sixth = await visitor.post('/auth/login-link', { email: unknown });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ status: 'error', message: AccountMessage.LOGIN_LINK_RATE_LIMITED });
  });

  it('rate limit per client address: the 21st link from one IP → 429, even for a new address', async () => {
    const visitor = new Visitor(ink);
    for (let i = 0; i < 20; i++) expect((await visitor.post('/auth/login-link', { email: newAddress('ip') })).status).toBe(200);
    const res = await visitor.post('/auth/login-link', { email: await account() });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ status: 'error', message: AccountMessage.LOGIN_LINK_RATE_LIMITED });
  });

  it('a creator sign-up past the address limit → 429, and no account is written', async () => {
    const email = newAddress('signup-limit');
    const visitor = new Visitor(ink);
    for (let i = 0; i < 5; i++) expect((await visitor.post('/auth/login-link', { email })).status).toBe(200);
    const res = await visitor.post('/auth/signup', { name: 'Late', email });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ status: 'error', message: AccountMessage.LOGIN_LINK_RATE_LIMITED });
    expect(await usersWith(email)).toEqual([]);
  });

  it('a developer sign-up past the address limit → 429 without using up the invite, which works once the limit is lifted', async () => {
    const email = newAddress('dev-limit');
    const code = await accounts.createInvite(email);
    const visitor = new Visitor(ink);
    for (let i = 0; i < 5; i++) expect((await visitor.post('/auth/login-link', { email })).status).toBe(200);
    const res = await visitor.post('/auth/signup-developer', { name: 'Late', email, inviteCode2: code });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ status: 'error', message: AccountMessage.LOGIN_LINK_RATE_LIMITED });
    expect(await usersWith(email)).toEqual([]);
    expect((await invites(email))[0]).toMatchObject({ status: 'ISSUED', used_by_user_id: null });

    await resetLoginLinkLimits(ink); // the window has passed
    expect((await visitor.post('/auth/signup-developer', { name: 'Late', email, inviteCode2: code })).body).toEqual({ status: 'login-link-sent' });
    await followLoginMail(mailbox, visitor, email);
    expect((await visitor.session()).user).toMatchObject({ email, isDeveloper: true });
  });

  it('verify-login sets the session cookie httpOnly, SameSite=Lax, Path=/, without Secure over http; the session is stored hashed', async () => {
    const email = await account();
    await new Visitor(ink).post('/auth/login-link', { email });
    const token = loginTokenIn(await mailbox.next(email));
    const visitor = new Visitor(ink);
    const res = await visitor.post('/auth/verify-login', { token });
    const session = setCookies(res).find((c) => c.name === 'inkcast_session');
    expect(session).toBeDefined();
    expect(session!.value.length).toBeGreaterThanOrEqual(32);
    expect(session!.attributes.httponly).toBe(true);
    expect(String(session!.attributes.samesite).toLowerCase()).toBe('lax');
    expect(session!.attributes.path).toBe('/');
    expect(session!.attributes.secure).toBeUndefined();
    expect(Number(session!.attributes['max-age'])).toBe(30 * 24 * 3600);

    const rows: { row: string }[] = await ink.db.query(`SELECT s::text AS row FROM user_session s JOIN users u ON u.id = s.user_id WHERE u.email = $1`, [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].row).not.toContain(session!.value);
  });

  it('GET /auth/session returns the signed-in user, and user null without a session', async () => {
    const anonymous = await new Visitor(ink).session();
    expect(anonymous.user).toBeNull();
    expect(anonymous.csrfToken).toEqual(expect.any(String));

    const email = await account();
    const visitor = new Visitor(ink);
    await logIn(ink, mailbox, visitor, email);
    const [{ id }] = await usersWith(email);
    expect((await visitor.session()).user).toEqual({
      id,
      name: 'Member',
      email,
      isCreator: true,
      isDeveloper: false,
      developerSubscriptionStatus: 'none',
      creatorSubscriptionStatus: 'none',
      createdAt: expect.any(Number),
    });
  });

  it('POST /auth/logout ends the session: row deleted, cookie cleared, the old cookie no longer works', async () => {
    const email = await account();
    const visitor = new Visitor(ink);
    await logIn(ink, mailbox, visitor, email);
    const oldCookie = visitor.cookies.get('inkcast_session')!;
    const [{ id }] = await usersWith(email);
    const count = async () => (await ink.db.query('SELECT count(*)::int AS n FROM user_session WHERE user_id = $1', [id]))[0].n;
    expect(await count()).toBe(1);

    const res = await visitor.post('/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success' });
    const cleared = setCookies(res).find((c) => c.name === 'inkcast_session');
    expect(cleared).toBeDefined();
    expect(cleared!.value).toBe('');
    expect(await count()).toBe(0);
    expect(visitor.cookies.has('inkcast_session')).toBe(false);
    expect((await visitor.session()).user).toBeNull();

    // Replaying the old cookie (a copy kept elsewhere) does not bring the session back.
    const replay = new Visitor(ink);
    replay.cookies.set('inkcast_session', oldCookie);
    expect((await replay.session()).user).toBeNull();
    const me = await replay.gql('{ me { id } }');
    expect(me.errors?.[0]).toMatchObject({ code: 'REQUIRES_USER_AUTHENTICATION' });
  });

  it('an expired session is not a session', async () => {
    const email = await account();
    const visitor = new Visitor(ink);
    await logIn(ink, mailbox, visitor, email);
    expect((await visitor.session()).user).toMatchObject({ email });
    await ink.db.query(`UPDATE user_session SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [email]);
    expect((await visitor.session()).user).toBeNull();
  });
});

describe('CSRF: every POST under /auth/ and /internal/graphql carries the token', () => {
  const POSTS: [string, Record<string, unknown>][] = [
    ['/auth/invite-request', { name: 'Ana', email: 'csrf-invite@example.test' }],
    ['/auth/verify-invite-code', { inviteCode: 'ABC' }],
    ['/auth/signup-developer', { name: 'Ana', email: 'csrf-dev@example.test', inviteCode2: 'ABC' }],
    ['/auth/signup', { name: 'Ana', email: 'csrf-creator@example.test' }],
    ['/auth/login-link', { email: 'csrf-link@example.test' }],
    ['/auth/verify-login', { token: 'abc' }],
    ['/auth/logout', {}],
    ['/internal/graphql', { query: '{ me { id } }' }],
  ];

  it('GET /auth/session sets the CSRF secret cookie inkcast_csrf (httpOnly, SameSite=Lax)', async () => {
    const res = await new Visitor(ink).get('/auth/session');
    const secret = setCookies(res).find((c) => c.name === 'inkcast_csrf');
    expect(secret).toBeDefined();
    expect(secret!.attributes.httponly).toBe(true);
    expect(String(secret!.attributes.samesite).toLowerCase()).toBe('lax');
    expect(res.body.csrfToken).not.toBe(secret!.value);
  });

  it.each(POSTS)('POST %s without the token → 403', async (path, body) => {
    const visitor = new Visitor(ink);
    await visitor.session(); // has the secret cookie, but sends no token
    const res = await visitor.post(path, body, { csrf: false });
    expect(res.status).toBe(403);
  });

  it.each(POSTS)("POST %s with a token from another visitor's cookie → 403", async (path, body) => {
    const other = new Visitor(ink);
    await other.session();
    const visitor = new Visitor(ink);
    await visitor.session();
    const res = await visitor.post(path, body, { csrf: other.csrfToken! });
    expect(res.status).toBe(403);
  });

  it.each(POSTS)('POST %s with a token but no secret cookie → 403', async (path, body) => {
    const other = new Visitor(ink);
    await other.session();
    const res = await new Visitor(ink).post(path, body, { csrf: other.csrfToken! });
    expect(res.status).toBe(403);
  });

  it('a refused post has no effect (no invite recorded, no login link sent)', async () => {
    const send = vi.spyOn(mail, 'send');
    const email = newAddress('refused');
    await ink.db.query(`INSERT INTO users (email, name) VALUES ($1, 'Refused')`, [email]);
    const visitor = new Visitor(ink);
    await visitor.session();
    expect((await visitor.post('/auth/invite-request', { name: 'Ana', email }, { csrf: false })).status).toBe(403);
    expect((await visitor.post('/auth/login-link', { email }, { csrf: false })).status).toBe(403);
    expect(await invites(email)).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['/%61uth/invite-request', '/auth/invite-request'],
    ['/auth/%69nvite-request', '/auth/invite-request'],
    ['/%69nternal/graphql', '/internal/graphql'],
    ['/internal/graphq%6C', '/internal/graphql'],
  ])('a percent-encoded path (%s) is no way around the check', async (encoded) => {
    const visitor = new Visitor(ink);
    await visitor.session();
    const email = newAddress('encoded');
    const body = encoded.includes('graphq') ? { query: '{ me { id } }' } : { name: 'Ana', email };
    const res = await visitor.post(encoded, body, { csrf: false });
    expect([403, 404]).toContain(res.status);
    expect(await invites(email)).toEqual([]);
  });

  it('the same post with the token in the x-csrf-token header works', async () => {
    const email = newAddress('header');
    const res = await new Visitor(ink).post('/auth/invite-request', { name: 'Ana', email });
    expect(res.status).toBe(200);
    expect(await invites(email)).toHaveLength(1);
  });

  it('a plain HTML form post (application/x-www-form-urlencoded) with the `token` field works', async () => {
    const visitor = new Visitor(ink);
    await visitor.session();
    const email = newAddress('form');
    const res = await visitor.post('/auth/invite-request', { name: 'Ana', email }, { form: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success' });
    expect(await invites(email)).toMatchObject([{ name: 'Ana', status: 'REQUESTED' }]);

    const refused = await visitor.post('/auth/invite-request', { name: 'Ana', email: newAddress('form') }, { form: true, csrf: false });
    expect(refused.status).toBe(403);
  });

  it('a form post logs out (POST /auth/logout with the token field)', async () => {
    const email = newAddress('form-logout');
    await ink.db.query(`INSERT INTO users (email, name) VALUES ($1, 'Form')`, [email]);
    const visitor = new Visitor(ink);
    await logIn(ink, mailbox, visitor, email);
    expect((await visitor.session()).user).toMatchObject({ email });
    expect((await visitor.post('/auth/logout', {}, { form: true })).status).toBe(200);
    expect((await visitor.session()).user).toBeNull();
  });
});
