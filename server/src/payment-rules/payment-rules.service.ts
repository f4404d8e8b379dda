import { ComicMessage, PAYMENT_PLATFORMS, normaliseEnumValue, validatePaymentRule } from '@inkcast/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { badUserInput } from '../common/errors';
import type { InternalSeriesType } from '../generated/internal';
import { GroupView, groupsOf } from '../seasons/seasons.service';
import { requireContent, requireSeries } from '../seasons/series-access';
import { PermissionsService } from '../team/permissions.service';

/** A tier of the connected platform as stored on the connection (spec 001 §3 Platform details; SDL `PlatformPrice`). */
export interface PlatformPriceView {
  priceId: string;
  name: string | null;
  /** USD cents. */
  amountInCents: number;
  /** PER_ITEM, MONTHLY or YEARLY. */
  interval: string;
}

/** A connected platform account (SDL `PlatformDetails`). */
export interface PlatformDetailsView {
  platform: string;
  platformUserId: string | null;
  name: string | null;
}

/** A payment rule as the dashboard API answers it (SDL `PaymentRule`; spec 001 §3 Payment rule). */
export interface PaymentRuleView {
  id: string;
  contentUuid: string;
  platform: string;
  platformUserId: string | null;
  platformPriceId: string;
  ruleType: string;
  ruleValue: number | null;
  groupId: string | null;
  group: GroupView | null;
  /** GROUP: whether its season is the current one; null for LAST_X. */
  groupIsCurrent: boolean | null;
}

/** What getPlatformsForContent answers (SDL `PlatformsForContent`). */
export interface PlatformsView {
  plans: string[];
  prices: PlatformPriceView[];
  details: PlatformDetailsView[];
  paymentRules: PaymentRuleView[];
}

/** The rule dialog's fields (spec 001 §7 Payment rules); `platformUserId` is taken from the connection, not the client. */
export interface PaymentRuleInput {
  platform?: string | null;
  platformUserId?: string | null;
  platformPriceId?: string | null;
  ruleType?: string | null;
  ruleValue?: number | null;
  groupId?: string | null;
}

type RuleRow = Omit<PaymentRuleView, 'group'>;

const RULE_SELECT = `
  SELECT r.id::text AS id, r.content_uuid::text AS "contentUuid", r.platform, r.platform_user_id AS "platformUserId",
    r.platform_price_id AS "platformPriceId", r.rule_type AS "ruleType", r.rule_value AS "ruleValue", r.group_id::text AS "groupId",
    CASE WHEN r.rule_type = 'GROUP' THEN g.is_current END AS "groupIsCurrent"
  FROM payment_rule r LEFT JOIN content_group g ON g.id = r.group_id`;

/** A rule id argument as a number, or BAD_USER_INPUT 'This rule does not exist any more. …'. */
function ruleId(id: string | number): number {
  const text = String(id).trim();
  if (!/^\d{1,9}$/.test(text)) throw badUserInput(ComicMessage.PAYMENT_RULE_NOT_FOUND);
  return Number(text);
}

/**
 * Payment rules of a series and its support-platform details (spec 001 §3 Payment rule, Platform
 * details; §4 payment rule dialog; §5; §7 Payment rules). Reads need the view permission, writes the
 * payments permission (managePayments, the owner's; schema/src/team.ts). A rule is LAST_X (the
 * latest ruleValue episodes, 1 to 1000) or GROUP (a season of the same series), for a tier of the
 * platform account connected to the series (`PatreonConnectService`).
 */
