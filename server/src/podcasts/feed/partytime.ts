/**
 * The one place that touches podcast-partytime (the feed parser), kept thin so the rules in
 * feed-parser.ts never depend on its internals.
 *
 * Partytime's public `parseFeed(xml)` validates the XML strictly, then parses it with
 * fast-xml-parser, then maps it. We hand its mapping step (`unifiedParser`) a tree built by our
 * faster, lenient reader instead (xml-tree.ts: same shape, checked against partytime's own parse
 * on every real feed in xml-tree.spec.ts), so the XML is read once. Its item checks are done by us
 * first, so its output items line up one to one with the items we pass in.
 *
 * feed-parser.ts takes from partytime: channel link, image, `podcast:guid`, `podcast:id`, WebSub
 * links, `itunes:new-feed-url`; item guid, title (else `itunes:title`), link, image, episode type.
 * It reads from the tree itself where partytime loses what the contract needs: descriptions
 * (partytime flattens newlines), categories (lower-cased), persons (unknown roles become Host),
 * transcripts (unknown MIME types become "unknown"), alternate enclosures (dropped without
 * `length`), dates (`new Date()`: no CEST/BST, local time when no zone), durations (unreadable →
 * 30 min), season/episode numbers (`12.5` → 125) and the enclosure (first audio/video one).
 *
 * The deep imports (`podcast-partytime/dist/...`) depend on partytime 5's file layout.
 */
import { FeedType } from 'podcast-partytime';
import type { Episode, FeedObject } from 'podcast-partytime';
import { logger as partytimeLogger } from 'podcast-partytime/dist/logger';
import { getDescription, getEnclosure, getTitle } from 'podcast-partytime/dist/parser/item';
import { unifiedParser } from 'podcast-partytime/dist/parser/unified';
import type { XmlDocument, XmlElement, XmlValue } from './xml-tree';

/** Partytime's mapping of one `<item>` and of the channel (its `Episode` and `FeedObject` types). */
export type { Episode as PartytimeEpisode, FeedObject as PartytimeFeed } from 'podcast-partytime';

// Partytime logs through pino at level `warn` (e.g. "Item has no guid", and the whole XML of an
// invalid feed). The ingest worker must not spam: silence it unless PARTYTIME_LOG asks otherwise.
if (!process.env.PARTYTIME_LOG) partytimeLogger.level = 'silent';

/**
 * Runs `fn` with `console.warn` muted. Partytime also writes straight to `console.warn`
 * ("Empty/missing guid, returning empty string", "Unexpected transcript type", …) with no option
 * to turn it off. Safe because `fn` is synchronous: nothing else runs while the no-op is in place.
 */
function withoutConsoleWarnings<T>(fn: () => T): T {
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    return fn();
  } finally {
    console.warn = warn;
  }
}

/** Whether partytime will keep the item: it has an enclosure URL and a title or a description. */
export function partytimeKeepsItem(item: XmlValue): boolean {
  return withoutConsoleWarnings(
    () => Boolean(getEnclosure(item)) && Boolean(getTitle(item) || getDescription(item)),
  );
}

/**
 * Maps a channel (of the `rss` element of `document`) and the given items (which must pass
 * {@link partytimeKeepsItem}) with partytime.
 * Returns the feed object and its items in the same order as `items`. A throw inside partytime
 * for one item (it has no guard there) does not lose the feed: the items are then mapped one by
 * one and an unreadable item comes back as `null`.
 */
export function mapWithPartytime(
  document: XmlDocument,
  rss: XmlElement,
  channel: XmlElement,
  items: XmlValue[],
): { feed: FeedObject; items: (Episode | null)[] } {
  const run = (subset: XmlValue[]): FeedObject => {
    const tree = { ...document, rss: { ...rss, channel: { ...channel, item: subset } } };
    const feed = unifiedParser(tree, FeedType.RSS, { allowMissingGuid: true });
    if (!feed) throw new Error('partytime returned no feed');
    return feed;
  };
  return withoutConsoleWarnings(() => {
    try {
      const feed = run(items);
      if (feed.items.length === items.length) return { feed, items: feed.items };
    } catch {
      // fall through to item-by-item mapping
    }
    const feed = run([]);
    const mapped = items.map((item) => {
      try {
        return run([item]).items[0] ?? null;
      } catch {
        return null;
      }
    });
    return { feed, items: mapped };
  });
}
