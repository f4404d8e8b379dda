import { describe, expect, it } from 'vitest';
import { EpisodePaymentFacts, PaymentRuleFacts, episodePaymentRuleType } from './paid-episodes';

/** Spec 001 §4: "An episode counts as paid when a group rule is current or a LAST_X rule exists." */

const NOW = 1_800_000_000;
const published = (uuid: string, latestRank: number, freeFrom: number | null = null): EpisodePaymentFacts => ({ uuid, status: 'PUBLISHED', latestRank, dateExclusiveContentIsAvailable: freeFrom });
const draft = (uuid: string, status = 'DRAFT', freeFrom: number | null = null): EpisodePaymentFacts => ({ uuid, status, latestRank: null, dateExclusiveContentIsAvailable: freeFrom });
const lastX = (ruleValue: number): PaymentRuleFacts => ({ ruleType: 'LAST_X', ruleValue, group: null });
const group = (items: string[], isCurrent: boolean): PaymentRuleFacts => ({ ruleType: 'GROUP', ruleValue: null, group: { items, isCurrent } });

const cases: [string, EpisodePaymentFacts, PaymentRuleFacts[], 'FREE' | 'PAID'][] = [
  // No rule
  ['no rule: a published episode is free', published('a', 1), [], 'FREE'],
  ['no rule: a draft is free', draft('a'), [], 'FREE'],
  // LAST_X covers the latest ruleValue published episodes
  ['LAST_X 1 covers the latest episode', published('a', 1), [lastX(1)], 'PAID'],
  ['LAST_X 1 does not cover the one before', published('b', 2), [lastX(1)], 'FREE'],
  ['LAST_X 3 covers the third latest', published('c', 3), [lastX(3)], 'PAID'],
  ['LAST_X 3 does not cover the fourth latest', published('d', 4), [lastX(3)], 'FREE'],
  ['LAST_X 1000 covers the 1000th latest', published('e', 1000), [lastX(1000)], 'PAID'],
  ['the largest LAST_X of several decides', published('c', 3), [lastX(1), lastX(3)], 'PAID'],
  ['a LAST_X without a value covers nothing', published('a', 1), [{ ruleType: 'LAST_X', ruleValue: null, group: null }], 'FREE'],
  ['a published episode without a rank is not covered by LAST_X', { uuid: 'a', status: 'PUBLISHED', latestRank: null }, [lastX(5)], 'FREE'],
  // GROUP: the season contains it and is current
  ['GROUP on the current season containing it', published('b', 5), [group(['a', 'b'], true)], 'PAID'],
  ['GROUP on the current season not containing it', published('c', 1), [group(['a', 'b'], true)], 'FREE'],
  ['GROUP on a season that is not current', published('b', 1), [group(['a', 'b'], false)], 'FREE'],
  ['GROUP with its season gone', published('b', 1), [{ ruleType: 'GROUP', ruleValue: null, group: null }], 'FREE'],
  ['either rule is enough: GROUP', published('z', 9), [lastX(1), group(['z'], true)], 'PAID'],
  ['either rule is enough: LAST_X', published('a', 1), [lastX(1), group(['z'], false)], 'PAID'],
  // Not published yet: counts as the latest episode, joining the current season
  ['a draft with a LAST_X rule is paid once published', draft('n'), [lastX(1)], 'PAID'],
  ['a scheduled episode with a LAST_X rule', draft('n', 'SCHEDULED'), [lastX(2)], 'PAID'],
  ['a draft with a GROUP rule on the current season', draft('n'), [group(['a'], true)], 'PAID'],
  ['a draft with a GROUP rule on a season that is not current', draft('n'), [group(['a'], false)], 'FREE'],
  // The free-availability date (§4)
  ['paid until its free date', published('a', 1, NOW + 1800), [lastX(1)], 'PAID'],
  ['free once its free date is reached', published('a', 1, NOW), [lastX(1)], 'FREE'],
  ['free after its free date', published('a', 1, NOW - 1), [group(['a'], true)], 'FREE'],
  ['a free date alone does not make it paid', published('a', 1, NOW + 1800), [], 'FREE'],
  ['an unknown rule type is ignored', published('a', 1), [{ ruleType: 'OTHER', ruleValue: 5, group: null }], 'FREE'],
];

describe('episodePaymentRuleType (spec 001 §4)', () => {
  it.each(cases)('%s', (_name, episode, rules, expected) => {
    expect(episodePaymentRuleType(episode, rules, NOW)).toBe(expected);
  });
});
