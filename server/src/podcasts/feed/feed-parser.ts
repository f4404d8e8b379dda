import { genreFromItunesCategory, languageFromCode, podcastRoleFromPerson } from '@inkcast/schema';
import type { Genre } from '@inkcast/schema';
import { hashChildren, hashFields, sha256Hex } from './feed-hash';
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
import { extractLinks } from './html';
import { mapWithPartytime, partytimeKeepsItem } from './partytime';
import type { PartytimeEpisode, PartytimeFeed } from './partytime';
import type {
  ParsedAlternateEnclosure,
  ParsedChapters,
  ParsedEpisode,
  ParsedFeed,
  ParsedPerson,
  ParsedSeries,
  ParsedTranscript,
  PodcastEpisodeType,
  SkippedItem,
} from './parsed-feed.types';
import { attribute, childList, childText, isElement, nodeText, parseXmlTree } from './xml-tree';
import type { XmlElement, XmlValue } from './xml-tree';

export type * from './parsed-feed.types';

/** Most genres kept per series (contract §5: `genres` ≤ 5). */
export const MAX_GENRES = 5;
/** Longest episode subtitle (contract §5: `subtitle` ≤ 255 chars). */
export const MAX_SUBTITLE_LENGTH = 255;

/** Why a document is not a podcast feed at all. */
export type FeedParseErrorReason = 'EMPTY' | 'NOT_RSS' | 'NO_CHANNEL' | 'NO_TITLE' | 'UNREADABLE';

/**
 * Thrown by {@link parseFeed} when the document cannot be read as a podcast feed at all: empty,
 * not XML/RSS (an HTML page, Atom, garbage), no `<channel>` or no channel title. Anything less is
 * ingested as far as it can be read. Maps to `FeedRefreshPriorityReason.ERROR_PARSING_FEED`.
 */
export class FeedParseError extends Error {
  override readonly name = 'FeedParseError';

