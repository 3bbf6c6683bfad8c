import { Injectable } from '@nestjs/common';
import type { Locale, TextChannel } from '@reactivation/contracts';
import { randomUUID } from 'node:crypto';
import { SqlClient } from '../core/database/sql-client';
import { outboxInsertSelect } from '../core/events/outbox.sql';
import type { ProviderTextStatus } from './text-messenger.port';

/** The kinds of text that answer a client's reply: always sent (never capped, no consent needed for the answer to STOP). */
export const REPLY_KINDS: readonly string[] = ['optedOut', 'optedIn', 'help'];

/** A text to send once: to one number, for one event. */
export interface PlannedText {
  eventId: string;
  applicationId: string | null;
  to: string;
  channel: TextChannel;
  kind: string;
  locale: Locale;
  body: string;
  dueAt: Date;
}

export interface LedgerRow {
  id: string;
  application_id: string | null;
  to_phone: string;
  channel: TextChannel;
  kind: string;
  body: string;
  status: string;
}

/** How long a claim holds a text against every other worker: longer than the slowest provider call. */
const CLAIM_LEASE_SECONDS = 120;

/** Claims a text that is due: waiting, or sending under a claim that ran out or was given back. */
const CLAIM_SQL = `
update text_delivery set status = 'sending', claimed_at = $2, attempts = attempts + 1
where id = $1 and due_at <= $2
  and (status = 'waiting' or (status = 'sending' and (claimed_at is null or claimed_at < $2::timestamptz - make_interval(secs => ${CLAIM_LEASE_SECONDS}))))
returning id, application_id, to_phone, channel, kind, body, status`;

/*
 * The provider's delivery report: a text that failed or went undelivered raises `text.delivery_failed`
 * (the client gets the words by e-mail) in the same statement, once: only the report that moves the
 * row into failure does. Reports that arrive out of order never move a delivered text back.
 */
const STATUS_SQL = `
with before as (
  select id, status from text_delivery where provider_id = $1 for update
), moved as (
  update text_delivery d set status = $2, status_at = $4, error = coalesce($3, d.error)
  from before
  where d.id = before.id and before.status not in ('delivered', 'failed', 'undelivered')
    and not ($2 in ('queued', 'sent') and before.status = 'sent')
  returning d.id, d.application_id, before.status as was
), event as (
  ${outboxInsertSelect(
    'text.delivery_failed',
    "jsonb_build_object('applicationId', moved.application_id, 'deliveryId', moved.id)",
    "moved where moved.application_id is not null and $2 in ('failed', 'undelivered')",
  )}
)
select count(*)::int as moved from moved`;

/**
 * The texts' ledger (`text_delivery`): one row per event and number. A text is claimed before the
 * provider is called and marked sent after it took the text, so a job run twice, two workers, or a
 * Redis that lost its jobs never text twice (ADR 0035, as the e-mail ledger does for e-mail).
 */
@Injectable()
export class TextLedger {
  constructor(private readonly sql: SqlClient) {}

  /** Records the text once per event and number; answers its row's id and whether it is still to send. */
  async plan(text: PlannedText): Promise<{ id: string; open: boolean }> {
    const [row] = await this.sql.query<{ id: string; status: string }>(
      'text-plan',
      `with planned as (
         insert into text_delivery (id, event_id, application_id, to_phone, channel, kind, locale, body, due_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (event_id, to_phone) do nothing
         returning id, status
       )
       select id, status from planned
       union all select id, status from text_delivery where event_id = $2 and to_phone = $4 and not exists (select 1 from planned)`,
      [randomUUID(), text.eventId, text.applicationId, text.to, text.channel, text.kind, text.locale, text.body, text.dueAt],
    );
    return { id: row!.id, open: row!.status === 'waiting' || row!.status === 'sending' };
  }

  /**
   * Claims a due text for this worker. Texts other than replies' answers count against the number's
   * daily cap, under a lock per number so concurrent claims count in turn: past the cap it is skipped.
   */
  claim(id: string, now: Date, dailyCap: number): Promise<LedgerRow | 'capped' | null> {
    return this.sql.transaction(async (tx) => {
      const [row] = await tx.query<LedgerRow>('text-claim', CLAIM_SQL, [id, now]);
      if (!row) return null;
      if (REPLY_KINDS.includes(row.kind)) return row;
      await tx.query('text-daily-lock', `select pg_advisory_xact_lock(hashtext('text-daily:' || $1))`, [row.to_phone]);
      const [counted] = await tx.query<{ sent: number }>(
        'text-daily-count',
        `select count(*)::int as sent from text_delivery
         where to_phone = $1 and sent_at > $2::timestamptz - interval '24 hours' and not (kind = any($3::text[]))`,
        [row.to_phone, now, REPLY_KINDS],
      );
      if ((counted?.sent ?? 0) < dailyCap) return row;
      await tx.query('text-skip', `update text_delivery set status = 'skipped', error = $2, claimed_at = null where id = $1`, [id, 'daily cap']);
      return 'capped';
    });
  }

  /** Ends a claimed text without sending it (consent withdrawn since it was planned, no number). */
  async skip(id: string, reason: string): Promise<void> {
    await this.sql.query('text-skip', `update text_delivery set status = 'skipped', error = $2, claimed_at = null where id = $1`, [id, reason]);
  }

  /** Gives a claim back after a failed call, so the retry takes it at once. */
  async release(id: string, error: string): Promise<void> {
    await this.sql.query('text-release', `update text_delivery set claimed_at = null, error = $2 where id = $1 and status = 'sending'`, [id, error]);
  }

  async markSent(id: string, providerId: string, now: Date): Promise<void> {
    await this.sql.query(
      'text-mark-sent',
      `update text_delivery set status = 'sent', sent_at = $3, provider_id = $2, claimed_at = null where id = $1 and status = 'sending'`,
      [id, providerId, now],
    );
  }

  /** Texts due by `now` and not sent (waiting for quiet hours to end, or a claim that ran out), oldest first. */
  async due(now: Date, limit = 200): Promise<string[]> {
    const rows = await this.sql.query<{ id: string }>(
      'text-due',
      `select id from text_delivery where status in ('waiting', 'sending') and due_at <= $1
         and (status = 'waiting' or claimed_at is null or claimed_at < $1::timestamptz - make_interval(secs => ${CLAIM_LEASE_SECONDS}))
       order by due_at limit $2`,
      [now, limit],
    );
    return rows.map((row) => row.id);
  }

  /** Records the provider's report on a text; a failure raises its e-mail fallback once. */
  async recordStatus(providerId: string, status: ProviderTextStatus, error: string | null, now: Date): Promise<void> {
    await this.sql.query('text-status', STATUS_SQL, [providerId, status, error, now]);
  }
}
