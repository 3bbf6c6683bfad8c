import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  formatAmount,
  type AdminAuditEntry,
  type AdminAuditQuery,
  type AuditAction,
} from '@reactivation/contracts';
import { StaffDirectoryService } from '../admin-auth/staff-directory.service';
import { CasesService } from '../cases/cases.service';
import type { DomainEventJob, DomainEvents } from '../core/events/domain-events';
import { ApiException } from '../core/http/api.exception';
import { CaseMoneyService } from '../payments/case-money.service';
import { AuditLogRepository, type AuditPosition, type AuditRow } from './audit-log.repository';

/** The events the audit log is fed (EVENT_ROUTES sends them to the audit queue). */
export type AuditedEvent =
  | 'case.status_changed'
  | 'payment_link.created'
  | 'payment_link.revoked'
  | 'payment_link.send_requested'
  | 'status_link.rotated'
  | 'case.assigned'
  | 'case.document_downloaded'
  | 'cases.exported'
  | 'staff.signed_in'
  | 'staff.sign_in_failed'
  | 'staff.signed_out'
  | 'staff.second_factor_changed'
  | 'case.opened'
  | 'case.note_added'
  | 'case.documents_requested'
  | 'case.staff_replied'
  | 'payment.refunded'
  | 'payment.dispute_opened'
  | 'payment.dispute_closed'
  | 'payment.dispute_evidence'
  | 'appeal.letter_changed'
  | 'appeal.filed'
  | 'macro.changed'
  | 'macro.applied';

/** Who the journal names for what the card provider did (a refund in its dashboard, a dispute): not a staff member. */
export const PROVIDER_ACTOR = 'Stripe';

interface AuditEntry {
  actor: string;
  action: AuditAction;
  applicationId: string | null;
  detail: Record<string, string>;
}

function onCase(payload: { applicationId: string; actor: string }, action: AuditAction, detail: Record<string, string> = {}): AuditEntry {
  return { actor: payload.actor, action, applicationId: payload.applicationId, detail };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function encodeCursor(position: AuditPosition): string {
  return Buffer.from(`${position.at}|${position.id}`).toString('base64url');
}

function decodeCursor(cursor: string): AuditPosition {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || !UUID.test(id) || !/^[\d\-: .+]{10,40}$/.test(at) || Number.isNaN(new Date(at).getTime())) {
    throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid', { cursor: 'field.invalid' });
  }
  return { at, id };
}

/**
 * The audit log of staff actions: each action is a domain event raised in the same statement as
 * the action itself, and recorded here once (by the event's id), however often its job runs.
 */
@Injectable()
export class AuditLogService {
  private readonly logger = new Logger(AuditLogService.name);

  constructor(
    private readonly log: AuditLogRepository,
    private readonly cases: CasesService,
    private readonly staff: StaffDirectoryService,
    private readonly money: CaseMoneyService,
  ) {}

