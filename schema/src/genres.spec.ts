import { describe, expect, it } from 'vitest';
import { GENRES, genreFromItunesCategory, genreParent } from './genres';

/** Apple Podcasts' categories and subcategories, as feeds write them in `<itunes:category text>`. */
const APPLE_CATEGORIES: Record<string, string[]> = {
  Arts: ['Books', 'Design', 'Fashion & Beauty', 'Food', 'Performing Arts', 'Visual Arts'],
  Business: ['Careers', 'Entrepreneurship', 'Investing', 'Management', 'Marketing', 'Non-Profit'],
  Comedy: ['Comedy Interviews', 'Improv', 'Stand-Up'],
  Education: ['Courses', 'How To', 'Language Learning', 'Self-Improvement'],
  Fiction: ['Comedy Fiction', 'Drama', 'Science Fiction'],
  Government: [],
  History: [],
  'Health & Fitness': ['Alternative Health', 'Fitness', 'Medicine', 'Mental Health', 'Nutrition', 'Sexuality'],
  'Kids & Family': ['Education for Kids', 'Parenting', 'Pets & Animals', 'Stories for Kids'],
  Leisure: ['Animation & Manga', 'Automotive', 'Aviation', 'Crafts', 'Games', 'Hobbies', 'Home & Garden', 'Video Games'],
  Music: ['Music Commentary', 'Music History', 'Music Interviews'],
  News: ['Business News', 'Daily News', 'Entertainment News', 'News Commentary', 'Politics', 'Sports News', 'Tech News'],
  'Religion & Spirituality': ['Buddhism', 'Christianity', 'Hinduism', 'Islam', 'Judaism', 'Religion', 'Spirituality'],
  Science: [
    'Astronomy', 'Chemistry', 'Earth Sciences', 'Life Sciences', 'Mathematics', 'Natural Sciences', 'Nature',
    'Physics', 'Social Sciences',
  ],
  'Society & Culture': ['Documentary', 'Personal Journals', 'Philosophy', 'Places & Travel', 'Relationships'],
  Sports: [
    'Baseball', 'Basketball', 'Cricket', 'Fantasy Sports', 'Football', 'Golf', 'Hockey', 'Rugby', 'Running',
    'Soccer', 'Swimming', 'Tennis', 'Volleyball', 'Wilderness', 'Wrestling',
  ],
  Technology: [],
  'True Crime': [],
  'TV & Film': ['After Shows', 'Film History', 'Film Interviews', 'Film Reviews', 'TV Reviews'],
};

