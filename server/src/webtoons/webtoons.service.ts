import { WEBTOONS_IMAGE_SLOTS, normaliseEnumValue, validateWebtoonsData } from '@inkcast/schema';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { v5 as uuidv5 } from 'uuid';
import { badUserInput } from '../common/errors';
import { ImageOwner, ImagesService } from '../images/images.service';

/** What the intake collected (SDL `WebtoonsSeriesData`; spec 001 §3 Webtoons data). Image URLs as saved, without query strings. */
export interface WebtoonsView {
  webtoonsLink: string;
  coverImageUrl: string;
  bannerImageUrl: string;
  thumbnailImageUrl: string;
  avatarImageUrl: string;
  rating: string;
}

/** The intake's fields (spec 001 §7 addWebtoonsSeriesData). */
export type WebtoonsInput = { [K in keyof WebtoonsView]?: string | null };

/** Namespace of the intake's per-user image owner uuids. */
const WEBTOONS_NAMESPACE = '3f0b1a8e-5c2d-4e7f-9a61-8d4c2b7e1f05';

/**
 * The image owner of a user's intake: type WEBTOONS and a stable uuid made from the user id. It
 * names the image set only; uploads go to any directory the user claimed (a fresh uuid), since a
 * guessable uuid could be claimed as a directory by someone else first.
 */
export function webtoonsOwner(userId: number): ImageOwner {
  return { type: 'WEBTOONS', uuid: uuidv5(`webtoons-intake:${userId}`, WEBTOONS_NAMESPACE) };
}

const COLUMNS = `webtoons_link AS "webtoonsLink", cover_image_url AS "coverImageUrl", banner_image_url AS "bannerImageUrl",
  thumbnail_image_url AS "thumbnailImageUrl", avatar_image_url AS "avatarImageUrl", rating`;

/**
 * The Webtoons intake (spec 001 §2 Webtoons intake, §3, §5, §7): one record per user, checked in the
 * spec's order, its four images submitted to the image pipeline (slots cover, banner, thumbnail,
 * avatar, with their size rules). Sending it again replaces it: only the latest image per slot is kept.
 */
@Injectable()
export class WebtoonsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly images: ImagesService,
  ) {}

  /** The user's intake, or null before they sent one. */
  async get(userId: number): Promise<WebtoonsView | null> {
    const rows: WebtoonsView[] = await this.db.query(`SELECT ${COLUMNS} FROM webtoons_series_data WHERE user_id = $1`, [userId]);
    return rows[0] ?? null;
  }

  /**
   * Saves the user's intake and its images in one transaction, then queues the images' processing.
   * BAD_USER_INPUT with the first broken rule in the spec's order (§5): 'Please fill out the Link to
   * your webtoon field', then a link that is not http(s), 'You need to upload cover art', 'You need
   * to upload a banner', 'You need to upload a thumbnail', 'You need to upload an avatar', 'You need
   * to pick a rating' (then 'Invalid Content Rating'); then the image pipeline's checks (upload not
   * found, too large, another user's, …).
   */
  async save(userId: number, input: WebtoonsInput): Promise<WebtoonsView> {
    const message = validateWebtoonsData(input);
    if (message) throw badUserInput(message);
    const url = (key: keyof typeof WEBTOONS_IMAGE_SLOTS) => input[key]!.trim().split('?')[0];
    const values: WebtoonsView = {
      webtoonsLink: input.webtoonsLink!.trim(),
      coverImageUrl: url('coverImageUrl'),
      bannerImageUrl: url('bannerImageUrl'),
      thumbnailImageUrl: url('thumbnailImageUrl'),
      avatarImageUrl: url('avatarImageUrl'),
      rating: normaliseEnumValue(input.rating)!,
    };
    const owner = webtoonsOwner(userId);
    await this.db.transaction(async (tx) => {
      // One intake of a user at a time, so its row and its image set always come from the same call.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('webtoons-intake'), $1)`, [userId]);
      const slots = Object.fromEntries(Object.entries(WEBTOONS_IMAGE_SLOTS).map(([field, slot]) => [slot, [values[field as keyof typeof WEBTOONS_IMAGE_SLOTS]]]));
      await this.images.submit(tx, owner, userId, slots);
      await tx.query(
        `INSERT INTO webtoons_series_data (user_id, webtoons_link, cover_image_url, banner_image_url, thumbnail_image_url, avatar_image_url, rating)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (user_id) DO UPDATE SET webtoons_link = $2, cover_image_url = $3, banner_image_url = $4, thumbnail_image_url = $5,
           avatar_image_url = $6, rating = $7, updated_at = now()`,
        [userId, values.webtoonsLink, values.coverImageUrl, values.bannerImageUrl, values.thumbnailImageUrl, values.avatarImageUrl, values.rating],
      );
    });
    await this.images.enqueue(owner);
    return values;
  }
}
