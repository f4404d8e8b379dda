import { BYTES_PER_MB, EPISODE_IMAGES_MAX } from './comic-limits';

/**
 * Image slots of the comics side and the upload rules of each (creator spec §3 "Image naming",
 * §5, §9), used by the web's image upload component and the server's image pipeline alike.
 */

/** Image content types the slots accept (§5, §9: only jpg and png). */
export type ImageMimeType = 'image/jpeg' | 'image/png';

/** Sizes an avatar, cover or banner is stored in (§3); `md` is the default. */
export type ImageSize = 'sm' | 'md' | 'lg';

/** The size served when none is asked for (§3). */
export const IMAGE_SIZE_DEFAULT: ImageSize = 'md';

/** Upload rules of one image slot. Dimensions in pixels, size in megabytes (× 1024 × 1024 bytes). */
export interface ImageSlotRule {
  /** What the slot holds, for messages and labels. */
  readonly label: string;
  /** Largest file, MB (§5, §9). */
  readonly maxSizeInMB: number;
  /** Accepted content types (§5, §9). */
  readonly acceptedTypes: readonly ImageMimeType[];
  /** Whether dimensions are checked (§5: only when size validation is enabled). */
  readonly validateSize: boolean;
  /** Width bounds; equal bounds mean "exactly" (§5). Absent = unbounded. */
  readonly minWidth?: number;
  readonly maxWidth?: number;
  /** Height bounds; equal bounds mean "exactly" (§5). Absent = unbounded. */
  readonly minHeight?: number;
  readonly maxHeight?: number;
  /** The advised size shown to the user (§5 "Recommended sizes"). */
  readonly recommended?: { readonly width: number; readonly height: number };
  /** Files the slot takes at once (§5: 1 = a single file). */
  readonly maxFiles: number;
  /** Whether the slot's form needs an image (§5). */
  readonly required: boolean;
  /** Stored file name stem (§3): cover, banner, thumbnail, avatar or story. */
  readonly fileBase: 'cover' | 'banner' | 'thumbnail' | 'avatar' | 'story';
  /** Stored sizes (§3): sm, md, lg for avatar, cover and banner; one size otherwise (empty). */
  readonly sizes: readonly ImageSize[];
}

const JPG_OR_PNG: readonly ImageMimeType[] = ['image/jpeg', 'image/png'];
const SIZES: readonly ImageSize[] = ['sm', 'md', 'lg'];

/** Exactly `width` × `height` pixels (§5), also the recommended size. */
function exactly(width: number, height: number) {
  return { validateSize: true, minWidth: width, maxWidth: width, minHeight: height, maxHeight: height, recommended: { width, height } };
}

/**
 * The image slots (§3, §5, §9), keyed by slot name:
 * - cover: series cover art, exactly 1920×2880, 10 MB, required;
 * - banner: series banner, exactly 1080×642, 10 MB, required;
 * - thumbnail: series thumbnail, exactly 600×600, 10 MB, required;
 * - avatar: creator photo, exactly 1200×1200, 10 MB, required;
 * - story: episode art, up to 100 pages, 50 MB each; Inkcast's size validation (decision, the
 *   spec names none): width 800–4000 px, height at least 400 px (taller pages than WebP's 16,383 px
 *   are split by the server; the decoder's pixel limit bounds the rest);
 * - episodeBanner: exactly 1080×642, 10 MB, optional (falls back to the series banner);
 * - episodeThumbnail: 10 MB, advised 300×300 but not enforced, optional (falls back to the
 *   series thumbnail).
 * All accept jpg and png only.
 */
export const IMAGE_SLOTS = {
  cover: {
    label: 'Cover art', maxSizeInMB: 10, acceptedTypes: JPG_OR_PNG, ...exactly(1920, 2880),
    maxFiles: 1, required: true, fileBase: 'cover', sizes: SIZES,
  },
  banner: {
    label: 'Banner', maxSizeInMB: 10, acceptedTypes: JPG_OR_PNG, ...exactly(1080, 642),
    maxFiles: 1, required: true, fileBase: 'banner', sizes: SIZES,
  },
  thumbnail: {
    label: 'Thumbnail', maxSizeInMB: 10, acceptedTypes: JPG_OR_PNG, ...exactly(600, 600),
    maxFiles: 1, required: true, fileBase: 'thumbnail', sizes: [],
  },
  avatar: {
    label: 'Photo', maxSizeInMB: 10, acceptedTypes: JPG_OR_PNG, ...exactly(1200, 1200),
    maxFiles: 1, required: true, fileBase: 'avatar', sizes: SIZES,
  },
  story: {
    label: 'Episode art', maxSizeInMB: 50, acceptedTypes: JPG_OR_PNG,
    validateSize: true, minWidth: 800, maxWidth: 4000, minHeight: 400,
    maxFiles: EPISODE_IMAGES_MAX, required: true, fileBase: 'story', sizes: [],
  },
  episodeBanner: {
    label: 'Episode banner', maxSizeInMB: 10, acceptedTypes: JPG_OR_PNG, ...exactly(1080, 642),
    maxFiles: 1, required: false, fileBase: 'banner', sizes: SIZES,
  },
  episodeThumbnail: {
    label: 'Episode thumbnail', maxSizeInMB: 10, acceptedTypes: JPG_OR_PNG,
    validateSize: false, recommended: { width: 300, height: 300 },
    maxFiles: 1, required: false, fileBase: 'thumbnail', sizes: [],
  },
} as const satisfies Record<string, ImageSlotRule>;

/** An image slot's name. */
export type ImageSlot = keyof typeof IMAGE_SLOTS;

