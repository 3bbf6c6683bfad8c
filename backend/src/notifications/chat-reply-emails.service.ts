import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CaseRoomService } from '../cases/room/case-room.service';
import { ChatService } from '../chat/chat.service';
import { ENV } from '../config/env.module';
import { stableUuid } from '../core/ids/stable-uuid';
import type { Env } from '../config/env';
import { EmailClaimHeldError } from './email-ledger.service';
import { PeriodicSweep } from './periodic-sweep';
import { TemplateEmailService, type Delivery } from './template-email.service';
import type { ChatReplyProps } from './templates/chat-reply.email';
import { EMAIL_TEMPLATES } from './templates/email-templates';

/** A stable UUID for the ledger, made from the newest reply the e-mail carries: a second sweep finds it sent. */
function ledgerId(source: 'chat-reply' | 'case-reply', messageId: string): string {
  return stableUuid(`${source}:${messageId}`);
}

/**
 * Worker role: every CHAT_EMAIL_SWEEP_MS, staff replies a client has not seen for
 * CHAT_REPLY_EMAIL_AFTER_SECONDS (10 minutes) are e-mailed to them in their language: in the live
 * chat when the visitor gave an e-mail (one e-mail per conversation), and in a case room (one per
 * case, with the link back to it). A sweep, not a delayed job: it survives restarts
 * and needs nothing scheduled; the ledger keeps two workers from sending twice.
 */
@Injectable()
export class ChatReplyEmailsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ChatReplyEmailsService.name);
  private readonly sweeper = new PeriodicSweep(this.logger, 'Unseen reply e-mails', (count) => this.sweepPass(count));

  constructor(
    private readonly chat: ChatService,
    private readonly room: CaseRoomService,
    private readonly mail: TemplateEmailService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  onApplicationBootstrap(): void {
    this.sweeper.start(this.env.CHAT_EMAIL_SWEEP_MS);
  }

  onApplicationShutdown(): void {
    this.sweeper.stop();
  }

  /** One pass over the live chat and the case rooms; returns how many e-mails went out. */
  sweep(): Promise<number> {
    return this.sweeper.run();
  }

  private async sweepPass(count: () => void): Promise<void> {
    for (const unseen of await this.unseen()) {
      try {
        if (await this.mail.sendTemplate(EMAIL_TEMPLATES.chatReply, unseen.props, unseen.delivery)) count();
        await unseen.markEmailed();
      } catch (error) {
        // Held by another worker's sweep, or the mail server failed: the next sweep looks again.
        if (!(error instanceof EmailClaimHeldError)) throw error;
      }
    }
  }

  /** Both sources as e-mails to send: one per chat conversation, one per case. */
  private async unseen(): Promise<UnseenReplies[]> {
    const after = this.env.CHAT_REPLY_EMAIL_AFTER_SECONDS;
    const [conversations, cases] = await Promise.all([this.chat.unseenReplies(after), this.room.unseenReplies(after)]);
    const fromChat = conversations.map((conversation) => ({
      props: {
        kind: 'chatReply' as const,
        locale: conversation.locale,
        customerName: conversation.customerName,
        replies: conversation.messages.map((message) => ({ text: message.text })),
        siteUrl: this.env.PUBLIC_URL,
        ...this.mail.support,
      },
      delivery: {
        eventId: ledgerId('chat-reply', conversation.messages.at(-1)!.id),
        recipientRole: 'chat-visitor',
        to: conversation.email,
      },
      markEmailed: () => this.chat.markEmailed(conversation.messages.map((message) => message.id)),
    }));
    const fromCases = cases.map((unseenCase) => ({
      props: {
        kind: 'caseReply' as const,
        caseNumber: unseenCase.caseNumber,
        locale: unseenCase.locale,
        customerName: unseenCase.firstName,
        replies: unseenCase.replies.map((reply) => ({ text: reply.body })),
        siteUrl: this.mail.caseRoomLink(unseenCase.statusToken, unseenCase.locale),
        ...this.mail.support,
      },
      delivery: {
        eventId: ledgerId('case-reply', unseenCase.replies.at(-1)!.id),
        recipientRole: 'client',
        applicationId: unseenCase.applicationId,
        to: unseenCase.email,
      },
      markEmailed: () => this.room.markEmailed(unseenCase.replies.map((reply) => reply.id)),
    }));
    return [...fromChat, ...fromCases];
  }
}

interface UnseenReplies {
  props: ChatReplyProps;
  delivery: Delivery;
  markEmailed: () => Promise<void>;
}
