/** The shared real feeds (read in place, never copied into the repo). */
export const FEEDS_DIR = '/work/shared/data/feeds';
