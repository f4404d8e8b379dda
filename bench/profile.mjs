// Summary of a V8 .cpuprofile (node --cpu-prof) of a server process: where its busy CPU went,
// by npm package and by function, leaving out idle time and start-up (module loading).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

function packageOf(frame) {
  const url = frame.url;
  const m = url.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.includes('/server/dist/')) return 'inkcast (server/dist)';
  if (url.includes('/schema/dist/')) return 'inkcast (schema/dist)';
  if (url.startsWith('node:')) return 'node core';
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : `native ${frame.functionName}`;
  return 'other';
}

function label(frame) {
  const url = frame.url.replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^file:\/\/.*?\/(server|schema)\/dist\//, '$1/');
  return `${frame.functionName || '(anonymous)'} ${url}${url ? `:${frame.lineNumber + 1}` : ''}`;
}

/** Summarises the newest .cpuprofile in `dir`: shares (%) of busy samples by package and function. */
export function summarizeProfile(dir) {
  const file = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).sort().pop();
  if (!file) return null;
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const time = new Map();
  profile.samples.forEach((id, i) => time.set(id, (time.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const selfPkg = new Map();
  const inclPkg = new Map();
  const selfFn = new Map();
  let busy = 0;
  for (const [id, t] of time) {
    const node = nodes.get(id);
    if (node.callFrame.functionName === '(idle)') continue;
    const chain = [];
    for (let cur = id; cur != null; cur = parent.get(cur)) chain.push(nodes.get(cur).callFrame);
    if (chain.some((f) => f.url === 'node:internal/main/run_main_module')) continue; // start-up
    busy += t;
    const add = (m, k) => m.set(k, (m.get(k) ?? 0) + t);
    add(selfPkg, packageOf(node.callFrame));
    add(selfFn, label(node.callFrame));
    for (const pkg of new Set(chain.map(packageOf))) add(inclPkg, pkg);
  }
  const top = (m, n) => Object.fromEntries([...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => [k, Math.round((1000 * v) / busy) / 10]));
  return {
    file: join(dir, file),
    busySeconds: Math.round(busy / 1e4) / 100,
    selfByPackagePct: top(selfPkg, 15),
    inclusiveByPackagePct: top(inclPkg, 15),
    selfByFunctionPct: top(selfFn, 15),
  };
}
