#!/usr/bin/env node
// A quick build-time guard, before any browser runs: the entry chunk, the app it loads after the
// first paint (src/app/bootstrap.tsx), the home route chunk and every chunk they import statically,
// gzipped, must stay under the budget, and nothing of the staff panel (its code or its Russian texts)
// may be among them. It counts only static imports; the budget as a browser really fetches it is
// measured by e2e/first-load.spec.ts (and printed by npm run bench:first-load).
// Reads the Vite manifest of the last `npm run build -w frontend`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = Number(process.env.HOME_JS_BUDGET_KB ?? 140);
const dist = join(import.meta.dirname, '../frontend/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/app/routes/home.tsx'));
// The entry loads the app (bootstrap) with a dynamic import once the page has painted; it is first-load all the same.
const bootstrapKey = Object.keys(manifest).find((key) => key.endsWith('src/app/bootstrap.tsx'));
if (!entryKey) throw new Error('No entry chunk in the Vite manifest');

/** A chunk and everything it imports statically (what the browser must fetch before it runs). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const chunks = closure(entryKey);
if (bootstrapKey) closure(bootstrapKey, chunks);
if (homeKey) closure(homeKey, chunks);
else console.warn('No home route chunk yet (src/app/routes/home.tsx): counting the entry only.');

/** Source paths of the staff panel (its features are features/admin-*), and a text that only its Russian catalog holds. */
const ADMIN_SOURCE = /src\/(features\/admin(-[\w-]+)?\/|app\/routes\/admin|locales\/ru\/)/;
const ADMIN_TEXT = 'Панель управления';
const adminLeaks = [];

let total = 0;
const rows = [];
for (const key of chunks) {
  const file = manifest[key].file;
  if (ADMIN_SOURCE.test(key)) adminLeaks.push(`${file} (from ${key})`);
  if (!file.endsWith('.js')) continue;
  const code = readFileSync(join(dist, file));
  if (code.includes(ADMIN_TEXT)) adminLeaks.push(`${file} (holds the admin panel's texts)`);
  const size = gzipSync(code, { level: 9 }).length;
  total += size;
  rows.push(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`Home page first-load JavaScript (gzip):\n${rows.join('\n')}`);
console.log(`  ${(total / 1024).toFixed(1).padStart(7)} KB  total, budget ${BUDGET_KB} KB`);
if (total > BUDGET_KB * 1024) {
  console.error(`Over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(1)} KB`);
  process.exit(1);
}
if (adminLeaks.length > 0) {
  console.error(`The staff panel leaked into the public first load:\n  ${adminLeaks.join('\n  ')}`);
  process.exit(1);
}
console.log('  no admin code or texts in the first load');