  /** How each audited event reads as an entry; null for an event that is not a staff action of its own. */
  private readonly entries: { [K in AuditedEvent]: (payload: DomainEvents[K]) => Promise<AuditEntry | null> } = {
    // Reaching payment_sent is the payment link's creation, and appeal_filed the filing's record, each
    // recorded as that: one action, one entry.
    'case.status_changed': async (payload) => {
      if (payload.toStatus === 'payment_sent' || payload.toStatus === 'appeal_filed') return null;
      const detail: Record<string, string> = { from: payload.fromStatus, to: payload.toStatus };
      // Closing records how the case ended.
      if (payload.outcome) Object.assign(detail, { outcome: payload.outcome, outcomeDate: payload.outcomeDate ?? '', reasonGroup: payload.reasonGroup ?? '' });
      return onCase(payload, 'status_changed', detail);
    },
    'payment_link.created': async (payload) => onCase(payload, payload.reissued ? 'payment_link_reissued' : 'payment_link_created'),
    'payment_link.revoked': async (payload) => onCase(payload, 'payment_link_revoked'),
    'payment_link.send_requested': async (payload) => onCase(payload, 'payment_link_sent'),
    'status_link.rotated': async (payload) => onCase(payload, 'status_link_rotated'),
    'case.assigned': async (payload) => {
      const names = await this.staff.names();
      const nameOf = (id: string | null) => (id ? (names.get(id) ?? id) : '');
      return onCase(payload, 'case_assigned', { from: nameOf(payload.fromOwnerId), to: nameOf(payload.toOwnerId) });
    },
    'case.document_downloaded': async (payload) => onCase(payload, 'document_downloaded', { documentId: payload.documentId }),
    'cases.exported': async ({ actor, filter = {} }) => {
      const detail: Record<string, string> = {};
      if (filter.q) detail.q = filter.q;
      if (filter.status) detail.status = filter.status;
      if (filter.report) Object.assign(detail, { report: filter.report, from: filter.from ?? '', to: filter.to ?? '' });
      if (filter.owner) detail.owner = UUID.test(filter.owner) ? ((await this.staff.names()).get(filter.owner) ?? filter.owner) : filter.owner;
      return { actor, action: 'cases_exported', applicationId: null, detail };
    },
    'staff.signed_in': async ({ actor }) => ({ actor, action: 'signed_in', applicationId: null, detail: {} }),
    'staff.sign_in_failed': async ({ actor, address, reason }) => ({
      actor,
      action: 'sign_in_failed',
      applicationId: null,
      detail: { address, reason },
    }),
    'staff.signed_out': async ({ actor }) => ({ actor, action: 'signed_out', applicationId: null, detail: {} }),
    'staff.second_factor_changed': async ({ actor, change }) => ({
      actor,
      action: `second_factor_${change}`,
      applicationId: null,
      detail: {},
    }),
    'case.opened': async (payload) => onCase(payload, 'case_opened'),
    // The note itself stays in the case file; the log says that one was written.
    'case.note_added': async (payload) => onCase(payload, 'note_added'),
    'case.documents_requested': async (payload) => onCase(payload, 'documents_requested', { items: String(payload.requestIds.length) }),
    // The message itself stays in the case file, as a note does.
    'case.staff_replied': async (payload) => onCase(payload, 'client_messaged'),
    // Staff's refunds under their name; a refund made in the provider's dashboard under the provider's.
    'payment.refunded': async (payload) => {
      const refund = await this.money.refundForJournal(payload.refundId);
      const detail: Record<string, string> = { refundId: payload.refundId, fullyRefunded: String(payload.fullyRefunded) };
      if (refund) Object.assign(detail, { amount: formatAmount(refund.amount, refund.currency), reason: refund.reason, source: refund.source });
      return { actor: payload.actor ?? PROVIDER_ACTOR, action: 'payment_refunded', applicationId: payload.applicationId, detail };
    },
    'payment.dispute_opened': async (payload) => {
      const notice = await this.money.disputeNotice(payload.disputeId);
      const detail: Record<string, string> = { disputeId: payload.disputeId };
      if (notice) {
        Object.assign(detail, {
          amount: formatAmount(notice.dispute.amount, notice.dispute.currency),
          reason: notice.dispute.reason,
          dueBy: notice.dispute.dueBy ?? '',
        });
      }
      return { actor: PROVIDER_ACTOR, action: 'dispute_opened', applicationId: payload.applicationId, detail };
    },
    'payment.dispute_closed': async (payload) => ({
      actor: PROVIDER_ACTOR,
      action: 'dispute_closed',
      applicationId: payload.applicationId,
      detail: { disputeId: payload.disputeId, outcome: payload.outcome },
    }),
    'payment.dispute_evidence': async (payload) =>
      onCase(payload, payload.submitted ? 'dispute_evidence_submitted' : 'dispute_evidence_downloaded', { disputeId: payload.disputeId }),
    'appeal.letter_changed': async (payload) => onCase(payload, `appeal_letter_${payload.change}`, { version: String(payload.version) }),
    'appeal.filed': async (payload) => onCase(payload, 'appeal_filed', { filedOn: payload.filedOn, method: payload.method }),
    'macro.changed': async ({ actor, change, macroId, title }) => ({
      actor,
      action: `macro_${change}`,
      applicationId: null,
      detail: { macroId, title },
    }),
    // Its parts have entries of their own (the message, the requests, the move); this one names the macro.
    'macro.applied': async (payload) => {
      const detail: Record<string, string> = { macroId: payload.macroId, title: payload.title, messageSent: String(payload.messageSent), requests: String(payload.requests) };
      if (payload.toStatus) detail.to = payload.toStatus;
      return onCase(payload, 'macro_applied', detail);
    },
  };

  /** Records the action an event stands for; false when it was recorded before, or stands for none. */
  async record<K extends AuditedEvent>(job: DomainEventJob<K>): Promise<boolean> {
    const entryOf = this.entries[job.type] as (payload: DomainEvents[K]) => Promise<AuditEntry | null>;
    const entry = await entryOf(job.payload);
    if (!entry) return false;
    if (typeof entry.actor !== 'string' || !entry.actor || (entry.applicationId !== null && !UUID.test(String(entry.applicationId)))) {
      // A malformed event is no staff action to record; retrying it would not change that.
      this.logger.warn(`${job.type} ${job.eventId}: no actor or case in the event, not recorded`);
      return false;
    }
    const caseNumber = entry.applicationId ? ((await this.cases.findById(entry.applicationId))?.caseNumber ?? null) : null;
    return this.log.insert({
      id: job.eventId,
      at: new Date(job.occurredAt),
      actor: entry.actor,
      action: entry.action,
      application_id: entry.applicationId,
      case_number: caseNumber,
      detail: entry.detail,
    });
  }

  /** A page of the log, newest first; the cursor comes from the previous page's Link header. */
  async list(query: AdminAuditQuery): Promise<{ items: AdminAuditEntry[]; nextCursor: string | null }> {
    const limit = query.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await this.log.page({ actor: query.actor || undefined, action: query.action }, after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(toEntry),
      nextCursor: rows.length > limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
    };
  }
}

function toEntry(row: AuditRow): AdminAuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    action: row.action,
    applicationId: row.application_id,
    caseNumber: row.case_number,
    detail: row.detail,
  };
}
