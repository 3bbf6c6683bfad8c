import {
  CASE_FIELDS,
  type CaseField,
  type CaseFieldName,
  type CaseRow,
  type CaseShape,
  type CaseView,
  type NewCaseFields,
} from './case-fields';

/* The SQL and the mapping of rows that follow from the declaration in case-fields.ts. */

type Entry = readonly [CaseFieldName, CaseField];

const ENTRIES = Object.entries(CASE_FIELDS) as unknown as Entry[];
const byShape = new Map<CaseShape, Entry[]>();

/** The fields of a shape, in the declaration's order. */
function entriesIn(shape: CaseShape): Entry[] {
  let entries = byShape.get(shape);
  if (!entries) {
    entries = ENTRIES.filter(([, field]) => field.in.includes(shape));
    byShape.set(shape, entries);
  }
  return entries;
}

/** An ISO 8601 time from a timestamp as the driver returns it (text, or a Date). */
export function isoTime(value: string | Date): string {
  return new Date(value).toISOString();
}

/** A shape's columns for a SELECT on `application`, each named as its column. */
export function selectList(shape: CaseShape): string {
  return entriesIn(shape)
    .map(([, field]) => (field.select ? `${field.select} as ${field.column}` : field.column))
    .join(', ');
}

/** A row of `selectList(shape)` as the shape's plain data: fields by name, times as ISO 8601. */
export function fromRow<S extends CaseShape>(shape: S, row: CaseRow<S>): CaseView<S> {
  const values = row as Record<string, unknown>;
  const view: Record<string, unknown> = {};
  for (const [name, field] of entriesIn(shape)) {
    const value = values[field.column];
    view[name] = field.sql === 'timestamptz' && value != null ? isoTime(value as string) : value;
  }
  return view as CaseView<S>;
}

/**
 * The INSERT's part of a new case: the columns of the `insert` fields, in the declaration's order,
 * and their placeholders from `$first` on, each cast to its column's type.
 */
export function insertColumns(first: number): { columns: string; placeholders: string } {
  const entries = entriesIn('insert');
  return {
    columns: entries.map(([, field]) => field.column).join(', '),
    placeholders: entries.map(([, field], index) => `$${first + index}::${field.sql}`).join(', '),
  };
}

/** The values for `insertColumns`' placeholders, in the same order: JSON as its text, a missing value as null. */
export function insertValues(input: NewCaseFields): unknown[] {
  const values = input as Partial<Record<CaseFieldName, unknown>>;
  return entriesIn('insert').map(([name, field]) => {
    const value = values[name] ?? null;
    return field.sql === 'jsonb' && value !== null ? JSON.stringify(value) : value;
  });
}
