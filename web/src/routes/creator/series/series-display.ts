import {
  COMIC_GENRE_LABELS,
  COMIC_RATINGS,
  comicRatingLabel,
  enumDisplayName,
  LANGUAGE_NAMES,
  type ComicGenre,
  type ContentRating,
  type Language,
} from '@inkcast/schema';

/** A genre value's label (spec 001 §3): COMICSERIES_SCI_FI → "Sci-Fi". */
export function genreLabel(genre: string): string {
  return COMIC_GENRE_LABELS[genre as ComicGenre] ?? enumDisplayName(genre.replace(/^COMICSERIES_/, ''));
}

/** A rating value's label (spec 001 §3): COMICSERIES_KIDS → "Kids (6+)". */
export function ratingLabel(rating: string): string {
  return rating in COMIC_RATINGS ? comicRatingLabel(rating as ContentRating) : enumDisplayName(rating.replace(/^COMICSERIES_/, ''));
}

/** A language value's name (spec 001 §3): ENGLISH → "English". */
export function languageName(language: string): string {
  return LANGUAGE_NAMES[language as Language] ?? enumDisplayName(language);
}

/** The genres of a series, up to three (spec 001 §3). */
export function seriesGenres(series: { genre1?: string | null; genre2?: string | null; genre3?: string | null }): string[] {
  return [series.genre1, series.genre2, series.genre3].filter((genre): genre is string => !!genre);
}

/** "3 episodes", "1 creator". */
export function countLabel(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
