import { Module } from '@nestjs/common';
import { ContactMessagesRetention } from './contact-messages.retention';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';

/**
 * Contact messages: the table, and the service that stores and reads them. Both roles import it
 * (the worker reads a message to e-mail staff), so it carries no controller: a controller's
 * rate-limit guard needs the throttler, which only the api role loads.
 */
@Module({
  providers: [ContactService, ContactRepository, ContactMessagesRetention],
  exports: [ContactService],
})
export class ContactModule {}
