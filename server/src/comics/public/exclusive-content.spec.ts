import { describe, expect, it } from 'vitest';
import { exclusiveScopesNow, paidScopesSql, seriesScopesSql } from './exclusive-content';

const NOW = 1_800_000_000;

describe('exclusiveScopesNow: an issue is exclusive inside its window (contract §4.5)', () => {
  it.each([
    ['free issue, no date', [], null, []],
    ['free issue with a free date ahead', [], NOW + 60, []],
    ['paid issue, free date ahead', ['patreon'], NOW + 60, ['patreon']],
    ['paid issue, no free date: exclusive with no end', ['patreon'], null, ['patreon']],
    ['paid issue whose free date is now', ['patreon'], NOW, []],
    ['paid issue whose free date has passed', ['patreon'], NOW - 1, []],
  ] as const)('%s', (_case, scopes, date, expected) => {
    expect(exclusiveScopesNow(scopes, date, NOW)).toEqual(expected);
  });
});

describe('SQL fragments', () => {
  it('read the payment rules of the aliased row', () => {
    expect(seriesScopesSql('s')).toContain('r.content_uuid = s.uuid');
    expect(paidScopesSql('i')).toContain('r.content_uuid = i.series_uuid');
    expect(paidScopesSql('i')).toMatch(/^CASE WHEN/);
  });
});
