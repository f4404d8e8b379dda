import { decodeHTMLStrict } from 'entities';

/** Largest value of a GraphQL `Int` (signed 32-bit); larger file sizes become `null` (contract, conventions). */
export const MAX_GRAPHQL_INT = 2_147_483_647;

const MONTHS: Readonly<Record<string, number>> = {
  jan: 0, feb: 1, mar: 2, apr: 3, may: 4, jun: 5, jul: 6, aug: 7, sep: 8, oct: 9, nov: 10, dec: 11,
};

/**
 * UTC offsets in minutes of the zone names seen in feeds: RFC 822's (UT, GMT, Z, EST/EDT, CST/CDT,
 * MST/MDT, PST/PDT) and common others. An unknown name counts as UTC.
 */
const ZONES: Readonly<Record<string, number>> = {
  UT: 0, UTC: 0, GMT: 0, Z: 0, WET: 0,
  EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420,
  AKST: -540, AKDT: -480, HST: -600, AST: -240, ADT: -180, NST: -210, NDT: -150,
  BST: 60, IST: 60, CET: 60, MET: 60, WEST: 60, CEST: 120, MEST: 120, EET: 120, EEST: 180, MSK: 180,
  JST: 540, KST: 540, AWST: 480, ACST: 570, ACDT: 630, AEST: 600, AEDT: 660, NZST: 720, NZDT: 780,
};

// [weekday[,]] day month year [hh:mm[:ss]] [zone]; the weekday is ignored (feeds get it wrong).
const RFC822 =
  /^(?:[a-z]+\.?,?\s*)?(\d{1,2})[\s-]+([a-z]{3,})\.?[\s-]+(\d{2}|\d{4})(?:[\sT]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(?:([+-])(\d{2}):?(\d{2})|([a-z]{1,5}))?\s*(?:\(.*\))?$/i;
const ISO8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

function toEpochSeconds(
  year: number, month: number, day: number, hour: number, minute: number, second: number, offsetMinutes: number,
): number | null {
  if (month < 0 || month > 11 || day < 1 || day > 31 || hour > 24 || minute > 59 || second > 60) return null;
  const ms = Date.UTC(year, month, day, hour, minute, second) - offsetMinutes * 60_000;
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

/**
 * Parses a feed date to epoch seconds, or `null` when it cannot be read.
 *
 * Accepts RFC 822/2822 dates as feeds write them: with or without (or with a wrong) weekday,
 * one-digit days, full month names, two-digit years, no seconds, numeric offsets or zone names
 * (`PST`, `EST`, `CEST`, …; unknown names and a missing zone count as UTC); and ISO 8601
 * (`2021-10-08T10:00:00Z`, as in `dc:date`). Never depends on the machine's time zone.
 */
export function parseFeedDate(value: string | null | undefined): number | null {
  if (!value) return null;
  const text = value.trim();
  let m = RFC822.exec(text);
  if (m) {
    const month = MONTHS[m[2].slice(0, 3).toLowerCase()];
    if (month === undefined) return null;
    let year = Number(m[3]);
    if (m[3].length === 2) year += year < 70 ? 2000 : 1900;
    let offset = 0;
    if (m[7]) offset = (m[7] === '-' ? -1 : 1) * (Number(m[8]) * 60 + Number(m[9]));
    else if (m[10]) offset = ZONES[m[10].toUpperCase()] ?? 0;
    return toEpochSeconds(year, month, Number(m[1]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0), offset);
  }
  m = ISO8601.exec(text);
  if (m) {
    let offset = 0;
    const zone = m[7];
    if (zone && zone.toUpperCase() !== 'Z') {
      const digits = zone.replace(':', '');
      offset = (digits[0] === '-' ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
    }
    return toEpochSeconds(
      Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0), offset,
    );
  }
  return null;
}

/**
 * Parses `itunes:duration` to whole seconds: `SS` (also with decimals), `MM:SS` or `HH:MM:SS`.
 * Returns `null` for anything else, for 0 and for values beyond a GraphQL Int.
 */
export function parseDuration(value: string | null | undefined): number | null {
  if (!value) return null;
  const text = value.trim();
  let seconds: number;
  if (/^\d+(?:\.\d+)?$/.test(text)) {
    seconds = Math.round(Number(text));
  } else if (/^\d+(?::\d{1,2}){1,2}(?:\.\d+)?$/.test(text)) {
    seconds = Math.round(text.split(':').reduce((total, part) => total * 60 + Number(part), 0));
  } else {
    return null;
  }
  return seconds > 0 && seconds <= MAX_GRAPHQL_INT ? seconds : null;
}

/**
 * Parses an enclosure `length` to bytes. Returns `null` when missing, empty, not a whole number, 0
 * (feeds write `0` for "unknown") or above 2^31−1 (contract: file sizes > 2^31−1 → `null`).
 */
export function parseFileLength(value: string | null | undefined): number | null {
  if (!value) return null;
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const bytes = Number(text);
  return bytes > 0 && bytes <= MAX_GRAPHQL_INT ? bytes : null;
}

/**
 * Reads a season or episode number (`itunes:season`, `itunes:episode`, `podcast:season`,
 * `podcast:episode`): the first run of digits, so `12`, `Ep. 12` and `12.5` give 12. `null` when
 * absent or beyond a GraphQL Int.
 */
export function parseItemNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const m = /\d+/.exec(String(value));
  if (!m) return null;
  const n = Number(m[0]);
  return n <= MAX_GRAPHQL_INT ? n : null;
}

/** Reads an iTunes yes/no flag (`itunes:explicit`, `itunes:complete`): `yes`, `true`, `explicit` → true. */
export function parseYesNo(value: string | null | undefined): boolean {
  if (!value) return false;
  const text = value.trim().toLowerCase();
  return text === 'yes' || text === 'true' || text === 'explicit';
}

/**
 * Turns feed text meant as plain text (titles, names, subtitles) into clean text: decodes HTML
 * entities left after XML decoding (double-escaped `&amp;amp;`, HTML's `&nbsp;`), removes tags,
 * and collapses whitespace. Returns `null` for empty text.
 */
export function toPlainText(value: string | null | undefined): string | null {
  if (!value) return null;
  let text = value;
  if (text.includes('<')) text = text.replace(/<\/?[a-z!][^<>]*>/gi, ' ');
  if (text.includes('&')) text = decodeHTMLStrict(text);
  text = text.replace(/\s+/g, ' ').trim();
  return text || null;
}

/**
 * Cuts text to at most `max` characters (Unicode code points) at a word boundary when possible,
 * ending with `…` when cut. Used for `PodcastEpisode.subtitle` (≤ 255 chars, contract §5).
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const MZSTATIC_ARTWORK = /^(https?:\/\/[^/?#]*mzstatic\.com\/.+\/)\d+x\d+bb\.(?:jpg|jpeg|png|webp)$/i;

/**
 * Apple artwork base for `iTunesInfo.baseArtworkUrl` (contract §5): for an Apple CDN image
 * (`…mzstatic.com/…/600x600bb.jpg`) the URL without its `NNNxNNNbb.ext` suffix, so that
 * `{size}x{size}bb.png` can be appended; `null` for any other image.
 */
export function baseArtworkUrl(imageUrl: string | null | undefined): string | null {
  if (!imageUrl) return null;
  const m = MZSTATIC_ARTWORK.exec(imageUrl.trim());
  return m ? m[1] : null;
}