  constructor(
    message: string,
    readonly reason: FeedParseErrorReason,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Reads a podcast RSS feed into Inkcast's normalised shape ({@link ParsedFeed}; field rules on the
 * types in parsed-feed.types.ts, from public-api.md §5/§6 and the Podcasting 2.0 namespace).
 *
 * Pure and synchronous: no I/O, no logging. Lenient with messy feeds (undefined entities, text
 * before the XML declaration, odd dates and zones, missing guids, HTML/CDATA descriptions, empty
 * or zero enclosure lengths, non-canonical namespace URIs). Items without an enclosure, whose only
 * enclosure is an image or text, or with neither title nor description are left out and listed
 * in `skipped`; so are later items repeating an earlier guid.
 *
 * @param xml the feed document as text
 * @param rssUrl the URL it was fetched from (becomes `series.rssUrl`)
 * @throws FeedParseError when the document is not a podcast feed at all
 */
export function parseFeed(xml: string, rssUrl: string): ParsedFeed {
  if (typeof xml !== 'string' || !xml.trim()) throw new FeedParseError('The feed is empty.', 'EMPTY');

  const document = parseXmlTree(xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml);
  const rss = firstElement(document.rss);
  if (!rss) {
    if (document.feed !== undefined) {
      throw new FeedParseError('This is an Atom feed; only RSS 2.0 podcast feeds are supported.', 'NOT_RSS');
    }
    if (document.html !== undefined || document.HTML !== undefined) {
      throw new FeedParseError('This is an HTML page, not an RSS feed.', 'NOT_RSS');
    }
    throw new FeedParseError('This is not an RSS feed: there is no <rss> element.', 'NOT_RSS');
  }
  const channel = firstElement(rss.channel as XmlValue | undefined);
  if (!channel) throw new FeedParseError('The RSS feed has no <channel>.', 'NO_CHANNEL');
  const name = toPlainText(childText(channel, 'title'));
  if (!name) throw new FeedParseError('The RSS feed has no channel <title>.', 'NO_TITLE');

  // Choose the items to ingest, then let partytime map the channel and those items.
  const skipped: SkippedItem[] = [];
  const kept: { index: number; item: XmlElement; enclosure: Enclosure }[] = [];
  childList(channel, 'item').forEach((item, index) => {
    const skip = (reason: SkippedItem['reason']) =>
      skipped.push({ index, reason, guid: childText(item, 'guid'), title: toPlainText(childText(item, 'title')) });
    if (!isElement(item)) return skip('NO_ENCLOSURE');
    const enclosures = readEnclosures(item);
    if (enclosures.length === 0) return skip('NO_ENCLOSURE');
    const enclosure = enclosures.find((e) => isMediaType(e.type));
    if (!enclosure) return skip('NOT_MEDIA_ENCLOSURE');
    if (!partytimeKeepsItem(item)) return skip('NO_TITLE_OR_DESCRIPTION');
    kept.push({ index, item, enclosure });
  });

  let mapped: ReturnType<typeof mapWithPartytime>;
  try {
    mapped = mapWithPartytime(document, rss, channel, kept.map((k) => k.item));
  } catch (error) {
    throw new FeedParseError('The feed could not be read.', 'UNREADABLE', { cause: error });
  }
  const { feed } = mapped;

  const channelLanguageCode = childText(channel, 'language');
  const seriesExplicit = parseYesNo(childText(channel, 'itunes:explicit'));
  const episodes: ParsedEpisode[] = [];
  const seenGuids = new Set<string>();
  kept.forEach(({ index, item, enclosure }, i) => {
    const episode = mapped.items[i];
    if (!episode) {
      skipped.push({ index, reason: 'UNREADABLE', guid: childText(item, 'guid'), title: toPlainText(childText(item, 'title')) });
      return;
    }
    const parsed = toEpisode(item, episode, enclosure, seriesExplicit, channelLanguageCode);
    if (seenGuids.has(parsed.guid)) {
      skipped.push({ index, reason: 'DUPLICATE_GUID', guid: parsed.guid, title: parsed.name });
      return;
    }
    seenGuids.add(parsed.guid);
    episodes.push(parsed);
  });
  skipped.sort((a, b) => a.index - b.index);

  const series = toSeries(channel, feed, name, rssUrl, channelLanguageCode, seriesExplicit, episodes);
  const hub = feed.pubsub?.hub ? cleanUrl(feed.pubsub.hub) : null;
  return {
    series,
    episodes,
    skipped,
    newFeedUrl: cleanUrl(feed.itunesNewFeedUrl),
    selfUrl: cleanUrl(feed.pubsub?.self),
    websub: hub ? { hubUrl: hub, topicUrl: cleanUrl(feed.pubsub?.self) } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Series

function toSeries(
  channel: XmlElement,
  feed: PartytimeFeed,
  name: string,
  rssUrl: string,
  languageCode: string | null,
  isExplicitContent: boolean,
  episodes: ParsedEpisode[],
): ParsedSeries {
  const description =
    rawHtml(childText(channel, 'description')) ??
    rawHtml(childText(channel, 'itunes:summary')) ??
    rawHtml(childText(channel, 'itunes:subtitle'));
  const owner = childList(channel, 'itunes:owner').find(isElement);
  const ownerName = toPlainText(childText(owner, 'itunes:name'));
  const authorName = toPlainText(childText(channel, 'itunes:author'));
  const imageUrl = cleanUrl(feed.itunesImage) ?? cleanUrl(feed.image?.url);
  const videoCount = episodes.filter((e) => e.videoUrl !== null).length;
  const newestEpisodeDate = episodes.reduce<number | null>(
    (newest, e) => (e.datePublished !== null && (newest === null || e.datePublished > newest) ? e.datePublished : newest),
    null,
  );

  const fields: Omit<ParsedSeries, 'hash' | 'childrenHash'> = {
    rssUrl,
    name,
    description,
    descriptionLinks: extractLinks(description),
    imageUrl,
    websiteUrl: cleanUrl(feed.link),
    copyright: toPlainText(childText(channel, 'copyright')),
    rssOwnerName: ownerName,
    rssOwnerPublicEmail: toPlainText(childText(owner, 'itunes:email')),
    authorName,
    language: languageCode ? languageFromCode(languageCode) : null,
    genres: readGenres(channel),
    isExplicitContent,
    isCompleted: parseYesNo(childText(channel, 'itunes:complete')),
    seriesType: childText(channel, 'itunes:type')?.toLowerCase() === 'serial' ? 'SERIAL' : 'EPISODIC',
    contentType: videoCount > episodes.length / 2 ? 'VIDEO' : 'AUDIO',
    itunesId: readItunesId(feed),
    podcastGuid: toPlainText(feed.guid),
    datePublished:
      parseFeedDate(childText(channel, 'pubDate')) ?? newestEpisodeDate ?? parseFeedDate(childText(channel, 'lastBuildDate')),
    persons: readPersons(channel),
    itunes: {
      subtitle: toPlainText(childText(channel, 'itunes:subtitle')),
      summary: rawHtml(childText(channel, 'itunes:summary')),
      publisherName: authorName ?? ownerName,
      baseArtworkUrl: baseArtworkUrl(imageUrl),
    },
  };
  return {
    ...fields,
    hash: hashFields(fields),
    childrenHash: hashChildren(episodes.map((e) => e.hash)),
  };
}

/**
 * Genres from the channel's `itunes:category` elements (contract §6 decision: Apple category →
 * Genre via `genreFromItunesCategory`): in feed order, each category followed by its
 * subcategories, so the feed's first (most important) category comes first; at most 5.
 */
function readGenres(channel: XmlElement): Genre[] {
  const genres: Genre[] = [];
  const add = (genre: Genre | null) => {
    if (genre && !genres.includes(genre)) genres.push(genre);
  };
  for (const category of childList(channel, 'itunes:category')) {
    const text = toPlainText(attribute(category, 'text'));
    if (!text) continue;
    add(genreFromItunesCategory(text));
    for (const sub of childList(category, 'itunes:category')) {
      const subText = toPlainText(attribute(sub, 'text'));
      if (subText) add(genreFromItunesCategory(text, subText));
    }
  }
  return genres.slice(0, MAX_GENRES);
}

/** Apple Podcasts id when the feed states it: `<podcast:id platform="apple" id="…">` or its Apple URL (`…/id123`). */
function readItunesId(feed: PartytimeFeed): number | null {
  for (const entry of feed.podcastId ?? []) {
    if (!/^(apple|applepodcasts|itunes)$/i.test(entry.platform.replace(/[\s_-]/g, ''))) continue;
    const digits = /^\d+$/.test(entry.id ?? '') ? entry.id : /\/id(\d+)/.exec(entry.url)?.[1];
    const id = digits ? Number(digits) : NaN;
    if (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647) return id;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Episodes

interface Enclosure {
  url: string;
  type: string | null;
  length: string | null;
}

/** Every `<enclosure>` of an item that has a URL, in order, with its MIME type (guessed if absent). */
function readEnclosures(item: XmlElement): Enclosure[] {
  const enclosures: Enclosure[] = [];
  for (const node of childList(item, 'enclosure')) {
    const url = cleanUrl(attribute(node, 'url'));
    if (url) enclosures.push({ url, type: attribute(node, 'type') ?? guessMediaType(url), length: attribute(node, 'length') });
  }
  return enclosures;
}

/** Audio or video, or unknown: anything but an `image/*` or `text/*` MIME type (decision: heated.xml's image-only item is skipped). */
function isMediaType(type: string | null): boolean {
  return !type || !/^(image|text)\//i.test(type);
}

const MEDIA_EXTENSIONS: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg', m4a: 'audio/mp4', aac: 'audio/aac', ogg: 'audio/ogg', oga: 'audio/ogg', opus: 'audio/opus',
  wav: 'audio/wav', flac: 'audio/flac', mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime',
  webm: 'video/webm', avi: 'video/x-msvideo', m3u8: 'application/x-mpegURL',
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp',
  pdf: 'application/pdf', srt: 'application/srt', vtt: 'text/vtt', json: 'application/json',
  html: 'text/html', txt: 'text/plain',
};

/** MIME type from a URL's file extension, for enclosures and transcripts that state none. */
function guessMediaType(url: string): string | null {
  const ext = /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return (ext && MEDIA_EXTENSIONS[ext]) || null;
}

function toEpisode(
  item: XmlElement,
  episode: PartytimeEpisode,
  enclosure: Enclosure,
  seriesExplicit: boolean,
  channelLanguageCode: string | null,
): ParsedEpisode {
  const name = toPlainText(episode.title);
  const description =
    rawHtml(childText(item, 'content:encoded')) ??
    rawHtml(childText(item, 'description')) ??
    rawHtml(childText(item, 'itunes:summary'));
  const subtitle = toPlainText(childText(item, 'itunes:subtitle'));
  const datePublished = parseFeedDate(childText(item, 'pubDate') ?? childText(item, 'dc:date'));
  const isVideo = enclosure.type?.toLowerCase().startsWith('video/') ?? false;
  const explicitText = childText(item, 'itunes:explicit');

  const fields: Omit<ParsedEpisode, 'hash'> = {
    guid: episodeGuid(episode.guid?.trim() || null, enclosure.url, name, datePublished),
    name,
    description,
    descriptionLinks: extractLinks(description),
    subtitle: subtitle ? truncateText(subtitle, MAX_SUBTITLE_LENGTH) : null,
    datePublished,
    audioUrl: isVideo ? null : enclosure.url,
    videoUrl: isVideo ? enclosure.url : null,
    fileType: enclosure.type,
    fileLength: parseFileLength(enclosure.length),
    duration: parseDuration(childText(item, 'itunes:duration')),
    seasonNumber: parseItemNumber(childText(item, 'itunes:season') ?? childText(item, 'podcast:season')),
    episodeNumber: parseItemNumber(childText(item, 'itunes:episode') ?? childText(item, 'podcast:episode')),
    episodeType: episodeType(episode.itunesEpisodeType),
    imageUrl: cleanUrl(episode.itunesImage) ?? cleanUrl(episode.image),
    websiteUrl: cleanUrl(episode.link),
    isExplicitContent: explicitText ? parseYesNo(explicitText) : seriesExplicit,
    persons: readPersons(item),
    transcripts: readTranscripts(item, channelLanguageCode),
    chapters: readChapters(item),
    alternateEnclosures: readAlternateEnclosures(item),
  };
  return { ...fields, hash: hashFields(fields) };
}

/**
 * An episode's identity within its feed, stable across re-ingests: the item's `<guid>`, else its
 * enclosure URL, else a SHA-256 of its title and date.
 */
function episodeGuid(itemGuid: string | null, enclosureUrl: string | null, name: string | null, date: number | null): string {
  return itemGuid || enclosureUrl || sha256Hex(`${name ?? ''}\n${date ?? ''}`);
}

function episodeType(value: string | undefined): PodcastEpisodeType {
  const type = value?.toLowerCase();
  return type === 'trailer' ? 'TRAILER' : type === 'bonus' ? 'BONUS' : 'FULL';
}

/** `podcast:person` children of a channel or item (Podcasting 2.0), roles mapped per contract §5. */
function readPersons(node: XmlElement): ParsedPerson[] {
  const persons: ParsedPerson[] = [];
  for (const person of childList(node, 'podcast:person')) {
    const name = toPlainText(nodeText(person));
    if (!name) continue;
    persons.push({
      name,
      role: podcastRoleFromPerson(attribute(person, 'role')),
      url: cleanUrl(attribute(person, 'href')),
      imageUrl: cleanUrl(attribute(person, 'img')),
    });
  }
  return persons;
}

/** Transcript MIME types whose files carry timecodes (Podcasting 2.0 `podcast:transcript`). */
const TIMED_TRANSCRIPT_TYPES: ReadonlySet<string> = new Set([
  'application/srt', 'application/x-subrip', 'text/srt', 'text/vtt', 'application/json',
]);

function readTranscripts(item: XmlElement, channelLanguageCode: string | null): ParsedTranscript[] {
  const transcripts: ParsedTranscript[] = [];
  for (const node of childList(item, 'podcast:transcript')) {
    const url = cleanUrl(attribute(node, 'url'));
    const type = attribute(node, 'type') ?? (url ? guessMediaType(url) : null);
    if (!url || !type) continue;
    transcripts.push({
      url,
      type,
      language: attribute(node, 'language') ?? channelLanguageCode,
      hasTimecodes: TIMED_TRANSCRIPT_TYPES.has(type.toLowerCase()) || attribute(node, 'rel')?.toLowerCase() === 'captions',
    });
  }
  return transcripts;
}

function readChapters(item: XmlElement): ParsedChapters[] {
  const chapters: ParsedChapters[] = [];
  for (const node of childList(item, 'podcast:chapters')) {
    const url = cleanUrl(attribute(node, 'url'));
    if (url) chapters.push({ url, type: attribute(node, 'type') });
  }
  return chapters;
}

function readAlternateEnclosures(item: XmlElement): ParsedAlternateEnclosure[] {
  const enclosures: ParsedAlternateEnclosure[] = [];
  for (const node of childList(item, 'podcast:alternateEnclosure')) {
    const type = attribute(node, 'type');
    const source = childList(node, 'podcast:source').find((s) => attribute(s, 'uri'));
    const uri = cleanUrl(attribute(source, 'uri'));
    if (!type || !uri) continue;
    const height = parseItemNumber(attribute(node, 'height'));
    enclosures.push({
      type,
      uri,
      sourceContentType: attribute(source, 'contentType'),
      bitrate: attribute(node, 'bitrate'),
      length: parseFileLength(attribute(node, 'length')),
      height: height || null,
      lang: attribute(node, 'lang'),
      title: toPlainText(attribute(node, 'title')),
      rel: attribute(node, 'rel'),
      codecs: attribute(node, 'codecs'),
      default: parseYesNo(attribute(node, 'default')),
    });
  }
  return enclosures;
}

// ---------------------------------------------------------------------------------------------
// Helpers

function firstElement(value: XmlValue | undefined): XmlElement | null {
  const first = Array.isArray(value) ? value[0] : value;
  return isElement(first) ? first : null;
}

/** HTML (or plain) text kept as the feed wrote it, only trimmed; `null` when empty. */
function rawHtml(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed || null;
}

/**
 * A URL from the feed: trimmed, inner whitespace removed, a leftover `&amp;` decoded. Text that
 * does not start with a scheme is salvaged when it holds an http(s) URL (taverncast.xml's
 * `<itunes:image>href=http://….png"></itunes:image>`), else dropped. `null` when nothing is left.
 */
function cleanUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url = value.trim();
  if (/\s/.test(url)) url = url.replace(/\s+/g, '');
  if (url.includes('&amp;')) url = url.replace(/&amp;/g, '&');
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) url = /https?:\/\/[^"'<>]+/i.exec(url)?.[0] ?? '';
  return url || null;
}
