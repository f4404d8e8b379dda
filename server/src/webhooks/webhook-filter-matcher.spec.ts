import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { FilterSpec, FilterSubject, RegexCache, clauseMatches, compileFilter, compileFilterRegex, filterPasses, matchFilters, regexProblem } from './webhook-filter-matcher';

const SERIES = '11111111-1111-4111-8111-111111111111';
const EPISODE = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';

/** A filter with only what a test states (factory). */
function filter(over: Partial<FilterSpec> & { clauses?: FilterSpec['clauses'] } = {}): FilterSpec {
  return { uuid: over.uuid ?? 'f-1', clauses: over.clauses ?? [], includedUuids: over.includedUuids ?? [], excludedUuids: over.excludedUuids ?? [] };
}

const episode = (data: Record<string, unknown> = {}): FilterSubject => ({ uuid: EPISODE, parentUuid: SERIES, data: { uuid: EPISODE, ...data } });
const passes = (spec: FilterSpec, subject: FilterSubject = episode()) => filterPasses(compileFilter(spec), subject);

describe('a clause: case-insensitive ECMAScript regex on a top-level data field (contract §9)', () => {
  it.each([
    ['matches anywhere in a string field', 'interview|guest', 'An INTERVIEW with Ada', true],
    ['is case-insensitive', 'GUEST', 'our guest today', true],
    ['does not match when the text lacks it', 'interview|guest', 'a solo episode', false],
    ['honours anchors', '^the ', 'The End', true],
    ['honours anchors (no match)', '^the ', 'Not the end', false],
    ['character classes and counts', '^s\\d{2}e\\d{2}\\b', 'S01E02 Pilot', true],
    ['a slash needs no escape', 'a/b', 'see a/b', true],
    ['named groups in JavaScript syntax', '(?<n>\\d{4})', 'in 2024', true],
  ])('%s', (_, value, text, expected) => {
    expect(passes(filter({ clauses: [{ field: 'name', value }] }), episode({ name: text }))).toBe(expected);
  });

  it('numbers and booleans are matched as text', () => {
    const re = compileFilterRegex('^42$');
    expect(clauseMatches(42, re)).toBe(true);
    expect(clauseMatches('42', re)).toBe(true);
    expect(clauseMatches(true, compileFilterRegex('^true$'))).toBe(true);
    expect(clauseMatches(false, compileFilterRegex('^true$'))).toBe(false);
  });

  it('a list matches when any element does', () => {
    const re = compileFilterRegex('^comedy$');
    expect(clauseMatches(['PODCASTSERIES_NEWS', 'COMEDY'], re)).toBe(true);
    expect(clauseMatches(['PODCASTSERIES_NEWS'], re)).toBe(false);
    expect(clauseMatches([], re)).toBe(false);
    expect(clauseMatches([null, 'comedy'], re)).toBe(true);
  });

  it('null, missing and object values never match, not even .*', () => {
    const re = compileFilterRegex('.*');
    expect(clauseMatches(null, re)).toBe(false);
    expect(clauseMatches(undefined, re)).toBe(false);
    expect(clauseMatches({ uuid: SERIES }, re)).toBe(false);
    expect(passes(filter({ clauses: [{ field: 'subtitle', value: '.*' }] }), episode({}))).toBe(false);
  });

  it('only top-level fields: a nested field name is not looked up', () => {
    expect(passes(filter({ clauses: [{ field: 'podcastSeries.name', value: 'x' }] }), episode({ podcastSeries: { name: 'x' } }))).toBe(false);
  });

  it('runs on RE2, not V8: a pattern that backtracks exponentially in V8 still answers', () => {
    const re = compileFilterRegex('^(a+)+$');
    expect(re).toBeInstanceOf(RE2JS);
    // On a backtracking engine this call would not return before the end of the universe.
    expect(clauseMatches(`${'a'.repeat(5000)}!`, re)).toBe(false);
    expect(clauseMatches('a'.repeat(5000), re)).toBe(true);
  });
});

