import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { logger as partytimeLogger } from 'podcast-partytime/dist/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedParseError, MAX_GENRES, parseFeed } from './feed-parser';
import type { ParsedFeed } from './feed-parser';

// The real feeds are read where they live; they are never copied into the repository.
import { FEEDS_DIR } from '../../../test/support/paths';
const FEED_FILES = readdirSync(FEEDS_DIR).filter((f) => f.endsWith('.xml')).sort();
const HEX64 = /^[0-9a-f]{64}$/;

const xmlOf = (file: string) => readFileSync(join(FEEDS_DIR, file), 'utf8');
const rssUrlOf = (file: string) => `https://feeds.example.com/${file}`;
const parsed = new Map<string, ParsedFeed>();
/** Parses a real feed once per test file. */
function feed(file: string): ParsedFeed {
  let result = parsed.get(file);
  if (!result) {
    result = parseFeed(xmlOf(file), rssUrlOf(file));
    parsed.set(file, result);
  }
  return result;
}
const utc = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => Date.UTC(y, m, d, h, min, s) / 1000;

/** `<item>` counts per file, as SOURCES.md states them ("**N items / M enclosures**"). */
const SOURCE_ITEM_COUNTS = new Map(
  [...readFileSync(join(FEEDS_DIR, 'SOURCES.md'), 'utf8').matchAll(/^\| `([^`]+\.xml)` \|.*?\*\*(\d+) items \/ \d+ enclosures\*\*/gm)].map(
    (m) => [m[1], Number(m[2])] as const,
  ),
);

/** Where the episode count differs from SOURCES.md's item count, and why (the item is in `skipped`). */
const EXPECTED_SKIPS: Record<string, { count: number; reason: string }> = {
  // The newsletter's only item has an image/jpeg enclosure: not an episode (decision).
  'heated.xml': { count: 1, reason: 'NOT_MEDIA_ENCLOSURE' },
  // "Geekistry: Lowatus of Borg (extended version)" is listed twice with the same guid: the first is kept.
  'taverncast.xml': { count: 1, reason: 'DUPLICATE_GUID' },
};

/** A small feed for rules the real feeds do not show; `items` is inserted into the channel. */
function miniFeed(items: string, channelExtra = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>Mini Show</title>
    <description><![CDATA[<p>About <a href="https://mini.example/about">us</a></p>]]></description>
    <language>en-GB</language>
    <pubDate>Mon, 01 Jan 2024 10:00:00 GMT</pubDate>
    <itunes:category text="Technology"/>
    ${channelExtra}
    ${items}
  </channel>
</rss>`;
}
const item = (guid: string, title: string, extra = '') =>
  `<item><guid>${guid}</guid><title>${title}</title><pubDate>Mon, 01 Jan 2024 10:00:00 GMT</pubDate>` +
  `<enclosure url="https://cdn.mini.example/${encodeURIComponent(title)}.mp3" length="1000" type="audio/mpeg"/>${extra}</item>`;

