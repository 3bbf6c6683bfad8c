import type { ChatAck } from '@reactivation/contracts';
import type { ChatConnection } from './chat-connection';
import { emitWithAck } from './chat-socket';

/** A message of ours waiting for the server's acknowledgement; its client id makes a resend harmless. */
export type OutboxItem = { clientId: string; text: string; createdAt: string };

export type ChatOutboxOptions<Item extends OutboxItem> = {
  connection: ChatConnection;
  /** The event a message goes out as (customer_message, staff_message). */
  event: string;
  payload: (item: Item) => unknown;
  /** The server answered for this item (stored it, or refused it); it is no longer on its way. */
  onAnswer: (item: Item, ack: ChatAck<unknown>) => void;
  /** What runs when the retry time comes after a lost acknowledgement; flush() unless given. */
  onRetry?: () => void;
  /** An item left the outbox for good (stored or refused): the visitor's copy in localStorage goes too. */
  onSettle?: (clientId: string) => void;
  ackTimeoutMs: number;
  retryMs: number;
};

/**
 * The messages not yet acknowledged, the same on both sides of the chat: each is emitted once per
 * connection (an in-flight set keeps a flush from sending it twice), with its own client id, so the
 * server stores it once however often it is sent. An acknowledgement that times out on a live
 * connection brings a retry after `retryMs`; a dropped connection sends everything again after the
 * next one.
 */
export class ChatOutbox<Item extends OutboxItem> {
  private readonly items = new Map<string, Item>();
  private readonly inFlight = new Set<string>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: ChatOutboxOptions<Item>) {}

  add(item: Item): void {
    this.items.set(item.clientId, item);
  }

  values(): Item[] {
    return [...this.items.values()];
  }

  /** The item is no longer ours to send (stored, or refused); true when it was waiting here. */
  settle(clientId: string): boolean {
    if (!this.items.delete(clientId)) return false;
    this.options.onSettle?.(clientId);
    return true;
  }

  /** Forgets every item, without telling onSettle (the conversation itself is gone). */
  clear(): void {
    this.items.clear();
  }

  /** Sends every item not already on its way, when connected. */
  flush(): void {
    const socket = this.options.connection.live;
    if (!socket) return;
    for (const item of this.items.values()) {
      if (this.inFlight.has(item.clientId)) continue;
      this.inFlight.add(item.clientId);
      emitWithAck<unknown>(socket, this.options.event, this.options.payload(item), this.options.ackTimeoutMs).then(
        (ack) => {
          this.inFlight.delete(item.clientId);
          this.options.onAnswer(item, ack);
        },
        () => {
          // No answer in time: again later if this connection still stands; a new one sends it anyway.
          this.inFlight.delete(item.clientId);
          if (socket === this.options.connection.socket && socket.connected) this.scheduleRetry();
        },
      );
    }
  }

  /** Runs onRetry (or a flush) once after `retryMs`; a retry already planned stands. */
  scheduleRetry(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.options.onRetry) this.options.onRetry();
      else this.flush();
    }, this.options.retryMs);
  }

  /** The connection dropped: what was on its way counts as unsent, and goes again after the next connection. */
  connectionLost(): void {
    this.inFlight.clear();
    this.cancelRetry();
  }

  dispose(): void {
    this.cancelRetry();
  }

  private cancelRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}
