import { compile } from 'html-to-text';
import { decodeHTMLStrict } from 'entities';

/** Compiled once: html-to-text recommends reusing a compiled converter for batches. */
const convertHtml = compile({
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
    { selector: 'table', format: 'block' },
  ],
});

/**
 * Turns a description's HTML into readable plain text, for `description(shouldStripHtmlTags: true)`
 * (contract §5): tags removed, entities decoded, paragraphs and line breaks kept as newlines, links
 * reduced to their text, images dropped, no word wrapping. Plain text input comes back unchanged
 * apart from entity decoding and whitespace normalisation.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  return convertHtml(html).trim();
}

const ANCHOR_HREF = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/**
 * The `href`s of the `<a>` elements in a description's HTML, in document order, entity-decoded and
 * trimmed, without empty ones, `#fragment`s or `javascript:` links (the `descriptionLinks` field
 * of `PodcastSeries` and `PodcastEpisode`, contract §5). Duplicates are kept, as they appear.
 */
export function extractLinks(html: string | null | undefined): string[] {
  if (!html || !html.includes('<')) return [];
  const links: string[] = [];
  for (const m of html.matchAll(ANCHOR_HREF)) {
    let href = (m[1] ?? m[2] ?? m[3] ?? '').trim();
    if (href.includes('&')) href = decodeHTMLStrict(href);
    if (!href || href.startsWith('#') || /^javascript:/i.test(href)) continue;
    links.push(href);
  }
  return links;
}