describe('parseFeed over every real feed (SOURCES.md)', () => {
  it('knows the item count of every feed file', () => {
    expect(FEED_FILES).toHaveLength(30);
    for (const file of FEED_FILES) expect(SOURCE_ITEM_COUNTS.get(file), file).toBeGreaterThan(0);
  });

  describe.each(FEED_FILES)('%s', (file) => {
    it('parses, with the episode count of SOURCES.md (differences explained by skipped items)', () => {
      const result = feed(file);
      const items = SOURCE_ITEM_COUNTS.get(file) ?? -1;
      const expectedSkips = EXPECTED_SKIPS[file];
      expect(result.series.name.length).toBeGreaterThan(0);
      expect(result.series.rssUrl).toBe(rssUrlOf(file));
      expect(result.episodes.length + result.skipped.length).toBe(items);
      expect(result.skipped.length).toBe(expectedSkips?.count ?? 0);
      for (const skipped of result.skipped) expect(skipped.reason).toBe(expectedSkips?.reason);
    });

    it('gives every episode a non-empty guid, unique in the feed and stable across two parses', () => {
      const first = feed(file);
      const again = parseFeed(xmlOf(file), rssUrlOf(file));
      const guids = first.episodes.map((e) => e.guid);
      for (const guid of guids) expect(guid.trim().length).toBeGreaterThan(0);
      expect(new Set(guids).size).toBe(guids.length);
      expect(again.episodes.map((e) => e.guid)).toEqual(guids);
      expect(again.episodes.map((e) => e.hash)).toEqual(first.episodes.map((e) => e.hash));
      expect(again.series.hash).toBe(first.series.hash);
      expect(again.series.childrenHash).toBe(first.series.childrenHash);
    });

    it('fills the normalised shape within the contract’s limits', () => {
      const { series, episodes } = feed(file);
      expect(series.hash).toMatch(HEX64);
      expect(series.childrenHash).toMatch(HEX64);
      expect(series.genres.length).toBeLessThanOrEqual(MAX_GENRES);
      expect(new Set(series.genres).size).toBe(series.genres.length);
      for (const e of episodes) {
        expect(e.hash).toMatch(HEX64);
        expect(e.audioUrl ?? e.videoUrl).toBeTruthy();
        expect(e.audioUrl === null || e.videoUrl === null).toBe(true);
        if (e.subtitle !== null) expect(Array.from(e.subtitle).length).toBeLessThanOrEqual(255);
        if (e.fileLength !== null) expect(e.fileLength).toBeGreaterThan(0);
        if (e.fileLength !== null) expect(e.fileLength).toBeLessThanOrEqual(2 ** 31 - 1);
        if (e.duration !== null) expect(Number.isInteger(e.duration) && e.duration > 0).toBe(true);
        if (e.datePublished !== null) expect(Number.isInteger(e.datePublished)).toBe(true);
        expect(['FULL', 'TRAILER', 'BONUS']).toContain(e.episodeType);
      }
    });
  });
});

