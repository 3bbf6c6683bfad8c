import { Injectable } from '@nestjs/common';
import { formatAmount } from '@reactivation/contracts';
import type { DomainEventJob } from '../core/events/domain-events';
import { PaymentsService } from '../payments/payments.service';
import { EventEmails } from './event-emails';
import { EMAIL_TEMPLATES } from './templates/email-templates';

const LOCALE_TAGS = { en: 'en-US', es: 'es-US' } as const;

/** The e-mails a received payment causes: the client's receipt and a staff alert. */
@Injectable()
export class PaymentEmailsService extends EventEmails {
  constructor(private readonly payments: PaymentsService) {
    super();
  }

  async onPaymentSucceeded(job: DomainEventJob<'payment.succeeded'>): Promise<void> {
    const { paymentId } = job.payload;
    const paid = await this.current(
      job,
      this.payments.receivedPayment(paymentId),
      `payment ${paymentId} is not a received payment`,
    );
    if (!paid) return;
    const amount = formatAmount(paid.amount, paid.currency);
    const receipt = {
      locale: paid.locale,
      firstName: paid.firstName,
      caseNumber: paid.caseNumber,
      amount,
      paidAt: paid.paidAt.toLocaleString(LOCALE_TAGS[paid.locale], {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'America/New_York',
      }),
      statusUrl: this.mail.caseRoomLink(paid.statusToken, paid.locale),
      receiptNumber: paid.receiptNumber,
      receiptUrl: this.mail.link(`/api/case-status/${paid.statusToken}/receipt.pdf`),
      agreementUrl: paid.agreementAccepted ? this.mail.link(`/api/case-status/${paid.statusToken}/agreement.pdf`) : null,
      ...this.mail.support,
    };
    await this.mail.sendTemplate(EMAIL_TEMPLATES.paymentReceipt, receipt, this.toClient(job, paid.applicationId, paid.email));
    const alert = {
      caseNumber: paid.caseNumber,
      name: `${paid.firstName} ${paid.lastName}`.trim(),
      email: paid.email,
      amount,
      paidAt: paid.paidAt.toLocaleString('ru-RU', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' }),
      caseUrl: this.mail.staffCaseLink(paid.caseNumber),
    };
    await this.mail.sendTemplate(EMAIL_TEMPLATES.staffPaymentAlert, alert, this.toStaff(job, paid.applicationId));
  }
}
