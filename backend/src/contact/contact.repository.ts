import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ContactMessage as ContactMessageInput, ContactPlatform, Locale } from '@reactivation/contracts';
import { randomUUID } from 'node:crypto';
import { SqlClient } from '../core/database/sql-client';
import { outboxInsertSelect } from '../core/events/outbox.sql';
import type { ContactMessageRecord } from './contact-message-record';
import { ContactMessage } from './contact-message.entity';

/* The message and its `contact.received` event in one prepared statement, as cases.repository.ts does. */
const INSERT_MESSAGE_SQL = `
with msg as (
  insert into contact_message (id, name, email, phone, platform, subject, message, locale)
  values ($1, $2, $3, $4, $5, $6, $7, $8)
  returning id
), event as (
  ${outboxInsertSelect('contact.received', "jsonb_build_object('contactMessageId', msg.id)", 'msg')}
)
select id from msg`;

@Injectable()
export class ContactRepository {
  constructor(
    private readonly sql: SqlClient,
    private readonly em: EntityManager,
  ) {}

  /** Stores the message with its event; returns the message id. */
  async insertWithEvent(input: ContactMessageInput, locale: Locale): Promise<string> {
    const rows = await this.sql.query<{ id: string }>('insert-contact-message', INSERT_MESSAGE_SQL, [
      randomUUID(),
      input.name,
      input.email,
      input.phone || null,
      input.platform ?? null,
      input.subject,
      input.message,
      locale,
    ]);
    const row = rows[0];
    if (!row) throw new Error('The contact message insert returned no row');
    return row.id;
  }

  async findById(id: string): Promise<ContactMessageRecord | null> {
    const found = await this.em.fork().findOne(ContactMessage, { id });
    if (!found) return null;
    return {
      id: found.id,
      name: found.name,
      email: found.email,
      phone: found.phone ?? null,
      platform: (found.platform as ContactPlatform | undefined) ?? null,
      subject: found.subject,
      message: found.message,
      locale: found.locale,
      createdAt: found.createdAt,
    };
  }
}
