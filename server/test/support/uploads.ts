import { join } from 'node:path';
import sharp from 'sharp';
import type { Inkcast } from './harness';
import { SHARED_DATA } from './paths';
import type { Visitor } from './visitor';

const COMICS = join(SHARED_DATA, 'comics/pepper-and-carrot');

/** Images of every slot cut from the shared Pepper&Carrot originals to the slot's exact size (spec 001 §5). */
export interface SlotImages {
  cover: Buffer;
  banner: Buffer;
  thumbnail: Buffer;
  avatar: Buffer;
  /** Real episode pages (1240 × 1753). */
  pages: Buffer[];
}

/** Cuts the shared images to the slots' sizes (cover 1920×2880, banner 1080×642, thumbnail 600×600, avatar 1200×1200). */
export async function slotImages(): Promise<SlotImages> {
  const cut = (file: string, width: number, height: number) => sharp(join(COMICS, file)).resize({ width, height, fit: 'cover' }).jpeg().toBuffer();
  return {
    cover: await cut('artwork_book1-back-cover.jpg', 1920, 2880),
    banner: await cut('artwork_2015-05-27_user-manual.jpg', 1080, 642),
    thumbnail: await cut('logo_square.jpg', 600, 600),
    avatar: await cut('artwork_2015-09-15_witches-of-chaosah.jpg', 1200, 1200),
    pages: await Promise.all([1, 2, 3].map((n) => sharp(join(COMICS, `ep01-potion-of-flight_en_page${n}.jpg`)).toBuffer())),
  };
}

const LINKS = `mutation ($t: ImageUploadType!, $d: [String!]!, $c: [String!]!) { getUploadLinks(uploadType: $t, targetDirectories: $d, contentTypes: $c) }`;

/**
 * Uploads JPEGs as `visitor` the way the dashboard does (spec 001 §7): links for `dir` and the
 * upload `type`, one PUT each; returns the stored (query-less) URLs. Throws on any refusal.
 */
export async function uploadImages(ink: Inkcast, visitor: Visitor, dir: string, type: string, files: Buffer[]): Promise<string[]> {
  const res = await visitor.gql(LINKS, { t: type, d: files.map(() => dir), c: files.map(() => 'image/jpeg') });
  if (res.errors) throw new Error(`getUploadLinks: ${JSON.stringify(res.errors)}`);
  const links: string[] = res.data.getUploadLinks;
  for (const [i, link] of links.entries()) {
    const url = new URL(link);
    const put = await ink.http().put(url.pathname + url.search).set('content-type', 'image/jpeg').send(files[i]);
    if (put.status !== 200) throw new Error(`PUT ${url.pathname}: ${put.status} ${JSON.stringify(put.body)}`);
  }
  return links.map((link) => link.split('?')[0]);
}
