import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

export interface TwilioMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | undefined;
  /** Basic auth's user, as the SDK sent it. */
  authUser: string;
}

/**
 * A local stand-in of the part of Twilio's REST API the texting adapter calls, speaking its HTTP
 * shape: POST /2010-04-01/Accounts/<sid>/Messages.json with form fields (To, From, Body,
 * StatusCallback) under Basic auth, answered 201 with the message resource (`sid` SM…, `status`
 * queued). It can be told to refuse the next sends (Twilio's 21610, "unsubscribed recipient"), and
 * signs webhook calls the way Twilio does (X-Twilio-Signature, by the SDK's own function).
 */
export class TwilioStandIn {
  readonly messages: TwilioMessage[] = [];
  private refusals = 0;
  private next = 1;

  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly accountSid: string,
    readonly authToken: string,
  ) {}

  static async start(accountSid = `AC${'0123456789abcdef'.repeat(2)}`, authToken = 'stand-in-auth-token-0123456789'): Promise<TwilioStandIn> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const standIn = new TwilioStandIn(server, `http://127.0.0.1:${port}`, accountSid, authToken);
    server.on('request', (req, res) => {
      void standIn.handle(req).then(({ status, body }) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    return standIn;
  }

  /** The settings that point the app's Twilio adapter here. */
  settings(): Record<string, string> {
    return {
      TEXTING_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: this.accountSid,
      TWILIO_AUTH_TOKEN: this.authToken,
      TWILIO_FROM: '+15550100200',
      TWILIO_WHATSAPP_FROM: '+15550100201',
      TWILIO_API_BASE: this.url,
    };
  }

  /** The texts sent to one number (E.164), in order. */
  to(number: string): TwilioMessage[] {
    return this.messages.filter((message) => message.to === number || message.to === `whatsapp:${number}`);
  }

  refuseNextSends(count: number): void {
    this.refusals = count;
  }

  /** X-Twilio-Signature for a call to `url` with these form fields. */
  sign(url: string, params: Record<string, string>): string {
    return twilio.getExpectedTwilioSignature(this.authToken, url, params);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const match = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec((req.url ?? '').split('?')[0]!);
    const auth = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString('utf8');
    const [user, password] = auth.split(':');
    if (!match || req.method !== 'POST') return { status: 404, body: { code: 20404, message: 'The requested resource was not found', status: 404 } };
    if (user !== this.accountSid || password !== this.authToken) return { status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } };
    const form = new URLSearchParams(raw);
    if (this.refusals > 0) {
      this.refusals -= 1;
      return { status: 400, body: { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 } };
    }
    const sid = `SM${String(this.next++).padStart(32, '0')}`;
    const message: TwilioMessage = {
      sid,
      accountSid: match[1]!,
      to: form.get('To') ?? '',
      from: form.get('From') ?? form.get('MessagingServiceSid') ?? '',
      body: form.get('Body') ?? '',
      statusCallback: form.get('StatusCallback') ?? undefined,
      authUser: user,
    };
    this.messages.push(message);
    return {
      status: 201,
      body: { sid, account_sid: message.accountSid, to: message.to, from: message.from, body: message.body, status: 'queued', num_segments: '1' },
    };
  }
}
