import { ComicNotice, isUuid } from '@inkcast/schema';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { config } from '../common/config';
import { signingSecret } from '../images/images.service';
import { hmac } from '../images/storage';
import { requireContent } from '../seasons/series-access';
import { PermissionsService } from '../team/permissions.service';
import { PatreonClient, PatreonError } from './patreon.client';
import type { PlatformPriceView } from './payment-rules.service';

/** Messages of the connect flow (not in the spec; shown on the payments page as `reason`). */
export const PatreonConnectMessage = {
  NOT_CONFIGURED: 'Patreon is not configured on this server.',
  BAD_CONTENT: 'Pick the comic or creator profile to connect Patreon to.',
  STATE_INVALID: 'This Patreon connection has expired or was started by someone else. Please try again.',
  CANCELLED: 'The Patreon connection was cancelled.',
  NO_CAMPAIGN: 'Your Patreon account has no creator page. Create one on Patreon, then connect again.',
  FAILED: 'Could not connect to Patreon. Please try again.',
} as const;

/** The connect flow stopped: `message` for the creator, `backTo` the page to show it on. */
export class PatreonConnectError extends Error {
  constructor(
    message: string,
    readonly backTo: string,
  ) {
    super(message);
  }
}

/** The content a connection is for: the table's type and uuid. */
type ConnectTarget = { type: 'COMICSERIES' | 'CREATOR'; uuid: string };

/** What the OAuth `state` carries: who started, for which content, until when (epoch seconds). */
interface StatePayload {
  u: number;
  t: ConnectTarget['type'];
  c: string;
  e: number;
}

/** How long the creator has to grant access on Patreon, seconds. */
const STATE_SECONDS = 15 * 60;

/** The dashboard's payments page of a content (spec 001 §2 Payments page). */
export function paymentsPage(target: ConnectTarget): string {
  return `/dashboard/edit/payments/${target.type.toLowerCase()}/${target.uuid}`;
}

/** The form's contentType ('comicseries', 'INTERNAL_CREATOR', …) as the table's type, or null. */
function contentTypeOf(value: unknown): ConnectTarget['type'] | null {
  const type = String(value ?? '')
    .trim()
    .toUpperCase()
    .replace(/^INTERNAL_/, '');
  return type === 'COMICSERIES' || type === 'CREATOR' ? type : null;
}

/**
 * Connecting a content's Patreon account (spec 001 §4 "Connecting the support platform … is done by
 * a form post", §7 POST /auth/patreon/login/creator with token, contentUuid, contentType): the
 * OAuth 2 authorization-code flow with Patreon (PATREON_* settings), then the connection with the
 * campaign's paid, published tiers as the prices that payment rules pick from (platform_connection).
 * Needs the payments permission on the content (managePayments, schema/src/team.ts).
 */
