import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FEEDS_DIR } from './paths';

/** Every feed file of the shared set. */
export const FEED_FILES = readdirSync(FEEDS_DIR).filter((f) => f.endsWith('.xml')).sort();

/** One `<item>` of a feed, read independently of the server's parser. */
export interface FeedItem {
  guid: string | null;
  title: string | null;
  /** Epoch seconds of `<pubDate>`, or null. */
  datePublished: number | null;
  enclosureUrl: string | null;
  enclosureType: string | null;
}

/** What a feed file says, read with plain string matching (not the server's parser). */
export interface FeedFacts {
  file: string;
  /** The channel `<title>`. */
  title: string;
  /** The channel `<language>`, e.g. `de-de`. */
  language: string | null;
  /** The channel `<description>`. */
  description: string | null;
  /** The channel `<itunes:image href>`. */
  imageUrl: string | null;
  /** Items the contract makes episodes: a media (audio/video) enclosure, first occurrence of a guid. */
  episodes: FeedItem[];
}

/** The raw text of a feed file of the shared set. */
export function feedXml(file: string): string {
  return readFileSync(join(FEEDS_DIR, file), 'utf8');
}

/** Reads the facts of a feed file of the shared set (or of any feed text). */
export function feedFacts(file: string, xml = feedXml(file)): FeedFacts {
  const channelHead = xml.slice(0, firstIndex(xml, /<item[\s>]/));
  const items = [...xml.matchAll(/<item[\s>][\s\S]*?<\/item>/g)].map(([item]) => readItem(item));
  const seen = new Set<string>();
  const episodes = items.filter((i) => {
    if (!i.enclosureType || !/^(audio|video)\/|mpegurl|^x-audio\//i.test(i.enclosureType)) return false;
    if (i.guid == null) return true;
    if (seen.has(i.guid)) return false;
    seen.add(i.guid);
    return true;
  });
  return {
    file,
    title: text(channelHead, 'title') ?? '',
    language: text(channelHead, 'language'),
    description: text(channelHead, 'description'),
    imageUrl: decode(/<itunes:image\s+href="([^"]*)"/.exec(channelHead)?.[1] ?? '') || null,
    episodes,
  };
}

/** The episodes of a feed, newest first (undated last). */
export function newestFirst(items: FeedItem[]): FeedItem[] {
  return [...items].sort((a, b) => (b.datePublished ?? -Infinity) - (a.datePublished ?? -Infinity));
}

function readItem(item: string): FeedItem {
  const enclosure = /<enclosure\b([^>]*)>/.exec(item)?.[1] ?? null;
  const pubDate = text(item, 'pubDate');
  const parsed = pubDate ? Date.parse(pubDate) : NaN;
  return {
    guid: text(item, 'guid'),
    title: text(item, 'title'),
    datePublished: Number.isNaN(parsed) ? null : Math.floor(parsed / 1000),
    enclosureUrl: enclosure ? decode(/\burl="([^"]*)"/.exec(enclosure)?.[1] ?? '') || null : null,
    enclosureType: enclosure ? /\btype="([^"]*)"/.exec(enclosure)?.[1] ?? null : null,
  };
}

/** Text of the first `<tag>` (not `<prefix:tag>`), CDATA unwrapped and entities decoded, trimmed. */
function text(xml: string, tag: string): string | null {
  const m = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(xml);
  if (!m) return null;
  const value = m[1].replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, c: string) => c.replace(/&/g, '&amp;'));
  return decode(value).trim() || null;
}

function decode(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function firstIndex(s: string, re: RegExp): number {
  const i = s.search(re);
  return i < 0 ? s.length : i;
}
