import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { CaseRoomTextConsent, TextConsentState } from '@reactivation/contracts';
import { randomUUID } from 'node:crypto';
import { CaseRoomService } from '../cases/room/case-room.service';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { CLOCK, type Clock } from '../core/clock/clock';
import { ApiException } from '../core/http/api.exception';
import { keywordOf } from './keywords';
import { toE164 } from './phone-number';
import { TextConsentStore } from './text-consent.store';
import { TextLedger } from './text-ledger.service';
import { TEXT_MESSENGER, type ProviderTextStatus, type TextMessenger } from './text-messenger.port';
import { TextingService } from './texting.service';
import { inboundTextSchema, textStatusSchema } from './twilio-webhook.schema';

const STATUSES: readonly ProviderTextStatus[] = ['queued', 'sent', 'delivered', 'failed', 'undelivered'];

/** What the api does for texting's public routes: checks the provider's signature, then records. */
@Injectable()
export class TextWebhooksService {
  private readonly logger = new Logger(TextWebhooksService.name);

  constructor(
    private readonly consents: TextConsentStore,
    private readonly ledger: TextLedger,
    private readonly texting: TextingService,
    private readonly room: CaseRoomService,
    @Inject(TEXT_MESSENGER) private readonly messenger: TextMessenger,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** STOP ends texting to the number at once (its answer goes through the outbox), START renews it, HELP is answered. */
  async inbound(path: string, form: Record<string, string>, signature: string | undefined): Promise<void> {
    this.verify(path, form, signature);
    const parsed = inboundTextSchema.safeParse(form);
    if (!parsed.success) return;
    const { MessageSid, From, Body } = parsed.data;
    const whatsapp = From.startsWith('whatsapp:');
    const phone = toE164(From.replace(/^whatsapp:/, ''));
    const keyword = keywordOf(Body);
    if (!phone || !keyword) return;
    await this.consents.keyword(MessageSid, phone, whatsapp ? 'whatsapp' : 'sms', keyword.keyword, keyword.locale);
    this.logger.log(`Reply ${keyword.keyword.toUpperCase()} received (${MessageSid})`);
  }

  /** The provider's delivery report; a failed or undelivered text goes by e-mail instead. */
  async status(path: string, form: Record<string, string>, signature: string | undefined): Promise<void> {
    this.verify(path, form, signature);
    const parsed = textStatusSchema.safeParse(form);
    if (!parsed.success) return;
    const status = parsed.data.MessageStatus as ProviderTextStatus;
    if (!STATUSES.includes(status)) return;
    await this.ledger.recordStatus(parsed.data.MessageSid, status, parsed.data.ErrorCode ?? null, this.clock.now());
  }

  async standing(token: string): Promise<TextConsentState> {
    return this.texting.standing(await this.caseOf(token));
  }

  async giveInRoom(token: string, consent: CaseRoomTextConsent, address: string): Promise<TextConsentState> {
    const applicationId = await this.caseOf(token);
    await this.texting.giveInRoom(applicationId, consent.channel, consent.version, address, `room:${randomUUID()}`);
    return this.texting.standing(applicationId);
  }

  private async caseOf(token: string): Promise<string> {
    const applicationId = await this.room.caseIdOf(token);
    if (!applicationId) throw new ApiException(HttpStatus.NOT_FOUND, 'case.notFound');
    return applicationId;
  }

  /** The URL the provider signed is the one it called: PUBLIC_URL and the path with its query. */
  private verify(path: string, form: Record<string, string>, signature: string | undefined): void {
    if (!this.messenger.verifySignature(`${this.env.PUBLIC_URL}${path}`, form, signature)) {
      throw new ApiException(HttpStatus.FORBIDDEN, 'textConsent.badSignature');
    }
  }
}
