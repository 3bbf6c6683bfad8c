import { Injectable } from '@nestjs/common';
import type { ContactMessage, Locale } from '@reactivation/contracts';
import type { ContactMessageRecord } from './contact-message-record';
import { ContactRepository } from './contact.repository';

/** The contact module's face to the rest of the code base. */
@Injectable()
export class ContactService {
  constructor(private readonly repository: ContactRepository) {}

  /** Stores a visitor's message and raises `contact.received`; returns the message id. */
  receive(input: ContactMessage, locale: Locale): Promise<string> {
    return this.repository.insertWithEvent(input, locale);
  }

  /** A stored message, or null; for consumers that re-read after an event. */
  findById(id: string): Promise<ContactMessageRecord | null> {
    return this.repository.findById(id);
  }
}