describe('parseFeed on specific real feeds', () => {
  it('serial.xml: "Serial", 40 episodes, ENGLISH, genres from its categories, episodic', () => {
    const { series, episodes } = feed('serial.xml');
    expect(series.name).toBe('Serial');
    expect(episodes).toHaveLength(40);
    expect(series.language).toBe('ENGLISH');
    expect(series.genres).toEqual(['PODCASTSERIES_NEWS', 'PODCASTSERIES_TRUE_CRIME']);
    expect(series.seriesType).toBe('EPISODIC');
    expect(series.contentType).toBe('AUDIO');
    expect(series.authorName).toBe('This American Life');
    expect(series.rssOwnerName).toBe('Serial');
    expect(series.websiteUrl).toBe('https://serialpodcast.org');
    expect(series.itunes.publisherName).toBe('This American Life');
    expect(episodes[0]).toMatchObject({ guid: 'nwp-e05', name: 'Nice White Parents - Ep. 5', duration: 3144, fileLength: 50181895 });
    expect(episodes[0].datePublished).toBe(utc(2020, 7, 20, 9));
    // Decoded once: a second decode would turn "&region=" into "®ion=".
    expect(episodes[0].websiteUrl).toContain('&module=audio-series-bar&region=header');
    expect(episodes[0].audioUrl).toContain('?aid=rss_feed&awCollectionId=');
  });

  it('podcasting-2-0.xml: transcripts (application/srt) and chapters on episodes, persons with roles', () => {
    const { series, episodes } = feed('podcasting-2-0.xml');
    expect(series.podcastGuid).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
    const withTranscripts = episodes.filter((e) => e.transcripts.length > 0);
    expect(withTranscripts).toHaveLength(47);
    expect(episodes[0].transcripts).toEqual([
      { url: 'https://mp3s.nashownotes.com/PC20-57-Captions.srt', type: 'application/srt', language: 'en', hasTimecodes: true },
    ]);
    expect(episodes.filter((e) => e.chapters.length > 0)).toHaveLength(48);
    expect(episodes[0].chapters[0]).toEqual({
      url: 'http://34.117.70.159/http%3Amp3s.nashownotes.compc20rss.xml/PC2057',
      type: 'application/json',
    });
    expect(episodes[0].persons).toEqual([
      { name: 'Adam Curry', role: 'PODCASTSERIES_HOST', url: 'http://curry.com', imageUrl: 'https://feeds.podcastindex.org/adam_avatar.jpg' },
      { name: 'Dave Jones', role: 'PODCASTSERIES_HOST', url: 'http://dave.sobr.org', imageUrl: 'https://feeds.podcastindex.org/dave_avatar.jpg' },
      {
        name: 'Brian of London',
        role: 'PODCASTSERIES_GUEST',
        url: 'https://gist.github.com/brianoflondon/',
        imageUrl: 'https://noagendaassets.com/enc/1633719509.451_sirbrianoflondon.png',
      },
    ]);
    // 18 podcast:person tags, two of them empty (no name): 16 persons.
    expect(episodes.reduce((n, e) => n + e.persons.length, 0)).toBe(16);
    // HTML show notes are kept as HTML, with their links.
    expect(episodes[0].description).toMatch(/<(p|a|ul|li)\b/);
    expect(episodes[0].descriptionLinks.length).toBeGreaterThan(0);
  });

  it('no-agenda.xml: the undefined entity (&gtgt;) does not stop the feed; text after it survives', () => {
    const { series, episodes } = feed('no-agenda.xml');
    expect(series.name).toBe('No Agenda');
    expect(episodes).toHaveLength(29);
    // "…Pat E&lt;/p&gtgt;&lt;p&gt;Kristi Jensen…" in episode 1374's escaped HTML show notes
    const damaged = episodes.find((e) => e.name === '1374: "Shetard"');
    expect(damaged?.description).toMatch(/Pat E<\/p(&gtgt;|>)?<p>\s*Kristi Jensen/);
    expect(episodes.every((e) => e.transcripts.length === 1 && e.chapters.length === 1)).toBe(true);
  });

  it('taverncast.xml: leading blank line, odd dates and the non-standard iTunes namespace URI', () => {
    const { series, episodes } = feed('taverncast.xml');
    expect(series.name).toBe('Taverncast - Happy Hour in Your Head - Since 2005');
    expect(episodes).toHaveLength(130);
    expect(episodes.every((e) => e.datePublished !== null)).toBe(true);
    // "21 Dec 2012 12:00:00 EST": no weekday, named zone.
    const dates = new Set(episodes.map((e) => e.datePublished));
    expect(dates.has(utc(2012, 11, 21, 17))).toBe(true);
    expect(dates.has(utc(2015, 10, 7, 17))).toBe(true);
    // itunes:* read although the namespace URI is spelled .../DTDs/Podcast-1.0.dtd
    expect(series.itunes.subtitle).toBe("Beer - Talk - Fun. It's Happy Hour in Your Head!");
    expect(series.rssOwnerPublicEmail).toBe('taverncast@taverncast.com');
    expect(series.genres[0]).toBe('PODCASTSERIES_SOCIETY_AND_CULTURE');
    expect(episodes[0].duration).toBe(4190);
    // <itunes:image>href=http://…png"></itunes:image> is salvaged to the URL it holds.
    expect(series.imageUrl).toBe('http://www.taverncast.com/itunes-logo.png');
  });

  it('se-radio.xml: 249 distinct guids although 166 items have an empty <guid>', () => {
    const { episodes } = feed('se-radio.xml');
    expect(new Set(episodes.map((e) => e.guid)).size).toBe(249);
    const fromEnclosure = episodes.filter((e) => e.guid === e.audioUrl);
    expect(fromEnclosure).toHaveLength(166);
  });

  it('scale-your-code.xml: enclosures without length have fileLength null', () => {
    const { episodes } = feed('scale-your-code.xml');
    expect(episodes).toHaveLength(23);
    expect(episodes.every((e) => e.fileLength === null)).toBe(true);
    expect(episodes.every((e) => e.fileType === 'audio/x-mp3' && e.audioUrl !== null)).toBe(true);
  });

  it('animated-no-agenda.xml: VIDEO content with alternate enclosures', () => {
    const { series, episodes } = feed('animated-no-agenda.xml');
    expect(series.contentType).toBe('VIDEO');
    expect(series.language).toBeNull();
    expect(series.genres).toEqual([]);
    expect(episodes.every((e) => e.videoUrl !== null && e.audioUrl === null && e.fileType === 'video/mp4')).toBe(true);
    expect(episodes.reduce((n, e) => n + e.alternateEnclosures.length, 0)).toBe(140);
    expect(episodes[0].alternateEnclosures[0]).toEqual({
      type: 'video/mp4',
      uri: 'https://noagendatube.com/static/webseed/301929e6-a83e-45ad-8901-e513ea1ab81e-1080.mp4',
      sourceContentType: null,
      bitrate: '574055.1292517007',
      length: 21096526,
      height: 1080,
      lang: null,
      title: null,
      rel: null,
      codecs: null,
      default: true,
    });
    expect(series.persons).toEqual([
      expect.objectContaining({ name: 'Dame Jennifer', role: 'PODCASTSERIES_HOST' }),
    ]);
  });

  it('azure-friday.xml: a video/mp4 enclosure is a videoUrl', () => {
    const { series, episodes } = feed('azure-friday.xml');
    expect(series.contentType).toBe('VIDEO');
    expect(episodes[0].videoUrl).toMatch(/\.mp4$/);
  });

  it('dw-langsam-gesprochene-nachrichten.xml: GERMAN; the item without guid falls back to its enclosure URL', () => {
    const { series, episodes } = feed('dw-langsam-gesprochene-nachrichten.xml');
    expect(series.language).toBe('GERMAN');
    expect(series.name).toBe('Langsam gesprochene Nachrichten | Audios | DW Deutsch lernen');
    expect(series.genres).toEqual(['PODCASTSERIES_EDUCATION', 'PODCASTSERIES_EDUCATION_LANGUAGE_LEARNING']);
    expect(episodes).toHaveLength(59);
    expect(episodes[41].guid).toBe(episodes[41].audioUrl);
    expect(episodes.every((e) => e.datePublished !== null)).toBe(true);
  });

  it('1865.xml: serial, trailer first, category before its subcategory in feed order', () => {
    const { series, episodes } = feed('1865.xml');
    expect(series.seriesType).toBe('SERIAL');
    expect(series.genres).toEqual([
      'PODCASTSERIES_FICTION',
      'PODCASTSERIES_FICTION_DRAMA',
      'PODCASTSERIES_HISTORY',
      'PODCASTSERIES_GOVERNMENT',
    ]);
    expect(episodes[0].episodeType).toBe('TRAILER');
    expect(episodes[0].duration).toBe(960); // "00:16:00"
    expect(episodes[0].description).toMatch(/^<p>/); // content:encoded, CDATA HTML kept
  });

  it('baywatch-berlin.xml: a German trailer with an episode number', () => {
    const { series, episodes } = feed('baywatch-berlin.xml');
    expect(series.language).toBe('GERMAN');
    expect(episodes[0]).toMatchObject({ episodeType: 'TRAILER', episodeNumber: 1, name: 'Trailer' });
  });

  it('giant-bombcast.xml: PST/PDT dates and legacy categories', () => {
    const { series, episodes } = feed('giant-bombcast.xml');
    expect(episodes).toHaveLength(730);
    expect(episodes.every((e) => e.datePublished !== null)).toBe(true);
    expect(series.genres).toContain('PODCASTSERIES_TECHNOLOGY');
  });

  it('podverse-test-feed.xml: empty length="" is null, wrong weekdays still parse, live items are not episodes', () => {
    const { episodes } = feed('podverse-test-feed.xml');
    expect(episodes.map((e) => e.name)).toEqual([
      'Podcasting 2.0 Dev Meeting for May 28 2022',
      'Test Episode 4',
      'Test Episode 3',
      'Test Episode 2',
      'Test Episode 1',
    ]);
    expect(episodes.filter((e) => e.fileLength === null)).toHaveLength(4);
    expect(episodes.map((e) => e.datePublished)).toEqual([
      utc(2022, 4, 29, 5, 30, 25),
      utc(2022, 4, 28, 2, 56, 32),
      utc(2022, 4, 27, 2, 55, 43),
      utc(2022, 4, 26, 2, 54, 27),
      utc(2022, 4, 25, 2, 50, 8),
    ]);
  });

  it('heated.xml: the image-only enclosure is skipped and flagged, the series still ingests', () => {
    const { series, episodes, skipped } = feed('heated.xml');
    expect(series.name).toBe('HEATED');
    expect(series.imageUrl).toMatch(/^https:\/\/cdn\.substack\.com\/\S+$/);
    expect(episodes).toEqual([]);
    expect(skipped).toEqual([expect.objectContaining({ index: 0, reason: 'NOT_MEDIA_ENCLOSURE' })]);
    expect(skipped[0].title).toBeTruthy();
  });

  it('changing-the-tide.xml: &amp; query strings in enclosure URLs are decoded once', () => {
    const { episodes } = feed('changing-the-tide.xml');
    for (const e of episodes) expect(e.audioUrl).not.toContain('&amp;');
  });
});

