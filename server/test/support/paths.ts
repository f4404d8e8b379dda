import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const repoRoot = resolve(__dirname, '../../..');

/**
 * The shared real data, read in place and never copied into the repo: INKCAST_SHARED_DATA, else
 * `../shared/data` beside the repository, else /work/shared/data.
 */
export const SHARED_DATA =
  process.env.INKCAST_SHARED_DATA ?? [resolve(repoRoot, '../shared/data'), '/work/shared/data'].find((dir) => existsSync(dir)) ?? resolve(repoRoot, '../shared/data');

/** The shared real feeds. */
export const FEEDS_DIR = resolve(SHARED_DATA, 'feeds');
