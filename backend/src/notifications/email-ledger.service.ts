import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { MAILER, type Mailer } from './mailer.port';

export interface OutgoingEmail {
  eventId: string;
  /** Who it is for within the event ("client", "staff"): one e-mail per event and role. */
  recipientRole: string;
  applicationId?: string;
  to: string;
  template: string;
  subject: string;
  replyTo?: string;
  render: () => { html: string; text: string };
}

/**
 * Sends an e-mail at most once per event and recipient, however often its job runs: the ledger
 * row is claimed first and marked sent after the server accepted the message. A crash between
 * the two sends again on retry (at least once), with the same Message-ID so clients can fold it.
 */
@Injectable()
export class EmailLedgerService {
  private readonly domain: string;

  constructor(
    private readonly em: EntityManager,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(ENV) env: Env,
  ) {
    this.domain = new URL(env.PUBLIC_URL).hostname;
  }

  /** Returns false when this e-mail had already been sent. */
  async sendOnce(email: OutgoingEmail): Promise<boolean> {
    const connection = this.em.getConnection();
    const messageId = `<${email.eventId}.${email.recipientRole}@${this.domain}>`;
    const claimed: { id: string }[] = await connection.execute(
      `insert into email_delivery (id, event_id, recipient_role, application_id, to_address, template, subject, message_id)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (event_id, recipient_role) do update set attempts = email_delivery.attempts + 1
       where email_delivery.status = 'sending'
       returning id`,
      [randomUUID(), email.eventId, email.recipientRole, email.applicationId ?? null, email.to, email.template, email.subject, messageId],
    );
    const row = claimed[0];
    if (!row) return false;
    const body = email.render();
    const replyTo = email.replyTo ? { replyTo: email.replyTo } : {};
    await this.mailer.send({ to: email.to, subject: email.subject, messageId, ...replyTo, ...body });
    await connection.execute(`update email_delivery set status = 'sent', sent_at = now() where id = ?`, [row.id]);
    return true;
  }
}
