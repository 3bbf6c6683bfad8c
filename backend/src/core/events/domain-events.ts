import type { CaseOutcome, CaseStatus, DeactivationReasonGroup, TextChannel } from '@reactivation/contracts';
import { QUEUES, type QueueName } from '../queue/queues';

/**
 * The catalog of domain events: name → payload. Payloads carry ids, never copies of records;
 * a consumer re-reads what it needs, so a late job never acts on stale data.
 */
export interface DomainEvents {
  /** A case came in from the home form or the case-review wizard. */
  'case.submitted': {
    applicationId: string;
    caseNumber: string;
    /** The client's text-message consent given on the form (ADR 0035), stored by texting. */
    textConsent?: { channel: TextChannel; version: string; address: string };
  };
  /** A visitor sent the contact form; staff are e-mailed. */
  'contact.received': { contactMessageId: string };
  /** Staff moved a case to another status (a button, or creating a payment link); the client is told. */
  'case.status_changed': {
    applicationId: string;
    fromStatus: CaseStatus;
    toStatus: CaseStatus;
    actor: string;
    /** Closing (to `completed`) carries how the case ended: the client's closing e-mail and the journal say it. */
    outcome?: CaseOutcome;
    outcomeDate?: string;
    reasonGroup?: DeactivationReasonGroup;
  };
  /** Staff created the case's payment link, or issued a new one. Only the journal (audit queue) consumes it; the payment page reads the link itself. */
  'payment_link.created': { applicationId: string; actor: string; reissued?: boolean };
  /** Staff ended the case's payment link. */
  'payment_link.revoked': { applicationId: string; actor: string };
  /** Staff replaced the client's status link. */
  'status_link.rotated': { applicationId: string; actor: string };
  /** Staff gave the case to a staff account (or to nobody). */
  'case.assigned': { applicationId: string; fromOwnerId: string | null; toOwnerId: string | null; actor: string };
  /** Staff downloaded one of the case's documents. */
  'case.document_downloaded': { applicationId: string; documentId: string; actor: string };
  /** Staff exported the case list as CSV, with this filter (or the outcome report, `report`, for its period). */
  'cases.exported': { actor: string; filter: { q?: string; status?: string; owner?: string; report?: 'outcomes'; from?: string; to?: string } };
  /** A staff member signed in to the panel. */
  'staff.signed_in': { accountId: string; actor: string };
  /** A sign-in was refused after its password or code was checked: the name as typed, the account if one has it, from where. */
  'staff.sign_in_failed': { actor: string; accountId: string | null; address: string; reason: 'password' | 'second_factor' };
  /** A staff member signed out (every token of the account ended). */
  'staff.signed_out': { accountId: string; actor: string };
  /** A staff member turned on, replaced or removed their second factor. */
  'staff.second_factor_changed': { accountId: string; actor: string; change: 'enabled' | 'replaced' | 'removed' };
  /** Staff opened a case's file (its personal data and documents). */
  'case.opened': { applicationId: string; actor: string };
  /** Staff added a note to a case. */
  'case.note_added': { applicationId: string; noteId: string; actor: string };
  /** A home-form draft was left unsaved long enough: its visitor gets the one e-mail with the link back. */
  'draft.abandoned': { draftId: string };
  /** Staff asked to e-mail the payment link to the client. */
  'payment_link.send_requested': { applicationId: string; actor: string };
  /** The fee was received (a verified Stripe webhook, or the test gateway's confirm); the cases module then marks the case paid. */
  'payment.succeeded': { applicationId: string; paymentId: string };
  /**
   * Money went back to the client: a refund staff made from the panel (`actor`), or one made at the card
   * provider (its dashboard; `actor` null), recorded once when the provider took it. `fullyRefunded`:
   * nothing is left of the payment. The cases module moves the case, the client is e-mailed.
   */
  'payment.refunded': { applicationId: string; paymentId: string; refundId: string; fullyRefunded: boolean; actor: string | null };
  /** The client's bank disputed the payment (a chargeback or an inquiry): the case is flagged, staff alerted at once. */
  'payment.dispute_opened': { applicationId: string; paymentId: string; disputeId: string };
  /** The card provider closed a dispute: won (the money stays) or lost. */
  'payment.dispute_closed': { applicationId: string; paymentId: string; disputeId: string; outcome: 'won' | 'lost' };
  /** Staff built a dispute's evidence packet (downloaded it), or submitted it to the card provider. */
  'payment.dispute_evidence': { applicationId: string; disputeId: string; actor: string; submitted: boolean };
  /** Staff asked the client for documents in the case room; the client is e-mailed the list. */
  'case.documents_requested': { applicationId: string; requestIds: string[]; actor: string };
  /** The client sent files against a request in the case room (one event per upload batch); staff are alerted. */
  'case.documents_uploaded': { applicationId: string; requestId: string; documentIds: string[] };
  /** Staff wrote to the client in the case room (the client reads it there, and is e-mailed if it stays unseen). */
  'case.staff_replied': { applicationId: string; messageId: string; actor: string };
  /** The client wrote to staff in the case room; staff are alerted. */
  'case.message_posted': { applicationId: string; messageId: string };
  /**
   * A case's appeal deadline is `daysBefore` days away (or nearer: the nearest of 14, 7 and 2 it is
   * within), raised once per case, due date and stage by the deadlines sweep: the client and the case's
   * owner are e-mailed.
   */
  'case.deadline_approaching': { applicationId: string; reminderId: string; dueOn: string; daysBefore: number };
  /** Staff drafted, saved, finalized, reopened or downloaded a case's appeal letter (its `version`). */
  'appeal.letter_changed': {
    applicationId: string;
    actor: string;
    change: 'drafted' | 'saved' | 'finalized' | 'reopened' | 'downloaded';
    version: number;
  };
  /** Staff recorded the appeal's filing with the platform (`filedOn`, a day); the cases module starts the "waiting for the platform" step. */
  'appeal.filed': { applicationId: string; actor: string; filedOn: string; method: string };
  /**
   * Follow-ups (ADR 0037), each raised once by the follow-ups sweep: documents asked for and not sent
   * after FOLLOW_UP_DOCUMENTS_BUSINESS_DAYS (the client is reminded), still not sent
   * FOLLOW_UP_ESCALATE_BUSINESS_DAYS after that (the case's owner is alerted), a payment link unused
   * FOLLOW_UP_PAYMENT_LINK_DAYS before it expires (the client is reminded), an appeal waiting on the
   * platform longer than its usual answer time (the owner is alerted).
   */
  'case.documents_reminder_due': { applicationId: string; requestIds: string[] };
  'case.documents_overdue': { applicationId: string; requestIds: string[] };
  'payment.link_reminder_due': { applicationId: string; expiresAt: string; expiresOn: string };
  'case.platform_wait_overdue': { applicationId: string; filedAt: string; waitDays: number };
  /**
   * Staff created, edited or deleted a saved reply (macro). The title is the macro's own (staff's
   * words, no client data), carried so the journal names a deleted macro as it was.
   */
  'macro.changed': { macroId: string; actor: string; change: 'created' | 'updated' | 'deleted'; title: string };
  /**
   * Staff applied a macro to a case: after its parts, each of which raised its own event (the message's
   * `case.staff_replied`, the requests' `case.documents_requested`, the move's `case.status_changed`).
   */
  'macro.applied': {
    applicationId: string;
    actor: string;
    macroId: string;
    title: string;
    messageSent: boolean;
    requests: number;
    toStatus: string | null;
  };
  /** Staff replies in a case room went unseen long enough to be e-mailed; `messageId` is the newest. Texted to a consenting client (ADR 0035). */
  'case.reply_unseen': { applicationId: string; messageId: string };
  /** A client's reply to a text said STOP, START or HELP (`from` in E.164, `inboundId` the provider's id of the reply): texting answers it once. */
  'text.keyword_received': { inboundId: string; from: string; channel: 'sms' | 'whatsapp'; keyword: 'stop' | 'start' | 'help'; locale: 'en' | 'es' };
  /** The provider reported a text failed or undelivered: the client gets the same words by e-mail. */
  'text.delivery_failed': { applicationId: string; deliveryId: string };
  /** A visitor (or staff, in the panel) wrote in the live chat: relayed to staff's messaging app. */
  'chat.message_posted': { sessionId: string; messageId: string };
}
export type DomainEventType = keyof DomainEvents;

