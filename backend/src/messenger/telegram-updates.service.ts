import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { CHAT_TEXT_MAX } from '@reactivation/contracts';
import { ChatService } from '../chat/chat.service';
import { StaffRepliesService } from '../chat/staff-replies.service';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { ApiException } from '../core/http/api.exception';
import { telegramTopicMessageSchema, telegramUpdateSchema } from './telegram-update.schema';

const AUTHOR_MAX = 64;

/** What an update did, for the log and the tests. */
export type UpdateOutcome = 'ignored' | 'duplicate' | 'delivered';

/**
 * Telegram updates that arrived through the verified webhook: a staff member's message in a
 * conversation's topic is stored as a staff reply of that session (once per update, keyed by the
 * update id) and delivered to the visitor. Anything else is ignored, since Telegram redelivers an
 * update until it gets a 2xx.
 */
@Injectable()
export class TelegramUpdatesService {
  private readonly logger = new Logger(TelegramUpdatesService.name);

  constructor(
    private readonly chat: ChatService,
    private readonly replies: StaffRepliesService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** @throws ApiException 400 when the body is not a Bot API update at all. */
  async handle(body: unknown): Promise<UpdateOutcome> {
    const update = telegramUpdateSchema.safeParse(body);
    if (!update.success) throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid');

    const parsed = telegramTopicMessageSchema.safeParse(update.data.message);
    if (!parsed.success) return 'ignored';
    const message = parsed.data;
    const text = message.text.trim();
    // A reply is a person's message in our staff group; other chats and bots' messages are not replies.
    if (String(message.chat.id) !== this.env.TELEGRAM_CHAT_ID || message.from.is_bot || text.length === 0) return 'ignored';

    const session = await this.chat.sessionByThread(String(message.message_thread_id));
    if (!session) return 'ignored';
    const author = [...message.from.first_name.trim()].slice(0, AUTHOR_MAX).join('') || 'Staff';
    const posted = await this.replies.post(session.id, `tg-${update.data.update_id}`, author, clip(text));
    if (!posted?.fresh) return 'duplicate';
    this.logger.debug(`Telegram update ${update.data.update_id}: reply stored in chat session ${session.id}`);
    return 'delivered';
  }
}

/** A Telegram message may be 4096 characters; a chat message at most CHAT_TEXT_MAX. */
function clip(text: string): string {
  const chars = [...text];
  return chars.length <= CHAT_TEXT_MAX ? text : `${chars.slice(0, CHAT_TEXT_MAX - 1).join('')}…`;
}
