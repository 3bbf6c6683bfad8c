import { Processor } from '@nestjs/bullmq';
import { EventProcessor, type EventHandlers } from '../core/events/event-processor';
import { QUEUES } from '../core/queue/queues';
import { CaseEmailsService } from './case-emails.service';
import { CaseRoomEmailsService } from './case-room-emails.service';
import { ContactEmailsService } from './contact-emails.service';
import { DeadlineEmailsService } from './deadline-emails.service';
import { DraftEmailsService } from './draft-emails.service';
import { FollowUpEmailsService } from './follow-up-emails.service';
import { MoneyEmailsService } from './money-emails.service';
import { PaymentEmailsService } from './payment-emails.service';
import { TextFallbackEmailsService } from './text-fallback-emails.service';
import { WorkflowEmailsService } from './workflow-emails.service';

/** Turns domain events into e-mails. */
@Processor(QUEUES.notifications, { concurrency: 5 })
export class NotificationsProcessor extends EventProcessor<typeof QUEUES.notifications> {
  protected readonly handlers: EventHandlers<typeof QUEUES.notifications>;

  constructor(
    caseEmails: CaseEmailsService,
    contactEmails: ContactEmailsService,
    workflowEmails: WorkflowEmailsService,
    paymentEmails: PaymentEmailsService,
    draftEmails: DraftEmailsService,
    caseRoomEmails: CaseRoomEmailsService,
    moneyEmails: MoneyEmailsService,
    deadlineEmails: DeadlineEmailsService,
    followUpEmails: FollowUpEmailsService,
    textFallbackEmails: TextFallbackEmailsService,
  ) {
    super();
    this.handlers = {
      'case.submitted': (job) => caseEmails.onCaseSubmitted(job),
      'contact.received': (job) => contactEmails.onContactReceived(job),
      'case.status_changed': (job) => workflowEmails.onStatusChanged(job),
      'payment_link.send_requested': (job) => workflowEmails.onPaymentLinkSendRequested(job),
      'payment.succeeded': (job) => paymentEmails.onPaymentSucceeded(job),
      'draft.abandoned': (job) => draftEmails.onDraftAbandoned(job),
      'case.documents_requested': (job) => caseRoomEmails.onDocumentsRequested(job),
      'case.documents_uploaded': (job) => caseRoomEmails.onDocumentsUploaded(job),
      'case.message_posted': (job) => caseRoomEmails.onMessagePosted(job),
      'payment.refunded': (job) => moneyEmails.onRefunded(job),
      'payment.dispute_opened': (job) => moneyEmails.onDisputeOpened(job),
      'payment.dispute_closed': (job) => moneyEmails.onDisputeClosed(job),
      'case.deadline_approaching': (job) => deadlineEmails.onDeadlineApproaching(job),
      'case.documents_reminder_due': (job) => followUpEmails.onDocumentsReminderDue(job),
      'payment.link_reminder_due': (job) => followUpEmails.onPaymentLinkReminderDue(job),
      'text.delivery_failed': (job) => textFallbackEmails.onTextDeliveryFailed(job),
    };
  }
}
