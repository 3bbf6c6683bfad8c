import { Injectable } from '@nestjs/common';
import { ContactService } from '../contact/contact.service';
import type { DomainEventJob } from '../core/events/domain-events';
import { EventEmails } from './event-emails';
import { EMAIL_TEMPLATES } from './templates/email-templates';

/** The e-mail a contact message causes: the message to staff, with Reply-To set to the visitor. */
@Injectable()
export class ContactEmailsService extends EventEmails {
  constructor(private readonly contact: ContactService) {
    super();
  }

  async onContactReceived(job: DomainEventJob<'contact.received'>): Promise<void> {
    const { contactMessageId } = job.payload;
    const message = await this.current(
      job,
      this.contact.findById(contactMessageId),
      `message ${contactMessageId} no longer exists`,
    );
    if (!message) return;
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
    await this.mail.sendTemplate(EMAIL_TEMPLATES.staffContactMessage, props, { ...this.toStaff(job), replyTo: message.email });
  }
}
