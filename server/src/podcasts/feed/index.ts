/**
 * Podcast feed reading: a pure module (no database, no Nest) that turns an RSS document into
 * Inkcast's normalised series and episodes. See feed-parser.ts and parsed-feed.types.ts.
 */
export { FeedParseError, MAX_GENRES, MAX_SUBTITLE_LENGTH, parseFeed } from './feed-parser';
export type { FeedParseErrorReason } from './feed-parser';
export type * from './parsed-feed.types';
export { extractLinks, stripHtml } from './html';
export { parseDuration, parseFeedDate, parseFileLength } from './feed-values';
