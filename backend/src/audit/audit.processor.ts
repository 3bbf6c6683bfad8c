import { Processor } from '@nestjs/bullmq';
import { EventProcessor, type EventHandlers } from '../core/events/event-processor';
import { QUEUES } from '../core/queue/queues';
import { AuditLogService } from './audit-log.service';

/** Writes the audit log from the staff actions' events, once per event. */
@Processor(QUEUES.audit, { concurrency: 5 })
export class AuditProcessor extends EventProcessor<typeof QUEUES.audit> {
  protected readonly handlers: EventHandlers<typeof QUEUES.audit>;

  constructor(audit: AuditLogService) {
    super();
    const record = async (job: Parameters<AuditLogService['record']>[0]) => {
      await audit.record(job);
    };
    this.handlers = {
      'case.status_changed': record,
      'payment_link.created': record,
      'payment_link.revoked': record,
      'payment_link.send_requested': record,
      'status_link.rotated': record,
      'case.assigned': record,
      'case.document_downloaded': record,
      'cases.exported': record,
      'staff.signed_in': record,
      'staff.sign_in_failed': record,
      'staff.signed_out': record,
      'staff.second_factor_changed': record,
      'case.opened': record,
      'case.note_added': record,
      'case.documents_requested': record,
      'case.staff_replied': record,
      'payment.refunded': record,
      'payment.dispute_opened': record,
      'payment.dispute_closed': record,
      'payment.dispute_evidence': record,
      'appeal.letter_changed': record,
      'appeal.filed': record,
      'macro.changed': record,
      'macro.applied': record,
    };
  }
}
