import { Injectable } from '@nestjs/common';
import { formatAmount } from '@reactivation/contracts';
import type { DomainEventJob } from '../core/events/domain-events';
import { CaseMoneyService } from '../payments/case-money.service';
import { EventEmails } from './event-emails';
import { EMAIL_TEMPLATES } from './templates/email-templates';

const RU_TIME = { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' } as const;

/**
 * The e-mails of money after the payment: the client's for each refund (in their language, with when
 * the money arrives), and staff's at once when a bank disputes a payment and when the dispute closes.
 */
@Injectable()
export class MoneyEmailsService extends EventEmails {
  constructor(private readonly money: CaseMoneyService) {
    super();
  }

  async onRefunded(job: DomainEventJob<'payment.refunded'>): Promise<void> {
    const notice = await this.current(job, this.money.refundNotice(job.payload.refundId), `refund ${job.payload.refundId} is gone or moved no money`);
    if (!notice) return;
    const format = (cents: number) => formatAmount(cents, notice.currency);
    await this.mail.sendTemplate(
      EMAIL_TEMPLATES.paymentRefunded,
      {
        locale: notice.locale,
        firstName: notice.firstName,
        caseNumber: notice.caseNumber,
        amount: format(notice.amount),
        totalRefunded: format(notice.totalRefunded),
        remaining: notice.remaining > 0 ? format(notice.remaining) : null,
        receiptNumber: notice.receiptNumber,
        cardLast4: notice.cardLast4,
        statusUrl: this.mail.caseRoomLink(notice.statusToken, notice.locale),
        ...this.mail.support,
      },
      this.toClient(job, notice.applicationId, notice.email),
    );
  }

  onDisputeOpened(job: DomainEventJob<'payment.dispute_opened'>): Promise<void> {
    return this.alert(job, job.payload.disputeId, 'opened');
  }

  onDisputeClosed(job: DomainEventJob<'payment.dispute_closed'>): Promise<void> {
    return this.alert(job, job.payload.disputeId, 'closed');
  }

  private async alert(job: DomainEventJob, disputeId: string, change: 'opened' | 'closed'): Promise<void> {
    const notice = await this.current(job, this.money.disputeNotice(disputeId), `dispute ${disputeId} or its case is gone`);
    if (!notice) return;
    const { dispute } = notice;
    await this.mail.sendTemplate(
      EMAIL_TEMPLATES.staffDisputeAlert,
      {
        change,
        caseNumber: notice.caseNumber,
        name: notice.clientName,
        email: notice.email,
        amount: formatAmount(dispute.amount, dispute.currency),
        reason: dispute.reason,
        status: dispute.status,
        dueBy: dispute.dueBy ? new Date(dispute.dueBy).toLocaleString('ru-RU', RU_TIME) : null,
        outcome: dispute.outcome,
        receiptNumber: notice.receiptNumber,
        caseUrl: this.mail.staffCaseLink(notice.caseNumber),
      },
      this.toStaff(job, notice.applicationId),
    );
  }
}
