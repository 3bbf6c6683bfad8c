import { Injectable } from '@nestjs/common';
import type { CaseRecord } from '../cases/case-record';
import { CasesService } from '../cases/cases.service';
import { CaseOutcomesService } from '../cases/outcome/case-outcomes.service';
import type { DomainEventJob } from '../core/events/domain-events';
import { EventEmails } from './event-emails';
import { CLOSING_STATUS, type Locale } from '@reactivation/contracts';
import { FEE_TEXT } from './templates/email-texts';
import { EMAIL_TEMPLATES } from './templates/email-templates';

/** E-mails to the client as staff move the case along: each new status, and the payment link. */
@Injectable()
export class WorkflowEmailsService extends EventEmails {
  constructor(
    private readonly cases: CasesService,
    private readonly outcomes: CaseOutcomesService,
  ) {
    super();
  }

  async onStatusChanged(job: DomainEventJob<'case.status_changed'>): Promise<void> {
    // Reaching payment_sent is told by the payment-link e-mail itself, which carries the link.
    if (job.payload.toStatus === 'payment_sent') return;
    const { applicationId } = job.payload;
    const application = await this.current(job, this.cases.findById(applicationId), `case ${applicationId} no longer exists`);
    if (!application) return;
    if (job.payload.toStatus === CLOSING_STATUS && job.payload.outcome && job.payload.outcomeDate) {
      // Closing is told by the closing e-mail: how the case ended, and the satisfaction question.
      const props = {
        ...this.clientProps(application),
        outcome: job.payload.outcome,
        outcomeDate: formatDay(job.payload.outcomeDate, application.locale),
        statusUrl: this.mail.caseRoomLink(application.statusToken, application.locale),
        satisfactionUrl: this.outcomes.satisfactionUrl(application.id, application.locale),
      };
      await this.mail.sendTemplate(EMAIL_TEMPLATES.caseClosed, props, this.toClient(job, application.id, application.email));
      return;
    }
    const props = {
      ...this.clientProps(application),
      // The status as of the event, not as of now: a late job still tells the step it was raised for.
      status: job.payload.toStatus,
      statusUrl: this.mail.caseRoomLink(application.statusToken, application.locale),
    };
    await this.mail.sendTemplate(EMAIL_TEMPLATES.caseStatusChanged, props, this.toClient(job, application.id, application.email));
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
      ...this.clientProps(application),
      paymentUrl: this.mail.link(`/payment/${application.paymentToken}`),
      amount: FEE_TEXT,
    };
    await this.mail.sendTemplate(EMAIL_TEMPLATES.paymentLink, props, this.toClient(job, application.id, application.email));
  }

  private clientProps(application: CaseRecord) {
    return {
      locale: application.locale,
      firstName: application.firstName,
      caseNumber: application.caseNumber,
      ...this.mail.support,
    };
  }
}

/** "November 28, 2026" / "28 de noviembre de 2026": a calendar day, read as that day wherever the server runs. */
function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
