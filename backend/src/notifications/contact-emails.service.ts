import { Injectable, Logger } from '@nestjs/common';
import { ContactService } from '../contact/contact.service';
import type { DomainEventJob } from '../core/events/domain-events';
import { TemplateEmailService } from './template-email.service';
import { EMAIL_TEMPLATES } from './templates/email-templates';

/** The e-mail a contact message causes: the message to staff, with Reply-To set to the visitor. */
@Injectable()
export class ContactEmailsService {
  private readonly logger = new Logger(ContactEmailsService.name);

  constructor(
    private readonly contact: ContactService,
    private readonly mail: TemplateEmailService,
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
      messageId: message.id,
    };
    await this.mail.sendTemplate(EMAIL_TEMPLATES.staffContactMessage, props, {
      eventId: job.eventId,
      recipientRole: 'staff',
      to: this.mail.staffAddress,
      replyTo: message.email,
    });
  }
}
