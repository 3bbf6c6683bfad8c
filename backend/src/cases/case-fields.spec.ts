import type { Migration } from '@mikro-orm/migrations';
import { MIGRATIONS } from '../database/migrations';
import { CASE_FIELDS, type CaseField } from './case-fields';
import { insertColumns, insertValues, selectList } from './case-columns';

/*
 * The declaration against the schema the migrations make: every column of `application` declared
 * once, with its migrated type and nullability. The migrations are run into a list of statements
 * (their `up`, without a database) and the statements that shape `application` are read.
 */

interface MigratedColumn {
  sql: string;
  nullable: boolean;
}

/** `a, b (c, d), e` split at the commas outside parentheses. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    if (list[i] === '(') depth += 1;
    else if (list[i] === ')') depth -= 1;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** `name type [not null] [primary key] …` as the column it makes. */
function columnOf(definition: string): [string, MigratedColumn] {
  const [name, sql] = definition.split(/\s+/);
  return [name!, { sql: sql!, nullable: !/\bnot null\b|\bprimary key\b/.test(definition) }];
}

const CONSTRAINT = /^(constraint|primary key|unique|check|foreign key|exclude)\b/;

/** The columns of `application` once every migration's `up` has run, by name. */
async function migratedApplication(): Promise<Map<string, MigratedColumn>> {
  const columns = new Map<string, MigratedColumn>();
  for (const { name, class: MigrationClass } of MIGRATIONS) {
    const migration = new (MigrationClass as unknown as new (driver: unknown, config: unknown) => Migration)(
      undefined,
      undefined,
    );
    await migration.up();
    for (const query of migration.getQueries()) {
      const sql = String(query)
        .replace(/--[^\n]*/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      const created = /^create table (?:if not exists )?"?application"? \((.*)\)$/i.exec(sql);
      if (created) {
        for (const part of topLevelParts(created[1]!)) if (!CONSTRAINT.test(part)) columns.set(...columnOf(part));
        continue;
      }
      const altered = /^alter table (?:only )?"?application"? (.*)$/i.exec(sql);
      if (!altered) continue;
      for (const action of topLevelParts(altered[1]!)) {
        let match: RegExpExecArray | null;
        if ((match = /^add column (?:if not exists )?(.*)$/i.exec(action))) columns.set(...columnOf(match[1]!));
        else if ((match = /^drop column (?:if exists )?"?(\w+)"?/i.exec(action))) columns.delete(match[1]!);
        else if ((match = /^rename column "?(\w+)"? to "?(\w+)"?$/i.exec(action))) {
          columns.set(match[2]!, columns.get(match[1]!)!);
          columns.delete(match[1]!);
        } else if ((match = /^alter column "?(\w+)"? (set|drop) not null$/i.exec(action))) {
          columns.get(match[1]!)!.nullable = match[2]!.toLowerCase() === 'drop';
        } else if ((match = /^alter column "?(\w+)"? (?:set data )?type (\w+)/i.exec(action))) {
          columns.get(match[1]!)!.sql = match[2]!;
        } else if (!/^(alter column "?\w+"? (set|drop) default|(add|drop) constraint)\b/i.test(action)) {
          throw new Error(`${name}: this test does not know how "${action}" changes application's columns; teach it`);
        }
      }
    }
  }
  return columns;
}

describe("a case's fields (case-fields.ts)", () => {
  it('are the columns the migrations give the application table, with their types and nullability', async () => {
    const migrated = await migratedApplication();
    const declared = new Map<string, CaseField & { name: string }>(
      Object.entries(CASE_FIELDS).map(([name, field]) => [field.column, { name, ...field }]),
    );
    const problems: string[] = [];
    for (const [column, field] of declared) {
      const table = migrated.get(column);
      if (!table) problems.push(`${field.name}: column ${column} is declared, but no migration adds it to application`);
      else if (table.sql !== field.sql || table.nullable !== field.nullable) {
        problems.push(
          `${field.name}: declared ${field.sql}${field.nullable ? ' null' : ' not null'}, migrated ${table.sql}${table.nullable ? ' null' : ' not null'}`,
        );
      }
    }
    for (const column of migrated.keys()) {
      if (!declared.has(column)) problems.push(`column ${column} of application is not declared in case-fields.ts`);
    }
    expect(problems).toEqual([]);
  });

  it('give the INSERT its columns, placeholders and values in one order', () => {
    const { columns, placeholders } = insertColumns(8);
    expect(columns.split(', ')).toContain('work_state');
    expect(placeholders.split(', ')).toHaveLength(columns.split(', ').length);
    expect(placeholders).toMatch(/^\$8::text, \$9::text/);
    const values = insertValues({
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@example.com',
      phone: '+1 555 010 0200',
      platform: 'doordash',
      deactivationDate: '2026-05-01',
      deactivationReason: 'x',
      attemptedReactivation: false,
      supportResponse: '',
      description: '',
      documentUrls: ['https://example.com/a'],
      locale: 'es',
      source: 'home_form',
    });
    const at = (column: string) => values[columns.split(', ').indexOf(column)];
    expect(values).toHaveLength(columns.split(', ').length);
    expect(at('first_name')).toBe('Ana');
    expect(at('attempted_reactivation')).toBe(false);
    expect(at('document_urls')).toBe('["https://example.com/a"]');
    expect(at('work_state')).toBeNull();
  });

  it('read a calendar day as its text, whatever the time zone', () => {
    expect(selectList('admin')).toContain("to_char(deactivation_date, 'YYYY-MM-DD') as deactivation_date");
  });
});
