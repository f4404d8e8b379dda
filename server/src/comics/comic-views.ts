import { linkUrl, parseLinkPair } from '@inkcast/schema';
import type { ImagesStatus, ProcessedImage } from '../images/images.service';

/** Epoch seconds of a timestamp (null stays null). */
export function epoch(date: Date | string | null | undefined): number | null {
  return date == null ? null : Math.floor(new Date(date).getTime() / 1000);
}

/** The image columns every comics row is read with: the item's image set (status, error, outputs). */
export interface ImageColumns {
  images_status: ImagesStatus | null;
  images_error: string | null;
  outputs: Record<string, ProcessedImage[]> | null;
}

/** SQL joining the image set (alias img) of the item `alias`.uuid of `ownerType`; select IMAGE_SELECT. */
export function imageJoin(alias: string, ownerType: string): string {
  return `LEFT JOIN image_set img ON img.owner_type = '${ownerType}' AND img.owner_uuid = ${alias}.uuid`;
}
export const IMAGE_SELECT = `img.status AS images_status, img.error AS images_error, img.outputs`;

/** The processed image of a slot as the *AsString JSON, or null until processed. */
export function asString(row: ImageColumns, slot: string): string | null {
  if (row.images_status !== 'COMPLETE') return null;
  const image = row.outputs?.[slot]?.[0];
  return image ? JSON.stringify(image) : null;
}

/** A comic_series row as read by SeriesService (with counts and the image set). */
export interface SeriesRow extends ImageColumns {
  uuid: string;
  owner_id: number;
  name: string;
  description: string;
  status: 'DRAFT' | 'PUBLISHED';
  genres: string[];
  language: string | null;
  content_rating: string | null;
  series_type: string | null;
  series_status: string | null;
  series_layout: string | null;
  tags: string[];
  cover_image_url: string | null;
  banner_image_url: string | null;
  thumbnail_image_url: string | null;
  date_published: Date | null;
  created_at: Date;
  creators_count: number;
  issues_count: number;
  permission: string | null;
}

/** InternalComicSeries of the dashboard SDL from a row. */
export function seriesView(r: SeriesRow) {
  return {
    uuid: r.uuid,
    name: r.name,
    description: r.description,
    status: r.status,
    imagesStatus: r.images_status,
    imagesError: r.images_error,
    coverImageUrl: r.cover_image_url,
    bannerImageUrl: r.banner_image_url,
    thumbnailImageUrl: r.thumbnail_image_url,
    coverImageAsString: asString(r, 'cover'),
    bannerImageAsString: asString(r, 'banner'),
    thumbnailImageAsString: asString(r, 'thumbnail'),
    genre1: r.genres[0] ?? null,
    genre2: r.genres[1] ?? null,
    genre3: r.genres[2] ?? null,
    language: r.language,
    rating: r.content_rating,
    seriesType: r.series_type,
    seriesStatus: r.series_status,
    seriesLayout: r.series_layout,
    tags: r.tags,
    creatorsCount: r.creators_count,
    issuesCount: r.issues_count,
    datePublished: epoch(r.date_published),
    createdAt: epoch(r.created_at),
    permission: r.permission,
  };
}

/** A comic_issue row as read by IssuesService. */
export interface IssueRow extends ImageColumns {
  uuid: string;
  series_uuid: string;
  name: string;
  creator_note: string | null;
  push_notification_message: string | null;
  status: 'DRAFT' | 'SCHEDULED' | 'PUBLISHED';
  publish_at: Date | null;
  date_published: Date | null;
  date_exclusive_content_is_available: Date | null;
  banner_image_url: string | null;
  thumbnail_image_url: string | null;
  image_urls: string[];
  position: number | null;
  created_at: Date;
  is_paid: boolean;
}

/** InternalComicIssue of the dashboard SDL from a row (`series` resolved by the resolver when asked). */
export function issueView(r: IssueRow) {
  return {
    uuid: r.uuid,
    seriesUuid: r.series_uuid,
    name: r.name,
    status: r.status,
    imagesStatus: r.images_status,
    imagesError: r.images_error,
    hasImagesCurrentlyProcessing: r.images_status === 'PROCESSING',
    description: r.creator_note,
    pushNotificationMessage: r.push_notification_message,
    publishAt: epoch(r.publish_at),
    createdAt: epoch(r.created_at),
    datePublished: epoch(r.date_published),
    paymentRuleType: r.is_paid ? 'PAID' : 'FREE',
    dateExclusiveContentIsAvailable: epoch(r.date_exclusive_content_is_available),
    bannerImageUrl: r.banner_image_url,
    thumbnailImageUrl: r.thumbnail_image_url,
    imageUrls: r.image_urls,
    storyImagesAsString: r.images_status === 'COMPLETE' ? (r.outputs?.story ?? []).map((image) => JSON.stringify(image)) : [],
    bannerImageAsString: asString(r, 'episodeBanner'),
    thumbnailImageAsString: asString(r, 'episodeThumbnail'),
    position: r.position,
  };
}

/** A creator row as read by CreatorsService. */
export interface CreatorRow extends ImageColumns {
  uuid: string;
  owner_id: number;
  name: string;
  bio: string | null;
  country: string | null;
  tags: string[];
  links: string[];
  avatar_image_url: string | null;
  status: 'DRAFT' | 'PUBLISHED';
  date_published: Date | null;
  created_at: Date;
  permission: string | null;
}

/** InternalCreator of the dashboard SDL from a row. */
export function creatorView(r: CreatorRow) {
  return {
    uuid: r.uuid,
    name: r.name,
    bio: r.bio,
    country: r.country,
    avatarImageUrl: r.avatar_image_url,
    avatarImageAsString: asString(r, 'avatar'),
    links: r.links,
    linkDetails: r.links.flatMap((pair) => {
      const link = parseLinkPair(pair);
      return link ? [{ type: link.type, value: link.value, url: linkUrl(link.type, link.value) }] : [];
    }),
    tags: r.tags,
    status: r.status,
    imagesStatus: r.images_status,
    imagesError: r.images_error,
    datePublished: epoch(r.date_published),
    createdAt: epoch(r.created_at),
    permission: r.permission,
  };
}
