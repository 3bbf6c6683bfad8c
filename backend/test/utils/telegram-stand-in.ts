import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TelegramCall {
  token: string;
  method: string;
  body: Record<string, unknown>;
  /** What the stand-in answered. */
  status: number;
}

/**
 * A local stand-in of the part of Telegram's Bot API the relay calls, speaking its HTTP shape:
 * POST /bot<token>/<method> with a JSON body, answers `{ ok, result }` or `{ ok: false, error_code,
 * description, parameters? }`. createForumTopic hands out increasing thread ids; sendMessage can be
 * told to answer 429 with `retry_after: 1` a number of times.
 */
export class TelegramStandIn {
  readonly calls: TelegramCall[] = [];
  private nextThreadId = 100;
  private nextMessageId = 1;
  private rateLimited = 0;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  /**
   * `firstThreadId`: where this stand-in's topic ids start. Test files share one database, where a
   * topic id belongs to one conversation, so each file's stand-in hands out ids of its own.
   */
  static async start(firstThreadId = 100): Promise<TelegramStandIn> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const standIn = new TelegramStandIn(server, `http://127.0.0.1:${port}`);
    standIn.nextThreadId = firstThreadId;
    server.on('request', (req, res) => {
      void standIn.handle(req).then(({ status, body }) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    return standIn;
  }

  /** The next `count` sendMessage calls are answered 429 Too Many Requests, retry after 1 s. */
  rateLimitNextSends(count: number): void {
    this.rateLimited = count;
  }

  /** The calls of one method that succeeded. */
  ok(method: 'createForumTopic' | 'sendMessage'): TelegramCall[] {
    return this.calls.filter((call) => call.method === method && call.status === 200);
  }

  /** The texts posted in a thread, in order. */
  textsIn(threadId: number): string[] {
    return this.ok('sendMessage')
      .filter((call) => call.body.message_thread_id === threadId)
      .map((call) => String(call.body.text));
  }

  reset(): void {
    this.calls.length = 0;
    this.rateLimited = 0;
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: unknown }> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const match = /^\/bot([^/]+)\/(\w+)$/.exec((req.url ?? '').split('?')[0]!);
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      // recorded as empty
    }
    const answer = this.answer(req.method ?? '', match, body);
    this.calls.push({ token: match?.[1] ?? '', method: match?.[2] ?? '', body, status: answer.status });
    return answer;
  }

  private answer(method: string, match: RegExpExecArray | null, body: Record<string, unknown>): { status: number; body: unknown } {
    const fail = (status: number, description: string, parameters?: Record<string, unknown>) => ({
      status,
      body: { ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) },
    });
    if (method !== 'POST' || !match) return fail(404, 'Not Found');
    if (!/^\d+:[\w-]+$/.test(match[1]!)) return fail(401, 'Unauthorized');
    if (typeof body.chat_id !== 'string' && typeof body.chat_id !== 'number') return fail(400, 'Bad Request: chat_id is empty');
    switch (match[2]) {
      case 'createForumTopic': {
        if (typeof body.name !== 'string' || body.name.length < 1 || body.name.length > 128) return fail(400, 'Bad Request: invalid topic name');
        const threadId = this.nextThreadId++;
        return { status: 200, body: { ok: true, result: { message_thread_id: threadId, name: body.name, icon_color: 7322096 } } };
      }
      case 'sendMessage': {
        if (this.rateLimited > 0) {
          this.rateLimited--;
          return fail(429, 'Too Many Requests: retry after 1', { retry_after: 1 });
        }
        if (typeof body.text !== 'string' || body.text.length === 0) return fail(400, 'Bad Request: message text is empty');
        return {
          status: 200,
          body: {
            ok: true,
            result: {
              message_id: this.nextMessageId++,
              message_thread_id: body.message_thread_id,
              chat: { id: Number(body.chat_id), type: 'supergroup', is_forum: true },
              date: Math.floor(Date.now() / 1000),
              text: body.text,
            },
          },
        };
      }
      default:
        return fail(404, 'Not Found: method not found');
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