/**
 * The webtoons intake's image fields and the slot whose rules each uses (§2, §3 Webtoons data).
 * All four are required there (§5, checked in order), and only the latest image per slot is kept.
 */
export const WEBTOONS_IMAGE_SLOTS = {
  coverImageUrl: 'cover',
  bannerImageUrl: 'banner',
  thumbnailImageUrl: 'thumbnail',
  avatarImageUrl: 'avatar',
} as const satisfies Record<string, ImageSlot>;

/** The stored file names of a slot (§3): "cover-sm.webp", "cover-md.webp", "cover-lg.webp"; "story.webp". */
export function imageFileNames(rule: ImageSlotRule): string[] {
  return rule.sizes.length ? rule.sizes.map((size) => `${rule.fileBase}-${size}.webp`) : [`${rule.fileBase}.webp`];
}

/** The largest accepted file of a slot in bytes (§9: maxSizeInMB × 1024 × 1024). */
export function maxSizeInBytes(rule: ImageSlotRule): number {
  return rule.maxSizeInMB * BYTES_PER_MB;
}

/** The upload library's error codes (§8). */
export type ImageRuleCode =
  | 'file-invalid-type'
  | 'file-too-large'
  | 'file-too-small'
  | 'too-many-files'
  | 'not-equal-width'
  | 'not-equal-height'
  | 'small-width'
  | 'large-width'
  | 'small-height'
  | 'large-height';

/** One broken rule: the library code and the message shown (§5, §8). */
export interface ImageRuleViolation {
  readonly code: ImageRuleCode;
  readonly message: string;
}

/** A candidate file: content type, size in bytes, and pixel size once decoded (absent = not checked). */
export interface ImageCandidate {
  type: string;
  sizeInBytes: number;
  width?: number | null;
  height?: number | null;
}

/** Content type as compared: lower-case, parameters dropped, the non-standard image/jpg read as image/jpeg. */
function normaliseMimeType(type: string): string {
  const mime = type.split(';')[0].trim().toLowerCase();
  return mime === 'image/jpg' || mime === 'image/pjpeg' ? 'image/jpeg' : mime;
}

/** The message for a refused type (§5): png-only slots say so; others list the accepted types. */
function invalidTypeMessage(accepted: readonly string[]): string {
  if (accepted.length === 1 && accepted[0] === 'image/png') return 'The image needs to be a .png file';
  return `File type must be ${accepted.length > 1 ? `one of ${accepted.join(', ')}` : accepted[0]}`;
}

/** Width or height checks of §5; `axis` is "width" or "height". */
function dimensionViolations(
  axis: 'width' | 'height',
  value: number,
  min: number | undefined,
  max: number | undefined,
): ImageRuleViolation[] {
  const name = axis === 'width' ? 'Image width' : 'Image height';
  if (min !== undefined && min === max) {
    return value === min ? [] : [{ code: `not-equal-${axis}`, message: `${name} must be ${min}px` }];
  }
  const violations: ImageRuleViolation[] = [];
  if (min !== undefined && value < min) violations.push({ code: `small-${axis}`, message: `${name} must be greater than ${min}px` });
  if (max !== undefined && value > max) violations.push({ code: `large-${axis}`, message: `${name} must be less than ${max}px` });
  return violations;
}

/**
 * Every rule of `rule` that `file` breaks (§5, §8), in this order: type (file-invalid-type:
 * 'The image needs to be a .png file' for a png-only slot, else 'File type must be one of
 * image/jpeg, image/png'), size (file-too-large: 'The file cannot be larger than {n}MB', over
 * maxSizeInMB × 1024 × 1024 bytes), then — only when the slot validates size and the pixel size
 * is known — width and height (not-equal-*: 'Image width must be {n}px' when min = max; else
 * small-*: 'Image width must be greater than {n}px' and large-*: 'Image width must be less
 * than {n}px'; height likewise). An empty list means the file is accepted.
 */
export function imageRuleViolations(rule: ImageSlotRule, file: ImageCandidate): ImageRuleViolation[] {
  const violations: ImageRuleViolation[] = [];
  if (!(rule.acceptedTypes as readonly string[]).includes(normaliseMimeType(file.type))) {
    violations.push({ code: 'file-invalid-type', message: invalidTypeMessage(rule.acceptedTypes) });
  }
  if (file.sizeInBytes > maxSizeInBytes(rule)) {
    violations.push({ code: 'file-too-large', message: `The file cannot be larger than ${rule.maxSizeInMB}MB` });
  }
  if (rule.validateSize) {
    if (file.width != null) violations.push(...dimensionViolations('width', file.width, rule.minWidth, rule.maxWidth));
    if (file.height != null) violations.push(...dimensionViolations('height', file.height, rule.minHeight, rule.maxHeight));
  }
  return violations;
}

/**
 * The too-many-files violation (§5, §8: 'Too many files') when `fileCount` files (already in
 * the slot plus dropped) exceed the slot's maxFiles, else null.
 */
export function tooManyFilesViolation(rule: ImageSlotRule, fileCount: number): ImageRuleViolation | null {
  return fileCount > rule.maxFiles ? { code: 'too-many-files', message: 'Too many files' } : null;
}

/**
 * The per-file error line of the upload component (§8): 'filename: message' for every
 * violation of every file, joined by ", ".
 */
export function fileErrorsText(
  rejections: ReadonlyArray<{ readonly name: string; readonly violations: readonly ImageRuleViolation[] }>,
): string {
  return rejections.flatMap(({ name, violations }) => violations.map(({ message }) => `${name}: ${message}`)).join(', ');
}
