import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ChatService } from '../chat/chat.service';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { TemplateEmailService } from './template-email.service';
import { EMAIL_TEMPLATES } from './templates/email-templates';

/** A stable UUID for the ledger, made from the newest reply the e-mail carries: a second sweep finds it sent. */
function ledgerId(messageId: string): string {
  const hex = createHash('sha1').update(`chat-reply:${messageId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Worker role: every CHAT_EMAIL_SWEEP_MS, staff replies a visitor has not seen for
 * CHAT_REPLY_EMAIL_AFTER_SECONDS (10 minutes) are e-mailed to them, when they gave an e-mail, in
 * their language, one e-mail per conversation. A sweep, not a delayed job: it survives restarts
 * and needs nothing scheduled; the ledger keeps two workers from sending twice.
 */
@Injectable()
export class ChatReplyEmailsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ChatReplyEmailsService.name);
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly chat: ChatService,
    private readonly mail: TemplateEmailService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.env.CHAT_EMAIL_SWEEP_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One pass; returns how many e-mails went out. */
  async sweep(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let sent = 0;
    try {
      for (const conversation of await this.chat.unseenReplies(this.env.CHAT_REPLY_EMAIL_AFTER_SECONDS)) {
        const newest = conversation.messages.at(-1)!;
        const props = {
          locale: conversation.locale,
          customerName: conversation.customerName,
          replies: conversation.messages.map((message) => ({ author: message.author ?? '', text: message.text })),
          siteUrl: this.env.PUBLIC_URL,
          ...this.mail.support,
        };
        const delivery = { eventId: ledgerId(newest.id), recipientRole: 'chat-visitor', to: conversation.email };
        if (await this.mail.sendTemplate(EMAIL_TEMPLATES.chatReply, props, delivery)) {
          sent += 1;
        }
        await this.chat.markEmailed(conversation.messages.map((message) => message.id));
      }
    } catch (error) {
      this.logger.warn(`Chat reply e-mails postponed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.running = false;
    }
    return sent;
  }
}
