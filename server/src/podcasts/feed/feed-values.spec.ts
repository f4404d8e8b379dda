import { describe, expect, it } from 'vitest';
import {
  baseArtworkUrl,
  parseDuration,
  parseFeedDate,
  parseFileLength,
  parseItemNumber,
  parseYesNo,
  toPlainText,
  truncateText,
} from './feed-values';

const utc = (...args: [number, number, number, number?, number?, number?]) =>
  Date.UTC(args[0], args[1], args[2], args[3] ?? 0, args[4] ?? 0, args[5] ?? 0) / 1000;

describe('parseFeedDate (epoch seconds)', () => {
  it.each([
    ['Wed, 03 Aug 2005 18:00:00 GMT', utc(2005, 7, 3, 18)],
    ['Wed, 9 Mar 2022 10:00:00 +0100', utc(2022, 2, 9, 9)],
    ['Tue, 18 Jul 2006 12:00:00 -0700', utc(2006, 6, 18, 19)],
    ['Mon, 25 May 2022 10:00:00 +05:30', utc(2022, 4, 25, 4, 30)],
  ])('reads RFC 822 dates with numeric zones: %s', (text, expected) => {
    expect(parseFeedDate(text)).toBe(expected);
  });

  it.each([
    ['Sun, 01 Jul 2007 12:00:00 PST', utc(2007, 6, 1, 20)],
    ['Sun, 01 Jul 2007 12:00:00 PDT', utc(2007, 6, 1, 19)],
    ['Fri, 21 Dec 2012 12:00:00 EST', utc(2012, 11, 21, 17)],
    ['Tue, 18 Jul 2006 12:00:00 CEST', utc(2006, 6, 18, 10)],
    ['Tue, 18 Jul 2006 12:00:00 UT', utc(2006, 6, 18, 12)],
  ])('reads named time zones: %s', (text, expected) => {
    expect(parseFeedDate(text)).toBe(expected);
  });

  it('reads a date without weekday (taverncast.xml)', () => {
    expect(parseFeedDate('21 Dec 2012 12:00:00 EST')).toBe(utc(2012, 11, 21, 17));
  });

  it('ignores a wrong weekday (podverse-test-feed.xml: 28 May 2022 was a Saturday)', () => {
    expect(parseFeedDate('Sun, 28 May 2022 02:56:32 +0000')).toBe(utc(2022, 4, 28, 2, 56, 32));
  });

  it('reads full month names, no comma, no seconds, two-digit years and a trailing comment', () => {
    expect(parseFeedDate('Tue, 12 December 2007 12:00:00 EST')).toBe(utc(2007, 11, 12, 17));
    expect(parseFeedDate('Wed 9 Jan 2013 08:00:00 GMT')).toBe(utc(2013, 0, 9, 8));
    expect(parseFeedDate('Sun, 1 Jul 2007 12:00 PST')).toBe(utc(2007, 6, 1, 20));
    expect(parseFeedDate('Mon, 02 Jan 06 15:04:05 GMT')).toBe(utc(2006, 0, 2, 15, 4, 5));
    expect(parseFeedDate('Wed, 03 Aug 2005 18:00:00 -0700 (PDT)')).toBe(utc(2005, 7, 4, 1));
  });

  it('treats a missing or unknown zone as UTC, whatever the machine time zone', () => {
    expect(parseFeedDate('Mon, 12 Jul 2007 12:00:00')).toBe(utc(2007, 6, 12, 12));
    expect(parseFeedDate('Mon, 12 Jul 2007 12:00:00 XYZ')).toBe(utc(2007, 6, 12, 12));
    expect(parseFeedDate('12 Jul 2007')).toBe(utc(2007, 6, 12));
  });

  it('reads ISO 8601 dates (dc:date)', () => {
    expect(parseFeedDate('2021-10-08T10:00:00Z')).toBe(utc(2021, 9, 8, 10));
    expect(parseFeedDate('2021-10-08T10:00:00.123+02:00')).toBe(utc(2021, 9, 8, 8));
    expect(parseFeedDate('2021-10-08T10:00:00')).toBe(utc(2021, 9, 8, 10));
    expect(parseFeedDate('2021-10-08')).toBe(utc(2021, 9, 8));
  });

  it.each(['', '   ', 'yesterday', 'Wed, 99 Dec 2007 12:00:00 GMT', '32 Foo 2020', null, undefined])(
    'returns null for an unreadable date: %j',
    (text) => {
      expect(parseFeedDate(text)).toBeNull();
    },
  );
});

