import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * One owner per table (docs/architecture.md, "owns" column): a module's SQL and entities name only
 * its own tables; it reaches another module's data through that module's exported service or by
 * consuming its events. The owners are read from the architecture document itself, so the document
 * and the code cannot disagree without this test failing.
 */
const SRC = join(__dirname, '../../src');
const ARCHITECTURE = join(__dirname, '../../../docs/architecture.md');

/**
 * Crossings that exist today, each with its reason. The list only shrinks: a new crossing fails
 * the test, and removing one of these without deleting its line fails it too.
 */
const KNOWN_CROSSINGS: Record<string, { tables: string[]; why: string }> = {
  // None left. An entry reads: 'folder/file.ts': { tables: ['table'], why: 'the reason, and what should replace it' }.
};

/** Tables created by the migrations: every one of them must have an owner in the document. */
function migratedTables(): string[] {
  const dir = join(SRC, 'database/migrations');
  const names = new Set<string>();
  for (const file of readdirSync(dir)) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/create table (?:if not exists )?"?([a-z_]+)/g)) names.add(match[1]!);
  }
  return [...names].sort();
}

/** table -> the folder (under src/) of the module that owns it, from the document's module table. */
function ownersFromDocument(tables: string[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const line of readFileSync(ARCHITECTURE, 'utf8').split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const folder = /^`backend\/src\/([\w/-]+?)\/?`$/.exec(cells[2] ?? '')?.[1];
    if (!folder) continue;
    // The "owns" cell: table names in backticks, before any parenthesis that explains them.
    for (const match of (cells[3] ?? '').matchAll(/`([a-z_]+)`/g)) {
      if (tables.includes(match[1]!)) owners.set(match[1]!, folder.split('/')[0]!);
    }
  }
  return owners;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The tables a file's SQL or entities name (comment lines left out). */
function tablesNamedIn(text: string, tables: string[]): Set<string> {
  const code = text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n');
  const named = new Set<string>();
  const patterns = [/\b(?:from|join|into|update|table)\s+"?([a-z_]+)"?/gi, /tableName:\s*'([a-z_]+)'/g];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) if (tables.includes(match[1]!)) named.add(match[1]!);
  return named;
}

describe('table ownership', () => {
  const tables = migratedTables();
  const owners = ownersFromDocument(tables);

  it('every table the migrations create has one owner in docs/architecture.md', () => {
    expect(tables.filter((table) => !owners.has(table))).toEqual([]);
  });

  it('no module names a table another module owns, beyond the known crossings', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const path = relative(SRC, file);
      // A file's module is its first folder under src/ (core/events owns the outbox for core).
      const module = path.includes('/') ? path.split('/')[0]! : '(src root)';
      if (module === 'database') continue;
      for (const table of tablesNamedIn(readFileSync(file, 'utf8'), tables)) {
        const owner = owners.get(table);
        if (owner && owner !== module && !KNOWN_CROSSINGS[path]?.tables.includes(table)) {
          crossings.push(`${path} uses ${table}, which ${owner} owns`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });

  it('each known crossing still exists (a fixed one is taken off the list)', () => {
    const gone = Object.entries(KNOWN_CROSSINGS).flatMap(([path, { tables: crossed }]) => {
      const named = tablesNamedIn(readFileSync(join(SRC, path), 'utf8'), tables);
      return crossed.filter((table) => !named.has(table)).map((table) => `${path} no longer uses ${table}`);
    });
    expect(gone).toEqual([]);
  });
});
