import { isEmail } from './validators';

/**
 * A creator's link types (creator spec §3; `LinkType`, contract §6) in the spec's order, each
 * with its display label and the fixed URL base shown as the input's prefix. EMAIL has no
 * prefix and becomes a mailto: link; MASTODON is written user@server and becomes
 * https://server/@user; WEBSITE and MERCH_STORE are full https URLs. The bases are the
 * services' public profile addresses (Inkcast's choice).
 */
export const LINK_TYPE_DETAILS = {
  INSTAGRAM: { label: 'Instagram', base: 'https://instagram.com/' },
  YOUTUBE: { label: 'YouTube', base: 'https://youtube.com/@' },
  TIKTOK: { label: 'TikTok', base: 'https://tiktok.com/@' },
  PATREON: { label: 'Patreon', base: 'https://patreon.com/' },
  KO_FI: { label: 'Ko-fi', base: 'https://ko-fi.com/' },
  TWITTER: { label: 'Twitter', base: 'https://twitter.com/' },
  MASTODON: { label: 'Mastodon', base: '' },
  FACEBOOK: { label: 'Facebook', base: 'https://facebook.com/' },
  LINKTREE: { label: 'Linktree', base: 'https://linktr.ee/' },
  TWITCH: { label: 'Twitch', base: 'https://twitch.tv/' },
  SNAPCHAT: { label: 'Snapchat', base: 'https://snapchat.com/add/' },
  REDDIT: { label: 'Reddit', base: 'https://reddit.com/user/' },
  DISCORD: { label: 'Discord', base: 'https://discord.gg/' },
  TELEGRAM: { label: 'Telegram', base: 'https://t.me/' },
  ETSY: { label: 'Etsy', base: 'https://etsy.com/shop/' },
  PINTEREST: { label: 'Pinterest', base: 'https://pinterest.com/' },
  TUMBLR: { label: 'Tumblr', base: 'https://tumblr.com/' },
  SPOTIFY: { label: 'Spotify', base: 'https://open.spotify.com/' },
  SOUNDCLOUD: { label: 'SoundCloud', base: 'https://soundcloud.com/' },
  BANDCAMP: { label: 'Bandcamp', base: 'https://bandcamp.com/' },
  VIMEO: { label: 'Vimeo', base: 'https://vimeo.com/' },
  WECHAT: { label: 'WeChat', base: 'https://u.wechat.com/' },
  WHATSAPP: { label: 'WhatsApp', base: 'https://wa.me/' },
  EMAIL: { label: 'Email', base: 'mailto:' },
  WEBSITE: { label: 'Website', base: 'https://' },
  MERCH_STORE: { label: 'Merch Store', base: 'https://' },
  BLUESKY: { label: 'Bluesky', base: 'https://bsky.app/profile/' },
} as const;

/** A `LinkType` value (contract §6). */
export type LinkType = keyof typeof LINK_TYPE_DETAILS;

/** The 27 link types in the spec's order (§3), for the links editor's type picker. */
export const LINK_TYPES = Object.keys(LINK_TYPE_DETAILS) as readonly LinkType[];

/** Whether `value` is a `LinkType`. */
export function isLinkType(value: string): value is LinkType {
  return Object.prototype.hasOwnProperty.call(LINK_TYPE_DETAILS, value);
}

/**
 * The prefix the links editor shows before the value (§3): the type's URL base; none for EMAIL
 * and MASTODON (written as an address), "https://" for WEBSITE and MERCH_STORE.
 */
export function linkPrefix(type: LinkType): string {
  return type === 'EMAIL' || type === 'MASTODON' ? '' : LINK_TYPE_DETAILS[type].base;
}

const MASTODON_HANDLE = /^@?([A-Za-z0-9_]+(?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?)@((?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,})$/;

/**
 * Whether `value` is a Mastodon handle, user@server with an optional leading '@' (§5):
 * "pepper@mastodon.social", "@pepper@mastodon.art". The server must be a domain name.
 */
export function isMastodonHandle(value: string): boolean {
  return MASTODON_HANDLE.test(value.trim());
}

/** A link as a type and the value typed after its prefix (§3). */
export interface LinkPair {
  type: string;
  value: string;
}

/**
 * Reads a stored "TYPE:value" pair (§3). The type is everything before the first ':' (trimmed,
 * upper-cased), the value everything after it (trimmed), so values may hold ':'
 * ("WEBSITE:https://x.com"). No ':' → null.
 */
export function parseLinkPair(pair: string): LinkPair | null {
  const colon = pair.indexOf(':');
  if (colon < 0) return null;
  return { type: pair.slice(0, colon).trim().toUpperCase(), value: pair.slice(colon + 1).trim() };
}

/** A link as the stored "TYPE:value" pair (§3). */
export function formatLinkPair(link: LinkPair): string {
  return `${link.type}:${link.value}`;
}

/**
 * The full link of a type and value (§3), or null when either is empty or the type is unknown.
 * EMAIL → "mailto:value"; MASTODON user@server → "https://server/@user"; WEBSITE and
 * MERCH_STORE → the value as an https URL (a value that already starts with http:// or
 * https:// is kept); any other type → base + value, with a leading '@' dropped; a pasted
 * full link (with or without scheme or "www.") is rewritten onto the base.
 */
export function linkUrl(type: string, value: string): string | null {
  const text = value.trim();
  if (!text || !isLinkType(type)) return null;
  if (type === 'EMAIL') return `mailto:${text.replace(/^mailto:/i, '')}`;
  if (type === 'MASTODON') {
    const match = MASTODON_HANDLE.exec(text);
    return match ? `https://${match[2].toLowerCase()}/@${match[1]}` : null;
  }
  if (type === 'WEBSITE' || type === 'MERCH_STORE') {
    return /^https?:\/\//i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  }
  const base = LINK_TYPE_DETAILS[type].base;
  const baseHostPath = base.replace(/^https:\/\//, '');
  const pasted = text.replace(/^https?:\/\/(www\.)?/i, '');
  if (pasted.toLowerCase().startsWith(baseHostPath)) return `${base}${pasted.slice(baseHostPath.length)}`;
  return `${base}${text.replace(/^@/, '')}`;
}

/** A link as the public API shows it (`LinkDetails`, contract §5): its type and full URL. */
export interface LinkDetails {
  type: LinkType;
  url: string;
}

/** The public `LinkDetails` of a stored "TYPE:value" pair (§3), or null when it makes no link. */
export function linkDetailsFromPair(pair: string): LinkDetails | null {
  const link = parseLinkPair(pair);
  if (!link || !isLinkType(link.type)) return null;
  const url = linkUrl(link.type, link.value);
  return url ? { type: link.type, url } : null;
}

/** Whether an EMAIL link's value is an e-mail address (§5). */
export function isEmailLinkValue(value: string): boolean {
  return isEmail(value.trim().replace(/^mailto:/i, ''));
}
