import type { CaseSource, CaseStatus, Locale } from '@reactivation/contracts';

/*
 * A case's fields, declared once: every column of the `application` table, with its SQL type, whether
 * it may be null and the shapes it appears in. From it come the new case intake hands in and the
 * INSERT that stores it (case-columns.ts), the record other modules read, the payment pages' case and
 * the admin row and view. The CSV columns and the contracts' schemas (both intake journeys, the
 * draft, the admin view) are checked against it by the compiler (case-fields.check.ts), and
 * case-fields.spec.ts checks it against the migrations. Adding a field: a migration, one line here,
 * then whatever the compiler names.
 */

/** Where a field appears. */
export type CaseShape =
  /** Asked by the home form (`applicationSchema`). */
  | 'home'
  /** Asked by the case-review wizard (`caseReviewSchema`). */
  | 'review'
  /** Part of a new case: intake hands it in (`NewCase`) and the INSERT stores it. */
  | 'insert'
  /** `CaseRecord`, the case as other modules read it (`CasesService.findById`). */
  | 'record'
  /** `PayableCaseRecord`, the case as the payment pages show it. */
  | 'payable'
  /** The admin row and view (`AdminApplication`). */
  | 'admin'
  /** A column of the CSV export (`cases-csv.ts`). */
  | 'csv'
  /** The home form's saved draft (`draftSaveSchema`: the e-mail, and its `fields`). */
  | 'draft';

export type SqlType = 'uuid' | 'text' | 'boolean' | 'date' | 'timestamptz' | 'jsonb' | 'integer';

declare const VALUE: unique symbol;

/** A column's SQL type and nullability; `T` is its value in TypeScript (type-only: nothing holds it at run time). */
export interface Column<T, N extends boolean = boolean> {
  readonly sql: SqlType;
  readonly nullable: N;
  readonly [VALUE]?: T;
}

export interface CaseField<
  T = unknown,
  N extends boolean = boolean,
  C extends string = string,
  S extends readonly CaseShape[] = readonly CaseShape[],
> extends Column<T, N> {
  readonly column: C;
  readonly in: S;
  /** How a SELECT reads the column, when not as it is. */
  readonly select?: string;
}

type NotNull<T> = Column<T, false>;

const uuid = (): NotNull<string> => ({ sql: 'uuid', nullable: false });
const text = <T extends string = string>(): NotNull<T> => ({ sql: 'text', nullable: false });
const boolean = (): NotNull<boolean> => ({ sql: 'boolean', nullable: false });
/** A calendar day, 'YYYY-MM-DD'. */
const date = (): NotNull<string> => ({ sql: 'date', nullable: false });
/** PostgreSQL's text of the time (microseconds kept); the shapes other than the row give it as ISO 8601. */
const timestamptz = (): NotNull<string> => ({ sql: 'timestamptz', nullable: false });
const jsonb = <T>(): NotNull<T> => ({ sql: 'jsonb', nullable: false });
const integer = (): NotNull<number> => ({ sql: 'integer', nullable: false });
const nullable = <T>(type: NotNull<T>): Column<T | null, true> => ({ sql: type.sql, nullable: true });

function field<T, N extends boolean, const C extends string, const S extends readonly CaseShape[]>(
  column: C,
  type: Column<T, N>,
  shapes: S,
  select?: string,
): CaseField<T, N, C, S> {
  return { ...type, column, in: shapes, ...(select ? { select } : {}) };
}

/** Where a question of both forms goes: both journeys, the new case, the admin view and the draft. */
const ANSWER = ['home', 'review', 'insert', 'admin', 'draft'] as const;

