import type { ContentRole, Genre, Language } from '@inkcast/schema';

/**
 * A podcast feed read into Inkcast's normalised shape: the series and its episodes in feed order
 * (no two with the same `guid`). Units follow the contract's conventions (public-api.md): dates are
 * epoch seconds, durations seconds, file sizes bytes. Produced by `parseFeed` (feed-parser.ts).
 */
export interface ParsedFeed {
  series: ParsedSeries;
  episodes: ParsedEpisode[];
  /** Items of the feed that did not become episodes, with the reason (for the ingest log). */
  skipped: SkippedItem[];
  /** `itunes:new-feed-url`: the publisher moved the feed there; `null` if not stated. */
  newFeedUrl: string | null;
  /** The feed's own URL, `atom:link rel="self"`; `null` if not stated. */
  selfUrl: string | null;
  /** WebSub hub and topic from `atom:link rel="hub"/"self"`, or `null` without a hub (FeedRefreshDetails.websubDetails). */
  websub: { hubUrl: string; topicUrl: string | null } | null;
}

/** Why an `<item>` was not ingested. */
export type SkipReason =
  /** No `<enclosure url>`: nothing to play. */
  | 'NO_ENCLOSURE'
  /** The only enclosure is not audio or video (an `image/*` or `text/*` MIME type, e.g. heated.xml). */
  | 'NOT_MEDIA_ENCLOSURE'
  /** Neither a title nor a description. */
  | 'NO_TITLE_OR_DESCRIPTION'
  /** Same guid as an earlier item of the feed; the first one is kept. */
  | 'DUPLICATE_GUID'
  /** The parser failed on this item alone. */
  | 'UNREADABLE';

/** An `<item>` left out of {@link ParsedFeed.episodes}; `index` is its 0-based position among the feed's items. */
export interface SkippedItem {
  index: number;
  reason: SkipReason;
  guid: string | null;
  title: string | null;
}

/** `PodcastSeriesType` (contract §6): SERIAL from `itunes:type serial`, else EPISODIC. */
export type PodcastSeriesType = 'SERIAL' | 'EPISODIC';
/** `PodcastContentType` (contract §6). */
export type PodcastContentType = 'AUDIO' | 'VIDEO';
/** `PodcastEpisodeType` (contract §6): from `itunes:episodeType`, FULL if unstated. */
export type PodcastEpisodeType = 'FULL' | 'TRAILER' | 'BONUS';

/**
 * A `podcast:person` (Podcasting 2.0 namespace) as a contract `Person` (§5): `role` maps the feed's
 * role attribute with `podcastRoleFromPerson` (no role → PODCASTSERIES_HOST, unknown → `null`).
 */
export interface ParsedPerson {
  name: string;
  role: ContentRole | null;
  /** `href`: the person's page. */
  url: string | null;
  /** `img`: the person's picture. */
  imageUrl: string | null;
}

/** The feed-provided part of `iTunesInfo` (contract §5); Apple's own data is added elsewhere. */
export interface ParsedItunesInfo {
  /** `itunes:subtitle` of the channel, plain text. */
  subtitle: string | null;
  /** `itunes:summary` of the channel, as written (may hold HTML). */
  summary: string | null;
  /** `itunes:author`, else the `itunes:owner` name. */
  publisherName: string | null;
  /** For an Apple CDN (`mzstatic.com`) image: its URL without the `NNNxNNNbb.ext` suffix, so `{size}x{size}bb.png` can be appended; else `null`. */
  baseArtworkUrl: string | null;
}

/** A podcast series as read from its feed: the feed-derived fields of the contract's `PodcastSeries` (§5). */
export interface ParsedSeries {
  /** The URL the feed was fetched from (as given to `parseFeed`). */
  rssUrl: string;
  /** Channel `<title>`, plain text. */
  name: string;
  /** Channel `<description>`, else `itunes:summary`, else `itunes:subtitle`: raw HTML as the feed has it. */
  description: string | null;
  /** `href`s of the links in `description`, in order. */
  descriptionLinks: string[];
  /** `itunes:image href`, else `<image><url>`. */
  imageUrl: string | null;
  /** Channel `<link>`. */
  websiteUrl: string | null;
  copyright: string | null;
  /** `itunes:owner/itunes:name`. */
  rssOwnerName: string | null;
  /** `itunes:owner/itunes:email`. */
  rssOwnerPublicEmail: string | null;
  /** `itunes:author`. */
  authorName: string | null;
  /** Channel `<language>` via `languageFromCode` (region ignored); `null` when missing or unknown. */
  language: Language | null;
  /**
   * Channel `itunes:category` elements via `genreFromItunesCategory`, at most 5, most important
   * first: in feed order, each category before its own subcategories; unknown ones dropped,
   * duplicates once.
   */
  genres: Genre[];
  /** Channel `itunes:explicit` is yes/true/explicit. */
  isExplicitContent: boolean;
  /** `itunes:complete` is yes: no more episodes will come. */
  isCompleted: boolean;
  seriesType: PodcastSeriesType;
  /** VIDEO when most episodes' enclosures are `video/*`, else AUDIO. */
  contentType: PodcastContentType;
  /** Apple Podcasts id when the feed states it (`podcast:id platform="apple"`), else `null`. */
  itunesId: number | null;
  /** `podcast:guid` (Podcasting 2.0), else `null`. */
  podcastGuid: string | null;
  /** Epoch seconds: channel `pubDate`, else the newest episode's date, else `lastBuildDate`; `null` if none. */
  datePublished: number | null;
  /** Channel-level `podcast:person`s, in feed order. */
  persons: ParsedPerson[];
  itunes: ParsedItunesInfo;
  /** 64-hex SHA-256 of the fields above (stable key order): changes exactly when one of them changes. */
  hash: string;
  /** 64-hex SHA-256 of the episodes' hashes in feed order: changes when an episode is added, removed, reordered or changed. */
  childrenHash: string;
}

