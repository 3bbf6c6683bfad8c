import { Injectable } from '@nestjs/common';
import type { Locale } from '@reactivation/contracts';
import { CasesService } from '../cases/cases.service';
import { FollowUpsService } from '../cases/follow-ups/follow-ups.service';
import { CaseRoomService } from '../cases/room/case-room.service';
import type { DomainEventJob } from '../core/events/domain-events';
import { EventEmails } from './event-emails';
import { EMAIL_TEMPLATES } from './templates/email-templates';
import { FEE_TEXT } from './templates/email-texts';

/** "December 1, 2026" / "1 de diciembre de 2026": a calendar day, read as that day wherever the server runs. */
function longDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The client's follow-up e-mails (ADR 0037), each once per event: the documents still missing a few
 * business days after staff asked, and the payment link about to expire. Each re-reads what it says
 * and sends nothing when it stopped being true (the files came, the link was paid, ended or re-issued).
 */
@Injectable()
export class FollowUpEmailsService extends EventEmails {
  constructor(
    private readonly cases: CasesService,
    private readonly room: CaseRoomService,
    private readonly followUps: FollowUpsService,
  ) {
    super();
  }

  async onDocumentsReminderDue(job: DomainEventJob<'case.documents_reminder_due'>): Promise<void> {
    const application = await this.current(job, this.cases.findById(job.payload.applicationId), 'the case is gone');
    if (!application) return;
    const requests = await Promise.all(job.payload.requestIds.map((id) => this.room.requestById(id)));
    const items = requests.flatMap((request) => (request && request.fulfilledAt === null ? [request.label] : []));
    if (items.length === 0) {
      this.logger.log(`${job.type} ${job.eventId}: the documents came meanwhile, nothing sent`);
      return;
    }
    await this.mail.sendTemplate(
      EMAIL_TEMPLATES.documentsRequested,
      {
        locale: application.locale,
        firstName: application.firstName,
        caseNumber: application.caseNumber,
        items,
        caseUrl: this.mail.caseRoomLink(application.statusToken, application.locale),
        reminder: true,
        ...this.mail.support,
      },
      this.toClient(job, application.id, application.email),
    );
  }

  async onPaymentLinkReminderDue(job: DomainEventJob<'payment.link_reminder_due'>): Promise<void> {
    const application = await this.current(job, this.cases.findById(job.payload.applicationId), 'the case is gone');
    if (!application) return;
    if (!application.paymentToken || !(await this.followUps.paymentLinkCurrent(application.id, job.payload.expiresAt))) {
      this.logger.log(`${job.type} ${job.eventId}: the link was paid, ended or re-issued meanwhile, nothing sent`);
      return;
    }
    await this.mail.sendTemplate(
      EMAIL_TEMPLATES.paymentLinkReminder,
      {
        locale: application.locale,
        firstName: application.firstName,
        caseNumber: application.caseNumber,
        paymentUrl: this.mail.link(`/payment/${application.paymentToken}`),
        amount: FEE_TEXT,
        expiresOn: longDay(job.payload.expiresOn, application.locale),
        ...this.mail.support,
      },
      this.toClient(job, application.id, application.email),
    );
  }
}
