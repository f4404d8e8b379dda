import { v5 as uuidv5 } from 'uuid';

/** Namespace of Inkcast's name-based (v5) uuids: a series from its feed key, an episode from series + guid. */
const INKCAST_NAMESPACE = '6f1c7a52-4d1e-4b8e-9a51-2b3f0e6c9d10';

/**
 * The identity of a feed URL: without scheme, with the host lower-cased and no trailing slash
 * (contract §4.1: `rssUrl` ignores scheme, host case, trailing slash). Not a URL → null.
 */
export function rssKey(rssUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(rssUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol === 'file:') return `file://${url.pathname}`;
  const path = (url.pathname + url.search).replace(/\/+$/, '');
  return `${url.host.toLowerCase()}${path}`;
}

/** The series uuid of a feed: stable across re-ingests and assigned before the first one. */
export function seriesUuidFor(key: string): string {
  return uuidv5(`series:${key}`, INKCAST_NAMESPACE);
}

/** The uuid of an episode: stable for the same guid in the same series. */
export function episodeUuidFor(seriesUuid: string, guid: string): string {
  return uuidv5(`episode:${seriesUuid}:${guid}`, INKCAST_NAMESPACE);
}

/** The uuid of a credited person within a series (name and role). */
export function personUuidFor(seriesUuid: string, name: string, role: string | null): string {
  return uuidv5(`person:${seriesUuid}:${name.toLowerCase()}:${role ?? ''}`, INKCAST_NAMESPACE);
}