/** A `podcast:transcript` (Podcasting 2.0) as a contract `TranscriptLink` (§5). */
export interface ParsedTranscript {
  url: string;
  /** MIME type as the feed states it, e.g. `application/srt`, `text/vtt`, `text/html`. */
  type: string;
  /** The tag's `language`, else the channel's `<language>` code; `null` if neither. */
  language: string | null;
  /** True for timed formats (SRT, VTT, JSON) and for `rel="captions"`. */
  hasTimecodes: boolean;
}

/** A `podcast:chapters` (Podcasting 2.0) as a contract `ChapterLink` (§5). */
export interface ParsedChapters {
  url: string;
  /** MIME type, usually `application/json+chapters` or `application/json`. */
  type: string | null;
}

/** A `podcast:alternateEnclosure` (Podcasting 2.0) as a contract `AlternateEnclosureLink` (§5). */
export interface ParsedAlternateEnclosure {
  /** MIME type of the media. */
  type: string;
  /** `uri` of its first `podcast:source`. */
  uri: string | null;
  /** `contentType` of that source (e.g. `application/x-bittorrent` for a torrent), else `null`. */
  sourceContentType: string | null;
  /** Encoding bitrate as written (bits per second, may have decimals). */
  bitrate: string | null;
  /** Bytes; `null` when missing, 0 or > 2^31−1. */
  length: number | null;
  /** Pixels (video). */
  height: number | null;
  /** BCP 47 language tag. */
  lang: string | null;
  title: string | null;
  rel: string | null;
  /** RFC 6381 codecs string. */
  codecs: string | null;
  /** Same content as the main enclosure and preferred. */
  default: boolean;
}

/** An episode as read from its `<item>`: the feed-derived fields of the contract's `PodcastEpisode` (§5). */
export interface ParsedEpisode {
  /**
   * Never empty, unique within the feed, stable across re-ingests: the item `<guid>`, else the
   * enclosure URL, else `sha256:` + SHA-256 of title and pubDate.
   */
  guid: string;
  /** `<title>`, else `itunes:title`, plain text; `null` if the item has neither. */
  name: string | null;
  /** `content:encoded`, else `<description>`, else `itunes:summary`: raw HTML as the feed has it. */
  description: string | null;
  /** `href`s of the links in `description`, in order. */
  descriptionLinks: string[];
  /** `itunes:subtitle`, plain text, at most 255 characters. */
  subtitle: string | null;
  /** Epoch seconds from `<pubDate>` (else `dc:date`); `null` when missing or unreadable. */
  datePublished: number | null;
  /** Enclosure URL when its MIME type is not `video/*`. */
  audioUrl: string | null;
  /** Enclosure URL when its MIME type is `video/*`. */
  videoUrl: string | null;
  /** Enclosure MIME type (guessed from the URL's extension when the feed gives none). */
  fileType: string | null;
  /** Enclosure length in bytes; `null` when missing, empty, 0 or > 2^31−1. */
  fileLength: number | null;
  /** Seconds, from `itunes:duration` (`SS`, `MM:SS` or `HH:MM:SS`); `null` when missing or unreadable. */
  duration: number | null;
  /** `itunes:season`, else `podcast:season`. */
  seasonNumber: number | null;
  /** `itunes:episode`, else `podcast:episode`. */
  episodeNumber: number | null;
  episodeType: PodcastEpisodeType;
  /** Episode art (`itunes:image`, else `<image><url>`), `null` without. */
  imageUrl: string | null;
  /** Item `<link>`. */
  websiteUrl: string | null;
  /** Item `itunes:explicit`; the series' value when the item does not say. */
  isExplicitContent: boolean;
  /** Item-level `podcast:person`s, in feed order. */
  persons: ParsedPerson[];
  transcripts: ParsedTranscript[];
  chapters: ParsedChapters[];
  alternateEnclosures: ParsedAlternateEnclosure[];
  /** 64-hex SHA-256 of the fields above (stable key order). */
  hash: string;
}
