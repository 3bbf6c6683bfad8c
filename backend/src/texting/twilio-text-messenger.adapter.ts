import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type Response from 'twilio/lib/http/response';
import type { OutgoingText, TextMessenger } from './text-messenger.port';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The SMS sender: an E.164 number or a messaging service SID (MG…). */
  from: string;
  /** The WhatsApp sender's number; without it WhatsApp texts go as SMS. */
  whatsappFrom?: string | undefined;
  /** Only for a local stand-in of Twilio's API in tests: replaces https://api.twilio.com in every call. */
  apiBase?: string | undefined;
}

const TWILIO_API = 'https://api.twilio.com';

/** Twilio's SDK with its calls sent to `base` instead of Twilio (the tests' stand-in). */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: string) {
    super({ timeout: 10_000, keepAlive: false });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>): Promise<Response<TData>> {
    const uri = opts.uri.startsWith(TWILIO_API) ? `${this.base.replace(/\/$/, '')}${opts.uri.slice(TWILIO_API.length)}` : opts.uri;
    return super.request<TData>({ ...opts, uri });
  }
}

/**
 * Texts through Twilio's Programmable Messaging (the official SDK): SMS from TWILIO_FROM, WhatsApp
 * (`whatsapp:` addresses) from TWILIO_WHATSAPP_FROM. Webhooks are checked with the SDK's own
 * `validateRequest` (HMAC-SHA1 of the URL and the sorted form fields, keyed by the auth token).
 */
export class TwilioTextMessenger implements TextMessenger {
  private readonly client: twilio.Twilio;

  constructor(private readonly settings: TwilioSettings) {
    this.client = twilio(settings.accountSid, settings.authToken, {
      ...(settings.apiBase ? { httpClient: new RedirectedRequestClient(settings.apiBase) } : { timeout: 10_000 }),
    });
  }

  async send(text: OutgoingText): Promise<{ providerId: string }> {
    const whatsapp = text.channel === 'whatsapp' && this.settings.whatsappFrom;
    const from = whatsapp ? `whatsapp:${this.settings.whatsappFrom}` : this.settings.from;
    const sender = from.startsWith('MG') ? { messagingServiceSid: from } : { from };
    const message = await this.client.messages.create({
      to: whatsapp ? `whatsapp:${text.to}` : text.to,
      body: text.body,
      statusCallback: text.statusCallback,
      ...sender,
    });
    return { providerId: message.sid };
  }

  verifySignature(url: string, params: Record<string, string>, signature: string | undefined): boolean {
    if (!signature) return false;
    return twilio.validateRequest(this.settings.authToken, signature, url, params);
  }
}
