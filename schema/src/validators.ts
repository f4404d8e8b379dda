const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` is a UUID: 36 characters, hex digits (either case) in 8-4-4-4-12 groups
 * (contract conventions; Inkcast issues lower-case ones). Any version is accepted.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Whether `value` is an absolute URL starting with `http://` or `https://` (case-insensitive,
 * surrounding spaces ignored): the developer spec's rule for webhook endpoint and callback URLs
 * (§5). Whether its host is a public address is the server's check, after DNS resolution.
 */
export function isHttpUrl(value: string): boolean {
  const url = value.trim();
  return /^https?:\/\//i.test(url) && URL.canParse(url);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether `value` looks like an e-mail address: something@domain.tld, no spaces, at most 254
 * characters (RFC 5321 path limit). Surrounding spaces are not ignored: trim first.
 */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