describe('parseDuration (seconds)', () => {
  it.each([
    ['3600', 3600],
    ['  905 ', 905],
    ['1014.708375', 1015],
    ['23:35', 1415],
    ['5:07', 307],
    ['00:16:00', 960],
    ['1:02:03', 3723],
    ['101:02:03', 363723],
  ])('reads the itunes:duration form %j', (text, expected) => {
    expect(parseDuration(text)).toBe(expected);
  });

  it.each(['', '0', '00:00:00', 'abc', '1h 2m', '1:2:3:4', '-5', null])('returns null for %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe('parseFileLength (bytes)', () => {
  it('reads a byte count', () => {
    expect(parseFileLength('15360417')).toBe(15360417);
    expect(parseFileLength(' 2147483647 ')).toBe(2147483647);
  });

  it.each([null, '', '  ', '0', '-1', '12.5', 'abc', '2147483648', '99999999999'])(
    'returns null when missing, empty, 0, not a whole number or above 2^31−1: %j',
    (text) => {
      expect(parseFileLength(text)).toBeNull();
    },
  );
});

describe('small readers', () => {
  it('parseItemNumber takes the first run of digits', () => {
    expect(parseItemNumber('12')).toBe(12);
    expect(parseItemNumber('Ep. 12')).toBe(12);
    expect(parseItemNumber(3)).toBe(3);
    expect(parseItemNumber('none')).toBeNull();
    expect(parseItemNumber(null)).toBeNull();
  });

  it('parseYesNo reads iTunes flags', () => {
    expect(['yes', 'Yes', 'true', 'explicit'].map(parseYesNo)).toEqual([true, true, true, true]);
    expect(['no', 'false', 'clean', '', null].map(parseYesNo)).toEqual([false, false, false, false, false]);
  });

  it('toPlainText decodes leftover entities, drops tags and collapses whitespace', () => {
    expect(toPlainText('  Tom &amp; Jerry\n  <b>live</b>&nbsp;now ')).toBe('Tom & Jerry live now');
    expect(toPlainText('   ')).toBeNull();
    expect(toPlainText('I <3 podcasts -> yes')).toBe('I <3 podcasts -> yes');
  });

  it('truncateText keeps at most max characters, cutting at a word', () => {
    const long = 'word '.repeat(100).trim();
    const cut = truncateText(long, 255);
    expect(Array.from(cut).length).toBeLessThanOrEqual(255);
    expect(cut.endsWith('word…')).toBe(true);
    expect(truncateText('short', 255)).toBe('short');
    expect(Array.from(truncateText('😀'.repeat(300), 255))).toHaveLength(255);
  });
});

describe('baseArtworkUrl (iTunesInfo.baseArtworkUrl)', () => {
  it('strips the size suffix of an Apple mzstatic image so {size}x{size}bb.png can be appended', () => {
    const url = 'https://is1-ssl.mzstatic.com/image/thumb/Podcasts115/v4/ab/cd/ef/abcdef/mza_123.jpg/600x600bb.jpg';
    const base = baseArtworkUrl(url);
    expect(base).toBe('https://is1-ssl.mzstatic.com/image/thumb/Podcasts115/v4/ab/cd/ef/abcdef/mza_123.jpg/');
    expect(`${base}640x640bb.png`).toMatch(/\/mza_123\.jpg\/640x640bb\.png$/);
    expect(baseArtworkUrl('https://is4-ssl.mzstatic.com/image/thumb/a/b.png/3000x3000bb.png')).toBe(
      'https://is4-ssl.mzstatic.com/image/thumb/a/b.png/',
    );
  });

  it('is null for any other image', () => {
    expect(baseArtworkUrl('https://example.com/cover/600x600bb.jpg')).toBeNull();
    expect(baseArtworkUrl('https://is1-ssl.mzstatic.com/image/thumb/a/b.jpg')).toBeNull();
    expect(baseArtworkUrl(null)).toBeNull();
  });
});
