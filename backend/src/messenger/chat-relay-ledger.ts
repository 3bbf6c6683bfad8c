import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';

/** How long a relay in progress holds its event: longer than the slowest send (3 rate-limit waits, timeouts). */
const SENDING_HOLD_SECONDS = 5 * 60;

export type RelayClaim = 'claimed' | 'sent' | 'busy';

/**
 * The chat relay's ledger (`chat_relay_delivery`), one row per event: claimed before the message is
 * posted, marked sent after, released when the post fails. It lives in PostgreSQL, like the e-mail
 * ledger, so that a Redis that lost its data (and with it the jobs the outbox then recreates) cannot
 * make a message go out twice.
 */
@Injectable()
export class ChatRelayLedger {
  constructor(private readonly sql: SqlClient) {}

  /** `claimed`: this run may send; `sent`: relayed already; `busy`: another run holds it. */
  async claim(eventId: string): Promise<RelayClaim> {
    const claimed = await this.sql.query(
      'chat-relay-claim',
      `insert into chat_relay_delivery (event_id) values ($1)
       on conflict (event_id) do update set attempts = chat_relay_delivery.attempts + 1, claimed_at = now()
       where chat_relay_delivery.status = 'sending' and chat_relay_delivery.claimed_at < now() - make_interval(secs => $2)
       returning event_id`,
      [eventId, SENDING_HOLD_SECONDS],
    );
    if (claimed.length > 0) return 'claimed';
    const [row] = await this.sql.query<{ status: string }>('chat-relay-status', `select status from chat_relay_delivery where event_id = $1`, [eventId]);
    return row?.status === 'sent' ? 'sent' : 'busy';
  }

  /** The post failed: the next try may claim the event at once. */
  async release(eventId: string): Promise<void> {
    await this.sql.query('chat-relay-release', `delete from chat_relay_delivery where event_id = $1 and status = 'sending'`, [eventId]);
  }

  async markSent(eventId: string): Promise<void> {
    await this.sql.query('chat-relay-mark-sent', `update chat_relay_delivery set status = 'sent', sent_at = now() where event_id = $1`, [eventId]);
  }
}
