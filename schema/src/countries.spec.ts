import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRIES_FOR_PICKER, COUNTRY_NAMES, countryFromCode } from './countries';

describe('countryFromCode', () => {
  it.each([
    ['us', 'UNITED_STATES_OF_AMERICA'],
    ['US', 'UNITED_STATES_OF_AMERICA'],
    ['gb', 'UNITED_KINGDOM'],
    ['uk', 'UNITED_KINGDOM'],
    ['kr', 'KOREA_SOUTH'],
    ['kp', 'KOREA_NORTH'],
    ['ax', 'ALAND_ISLANDS'],
    ['ci', 'COTE_D_IVOIRE'],
    ['cd', 'CONGO_THE_DEMOCRATIC_REPUBLIC_OF'],
    ['cg', 'CONGO'],
    ['va', 'HOLY_SEE'],
    ['mf', 'SAINT_MARTIN_FRENCH_PART'],
    ['sx', 'SINT_MAARTEN_DUTCH_PART'],
    ['um', 'MINOR_OUTLYING_ISLANDS_US'],
    ['vi', 'VIRGIN_ISLANDS_US'],
    ['vg', 'VIRGIN_ISLANDS_BRITISH'],
    ['ps', 'PALESTINE_STATE'],
    ['sz', 'ESWATINI'],
    ['mk', 'NORTH_MACEDONIA'],
    [' de ', 'GERMANY'],
  ])('%s → %s', (code, country) => {
    expect(countryFromCode(code)).toBe(country);
  });

  it.each(['', 'xx', 'usa', 'eu', 'u'])('returns null for unknown code "%s"', (code) => {
    expect(countryFromCode(code)).toBeNull();
  });

  it('reaches every Country from exactly one ISO alpha-2 code, plus UK', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
    const hits = letters.flatMap((a) => letters.map((b) => countryFromCode(a + b))).filter((c) => c !== null);
    expect(hits).toHaveLength(COUNTRIES.length + 1);
    expect(new Set(hits).size).toBe(COUNTRIES.length);
  });
});

describe('country picker (creator spec §3)', () => {
  it('lists the spec’s thirteen countries first, then every other country once', () => {
    expect(COUNTRIES_FOR_PICKER.slice(0, 13).map((country) => COUNTRY_NAMES[country])).toEqual([
      'United States', 'United Kingdom', 'Canada', 'Australia', 'Germany', 'Spain', 'France', 'South Korea',
      'Japan', 'China', 'Brazil', 'India', 'Nigeria',
    ]);
    expect([...COUNTRIES_FOR_PICKER].sort()).toEqual([...COUNTRIES].sort());
  });

  it.each([
    ['BOSNIA_AND_HERZEGOVINA', 'Bosnia and Herzegovina'],
    ['ISLE_OF_MAN', 'Isle of Man'],
    ['KOREA_NORTH', 'North Korea'],
    ['COTE_D_IVOIRE', "Côte d'Ivoire"],
    ['SAINT_VINCENT_AND_THE_GRENADINES', 'Saint Vincent and the Grenadines'],
    ['NEW_ZEALAND', 'New Zealand'],
  ] as const)('names %s "%s"', (country, name) => {
    expect(COUNTRY_NAMES[country]).toBe(name);
  });

  it('gives every country a distinct name', () => {
    expect(new Set(Object.values(COUNTRY_NAMES)).size).toBe(COUNTRIES.length);
  });
});
