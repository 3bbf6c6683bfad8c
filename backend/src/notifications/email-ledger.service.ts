import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ENV } from '../config/env.module';
import { mailboxOf } from '../core/limits/mailbox';
import { SqlClient, type SqlRunner } from '../core/database/sql-client';
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
  /**
   * At most this many e-mails of this template to one mailbox in 24 hours; past it nothing is sent.
   * For e-mails anyone can make us send to any address (the case confirmation, the draft resume).
   * Counted by the mailbox the address reaches (`mailboxOf`), so `victim+1@…` and Gmail dot variants
   * share one cap; the e-mail still goes to `to` as written.
   */
  dailyLimitPerAddress?: number;
  render: () => { html: string; text: string };
}

const CLAIM_SQL = `insert into email_delivery (id, event_id, recipient_role, application_id, to_address, template, subject, message_id, mailbox)
   values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
   on conflict (event_id, recipient_role) do update set attempts = email_delivery.attempts + 1
   where email_delivery.status = 'sending'
   returning id`;

/**
 * Sends an e-mail at most once per event and recipient, however often its job runs: the ledger
 * row is claimed first and marked sent after the server accepted the message. A crash between
 * the two sends again on retry (at least once), with the same Message-ID so clients can fold it.
 */
@Injectable()
export class EmailLedgerService {
  private readonly logger = new Logger(EmailLedgerService.name);
  private readonly domain: string;

  constructor(
    private readonly sql: SqlClient,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(ENV) env: Env,
  ) {
    this.domain = new URL(env.PUBLIC_URL).hostname;
  }

  /** Returns false when this e-mail had already been sent, or was over its address's daily limit. */
  async sendOnce(email: OutgoingEmail): Promise<boolean> {
    const messageId = `<${email.eventId}.${email.recipientRole}@${this.domain}>`;
    const mailbox = mailboxOf(email.to);
    const values = [
      randomUUID(),
      email.eventId,
      email.recipientRole,
      email.applicationId ?? null,
      email.to,
      email.template,
      email.subject,
      messageId,
      mailbox,
    ];
    const claimed: { id: string }[] =
      email.dailyLimitPerAddress === undefined
        ? await this.claim(this.sql, values)
        : await this.claimWithinDailyLimit(email, mailbox, email.dailyLimitPerAddress, values);
    const row = claimed[0];
    if (!row) return false;
    const body = email.render();
    const replyTo = email.replyTo ? { replyTo: email.replyTo } : {};
    await this.mailer.send({ to: email.to, subject: email.subject, messageId, ...replyTo, ...body });
    await this.sql.query('email-mark-sent', `update email_delivery set status = 'sent', sent_at = now() where id = $1`, [row.id]);
    return true;
  }

  /**
   * Claims the e-mail unless its mailbox had `limit` of this template in the last 24 hours (a retry of
   * this very e-mail is always let through). A lock per mailbox makes concurrent jobs count in turn.
   */
  private claimWithinDailyLimit(email: OutgoingEmail, mailbox: string, limit: number, values: unknown[]): Promise<{ id: string }[]> {
    return this.sql.transaction(async (tx) => {
      await tx.query('email-daily-lock', `select pg_advisory_xact_lock(hashtext('email-daily:' || $1))`, [mailbox]);
      const [counted] = await tx.query<{ earlier: number; retry: boolean }>(
        'email-daily-count',
        `select count(*) filter (where not (event_id = $1 and recipient_role = $2))::int as earlier,
                bool_or(event_id = $1 and recipient_role = $2) as retry
         from email_delivery
         where mailbox = $3 and template = $4 and created_at > now() - interval '24 hours'`,
        [email.eventId, email.recipientRole, mailbox, email.template],
      );
      if (!counted?.retry && (counted?.earlier ?? 0) >= limit) {
        this.logger.warn(`${email.template} for event ${email.eventId} not sent: its mailbox had ${limit} in the last 24 hours`);
        return [];
      }
      return this.claim(tx, values);
    });
  }

  private claim(runner: SqlRunner, values: unknown[]): Promise<{ id: string }[]> {
    return runner.query<{ id: string }>('email-claim', CLAIM_SQL, values);
  }
}
