import {
  COMIC_SERIES_LAYOUTS,
  COMIC_SERIES_TYPES,
  CONTENT_RATINGS,
  CONTENT_ROLES,
  COUNTRIES,
  GENRES,
  LANGUAGES,
  LINK_TYPE_DETAILS,
  SERIES_STATUSES,
  linkDetailsFromPair,
  type LinkDetails,
} from '@inkcast/schema';
import { v5 as uuidv5 } from 'uuid';
import type { ImagesStatus, ProcessedImage } from '../../images/images.service';
import { hashChildren, hashFields } from '../../podcasts/feed/feed-hash';
import { exclusiveScopesNow } from './exclusive-content';

/**
 * Pure builders of the public comics objects (contract §5 ComicSeries, ComicIssue, ComicStory,
 * Creator, CreatorContent) from the rows ComicsCatalogueService reads: image URLs and `*AsString`
 * JSON, links, derived uuids, the exclusive window and the content hashes. Webhook payloads can
 * reuse them, so an event's `data` equals what the API serves.
 */

/**
 * Namespace of the name-based (v5) uuids of stories and creator credits; the same literal as in the
 * 1795000700000 migration's SQL functions, so both sides derive equal uuids.
 */
export const COMICS_UUID_NAMESPACE = '3b8f6a2e-9c41-4d7a-8e25-6f0d1c9b7a43';

/** `ImageVariant` (contract §6) → the size suffix of the file keys (`cover_sm`, …). */
export const VARIANT_SIZE = { SMALL: 'sm', MEDIUM: 'md', LARGE: 'lg' } as const;
/** An `ImageVariant` value. */
export type ImageVariant = keyof typeof VARIANT_SIZE;

/** Processed images of an item per slot (image_set.outputs). */
export type ImageOutputs = Partial<Record<string, ProcessedImage[]>>;

/**
 * The processed images an item may show: its outputs once COMPLETE; `{}` when it never had an
 * image set; null while PROCESSING or FAILED (every image field is then null, contract decision).
 */
export function servedImages(status: ImagesStatus | null, outputs: ImageOutputs | null): ImageOutputs | null {
  if (status === null) return {};
  return status === 'COMPLETE' ? (outputs ?? {}) : null;
}

/** The first processed image of a slot, or null. */
export function slotImage(images: ImageOutputs | null, slot: string): ProcessedImage | null {
  const image = images?.[slot]?.[0];
  return image && typeof image.base_url === 'string' ? image : null;
}

const SIZE_ORDER: Record<string, number> = { sm: 0, md: 1, lg: 2 };

/**
 * An image as its `*AsString` JSON: `base_url` first, then the files (sizes small to large), so
 * equal images give equal text whatever order jsonb stored the keys in.
 */
export function imageAsString(image: ProcessedImage | null): string | null {
  if (!image) return null;
  const keys = Object.keys(image).filter((k) => k !== 'base_url');
  const rank = (k: string) => SIZE_ORDER[k.slice(k.lastIndexOf('_') + 1)] ?? 3;
  keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const ordered: Record<string, string> = { base_url: image.base_url };
  for (const k of keys) ordered[k] = image[k];
  return JSON.stringify(ordered);
}

/** The URL of one file of an image (`base_url` + the file named by `key`), or null. */
export function imageFileUrl(image: ProcessedImage | null, key: string): string | null {
  const file = image?.[key];
  return image && typeof file === 'string' ? image.base_url + file : null;
}

/** The URL of a sized image (cover, banner, avatar) in a variant; SMALL when none is given (contract §5). */
export function variantUrl(image: ProcessedImage | null, base: 'cover' | 'banner' | 'avatar', variant: ImageVariant | null | undefined): string | null {
  return imageFileUrl(image, `${base}_${VARIANT_SIZE[variant ?? 'SMALL']}`);
}