describe('parseFeed rules on small feeds', () => {
  it('falls back to the enclosure URL for a missing guid and keeps the first of two equal guids', () => {
    const result = parseFeed(
      miniFeed(
        item('a', 'One') +
          '<item><title>No guid</title><enclosure url="https://cdn.mini.example/noguid.mp3" type="audio/mpeg"/></item>' +
          item('a', 'Duplicate of one') +
          '<item><guid>   </guid><title>Blank guid</title><enclosure url="https://cdn.mini.example/blank.mp3" type="audio/mpeg"/></item>',
      ),
      'https://mini.example/rss',
    );
    expect(result.episodes.map((e) => [e.guid, e.name])).toEqual([
      ['a', 'One'],
      ['https://cdn.mini.example/noguid.mp3', 'No guid'],
      ['https://cdn.mini.example/blank.mp3', 'Blank guid'],
    ]);
    expect(result.skipped).toEqual([{ index: 2, reason: 'DUPLICATE_GUID', guid: 'a', title: 'Duplicate of one' }]);
  });

  it('skips items without an enclosure or without title and description, and says why', () => {
    const result = parseFeed(
      miniFeed(
        '<item><guid>x</guid><title>Blog post</title></item>' +
          '<item><guid>y</guid><enclosure url="https://cdn.mini.example/y.mp3" type="audio/mpeg"/></item>' +
          item('z', 'Real'),
      ),
      'u',
    );
    expect(result.episodes.map((e) => e.guid)).toEqual(['z']);
    expect(result.skipped.map((s) => s.reason)).toEqual(['NO_ENCLOSURE', 'NO_TITLE_OR_DESCRIPTION']);
  });

  it('uses the first audio or video enclosure when an image comes first', () => {
    const result = parseFeed(
      miniFeed(
        '<item><guid>m</guid><title>Mixed</title><enclosure url="https://cdn.mini.example/cover.jpg" type="image/jpeg" length="0"/>' +
          '<enclosure url="https://cdn.mini.example/show.m4a" type="audio/x-m4a" length="123"/></item>',
      ),
      'u',
    );
    expect(result.episodes[0]).toMatchObject({ audioUrl: 'https://cdn.mini.example/show.m4a', fileType: 'audio/x-m4a', fileLength: 123 });
  });

  it('reads lengths: "" and "0" and > 2^31−1 are null', () => {
    const enclosure = (guid: string, length: string) =>
      `<item><guid>${guid}</guid><title>${guid}</title><enclosure url="https://cdn.mini.example/${guid}.mp3" length="${length}" type="audio/mpeg"/></item>`;
    const result = parseFeed(miniFeed(enclosure('e', '') + enclosure('z', '0') + enclosure('h', '4294967296') + enclosure('ok', '42')), 'u');
    expect(result.episodes.map((e) => e.fileLength)).toEqual([null, null, null, 42]);
  });

  it('guesses a missing MIME type from the URL and places video by MIME type', () => {
    const result = parseFeed(
      miniFeed(
        '<item><guid>v</guid><title>V</title><enclosure url="https://cdn.mini.example/v.mp4?x=1"/></item>' +
          '<item><guid>a</guid><title>A</title><enclosure url="https://cdn.mini.example/a.mp3"/></item>',
      ),
      'u',
    );
    expect(result.episodes.map((e) => [e.videoUrl !== null, e.fileType])).toEqual([
      [true, 'video/mp4'],
      [false, 'audio/mpeg'],
    ]);
    expect(result.series.contentType).toBe('AUDIO'); // 1 of 2 is not a majority
  });

  it('maps persons: no role → HOST, a known role, an unknown role → null', () => {
    const persons =
      '<podcast:person>Ann</podcast:person><podcast:person role="Co-Host" href="https://b.example">Bob</podcast:person>' +
      '<podcast:person role="Sandwich Maker" img="https://c.example/c.png">Cy</podcast:person><podcast:person role="guest"></podcast:person>';
    const { episodes } = parseFeed(miniFeed(item('p', 'P', persons)), 'u');
    expect(episodes[0].persons).toEqual([
      { name: 'Ann', role: 'PODCASTSERIES_HOST', url: null, imageUrl: null },
      { name: 'Bob', role: 'PODCASTSERIES_CO_HOST', url: 'https://b.example', imageUrl: null },
      { name: 'Cy', role: null, url: null, imageUrl: 'https://c.example/c.png' },
    ]);
  });

  it('reads transcripts (timecodes for SRT/VTT/JSON or captions), chapters and alternate enclosures', () => {
    const extra =
      '<podcast:transcript url="https://t.example/a.srt" type="application/x-subrip"/>' +
      '<podcast:transcript url="https://t.example/a.html" type="text/html" language="es"/>' +
      '<podcast:transcript url="https://t.example/a.txt" type="text/plain" rel="captions"/>' +
      '<podcast:transcript type="text/vtt"/>' +
      '<podcast:chapters url="https://t.example/ch.json" type="application/json+chapters"/>' +
      '<podcast:alternateEnclosure type="audio/opus" bitrate="32000" lang="en" title="Opus" codecs="opus" rel="small">' +
      '<podcast:source uri="ipfs://Qm123"/><podcast:source uri="https://t.example/a.opus"/></podcast:alternateEnclosure>' +
      '<podcast:alternateEnclosure type="audio/mpeg"/>';
    const { episodes } = parseFeed(miniFeed(item('t', 'T', extra)), 'u');
    expect(episodes[0].transcripts).toEqual([
      { url: 'https://t.example/a.srt', type: 'application/x-subrip', language: 'en-GB', hasTimecodes: true },
      { url: 'https://t.example/a.html', type: 'text/html', language: 'es', hasTimecodes: false },
      { url: 'https://t.example/a.txt', type: 'text/plain', language: 'en-GB', hasTimecodes: true },
    ]);
    expect(episodes[0].chapters).toEqual([{ url: 'https://t.example/ch.json', type: 'application/json+chapters' }]);
    expect(episodes[0].alternateEnclosures).toEqual([
      {
        type: 'audio/opus',
        uri: 'ipfs://Qm123',
        sourceContentType: null,
        bitrate: '32000',
        length: null,
        height: null,
        lang: 'en',
        title: 'Opus',
        rel: 'small',
        codecs: 'opus',
        default: false,
      },
    ]);
  });

  it('reads the series fields: owner, flags, type, Apple id, artwork base, WebSub, new feed URL', () => {
    const channel =
      '<itunes:author>Ann Author</itunes:author><itunes:owner><itunes:name>Owner Co</itunes:name><itunes:email>o@mini.example</itunes:email></itunes:owner>' +
      '<itunes:explicit>true</itunes:explicit><itunes:complete>Yes</itunes:complete><itunes:type>serial</itunes:type>' +
      '<itunes:image href="https://is1-ssl.mzstatic.com/image/thumb/Podcasts/v4/x/y.jpg/3000x3000bb.jpg"/>' +
      '<podcast:id platform="apple" url="https://podcasts.apple.com/us/podcast/mini/id1234567890"/>' +
      '<podcast:guid>aaaaaaaa-bbbb-5ccc-8ddd-eeeeeeeeeeee</podcast:guid>' +
      '<atom:link xmlns:atom="http://www.w3.org/2005/Atom" rel="hub" href="https://hub.example/"/>' +
      '<atom:link xmlns:atom="http://www.w3.org/2005/Atom" rel="self" href="https://mini.example/rss"/>' +
      '<itunes:new-feed-url>https://new.mini.example/rss</itunes:new-feed-url>' +
      '<itunes:category text="Society &amp; Culture"><itunes:category text="Documentary"/></itunes:category>' +
      '<itunes:category text="Unknown Thing"/><itunes:category text="Technology"/>' +
      '<itunes:category text="News"><itunes:category text="Tech News"/></itunes:category><itunes:category text="Comedy"/>';
    const { series, newFeedUrl, websub, episodes } = parseFeed(
      miniFeed(item('s', 'S', '<itunes:explicit>no</itunes:explicit>') + item('s2', 'S2'), channel),
      'https://mini.example/rss',
    );
    expect(series).toMatchObject({
      name: 'Mini Show',
      description: '<p>About <a href="https://mini.example/about">us</a></p>',
      descriptionLinks: ['https://mini.example/about'],
      language: 'ENGLISH',
      authorName: 'Ann Author',
      rssOwnerName: 'Owner Co',
      rssOwnerPublicEmail: 'o@mini.example',
      isExplicitContent: true,
      isCompleted: true,
      seriesType: 'SERIAL',
      itunesId: 1234567890,
      podcastGuid: 'aaaaaaaa-bbbb-5ccc-8ddd-eeeeeeeeeeee',
      datePublished: utc(2024, 0, 1, 10),
      itunes: {
        subtitle: null,
        summary: null,
        publisherName: 'Ann Author',
        baseArtworkUrl: 'https://is1-ssl.mzstatic.com/image/thumb/Podcasts/v4/x/y.jpg/',
      },
    });
    // Feed order, each category before its subcategory; unknown ones dropped; at most 5.
    expect(series.genres).toEqual([
      'PODCASTSERIES_TECHNOLOGY',
      'PODCASTSERIES_SOCIETY_AND_CULTURE',
      'PODCASTSERIES_SOCIETY_AND_CULTURE_DOCUMENTARY',
      'PODCASTSERIES_NEWS',
      'PODCASTSERIES_NEWS_TECH',
    ]);
    expect(newFeedUrl).toBe('https://new.mini.example/rss');
    expect(websub).toEqual({ hubUrl: 'https://hub.example/', topicUrl: 'https://mini.example/rss' });
    // An item's own itunes:explicit wins; without one the series' applies.
    expect(episodes.map((e) => e.isExplicitContent)).toEqual([false, true]);
  });

  it('prefers content:encoded for an episode description and keeps it raw; subtitles are plain and ≤ 255', () => {
    const extra =
      '<description>Short &amp; plain</description><content:encoded><![CDATA[<p>Full &amp; <a href="https://x.example/?a=1&amp;b=2">rich</a></p>]]></content:encoded>' +
      `<itunes:subtitle>${'Long subtitle &amp; more '.repeat(20)}</itunes:subtitle>`;
    const { episodes } = parseFeed(miniFeed(item('d', 'Tom &amp;amp; Jerry', extra)), 'u');
    expect(episodes[0].name).toBe('Tom & Jerry');
    expect(episodes[0].description).toBe('<p>Full &amp; <a href="https://x.example/?a=1&amp;b=2">rich</a></p>');
    expect(episodes[0].descriptionLinks).toEqual(['https://x.example/?a=1&b=2']);
    expect(episodes[0].subtitle?.startsWith('Long subtitle & more')).toBe(true);
    expect(Array.from(episodes[0].subtitle ?? '').length).toBeLessThanOrEqual(255);
  });

  it('reads a feed whose iTunes namespace has another prefix, with a BOM and blank lines first', () => {
    const xml =
      '\ufeff\n\n<?xml version="1.0"?><rss xmlns:itms="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Prefixed</title>' +
      '<itms:author>Pat</itms:author><itms:category text="Comedy"/>' +
      '<item><title>E</title><enclosure url="https://x.example/e.mp3" type="audio/mpeg"/><itms:duration>1:00</itms:duration>' +
      '<itms:episodeType>bonus</itms:episodeType><itms:season>2</itms:season><itms:episode>7</itms:episode></item></channel></rss>';
    const { series, episodes } = parseFeed(xml, 'u');
    expect(series.authorName).toBe('Pat');
    expect(series.genres).toEqual(['PODCASTSERIES_COMEDY']);
    expect(episodes[0]).toMatchObject({ duration: 60, episodeType: 'BONUS', seasonNumber: 2, episodeNumber: 7 });
  });
});

