import * as z from 'zod/mini';
import { CASE_SOURCES, CASE_STATUSES } from './case-status';
import { adminCaseRoomSchema } from './case-room.schema';
import { LOCALES } from './locales';
import { adminCaseMoneySchema, adminDisputeFlagSchema } from './money.schema';
import { adminCaseOutcomeSchema, caseClosingSchema, CLOSING_STATUS, type CaseClosing } from './outcome.schema';

/*
 * The admin API (DESIGN §4, `/api/admin/...`). Requests are checked with these schemas on the
 * server; answers are checked with them in the panel.
 */

/** POST /api/admin/login. `totp` is the 6-digit code, needed once the account has a second factor. */
export const adminLoginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, { error: 'field.required' }), z.maxLength(100, { error: 'field.tooLong' })),
  password: z.string().check(z.minLength(1, { error: 'field.required' }), z.maxLength(200, { error: 'field.tooLong' })),
  totp: z.optional(z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: 'field.invalid' }))),
});
export type AdminLogin = z.output<typeof adminLoginSchema>;

/** 200 answer of POST /api/admin/login. */
export const adminTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type AdminToken = z.infer<typeof adminTokenSchema>;

/** 401 answer of a login that needs the second factor: the panel then asks for the code. */
export const adminTotpRequiredSchema = z.object({ message: z.string(), totpRequired: z.literal(true) });

/** 200 answer of GET /api/admin/verify. */
export const adminVerifySchema = z.object({ ok: z.literal(true), username: z.string(), totpEnabled: z.boolean() });
export type AdminVerify = z.infer<typeof adminVerifySchema>;

/** POST /api/admin/totp/setup answer: the secret to enter in an authenticator app, and its otpauth:// address. */
export const adminTotpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type AdminTotpSetup = z.infer<typeof adminTotpSetupSchema>;

/** POST /api/admin/totp/enable body: a code from the app, proving it holds the secret. */
export const adminTotpCodeSchema = z.object({ code: z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: 'field.invalid' })) });

const staffPassword = z.string().check(z.minLength(1, { error: 'field.required' }), z.maxLength(200, { error: 'field.tooLong' }));
const totpCode = z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: 'field.invalid' }));

/**
 * POST /api/admin/totp/setup body. A stolen token alone must not swap the second factor: the
 * password is asked again, and while a second factor is on, a current code from it too.
 */
export const adminTotpSetupRequestSchema = z.object({ password: staffPassword, code: z.optional(totpCode) });
export type AdminTotpSetupRequest = z.output<typeof adminTotpSetupRequestSchema>;

/** POST /api/admin/totp/disable body: the password and a current code. */
export const adminTotpDisableSchema = z.object({ password: staffPassword, code: totpCode });
export type AdminTotpDisable = z.output<typeof adminTotpDisableSchema>;

/** The admin list's orders besides its default (overdue reviews first, then newest). */
export const ADMIN_LIST_SORTS = ['deadline'] as const;
export type AdminListSort = (typeof ADMIN_LIST_SORTS)[number];

/** GET /api/admin/applications query. `cursor` is the opaque value of the previous page's `Link: rel="next"`. */
export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const adminListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(200, { error: 'field.tooLong' }))),
  status: z.optional(z.enum(CASE_STATUSES, { error: 'field.invalid' })),
  limit: z.optional(
    z.coerce.number({ error: 'field.invalid' }).check(z.int({ error: 'field.invalid' }), z.minimum(1, { error: 'field.invalid' }), z.maximum(ADMIN_PAGE_SIZE_MAX, { error: 'field.invalid' })),
  ),
  cursor: z.optional(z.string().check(z.maxLength(200, { error: 'field.invalid' }))),
  /** Whose cases: `me` (the signed-in staff member's, "мои дела"), `none` (nobody's yet), or a staff account id. */
  owner: z.optional(z.union([z.enum(['me', 'none']), z.uuid()], { error: 'field.invalid' })),
  /** `deadline`: by appeal deadline, soonest first, cases without one last; absent: overdue reviews first, then newest. */
  sort: z.optional(z.enum(ADMIN_LIST_SORTS, { error: 'field.invalid' })),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;
export type AdminOwnerFilter = NonNullable<AdminListQuery['owner']>;