/** Which queues receive each event. The relay adds one job per queue, with the event id as job id. */
export const EVENT_ROUTES = {
  'case.submitted': [QUEUES.notifications, QUEUES.texting],
  'contact.received': [QUEUES.notifications],
  'case.status_changed': [QUEUES.notifications, QUEUES.audit, QUEUES.texting],
  'payment_link.created': [QUEUES.audit],
  'payment_link.revoked': [QUEUES.audit],
  'status_link.rotated': [QUEUES.audit],
  'payment_link.send_requested': [QUEUES.notifications, QUEUES.audit],
  'payment.succeeded': [QUEUES.cases, QUEUES.notifications, QUEUES.conversions],
  'chat.message_posted': [QUEUES.chatRelay],
  'case.assigned': [QUEUES.audit],
  'case.document_downloaded': [QUEUES.audit],
  'cases.exported': [QUEUES.audit],
  'staff.signed_in': [QUEUES.audit],
  'staff.sign_in_failed': [QUEUES.audit],
  'staff.signed_out': [QUEUES.audit],
  'staff.second_factor_changed': [QUEUES.audit],
  'case.opened': [QUEUES.audit],
  'case.note_added': [QUEUES.audit],
  'case.staff_replied': [QUEUES.audit],
  'draft.abandoned': [QUEUES.notifications],
  'case.documents_requested': [QUEUES.notifications, QUEUES.audit, QUEUES.texting],
  'case.documents_uploaded': [QUEUES.notifications],
  'case.message_posted': [QUEUES.notifications],
  'payment.refunded': [QUEUES.cases, QUEUES.notifications, QUEUES.audit],
  'payment.dispute_opened': [QUEUES.cases, QUEUES.notifications, QUEUES.audit, QUEUES.chatRelay],
  'payment.dispute_closed': [QUEUES.cases, QUEUES.notifications, QUEUES.audit, QUEUES.chatRelay],
  'payment.dispute_evidence': [QUEUES.audit],
  'case.deadline_approaching': [QUEUES.notifications, QUEUES.texting],
  'case.reply_unseen': [QUEUES.texting],
  'text.keyword_received': [QUEUES.texting],
  'text.delivery_failed': [QUEUES.notifications],
  'appeal.letter_changed': [QUEUES.audit],
  'appeal.filed': [QUEUES.cases, QUEUES.audit],
  'case.documents_reminder_due': [QUEUES.notifications, QUEUES.texting],
  'case.documents_overdue': [QUEUES.chatRelay],
  'payment.link_reminder_due': [QUEUES.notifications, QUEUES.texting],
  'case.platform_wait_overdue': [QUEUES.chatRelay],
  'macro.changed': [QUEUES.audit],
  'macro.applied': [QUEUES.audit],
} as const satisfies { readonly [K in DomainEventType]: readonly QueueName[] };

/** The events a queue receives, by the routes above. */
export type EventsFor<Q extends QueueName> = {
  [K in DomainEventType]: Q extends (typeof EVENT_ROUTES)[K][number] ? K : never;
}[DomainEventType];

/** What a job on any event-fed queue carries. */
export interface DomainEventJob<K extends DomainEventType = DomainEventType> {
  eventId: string;
  type: K;
  payload: DomainEvents[K];
  occurredAt: string;
}

export function isDomainEventType(value: string): value is DomainEventType {
  return Object.hasOwn(EVENT_ROUTES, value);
}
