import { Parser } from 'htmlparser2';

/**
 * One element of an XML tree in the shape podcast-partytime reads (fast-xml-parser's shape with
 * partytime's options): an element without attributes or child elements is its text (a string;
 * `""` when empty); otherwise an object holding its child elements by tag name (an array when the
 * tag repeats, in document order), its attributes under `attr` as `{"@_name": value}` and its text
 * under `#text`.
 */
export type XmlValue = string | number | XmlElement | XmlValue[];

/** An element with attributes and/or child elements; see {@link XmlValue}. */
export interface XmlElement {
  [tag: string]: XmlValue | Record<string, string> | undefined;
  attr?: Record<string, string>;
  '#text'?: string | number;
}

/** The whole document: its root element(s) by tag name, e.g. `{ rss: { channel: … } }`. */
export type XmlDocument = Record<string, XmlValue>;

/**
 * Canonical prefixes for the namespaces a podcast feed uses, keyed by namespace URI normalised by
 * {@link normaliseNamespaceUri}. A feed that binds one of these URIs to another prefix (or spells
 * the URI with other letter case, as taverncast.xml does for iTunes) is read as if it had used the
 * canonical prefix, because partytime matches tags by their literal `prefix:name`.
 */
const CANONICAL_PREFIXES: ReadonlyMap<string, string> = new Map([
  ['www.itunes.com/dtds/podcast-1.0.dtd', 'itunes'],
  ['podcastindex.org/namespace/1.0', 'podcast'],
  ['github.com/podcastindex-org/podcast-namespace/blob/main/docs/1.0.md', 'podcast'],
  ['purl.org/rss/1.0/modules/content', 'content'],
  ['www.w3.org/2005/atom', 'atom'],
  ['search.yahoo.com/mrss', 'media'],
  ['www.google.com/schemas/play-podcasts/1.0', 'googleplay'],
]);

/** Lower-cases a namespace URI and drops its scheme and trailing slashes, for lenient matching. */
function normaliseNamespaceUri(uri: string): string {
  return uri
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
}

/**
 * Elements whose text partytime reads only as a number (Podcasting 2.0 `podcast:season` and
 * `podcast:episode`, `<ttl>`, `<image>`'s `width`/`height`); every other text stays a string, so
 * guids like `0123` keep their zeros and numeric titles like `1865` are not lost.
 */
const NUMERIC_TAGS: ReadonlySet<string> = new Set(['podcast:season', 'podcast:episode', 'ttl', 'width', 'height']);
const CANONICAL_NUMBER = /^-?(?:0|[1-9]\d{0,14})(?:\.\d+)?$/;

interface OpenElement {
  name: string;
  attr: Record<string, string> | null;
  children: XmlElement | null;
  text: string;
}

function addChild(parent: OpenElement, name: string, value: XmlValue): void {
  const children = (parent.children ??= {});
  const existing = children[name] as XmlValue | undefined;
  if (existing === undefined) children[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else children[name] = [existing, value];
}

function textValue(name: string, text: string): string | number {
  if (NUMERIC_TAGS.has(name) && CANONICAL_NUMBER.test(text)) {
    const n = Number(text);
    if (String(n) === text) return n;
  }
  return text;
}

function finish(element: OpenElement): XmlValue {
  const text = element.text.trim();
  if (!element.attr && !element.children) return textValue(element.name, text);
  const value: XmlElement = element.children ?? {};
  if (text) value['#text'] = textValue(element.name, text);
  if (element.attr) value.attr = element.attr;
  return value;
}

/**
 * Reads an XML document leniently into partytime's tree shape (see {@link XmlValue}).
 *
 * Lenient where real feeds are messy: text before the XML declaration, undefined entities
 * (`&gtgt;`, HTML's `&nbsp;`: kept literally), unclosed or mismatched tags (closed at the nearest
 * matching ancestor or at the end) never throw. Text is decoded once (XML entities and character
 * references; CDATA kept verbatim), so HTML inside a description stays the feed's HTML.
 * Namespace prefixes bound to a known podcast namespace are renamed to the canonical prefix
 * (`itunes`, `podcast`, `content`, `atom`, `media`, `googleplay`). Comments, processing
 * instructions and the doctype are ignored.
 *
 * Uses htmlparser2's tokenizer in XML mode, several times faster than fast-xml-parser (which
 * partytime's own `parseFeed` uses after a strict validation pass).
 */
export function parseXmlTree(xml: string): XmlDocument {
  const root: OpenElement = { name: '', attr: null, children: null, text: '' };
  const stack: OpenElement[] = [root];
  let renames: Map<string, string> | null = null;

  const parser = new Parser(
    {
      onopentag(rawName, attribs) {
        let attr: Record<string, string> | null = null;
        for (const key in attribs) {
          const value = attribs[key];
          if (key.startsWith('xmlns:')) {
            const prefix = key.slice(6);
            const canonical = CANONICAL_PREFIXES.get(normaliseNamespaceUri(value));
            if (canonical && canonical !== prefix) (renames ??= new Map()).set(prefix, canonical);
          }
          (attr ??= {})[`@_${key}`] = value;
        }
        let name = rawName;
        if (renames) {
          const colon = rawName.indexOf(':');
          const renamed = colon > 0 ? renames.get(rawName.slice(0, colon)) : undefined;
          if (renamed) name = renamed + rawName.slice(colon);
        }
        stack.push({ name, attr, children: null, text: '' });
      },
      ontext(data) {
        stack[stack.length - 1].text += data;
      },
      onclosetag() {
        if (stack.length < 2) return;
        const element = stack.pop() as OpenElement;
        addChild(stack[stack.length - 1], element.name, finish(element));
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeCDATA: true },
  );
  parser.end(xml);
  // Elements left open at the end of the input are closed by htmlparser2 itself (onclosetag),
  // so only the synthetic root remains.
  return (root.children ?? {}) as XmlDocument;
}

/** Whether a value is an element object (attributes and/or children), not bare text. */
export function isElement(value: XmlValue | undefined): value is XmlElement {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The child elements named `tag` of `node`, in document order (none → `[]`). */
export function childList(node: XmlValue | undefined, tag: string): XmlValue[] {
  if (!isElement(node)) return [];
  const value = node[tag] as XmlValue | undefined;
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The text of an element, trimmed (`""` when it has none). */
export function nodeText(node: XmlValue | undefined): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number') return String(node);
  if (isElement(node) && node['#text'] !== undefined) return String(node['#text']);
  return '';
}

/** An attribute of an element, trimmed; `null` when absent or empty. */
export function attribute(node: XmlValue | undefined, name: string): string | null {
  if (!isElement(node) || !node.attr) return null;
  const value = node.attr[`@_${name}`];
  if (value === undefined) return null;
  const trimmed = value.trim();
  return trimmed || null;
}

/** The text of the first child named `tag` that has text; `null` if none does. */
export function childText(node: XmlValue | undefined, tag: string): string | null {
  for (const child of childList(node, tag)) {
    const text = nodeText(child);
    if (text) return text;
  }
  return null;
}
