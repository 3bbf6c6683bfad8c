import { Module } from '@nestjs/common';
import { ChatApiModule } from '../chat/chat-api.module';
import { ChatModule } from '../chat/chat.module';
import { TelegramUpdatesService } from './telegram-updates.service';
import { TelegramWebhookController } from './telegram-webhook.controller';

/** Api side: Telegram's webhook, staff replies back to the visitor. */
@Module({
  imports: [ChatModule, ChatApiModule],
  controllers: [TelegramWebhookController],
  providers: [TelegramUpdatesService],
})
export class TelegramWebhookModule {}
