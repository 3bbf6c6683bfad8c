import { Inject, Injectable, Logger } from '@nestjs/common';
import { createElement } from 'react';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import type { DomainEventJob } from '../core/events/domain-events';
import { PaymentsService } from '../payments/payments.service';
import { EmailLedgerService } from './email-ledger.service';
import { PaymentReceiptEmail, paymentReceiptSubject } from './templates/payment-receipt.email';
import { renderEmail } from './templates/render-email';
import { StaffPaymentAlertEmail, staffPaymentAlertSubject } from './templates/staff-payment-alert.email';

const LOCALE_TAGS = { en: 'en-US', es: 'es-US' } as const;

function money(cents: number, currency: string): string {
  return `$${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** The e-mails a received payment causes: the client's receipt and a staff alert. */
@Injectable()
export class PaymentEmailsService {
  private readonly logger = new Logger(PaymentEmailsService.name);

  constructor(
    private readonly payments: PaymentsService,
    private readonly ledger: EmailLedgerService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async onPaymentSucceeded(job: DomainEventJob<'payment.succeeded'>): Promise<void> {
    const paid = await this.payments.receivedPayment(job.payload.paymentId);
    if (!paid) {
      this.logger.warn(
        `payment.succeeded ${job.eventId}: payment ${job.payload.paymentId} is not a received payment, nothing sent`,
      );
      return;
    }
    const amount = money(paid.amount, paid.currency);
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
      statusUrl: new URL(`/case/${paid.statusToken}`, this.env.PUBLIC_URL).toString(),
      supportEmail: this.env.SUPPORT_EMAIL,
      supportPhone: this.env.SUPPORT_PHONE,
    };
    await this.ledger.sendOnce({
      eventId: job.eventId,
      recipientRole: 'client',
      applicationId: paid.applicationId,
      to: paid.email,
      template: 'payment-receipt',
      subject: paymentReceiptSubject(receipt),
      render: () => renderEmail(createElement(PaymentReceiptEmail, receipt)),
    });
    const alert = {
      caseNumber: paid.caseNumber,
      name: `${paid.firstName} ${paid.lastName}`.trim(),
      email: paid.email,
      amount,
      paidAt: paid.paidAt.toLocaleString('ru-RU', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' }),
      adminUrl: new URL('/admin', this.env.PUBLIC_URL).toString(),
    };
    await this.ledger.sendOnce({
      eventId: job.eventId,
      recipientRole: 'staff',
      applicationId: paid.applicationId,
      to: this.env.STAFF_EMAIL,
      template: 'staff-payment-alert',
      subject: staffPaymentAlertSubject(alert),
      render: () => renderEmail(createElement(StaffPaymentAlertEmail, alert)),
    });
  }
}
