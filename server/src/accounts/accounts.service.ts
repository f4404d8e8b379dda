import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountMessage, ValidationMessage, validateEmail, validateInviteCode, validateName } from '@inkcast/schema';
import Redis from 'ioredis';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { config } from '../common/config';
import { MailService } from '../common/mail';
import { InjectRedis } from '../common/redis';
import { User } from './user.entity';

/** A refusal with the message to show the user; `status` is the HTTP status of the answer. */
export class AccountError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Developer sign-up form (spec 000 §3 "Signup payload"). */
export interface DeveloperSignup {
  name?: string;
  email?: string;
  webtoonLink?: string;
  inviteCode2?: string;
}

/** Login links per e-mail address and per client address within RATE_WINDOW_SECONDS. */
const LINKS_PER_EMAIL = 5;
const LINKS_PER_IP = 20;
const RATE_WINDOW_SECONDS = 15 * 60;
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function check(message: string | null): void {
  if (message) throw new AccountError(message);
}

/**
 * Accounts: invite requests and codes, developer and creator sign-up, and log-in by a single-use
 * link sent by e-mail (stored hashed, expiring after LOGIN_LINK_MINUTES, rate-limited per address
 * and per client). Answers never reveal whether an address has an account.
 */
@Injectable()
export class AccountsService {
  private readonly logger = new Logger(AccountsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRedis() private readonly redis: Redis,
    private readonly mail: MailService,
  ) {}

  /** Records a request for an invite (spec 000 §7 getInviteCode); an address asks once. */
  async requestInvite(name: string | undefined, email: string | undefined): Promise<void> {
    check(validateName(name));
    check(validateEmail(email));
    await this.db.query(
      `INSERT INTO invite (email, name, status)
       SELECT $1, $2, 'REQUESTED' WHERE NOT EXISTS (SELECT 1 FROM invite WHERE lower(email) = $1 AND status <> 'USED')`,
      [normaliseEmail(email!), name!.trim()],
    );
  }

