import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { eventually, sleep } from '../utils/eventually';
import { validCaseReview } from '../utils/fixtures';
import { freePort } from '../utils/redis-process';
import { ownDatabase } from '../utils/own-database';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '../utils/test-env';

const DIST = join(__dirname, '../../dist');

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** Runs a built entry point (main.js or worker.js) with the run's database and a Redis prefix of its own. */
function run(entry: 'main.js' | 'worker.js', env: Record<string, string>): Running {
  const file = join(DIST, entry);
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build -w backend" first (npm test does)`);
  const child = spawn(process.execPath, [file], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { child, output: () => output, exited };
}

// The worker test holds the first e-mail it sees: it must be this file's, not one another file left queued.
let databaseUrl: string;
beforeAll(async () => {
  databaseUrl = await ownDatabase('shutdown');
});

const dataDirs: string[] = [];
function baseEnv(): Record<string, string> & { REDIS_PREFIX: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-test-'));
  dataDirs.push(dataDir);
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: uniqueRedisPrefix(),
    DATA_DIR: dataDir,
    MIGRATE_ON_BOOT: 'false',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PUBLIC_WRITES: '1000',
  };
}
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('SIGTERM to the api with 1,000 chat sockets open', () => {
  const sockets: Socket[] = [];
  let app: Running | undefined;
  afterAll(() => {
    sockets.forEach((socket) => socket.close());
    if (app?.child.exitCode === null) app.child.kill('SIGKILL');
  });

  it('disconnects them, closes everything and exits 0 in under 5 s', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // Every socket here comes from one address: the per-address cap (its own attack test) is lifted.
    app = run('main.js', { ...baseEnv(), PORT: String(port), PUBLIC_URL: url, RUN_WORKERS_IN_API: 'true', CHAT_CONNECTIONS_PER_IP: '2000' });
    await eventually(async () => {
      if (app!.child.exitCode !== null) throw new Error(`the api exited early:\n${app!.output()}`);
      await request(url).get('/api/health').expect(200);
    }, 30_000, 200);

    for (let batch = 0; batch < 10; batch += 1) {
      const opened = Array.from({ length: 100 }, () => {
        const socket = io(url, { path: '/ws', transports: ['websocket'], reconnection: false, forceNew: true });
        sockets.push(socket);
        return new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
      });
      await Promise.all(opened);
    }
    expect(sockets.filter((socket) => socket.connected)).toHaveLength(1000);
    const session = await sockets[0]!.emitWithAck('init_chat', { customerName: 'Ana' });
    expect(session).toMatchObject({ ok: true });

    const disconnected = Promise.all(sockets.map((socket) => new Promise<void>((resolve) => socket.once('disconnect', () => resolve()))));
    const sent = Date.now();
    app.child.kill('SIGTERM');
    const { code, signal, at } = await Promise.race([
      app.exited,
      sleep(15_000).then(() => ({ code: null, signal: null, at: Date.now() })),
    ]);
    expect({ code, signal, output: code === 0 ? '' : app.output() }).toEqual({ code: 0, signal: null, output: '' });
    expect(at - sent).toBeLessThan(5000);
    await disconnected;
    expect(app.output()).toContain('SIGTERM received: closing');
    expect(app.output()).toContain('"msg":"Closed"');
  });
});

describe('SIGTERM to the worker with a job in hand', () => {
  let worker: Running | undefined;
  let smtp: SMTPServer;
  const received: string[] = [];
  let acceptNow: (() => void) | undefined;
  afterAll(async () => {
    if (worker?.child.exitCode === null) worker.child.kill('SIGKILL');
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('finishes the job (the e-mail leaves, once) before it exits 0', async () => {
    // An SMTP server that holds the first message until the test lets it through.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          if (received.length === 1) acceptNow = () => callback();
          else callback();
        });
      },
    });
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

    const env = { ...baseEnv(), SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, STAFF_EMAIL: 'staff@cases.test' };
    // The case and its event, written as the api would: through the api process itself.
    const apiPort = await freePort();
    const api = run('main.js', { ...env, PORT: String(apiPort), RUN_WORKERS_IN_API: 'false' });
    let caseNumber: string;
    try {
      await eventually(() => request(`http://127.0.0.1:${apiPort}`).get('/api/health').expect(200), 30_000, 200);
      const res = await request(`http://127.0.0.1:${apiPort}`).post('/api/submit-case-review').send(validCaseReview).expect(201);
      caseNumber = res.body.caseNumber as string;
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
    }

    worker = run('worker.js', env);
    await eventually(() => {
      if (worker!.child.exitCode !== null) throw new Error(`the worker exited early:\n${worker!.output()}`);
      expect({ holding: acceptNow !== undefined, output: worker!.output() }).toMatchObject({ holding: true });
    }, 30_000);
    const sent = Date.now();
    worker.child.kill('SIGTERM');
    await sleep(500);
    expect(worker.child.exitCode).toBeNull(); // still finishing the job in hand
    acceptNow!();
    const { code, at } = await worker.exited;
    expect({ code, output: code === 0 ? '' : worker.output() }).toEqual({ code: 0, output: '' });
    expect(at - sent).toBeLessThan(10_000);

    const queue = new Queue('notifications', { connection: { url: TEST_REDIS_URL } as never, prefix: `${env.REDIS_PREFIX}:bull` });
    try {
      const counts = await queue.getJobCounts('completed', 'active', 'wait', 'delayed', 'failed');
      expect(counts).toMatchObject({ completed: 1, active: 0, failed: 0 });
    } finally {
      await queue.close();
    }
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(
        `select recipient_role, status from email_delivery
         where event_id = (select id from outbox_event where payload->>'caseNumber' = $1) order by recipient_role`,
        [caseNumber!],
      );
      expect(rows).toEqual([
        { recipient_role: 'client', status: 'sent' },
        { recipient_role: 'staff', status: 'sent' },
      ]);
    } finally {
      await db.end();
    }
    expect(received).toHaveLength(2);
  });
});