@Injectable()
export class PatreonConnectService {
  private readonly logger = new Logger('Patreon');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly permissions: PermissionsService,
  ) {}

  /** Whether PATREON_CLIENT_ID and PATREON_CLIENT_SECRET are set. */
  get configured(): boolean {
    const cfg = config();
    return Boolean(cfg.PATREON_CLIENT_ID && cfg.PATREON_CLIENT_SECRET);
  }

  /** Where Patreon sends the creator back (register it with the Patreon client). */
  redirectUri(): string {
    return `${config().PUBLIC_URL}/auth/patreon/callback`;
  }

  /**
   * Starts connecting: checks the form and the user's payments permission, and answers Patreon's
   * authorize URL carrying a signed, expiring state bound to the user and content.
   * Errors: PatreonConnectError (not configured, unknown content, no permission).
   */
  async start(userId: number, form: { contentUuid?: unknown; contentType?: unknown }): Promise<string> {
    const type = contentTypeOf(form.contentType);
    const uuid = String(form.contentUuid ?? '').trim().toLowerCase();
    if (!type || !isUuid(uuid)) throw new PatreonConnectError(PatreonConnectMessage.BAD_CONTENT, '/dashboard/creator');
    const target: ConnectTarget = { type, uuid };
    if (!this.configured) throw new PatreonConnectError(PatreonConnectMessage.NOT_CONFIGURED, paymentsPage(target));
    await this.requirePayments(userId, target);
    const state = await this.sign({ u: userId, t: type, c: uuid, e: Math.floor(Date.now() / 1000) + STATE_SECONDS });
    return this.client().authorizeUrl(this.redirectUri(), state);
  }

  /**
   * Finishes connecting after Patreon's redirect: checks the state (signed, unexpired, same user),
   * exchanges the code, reads the identity and the campaign's tiers, and stores the connection in
   * one transaction (re-checking the permission). Answers the payments page to return to.
   * Errors: PatreonConnectError (cancelled, bad state, no campaign, Patreon failing).
   */
  async finish(userId: number, query: { code?: string; state?: string; error?: string }): Promise<string> {
    const payload = await this.verify(query.state, userId);
    const target: ConnectTarget = { type: payload.t, uuid: payload.c };
    const back = paymentsPage(target);
    if (query.error || !query.code) throw new PatreonConnectError(PatreonConnectMessage.CANCELLED, back);
    if (!this.configured) throw new PatreonConnectError(PatreonConnectMessage.NOT_CONFIGURED, back);
    const client = this.client();
    let connection;
    try {
      const tokens = await client.exchangeCode(query.code, this.redirectUri());
      const identity = await client.identity(tokens.accessToken);
      if (!identity.campaignId) throw new PatreonConnectError(PatreonConnectMessage.NO_CAMPAIGN, back);
      const campaign = await client.campaign(tokens.accessToken, identity.campaignId);
      const prices: PlatformPriceView[] = campaign.tiers
        .filter((tier) => tier.published && tier.amountCents > 0)
        .sort((a, b) => a.amountCents - b.amountCents)
        .map((tier) => ({ priceId: tier.id, name: tier.title, amountInCents: tier.amountCents, interval: campaign.isMonthly ? 'MONTHLY' : 'PER_ITEM' }));
      connection = { tokens, identity, prices };
    } catch (err) {
      if (!(err instanceof PatreonError)) throw err;
      this.logger.warn(`connecting ${target.type} ${target.uuid} failed: ${err.message}`);
      throw new PatreonConnectError(PatreonConnectMessage.FAILED, back);
    }
    await this.db.transaction(async (tx) => {
      await this.requirePayments(userId, target, tx);
      await tx.query(
        `INSERT INTO platform_connection (content_uuid, content_type, platform, platform_user_id, name, access_token, refresh_token, prices)
         VALUES ($1, $2, 'PATREON', $3, $4, $5, $6, $7)
         ON CONFLICT (content_uuid, platform) DO UPDATE SET content_type = $2, platform_user_id = $3, name = $4, access_token = $5,
           refresh_token = $6, prices = $7, updated_at = now()`,
        [target.uuid, target.type, connection.identity.userId, connection.identity.name, connection.tokens.accessToken, connection.tokens.refreshToken, JSON.stringify(connection.prices)],
      );
    });
    return back;
  }

  private client(): PatreonClient {
    const cfg = config();
    return new PatreonClient(cfg.PATREON_API_BASE, cfg.PATREON_CLIENT_ID!, cfg.PATREON_CLIENT_SECRET!);
  }

  /** The payments permission on an existing content, or PatreonConnectError 'You do not have access to view this page.'. */
  private async requirePayments(userId: number, target: ConnectTarget, manager = this.db.manager): Promise<void> {
    try {
      await requireContent(this.permissions, manager, userId, target.uuid, target.type === 'CREATOR' ? 'INTERNAL_CREATOR' : 'INTERNAL_COMICSERIES', 'managePayments');
    } catch {
      throw new PatreonConnectError(ComicNotice.NO_ACCESS, paymentsPage(target));
    }
  }

  private async sign(payload: StatePayload): Promise<string> {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${hmac(await signingSecret(this.db), `patreon-state\n${body}`)}`;
  }

  /** The state's payload when it is Inkcast's, unexpired and the user's; PatreonConnectError otherwise. */
  private async verify(state: string | undefined, userId: number): Promise<StatePayload> {
    const invalid = new PatreonConnectError(PatreonConnectMessage.STATE_INVALID, '/dashboard/creator');
    const [body, signature, extra] = String(state ?? '').split('.');
    if (!body || !signature || extra !== undefined) throw invalid;
    const expected = Buffer.from(hmac(await signingSecret(this.db), `patreon-state\n${body}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid;
    let payload: StatePayload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw invalid;
    }
    if (payload.u !== userId || payload.e < Date.now() / 1000 || !contentTypeOf(payload.t) || !isUuid(String(payload.c))) throw invalid;
    return payload;
  }
}
