import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

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
  constructor(private readonly em: EntityManager) {}

  /** `claimed`: this run may send; `sent`: relayed already; `busy`: another run holds it. */
  async claim(eventId: string): Promise<RelayClaim> {
    const connection = this.em.getConnection();
    const claimed: unknown[] = await connection.execute(
      `insert into chat_relay_delivery (event_id) values (?)
       on conflict (event_id) do update set attempts = chat_relay_delivery.attempts + 1, claimed_at = now()
       where chat_relay_delivery.status = 'sending' and chat_relay_delivery.claimed_at < now() - make_interval(secs => ?)
       returning event_id`,
      [eventId, SENDING_HOLD_SECONDS],
    );
    if (claimed.length > 0) return 'claimed';
    const [row] = (await connection.execute(`select status from chat_relay_delivery where event_id = ?`, [eventId])) as { status: string }[];
    return row?.status === 'sent' ? 'sent' : 'busy';
  }

  /** The post failed: the next try may claim the event at once. */
  async release(eventId: string): Promise<void> {
    await this.em.getConnection().execute(`delete from chat_relay_delivery where event_id = ? and status = 'sending'`, [eventId]);
  }

  async markSent(eventId: string): Promise<void> {
    await this.em.getConnection().execute(`update chat_relay_delivery set status = 'sent', sent_at = now() where event_id = ?`, [eventId]);
  }
}