describe('hash and childrenHash', () => {
  const base = () => miniFeed(item('1', 'First') + item('2', 'Second'));

  it('are stable for the same feed', () => {
    expect(parseFeed(base(), 'u')).toEqual(parseFeed(base(), 'u'));
  });

  it('do not change for changes that carry no data (whitespace between tags, comments, attribute order)', () => {
    const a = parseFeed(base(), 'u');
    const b = parseFeed(
      base()
        .replace(/<item>/g, '<item>\n    ')
        .replace(/<\/guid>/g, '</guid>\n    ')
        .replace('<channel>', '<channel><!-- generated -->')
        .replace('length="1000" type="audio/mpeg"', 'type="audio/mpeg" length="1000"'),
      'u',
    );
    expect(b.series.hash).toBe(a.series.hash);
    expect(b.series.childrenHash).toBe(a.series.childrenHash);
    expect(b.episodes.map((e) => e.hash)).toEqual(a.episodes.map((e) => e.hash));
  });

  it('change for the one episode whose field changed, and the series childrenHash, not the series hash', () => {
    const a = parseFeed(base(), 'u');
    const b = parseFeed(base().replace('<title>Second</title>', '<title>Second (remastered)</title>'), 'u');
    expect(b.episodes[0].hash).toBe(a.episodes[0].hash);
    expect(b.episodes[1].hash).not.toBe(a.episodes[1].hash);
    expect(b.series.childrenHash).not.toBe(a.series.childrenHash);
    expect(b.series.hash).toBe(a.series.hash);
  });

  it('change the series hash, not childrenHash, when a series field changes', () => {
    const a = parseFeed(base(), 'u');
    const b = parseFeed(base().replace('<language>en-GB</language>', '<language>fr</language>'), 'u');
    expect(b.series.hash).not.toBe(a.series.hash);
    expect(b.series.childrenHash).toBe(a.series.childrenHash);
  });

  it('childrenHash changes when episodes are added, removed or reordered', () => {
    const hashOf = (items: string) => parseFeed(miniFeed(items), 'u').series.childrenHash;
    const one = item('1', 'First');
    const two = item('2', 'Second');
    const hashes = [hashOf(one + two), hashOf(two + one), hashOf(one), hashOf(one + two + item('3', 'Third'))];
    expect(new Set(hashes).size).toBe(4);
  });
});

