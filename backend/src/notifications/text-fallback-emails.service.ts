import { Injectable } from '@nestjs/common';
import { CasesService } from '../cases/cases.service';
import type { DomainEventJob } from '../core/events/domain-events';
import { EventEmails } from './event-emails';
import { EMAIL_TEMPLATES } from './templates/email-templates';

/** A text message the provider could not deliver: the client is told by e-mail, once per failed text, with the case room link (ADR 0035). */
@Injectable()
export class TextFallbackEmailsService extends EventEmails {
  constructor(private readonly cases: CasesService) {
    super();
  }

  async onTextDeliveryFailed(job: DomainEventJob<'text.delivery_failed'>): Promise<void> {
    const application = await this.current(job, this.cases.findById(job.payload.applicationId), 'the case is gone');
    if (!application) return;
    const props = {
      locale: application.locale,
      firstName: application.firstName,
      caseNumber: application.caseNumber,
      caseUrl: this.mail.caseRoomLink(application.statusToken, application.locale),
      ...this.mail.support,
    };
    await this.mail.sendTemplate(EMAIL_TEMPLATES.textUndelivered, props, this.toClient(job, application.id, application.email));
  }
}
