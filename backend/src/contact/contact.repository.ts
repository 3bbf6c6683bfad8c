import { Injectable } from '@nestjs/common';
import type { ContactMessage as ContactMessageInput, ContactPlatform, Locale } from '@reactivation/contracts';
import { randomUUID } from 'node:crypto';
import { SqlClient } from '../core/database/sql-client';
import { outboxInsertSelect } from '../core/events/outbox.sql';
import type { ContactMessageRecord } from './contact-message-record';

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

interface MessageRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  platform: ContactPlatform | null;
  subject: string;
  message: string;
  locale: Locale;
  created_at: string;
}

@Injectable()
export class ContactRepository {
  constructor(private readonly sql: SqlClient) {}

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
    const [row] = await this.sql.query<MessageRow>(
      'contact-message-by-id',
      `select id, name, email, phone, platform, subject, message, locale, created_at from contact_message where id = $1`,
      [id],
    );
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      platform: row.platform,
      subject: row.subject,
      message: row.message,
      locale: row.locale,
      createdAt: new Date(row.created_at),
    };
  }
}
