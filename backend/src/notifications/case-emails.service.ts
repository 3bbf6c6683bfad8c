import { Inject, Injectable } from '@nestjs/common';
import { CasesService } from '../cases/cases.service';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import type { DomainEventJob } from '../core/events/domain-events';
import { EventEmails } from './event-emails';
import { EMAIL_TEMPLATES } from './templates/email-templates';

/** The e-mails a new case causes: a confirmation to the client and an alert to staff. */
@Injectable()
export class CaseEmailsService extends EventEmails {
  constructor(
    private readonly cases: CasesService,
    @Inject(ENV) private readonly env: Env,
  ) {
    super();
  }

  async onCaseSubmitted(job: DomainEventJob<'case.submitted'>): Promise<void> {
    const { applicationId } = job.payload;
    const application = await this.current(job, this.cases.findById(applicationId), `case ${applicationId} no longer exists`);
    if (!application) return;
    const client = {
      locale: application.locale,
      firstName: application.firstName,
      caseNumber: application.caseNumber,
      ...this.mail.support,
      statusUrl: this.mail.caseRoomLink(application.statusToken, application.locale),
    };
    await this.mail.sendTemplate(EMAIL_TEMPLATES.caseReceived, client, {
      ...this.toClient(job, application.id, application.email),
      // Anyone may submit a case with anyone's address: the confirmation must not become a way to spam it.
      dailyLimitPerAddress: this.env.CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY,
    });

    const staff = {
      caseNumber: application.caseNumber,
      name: `${application.firstName} ${application.lastName}`.trim(),
      email: application.email,
      phone: application.phone,
      platform: application.platform,
      deactivationDate: application.deactivationDate,
      source: application.source,
      language: application.locale.toUpperCase(),
      documentCount: application.documentCount,
      caseUrl: this.mail.staffCaseLink(application.caseNumber),
    };
    await this.mail.sendTemplate(EMAIL_TEMPLATES.staffCaseAlert, staff, this.toStaff(job, application.id));
  }
}
