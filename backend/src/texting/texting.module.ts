import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { CasesModule } from '../cases/cases.module';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { CLOCK, systemClock } from '../core/clock/clock';
import { FileTextMessenger } from './file-text-messenger.adapter';
import { TextConsentStore } from './text-consent.store';
import { TextLedger } from './text-ledger.service';
import { TEXT_MESSENGER, type TextMessenger } from './text-messenger.port';
import { TextingProcessor } from './texting.processor';
import { TextConsentRetention, TextLedgerRetention } from './texting.retention';
import { TextingService } from './texting.service';
import { TwilioTextMessenger } from './twilio-text-messenger.adapter';

/** The one place that picks the texting adapter: Twilio when TEXTING_PROVIDER=twilio, else .txt files. */
export function textMessengerFor(env: Env): TextMessenger {
  if (env.TEXTING_PROVIDER !== 'twilio') return new FileTextMessenger(join(env.DATA_DIR, 'texts'));
  return new TwilioTextMessenger({
    accountSid: env.TWILIO_ACCOUNT_SID!,
    authToken: env.TWILIO_AUTH_TOKEN!,
    from: env.TWILIO_FROM!,
    whatsappFrom: env.TWILIO_WHATSAPP_FROM,
    apiBase: env.TWILIO_API_BASE,
  });
}

/** Text messages (ADR 0035): consents, the ledger, the `texting` queue's processor and the retention rules; both roles. */
@Module({
  imports: [CasesModule],
  providers: [
    { provide: TEXT_MESSENGER, inject: [ENV], useFactory: textMessengerFor },
    { provide: CLOCK, useValue: systemClock },
    TextConsentStore,
    TextLedger,
    TextingService,
    TextingProcessor,
    TextLedgerRetention,
    TextConsentRetention,
  ],
  exports: [TextingService, TextConsentStore, TextLedger, TEXT_MESSENGER, CLOCK],
})
export class TextingModule {}