describe('a filter: all clauses (AND), then the allow and block lists (contract §9)', () => {
  const twoClauses = filter({ clauses: [{ field: 'name', value: 'interview' }, null, { field: 'description', value: 'science' }] });

  it('passes when every clause matches', () => {
    expect(passes(twoClauses, episode({ name: 'Interview', description: 'Science talk' }))).toBe(true);
  });

  it('fails when one clause does not', () => {
    expect(passes(twoClauses, episode({ name: 'Interview', description: 'Cooking' }))).toBe(false);
    expect(passes(twoClauses, episode({ name: 'Solo', description: 'Science talk' }))).toBe(false);
  });

  it('with no clause and no list it passes everything', () => {
    expect(passes(filter(), episode())).toBe(true);
  });

  it('includedUuids (not empty): the object\'s uuid or its parent\'s must be in it', () => {
    expect(passes(filter({ includedUuids: [EPISODE] }))).toBe(true);
    expect(passes(filter({ includedUuids: [SERIES] }))).toBe(true);
    expect(passes(filter({ includedUuids: [OTHER] }))).toBe(false);
    // A series event has no parent: only its own uuid counts.
    expect(passes(filter({ includedUuids: [SERIES] }), { uuid: SERIES, data: {} })).toBe(true);
    expect(passes(filter({ includedUuids: [OTHER] }), { uuid: SERIES, parentUuid: null, data: {} })).toBe(false);
  });

  it('excludedUuids: neither the object\'s uuid nor its parent\'s may be in it, and it wins over includedUuids', () => {
    expect(passes(filter({ excludedUuids: [EPISODE] }))).toBe(false);
    expect(passes(filter({ excludedUuids: [SERIES] }))).toBe(false);
    expect(passes(filter({ excludedUuids: [OTHER] }))).toBe(true);
    expect(passes(filter({ includedUuids: [SERIES], excludedUuids: [EPISODE] }))).toBe(false);
  });

  it('uuids compare case-insensitively', () => {
    expect(passes(filter({ includedUuids: [SERIES.toUpperCase()] }))).toBe(true);
    expect(passes(filter({ excludedUuids: [EPISODE] }), { uuid: EPISODE.toUpperCase(), data: {} })).toBe(false);
  });

  it('lists and clauses combine with AND', () => {
    const spec = filter({ clauses: [{ field: 'name', value: 'interview' }], includedUuids: [SERIES] });
    expect(passes(spec, episode({ name: 'Interview' }))).toBe(true);
    expect(passes(spec, episode({ name: 'Solo' }))).toBe(false);
    expect(passes(spec, { uuid: EPISODE, parentUuid: OTHER, data: { name: 'Interview' } })).toBe(false);
  });
});

describe('an endpoint\'s filters for one event name: any passes (OR); matchingFilters (contract §9)', () => {
  const a = compileFilter(filter({ uuid: 'a', clauses: [{ field: 'name', value: 'interview' }] }));
  const b = compileFilter(filter({ uuid: 'b', clauses: [{ field: 'name', value: 'guest' }] }));

  it('no filter: the event goes out with matchingFilters []', () => {
    expect(matchFilters([], episode({ name: 'anything' }))).toEqual({ send: true, matchingFilters: [] });
  });

  it('goes out when one passes, listing it', () => {
    expect(matchFilters([a, b], episode({ name: 'A guest' }))).toEqual({ send: true, matchingFilters: ['b'] });
  });

  it('lists every filter that passed, in the filters\' order', () => {
    expect(matchFilters([a, b], episode({ name: 'Interview with a guest' }))).toEqual({ send: true, matchingFilters: ['a', 'b'] });
  });

  it('is held back when none passes', () => {
    expect(matchFilters([a, b], episode({ name: 'Solo' }))).toEqual({ send: false, matchingFilters: [] });
  });
});

describe('validating a filter value', () => {
  it('accepts ECMAScript patterns RE2 runs', () => {
    for (const value of ['interview|guest', '^\\w+$', '[a-z]{2,}', '(?:x|y)+?', '\\bcat\\b', '(?<year>\\d{4})']) expect(regexProblem(value)).toBeNull();
  });

  it('refuses what is not an ECMAScript regex, with the engine\'s reason', () => {
    expect(regexProblem('(')).toEqual({ kind: 'invalid', reason: 'Unterminated group' });
    expect(regexProblem('[')).toMatchObject({ kind: 'invalid' });
    expect(regexProblem('*a')).toEqual({ kind: 'invalid', reason: 'Nothing to repeat' });
    // RE2-only syntax is not ECMAScript.
    expect(regexProblem('(?i)x')).toMatchObject({ kind: 'invalid' });
  });

  it('refuses ECMAScript that RE2 cannot run in linear time: lookaround and backreferences', () => {
    for (const value of ['x(?=y)', 'x(?!y)', '(?<=x)y', '(a)\\1']) expect(regexProblem(value)).toMatchObject({ kind: 'unsupported' });
  });
});

describe('RegexCache', () => {
  it('compiles a pattern once and hands the same regex back', () => {
    const cache = new RegexCache();
    expect(cache.get('a|b')).toBe(cache.get('a|b'));
  });

  it('starts over when full', () => {
    const cache = new RegexCache(2);
    const first = cache.get('a');
    cache.get('b');
    cache.get('c');
    expect(cache.get('a')).not.toBe(first);
  });
});
