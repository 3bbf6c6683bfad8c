import * as z from 'zod/mini';
import { CASE_MESSAGE_MAX, documentRequestLabel, DOCUMENT_REQUEST_MAX_ITEMS } from './case-room.schema';
import { STATUS_BUTTON_TRANSITIONS, type CaseStatus, CASE_STATUSES } from './case-status';
import type { Locale } from './locales';
import { translate } from './messages';
import { platformName } from './platforms';

/*
 * Staff's saved replies ("шаблоны ответов"): written once in English and Spanish under a Russian
 * title, inserted in the client's language with the case's facts filled in, and optionally sending
 * document requests and moving the case in the same action (POST …/macros/:macroId/apply).
 */

/** The variables a macro's text may use, written `{{name}}`; anything else in double braces is refused. */
export const MACRO_VARIABLES = ['clientName', 'caseNumber', 'platform', 'deadline', 'roomLink'] as const;
export type MacroVariable = (typeof MACRO_VARIABLES)[number];
export type MacroValues = Record<MacroVariable, string>;

export const MACRO_TITLE_MAX = 120;

/**
 * The statuses a macro may move a case to: the status buttons' targets (the workflow's own moves),
 * except closing, which also records an outcome that a saved reply cannot know.
 */
export const MACRO_TARGET_STATUSES = [...new Set(Object.values(STATUS_BUTTON_TRANSITIONS))].filter(
  (status): status is CaseStatus => status !== undefined && status !== 'completed',
);

const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

function isMacroVariable(name: string): name is MacroVariable {
  return (MACRO_VARIABLES as readonly string[]).includes(name);
}

/** The names in double braces that are not variables (each once, in order). */
export function unknownMacroVariables(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(VARIABLE)) if (!isMacroVariable(match[1]!)) unknown.add(match[1]!);
  return [...unknown];
}

/** The text with each `{{variable}}` replaced by its value; an unknown name stays as written. */
export function fillMacro(text: string, values: MacroValues): string {
  return text.replace(VARIABLE, (whole, name: string) => (isMacroVariable(name) ? values[name] : whole));
}

/** What the variables are filled from: a case's facts and its room link. */
export interface MacroCaseFacts {
  firstName: string;
  caseNumber: string;
  platform: string;
  /** 'YYYY-MM-DD' or null without a published deadline. */
  appealDueOn: string | null;
  locale: Locale;
  roomLink: string;
}

/** Dates as the client reads them in their language ("March 5, 2027", "5 de marzo de 2027"). */
const DATE_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/**
 * The variables' values for a case, in the client's language: one function for the server (which
 * fills what it sends) and the panel's preview. The client name is the first name, as the site's
 * e-mails greet the client; the platform its name (contracts' platformName).
 */
export function macroValues(facts: MacroCaseFacts): MacroValues {
  const deadline = facts.appealDueOn
    ? new Intl.DateTimeFormat(DATE_LOCALE[facts.locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${facts.appealDueOn}T00:00:00Z`))
    : translate(facts.locale, 'macro.noDeadline');
  return {
    clientName: facts.firstName,
    caseNumber: facts.caseNumber,
    platform: platformName(facts.platform, translate(facts.locale, 'macro.otherPlatform')),
    deadline,
    roomLink: facts.roomLink,
  };
}

/** A macro's text in one language: a message's length, and only known variables. */
const macroText = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'field.required' }),
  z.maxLength(CASE_MESSAGE_MAX, { error: 'field.tooLong' }),
  z.refine((text) => unknownMacroVariables(text).length === 0, { error: 'macro.unknownVariable' }),
);

/** One document the macro asks for, worded in both languages (the client gets theirs). */
export const macroDocumentRequestSchema = z.object({ en: documentRequestLabel, es: documentRequestLabel });
export type MacroDocumentRequest = z.output<typeof macroDocumentRequestSchema>;

/** POST /api/admin/macros and PUT /api/admin/macros/:macroId body. */
export const staffMacroInputSchema = z.object({
  titleRu: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'field.required' }),
    z.maxLength(MACRO_TITLE_MAX, { error: 'field.tooLong' }),
  ),
  textEn: macroText,
  textEs: macroText,
  documentRequests: z._default(
    z.array(macroDocumentRequestSchema).check(z.maxLength(DOCUMENT_REQUEST_MAX_ITEMS, { error: 'field.tooMany' })),
    [],
  ),
  targetStatus: z._default(z.nullable(z.enum(MACRO_TARGET_STATUSES as [CaseStatus, ...CaseStatus[]], { error: 'field.invalid' })), null),
});
export type StaffMacroInput = z.output<typeof staffMacroInputSchema>;

/** A saved reply as the panel reads it. */
export const staffMacroSchema = z.object({
  id: z.string(),
  titleRu: z.string(),
  textEn: z.string(),
  textEs: z.string(),
  documentRequests: z.array(z.object({ en: z.string(), es: z.string() })),
  targetStatus: z.nullable(z.enum(CASE_STATUSES)),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type StaffMacro = z.infer<typeof staffMacroSchema>;
export const staffMacroListSchema = z.array(staffMacroSchema);

/**
 * POST /api/admin/applications/:id/macros/:macroId/apply body: whether staff confirmed sending the
 * macro's text. The server fills the text itself, from the case; the browser's copy is never sent.
 */
export const staffMacroApplyInputSchema = z.object({ sendMessage: z.boolean({ error: 'field.invalid' }) });
export type StaffMacroApplyInput = z.output<typeof staffMacroApplyInputSchema>;

/** What an apply did: the message posted (or null), the requests made, the case's status after it. */
export const staffMacroApplyResultSchema = z.object({
  messageId: z.nullable(z.string()),
  requestIds: z.array(z.string()),
  status: z.enum(CASE_STATUSES),
});
export type StaffMacroApplyResult = z.infer<typeof staffMacroApplyResultSchema>;