@Injectable()
export class PaymentRulesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly permissions: PermissionsService,
  ) {}

  /**
   * The platforms that can be connected (plans: PATREON), the connected accounts with their tiers
   * (prices) and the payment rules of a content the user may view. ACCESS_NOT_ALLOWED otherwise.
   */
  async platforms(userId: number, contentUuid: string, contentType: InternalSeriesType): Promise<PlatformsView> {
    const content = await requireContent(this.permissions, this.db.manager, userId, contentUuid, contentType, 'view');
    const connections: (PlatformDetailsView & { prices: PlatformPriceView[] })[] = await this.db.query(
      `SELECT platform, platform_user_id AS "platformUserId", name, prices FROM platform_connection WHERE content_uuid = $1 ORDER BY platform`,
      [content.uuid],
    );
    return {
      plans: [...PAYMENT_PLATFORMS],
      prices: connections.flatMap((c) => c.prices),
      details: connections.map(({ platform, platformUserId, name }) => ({ platform, platformUserId, name })),
      paymentRules: content.isSeries ? await this.rulesOf(this.db.manager, content.uuid) : [],
    };
  }

  /** The payment rules of a content the user may view, oldest first (a creator profile has none). */
  async list(userId: number, contentUuid: string, contentType: InternalSeriesType): Promise<PaymentRuleView[]> {
    const content = await requireContent(this.permissions, this.db.manager, userId, contentUuid, contentType, 'view');
    return content.isSeries ? this.rulesOf(this.db.manager, content.uuid) : [];
  }

  /**
   * Adds a rule (payments permission). BAD_USER_INPUT with the spec's messages (§5, in the dialog's
   * order: 'Please select a payment platform.', 'Please select a tier.', 'Latest Episodes should be
   * higher than 1.', 'Latest Episodes should be less than 1000.', 'Please select a season.'), then
   * 'Please connect your Patreon account first.' without a connection, 'Please select a tier.' for a
   * tier the connected account does not have, 'Please select a season.' for a season of another series.
   */
  async add(userId: number, contentUuid: string, contentType: InternalSeriesType, input: PaymentRuleInput): Promise<PaymentRuleView> {
    return this.db.transaction(async (tx) => {
      const series = await requireSeries(this.permissions, tx, userId, contentUuid, contentType, 'managePayments');
      const rule = await this.checked(tx, series.uuid, input);
      const [{ id }]: { id: number }[] = await tx.query(
        `INSERT INTO payment_rule (content_uuid, content_type, platform, platform_user_id, platform_price_id, rule_type, rule_value, group_id)
         VALUES ($1, 'COMICSERIES', $2, $3, $4, $5, $6, $7) RETURNING id`,
        [series.uuid, rule.platform, rule.platformUserId, rule.platformPriceId, rule.ruleType, rule.ruleValue, rule.groupId],
      );
      return this.one(tx, series.uuid, id);
    });
  }

  /** Replaces a rule (payments permission; the rules of `add`). BAD_USER_INPUT 'This rule does not exist any more. …' for an id the series does not have. */
  async update(userId: number, id: string, contentUuid: string, contentType: InternalSeriesType, input: PaymentRuleInput): Promise<PaymentRuleView> {
    return this.db.transaction(async (tx) => {
      const series = await requireSeries(this.permissions, tx, userId, contentUuid, contentType, 'managePayments');
      const rid = ruleId(id);
      const found: unknown[] = await tx.query(`SELECT 1 FROM payment_rule WHERE id = $1 AND content_uuid = $2 FOR UPDATE`, [rid, series.uuid]);
      if (!found.length) throw badUserInput(ComicMessage.PAYMENT_RULE_NOT_FOUND);
      const rule = await this.checked(tx, series.uuid, input);
      await tx.query(
        `UPDATE payment_rule SET platform = $2, platform_user_id = $3, platform_price_id = $4, rule_type = $5, rule_value = $6, group_id = $7, updated_at = now() WHERE id = $1`,
        [rid, rule.platform, rule.platformUserId, rule.platformPriceId, rule.ruleType, rule.ruleValue, rule.groupId],
      );
      return this.one(tx, series.uuid, rid);
    });
  }

  /** Deletes a rule (payments permission) and answers its id; BAD_USER_INPUT 'This rule does not exist any more. …' for an unknown one. */
  async remove(userId: number, id: string, contentUuid: string, contentType: InternalSeriesType): Promise<string> {
    return this.db.transaction(async (tx) => {
      const series = await requireSeries(this.permissions, tx, userId, contentUuid, contentType, 'managePayments');
      const rid = ruleId(id);
      const gone: unknown[] = await tx.query(`WITH gone AS (DELETE FROM payment_rule WHERE id = $1 AND content_uuid = $2 RETURNING id) SELECT id FROM gone`, [rid, series.uuid]);
      if (!gone.length) throw badUserInput(ComicMessage.PAYMENT_RULE_NOT_FOUND);
      return String(rid);
    });
  }

  /** The rules of a series with their seasons, oldest first (no permission check). */
  async rulesOf(manager: EntityManager, seriesUuid: string): Promise<PaymentRuleView[]> {
    const [rows, groups]: [RuleRow[], GroupView[]] = await Promise.all([
      manager.query(`${RULE_SELECT} WHERE r.content_uuid = $1 ORDER BY r.id`, [seriesUuid]),
      groupsOf(manager, seriesUuid),
    ]);
    const byId = new Map(groups.map((g) => [g.id, g]));
    return rows.map((r) => ({ ...r, group: r.groupId ? (byId.get(r.groupId) ?? null) : null }));
  }

  private async one(tx: EntityManager, seriesUuid: string, id: number): Promise<PaymentRuleView> {
    return (await this.rulesOf(tx, seriesUuid)).find((r) => r.id === String(id))!;
  }

  /** The rule's stored values once every rule of §5 and the connection's tiers and seasons allow it; BAD_USER_INPUT otherwise. */
  private async checked(tx: EntityManager, seriesUuid: string, input: PaymentRuleInput) {
    const message = validatePaymentRule(input);
    if (message) throw badUserInput(message);
    const platform = normaliseEnumValue(input.platform)!;
    const ruleType = normaliseEnumValue(input.ruleType)!;
    const platformPriceId = input.platformPriceId!.trim();
    const [connection]: { platformUserId: string; prices: PlatformPriceView[] }[] = await tx.query(
      `SELECT platform_user_id AS "platformUserId", prices FROM platform_connection WHERE content_uuid = $1 AND platform = $2`,
      [seriesUuid, platform],
    );
    if (!connection) throw badUserInput(ComicMessage.PAYMENT_PLATFORM_NOT_CONNECTED);
    if (!connection.prices.some((p) => p.priceId === platformPriceId)) throw badUserInput(ComicMessage.PAYMENT_TIER_REQUIRED);
    let groupId: number | null = null;
    if (ruleType === 'GROUP') {
      const text = String(input.groupId).trim();
      const found: unknown[] = /^\d{1,9}$/.test(text) ? await tx.query(`SELECT 1 FROM content_group WHERE id = $1 AND content_uuid = $2 FOR KEY SHARE`, [Number(text), seriesUuid]) : [];
      if (!found.length) throw badUserInput(ComicMessage.PAYMENT_SEASON_REQUIRED);
      groupId = Number(text);
    }
    return { platform, platformUserId: connection.platformUserId, platformPriceId, ruleType, ruleValue: ruleType === 'LAST_X' ? input.ruleValue! : null, groupId };
  }
}