describe('genreFromItunesCategory', () => {
  it('maps every Apple category and subcategory to a distinct genre, covering every PODCASTSERIES_* genre', () => {
    const mapped = Object.entries(APPLE_CATEGORIES).flatMap(([category, subcategories]) => [
      genreFromItunesCategory(category),
      ...subcategories.map((subcategory) => genreFromItunesCategory(category, subcategory)),
    ]);
    expect(mapped).not.toContain(null);
    expect(new Set(mapped).size).toBe(mapped.length);
    expect([...mapped].sort()).toEqual(GENRES.filter((genre) => genre.startsWith('PODCASTSERIES_')).sort());
  });

  it.each([
    ['Arts', undefined, 'PODCASTSERIES_ARTS'],
    ['Society & Culture', undefined, 'PODCASTSERIES_SOCIETY_AND_CULTURE'],
    ['Kids & Family', 'Pets & Animals', 'PODCASTSERIES_KIDS_AND_FAMILY_PETS_AND_ANIMALS'],
    ['Religion & Spirituality', 'Religion', 'PODCASTSERIES_RELIGION_AND_SPIRITUALITY_RELIGION'],
    ['Health & Fitness', 'Mental Health', 'PODCASTSERIES_HEALTH_AND_FITNESS_MENTAL_HEALTH'],
    ['Business', 'Non-Profit', 'PODCASTSERIES_BUSINESS_NON_PROFIT'],
    ['Education', 'How To', 'PODCASTSERIES_EDUCATION_HOW_TO'],
    ['Education', 'Self-Improvement', 'PODCASTSERIES_EDUCATION_SELF_IMPROVEMENT'],
    ['Leisure', 'Video Games', 'PODCASTSERIES_LEISURE_VIDEO_GAMES'],
    ['Sports', 'Fantasy Sports', 'PODCASTSERIES_SPORTS_FANTASY_SPORTS'],
    ['Science', 'Natural Sciences', 'PODCASTSERIES_SCIENCE_NATURAL_SCIENCES'],
    ['News', 'Daily News', 'PODCASTSERIES_NEWS_DAILY_NEWS'],
    ['Fiction', 'Comedy Fiction', 'PODCASTSERIES_FICTION_COMEDY_FICTION'],
    ['True Crime', undefined, 'PODCASTSERIES_TRUE_CRIME'],
    ['TV & Film', 'After Shows', 'PODCASTSERIES_TV_AND_FILM_AFTER_SHOWS'],
  ])('applies the rule: %s / %s → %s', (category, subcategory, genre) => {
    expect(genreFromItunesCategory(category, subcategory)).toBe(genre);
  });

  it.each([
    ['Comedy', 'Stand-Up', 'PODCASTSERIES_COMEDY_STANDUP'],
    ['Comedy', 'Comedy Interviews', 'PODCASTSERIES_COMEDY_INTERVIEWS'],
    ['Music', 'Music Commentary', 'PODCASTSERIES_MUSIC_COMMENTARY'],
    ['Music', 'Music History', 'PODCASTSERIES_MUSIC_HISTORY'],
    ['Music', 'Music Interviews', 'PODCASTSERIES_MUSIC_INTERVIEWS'],
    ['News', 'Business News', 'PODCASTSERIES_NEWS_BUSINESS'],
    ['News', 'Entertainment News', 'PODCASTSERIES_NEWS_ENTERTAINMENT'],
    ['News', 'Sports News', 'PODCASTSERIES_NEWS_SPORTS'],
    ['News', 'Tech News', 'PODCASTSERIES_NEWS_TECH'],
    ['News', 'News Commentary', 'PODCASTSERIES_NEWS_COMMENTARY'],
    ['TV & Film', 'Film History', 'PODCASTSERIES_TV_AND_FILM_HISTORY'],
    ['TV & Film', 'Film Interviews', 'PODCASTSERIES_TV_AND_FILM_INTERVIEWS'],
    ['TV & Film', 'Film Reviews', 'PODCASTSERIES_TV_AND_FILM_FILM_REVIEWS'],
  ])('applies the exception: %s / %s → %s', (category, subcategory, genre) => {
    expect(genreFromItunesCategory(category, subcategory)).toBe(genre);
  });

  it('ignores case and surrounding spaces', () => {
    expect(genreFromItunesCategory(' society & culture ', 'places & travel')).toBe(
      'PODCASTSERIES_SOCIETY_AND_CULTURE_PLACES_AND_TRAVEL',
    );
    expect(genreFromItunesCategory('COMEDY', 'stand-up')).toBe('PODCASTSERIES_COMEDY_STANDUP');
  });

  it('treats an empty subcategory as none', () => {
    expect(genreFromItunesCategory('Arts', '')).toBe('PODCASTSERIES_ARTS');
  });

  it.each([
    ['Technology', 'Podcasting', 'PODCASTSERIES_TECHNOLOGY'],
    ['Technology', 'Tech News', 'PODCASTSERIES_TECHNOLOGY'],
    ['Business', 'Business News', 'PODCASTSERIES_BUSINESS'],
    ['Arts', 'Literature', 'PODCASTSERIES_ARTS'],
    ['Society & Culture', 'History', 'PODCASTSERIES_SOCIETY_AND_CULTURE'],
  ])('falls back to the category for an unknown subcategory: %s / %s → %s', (category, subcategory, genre) => {
    expect(genreFromItunesCategory(category, subcategory)).toBe(genre);
  });

  it.each([
    ['Games & Hobbies', undefined],
    ['Games & Hobbies', 'Video Games'],
    ['Science & Medicine', 'Medicine'],
    ['News & Politics', undefined],
    ['', undefined],
  ])('returns null for a category that is no genre: "%s" / %s', (category, subcategory) => {
    expect(genreFromItunesCategory(category, subcategory)).toBeNull();
  });

  it('never yields a comic genre', () => {
    expect(genreFromItunesCategory('Horror')).toBeNull();
  });
});

describe('genreParent', () => {
  it.each([
    ['PODCASTSERIES_ARTS_BOOKS', 'PODCASTSERIES_ARTS'],
    ['PODCASTSERIES_HEALTH_AND_FITNESS_FITNESS', 'PODCASTSERIES_HEALTH_AND_FITNESS'],
    ['PODCASTSERIES_FICTION_COMEDY_FICTION', 'PODCASTSERIES_FICTION'],
    ['PODCASTSERIES_NEWS_SPORTS', 'PODCASTSERIES_NEWS'],
    ['PODCASTSERIES_TV_AND_FILM_HISTORY', 'PODCASTSERIES_TV_AND_FILM'],
    ['PODCASTSERIES_ARTS', null],
    ['PODCASTSERIES_TRUE_CRIME', null],
    ['PODCASTSERIES_TV_AND_FILM', null],
    ['COMICSERIES_SCI_FI', null],
  ] as const)('%s → %s', (genre, parent) => {
    expect(genreParent(genre)).toBe(parent);
  });

  it('is the category of each Apple subcategory, and genres nest one level only', () => {
    for (const [category, subcategories] of Object.entries(APPLE_CATEGORIES)) {
      const parent = genreFromItunesCategory(category)!;
      expect(genreParent(parent)).toBeNull();
      for (const subcategory of subcategories) {
        expect(genreParent(genreFromItunesCategory(category, subcategory)!)).toBe(parent);
      }
    }
  });
});
