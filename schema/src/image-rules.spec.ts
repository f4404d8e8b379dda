import { describe, expect, it } from 'vitest';
import {
  IMAGE_SLOTS,
  WEBTOONS_IMAGE_SLOTS,
  fileErrorsText,
  imageFileNames,
  imageRuleViolations,
  maxSizeInBytes,
  tooManyFilesViolation,
  type ImageSlotRule,
} from './image-rules';

const MB = 1024 * 1024;

describe('image slots (§5, §9)', () => {
  it.each([
    ['cover', 10, 1920, 1920, 2880, 2880, 1, true],
    ['banner', 10, 1080, 1080, 642, 642, 1, true],
    ['thumbnail', 10, 600, 600, 600, 600, 1, true],
    ['avatar', 10, 1200, 1200, 1200, 1200, 1, true],
    ['story', 50, 800, 4000, 400, undefined, 100, true],
    ['episodeBanner', 10, 1080, 1080, 642, 642, 1, false],
    ['episodeThumbnail', 10, undefined, undefined, undefined, undefined, 1, false],
  ] as const)('%s: %i MB, width %s–%s, height %s–%s, %i file(s), required %s', (slot, mb, minW, maxW, minH, maxH, files, required) => {
    const rule: ImageSlotRule = IMAGE_SLOTS[slot];
    expect(rule.maxSizeInMB).toBe(mb);
    expect(rule.acceptedTypes).toEqual(['image/jpeg', 'image/png']);
    expect([rule.minWidth, rule.maxWidth, rule.minHeight, rule.maxHeight]).toEqual([minW, maxW, minH, maxH]);
    expect(rule.maxFiles).toBe(files);
    expect(rule.required).toBe(required);
  });

  it('advises 300×300 for the episode thumbnail without enforcing it', () => {
    expect(IMAGE_SLOTS.episodeThumbnail.validateSize).toBe(false);
    expect(IMAGE_SLOTS.episodeThumbnail.recommended).toEqual({ width: 300, height: 300 });
  });

  it('the webtoons intake uses the series and creator slots', () => {
    expect(WEBTOONS_IMAGE_SLOTS).toEqual({
      coverImageUrl: 'cover', bannerImageUrl: 'banner', thumbnailImageUrl: 'thumbnail', avatarImageUrl: 'avatar',
    });
  });

  it.each([
    ['cover', ['cover-sm.webp', 'cover-md.webp', 'cover-lg.webp']],
    ['banner', ['banner-sm.webp', 'banner-md.webp', 'banner-lg.webp']],
    ['avatar', ['avatar-sm.webp', 'avatar-md.webp', 'avatar-lg.webp']],
    ['thumbnail', ['thumbnail.webp']],
    ['story', ['story.webp']],
    ['episodeBanner', ['banner-sm.webp', 'banner-md.webp', 'banner-lg.webp']],
    ['episodeThumbnail', ['thumbnail.webp']],
  ] as const)('%s is stored as %j (§3 image naming)', (slot, names) => {
    expect(imageFileNames(IMAGE_SLOTS[slot])).toEqual(names);
  });

  it('the size limit is maxSizeInMB × 1024 × 1024 bytes', () => {
    expect(maxSizeInBytes(IMAGE_SLOTS.cover)).toBe(10 * MB);
    expect(maxSizeInBytes(IMAGE_SLOTS.story)).toBe(50 * MB);
  });
});

