import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Locale, TextChannel } from '@reactivation/contracts';
import { CasesService } from '../cases/cases.service';
import type { CaseRecord } from '../cases/case-record';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { CLOCK, type Clock } from '../core/clock/clock';
import type { DomainEventJob } from '../core/events/domain-events';
import { stableUuid } from '../core/ids/stable-uuid';
import { toE164 } from './phone-number';
import { nextSendTime, parseQuietHours, type QuietHours } from './quiet-hours';
import { timeZoneOfState } from './state-time-zones';
import { TextConsentStore } from './text-consent.store';
import { TextLedger } from './text-ledger.service';
import { textBody, type TextKind } from './text-messages';
import { TEXT_MESSENGER, type TextMessenger } from './text-messenger.port';

/** What a texted event says: its template, and the values its words need beyond the case number and link. */
export interface CaseText {
  kind: TextKind;
  values?: (locale: Locale) => Record<string, string | number>;
}

/**
 * Texts clients who consented (ADR 0035): each event's text is planned once in the ledger, due now
 * or when the quiet hours end in the client's time zone, and sent at once when due (else by the
 * sweep). Consent is read when the text is planned and again when it leaves, so a STOP in between
 * holds it back.
 */
@Injectable()
export class TextingService {
  private readonly logger = new Logger(TextingService.name);
  private readonly quiet: QuietHours;

  constructor(
    private readonly cases: CasesService,
    private readonly consents: TextConsentStore,
    private readonly ledger: TextLedger,
    @Inject(TEXT_MESSENGER) private readonly messenger: TextMessenger,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ENV) private readonly env: Env,
  ) {
    this.quiet = parseQuietHours(env.TEXT_QUIET_HOURS);
  }

  /** A new case: its form's consent is stored (with the event's time), then the case number is texted. */
  async onCaseSubmitted(job: DomainEventJob<'case.submitted'>): Promise<void> {
    const { applicationId, textConsent } = job.payload;
    const record = await this.cases.findById(applicationId);
    if (!record) return;
    const phone = toE164(record.phone);
    if (textConsent && phone) {
      await this.consents.give({
        phone,
        applicationId,
        channel: textConsent.channel,
        version: textConsent.version,
        locale: record.locale,
        source: record.source === 'case_review' ? 'case_review' : 'home_form',
        address: textConsent.address,
        sourceRef: job.eventId,
        at: job.occurredAt,
      });
    }
    await this.textCase(job.eventId, record, { kind: 'submitted' });
  }

  /**
   * Any other event about a case, by the words `TEXTED_EVENTS` gives it (texted-events.ts): adding a
   * texted event is its line there, its route, and its words in the locale files.
   */
  async onCaseEvent(eventId: string, applicationId: string, text: CaseText): Promise<void> {
    const record = await this.cases.findById(applicationId);
    if (!record) return;
    await this.textCase(eventId, record, text);
  }

  /** The answer to STOP, START or HELP, once per reply (keyed by the provider's id of the reply). */
  async onKeyword(job: DomainEventJob<'text.keyword_received'>): Promise<void> {
    const { inboundId, from, channel, keyword, locale } = job.payload;
    const kind: TextKind = keyword === 'stop' ? 'optedOut' : keyword === 'start' ? 'optedIn' : 'help';
    const support = { business: this.env.BUSINESS_NAME, supportEmail: this.env.SUPPORT_EMAIL, supportPhone: this.env.SUPPORT_PHONE };
    const now = this.clock.now();
    const planned = await this.ledger.plan({
      eventId: stableUuid(`text-reply:${inboundId}`),
      applicationId: null,
      to: from,
      channel,
      kind,
      locale,
      body: textBody(kind, locale, support),
      dueAt: now,
    });
    if (planned.open) await this.deliver(planned.id);
  }

  /** The case room's box: the consent is stored at once (its request's id keeps a retried post from storing it twice). */
  async giveInRoom(applicationId: string, channel: TextChannel, version: string, address: string, requestRef: string): Promise<boolean> {
    const record = await this.cases.findById(applicationId);
    const phone = record && toE164(record.phone);
    if (!record || !phone) return false;
    await this.consents.give({ phone, applicationId, channel, version, locale: record.locale, source: 'case_room', address, sourceRef: requestRef });
    return true;
  }

  /** Whether the case's client may be texted now, and on which channel: the case room shows its box checked or not. */
  async standing(applicationId: string): Promise<{ consented: boolean; channel: TextChannel | null }> {
    const record = await this.cases.findById(applicationId);
    const phone = record && toE164(record.phone);
    const permission = phone ? await this.consents.permission(applicationId, phone) : null;
    return { consented: permission !== null, channel: permission?.channel ?? null };
  }

  /** Sends a planned text if it is due and still allowed; a failed call gives it back and throws (the job or the sweep tries again). */
  async deliver(id: string): Promise<boolean> {
    const now = this.clock.now();
    const claimed = await this.ledger.claim(id, now, this.env.TEXT_DAILY_CAP);
    if (claimed === null) return false;
    if (claimed === 'capped') {
      this.logger.warn(`Text ${id} not sent: its number had ${this.env.TEXT_DAILY_CAP} texts in the last 24 hours`);
      return false;
    }
    if (claimed.application_id && !(await this.consents.permission(claimed.application_id, claimed.to_phone))) {
      await this.ledger.skip(id, 'no consent');
      return false;
    }
    try {
      const { providerId } = await this.messenger.send({
        to: claimed.to_phone,
        channel: claimed.channel,
        body: claimed.body,
        statusCallback: `${this.env.PUBLIC_URL}/api/texting/status`,
      });
      await this.ledger.markSent(id, providerId, this.clock.now());
      return true;
    } catch (error) {
      await this.ledger.release(id, error instanceof Error ? error.message : String(error)).catch(() => undefined);
      throw error;
    }
  }

  /** The sweep's pass: every text due by now (the quiet hours ended, or a claim ran out), each tried once. */
  async sendDue(count: () => void): Promise<void> {
    for (const id of await this.ledger.due(this.clock.now())) {
      try {
        if (await this.deliver(id)) count();
      } catch (error) {
        this.logger.warn(`Text ${id} not sent, tried again at the next sweep: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  private async textCase(eventId: string, record: CaseRecord, text: CaseText): Promise<void> {
    const phone = toE164(record.phone);
    if (!phone) return;
    const permission = await this.consents.permission(record.id, phone);
    if (!permission) return;
    const locale = record.locale;
    const values = { caseNumber: record.caseNumber, link: this.roomLink(record.statusToken, locale), ...(text.values?.(locale) ?? {}) };
    const now = this.clock.now();
    const dueAt = nextSendTime(now, timeZoneOfState(record.state), this.quiet);
    const planned = await this.ledger.plan({
      eventId,
      applicationId: record.id,
      to: phone,
      channel: this.channelFor(permission.channel),
      kind: text.kind,
      locale,
      body: textBody(text.kind, locale, values),
      dueAt,
    });
    if (planned.open && dueAt <= now) await this.deliver(planned.id);
  }

  /** WhatsApp only where a WhatsApp sender is set up; else the client gets SMS. */
  private channelFor(chosen: TextChannel): TextChannel {
    return chosen === 'whatsapp' && (this.env.TEXTING_PROVIDER === 'none' || this.env.TWILIO_WHATSAPP_FROM) ? 'whatsapp' : 'sms';
  }

  private roomLink(statusToken: string, locale: Locale): string {
    return `${this.env.PUBLIC_URL}/case/${statusToken}${locale === 'en' ? '' : `?lang=${locale}`}`;
  }
}