  /**
   * Issues an invite code for an address (operators: `pnpm inkcast invite:create`), approving its
   * pending request if there is one. Returns the code.
   */
  async createInvite(email: string): Promise<string> {
    check(validateEmail(email));
    const code = Array.from({ length: 10 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
    const approved: [unknown[], number] = await this.db.query(
      `UPDATE invite SET code = $2, status = 'ISSUED' WHERE id = (
         SELECT id FROM invite WHERE lower(email) = $1 AND status = 'REQUESTED' ORDER BY id LIMIT 1)`,
      [normaliseEmail(email), code],
    );
    if (approved[1] === 0) await this.db.query(`INSERT INTO invite (email, code, status) VALUES ($1, $2, 'ISSUED')`, [normaliseEmail(email), code]);
    return code;
  }

  /** Checks that an invite code exists and is unused (spec 000 §7 verifyInviteCode). */
  async verifyInviteCode(code: string | undefined): Promise<void> {
    check(validateInviteCode(code));
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM invite WHERE code = $1 AND status = 'ISSUED'`, [code!.trim().toUpperCase()]);
    if (!rows.length) throw new AccountError(AccountMessage.INVITE_CODE_INVALID);
  }

  /**
   * Signs a developer up with an invite code (used up in the same transaction) and e-mails a login
   * link (spec 000 §7 signup-developer → login-link-sent). An existing account becomes a developer.
   */
  async signupDeveloper(form: DeveloperSignup, clientIp: string): Promise<void> {
    check(validateName(form.name));
    check(validateEmail(form.email));
    check(validateInviteCode(form.inviteCode2));
    const webtoonLink = form.webtoonLink?.trim() || null;
    if (webtoonLink && !/^https?:\/\//i.test(webtoonLink)) throw new AccountError(ValidationMessage.WEBTOON_LINK_INVALID);
    const email = normaliseEmail(form.email!);
    // Refused before anything is written, so a rate-limited sign-up does not use up its invite.
    await this.limitLoginLinks(email, clientIp);
    const user = await this.db.transaction(async (tx) => {
      const used: [unknown[], number] = await tx.query(`UPDATE invite SET status = 'USED', used_at = now() WHERE code = $1 AND status = 'ISSUED'`, [
        form.inviteCode2!.trim().toUpperCase(),
      ]);
      if (used[1] === 0) throw new AccountError(AccountMessage.INVITE_CODE_INVALID);
      const account = await this.upsertUser(tx, email, form.name!.trim(), { isDeveloper: true, webtoonLink });
      await tx.query(`UPDATE invite SET used_by_user_id = $1 WHERE code = $2`, [account.id, form.inviteCode2!.trim().toUpperCase()]);
      return account;
    });
    await this.sendLoginLink(user.email, clientIp, true);
  }

  /** Signs a creator up (spec 001, /signup) and e-mails a login link. */
  async signupCreator(name: string | undefined, email: string | undefined, clientIp: string): Promise<void> {
    check(validateName(name));
    check(validateEmail(email));
    await this.limitLoginLinks(normaliseEmail(email!), clientIp);
    const user = await this.db.transaction((tx) => this.upsertUser(tx, normaliseEmail(email!), name!.trim(), { isCreator: true }));
    await this.sendLoginLink(user.email, clientIp, true);
  }

  /**
   * E-mails a login link when the address has an account; answers the same either way, so it never
   * reveals who has one. Throws AccountError 429 past the rate limits (`counted`: the caller already
   * counted this link against them).
   */
  async sendLoginLink(email: string | undefined, clientIp: string, counted = false): Promise<void> {
    check(validateEmail(email));
    const address = normaliseEmail(email!);
    if (!counted) await this.limitLoginLinks(address, clientIp);
    const user = await this.db.getRepository(User).findOneBy({ email: address });
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await this.db.query(
      `INSERT INTO login_token (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [hash(token), user.id, config().LOGIN_LINK_MINUTES],
    );
    const link = `${config().PUBLIC_URL}/verify-login?token=${token}`;
    // Not awaited: the answer must not take longer for addresses that have an account.
    this.mail
      .send({
        to: user.email,
        subject: 'Your Inkcast login link',
        text: `Hi${user.name ? ` ${user.name}` : ''},\n\nFollow this link to log in to Inkcast:\n${link}\n\nIt works once and expires in ${config().LOGIN_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail.\n`,
        html: `<p>Hi${user.name ? ` ${escapeHtml(user.name)}` : ''},</p><p><a href="${link}">Log in to Inkcast</a></p><p>The link works once and expires in ${config().LOGIN_LINK_MINUTES} minutes. If you did not ask for it, ignore this e-mail.</p>`,
      })
      .catch((err: Error) => this.logger.error(`login link to user ${user.id} not sent: ${err.message}`));
  }

  /**
   * Uses up a login link: returns its user (marking the address verified) when the token is known,
   * unused and not expired; else AccountError LOGIN_LINK_INVALID. Single use even under races.
   */
  async consumeLoginLink(token: string | undefined): Promise<User> {
    if (!token || typeof token !== 'string' || token.length > 200) throw new AccountError(AccountMessage.LOGIN_LINK_INVALID);
    const [rows]: [{ user_id: number }[], number] = await this.db.query(
      `UPDATE login_token SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [hash(token)],
    );
    if (!rows.length) throw new AccountError(AccountMessage.LOGIN_LINK_INVALID);
    await this.db.query(`UPDATE users SET email_verified_at = now() WHERE id = $1 AND email_verified_at IS NULL`, [rows[0].user_id]);
    return this.db.getRepository(User).findOneByOrFail({ id: rows[0].user_id });
  }

  private async upsertUser(tx: EntityManager, email: string, name: string, roles: { isDeveloper?: boolean; isCreator?: boolean; webtoonLink?: string | null }): Promise<User> {
    const rows: User[] = await tx.query(
      `INSERT INTO users (email, name, is_developer, is_creator, webtoon_link) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (email) DO UPDATE SET
         name = COALESCE(users.name, EXCLUDED.name),
         is_developer = users.is_developer OR EXCLUDED.is_developer,
         is_creator = users.is_creator OR EXCLUDED.is_creator,
         webtoon_link = COALESCE(EXCLUDED.webtoon_link, users.webtoon_link)
       RETURNING id, email, name`,
      [email, name, roles.isDeveloper ?? false, roles.isCreator ?? false, roles.webtoonLink ?? null],
    );
    return rows[0];
  }

  /** Counts one login link for the address and the client; AccountError 429 past either limit. */
  private async limitLoginLinks(address: string, clientIp: string): Promise<void> {
    await this.rateLimit(`login-link:email:${hash(address)}`, LINKS_PER_EMAIL);
    await this.rateLimit(`login-link:ip:${clientIp}`, LINKS_PER_IP);
  }

  private async rateLimit(key: string, max: number): Promise<void> {
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, RATE_WINDOW_SECONDS, 'NX').exec()) as [[null, number], unknown];
    if (count > max) throw new AccountError(AccountMessage.LOGIN_LINK_RATE_LIMITED, 429);
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
