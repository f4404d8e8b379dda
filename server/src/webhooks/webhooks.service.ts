import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ValidationMessage, isWebhookEventName, limitReachedMessage } from '@inkcast/schema';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { DataSource } from 'typeorm';
import { User } from '../accounts/user.entity';
import { apiError, badUserInput } from '../common/errors';
import { isAllowedHost, isPublicAddress } from './ssrf-guard';

/** A webhook endpoint as stored (contract §5 Webhook); dates epoch seconds. */
export interface WebhookRow {
  id: number;
  userId: number;
  endpointUrl: string;
  secret: string;
  events: string[];
  isActive: boolean;
  isVerified: boolean;
  disabledReason: string | null;
  createdAt: number;
}

const COLUMNS = `id, user_id AS "userId", endpoint_url AS "endpointUrl", secret, events, is_active AS "isActive",
  is_verified AS "isVerified", disabled_reason AS "disabledReason", extract(epoch from created_at)::int AS "createdAt"`;

/** A new endpoint secret: `whsec_` + base64 of 24 random bytes (Standard Webhooks). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * Webhook endpoints of developers (contract §8, spec 000 §5–§6): only a Business developer with an
 * active subscription may create one, up to allowedWebhookLimit; URLs must be http(s) and public;
 * events must be §9 names. Every operation acts on the caller's own endpoints only.
 */
@Injectable()
export class WebhooksService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The user's endpoints, oldest first (at most `limit`). */
  list(userId: number, limit?: number | null): Promise<WebhookRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM webhook WHERE user_id = $1 ORDER BY id LIMIT $2`, [userId, limit ?? null]);
  }

  /** One of the user's endpoints, or ACCESS_NOT_ALLOWED (another user's, or none). */
  async get(userId: number, id: string | number): Promise<WebhookRow> {
    const rows: WebhookRow[] = /^\d{1,9}$/.test(String(id)) ? await this.db.query(`SELECT ${COLUMNS} FROM webhook WHERE id = $1 AND user_id = $2`, [Number(id), userId]) : [];
    if (!rows.length) throw apiError('ACCESS_NOT_ALLOWED', 'This webhook is not yours.');
    return rows[0];
  }

  /** Creates an active endpoint with a new secret (contract §8 addWebhookUrlForUser). */
  async create(user: User, endpointUrl: string, events: readonly (string | null)[]): Promise<WebhookRow> {
    assertWebhooksAllowed(user);
    const url = validateEndpoint(endpointUrl);
    const names = validateEvents(events);
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const [{ n }] = await tx.query(`SELECT count(*)::int AS n FROM webhook WHERE user_id = $1`, [user.id]);
      if (n >= user.allowedWebhookLimit) throw apiError('ACCESS_NOT_ALLOWED', limitReachedMessage('webhook', user.allowedWebhookLimit));
      const rows: WebhookRow[] = await tx.query(
        `INSERT INTO webhook (user_id, endpoint_url, secret, events) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [user.id, url, newWebhookSecret(), names],
      );
      return rows[0];
    });
  }

  /** Replaces URL and events; the secret is kept (contract §8 updateWebhookForUser). */
  async update(userId: number, id: string, endpointUrl: string, events: readonly (string | null)[]): Promise<WebhookRow> {
    const url = validateEndpoint(endpointUrl);
    const names = validateEvents(events);
    const hook = await this.get(userId, id);
    const [rows]: [WebhookRow[], number] = await this.db.query(`UPDATE webhook SET endpoint_url = $2, events = $3 WHERE id = $1 RETURNING ${COLUMNS}`, [hook.id, url, names]);
    return rows[0];
  }

  /** Deletes an endpoint with its filters and delivery log; returns its id. */
  async remove(userId: number, id: string): Promise<string> {
    const hook = await this.get(userId, id);
    await this.db.query(`DELETE FROM webhook WHERE id = $1`, [hook.id]);
    return String(hook.id);
  }

  /** Pauses or resumes an endpoint; resuming clears an automatic disable (contract §8). */
  async setActive(userId: number, id: string, isActive: boolean): Promise<WebhookRow> {
    const hook = await this.get(userId, id);
    const [rows]: [WebhookRow[], number] = await this.db.query(
      `UPDATE webhook SET is_active = $2, disabled_reason = NULL, failing_since = NULL WHERE id = $1 RETURNING ${COLUMNS}`,
      [hook.id, isActive],
    );
    return rows[0];
  }

  /** Gives an endpoint a new secret; deliveries are signed with it from now on. */
  async rollSecret(userId: number, id: string): Promise<WebhookRow> {
    const hook = await this.get(userId, id);
    const [rows]: [WebhookRow[], number] = await this.db.query(`UPDATE webhook SET secret = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [hook.id, newWebhookSecret()]);
    return rows[0];
  }
}

/** Webhooks are a Business feature with an active subscription (spec 000 §4, §6); otherwise ACCESS_NOT_ALLOWED. */
export function assertWebhooksAllowed(user: User): void {
  if (user.developerPlan !== 'BUSINESS' || user.developerSubscriptionStatus !== 'active') {
    throw apiError('ACCESS_NOT_ALLOWED', 'Webhooks are available on the Business plan with an active subscription.');
  }
}

/** The endpoint URL by spec 000 §5 (messages to the letter) and contract §8 (public address). */
function validateEndpoint(endpointUrl: string): string {
  const url = (endpointUrl ?? '').trim();
  if (!url) throw badUserInput(ValidationMessage.WEBHOOK_ENDPOINT_URL_REQUIRED);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badUserInput(ValidationMessage.WEBHOOK_ENDPOINT_URL_INVALID);
  }
  if (!/^https?:\/\//i.test(url) || !parsed.hostname) throw badUserInput(ValidationMessage.WEBHOOK_ENDPOINT_URL_INVALID);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) !== 0;
  if (!isAllowedHost(host) && ((literal && !isPublicAddress(host)) || host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local'))) {
    throw badUserInput(ValidationMessage.WEBHOOK_ENDPOINT_URL_NOT_PUBLIC);
  }
  return url;
}

/** At least one event, each a §9 name, listed once (spec 000 §5). */
function validateEvents(events: readonly (string | null)[]): string[] {
  const names = [...new Set((events ?? []).filter((e): e is string => typeof e === 'string').map((e) => e.trim()))];
  if (!names.length) throw badUserInput(ValidationMessage.WEBHOOK_EVENTS_REQUIRED);
  const unknown = names.find((n) => !isWebhookEventName(n));
  if (unknown) throw badUserInput(`${unknown} is not a webhook event`);
  return names;
}
