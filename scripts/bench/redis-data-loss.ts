/*
 * Redis data loss (a benchmark of recovery, not a test): while 300 cases and 300 live-chat messages
 * come in at 20 a second each, a Redis with no persistence is killed with SIGKILL, left down for a
 * while, and started again empty, as a failover to an asynchronous replica would leave it. Every job
 * waiting in Redis at that moment is gone. The relay notices that Redis came back empty (its marker
 * key is gone) and publishes the events whose jobs had not finished again at once (the re-drive after
 * OUTBOX_REDRIVE_AFTER_SECONDS, production's 300 s by default here, is the slower safety net), and the
 * e-mail, text message and chat relay ledgers keep each e-mail, each text and each relayed message to one.
 * Every case consents to text messages (a number of its own), so each is texted its case number once.
 *
 *   npm run bench:redis-data-loss
 *   node --import tsx scripts/bench/redis-data-loss.ts [--cases 300] [--rate 20] [--kill-at 5] [--down 20]
 *     [--redrive-after 300] [--max-after-return 60] [--smtp-delay-ms 200] [--telegram-delay-ms 100]
 *     [--twilio-delay-ms 100] [--timeout 180]
 *
 * It starts, as child processes: its own redis-server (no RDB, no AOF) on a free port, the api
 * (backend/dist/main.js, RUN_WORKERS_IN_API=false) and one worker (backend/dist/worker.js), with their
 * own database reactivation_redis_loss_bench (dropped at the end; BENCH_PG_URL names the server), a
 * real SMTP server (smtp-server, in this process, answering each message after --smtp-delay-ms, as a
 * remote server would, so that e-mails queue up in Redis), a stand-in of Telegram's Bot API (answering
 * after --telegram-delay-ms; the relay posts one message at a time, so messages queue up too) and one of
 * Twilio's Messages API, which the real `twilio` SDK calls (answering after --twilio-delay-ms). Build
 * first (`npm run build`). Prints, for e-mails, texts and the chat relay, what was accepted, what arrived,
 * duplicates, and the time from Redis's return until the last one arrived. Exit 0 when everything
 * arrived exactly once and the last e-mail within --max-after-return seconds of Redis's return (the
 * success page promises the confirmation within 5 minutes), 1 when not, 2 when the bench itself failed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { TEXT_CONSENT_VERSION } from '@reactivation/contracts';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { io, type Socket } from 'socket.io-client';
import { BenchError, children, freePort, startChild, stopChild, tail, waitForHealth, type Child } from './lib/processes';

const PG_SERVER = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432';
const DB_NAME = 'reactivation_redis_loss_bench';
const DATABASE_URL = `${PG_SERVER}/${DB_NAME}`;
const STAFF_EMAIL = 'staff@bench.test';

const { values: opts } = parseArgs({
  options: {
    cases: { type: 'string', default: '300' },
    rate: { type: 'string', default: '20' },
    'kill-at': { type: 'string', default: '5' },
    down: { type: 'string', default: '20' },
    // Production's default (OUTBOX_REDRIVE_AFTER_SECONDS): recovery must not wait for it.
    'redrive-after': { type: 'string', default: '300' },
    'max-after-return': { type: 'string', default: '60' },
    'smtp-delay-ms': { type: 'string', default: '200' },
    'telegram-delay-ms': { type: 'string', default: '100' },
    'twilio-delay-ms': { type: 'string', default: '100' },
    timeout: { type: 'string', default: '180' },
  },
});
const CASES = Number(opts.cases);
const RATE = Number(opts.rate);
const KILL_AT_S = Number(opts['kill-at']);
const DOWN_S = Number(opts.down);
const REDRIVE_AFTER_S = Number(opts['redrive-after']);
const MAX_AFTER_RETURN_S = Number(opts['max-after-return']);
const SMTP_DELAY_MS = Number(opts['smtp-delay-ms']);
const TELEGRAM_DELAY_MS = Number(opts['telegram-delay-ms']);
const TWILIO_DELAY_MS = Number(opts['twilio-delay-ms']);
const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TWILIO_TOKEN = 'bench-auth-token-0123456789';
const TIMEOUT_S = Number(opts.timeout);
const CHAT_SESSIONS = 30;

/** A redis-server with no persistence at all: what it holds dies with it. */
class RedisServer {
  private proc?: ChildProcess;
  constructor(readonly port: number) {}
  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start(): Promise<void> {
    this.proc = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const client = new Redis(this.url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.ping();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new BenchError(`redis-server did not start: ${(error as Error).message}`);
        await sleep(100);
      } finally {
        client.disconnect();
      }
    }
  }
  async kill(): Promise<void> {
    const proc = this.proc;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGKILL');
    });
  }
}

