import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * One owner per table (docs/architecture.md, "owns" column): a module's SQL and entities name only
 * its own tables; it reaches another module's data through that module's exported service or by
 * consuming its events. Nor does the schema tie two modules' tables: no foreign key from one module's
 * table to another's (a cascade would delete the other module's rows behind its back, a restriction
 * would make one module's deletes wait on the other's rows; each module's retention rule deletes its
 * own, ADR 0016). The owners are read from the architecture document itself, so the document and the
 * code cannot disagree without this test failing.
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

const MIGRATIONS = join(SRC, 'database/migrations');

/** Tables created by the migrations: every one of them must have an owner in the document. */
function migratedTables(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(MIGRATIONS)) {
    for (const match of readFileSync(join(MIGRATIONS, file), 'utf8').matchAll(/create table (?:if not exists )?"?([a-z_]+)/g)) names.add(match[1]!);
  }
  return [...names].sort();
}

interface ForeignKey {
  name: string;
  from: string;
  column: string;
  to: string;
  onDelete: string;
}

/** The SQL each migration's up() runs, in the order the migrations run (their names start with their time). */
function upStatements(): string[] {
  return readdirSync(MIGRATIONS)
    .filter((file) => /^\d{14}-.+\.ts$/.test(file))
    .sort()
    .flatMap((file) => {
      const text = readFileSync(join(MIGRATIONS, file), 'utf8');
      const up = text.slice(text.indexOf('async up('), text.includes('async down(') ? text.indexOf('async down(') : undefined);
      return [...up.matchAll(/addSql\(\s*(`[^`]*`|'[^']*')/g)].map((match) => match[1]!.slice(1, -1).replace(/--[^\n]*/g, '').toLowerCase());
    });
}

/** Splits on the commas outside parentheses: a table's columns and constraints, an ALTER's actions. */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** A column or constraint definition's foreign key, if it has one (PostgreSQL's name unless it is given). */
function foreignKeyIn(table: string, definition: string): ForeignKey | null {
  const references = /\breferences\s+"?([a-z_]+)"?/.exec(definition);
  if (!references) return null;
  const onDelete = /\bon delete (cascade|restrict|set null|set default|no action)/.exec(definition)?.[1] ?? 'no action';
  const constraint = /^(?:add\s+)?(?:constraint\s+"?([a-z_0-9]+)"?\s+)?foreign key\s*\(\s*"?([a-z_]+)/.exec(definition);
  const column = constraint?.[2] ?? /^(?:add\s+(?:column\s+)?(?:if not exists\s+)?)?"?([a-z_]+)"?/.exec(definition)![1]!;
  return { name: constraint?.[1] ?? `${table}_${column}_fkey`, from: table, column, to: references[1]!, onDelete };
}

/** The foreign keys of the schema the migrations leave: added by CREATE or ALTER TABLE, less those dropped since. */
function migratedForeignKeys(): ForeignKey[] {
  const keys = new Map<string, ForeignKey>();
  for (const sql of upStatements()) {
    const created = /^\s*create table (?:if not exists )?"?([a-z_]+)"?\s*\(([\s\S]*)\)\s*$/.exec(sql);
    const altered = /^\s*alter table (?:if exists )?(?:only )?"?([a-z_]+)"?\s+([\s\S]*)$/.exec(sql);
    const dropped = /^\s*drop table (?:if exists )?"?([a-z_]+)"?/.exec(sql);
    if (created) {
      for (const part of topLevelParts(created[2]!)) {
        const key = foreignKeyIn(created[1]!, part);
        if (key) keys.set(key.name, key);
      }
    } else if (altered) {
      const table = altered[1]!;
      for (const action of topLevelParts(altered[2]!)) {
        const dropConstraint = /^drop constraint (?:if exists )?"?([a-z_0-9]+)"?/.exec(action);
        const dropColumn = /^drop (?:column )?(?:if exists )?"?([a-z_]+)"?/.exec(action);
        if (dropConstraint) {
          keys.delete(dropConstraint[1]!);
        } else if (dropColumn) {
          for (const [name, key] of keys) if (key.from === table && key.column === dropColumn[1]) keys.delete(name);
        } else if (action.startsWith('add')) {
          const key = foreignKeyIn(table, action);
          if (key) keys.set(key.name, key);
        }
      }
    } else if (dropped) {
      for (const [name, key] of keys) if (key.from === dropped[1] || key.to === dropped[1]) keys.delete(name);
    }
  }
  return [...keys.values()];
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

  it('reads the foreign keys the migrations leave (those within a module among them)', () => {
    const keys = migratedForeignKeys().map((key) => `${key.from}.${key.column} -> ${key.to} (${key.onDelete})`);
    // Within cases: the history cascades from its case, a document names its request (added by ALTER TABLE).
    // Dropped by a later migration: payment's, across modules.
    expect(keys).toContain('case_history.application_id -> application (cascade)');
    expect(keys).toContain('application_document.request_id -> document_request (set null)');
    expect(keys).not.toContain('payment.application_id -> application (restrict)');
  });

  it("no foreign key ties one module's table to another module's", () => {
    const ties = migratedForeignKeys().flatMap((key) => {
      const [from, to] = [owners.get(key.from), owners.get(key.to)];
      return from && to && from !== to
        ? [`${key.from} (${from}) references ${key.to} (${to}): foreign key ${key.name}, on delete ${key.onDelete}`]
        : [];
    });
    expect(ties).toEqual([]);
  });

  it('each known crossing still exists (a fixed one is taken off the list)', () => {
    const gone = Object.entries(KNOWN_CROSSINGS).flatMap(([path, { tables: crossed }]) => {
      const named = tablesNamedIn(readFileSync(join(SRC, path), 'utf8'), tables);
      return crossed.filter((table) => !named.has(table)).map((table) => `${path} no longer uses ${table}`);
    });
    expect(gone).toEqual([]);
  });
});
