import sharp, { type Metadata, type OutputInfo } from 'sharp';

/** The kinds of processed image, each with its own set of sizes (spec 001 §3, "Image naming"). */
export type ImageKind = 'avatar' | 'cover' | 'banner' | 'thumbnail' | 'story';

/** One output size: file name and the largest width (and, for square kinds, height), pixels. */
export interface SizeSpec {
  file: string;
  width: number;
  height?: number;
}

/**
 * Output sizes per kind. Avatar, cover and banner exist in sm, md and lg; thumbnail and story in
 * one size each (spec 001 §3). Widths follow the slots' full sizes (cover 1920, banner 1080, avatar
 * 1200); images are never enlarged.
 */
export const SIZES: Record<ImageKind, SizeSpec[]> = {
  avatar: [
    { file: 'avatar-sm.webp', width: 100, height: 100 },
    { file: 'avatar-md.webp', width: 400, height: 400 },
    { file: 'avatar-lg.webp', width: 1200, height: 1200 },
  ],
  cover: [
    { file: 'cover-sm.webp', width: 480 },
    { file: 'cover-md.webp', width: 960 },
    { file: 'cover-lg.webp', width: 1920 },
  ],
  banner: [
    { file: 'banner-sm.webp', width: 360 },
    { file: 'banner-md.webp', width: 720 },
    { file: 'banner-lg.webp', width: 1080 },
  ],
  thumbnail: [{ file: 'thumbnail.webp', width: 600, height: 600 }],
  story: [{ file: 'story.webp', width: 1600 }],
};

/** WebP's largest side, pixels: taller story pages are split into pieces of at most this height. */
export const WEBP_MAX_SIDE = 16_383;

/**
 * Largest image decoded, pixels (width × height). Anything bigger is refused before decoding: a
 * decompression bomb (a few kilobytes claiming billions of pixels) never reaches memory.
 */
export const MAX_PIXELS = 64_000_000;

const TOO_MANY_PIXELS = `The image has too many pixels (at most ${MAX_PIXELS / 1_000_000} megapixels)`;

/** What the bytes are, read from their header: format (`jpeg`, `png`, …) and displayed size in pixels (EXIF orientation applied). */
export interface ImageFacts {
  format: string;
  width: number;
  height: number;
}

/** An image's bytes are not an image sharp can read (`tooManyPixels` false), or claim more than MAX_PIXELS. */
export class UnreadableImage extends Error {
  constructor(
    message: string,
    readonly tooManyPixels = false,
  ) {
    super(message);
  }
}

/**
 * Reads format and size from the bytes themselves (never the file name or Content-Type).
 * Throws UnreadableImage for anything that is not a readable image or is over MAX_PIXELS.
 */
export async function inspectImage(bytes: Buffer): Promise<ImageFacts> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch (err) {
    if (/pixel limit/.test((err as Error).message)) throw new UnreadableImage(TOO_MANY_PIXELS, true);
    throw new UnreadableImage('The file is not a readable image');
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!meta.format || !width || !height) throw new UnreadableImage('The file is not a readable image');
  if (width * height > MAX_PIXELS) throw new UnreadableImage(TOO_MANY_PIXELS, true);
  return { format: meta.format, width, height };
}

/** One processed file: its name within the image's folder, WebP bytes and pixel size. */
export interface RenderedFile {
  file: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes `bytes` once (EXIF orientation applied, metadata dropped: sharp writes none unless asked)
 * and writes every size of `kind` as WebP from the decoded pixels. A story taller than WebP allows
 * comes back as several pieces, top to bottom, each a list with one `story.webp`.
 * Throws UnreadableImage for bytes sharp cannot decode.
 */
export async function renderImage(bytes: Buffer, kind: ImageKind): Promise<RenderedFile[][]> {
  if (kind === 'story') {
    const story = await renderStoryDirect(bytes);
    if (story) return story;
  }
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).autoOrient().raw().toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new UnreadableImage(`The image could not be decoded (${(err as Error).message})`);
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  if (kind === 'story') return renderStory(data, raw.raw);
  const files = await Promise.all(
    SIZES[kind].map(async (size) => {
      const out = await sharp(data, raw)
        .resize({ width: size.width, height: size.height, fit: 'cover', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { file: size.file, bytes: out.data, width: out.info.width, height: out.info.height };
    }),
  );
  return [files];
}

/**
 * A story page that fits WebP once scaled (nearly all): one streaming pipeline, which libvips runs
 * on every core. Null when the page must be split.
 */
async function renderStoryDirect(bytes: Buffer): Promise<RenderedFile[][] | null> {
  const { width, height } = await inspectImage(bytes);
  const { file, width: maxWidth } = SIZES.story[0];
  if (Math.round(height * Math.min(1, maxWidth / width)) > WEBP_MAX_SIDE) return null;
  try {
    const out = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return [[{ file, bytes: out.data, width: out.info.width, height: out.info.height }]];
  } catch (err) {
    throw new UnreadableImage(`The image could not be decoded (${(err as Error).message})`);
  }
}

/** Story page taller than WebP allows: decoded once, scaled to at most the story width, cut into pieces. */
async function renderStory(data: Buffer, raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 }): Promise<RenderedFile[][]> {
  const { file, width: maxWidth } = SIZES.story[0];
  let pixels = data;
  let { width, height } = raw;
  if (width > maxWidth) {
    const scaled = await sharp(data, { raw }).resize({ width: maxWidth }).raw().toBuffer({ resolveWithObject: true });
    pixels = scaled.data;
    ({ width, height } = scaled.info);
  }
  const input = { raw: { width, height, channels: raw.channels } } as const;
  const pieces: RenderedFile[][] = [];
  for (let top = 0; top < height; top += WEBP_MAX_SIDE) {
    const pieceHeight = Math.min(WEBP_MAX_SIDE, height - top);
    const out = await sharp(pixels, input).extract({ left: 0, top, width, height: pieceHeight }).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    pieces.push([{ file, bytes: out.data, width: out.info.width, height: out.info.height }]);
  }
  return pieces;
}
