import type { AppealDeadlinesService } from '../cases/deadlines/appeal-deadlines.service';
import type { FollowUpsService } from '../cases/follow-ups/follow-ups.service';
import type { CaseRoomService } from '../cases/room/case-room.service';
import type { DomainEvents } from '../core/events/domain-events';
import { longDay, statusWords } from './text-messages';
import type { CaseText } from './texting.service';

/** An event texted to the case's client: which case it is about, and what the text says. */
interface TextedEvent<K extends keyof DomainEvents> {
  caseOf: (payload: DomainEvents[K]) => string;
  text: (payload: DomainEvents[K]) => CaseText;
  /** Whether what the event says still holds when it is handled (else nothing is texted), as its e-mail checks. */
  current?: (payload: DomainEvents[K], services: TextedEventServices) => Promise<boolean>;
}

/** What `current` may ask. */
export interface TextedEventServices {
  deadlines: AppealDeadlinesService;
  room: CaseRoomService;
  followUps: FollowUpsService;
}

/**
 * The events texted to a consenting client besides the submission (ADR 0035). A new one is a line here,
 * its handler line in texting.processor.ts, `texting` in its route, and its words in texting/locales.
 */
export const TEXTED_EVENTS = {
  'case.status_changed': {
    caseOf: (p) => p.applicationId,
    text: (p) => ({ kind: 'statusChanged', values: (locale) => ({ status: statusWords(p.toStatus, locale) }) }),
  },
  'case.documents_requested': {
    caseOf: (p) => p.applicationId,
    text: (p) => ({ kind: 'documentsRequested', values: () => ({ count: p.requestIds.length }) }),
  },
  'case.deadline_approaching': {
    caseOf: (p) => p.applicationId,
    text: (p) => ({ kind: 'deadline', values: (locale) => ({ dueOn: longDay(p.dueOn, locale), daysBefore: p.daysBefore }) }),
    // The rules or the case changed since (another due date, or the appeal was filed): the reminder is stale.
    current: (p, { deadlines }) => deadlines.reminderCurrent(p.reminderId),
  },
  'case.reply_unseen': { caseOf: (p) => p.applicationId, text: () => ({ kind: 'staffReply' }) },
  // The follow-ups (ADR 0037): each as its e-mail, and only while still true.
  'case.documents_reminder_due': {
    caseOf: (p) => p.applicationId,
    text: () => ({ kind: 'documentsReminder' }),
    current: async (p, { room }) => (await Promise.all(p.requestIds.map((id) => room.requestById(id)))).some((r) => r?.fulfilledAt === null),
  },
  'payment.link_reminder_due': {
    caseOf: (p) => p.applicationId,
    text: (p) => ({ kind: 'paymentLinkReminder', values: (locale) => ({ expiresOn: longDay(p.expiresOn, locale) }) }),
    current: (p, { followUps }) => followUps.paymentLinkCurrent(p.applicationId, p.expiresAt),
  },
} satisfies { [K in keyof DomainEvents]?: TextedEvent<K> };

export type TextedEventType = keyof typeof TEXTED_EVENTS;
