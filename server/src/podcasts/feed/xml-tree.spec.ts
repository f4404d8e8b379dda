import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { decodeHTMLStrict } from 'entities';
import { unifiedParser } from 'podcast-partytime/dist/parser/unified';
import { parse as partytimeXmlParse } from 'podcast-partytime/dist/parser/xml-parser';
import { FeedType } from 'podcast-partytime';
import type { FeedObject } from 'podcast-partytime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attribute, childList, childText, nodeText, parseXmlTree } from './xml-tree';
import './partytime'; // silences partytime's logger

import { FEEDS_DIR } from '../../../test/support/paths';
const FEED_FILES = readdirSync(FEEDS_DIR).filter((f) => f.endsWith('.xml')).sort();

describe('parseXmlTree', () => {
  it('builds partytime’s tree shape: text, attributes under attr, repeated tags as arrays', () => {
    const doc = parseXmlTree(
      '<rss><channel><title> A &amp; B </title><e/><x a="1">t</x><r>1</r><r>2</r><m>pre<c>x</c>post</m></channel></rss>',
    );
    expect(doc).toEqual({
      rss: {
        channel: { title: 'A & B', e: '', x: { '#text': 't', attr: { '@_a': '1' } }, r: ['1', '2'], m: { c: 'x', '#text': 'prepost' } },
      },
    });
  });

  it('keeps CDATA verbatim and decodes text once', () => {
    const doc = parseXmlTree('<rss><d><![CDATA[<p>a &amp; b</p>]]></d><t>x &amp;amp; y</t></rss>');
    expect(doc.rss).toEqual({ d: '<p>a &amp; b</p>', t: 'x &amp; y' });
  });

  it('keeps numeric-looking text as text, except the few numbers partytime needs', () => {
    const doc = parseXmlTree('<rss><guid>0123</guid><title>1865</title><podcast:season>2</podcast:season></rss>');
    expect(doc.rss).toEqual({ guid: '0123', title: '1865', 'podcast:season': 2 });
  });

  it('is lenient: text before the declaration, undefined entities, unclosed and mismatched tags', () => {
    const doc = parseXmlTree('\n\n<?xml version="1.0"?><rss><a>x &gtgt; y &nbsp; z</a><b><i>open</b><c>unclosed');
    const rss = doc.rss;
    expect(childText(rss, 'a')).toBe('x &gtgt; y &nbsp; z');
    expect(childText(childList(rss, 'b')[0], 'i')).toBe('open');
    expect(childText(rss, 'c')).toBe('unclosed');
  });

  it('renames a non-canonical prefix or URI spelling of a known namespace to the canonical prefix', () => {
    const doc = parseXmlTree(
      '<rss xmlns:itms="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:itunes="http://www.itunes.com/DTDs/Podcast-1.0.dtd"' +
        ' xmlns:pc="https://podcastindex.org/namespace/1.0"><channel><itms:author>A</itms:author><itunes:explicit>yes</itunes:explicit>' +
        '<pc:guid>g</pc:guid></channel></rss>',
    );
    const channel = childList(doc.rss, 'channel')[0];
    expect(childText(channel, 'itunes:author')).toBe('A');
    expect(childText(channel, 'itunes:explicit')).toBe('yes');
    expect(childText(channel, 'podcast:guid')).toBe('g');
  });

  it('reads attributes trimmed, and null when absent or blank', () => {
    const node = childList(parseXmlTree('<rss><e url=" u " length=""/></rss>').rss, 'e')[0];
    expect(attribute(node, 'url')).toBe('u');
    expect(attribute(node, 'length')).toBeNull();
    expect(attribute(node, 'type')).toBeNull();
    expect(nodeText(node)).toBe('');
  });

  it('never throws on garbage', () => {
    for (const input of ['', 'garbage', '<<<>>>', '{"json": true}', '<html><body><p>hi</body>', '\u0000\u0001']) {
      expect(() => parseXmlTree(input)).not.toThrow();
    }
  });

  // partytime maps our tree as it maps the tree of its own (slower, strict) XML parse. Known,
  // intended differences: text is decoded once, not twice (so HTML stays the feed's HTML, and
  // serial.xml's `&region=` in a URL does not become `®ion=`), and numeric-looking text stays text.
  // partytime writes "Empty/missing guid" to console.warn once per such item: keep the log readable.
  beforeAll(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterAll(() => vi.restoreAllMocks());
  it.each(FEED_FILES)('partytime reads %s from our tree as from its own parse', (file) => {
    const xml = readFileSync(join(FEEDS_DIR, file), 'utf8');
    const theirs = unifiedParser(partytimeXmlParse(xml), FeedType.RSS, { allowMissingGuid: true }) as FeedObject;
    const ours = unifiedParser(parseXmlTree(xml), FeedType.RSS, { allowMissingGuid: true }) as FeedObject;
    const text = (v: unknown) => (v === undefined || v === null ? '' : decodeHTMLStrict(decodeHTMLStrict(String(v))).replace(/\s+/g, ' ').trim());
    const summary = (feed: FeedObject) => ({
      title: text(feed.title),
      link: feed.link,
      language: feed.language,
      author: text(feed.author),
      itunesImage: feed.itunesImage,
      categories: feed.itunesCategory,
      guid: feed.guid,
      people: feed.podcastPeople?.length,
      items: feed.items.map((item) => ({
        guid: String(item.guid),
        title: text(item.title),
        link: item.link?.replace(/®/g, '&reg'),
        enclosure: item.enclosure,
        pubDate: item.pubDate?.getTime(),
        image: item.image,
        episodeType: item.itunesEpisodeType,
        explicit: item.explicit,
        chapters: item.podcastChapters,
        transcripts: item.podcastTranscripts,
        people: item.podcastPeople,
        alternates: item.alternativeEnclosures,
      })),
    });
    expect(summary(ours)).toEqual(summary(theirs));
  });
});
