import { isPaidSql } from '../../payment-rules/paid-episodes';

/**
 * Which issues are exclusive to paying backers on the public API (contract §4.5 decision: story
 * images of an issue inside its exclusive window need a content token, §10). Whether an episode is
 * PAID is the payment rules' decision (payment-rules/paid-episodes.ts, `isPaidSql`); this file
 * turns it into the contract's `scopesForExclusiveContent` and window.
 */

/**
 * SQL (text[]) of the series row `alias`'s `scopesForExclusiveContent`: the lower-case platforms
 * (`patreon`) of its payment rules, `{}` without any.
 */
export function seriesScopesSql(alias: string): string {
  return `ARRAY(SELECT DISTINCT lower(r.platform) FROM payment_rule r WHERE r.content_uuid = ${alias}.uuid AND r.content_type = 'COMICSERIES' ORDER BY 1)`;
}

/**
 * SQL (text[]) of the platforms a reader must prove access to for the comic_issue row `alias`:
 * its series' rule platforms while the issue is PAID (isPaidSql), else `{}`.
 */
export function paidScopesSql(alias: string): string {
  return `CASE WHEN ${isPaidSql(alias)} THEN ARRAY(
      SELECT DISTINCT lower(r.platform) FROM payment_rule r WHERE r.content_uuid = ${alias}.series_uuid AND r.content_type = 'COMICSERIES' ORDER BY 1)
    ELSE '{}'::text[] END`;
}

/**
 * The issue's `scopesForExclusiveContent` at time `now` (epoch seconds): its paid scopes while the
 * exclusive window is open, else `[]`. The window is open until `dateExclusiveContentIsAvailable`;
 * a paid issue without that date stays exclusive (no free date announced). PAID already implies an
 * open window; checking it again here keeps the contract's rule in one visible place.
 */
export function exclusiveScopesNow(paidScopes: readonly string[], dateExclusiveContentIsAvailable: number | null, now: number): string[] {
  if (!paidScopes.length) return [];
  return dateExclusiveContentIsAvailable == null || dateExclusiveContentIsAvailable > now ? [...paidScopes] : [];
}
