import { Body, Controller, Headers, HttpCode, HttpStatus, Inject, Logger, Post } from '@nestjs/common';
import { CHAT_TEXT_MAX } from '@reactivation/contracts';
import { createHash, timingSafeEqual } from 'node:crypto';
import { StaffChatGateway } from '../chat/staff-chat.gateway';
import { ChatService } from '../chat/chat.service';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { ApiException } from '../core/http/api.exception';
import { telegramTopicMessageSchema, telegramUpdateSchema } from './telegram-update.schema';

const AUTHOR_MAX = 64;

/** Compares secrets in constant time (over their hashes, so the length leaks nothing either). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Telegram's updates (setWebhook with `secret_token` = TELEGRAM_WEBHOOK_SECRET): a staff member's
 * message in a conversation's topic is stored as a staff reply of that session (once per update)
 * and delivered to the visitor. Anything else is acknowledged and ignored, since Telegram
 * redelivers an update until it gets a 2xx.
 */
@Controller('telegram')
export class TelegramWebhookController {
  private readonly logger = new Logger(TelegramWebhookController.name);

  constructor(
    private readonly chat: ChatService,
    private readonly sockets: StaffChatGateway,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Post('webhook')
  @HttpCode(HttpStatus.OK)
  async webhook(@Headers('x-telegram-bot-api-secret-token') secret: string | undefined, @Body() body: unknown): Promise<{ ok: true }> {
    const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_CHAT_ID: chatId, TELEGRAM_WEBHOOK_SECRET: expected } = this.env;
    if (!token || !chatId || !expected) throw new ApiException(HttpStatus.NOT_FOUND, 'request.notFound');
    if (!sameSecret(secret, expected)) throw new ApiException(HttpStatus.UNAUTHORIZED, 'admin.unauthorized');
    const update = telegramUpdateSchema.safeParse(body);
    if (!update.success) throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid');

    const parsed = telegramTopicMessageSchema.safeParse(update.data.message);
    if (!parsed.success) return { ok: true };
    const message = parsed.data;
    const text = message.text.trim();
    if (String(message.chat.id) !== chatId || message.from.is_bot || text.length === 0) return { ok: true };

    const session = await this.chat.sessionByThread(String(message.message_thread_id));
    if (!session) return { ok: true };
    const author = [...message.from.first_name.trim()].slice(0, AUTHOR_MAX).join('') || 'Staff';
    const posted = await this.chat.postStaffMessage(session.id, `tg-${update.data.update_id}`, author, clip(text));
    if (posted?.fresh) {
      this.sockets.deliverStaffReply(session.id, posted.message);
      this.logger.debug(`Telegram update ${update.data.update_id}: reply stored in chat session ${session.id}`);
    }
    return { ok: true };
  }
}

/** A Telegram message may be 4096 characters; a chat message at most CHAT_TEXT_MAX. */
function clip(text: string): string {
  const chars = [...text];
  return chars.length <= CHAT_TEXT_MAX ? text : `${chars.slice(0, CHAT_TEXT_MAX - 1).join('')}…`;
}
