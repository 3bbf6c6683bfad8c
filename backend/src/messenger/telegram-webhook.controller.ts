import { Body, Controller, Headers, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { ApiException } from '../core/http/api.exception';
import { TelegramUpdatesService } from './telegram-updates.service';

/** Compares secrets in constant time (over their hashes, so the length leaks nothing either). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Telegram's updates (setWebhook with `secret_token` = TELEGRAM_WEBHOOK_SECRET). Without the bot
 * settings the URL does not exist (404); a call without the secret header is refused (401). Every
 * accepted update is answered 200, handled or not, so Telegram stops redelivering it.
 */
@Controller('telegram')
export class TelegramWebhookController {
  constructor(
    private readonly updates: TelegramUpdatesService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Post('webhook')
  @HttpCode(HttpStatus.OK)
  async webhook(@Headers('x-telegram-bot-api-secret-token') secret: string | undefined, @Body() body: unknown): Promise<{ ok: true }> {
    const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_CHAT_ID: chatId, TELEGRAM_WEBHOOK_SECRET: expected } = this.env;
    if (!token || !chatId || !expected) throw new ApiException(HttpStatus.NOT_FOUND, 'request.notFound');
    if (!sameSecret(secret, expected)) throw new ApiException(HttpStatus.UNAUTHORIZED, 'admin.unauthorized');
    await this.updates.handle(body);
    return { ok: true };
  }
}