export const CASE_FIELDS = {
  id: field('id', uuid(), ['record', 'payable', 'admin']),
  /** DR-<year>-<number>, made by the database from a sequence. */
  caseNumber: field('case_number', text(), ['record', 'payable', 'admin', 'csv']),
  firstName: field('first_name', text(), [...ANSWER, 'record', 'payable', 'csv']),
  lastName: field('last_name', text(), [...ANSWER, 'record', 'payable', 'csv']),
  /** The draft keeps it beside its `fields`. */
  email: field('email', text(), [...ANSWER, 'record', 'csv']),
  phone: field('phone', text(), [...ANSWER, 'record', 'csv']),
  platform: field('platform', text(), [...ANSWER, 'record', 'payable', 'csv']),
  /** Read as text, so that no time zone shifts the day. */
  deactivationDate: field('deactivation_date', date(), [...ANSWER, 'record', 'csv'], `to_char(deactivation_date, 'YYYY-MM-DD')`),
  deactivationReason: field('deactivation_reason', text(), ANSWER),
  attemptedReactivation: field('attempted_reactivation', boolean(), ANSWER),
  supportResponse: field('support_response', text(), ANSWER),
  /** The wizard's own words; the home form stores ''. */
  description: field('description', text(), ['review', 'insert', 'admin']),
  documentUrls: field('document_urls', jsonb<string[]>(), ['home', 'review', 'insert']),
  /** The US state the worker works in (postal code), when they said. */
  state: field('work_state', nullable(text()), [...ANSWER, 'record', 'csv']),
  /** The visitor's language (the request's, when the body has none). */
  locale: field('locale', text<Locale>(), ['home', 'review', 'insert', 'record', 'admin', 'csv']),
  source: field('source', text<CaseSource>(), ['insert', 'record', 'admin', 'csv']),
  status: field('status', text<CaseStatus>(), ['record', 'payable', 'admin', 'csv']),
  /** The payment link's token, once staff created one. */
  paymentToken: field('payment_token', nullable(text()), ['record', 'admin']),
  paymentTokenExpiresAt: field('payment_token_expires_at', nullable(timestamptz()), []),
  /** The client's /case/:token link token; made by the database. */
  statusToken: field('status_token', text(), ['record']),
  expertReviewSent: field('expert_review_sent', boolean(), ['admin']),
  paymentLinkSent: field('payment_link_sent', boolean(), ['admin']),
  /** The staff account that owns the case. */
  ownerId: field('owner_id', nullable(uuid()), ['admin']),
  /** Files the client sent through the case room, counted where they are taken (cases/room). */
  roomDocumentCount: field('room_document_count', integer(), []),
  /**
   * The last day to appeal, from the guide's windows (contracts' appealDeadline), stored for the list's
   * sort and the reminders; null: no published deadline, or not computed yet (AppealDeadlinesService).
   */
  appealDueOn: field('appeal_due_on', nullable(date()), ['admin'], `to_char(appeal_due_on, 'YYYY-MM-DD')`),
  /** The APPEAL_RULES_VERSION `appealDueOn` was computed under. */
  appealRulesVersion: field('appeal_rules_version', nullable(text()), []),
  /** What the staff search matches (names, e-mail, platform), generated by the database from them (ADR 0034). */
  personSearch: field('person_search', nullable(text()), []),
  createdAt: field('created_at', timestamptz(), ['record', 'admin', 'csv']),
  updatedAt: field('updated_at', timestamptz(), ['admin', 'csv']),
} as const;

type Fields = typeof CASE_FIELDS;
export type CaseFieldName = keyof Fields;

/** The fields that appear in shape `S`. */
export type FieldsIn<S extends CaseShape> = {
  [K in CaseFieldName]: S extends Fields[K]['in'][number] ? K : never;
}[CaseFieldName];

type ValueOf<K extends CaseFieldName> = Exclude<Fields[K][typeof VALUE], undefined>;
type NullableIn<S extends CaseShape> = { [K in FieldsIn<S>]: Fields[K]['nullable'] extends true ? K : never }[FieldsIn<S>];

/** Shape `S` as plain data: the fields by name, times as ISO 8601. */
export type CaseView<S extends CaseShape> = { [K in FieldsIn<S>]: ValueOf<K> };

/** Shape `S` as a SELECT of `selectList(S)` returns it: the columns by name, times as PostgreSQL's text. */
export type CaseRow<S extends CaseShape> = { [K in FieldsIn<S> as Fields[K]['column']]: ValueOf<K> };

/** What a new case is made of: its `insert` fields, of which those whose column may be null may be left out. */
export type NewCaseFields = { [K in Exclude<FieldsIn<'insert'>, NullableIn<'insert'>>]: ValueOf<K> } & {
  [K in NullableIn<'insert'>]?: ValueOf<K> | undefined;
};
