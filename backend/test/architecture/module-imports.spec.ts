import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { preProcessFile } from 'typescript';

/*
 * The back end's folders depend on each other one way (docs/architecture.md, "Module rules"): no two
 * folders under backend/src import each other, however indirectly through their files, and the
 * foundation (core/, config/, database/) imports no module. Every import counts: static, `export ...
 * from`, dynamic `import()`, `import type`, in tests beside the code too. A file's folder is its first
 * folder under src/; the files at the root (main.ts, the role modules) compose everything.
 */
const SRC = join(__dirname, '../../src');

/** What every module may use and which uses no module: settings, the shared infrastructure, the schema. */
const FOUNDATION = ['core', 'config', 'database'];
const ROOT = '(root)';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function folderOf(path: string): string {
  const parts = relative(SRC, path).split(sep);
  return parts.length > 1 ? parts[0]! : ROOT;
}

/** "from -> to" for every pair of folders, with the imports that make it ("file imports specifier"). */
function folderImports(): Map<string, string[]> {
  const pairs = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const { importedFiles } = preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue; // packages
      const target = resolve(dirname(file), fileName);
      if (!target.startsWith(SRC + sep)) continue;
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      pairs.set(key, [...(pairs.get(key) ?? []), `${relative(SRC, file)} imports ${fileName}`]);
    }
  }
  return pairs;
}

describe('imports between back-end folders', () => {
  const pairs = folderImports();

  it('sees the imports (intake uses cases, the worker role composes notifications)', () => {
    expect(pairs.has('intake -> cases')).toBe(true);
    expect(pairs.has(`${ROOT} -> notifications`)).toBe(true);
  });

  it('no two folders import each other', () => {
    const ties = [...pairs.keys()].flatMap((key) => {
      const [from, to] = key.split(' -> ') as [string, string];
      const back = pairs.get(`${to} -> ${from}`);
      if (from > to || !back) return [];
      return [`${from} <-> ${to}:\n    ${[...pairs.get(key)!, ...back].join('\n    ')}`];
    });
    expect(ties).toEqual([]);
  });

  it('the foundation (core, config, database) imports no module', () => {
    const upward = [...pairs.entries()].flatMap(([key, imports]) => {
      const [from, to] = key.split(' -> ') as [string, string];
      return FOUNDATION.includes(from) && !FOUNDATION.includes(to) ? [`${key}:\n    ${imports.join('\n    ')}`] : [];
    });
    expect(upward).toEqual([]);
  });
});