/** GET /api/admin/applications.csv query: the list's filter, without paging (every matching case). */
export const adminExportQuerySchema = z.pick(adminListQuerySchema, { q: true, status: true, owner: true });
export type AdminExportQuery = z.output<typeof adminExportQuerySchema>;

/** SPEC §3 "Application (admin view)", plus the case's language, journey and document count. */
export const adminApplicationSchema = z.object({
  id: z.string(),
  caseNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  platform: z.string(),
  deactivationDate: z.string(),
  deactivationReason: z.string(),
  attemptedReactivation: z.boolean(),
  supportResponse: z.string(),
  description: z.string(),
  status: z.enum(CASE_STATUSES),
  paymentToken: z.nullable(z.string()),
  expertReviewSent: z.boolean(),
  paymentLinkSent: z.boolean(),
  locale: z.enum(LOCALES),
  source: z.enum(CASE_SOURCES),
  /** The US state the worker said they work in (postal code), or null. */
  state: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The staff account that owns the case, or null while nobody does. */
  ownerId: z.nullable(z.string()),
  ownerName: z.nullable(z.string()),
  /** While the case waits for its first review: when the review is due (one business day after it came in). */
  reviewDueAt: z.nullable(z.string()),
  /** Waiting for its first review past `reviewDueAt`. */
  overdue: z.boolean(),
  /** The case's latest card dispute (chargeback), with the date evidence is due; null without one. */
  dispute: z.nullable(adminDisputeFlagSchema),
  /** The case's appeal deadline ('YYYY-MM-DD') from the guide's windows; null: no published deadline. */
  appealDueOn: z.nullable(z.string()),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
export const adminApplicationListSchema = z.array(adminApplicationSchema);

/** The working week the review deadline counts in (BUSINESS_HOURS): ISO weekdays (1 = Monday), hours, IANA zone. */
export const businessHoursSchema = z.object({
  days: z.array(z.number()),
  open: z.string(),
  close: z.string(),
  timeZone: z.string(),
});
export type BusinessHoursView = z.infer<typeof businessHoursSchema>;

/** GET /api/admin/applications/stats (SPEC §2 counters), with the new cases past their review deadline. */
export const adminStatsSchema = z.object({
  total: z.number(),
  new: z.number(),
  paid: z.number(),
  overdue: z.number(),
  businessHours: businessHoursSchema,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminDocumentSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

/** What the case's history holds, oldest first. */
export const TIMELINE_KINDS = [
  'submitted',
  'status_changed',
  'payment_link_created',
  'payment_link_sent',
  'payment_received',
  'email_sent',
  'note_added',
  'payment_link_revoked',
  'payment_link_reissued',
  'status_link_rotated',
  'payment_refunded',
  'dispute_opened',
  'dispute_closed',
  'outcome_recorded',
  'satisfaction_answered',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
export const adminTimelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  /** The staff member who did it; null for the client or the system. */
  actor: z.nullable(z.string()),
  fromStatus: z.nullable(z.enum(CASE_STATUSES)),
  toStatus: z.nullable(z.enum(CASE_STATUSES)),
  /** For e-mails: the template name and the recipient. */
  detail: z.nullable(z.string()),
});
export type AdminTimelineEntry = z.infer<typeof adminTimelineEntrySchema>;

export const adminNoteSchema = z.object({ id: z.string(), author: z.string(), body: z.string(), createdAt: z.string() });
export type AdminNote = z.infer<typeof adminNoteSchema>;

/** GET /api/admin/applications/:id */
export const adminApplicationDetailSchema = z.object({
  application: adminApplicationSchema,
  documents: z.array(adminDocumentSchema),
  timeline: z.array(adminTimelineEntrySchema),
  notes: z.array(adminNoteSchema),
  /** The client's payment page, when a link exists. */
  paymentUrl: z.nullable(z.string()),
  /** When that link stops working (ISO 8601); null without a link. */
  paymentLinkExpiresAt: z.nullable(z.string()),
  /** The client's no-login status page (/case/:token), as e-mailed to them. */
  statusUrl: z.string(),
  /** The case room's staff side: what was asked of the client, and the messages with them. */
  room: adminCaseRoomSchema,
  /** The payment, its receipt, refunds, disputes and the agreement the client accepted. */
  money: adminCaseMoneySchema,
  /** How the case ended, once closed. */
  outcome: z.nullable(adminCaseOutcomeSchema),
});
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;

/**
 * PATCH /api/admin/applications/:id/status body. Closing a case (to `completed`) also records how it
 * ended: its outcome, the outcome's date and the reason's group, each named when missing.
 */
const closingRequired = (field: keyof CaseClosing) =>
  z.refine<{ status: string } & Partial<CaseClosing>>((body) => body.status !== CLOSING_STATUS || body[field] !== undefined, {
    error: 'field.required',
    path: [field],
  });
export const adminStatusChangeSchema = z
  .object({
    status: z.enum(CASE_STATUSES, { error: 'field.invalid' }),
    outcome: z.optional(caseClosingSchema.shape.outcome),
    outcomeDate: z.optional(caseClosingSchema.shape.outcomeDate),
    reasonGroup: z.optional(caseClosingSchema.shape.reasonGroup),
  })
  .check(closingRequired('outcome'), closingRequired('outcomeDate'), closingRequired('reasonGroup'));
export type AdminStatusChange = z.output<typeof adminStatusChangeSchema>;

/** POST /api/admin/applications/:id/notes body. */
export const NOTE_MAX = 5000;
export const adminNoteInputSchema = z.object({
  body: z.string().check(z.trim(), z.minLength(1, { error: 'field.required' }), z.maxLength(NOTE_MAX, { error: 'field.tooLong' })),
});
export type AdminNoteInput = z.output<typeof adminNoteInputSchema>;

/** POST /api/admin/applications/:id/payment-link (and …/payment-link/reissue) answer. */
export const adminPaymentLinkSchema = z.object({ token: z.string(), url: z.string(), expiresAt: z.string() });
export type AdminPaymentLink = z.infer<typeof adminPaymentLinkSchema>;

/** POST /api/admin/applications/:id/status-link/rotate answer: the new status page; the old link no longer opens. */
export const adminStatusLinkSchema = z.object({ url: z.string() });
export type AdminStatusLink = z.infer<typeof adminStatusLinkSchema>;

/** PUT /api/admin/applications/:id/owner body: the staff account that takes the case, or null for nobody. */
export const adminOwnerChangeSchema = z.object({
  ownerId: z.nullable(z.uuid({ error: 'field.invalid' })),
});
export type AdminOwnerChange = z.output<typeof adminOwnerChangeSchema>;

/** GET /api/admin/staff: every staff account, for the owner choice. */
export const adminStaffMemberSchema = z.object({ id: z.string(), username: z.string() });
export type AdminStaffMember = z.infer<typeof adminStaffMemberSchema>;
export const adminStaffListSchema = z.array(adminStaffMemberSchema);

/** What the audit log records: the staff actions, each once, and the card provider's word on money (refunds made in its dashboard, disputes), under the actor `Stripe`. */
export const AUDIT_ACTIONS = [
  'signed_in',
  'status_changed',
  'case_assigned',
  'payment_link_created',
  'payment_link_reissued',
  'payment_link_revoked',
  'payment_link_sent',
  'status_link_rotated',
  'document_downloaded',
  'cases_exported',
  'sign_in_failed',
  'signed_out',
  'second_factor_enabled',
  'second_factor_replaced',
  'second_factor_removed',
  'case_opened',
  'note_added',
  'documents_requested',
  'client_messaged',
  'payment_refunded',
  'dispute_opened',
  'dispute_closed',
  'dispute_evidence_downloaded',
  'dispute_evidence_submitted',
  'appeal_letter_drafted',
  'appeal_letter_saved',
  'appeal_letter_finalized',
  'appeal_letter_reopened',
  'appeal_letter_downloaded',
  'appeal_filed',
  'macro_created',
  'macro_updated',
  'macro_deleted',
  'macro_applied',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/admin/audit query; paged like the case list (Link: rel="next"). */
export const adminAuditQuerySchema = z.object({
  actor: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'field.tooLong' }))),
  action: z.optional(z.enum(AUDIT_ACTIONS, { error: 'field.invalid' })),
  limit: adminListQuerySchema.shape.limit,
  cursor: adminListQuerySchema.shape.cursor,
});
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;

/** One staff action: who, when, what, on which case; `detail` holds what the action needs said (statuses, owner, filter). */
export const adminAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  applicationId: z.nullable(z.string()),
  caseNumber: z.nullable(z.string()),
  detail: z.record(z.string(), z.string()),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditListSchema = z.array(adminAuditEntrySchema);
