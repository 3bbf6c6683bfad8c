import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  contentType: string;
  /** The form fields of a form-encoded body (empty for a multipart one). */
  form: URLSearchParams;
  /** The body's bytes as sent (a multipart upload's file is in here). */
  raw: Buffer;
}

/** A refund as the stand-in keeps it (Stripe's Refund object). */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

interface StandInIntent {
  id: string;
  amount: number;
  currency: string;
  charge: string;
}

type Reply = { status: number; body: string; drop?: boolean };

const notFound = (request: StandInRequest): Reply => ({
  status: 404,
  body: JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path})` } }),
});

const invalid = (message: string, code: string, status = 400): Reply => ({
  status,
  body: JSON.stringify({ error: { type: 'invalid_request_error', code, message } }),
});

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(\w+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

/**
 * A local stand-in of the part of Stripe's API the app calls, speaking its HTTP shape: form-encoded
 * requests (multipart for file uploads), Bearer secret key, Idempotency-Key replays, JSON answers,
 * Stripe's error objects. The real `stripe` SDK is pointed at it with STRIPE_API_URL.
 *
 * It keeps what it made: payment intents (POST /v1/payment_intents), refunds (POST and GET
 * /v1/refunds, never more than the intent's amount in all), files (POST /v1/files) and dispute
 * updates (POST /v1/disputes/:id). `dashboardRefund` makes a refund as Stripe's dashboard would,
 * outside the app.
 */
export class StripeStandIn {
  readonly requests: StandInRequest[] = [];
  private readonly replies = new Map<string, string>();
  private readonly intents = new Map<string, StandInIntent>();
  readonly refunds: StandInRefund[] = [];
  /** Refund calls whose answer is lost on the way back (the refund is made, the connection dropped). */
  private lostRefundAnswers = 0;

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
      void standIn.handle(req).then(({ status, body, drop }) => {
        if (drop) {
          req.socket.destroy();
          return;
        }
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

  /** The refund calls the app made (each, replays included). */
  refundRequests(): StandInRequest[] {
    return this.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');
  }

  fileUploads(): StandInRequest[] {
    return this.requests.filter((request) => request.method === 'POST' && request.path === '/v1/files');
  }

  disputeUpdates(disputeId: string): StandInRequest[] {
    return this.requests.filter((request) => request.method === 'POST' && request.path === `/v1/disputes/${disputeId}`);
  }

  /** The next `count` refund calls are carried out, but their answers never arrive (a network drop). */
  loseRefundAnswers(count: number): void {
    this.lostRefundAnswers = count;
  }

  /** The intent's charge id, as the charge events name it. */
  chargeOf(intentId: string): string {
    return this.intent(intentId).charge;
  }

  /** A refund made in Stripe's dashboard: no metadata of ours, not through the app. */
  dashboardRefund(intentId: string, amount: number): StandInRefund {
    const refund = this.makeRefund(this.intent(intentId), amount, 'requested_by_customer', {});
    if (!refund) throw new Error(`Refund of ${amount} is more than is left on ${intentId}`);
    return refund;
  }

  /** What is refunded of an intent, in all. */
  refundedOf(intentId: string): number {
    return this.refunds.filter((refund) => refund.payment_intent === intentId).reduce((sum, refund) => sum + refund.amount, 0);
  }

  private intent(intentId: string): StandInIntent {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`No payment intent ${intentId} at the stand-in`);
    return intent;
  }

  private makeRefund(intent: StandInIntent, amount: number, reason: string | null, metadata: Record<string, string>): StandInRefund | null {
    if (this.refundedOf(intent.id) + amount > intent.amount) return null;
    const refund: StandInRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.charge,
      status: 'succeeded',
      reason,
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    this.refunds.push(refund);
    return refund;
  }

  private async handle(req: IncomingMessage): Promise<Reply> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const [path, query] = (req.url ?? '').split('?');
    const contentType = String(req.headers['content-type'] ?? '');
    const request: StandInRequest = {
      method: req.method ?? '',
      path: path!,
      query: new URLSearchParams(query ?? ''),
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      authorization: req.headers.authorization,
      contentType,
      form: contentType.startsWith('multipart/') ? new URLSearchParams() : new URLSearchParams(raw.toString('utf8')),
      raw,
    };
    this.requests.push(request);
    if (!request.authorization?.startsWith('Bearer sk_test_')) {
      return {
        status: 401,
        body: JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }),
      };
    }
    const replayKey = request.method === 'POST' && request.idempotencyKey ? `${request.path}:${request.idempotencyKey}` : null;
    const replay = replayKey ? this.replies.get(replayKey) : undefined;
    const reply = replay ? { status: 200, body: replay } : this.route(request);
    if (replayKey && reply.status === 200) this.replies.set(replayKey, reply.body);
    if (request.path === '/v1/refunds' && request.method === 'POST' && this.lostRefundAnswers > 0) {
      this.lostRefundAnswers -= 1;
      return { ...reply, drop: true };
    }
    return reply;
  }

  private route(request: StandInRequest): Reply {
    if (request.method === 'POST' && request.path === '/v1/payment_intents') return this.createIntent(request);
    if (request.method === 'POST' && request.path === '/v1/refunds') return this.createRefund(request);
    if (request.method === 'GET' && request.path === '/v1/refunds') return this.listRefunds(request);
    if (request.method === 'POST' && request.path === '/v1/files') {
      const id = `file_${randomBytes(12).toString('hex')}`;
      return { status: 200, body: JSON.stringify({ id, object: 'file', purpose: 'dispute_evidence', size: request.raw.length, type: 'pdf' }) };
    }
    const dispute = /^\/v1\/disputes\/(du_\w+)$/.exec(request.path);
    if (request.method === 'POST' && dispute) {
      return {
        status: 200,
        body: JSON.stringify({ id: dispute[1], object: 'dispute', status: 'under_review', evidence_details: { submission_count: 1 } }),
      };
    }
    return notFound(request);
  }

  private createIntent(request: StandInRequest): Reply {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const amount = Number(request.form.get('amount'));
    const currency = request.form.get('currency') ?? 'usd';
    this.intents.set(id, { id, amount, currency, charge: `ch_${randomBytes(12).toString('hex')}` });
    return {
      status: 200,
      body: JSON.stringify({
        id,
        object: 'payment_intent',
        amount,
        currency,
        automatic_payment_methods: { enabled: request.form.get('automatic_payment_methods[enabled]') === 'true' },
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        description: request.form.get('description'),
        metadata: metadataOf(request.form),
        status: 'requires_payment_method',
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      }),
    };
  }

  private createRefund(request: StandInRequest): Reply {
    const intent = this.intents.get(request.form.get('payment_intent') ?? '');
    if (!intent) return invalid(`No such payment_intent: '${request.form.get('payment_intent')}'`, 'resource_missing', 404);
    const amount = Number(request.form.get('amount') ?? intent.amount - this.refundedOf(intent.id));
    const refund = this.makeRefund(intent, amount, request.form.get('reason'), metadataOf(request.form));
    if (!refund) {
      const left = intent.amount - this.refundedOf(intent.id);
      return invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, 'amount_too_large');
    }
    return { status: 200, body: JSON.stringify(refund) };
  }

  private listRefunds(request: StandInRequest): Reply {
    const intentId = request.query.get('payment_intent');
    const data = this.refunds.filter((refund) => !intentId || refund.payment_intent === intentId).reverse();
    return { status: 200, body: JSON.stringify({ object: 'list', data, has_more: false, url: '/v1/refunds' }) };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
