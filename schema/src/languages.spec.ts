import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGES_FOR_PICKER, LANGUAGE_NAMES, languageFromCode } from './languages';

describe('languageFromCode', () => {
  it.each([
    ['en', 'ENGLISH'],
    ['nl', 'DUTCH_FLEMISH'],
    ['fa', 'FARSI'],
    ['ca', 'VALENCIAN_CATALAN'],
    ['ro', 'ROMANIAN_MOLDOVAN'],
    ['lb', 'LETZEBURGESCH'],
    ['km', 'CENTRAL_KHMER'],
    ['ii', 'NUOSU_SICHUAN_YI'],
    ['zh', 'CHINESE'],
    ['ny', 'CHICHEWA_CHEWA_NYANJA'],
    ['kl', 'KALAALLISUT_GREENLANDIC'],
    ['ht', 'HAITIAN_CREOLE'],
    ['nb', 'NORWEGIAN_BOKMAL'],
  ])('reads ISO 639-1 %s as %s', (code, language) => {
    expect(languageFromCode(code)).toBe(language);
  });

  it.each([
    ['ger', 'GERMAN'],
    ['fre', 'FRENCH'],
    ['dut', 'DUTCH_FLEMISH'],
    ['chi', 'CHINESE'],
    ['per', 'FARSI'],
    ['rum', 'ROMANIAN_MOLDOVAN'],
    ['wel', 'WELSH'],
    ['tib', 'TIBETAN'],
  ])('reads ISO 639-2/B %s as %s', (code, language) => {
    expect(languageFromCode(code)).toBe(language);
  });

  it.each([
    ['deu', 'GERMAN'],
    ['fra', 'FRENCH'],
    ['nld', 'DUTCH_FLEMISH'],
    ['zho', 'CHINESE'],
    ['fas', 'FARSI'],
    ['ron', 'ROMANIAN_MOLDOVAN'],
    ['cym', 'WELSH'],
    ['bod', 'TIBETAN'],
    ['eng', 'ENGLISH'],
    ['iii', 'NUOSU_SICHUAN_YI'],
  ])('reads ISO 639-2/T %s as %s', (code, language) => {
    expect(languageFromCode(code)).toBe(language);
  });

  it.each([
    ['mo', 'ROMANIAN_MOLDOVAN'],
    ['mol', 'ROMANIAN_MOLDOVAN'],
    ['iw', 'HEBREW'],
    ['in', 'INDONESIAN'],
    ['ji', 'YIDDISH'],
  ])('reads withdrawn code %s as %s', (code, language) => {
    expect(languageFromCode(code)).toBe(language);
  });

  it.each([
    ['en-us', 'ENGLISH'],
    ['EN-US', 'ENGLISH'],
    ['de-DE', 'GERMAN'],
    ['pt_BR', 'PORTUGUESE'],
    ['zh-Hant-TW', 'CHINESE'],
    [' fr-CA ', 'FRENCH'],
    ['ENG', 'ENGLISH'],
  ])('ignores case and region: %s → %s', (code, language) => {
    expect(languageFromCode(code)).toBe(language);
  });

  it.each(['', '  ', 'xx', 'english', 'e', 'qaa', 'sh', '-us'])('returns null for unknown code "%s"', (code) => {
    expect(languageFromCode(code)).toBeNull();
  });

  it('reaches every Language', () => {
    const reached = new Set(
      'abcdefghijklmnopqrstuvwxyz'.split('').flatMap((a) => 'abcdefghijklmnopqrstuvwxyz'.split('').map((b) => languageFromCode(a + b))),
    );
    reached.delete(null);
    expect(reached.size).toBe(LANGUAGES.length);
  });
});

describe('language picker (creator spec §3)', () => {
  it('lists English, Spanish, French, Korean, Japanese and Chinese first, then every other language once', () => {
    expect(LANGUAGES_FOR_PICKER.slice(0, 6).map((language) => LANGUAGE_NAMES[language])).toEqual([
      'English', 'Spanish', 'French', 'Korean', 'Japanese', 'Chinese',
    ]);
    expect([...LANGUAGES_FOR_PICKER].sort()).toEqual([...LANGUAGES].sort());
  });

  it.each([
    ['DUTCH_FLEMISH', 'Dutch, Flemish'],
    ['HAITIAN_CREOLE', 'Haitian Creole'],
    ['NORWEGIAN_BOKMAL', 'Norwegian Bokmål'],
    ['BIHARI_LANGUAGES', 'Bihari Languages'],
  ] as const)('names %s "%s"', (language, name) => {
    expect(LANGUAGE_NAMES[language]).toBe(name);
  });

  it('gives every language a distinct name', () => {
    expect(new Set(Object.values(LANGUAGE_NAMES)).size).toBe(LANGUAGES.length);
  });
});
