import { EpisodePaymentRuleType, isUuid } from '@inkcast/schema';
import { EntityManager } from 'typeorm';

/**
 * What decides whether an episode is PAID (spec 001 §4), about the episode: its status, its rank
 * among the series' published episodes and its free-availability date.
 */
export interface EpisodePaymentFacts {
  uuid: string;
  status: 'DRAFT' | 'SCHEDULED' | 'PUBLISHED' | string;
  /**
   * 1 for the latest PUBLISHED episode of its series, 2 for the one before, … (by position, then
   * datePublished, then uuid); null when the episode is not published.
   */
  latestRank: number | null;
  /** When a paid episode becomes free to everyone, epoch seconds; null: never. */
  dateExclusiveContentIsAvailable?: number | null;
}

/** A payment rule of the series, as far as paying is concerned. */
export interface PaymentRuleFacts {
  ruleType: 'LAST_X' | 'GROUP' | string;
  /** LAST_X: how many of the latest episodes are exclusive. */
  ruleValue: number | null;
  /** GROUP: the season's episodes and whether it is the current season. */
  group: { items: readonly string[]; isCurrent: boolean } | null;
}

/**
 * Whether an episode is FREE or PAID (spec 001 §4: "An episode counts as paid when a group rule is
 * current or a LAST_X rule exists"). Precisely, a published episode is PAID when
 * - a GROUP rule's season contains it and that season is the current one, or
 * - a LAST_X rule covers it: it is among the latest `ruleValue` published episodes;
 * an episode not published yet counts as it will be once published — the latest episode, joining the
 * current season — so any LAST_X rule or a GROUP rule on the current season makes it PAID (its form
 * then offers the free-availability date, §4). Once its `dateExclusiveContentIsAvailable` (epoch
 * seconds) is reached the episode is FREE ('This episode was free to read for everyone on', §4).
 * `now` is epoch seconds. `isPaidSql` is the same rule in SQL; both are tested against each other.
 */
export function episodePaymentRuleType(episode: EpisodePaymentFacts, rules: readonly PaymentRuleFacts[], now = Date.now() / 1000): EpisodePaymentRuleType {
  const freeFrom = episode.dateExclusiveContentIsAvailable;
  if (freeFrom != null && freeFrom <= now) return 'FREE';
  const published = episode.status === 'PUBLISHED';
  const covered = rules.some((rule) => {
    if (rule.ruleType === 'GROUP') return Boolean(rule.group?.isCurrent) && (!published || rule.group!.items.includes(episode.uuid));
    if (rule.ruleType === 'LAST_X') return rule.ruleValue != null && rule.ruleValue >= 1 && (!published || (episode.latestRank != null && episode.latestRank <= rule.ruleValue));
    return false;
  });
  return covered ? 'PAID' : 'FREE';
}

/**
 * The rank of episode `i` among its series' published episodes (1 = latest), as in
 * `EpisodePaymentFacts.latestRank`: by position, then datePublished, then uuid, newest first.
 */
function latestRankSql(i: string): string {
  return `(SELECT count(*) FROM comic_issue l WHERE l.series_uuid = ${i}.series_uuid AND l.status = 'PUBLISHED'
      AND (coalesce(l.position, 0), coalesce(l.date_published, 'epoch'), l.uuid) >= (coalesce(${i}.position, 0), coalesce(${i}.date_published, 'epoch'), ${i}.uuid))`;
}

/**
 * `episodePaymentRuleType` as a SQL boolean expression (true = PAID) about the comic_issue row
 * aliased `i`, for list queries: `SELECT i.*, ${isPaidSql('i')} AS is_paid FROM comic_issue i …`.
 */
export function isPaidSql(i = 'i'): string {
  return `(NOT coalesce(${i}.date_exclusive_content_is_available <= now(), false) AND EXISTS (
    SELECT 1 FROM payment_rule r LEFT JOIN content_group g ON g.id = r.group_id
    WHERE r.content_uuid = ${i}.series_uuid AND (
      (r.rule_type = 'GROUP' AND g.is_current AND (${i}.status <> 'PUBLISHED' OR ${i}.uuid = ANY(g.items)))
      OR (r.rule_type = 'LAST_X' AND r.rule_value >= 1 AND (${i}.status <> 'PUBLISHED' OR r.rule_value >= ${latestRankSql(i)})))))`;
}

/** The payment rules of a series with their seasons (PaymentRuleFacts), read in `manager`. */
export async function paymentRuleFacts(manager: EntityManager, seriesUuid: string): Promise<PaymentRuleFacts[]> {
  const rows: { ruleType: string; ruleValue: number | null; items: string[] | null; isCurrent: boolean | null }[] = await manager.query(
    `SELECT r.rule_type AS "ruleType", r.rule_value AS "ruleValue", g.items::text[] AS items, g.is_current AS "isCurrent"
     FROM payment_rule r LEFT JOIN content_group g ON g.id = r.group_id WHERE r.content_uuid = $1`,
    [seriesUuid.toLowerCase()],
  );
  return rows.map((r) => ({ ruleType: r.ruleType, ruleValue: r.ruleValue, group: r.items ? { items: r.items, isCurrent: Boolean(r.isCurrent) } : null }));
}

/**
 * FREE or PAID for episodes of one series (spec 001 §4, `episodePaymentRuleType`), read in `manager`
 * (pass the publishing transaction to see its own writes). Episodes not of that series are left out.
 */
export async function paymentRuleTypes(manager: EntityManager, seriesUuid: string, issueUuids: readonly string[]): Promise<Map<string, EpisodePaymentRuleType>> {
  const series = seriesUuid.toLowerCase();
  const rules = await paymentRuleFacts(manager, series);
  const episodes: (EpisodePaymentFacts & { freeFrom: number | null })[] = await manager.query(
    `SELECT e.uuid::text AS uuid, e.status, extract(epoch from e.date_exclusive_content_is_available)::float8 AS "freeFrom",
       CASE WHEN e.status = 'PUBLISHED' THEN ${latestRankSql('e')}::int END AS "latestRank"
     FROM comic_issue e WHERE e.series_uuid = $1 AND e.uuid = ANY($2::uuid[])`,
    [series, issueUuids.filter(isUuid).map((u) => u.toLowerCase())],
  );
  const now = Date.now() / 1000;
  return new Map(episodes.map((e) => [e.uuid, episodePaymentRuleType({ ...e, dateExclusiveContentIsAvailable: e.freeFrom }, rules, now)]));
}

/** Whether one episode of a series is PAID (see `paymentRuleTypes`); false for an unknown episode. */
export async function isPaid(manager: EntityManager, seriesUuid: string, issueUuid: string): Promise<boolean> {
  return (await paymentRuleTypes(manager, seriesUuid, [issueUuid])).get(issueUuid.toLowerCase()) === 'PAID';
}
