import { Inject, Logger } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { adminCasePath, formatAmount } from '@reactivation/contracts';
import { StaffDirectoryService } from '../admin-auth/staff-directory.service';
import { FollowUpsService } from '../cases/follow-ups/follow-ups.service';
import { ChatService, type ChatSession } from '../chat/chat.service';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { CaseMoneyService } from '../payments/case-money.service';
import texts from './locales/ru.json';
import { EventProcessor, type EventHandlers } from '../core/events/event-processor';
import { QUEUES } from '../core/queue/queues';
import { ChatRelayLedger } from './chat-relay-ledger';
import { MESSENGER, type Messenger } from './messenger.port';

/** Thrown when another run holds the event: this job is retried later and then finds it sent (or free again). */
export class RelayInProgressError extends Error {}

/** The topic's title: the visitor's name and the session's first 8 characters, e.g. "Ana · 3f2a9c1e". */
export function threadTitle(session: ChatSession): string {
  return `${session.customerName} · ${session.id.slice(0, 8)}`;
}

/**
 * Relays each visitor message to the staff messenger (DESIGN §2, §5): one thread per session,
 * opened on its first message. Once per event: the relay ledger (PostgreSQL) is claimed before
 * sending, marked sent after, and released when the send fails so that BullMQ's retry sends.
 * Concurrency 1: messages leave in order and the bot's rate limit (one group chat) is shared anyway.
 */
@Processor(QUEUES.chatRelay, { concurrency: 1 })
export class ChatRelayProcessor extends EventProcessor<typeof QUEUES.chatRelay> {
  protected readonly handlers: EventHandlers<typeof QUEUES.chatRelay>;
  private readonly logger = new Logger(ChatRelayProcessor.name);

  constructor(
    private readonly chat: ChatService,
    @Inject(MESSENGER) private readonly messenger: Messenger | null,
    private readonly ledger: ChatRelayLedger,
    private readonly money: CaseMoneyService,
    private readonly followUps: FollowUpsService,
    private readonly staff: StaffDirectoryService,
    @Inject(ENV) private readonly env: Env,
  ) {
    super();
    this.handlers = {
      'payment.dispute_opened': ({ eventId, payload }) => this.alertDispute(eventId, payload.disputeId, 'opened'),
      'payment.dispute_closed': ({ eventId, payload }) => this.alertDispute(eventId, payload.disputeId, 'closed'),
      'case.documents_overdue': ({ eventId, payload }) => this.alertFollowUp(eventId, payload.applicationId, payload.requestIds, 0),
      'case.platform_wait_overdue': ({ eventId, payload }) => this.alertFollowUp(eventId, payload.applicationId, [], payload.waitDays),
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
        const claim = await this.ledger.claim(eventId);
        if (claim === 'sent') {
          this.logger.debug(`chat.message_posted ${eventId}: relayed already, skipped`);
          return;
        }
        if (claim === 'busy') throw new RelayInProgressError(`chat.message_posted ${eventId} is being relayed by another run`);
        try {
          const threadId = session.messengerThreadId ?? (await this.openThread(this.messenger, session));
          // A reply typed in the admin panel is mirrored, so staff in the messenger see the whole conversation.
          const line = message.isAdmin ? `↩ ${message.author ?? ''} (панель): ${message.text}` : `${session.customerName}: ${message.text}`;
          await this.messenger.send(threadId, line);
        } catch (error) {
          await this.ledger.release(eventId).catch(() => undefined);
          throw error;
        }
        // Should this fail, the job is retried: the claim holds the event for 5 minutes, then it is sent again.
        await this.ledger.markSent(eventId);
      },
    };
  }

  /** A card dispute, posted at once in the staff group's main topic; once per event (the same ledger as the chat's). */
  private async alertDispute(eventId: string, disputeId: string, change: 'opened' | 'closed'): Promise<void> {
    if (!this.messenger) return;
    const notice = await this.money.disputeNotice(disputeId);
    if (!notice) {
      this.logger.warn(`dispute ${disputeId} (event ${eventId}) or its case is gone, nothing relayed`);
      return;
    }
    const { dispute } = notice;
    const values: Record<string, string> = {
      caseNumber: notice.caseNumber,
      amount: formatAmount(dispute.amount, dispute.currency),
      reason: dispute.reason,
      dueBy: dispute.dueBy
        ? new Date(dispute.dueBy).toLocaleString('ru-RU', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' })
        : texts.noDueBy,
      outcome: dispute.outcome ? texts.outcomes[dispute.outcome] : '',
      caseUrl: new URL(adminCasePath(notice.caseNumber), this.env.PUBLIC_URL).toString(),
    };
    const template = change === 'opened' ? texts.disputeOpened : texts.disputeClosed;
    await this.relayOnce(eventId, 'dispute alert', (messenger) =>
      messenger.alert(template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole)),
    );
  }

  /**
   * A follow-up for the case's owner (ADR 0037), in the staff group's main topic, named by owner; once
   * per event. Nothing when it stopped being true (the documents came, the case moved on or closed).
   */
  private async alertFollowUp(eventId: string, applicationId: string, requestIds: string[], waitDays: number): Promise<void> {
    if (!this.messenger) return;
    const facts = await this.followUps.alertFacts(applicationId, requestIds);
    const documents = requestIds.length > 0;
    if (!facts || (documents ? facts.documents.length === 0 : facts.status !== 'appeal_filed')) {
      this.logger.log(`follow-up ${eventId}: no longer due, nothing relayed`);
      return;
    }
    await this.relayOnce(eventId, 'follow-up alert', async (messenger) => {
      const owner = facts.ownerId ? ((await this.staff.names()).get(facts.ownerId) ?? texts.noOwner) : texts.noOwner;
      const values: Record<string, string> = {
        caseNumber: facts.caseNumber,
        owner,
        documents: facts.documents.join('; '),
        waitDays: String(waitDays),
        caseUrl: new URL(adminCasePath(facts.caseNumber), this.env.PUBLIC_URL).toString(),
      };
      const template = documents ? texts.documentsOverdue : texts.platformWaitOverdue;
      await messenger.alert(template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole));
    });
  }

  /** Sends once per event through the relay ledger: claimed before, marked after, released when the send fails. */
  private async relayOnce(eventId: string, what: string, send: (messenger: Messenger) => Promise<void>): Promise<void> {
    if (!this.messenger) return;
    const claim = await this.ledger.claim(eventId);
    if (claim === 'sent') return;
    if (claim === 'busy') throw new RelayInProgressError(`${what} ${eventId} is being relayed by another run`);
    try {
      await send(this.messenger);
    } catch (error) {
      await this.ledger.release(eventId).catch(() => undefined);
      throw error;
    }
    await this.ledger.markSent(eventId);
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
