import * as z from 'zod/mini';

/*
 * Follow-ups that run themselves (issue 25): the owner alerts the panel lists, raised by the worker's
 * sweep when a client has not sent what was asked after a reminder, or an appeal has waited on the
 * platform longer than its usual answer time.
 */

export const FOLLOW_UP_ALERT_KINDS = ['documents_overdue', 'platform_wait_overdue'] as const;
export type FollowUpAlertKind = (typeof FOLLOW_UP_ALERT_KINDS)[number];

/** One open alert: what it is about, since when, on which case. */
export const followUpAlertSchema = z.object({
  kind: z.enum(FOLLOW_UP_ALERT_KINDS),
  /** When it was raised (ISO time). */
  since: z.string(),
  caseNumber: z.string(),
  client: z.string(),
  ownerId: z.nullable(z.string()),
  /** documents_overdue: what is still missing, in staff's words. */
  documents: z.array(z.string()),
});
export type FollowUpAlert = z.infer<typeof followUpAlertSchema>;

/** `GET /api/admin/follow-ups?owner=me|all`: the signed-in member's cases (the default), or everyone's. */
export const followUpAlertsQuerySchema = z.object({
  owner: z.optional(z.enum(['me', 'all'], { error: 'field.invalid' })),
});
export type FollowUpAlertsQuery = z.infer<typeof followUpAlertsQuerySchema>;
