import { Module } from '@nestjs/common';
import { StaffDirectoryModule } from '../admin-auth/staff-directory.module';
import { CasesModule } from '../cases/cases.module';
import { ChatModule } from '../chat/chat.module';
import { PaymentsModule } from '../payments/payments.module';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { ChatRelayLedger } from './chat-relay-ledger';
import { ChatRelayLedgerRetention } from './chat-relay-ledger.retention';
import { ChatRelayProcessor } from './chat-relay.processor';
import { MESSENGER, type Messenger } from './messenger.port';
import { TelegramMessenger } from './telegram-messenger.adapter';

/** The one place that picks the messenger: Telegram with a bot token, else none (relay jobs complete doing nothing). */
export function messengerFor(env: Env): Messenger | null {
  if (!env.TELEGRAM_BOT_TOKEN || !env.TELEGRAM_CHAT_ID) return null;
  return new TelegramMessenger({ apiUrl: env.TELEGRAM_API_URL, token: env.TELEGRAM_BOT_TOKEN, chatId: env.TELEGRAM_CHAT_ID });
}

/** Worker side: the chat-relay queue, visitor messages (and the alerts of card disputes and of follow-ups for a case's owner) to the staff messenger, and the rule that deletes the ledger's old marks. */
@Module({
  imports: [ChatModule, PaymentsModule, CasesModule, StaffDirectoryModule],
  providers: [{ provide: MESSENGER, inject: [ENV], useFactory: messengerFor }, ChatRelayLedger, ChatRelayProcessor, ChatRelayLedgerRetention],
})
export class ChatRelayModule {}
