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

/**
 * How long a claim holds an e-mail against every other sender: longer than the slowest send the SMTP
 * timeouts allow, so two workers never send one e-mail at once; a claim whose holder died runs out.
 */
const CLAIM_LEASE_SECONDS = 300;

/**
 * Claims the e-mail: a new row, or one still 'sending' whose claim ran out or was given back. Also
 * answers the row's status as it was before, so a claim refused because the e-mail was sent is told
 * from one refused because another sender holds it.
 */
const CLAIM_SQL = `with claimed as (
     insert into email_delivery (id, event_id, recipient_role, application_id, to_address, template, subject, message_id, mailbox, claimed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
     on conflict (event_id, recipient_role) do update set attempts = email_delivery.attempts + 1, claimed_at = now()
     where email_delivery.status = 'sending'
       and (email_delivery.claimed_at is null or email_delivery.claimed_at < now() - make_interval(secs => ${CLAIM_LEASE_SECONDS}))
     returning id
   )
   select (select id from claimed) as id,
          (select status from email_delivery where event_id = $2 and recipient_role = $3) as status`;

/** Another sender holds this e-mail right now: the job is tried again later, by when it was sent or its claim ran out. */
export class EmailClaimHeldError extends Error {
  constructor(eventId: string, role: string) {
    super(`E-mail ${eventId}/${role} is being sent by another worker`);
  }
}

/**
 * Sends an e-mail at most once per event and recipient, however often its job runs and however many
 * workers run it at once: the ledger row is claimed first (for CLAIM_LEASE_SECONDS) and marked sent
 * after the server accepted the message. A failed send gives the claim back for the retry; a crash
 * between the send and the mark sends again once the claim runs out (at least once), with the same
 * Message-ID so mail clients fold it.
 */
/** The claim's id when this sender holds the e-mail now; else the row's status ('sent', or 'sending' by another). */
interface Claim {
  id: string | null;
  status: string | null;
}

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
    const claim =
      email.dailyLimitPerAddress === undefined
        ? await this.claim(this.sql, values)
        : await this.claimWithinDailyLimit(email, mailbox, email.dailyLimitPerAddress, values);
    if (!claim) return false;
    if (!claim.id) {
      if (claim.status === 'sent') return false;
      throw new EmailClaimHeldError(email.eventId, email.recipientRole);
    }
    const body = email.render();
    const replyTo = email.replyTo ? { replyTo: email.replyTo } : {};
    try {
      await this.mailer.send({ to: email.to, subject: email.subject, messageId, ...replyTo, ...body });
    } catch (error) {
      // Given back, so the retry claims it at once rather than after the lease.
      await this.sql
        .query('email-release', `update email_delivery set claimed_at = null where id = $1 and status = 'sending'`, [claim.id])
        .catch(() => undefined);
      throw error;
    }
    await this.sql.query('email-mark-sent', `update email_delivery set status = 'sent', sent_at = now() where id = $1`, [claim.id]);
    return true;
  }

  /**
   * Claims the e-mail unless its mailbox had `limit` of this template in the last 24 hours (a retry of
   * this very e-mail is always let through). A lock per mailbox makes concurrent jobs count in turn.
   */
  private claimWithinDailyLimit(email: OutgoingEmail, mailbox: string, limit: number, values: unknown[]): Promise<Claim | null> {
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
        return null;
      }
      return this.claim(tx, values);
    });
  }

  private async claim(runner: SqlRunner, values: unknown[]): Promise<Claim> {
    const [row] = await runner.query<Claim>('email-claim', CLAIM_SQL, values);
    return row ?? { id: null, status: null };
  }
}
