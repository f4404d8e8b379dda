import { readdirSync } from 'node:fs';
import { FEEDS_DIR } from './test-env';

/** Every feed file of the shared set. */
export const FEED_FILES = readdirSync(FEEDS_DIR).filter((f) => f.endsWith('.xml')).sort();
