import { Inject, Logger } from '@nestjs/common';
import type { DomainEventJob } from '../core/events/domain-events';
import { TemplateEmailService, type Delivery } from './template-email.service';

/**
 * Base of the services that turn an event into e-mails: their logger, the template sender, and the
 * re-read every handler starts with. A handler re-reads what the event names through the owning
 * module's service, since the job may run late or twice, and sends nothing when it is gone.
 */
export abstract class EventEmails {
  protected readonly logger = new Logger(this.constructor.name);
  // A property, not a constructor parameter: each service's constructor lists only what is its own.
  @Inject(TemplateEmailService) protected readonly mail!: TemplateEmailService;

  /** `read`'s answer; when it is null, a warning `<event> <id>: <gone>, nothing sent`, and null. */
  protected async current<T>(job: DomainEventJob, read: Promise<T | null>, gone: string): Promise<T | null> {
    const found = await read;
    if (!found) this.logger.warn(`${job.type} ${job.eventId}: ${gone}, nothing sent`);
    return found;
  }

  /** Who gets it, for an e-mail to a case's client under this event (once per event and recipient). */
  protected toClient(job: DomainEventJob, applicationId: string, email: string): Delivery {
    return { eventId: job.eventId, recipientRole: 'client', applicationId, to: email };
  }

  /** Who gets it, for the staff alert of this event. */
  protected toStaff(job: DomainEventJob, applicationId?: string): Delivery {
    return { eventId: job.eventId, recipientRole: 'staff', applicationId, to: this.mail.staffAddress };
  }
}
