import { Inject, Logger } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import type { Redis } from 'ioredis';
import { ChatService, type ChatSession } from '../chat/chat.service';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { EventProcessor, type EventHandlers } from '../core/events/event-processor';
import { QUEUES } from '../core/queue/queues';
import { REDIS } from '../core/redis/redis.module';
import { MESSENGER, type Messenger } from './messenger.port';

/** How long a relay in progress holds its event: longer than the slowest send (3 rate-limit waits, timeouts). */
const SENDING_TTL_SECONDS = 5 * 60;
/** How long a relayed event is remembered: well past the outbox's re-publish window and the job's retries. */
const SENT_TTL_SECONDS = 30 * 24 * 3600;

/** Thrown when another run holds the event: this job is retried later and then finds it sent (or free again). */
export class RelayInProgressError extends Error {}

/** The topic's title: the visitor's name and the session's first 8 characters, e.g. "Ana · 3f2a9c1e". */
export function threadTitle(session: ChatSession): string {
  return `${session.customerName} · ${session.id.slice(0, 8)}`;
}

/**
 * Relays each visitor message to the staff messenger (DESIGN §2, §5): one thread per session,
 * opened on its first message. Once per event: a Redis key `<prefix>:chat-relay:<eventId>` is
 * claimed before sending ("sending", short TTL), marked "sent" (long TTL) after, and released when
 * the send fails so that BullMQ's retry sends. Concurrency 1: messages leave in order and the
 * bot's rate limit (one group chat) is shared anyway.
 */
@Processor(QUEUES.chatRelay, { concurrency: 1 })
export class ChatRelayProcessor extends EventProcessor<typeof QUEUES.chatRelay> {
  protected readonly handlers: EventHandlers<typeof QUEUES.chatRelay>;
  private readonly logger = new Logger(ChatRelayProcessor.name);

  constructor(
    private readonly chat: ChatService,
    @Inject(MESSENGER) private readonly messenger: Messenger | null,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ENV) private readonly env: Env,
  ) {
    super();
    this.handlers = {
      'chat.message_posted': async ({ eventId, payload }) => {
        if (!this.messenger) {
          this.logger.debug(`chat.message_posted ${eventId}: no messenger configured (TELEGRAM_BOT_TOKEN unset), nothing relayed`);
          return;
        }
        const message = await this.chat.message(payload.messageId);
        // Replies that came from the messenger itself are there already.
        if (!message || (message.isAdmin && message.clientId?.startsWith('tg-'))) return;
        const session = await this.chat.session(payload.sessionId);
        if (!session) {
          this.logger.warn(`chat.message_posted ${eventId}: session ${payload.sessionId} is gone, nothing relayed`);
          return;
        }
        const key = `${this.env.REDIS_PREFIX}:chat-relay:${eventId}`;
        if (!(await this.claim(key, eventId))) return;
        try {
          const threadId = session.messengerThreadId ?? (await this.openThread(this.messenger, session));
          // A reply typed in the admin panel is mirrored, so staff in the messenger see the whole conversation.
          const line = message.isAdmin ? `↩ ${message.author ?? ''} (панель): ${message.text}` : `${session.customerName}: ${message.text}`;
          await this.messenger.send(threadId, line);
        } catch (error) {
          await this.redis.del(key).catch(() => undefined);
          throw error;
        }
        // Should this fail, the "sending" claim still expires only after SENDING_TTL_SECONDS.
        await this.redis.set(key, 'sent', 'EX', SENT_TTL_SECONDS).catch((error: unknown) => {
          this.logger.warn(`chat.message_posted ${eventId}: relayed, but not marked as sent: ${String(error)}`);
        });
      },
    };
  }

  /** True when this run may send; false when the event was relayed already; throws while another run holds it. */
  private async claim(key: string, eventId: string): Promise<boolean> {
    if ((await this.redis.set(key, 'sending', 'EX', SENDING_TTL_SECONDS, 'NX')) === 'OK') return true;
    if ((await this.redis.get(key)) === 'sent') {
      this.logger.debug(`chat.message_posted ${eventId}: relayed already, skipped`);
      return false;
    }
    throw new RelayInProgressError(`chat.message_posted ${eventId} is being relayed by another run`);
  }

  /** Opens the session's thread; when another job stored one first, that one is used (ours stays empty). */
  private async openThread(messenger: Messenger, session: ChatSession): Promise<string> {
    const opened = await messenger.openThread(threadTitle(session));
    const stored = await this.chat.setThread(session.id, opened);
    if (stored && stored !== opened) {
      this.logger.warn(`Chat session ${session.id} got thread ${stored} from another job; thread ${opened} is left unused`);
    }
    return stored ?? opened;
  }
}
