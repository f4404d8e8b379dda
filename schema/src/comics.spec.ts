import { describe, expect, it } from 'vitest';
import {
  BADGE_STATUSES,
  COMIC_GENRE_LABELS,
  COMIC_GENRES,
  COMIC_RATING_CHOICES,
  COMIC_SERIES_LAYOUTS,
  COMIC_SERIES_TYPES,
  CONTENT_RATINGS,
  EPISODE_PAYMENT_RULE_TYPES,
  IMAGES_STATUSES,
  PAYMENT_RULE_TYPES,
  PAYMENT_RULE_TYPES_OFFERED,
  PUBLISH_STATUSES,
  SERIES_STATUSES,
  comicGenreChoices,
  comicRatingLabel,
  enumDisplayName,
  episodeListDate,
  formatPlatformPrice,
  statusBadgeColor,
} from './comics';
import { GENRES } from './genres';

describe('section 3 enumerations', () => {
  it.each([
    ['publish status', PUBLISH_STATUSES, ['DRAFT', 'SCHEDULED', 'PUBLISHED']],
    ['badge status (REJECTED exists as a badge value)', BADGE_STATUSES, ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'REJECTED']],
    ['images status', IMAGES_STATUSES, ['PROCESSING', 'COMPLETE']],
    ['payment rule type on an episode', EPISODE_PAYMENT_RULE_TYPES, ['FREE', 'PAID']],
    ['payment rule types', PAYMENT_RULE_TYPES, ['LAST_X', 'GROUP']],
    ['payment rule types offered (only LAST_X)', PAYMENT_RULE_TYPES_OFFERED, ['LAST_X']],
    [
      'series type',
      COMIC_SERIES_TYPES,
      ['WEBTOON', 'MANGA', 'MANHWA', 'MANHUA', 'AMERICAN_STYLE_COMIC', 'ANTHOLOGY', 'GRAPHIC_NOVEL', 'ONE_SHOT'],
    ],
    ['series status', SERIES_STATUSES, ['ONGOING', 'HIATUS', 'COMPLETED', 'CANCELLED', 'ANNOUNCED', 'UNDER_REVISION']],
    ['series layout', COMIC_SERIES_LAYOUTS, ['VERTICAL_SCROLL_TOP_TO_BOTTOM', 'RIGHT_TO_LEFT', 'LEFT_TO_RIGHT', 'PAGE']],
  ])('%s is exactly the spec’s list', (_name, values, expected) => {
    expect(values).toEqual(expected);
  });
});

describe('display names of types and statuses', () => {
  it.each([
    ['WEBTOON', 'Webtoon'],
    ['AMERICAN_STYLE_COMIC', 'American Style Comic'],
    ['GRAPHIC_NOVEL', 'Graphic Novel'],
    ['ONE_SHOT', 'One Shot'],
    ['UNDER_REVISION', 'Under Revision'],
    ['DRAFT', 'Draft'],
  ])('split on underscores and capitalise each word: %s → %s', (value, expected) => {
    expect(enumDisplayName(value)).toBe(expected);
  });
});

describe('status badge colours', () => {
  it.each([
    ['DRAFT', 'yellow'],
    ['PUBLISHED', 'green'],
    ['SCHEDULED', 'blue'],
    ['REJECTED', 'red'],
    ['PROCESSING', 'yellow'],
    ['', 'yellow'],
    [null, 'yellow'],
  ])('%s is %s (anything else yellow)', (status, color) => {
    expect(statusBadgeColor(status)).toBe(color);
  });
});

describe('comic genres', () => {
  const spec = [
    'action', 'comedy', 'crime', 'drama', 'dystopia', 'educational', 'fantasy', 'high school', 'historical',
    'horror', 'harem', 'isekai', 'mystery', 'romance', 'sci-fi', 'slice of life', 'superhero', 'supernatural',
    'BL', 'GL', 'LGBTQ', 'thriller', 'zombies', 'post-apocalyptic', 'sports', 'animals', 'gaming',
  ];

  it('are the 27 genres of the spec, in its order, with their labels', () => {
    expect(COMIC_GENRES).toHaveLength(27);
    expect(COMIC_GENRES.map((genre) => COMIC_GENRE_LABELS[genre].toLowerCase())).toEqual(spec.map((g) => g.toLowerCase()));
  });

  it('are exactly the COMICSERIES_* values of Genre', () => {
    expect([...COMIC_GENRES].sort()).toEqual(GENRES.filter((genre) => genre.startsWith('COMICSERIES_')).sort());
  });

  it.each([
    [1, [], 27, []],
    [2, ['COMICSERIES_ACTION'], 26, ['COMICSERIES_ACTION']],
    [3, ['COMICSERIES_ACTION', 'COMICSERIES_DRAMA'], 25, ['COMICSERIES_ACTION', 'COMICSERIES_DRAMA']],
    [3, ['COMICSERIES_ACTION', null], 26, ['COMICSERIES_ACTION']],
    [2, ['COMICSERIES_ACTION', 'COMICSERIES_DRAMA', 'COMICSERIES_GL'], 26, ['COMICSERIES_ACTION']],
  ] as const)('genre %i excludes the genres picked before it', (slot, picked, count, excluded) => {
    const choices = comicGenreChoices(slot, picked);
    expect(choices).toHaveLength(count);
    for (const genre of excluded) expect(choices).not.toContain(genre);
  });
});

describe('comic ratings', () => {
  it.each([
    ['COMICSERIES_BABY', 'Baby (ages 0-5)'],
    ['COMICSERIES_KIDS', 'Kids (6+)'],
    ['COMICSERIES_TEENS', 'Teens (13+)'],
    ['COMICSERIES_MATURE_TEENS', 'Mature Teens (15+)'],
    ['COMICSERIES_ADULTS', 'Adults (18+)'],
    ['COMICSERIES_EROTICA', 'Erotica (18+)'],
  ] as const)('%s reads %s', (rating, label) => {
    expect(comicRatingLabel(rating)).toBe(label);
  });

  it('offers the five ratings in the form; EROTICA exists but is not offered', () => {
    expect(COMIC_RATING_CHOICES).toEqual([
      'COMICSERIES_BABY', 'COMICSERIES_KIDS', 'COMICSERIES_TEENS', 'COMICSERIES_MATURE_TEENS', 'COMICSERIES_ADULTS',
    ]);
    expect(CONTENT_RATINGS).toContain('COMICSERIES_EROTICA');
  });
});

describe('platform prices', () => {
  it.each([
    [500, 'MONTHLY', '$5.00 monthly'],
    [12000, 'YEARLY', '$120.00 yearly'],
    [199, 'PER_ITEM', '$1.99 per item'],
  ])('%i cents %s is shown as %s (USD, interval in lower case)', (cents, interval, expected) => {
    expect(formatPlatformPrice(cents, interval)).toBe(expected);
  });
});

describe('the date shown in an episode list', () => {
  const episode = { datePublished: 100, publishAt: 200, createdAt: 300 };
  it.each([
    ['PUBLISHED', 100],
    ['SCHEDULED', 200],
    ['DRAFT', 300],
  ])('%s shows its own date', (status, expected) => {
    expect(episodeListDate({ ...episode, status })).toBe(expected);
  });
});