describe('parseFeed refuses what is not a podcast feed', () => {
  it.each([
    ['an empty string', '', 'EMPTY'],
    ['whitespace', ' \n\t ', 'EMPTY'],
    ['garbage', 'this is not xml at all', 'NOT_RSS'],
    ['binary noise', '\u0000\u0001\u0002\u00ff', 'NOT_RSS'],
    ['JSON', '{"title": "Not a feed"}', 'NOT_RSS'],
    ['an HTML page', '<!DOCTYPE html><html><head><title>Podcast</title></head><body><p>Listen <br> now</body></html>', 'NOT_RSS'],
    ['an Atom feed', '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atom</title></feed>', 'NOT_RSS'],
    ['RSS without a channel', '<rss version="2.0"><item><title>x</title></item></rss>', 'NO_CHANNEL'],
    ['a channel without a title', '<rss><channel><description>x</description></channel></rss>', 'NO_TITLE'],
    ['a channel with a blank title', '<rss><channel><title>  </title></channel></rss>', 'NO_TITLE'],
  ])('throws FeedParseError for %s', (_label, xml, reason) => {
    let error: unknown;
    try {
      parseFeed(xml, 'https://example.com/feed');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FeedParseError);
    expect(error).toMatchObject({ name: 'FeedParseError', reason });
    expect((error as Error).message.length).toBeGreaterThan(10);
  });

  it('ingests a feed with a title and no items as a series without episodes', () => {
    const result = parseFeed('<rss><channel><title>Empty show</title></channel></rss>', 'u');
    expect(result.series.name).toBe('Empty show');
    expect(result.episodes).toEqual([]);
    expect(result.series.contentType).toBe('AUDIO');
  });
});

describe('logging', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is silent: partytime’s logger is off and nothing reaches the console', () => {
    expect(partytimeLogger.level).toBe('silent');
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m));
    const originalWarn = console.warn;
    parseFeed(xmlOf('se-radio.xml'), 'u'); // 166 empty guids: partytime warns "Empty/missing guid" for each
    parseFeed(xmlOf('podcasting-2-0.xml'), 'u');
    parseFeed(
      '<rss><channel><title>x</title><item><title>t</title><enclosure url="https://x.example/a.mp3"/>' +
        '<podcast:transcript url="https://x.example/t" type="weird/type"/></item></channel></rss>',
      'u',
    );
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(console.warn).toBe(originalWarn); // restored after each parse
  });
});