/** Counts every message by Message-ID; answers each after a delay, like a server across a network. */
class SmtpCounter {
  readonly byMessageId = new Map<string, number>();
  lastAt = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        setTimeout(() => {
          const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? `unknown-${randomUUID()}`;
          this.byMessageId.set(id, (this.byMessageId.get(id) ?? 0) + 1);
          this.lastAt = Date.now();
          callback();
        }, SMTP_DELAY_MS);
      });
    },
  });
  port = 0;
  async start(): Promise<void> {
    this.port = await freePort();
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }
  get received(): number {
    return [...this.byMessageId.values()].reduce((sum, n) => sum + n, 0);
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The two Bot API methods the relay calls, counting posted texts. */
class TelegramCounter {
  readonly byText = new Map<string, number>();
  lastAt = 0;
  private nextThread = 1;
  private readonly server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const method = (req.url ?? '').split('/').pop();
      const body = JSON.parse(raw || '{}') as { text?: string };
      let result: unknown = true;
      if (method === 'createForumTopic') result = { message_thread_id: this.nextThread++, name: 'topic' };
      if (method === 'sendMessage') {
        this.byText.set(body.text ?? '', (this.byText.get(body.text ?? '') ?? 0) + 1);
        this.lastAt = Date.now();
        result = { message_id: 1 };
      }
      setTimeout(() => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ ok: true, result }));
      }, TELEGRAM_DELAY_MS);
    });
  });
  port = 0;
  async start(): Promise<void> {
    this.port = await freePort();
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }
  get received(): number {
    return [...this.byText.values()].reduce((sum, n) => sum + n, 0);
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Twilio's Messages API as the SDK calls it (POST …/Messages.json, form fields), counting each text by its words. */
class TwilioCounter {
  readonly byBody = new Map<string, number>();
  lastAt = 0;
  private next = 1;
  private readonly server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = new URLSearchParams(raw).get('Body') ?? '';
      this.byBody.set(body, (this.byBody.get(body) ?? 0) + 1);
      this.lastAt = Date.now();
      const sid = `SM${String(this.next++).padStart(32, '0')}`;
      setTimeout(() => {
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ sid, status: 'queued', body }));
      }, TWILIO_DELAY_MS);
    });
  });
  port = 0;
  async start(): Promise<void> {
    this.port = await freePort();
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }
  get received(): number {
    return [...this.byBody.values()].reduce((sum, n) => sum + n, 0);
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function withAdmin<T>(action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

async function sql<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

interface Visitor {
  socket: Socket;
  sessionId: string;
  name: string;
}

async function openVisitor(baseUrl: string, n: number): Promise<Visitor> {
  const socket = io(baseUrl, { path: '/ws', transports: ['websocket'], forceNew: true });
  const name = `Visitor ${n}`;
  const ack = (await socket.timeout(10_000).emitWithAck('init_chat', { customerName: name })) as { ok: boolean; message?: { sessionId: string } };
  if (!ack.ok || !ack.message) throw new BenchError(`init_chat refused: ${JSON.stringify(ack)}`);
  return { socket, sessionId: ack.message.sessionId, name };
}

/** Sends `count` requests at `rate` a second; resolves with how many were accepted. */
async function atRate(count: number, rate: number, send: (index: number) => Promise<boolean>): Promise<number> {
  const started = Date.now();
  const pending: Promise<boolean>[] = [];
  for (let index = 0; index < count; index += 1) {
    const due = started + (index * 1000) / rate;
    if (due > Date.now()) await sleep(due - Date.now());
    pending.push(send(index).catch(() => false));
  }
  return (await Promise.all(pending)).filter(Boolean).length;
}

function fmt(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'redis-loss-bench-'));
  const redis = new RedisServer(await freePort());
  const smtp = new SmtpCounter();
  const telegram = new TelegramCounter();
  const twilio = new TwilioCounter();
  const visitors: Visitor[] = [];
  let api: Child | undefined;
  let worker: Child | undefined;
  try {
    await withAdmin(async (admin) => {
      await admin.query(`drop database if exists "${DB_NAME}" with (force)`);
      await admin.query(`create database "${DB_NAME}"`);
    });
    await redis.start();
    await smtp.start();
    await telegram.start();
    await twilio.start();
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL,
      REDIS_URL: redis.url,
      REDIS_PREFIX: `bench-${randomUUID().slice(0, 8)}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      STAFF_EMAIL,
      RATE_LIMIT_PUBLIC_WRITES: '100000',
      // The address's one budget across public writes (30 a window by default) would refuse most of the bench's cases.
      RATE_LIMIT_PUBLIC_WRITES_TOTAL: '100000',
      CHAT_MESSAGES_PER_10S: '1000',
      // Every visitor of the bench comes from one address: the per-address chat limits (their own attack tests) are lifted.
      CHAT_SESSIONS_PER_IP_PER_HOUR: '1000',
      CHAT_CONNECTIONS_PER_IP: '1000',
      CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY: '100000',
      OUTBOX_REDRIVE_AFTER_SECONDS: String(REDRIVE_AFTER_S),
      TELEGRAM_BOT_TOKEN: '123:bench',
      TELEGRAM_CHAT_ID: '-100123',
      TELEGRAM_WEBHOOK_SECRET: 'bench-webhook-secret',
      TELEGRAM_API_URL: `http://127.0.0.1:${telegram.port}`,
      TEXTING_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: TWILIO_SID,
      TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
      TWILIO_FROM: '+15550100200',
      TWILIO_API_BASE: `http://127.0.0.1:${twilio.port}`,
      // Texts leave at any hour here: the bench measures recovery, not the quiet hours.
      TEXT_QUIET_HOURS: '0-0',
    };
    api = startChild('api', ['backend/dist/main.js'], { ...env, RUN_WORKERS_IN_API: 'false', MIGRATE_ON_BOOT: 'true' });
    await waitForHealth(api, baseUrl, 120_000);
    worker = startChild('worker', ['backend/dist/worker.js'], env);
    for (let n = 0; n < CHAT_SESSIONS; n += 1) visitors.push(await openVisitor(baseUrl, n));

    console.log(
      `${CASES} cases and ${CASES} chat messages at ${RATE}/s each; Redis (no persistence) killed at ${KILL_AT_S} s, ` +
        `started empty ${DOWN_S} s later; re-drive after ${REDRIVE_AFTER_S} s; SMTP answers in ${SMTP_DELAY_MS} ms, Telegram in ${TELEGRAM_DELAY_MS} ms`,
    );
    let redisBackAt = 0;
    const outage = (async () => {
      await sleep(KILL_AT_S * 1000);
      await redis.kill();
      console.log(`  Redis killed at ${KILL_AT_S} s`);
      await sleep(DOWN_S * 1000);
      await redis.start();
      redisBackAt = Date.now();
      console.log(`  Redis started again, empty, at ${KILL_AT_S + DOWN_S} s`);
    })();
    const [casesAccepted, messagesAccepted] = await Promise.all([
      atRate(CASES, RATE, async (index) => {
        const res = await fetch(`${baseUrl}/api/submit-case-review`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Bench',
            lastName: `Case ${index}`,
            email: `case-${index}@bench.test`,
            // A number of its own, so no daily cap is reached.
            phone: `+1555${3_000_000 + index}`,
            platform: 'Uber',
            deactivationDate: '2025-07-14',
            deactivationReason: 'Deactivated during the Redis data loss benchmark.',
            attemptedReactivation: false,
            supportResponse: '',
            documentUrls: [],
            description: '',
            textConsent: { channel: 'sms', version: TEXT_CONSENT_VERSION },
          }),
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        return res.status === 201;
      }),
      atRate(CASES, RATE, async (index) => {
        const visitor = visitors[index % visitors.length]!;
        const ack = (await visitor.socket
          .timeout(30_000)
          .emitWithAck('customer_message', { sessionId: visitor.sessionId, clientId: `bench-message-${index}`, text: `message ${index}`, customerName: visitor.name })) as {
          ok: boolean;
        };
        return ack.ok;
      }),
    ]);
    await outage;

    const expectedEmails = casesAccepted * 2;
    const deadline = Date.now() + TIMEOUT_S * 1000;
    while ((smtp.received < expectedEmails || telegram.received < messagesAccepted || twilio.received < casesAccepted) && Date.now() < deadline) {
      if (api.exitCode !== undefined || worker.exitCode !== undefined) throw new BenchError(`a process exited\n${tail(api)}\n${tail(worker)}`);
      await sleep(250);
    }
    await sleep(2000); // anything sent twice would arrive now
    const [outbox] = await sql<{ unfinished: number; cases: number; chat: number }>(
      `select count(*) filter (where finished_at is null)::int as unfinished,
              count(*) filter (where redrives > 0 and type = 'case.submitted')::int as cases,
              count(*) filter (where redrives > 0 and type = 'chat.message_posted')::int as chat
       from outbox_event`,
    );

    const emailDuplicates = [...smtp.byMessageId.values()].reduce((sum, n) => sum + n - 1, 0);
    const chatDuplicates = [...telegram.byText.values()].reduce((sum, n) => sum + n - 1, 0);
    const lastEmailAfterReturnMs = smtp.lastAt - redisBackAt;
    const emailsInTime = lastEmailAfterReturnMs <= MAX_AFTER_RETURN_S * 1000;
    const emailsOk = smtp.byMessageId.size === expectedEmails && emailDuplicates === 0 && casesAccepted === CASES && emailsInTime;
    const chatOk = telegram.byText.size === messagesAccepted && chatDuplicates === 0 && messagesAccepted === CASES;
    const textDuplicates = [...twilio.byBody.values()].reduce((sum, n) => sum + n - 1, 0);
    const textsOk = twilio.byBody.size === casesAccepted && textDuplicates === 0 && casesAccepted === CASES;
    console.log(
      `e-mails:    ${casesAccepted} accepted, ${smtp.byMessageId.size}/${expectedEmails} e-mails, ${emailDuplicates} duplicates; ` +
        `last one ${fmt(lastEmailAfterReturnMs)} after Redis came back (at most ${MAX_AFTER_RETURN_S} s: ${emailsInTime ? 'ok' : 'TOO LATE'})`,
    );
    console.log(
      `texts:      ${casesAccepted} accepted, ${twilio.byBody.size}/${casesAccepted} texts, ${textDuplicates} duplicates; ` +
        `last one ${fmt(twilio.lastAt - redisBackAt)} after Redis came back`,
    );
    console.log(
      `chat relay: ${messagesAccepted} accepted, ${telegram.byText.size}/${messagesAccepted} messages relayed, ${chatDuplicates} duplicates; ` +
        `last one ${fmt(telegram.lastAt - redisBackAt)} after Redis came back`,
    );
    console.log(
      `outbox: ${outbox!.cases} case events and ${outbox!.chat} chat events published again (their jobs lost with Redis, or still ` +
        `queued then, where it changes nothing); ${outbox!.unfinished} left unfinished`,
    );
    return emailsOk && chatOk && textsOk ? 0 : 1;
  } finally {
    for (const visitor of visitors) visitor.socket.close();
    if (worker) await stopChild(worker);
    if (api) await stopChild(api);
    for (const child of children) if (child.exitCode === undefined) child.proc.kill('SIGKILL');
    await redis.kill();
    await smtp.stop();
    await telegram.stop();
    await twilio.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await withAdmin((admin) => admin.query(`drop database if exists "${DB_NAME}" with (force)`)).catch((error: unknown) =>
      console.error(`cleanup: could not drop ${DB_NAME}: ${(error as Error).message}`),
    );
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BenchError ? error.message : error);
    process.exit(2);
  },
);
