import { Inject, Injectable, Logger } from '@nestjs/common';
import { createElement } from 'react';
import { CasesService } from '../cases/cases.service';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import type { DomainEventJob } from '../core/events/domain-events';
import { EmailLedgerService } from './email-ledger.service';
import { CaseReceivedEmail, caseReceivedSubject } from './templates/case-received.email';
import { renderEmail } from './templates/render-email';
import { StaffCaseAlertEmail, staffCaseAlertSubject } from './templates/staff-case-alert.email';

/** The e-mails a new case causes: a confirmation to the client and an alert to staff. */
@Injectable()
export class CaseEmailsService {
  private readonly logger = new Logger(CaseEmailsService.name);

  constructor(
    private readonly cases: CasesService,
    private readonly ledger: EmailLedgerService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async onCaseSubmitted(job: DomainEventJob<'case.submitted'>): Promise<void> {
    const application = await this.cases.findById(job.payload.applicationId);
    if (!application) {
      this.logger.warn(`case.submitted ${job.eventId}: case ${job.payload.applicationId} no longer exists, nothing sent`);
      return;
    }
    const client = {
      locale: application.locale,
      firstName: application.firstName,
      caseNumber: application.caseNumber,
      supportEmail: this.env.SUPPORT_EMAIL,
      supportPhone: this.env.SUPPORT_PHONE,
      statusUrl: new URL(`/case/${application.statusToken}`, this.env.PUBLIC_URL).toString(),
    };
    await this.ledger.sendOnce({
      eventId: job.eventId,
      recipientRole: 'client',
      applicationId: application.id,
      to: application.email,
      template: 'case-received',
      subject: caseReceivedSubject(client),
      // Anyone may submit a case with anyone's address: the confirmation must not become a way to spam it.
      dailyLimitPerAddress: this.env.CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY,
      render: () => renderEmail(createElement(CaseReceivedEmail, client)),
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
      adminUrl: new URL('/admin', this.env.PUBLIC_URL).toString(),
    };
    await this.ledger.sendOnce({
      eventId: job.eventId,
      recipientRole: 'staff',
      applicationId: application.id,
      to: this.env.STAFF_EMAIL,
      template: 'staff-case-alert',
      subject: staffCaseAlertSubject(staff),
      render: () => renderEmail(createElement(StaffCaseAlertEmail, staff)),
    });
  }
}
