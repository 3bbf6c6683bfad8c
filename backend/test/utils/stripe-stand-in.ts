import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
}

/**
 * A local stand-in of the part of Stripe's API the app calls (POST /v1/payment_intents), speaking
 * its HTTP shape: form-encoded requests, Bearer secret key, Idempotency-Key replays, JSON answers.
 * The real `stripe` SDK is pointed at it with STRIPE_API_URL.
 */
export class StripeStandIn {
  readonly requests: StandInRequest[] = [];
  private readonly replies = new Map<string, string>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<StripeStandIn> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const standIn = new StripeStandIn(server, `http://127.0.0.1:${port}`);
    server.on('request', (req, res) => {
      void standIn.handle(req).then(({ status, body }) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(6).toString('hex')}` });
        res.end(body);
      });
    });
    return standIn;
  }

  /** The payment intents created, as Stripe received them. */
  intentRequests(): StandInRequest[] {
    return this.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents');
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: string }> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const request: StandInRequest = {
      method: req.method ?? '',
      path: (req.url ?? '').split('?')[0]!,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      authorization: req.headers.authorization,
      form: new URLSearchParams(raw),
    };
    this.requests.push(request);
    if (!request.authorization?.startsWith('Bearer sk_test_')) {
      return {
        status: 401,
        body: JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }),
      };
    }
    if (request.method !== 'POST' || request.path !== '/v1/payment_intents') {
      return {
        status: 404,
        body: JSON.stringify({
          error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path})` },
        }),
      };
    }
    const replayKey = request.idempotencyKey ? `${request.path}:${request.idempotencyKey}` : null;
    const replay = replayKey ? this.replies.get(replayKey) : undefined;
    if (replay) return { status: 200, body: replay };
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const metadata: Record<string, string> = {};
    for (const [key, value] of request.form) {
      const match = /^metadata\[(\w+)\]$/.exec(key);
      if (match) metadata[match[1]!] = value;
    }
    const body = JSON.stringify({
      id,
      object: 'payment_intent',
      amount: Number(request.form.get('amount')),
      currency: request.form.get('currency'),
      automatic_payment_methods: { enabled: request.form.get('automatic_payment_methods[enabled]') === 'true' },
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      description: request.form.get('description'),
      metadata,
      status: 'requires_payment_method',
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    });
    if (replayKey) this.replies.set(replayKey, body);
    return { status: 200, body };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
