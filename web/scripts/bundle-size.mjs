#!/usr/bin/env node
// Initial JavaScript (gzip) of the landing page and of the developer dashboard, from the Vite
// manifest of the last build (web/dist/.vite/manifest.json): the entry chunk, plus the lazy
// chunks a page needs at once, plus everything those import statically.
// Run after `vite build`: node scripts/bundle-size.mjs
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

/** The pages to measure: the source modules whose chunks a first visit loads besides the entry. */
const pages = {
  'landing (/)': [],
  'dashboard (/dashboard/my-apps)': ['src/routes/dashboard/DashboardLayout.tsx', 'src/routes/dashboard/my-apps/MyAppsPage.tsx', 'src/components/SettingsMenu.tsx'],
  'docs (/developers/podcast-api)': ['src/routes/developers/docs/PodcastApiPage.tsx'],
  'sign-up (/signup/developers)': ['src/routes/signup/SignupDevelopersPage.tsx'],
};

/**
 * The manifest key of a source module: its own path, or — when Rolldown folded a dynamic entry into a
 * shared chunk (it then shows as `_<Name>-<hash>.js`) — that chunk.
 */
function resolveKey(key) {
  if (manifest[key]) return key;
  const name = key.split('/').pop().replace(/\.[jt]sx?$/, '');
  return Object.keys(manifest).find((k) => k.startsWith(`_${name}-`)) ?? key;
}

function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.map(resolveKey).forEach(visit);
  return files;
}

const rows = Object.entries(pages).map(([page, modules]) => {
  const files = closure(['index.html', ...modules]);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(dist + file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { page, chunks: files.size, 'raw kB': (raw / 1000).toFixed(1), 'gzip kB': (gzip / 1000).toFixed(1) };
});
console.table(rows);
