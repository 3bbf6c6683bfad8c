import type { Locale } from './locales';
import en from './evidence-checklist/en.json';
import es from './evidence-checklist/es.json';

/*
 * What helps an appeal, per deactivation reason (issue 24): staff send the list, or some of it, as
 * document requests in one action; the client reads each item with why it helps. The reasons are the
 * common ones clients write in the intake forms' free-text "reason" field; `guessEvidenceReason`
 * proposes one from that text, and staff choose.
 */

export const EVIDENCE_REASONS = [
  'ratings',
  'late_orders',
  'fraud_flag',
  'background_check',
  'safety_complaint',
  'documents_expired',
  'other',
] as const;
export type EvidenceReason = (typeof EVIDENCE_REASONS)[number];

export const EVIDENCE_ITEMS = [
  'deactivation_notice',
  'support_chats',
  'order_history',
  'ratings_history',
  'compliments',
  'delivery_photos',
  'delay_proof',
  'device_login',
  'id_documents',
  'bank_statements',
  'background_report',
  'record_correction',
  'incident_account',
  'witness_dashcam',
  'renewed_documents',
  'vehicle_insurance',
] as const;
export type EvidenceItem = (typeof EVIDENCE_ITEMS)[number];

/** Each reason's list, most useful first; the notice and support's answers help every appeal. */
export const EVIDENCE_CHECKLISTS: Readonly<Record<EvidenceReason, readonly EvidenceItem[]>> = {
  ratings: ['deactivation_notice', 'ratings_history', 'order_history', 'compliments', 'support_chats'],
  late_orders: ['deactivation_notice', 'order_history', 'delivery_photos', 'delay_proof', 'support_chats'],
  fraud_flag: ['deactivation_notice', 'device_login', 'id_documents', 'bank_statements', 'order_history', 'support_chats'],
  background_check: ['deactivation_notice', 'background_report', 'record_correction', 'id_documents', 'support_chats'],
  safety_complaint: ['deactivation_notice', 'incident_account', 'witness_dashcam', 'ratings_history', 'support_chats'],
  documents_expired: ['deactivation_notice', 'renewed_documents', 'id_documents', 'vehicle_insurance', 'support_chats'],
  other: ['deactivation_notice', 'order_history', 'ratings_history', 'incident_account', 'support_chats'],
};

/** One item as the client reads it: what to send, and why it helps. */
export interface EvidenceItemText {
  label: string;
  why: string;
}

/** The checklist's words in the client's languages, with why each item helps (the panel's Russian names are in its own catalog). */
export interface EvidenceChecklistTexts {
  reasons: Record<EvidenceReason, string>;
  items: Record<EvidenceItem, EvidenceItemText>;
}

export const EVIDENCE_TEXTS: Readonly<Record<Locale, EvidenceChecklistTexts>> = { en, es };

/** Words in the client's free-text reason that point to one of the common reasons, checked in this order. */
const REASON_PATTERNS: ReadonlyArray<readonly [EvidenceReason, RegExp]> = [
  ['background_check', /background|antecedente|checkr|criminal|record/i],
  ['fraud_flag', /fraud|sharing|compart|suspicious|sospech|gps|unusual|inusual|identity|identidad|multiple account|varias cuentas/i],
  ['documents_expired', /expir|vencid|caducad|insurance|seguro de|licen[cs]|registration|registro|document/i],
  ['safety_complaint', /safety|seguridad|complaint|queja|incident|assault|agresi|accident|harass|acoso/i],
  ['late_orders', /late|tarde|retras|not deliver|no entreg|never arrived|missing|undeliver|on[- ]time|a tiempo/i],
  ['ratings', /rating|calificaci|estrella|star|acceptance|aceptaci|completion/i],
];

/** The common reason a client's own words most likely mean; `other` when none fits. */
export function guessEvidenceReason(text: string): EvidenceReason {
  return REASON_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other';
}
