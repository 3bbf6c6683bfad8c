import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Every link and file path the README and the docs name exists: a stale path in a doc is a defect
 * like a stale sentence. Links are checked relative to their file; a path in backticks (`cases/cases.service.ts`,
 * `forged-jobs.int-spec.ts`) must name a file of the repository, written whole from the root or as its end.
 */
const ROOT = resolve(__dirname, '../../..');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'data', 'coverage']);
/** What a path in backticks ends with to count as a file of ours. */
const FILE_ENDINGS = /\.(ts|tsx|mjs|js|json|md|yml|yaml|css|html|sh|txt|example)$/;
/** Generated at build or run time, or outside the repository: named in the docs, never committed. */
const NOT_IN_THE_REPOSITORY = [/(^|\/)dist\//, /^\.\.\//, /^DATA_DIR/, /^data\//, /^node_modules\//, /^\/(etc|var|usr|tmp)\//, /^\.env$/];

function repositoryFiles(folder = ROOT, found: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) repositoryFiles(path, found);
    else found.push(relative(ROOT, path));
  }
  return found;
}

function documents(): string[] {
  const docs = repositoryFiles(join(ROOT, 'docs')).filter((file) => file.endsWith('.md'));
  return ['README.md', ...docs, ...['scripts/bench/README.md'].filter((file) => existsSync(join(ROOT, file)))];
}

describe('paths named in the README and the docs', () => {
  const files = repositoryFiles();
  const folders = new Set(files.flatMap((file) => file.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
  const named = (path: string) =>
    files.some((file) => file === path || file.endsWith(`/${path}`)) ||
    folders.has(path.replace(/\/$/, '')) ||
    [...folders].some((folder) => folder.endsWith(`/${path.replace(/\/$/, '')}`));

  it.each(documents())('%s links only to files that exist', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    const missing: string[] = [];
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target!)) continue;
      const path = target!.split('#')[0]!;
      if (!existsSync(resolve(ROOT, dirname(doc), decodeURIComponent(path)))) missing.push(target!);
    }
    expect(missing).toEqual([]);
  });

  it.each(documents())('%s names in backticks only files that exist', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    const missing = new Set<string>();
    for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) {
      const path = code!.replace(/[:,.;)]+$/, '').replace(/^\.\//, '');
      const looksLikeFile = FILE_ENDINGS.test(path) || (path.includes('/') && path.endsWith('/'));
      // Site addresses (`/robots.txt`, `//evil.example/`) and the front end's import alias (`@/`) are not files.
      if (!looksLikeFile || /[*<>{}$…|]/.test(path) || path.includes('://') || /^[/@]/.test(path)) continue;
      if (NOT_IN_THE_REPOSITORY.some((pattern) => pattern.test(path))) continue;
      if (!named(path)) missing.add(path);
    }
    expect([...missing]).toEqual([]);
  });
});
