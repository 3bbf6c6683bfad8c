import { Inject, Injectable, Logger } from '@nestjs/common';
import { createElement } from 'react';
import { CasesService } from '../cases/cases.service';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import type { DomainEventJob } from '../core/events/domain-events';
import { EmailLedgerService } from './email-ledger.service';
import { CaseStatusChangedEmail, caseStatusChangedSubject } from './templates/case-status-changed.email';
import { PaymentLinkEmail, paymentLinkSubject } from './templates/payment-link.email';
import { renderEmail } from './templates/render-email';

/** The fee as clients read it in e-mails (SPEC §9). */
const FEE_TEXT = '$200.00 USD';

/** E-mails to the client as staff move the case along: each new status, and the payment link. */
@Injectable()
export class WorkflowEmailsService {
  private readonly logger = new Logger(WorkflowEmailsService.name);

  constructor(
    private readonly cases: CasesService,
    private readonly ledger: EmailLedgerService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async onStatusChanged(job: DomainEventJob<'case.status_changed'>): Promise<void> {
    // Reaching payment_sent is told by the payment-link e-mail itself, which carries the link.
    if (job.payload.toStatus === 'payment_sent') return;
    const application = await this.cases.findById(job.payload.applicationId);
    if (!application) {
      this.logger.warn(`case.status_changed ${job.eventId}: case ${job.payload.applicationId} no longer exists, nothing sent`);
      return;
    }
    const props = {
      locale: application.locale,
      firstName: application.firstName,
      caseNumber: application.caseNumber,
      // The status as of the event, not as of now: a late job still tells the step it was raised for.
      status: job.payload.toStatus,
      statusUrl: new URL(`/case/${application.statusToken}`, this.env.PUBLIC_URL).toString(),
      supportEmail: this.env.SUPPORT_EMAIL,
      supportPhone: this.env.SUPPORT_PHONE,
    };
    await this.ledger.sendOnce({
      eventId: job.eventId,
      recipientRole: 'client',
      applicationId: application.id,
      to: application.email,
      template: `case-status-${job.payload.toStatus}`,
      subject: caseStatusChangedSubject(props),
      render: () => renderEmail(createElement(CaseStatusChangedEmail, props)),
    });
  }

  async onPaymentLinkSendRequested(job: DomainEventJob<'payment_link.send_requested'>): Promise<void> {
    const application = await this.cases.findById(job.payload.applicationId);
    if (!application?.paymentToken) {
      this.logger.warn(
        `payment_link.send_requested ${job.eventId}: case ${job.payload.applicationId} has no payment link, nothing sent`,
      );
      return;
    }
    const props = {
      locale: application.locale,
      firstName: application.firstName,
      caseNumber: application.caseNumber,
      paymentUrl: new URL(`/payment/${application.paymentToken}`, this.env.PUBLIC_URL).toString(),
      amount: FEE_TEXT,
      supportEmail: this.env.SUPPORT_EMAIL,
      supportPhone: this.env.SUPPORT_PHONE,
    };
    await this.ledger.sendOnce({
      eventId: job.eventId,
      recipientRole: 'client',
      applicationId: application.id,
      to: application.email,
      template: 'payment-link',
      subject: paymentLinkSubject(props),
      render: () => renderEmail(createElement(PaymentLinkEmail, props)),
    });
  }
}
