import { Inject, Injectable, Logger } from '@nestjs/common';
import { createElement } from 'react';
import { ContactService } from '../contact/contact.service';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import type { DomainEventJob } from '../core/events/domain-events';
import { EmailLedgerService } from './email-ledger.service';
import { renderEmail } from './templates/render-email';
import { StaffContactMessageEmail, staffContactMessageSubject } from './templates/staff-contact-message.email';

/** The e-mail a contact message causes: the message to staff, with Reply-To set to the visitor. */
@Injectable()
export class ContactEmailsService {
  private readonly logger = new Logger(ContactEmailsService.name);

  constructor(
    private readonly contact: ContactService,
    private readonly ledger: EmailLedgerService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async onContactReceived(job: DomainEventJob<'contact.received'>): Promise<void> {
    const message = await this.contact.findById(job.payload.contactMessageId);
    if (!message) {
      this.logger.warn(`contact.received ${job.eventId}: message ${job.payload.contactMessageId} no longer exists, nothing sent`);
      return;
    }
    const props = {
      name: message.name,
      email: message.email,
      phone: message.phone,
      platform: message.platform,
      subject: message.subject,
      message: message.message,
      language: message.locale.toUpperCase(),
    };
    await this.ledger.sendOnce({
      eventId: job.eventId,
      recipientRole: 'staff',
      to: this.env.STAFF_EMAIL,
      replyTo: message.email,
      template: 'staff-contact-message',
      subject: staffContactMessageSubject(message.id),
      render: () => renderEmail(createElement(StaffContactMessageEmail, props)),
    });
  }
}
