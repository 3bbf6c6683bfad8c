import * as z from 'zod/mini';

/*
 * A case's appeal deadline as the case room and the staff case file show it
 * (GET /api/case-status/:token/deadline, GET /api/admin/applications/:id/deadline), computed by
 * appealDeadline() from the guide's windows on the server's day.
 */

const localizedSchema = z.object({ en: z.string(), es: z.string() });

/** One window that may apply, with the day it ends. */
export const deadlineWindowSchema = z.object({
  /** The place whose rule it is (a guide key such as "seattle"); null for the platform's own window. */
  place: z.nullable(z.string()),
  count: z.number(),
  unit: z.enum(['day', 'year']),
  from: z.enum(['deactivation', 'notice']),
  /** False: read on a stored copy or a summary; the screens say to check the source. */
  confirmed: z.boolean(),
  source: z.string(),
  reviewed: z.string(),
  dueOn: z.string(),
});
export type DeadlineWindow = z.infer<typeof deadlineWindowSchema>;

export const deadlineOfficeSchema = z.object({
  place: z.string(),
  scope: z.enum(['city', 'state']),
  name: localizedSchema,
  url: z.string(),
});
export type DeadlineOffice = z.infer<typeof deadlineOfficeSchema>;

export const caseDeadlineSchema = z.object({
  /** The guide's key of the case's platform; null for "other" or a platform the guide does not cover. */
  platformKey: z.nullable(z.string()),
  /** The day the case was deactivated, which every window counts from. */
  deactivationDate: z.string(),
  /** The last day to appeal (the earliest window); null: no published deadline. */
  dueOn: z.nullable(z.string()),
  /** Days from today to `dueOn` (0 on the day, negative once passed); null without a deadline. */
  daysLeft: z.nullable(z.number()),
  /** Whether the case is past filing its appeal (APPEAL_FILED_STATUSES): no reminders then. */
  appealFiled: z.boolean(),
  windows: z.array(deadlineWindowSchema),
  offices: z.array(deadlineOfficeSchema),
});
export type CaseDeadline = z.infer<typeof caseDeadlineSchema>;
