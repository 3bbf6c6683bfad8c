import * as z from 'zod/mini';
import type { Locale } from './locales';

/** DESIGN §4: the body of every error answer. `errors` names each bad field with its message. */
export const apiErrorSchema = z.object({
  success: z.optional(z.literal(false)),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** 201 answer of POST /api/applications. */
export const applicationCreatedSchema = z.object({
  success: z.literal(true),
  applicationId: z.uuid(),
  caseNumber: z.string(),
  message: z.string(),
});
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;

/** 201 answer of POST /api/submit-case-review. */
export const caseReviewCreatedSchema = z.object({
  success: z.literal(true),
  caseNumber: z.string(),
});
export type CaseReviewCreated = z.infer<typeof caseReviewCreatedSchema>;

/** 201 answer of POST /api/contact. */
export const contactMessageSentSchema = z.object({
  success: z.literal(true),
});
export type ContactMessageSent = z.infer<typeof contactMessageSentSchema>;

/** Case numbers read DR-<year>-<six digits or more>. */
export const CASE_NUMBER_PATTERN = /^DR-\d{4}-\d{6,}$/;

/**
 * The staff panel's page of one case (`/admin/cases/DR-2026-000217`): the front end's route and
 * every staff e-mail about a case use this one address, so a link in an alert opens that case.
 */
export const adminCasePath = (caseNumber: string): string => `/admin/cases/${encodeURIComponent(caseNumber)}`;

/**
 * The client's case room, opening in the case's language (the site reads `?lang` before its code
 * runs): the address every e-mail, text, macro and calendar file gives the client.
 */
export const caseRoomPath = (statusToken: string, locale: Locale): string => `/case/${statusToken}${locale === 'en' ? '' : `?lang=${locale}`}`;