/** The uuid of a story (contract §5 ComicStory): v5 of its issue and image folder; see the 1795000700000 migration. */
export function storyUuid(issueUuid: string, baseUrl: string, occurrence = 1): string {
  const folder = /([^/]*)\/*$/.exec(baseUrl)?.[1] ?? '';
  return uuidv5(`comicstory:${issueUuid}:${folder}${occurrence > 1 ? `#${occurrence}` : ''}`, COMICS_UUID_NAMESPACE);
}

/** The uuid of a creator's credit on a content (contract §5 CreatorContent); see the 1795000700000 migration. */
export function creatorContentUuid(creatorUuid: string, contentUuid: string): string {
  return uuidv5(`creatorcontent:${creatorUuid}:${contentUuid}`, COMICS_UUID_NAMESPACE);
}

/** `value` when it is one of `allowed`, else null: a stored value outside the enum never breaks a response. */
function enumValue<T extends string>(value: string | null | undefined, allowed: readonly T[]): T | null {
  return value != null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** The values of `values` that are in `allowed`, in their order. */
function enumValues<T extends string>(values: readonly string[] | null | undefined, allowed: readonly T[]): T[] {
  return (values ?? []).filter((v): v is T => (allowed as readonly string[]).includes(v));
}

// ---------------------------------------------------------------------------------------------
// ComicSeries

/** A published comic_series row as the catalogue reads it (dates in epoch seconds). */
export interface ComicSeriesRow {
  uuid: string;
  name: string;
  description: string | null;
  genres: string[];
  language: string | null;
  contentRating: string | null;
  seriesType: string | null;
  seriesStatus: string | null;
  seriesLayout: string | null;
  tags: string[];
  datePublished: number | null;
  imagesStatus: ImagesStatus | null;
  imageOutputs: ImageOutputs | null;
  /** Lower-case platforms of the series' payment rules (`patreon`). */
  scopes: string[];
  /** Published issues. */
  totalIssues: number;
}

/** The public ComicSeries (contract §5) without its lists; `images` and `totalIssues` serve the field resolvers. */
export function comicSeriesView(r: ComicSeriesRow) {
  const images = servedImages(r.imagesStatus, r.imageOutputs);
  const cover = slotImage(images, 'cover');
  const banner = slotImage(images, 'banner');
  const thumbnail = slotImage(images, 'thumbnail');
  const status = enumValue(r.seriesStatus, SERIES_STATUSES);
  const fields = {
    uuid: r.uuid,
    datePublished: r.datePublished,
    name: r.name,
    description: r.description,
    thumbnailImageUrl: imageFileUrl(thumbnail, 'thumbnail'),
    coverImageAsString: imageAsString(cover),
    bannerImageAsString: imageAsString(banner),
    thumbnailImageAsString: imageAsString(thumbnail),
    // No external (SSS) feeds: comics are published on Inkcast (contract §10 decision).
    sssUrl: null,
    sssOwnerName: null,
    sssOwnerPublicEmail: null,
    copyright: null,
    isCompleted: status === 'COMPLETED',
    isBlocked: false,
    tags: r.tags,
    scopesForExclusiveContent: r.scopes,
    status,
    genres: enumValues(r.genres, GENRES),
    language: enumValue(r.language, LANGUAGES),
    seriesType: enumValue(r.seriesType, COMIC_SERIES_TYPES),
    seriesLayout: enumValue(r.seriesLayout, COMIC_SERIES_LAYOUTS),
    contentRating: enumValue(r.contentRating, CONTENT_RATINGS),
  };
  return {
    ...fields,
    hash: hashFields(fields),
    feedRefreshDetails: null,
    hostingProvider: null,
    totalIssues: r.totalIssues,
    images: { cover, banner },
  };
}
/** A public ComicSeries. */
export type ComicSeriesView = ReturnType<typeof comicSeriesView>;

// ---------------------------------------------------------------------------------------------
// ComicIssue and ComicStory

/** A published comic_issue row of a published series, as the catalogue reads it (dates in epoch seconds). */
export interface ComicIssueRow {
  uuid: string;
  seriesUuid: string;
  name: string;
  creatorNote: string | null;
  pushNotificationMessage: string | null;
  datePublished: number | null;
  position: number | null;
  dateExclusiveContentIsAvailable: number | null;
  imagesStatus: ImagesStatus | null;
  imageOutputs: ImageOutputs | null;
  /** The series' image set: an issue without its own banner or thumbnail shows the series' ones. */
  seriesImagesStatus: ImagesStatus | null;
  seriesImageOutputs: ImageOutputs | null;
  /** uuids of the `story` outputs, in order (SQL comic_story_uuids). */
  storyUuids: string[];
  /** Platforms of the series' payment rules while the issue is PAID, else empty (exclusive-content.ts). */
  paidScopes: string[];
}

/**
 * The public ComicIssue (contract §5) with its stories. Its own episodeBanner/episodeThumbnail,
 * else the series' banner/thumbnail (image rules, schema/src/image-rules.ts); nothing while its
 * images are not COMPLETE. Inside the exclusive window (exclusive-content.ts) the issue lists its
 * scopes and no story images: those need a content token (contract §4.5, §10).
 */
export function comicIssueView(r: ComicIssueRow, now = Date.now() / 1000) {
  const own = servedImages(r.imagesStatus, r.imageOutputs);
  const series = own && servedImages(r.seriesImagesStatus, r.seriesImageOutputs);
  const banner = slotImage(own, 'episodeBanner') ?? slotImage(series, 'banner');
  const thumbnail = slotImage(own, 'episodeThumbnail') ?? slotImage(series, 'thumbnail');
  const scopes = exclusiveScopesNow(r.paidScopes, r.dateExclusiveContentIsAvailable, now);
  const pages = scopes.length || !own ? [] : (own.story ?? []);
  const stories = pages.flatMap((image, i) => {
    const uuid = r.storyUuids[i];
    if (!uuid || typeof image?.base_url !== 'string') return [];
    const fields = {
      uuid,
      issueUuid: r.uuid,
      seriesUuid: r.seriesUuid,
      storyImageUrl: imageFileUrl(image, 'story'),
      storyImageAsString: imageAsString(image),
      isRemoved: false,
    };
    return [{ ...fields, hash: hashFields(fields) }];
  });
  const fields = {
    uuid: r.uuid,
    seriesUuid: r.seriesUuid,
    datePublished: r.datePublished,
    position: r.position,
    dateExclusiveContentIsAvailable: r.dateExclusiveContentIsAvailable,
    name: r.name,
    creatorNote: r.creatorNote,
    pushNotificationMessage: r.pushNotificationMessage,
    thumbnailImageUrl: imageFileUrl(thumbnail, 'thumbnail'),
    bannerImageAsString: imageAsString(banner),
    thumbnailImageAsString: imageAsString(thumbnail),
    isRemoved: false,
    isBlocked: false,
    storyImageUrls: stories.map((s) => s.storyImageUrl),
    scopesForExclusiveContent: scopes,
    storiesHash: hashChildren(stories.map((s) => s.hash)),
  };
  return { ...fields, hash: hashFields(fields), stories, images: { banner } };
}
/** A public ComicIssue. */
export type ComicIssueView = ReturnType<typeof comicIssueView>;
/** A public ComicStory. */
export type ComicStoryView = ComicIssueView['stories'][number];

// ---------------------------------------------------------------------------------------------
// Creator and CreatorContent

/** A link as `linksAsString` writes it: url = `base_url` + `value` (contract §5). */
export interface LinkParts {
  type: string;
  base_url: string;
  value: string;
}

/**
 * A stored "TYPE:value" pair as `linksAsString` parts and its `LinkDetails`, or null when it makes
 * no link (linkDetailsFromPair). `base_url` is the type's fixed base; MASTODON's is
 * `https://server/@`, EMAIL's `mailto:`, WEBSITE's and MERCH_STORE's the URL's scheme.
 */
export function linkOf(pair: string): { parts: LinkParts; details: LinkDetails } | null {
  const details = linkDetailsFromPair(pair);
  if (!details) return null;
  const { type, url } = details;
  let base: string = LINK_TYPE_DETAILS[type].base;
  if (type === 'MASTODON') base = url.slice(0, url.lastIndexOf('@') + 1);
  else if (type === 'WEBSITE' || type === 'MERCH_STORE') base = /^[a-z]+:\/\//i.exec(url)?.[0] ?? '';
  else if (!url.startsWith(base)) base = '';
  return { parts: { type, base_url: base, value: url.slice(base.length) }, details };
}

/** A published creator row as the catalogue reads it (dates in epoch seconds). */
export interface CreatorRow {
  uuid: string;
  name: string;
  bio: string | null;
  country: string | null;
  tags: string[];
  links: string[];
  datePublished: number | null;
  imagesStatus: ImagesStatus | null;
  imageOutputs: ImageOutputs | null;
  /** Approved credits on published content. */
  totalContent: number;
}

/** The public Creator (contract §5) without its content list; `images` serves avatarImageUrl. */
export function creatorView(r: CreatorRow) {
  const avatar = slotImage(servedImages(r.imagesStatus, r.imageOutputs), 'avatar');
  const links = r.links.map(linkOf).filter((l) => l !== null);
  const fields = {
    uuid: r.uuid,
    datePublished: r.datePublished,
    name: r.name,
    bio: r.bio,
    avatarImageAsString: imageAsString(avatar),
    linksAsString: JSON.stringify(links.map((l) => l.parts)),
    links: links.map((l) => l.details),
    sssUrl: null,
    sssOwnerName: null,
    sssOwnerPublicEmail: null,
    copyright: null,
    isBlocked: false,
    tags: r.tags,
    country: enumValue(r.country, COUNTRIES),
  };
  return { ...fields, hash: hashFields(fields), totalContentCount: r.totalContent, feedRefreshDetails: null, images: { avatar } };
}
/** A public Creator. */
export type CreatorView = ReturnType<typeof creatorView>;

/** An approved credit on published content, as the catalogue reads it, with its 1-based positions. */
export interface CreatorContentRow {
  uuid: string;
  creatorUuid: string;
  contentUuid: string;
  contentType: string;
  roles: string[];
  /** Place on the creator's list, 1 = first credited. */
  position: number;
  /** Place on the content's list of creators, 1 = first credited. */
  contentPosition: number;
}

/** The public CreatorContent (contract §5). */
export function creatorContentView(r: CreatorContentRow) {
  const fields = {
    uuid: r.uuid,
    creatorUuid: r.creatorUuid,
    contentUuid: r.contentUuid,
    contentType: r.contentType,
    roles: enumValues(r.roles, CONTENT_ROLES),
    position: r.position,
    contentPosition: r.contentPosition,
  };
  return { ...fields, hash: hashFields(fields) };
}
/** A public CreatorContent. */
export type CreatorContentView = ReturnType<typeof creatorContentView>;

/** `issuesHash` / `contentHash` (contract conventions): over the children's hashes in list order. */
export function childrenHash(children: readonly { hash: string }[]): string {
  return hashChildren(children.map((c) => c.hash));
}
