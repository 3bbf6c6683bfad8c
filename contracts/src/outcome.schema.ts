import * as z from 'zod/mini';
import { isCalendarDate, isNotInFuture } from './rules';

/*
 * How a case ended (issue 24, "the outcome, recorded and counted"): what staff record when they close
 * a case, the client's one-tap satisfaction answer from the closing e-mail, and the staff report
 * computed from both.
 */

/** How a case ended: the platform's answer, or why there was none. */
export const CASE_OUTCOMES = ['reactivated', 'denied', 'no_answer', 'client_withdrew', 'refunded'] as const;
export type CaseOutcome = (typeof CASE_OUTCOMES)[number];

/**
 * What the platform said the deactivation was for, in the report's groups. The client's own words
 * (the form's free text) cannot be counted, so staff pick the group when they close the case.
 */
export const DEACTIVATION_REASON_GROUPS = [
  'ratings',
  'late_or_undelivered',
  'fraud_or_sharing',
  'background_check',
  'safety_complaint',
  'documents_expired',
  'other',
] as const;
export type DeactivationReasonGroup = (typeof DEACTIVATION_REASON_GROUPS)[number];

/** The status a case is closed with; reaching it needs an outcome, its date and the reason's group. */
export const CLOSING_STATUS = 'completed' as const;

export const outcomeDateField = z.string({ error: 'field.required' }).check(
  z.trim(),
  z.minLength(1, { error: 'field.required' }),
  z.refine(isCalendarDate, { error: 'date.invalid', abort: true }),
  z.refine((value) => isNotInFuture(value), { error: 'date.future' }),
);

/** What closing a case records, sent with the status change to `completed`. */
export const caseClosingSchema = z.object({
  outcome: z.enum(CASE_OUTCOMES, { error: 'field.required' }),
  outcomeDate: outcomeDateField,
  reasonGroup: z.enum(DEACTIVATION_REASON_GROUPS, { error: 'field.required' }),
});
export type CaseClosing = z.output<typeof caseClosingSchema>;

/** The outcome as the case file shows it. */
export const adminCaseOutcomeSchema = z.object({
  outcome: z.enum(CASE_OUTCOMES),
  outcomeDate: z.string(),
  reasonGroup: z.enum(DEACTIVATION_REASON_GROUPS),
  recordedBy: z.string(),
  recordedAt: z.string(),
  /** The client's answer to the closing e-mail's question, once given. */
  satisfaction: z.nullable(z.object({ score: z.number(), comment: z.nullable(z.string()), answeredAt: z.string() })),
});
export type AdminCaseOutcome = z.infer<typeof adminCaseOutcomeSchema>;

/* ---- The client's satisfaction answer (no login: the signed link in the closing e-mail is the key) ---- */

export const SATISFACTION_COMMENT_MAX = 2000;

/** GET /api/satisfaction/:token: what the page needs to ask; reading records nothing. */
export const satisfactionViewSchema = z.object({
  caseNumber: z.string(),
  locale: z.enum(['en', 'es']),
  /** The answer already given, if any: the page thanks rather than asks again. */
  answer: z.nullable(z.object({ score: z.number(), answeredAt: z.string() })),
});
export type SatisfactionView = z.infer<typeof satisfactionViewSchema>;

/** POST /api/satisfaction/:token body: a score from 1 (bad) to 5 (very good), and words if the client wants. */
export const satisfactionInputSchema = z.object({
  score: z.int({ error: 'satisfaction.scoreInvalid' }).check(
    z.gte(1, { error: 'satisfaction.scoreInvalid' }),
    z.lte(5, { error: 'satisfaction.scoreInvalid' }),
  ),
  comment: z.optional(
    z.string().check(z.trim(), z.maxLength(SATISFACTION_COMMENT_MAX, { error: 'field.tooLong' })),
  ),
});
export type SatisfactionInput = z.output<typeof satisfactionInputSchema>;

/** 201 answer of POST /api/satisfaction/:token. */
export const satisfactionAnswerSchema = z.object({ score: z.number(), answeredAt: z.string() });
export type SatisfactionAnswer = z.infer<typeof satisfactionAnswerSchema>;

/* ---- The staff report: GET /api/admin/report and /api/admin/report.csv ---- */

/** The longest period one report covers, so one request cannot ask the database for decades. */
export const REPORT_MAX_DAYS = 731;

/** The period, by the outcome's date, both days included. */
export const adminReportQuerySchema = z
  .object({
    from: z.string({ error: 'field.required' }).check(z.refine(isCalendarDate, { error: 'date.invalid' })),
    to: z.string({ error: 'field.required' }).check(z.refine(isCalendarDate, { error: 'date.invalid' })),
  })
  .check(
    z.refine((query) => query.from <= query.to, { error: 'report.periodReversed', path: ['to'] }),
    z.refine(
      (query) => (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000 < REPORT_MAX_DAYS,
      { error: 'report.periodTooLong', path: ['to'] },
    ),
  );
export type AdminReportQuery = z.output<typeof adminReportQuerySchema>;

/** One row of figures, with the counts behind each. */
export const reportFiguresSchema = z.object({
  /** Cases closed in the period. */
  closed: z.number(),
  /** Of those, reactivated. */
  reactivated: z.number(),
  /** reactivated / closed, 0..1; null when nothing closed. */
  reactivationRate: z.nullable(z.number()),
  /** Closed cases with a known payment date: the count behind the median. */
  timed: z.number(),
  /** Median of (outcome date − payment date) in days; null when none was timed. */
  medianDays: z.nullable(z.number()),
  /** Satisfaction answers, and their average score (1..5; null without answers). */
  answers: z.number(),
  satisfactionAverage: z.nullable(z.number()),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const REPORT_DIMENSIONS = ['platform', 'reason', 'state'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

export const reportGroupSchema = z.object({
  dimension: z.enum(REPORT_DIMENSIONS),
  /** The stored value: a platform code or name, a reason group, a state code, or '' for none. */
  key: z.string(),
  figures: reportFiguresSchema,
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const adminReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: reportFiguresSchema,
  groups: z.array(reportGroupSchema),
  /** Cases closed per ISO week (Monday's date), every week of the period, empty ones as 0. */
  weeks: z.array(z.object({ weekStart: z.string(), closed: z.number(), reactivated: z.number() })),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