describe('imageRuleViolations', () => {
  const cover = IMAGE_SLOTS.cover;
  const story = IMAGE_SLOTS.story;
  const pngOnly: ImageSlotRule = { ...cover, acceptedTypes: ['image/png'] };
  const jpgOnly: ImageSlotRule = { ...cover, acceptedTypes: ['image/jpeg'] };
  const noSizeCheck: ImageSlotRule = { ...cover, validateSize: false };
  const good = { type: 'image/jpeg', sizeInBytes: 2 * MB, width: 1920, height: 2880 };

  it.each([
    ['a valid jpg', cover, good, []],
    ['a valid png', cover, { ...good, type: 'image/png' }, []],
    ['image/jpg read as jpeg', cover, { ...good, type: 'image/JPG' }, []],
    ['exactly the size limit', cover, { ...good, sizeInBytes: 10 * MB }, []],
    ['dimensions not known yet', cover, { type: 'image/png', sizeInBytes: 1 }, []],
    ['any dimensions when size validation is off', noSizeCheck, { ...good, width: 10, height: 10 }, []],
    ['a gif', cover, { ...good, type: 'image/gif' }, [['file-invalid-type', 'File type must be one of image/jpeg, image/png']]],
    ['a jpg for a png-only slot', pngOnly, good, [['file-invalid-type', 'The image needs to be a .png file']]],
    ['a png for a jpg-only slot', jpgOnly, { ...good, type: 'image/png' }, [['file-invalid-type', 'File type must be image/jpeg']]],
    ['one byte over 10 MB', cover, { ...good, sizeInBytes: 10 * MB + 1 }, [['file-too-large', 'The file cannot be larger than 10MB']]],
    ['one byte over 50 MB', story, { ...good, width: 1240, height: 1753, sizeInBytes: 50 * MB + 1 }, [['file-too-large', 'The file cannot be larger than 50MB']]],
    ['a cover 1 px too narrow', cover, { ...good, width: 1919 }, [['not-equal-width', 'Image width must be 1920px']]],
    ['a cover 1 px too tall', cover, { ...good, height: 2881 }, [['not-equal-height', 'Image height must be 2880px']]],
    [
      'a small avatar for the cover',
      cover,
      { ...good, width: 140, height: 140 },
      [['not-equal-width', 'Image width must be 1920px'], ['not-equal-height', 'Image height must be 2880px']],
    ],
    ['a story page of 1240×1753', story, { ...good, width: 1240, height: 1753 }, []],
    ['a story page too narrow', story, { ...good, width: 799, height: 1753 }, [['small-width', 'Image width must be greater than 800px']]],
    ['a story page too wide', story, { ...good, width: 4001, height: 1753 }, [['large-width', 'Image width must be less than 4000px']]],
    ['a story page too short', story, { ...good, width: 1240, height: 399 }, [['small-height', 'Image height must be greater than 400px']]],
    ['a long webtoon strip (no max height)', story, { ...good, width: 800, height: 40000 }, []],
    ['a height over the max', { ...cover, minHeight: 100, maxHeight: 200 }, { ...good, height: 201 }, [['large-height', 'Image height must be less than 200px']]],
    [
      'everything wrong at once',
      cover,
      { type: 'application/pdf', sizeInBytes: 11 * MB, width: 1, height: 1 },
      [
        ['file-invalid-type', 'File type must be one of image/jpeg, image/png'],
        ['file-too-large', 'The file cannot be larger than 10MB'],
        ['not-equal-width', 'Image width must be 1920px'],
        ['not-equal-height', 'Image height must be 2880px'],
      ],
    ],
  ] as const)('%s', (_name, rule, file, expected) => {
    expect(imageRuleViolations(rule, file).map(({ code, message }) => [code, message])).toEqual(expected);
  });

  it('too many files: a single-file slot takes one file, the story slot 100', () => {
    expect(tooManyFilesViolation(cover, 1)).toBeNull();
    expect(tooManyFilesViolation(cover, 2)).toEqual({ code: 'too-many-files', message: 'Too many files' });
    expect(tooManyFilesViolation(story, 100)).toBeNull();
    expect(tooManyFilesViolation(story, 101)).toEqual({ code: 'too-many-files', message: 'Too many files' });
  });

  it('per-file errors read "filename: message", joined by commas', () => {
    expect(
      fileErrorsText([
        { name: 'a.gif', violations: imageRuleViolations(cover, { ...good, type: 'image/gif' }) },
        { name: 'b.jpg', violations: [] },
        { name: 'c.jpg', violations: imageRuleViolations(cover, { ...good, width: 10 }) },
      ]),
    ).toBe('a.gif: File type must be one of image/jpeg, image/png, c.jpg: Image width must be 1920px');
  });
});
