import { appRoutes, buildHistoryRoutes } from '@bull-board/api/dist/routes.js';
import { Queue, type RedisOptions } from 'bullmq';
import express from 'express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { QUEUES } from '../../src/core/queue/queues';
import { redisOptions } from '../../src/core/redis/redis-options';
import { readOnlyBoard } from '../../src/ops/read-only-board';
import { signedInStaff } from '../utils/admin';
import { eventually } from '../utils/eventually';
import { leakedSecrets, report, startSecurityApp, type SecurityApp } from './security-app';

const BOARD = '/api/admin/queues';

/**
 * Every route of Bull Board's API that changes something, taken from the library's own table, so a
 * route a new version adds is attacked too. The history routes exist only with a history provider
 * (none here); they are listed with every capability on, so the purge route is tried as well.
 */
type WriteMethod = 'post' | 'put' | 'patch';
const writes = (routes: typeof appRoutes.api) =>
  routes.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method])
      .filter((method): method is WriteMethod => method !== 'get')
      .map((method) => ({ method, route: String(route.route), body: route.spec.body as string | undefined })),
  );
const boardWriteRoutes = writes(appRoutes.api);
const writeRoutes = [
  ...boardWriteRoutes,
  ...writes(buildHistoryRoutes({} as never, { hasUsage: true, canPurge: true, hasLatency: true })),
];

/** A body each write route accepts (so that, unrefused, it would act); a route with an unknown body fails the test. */
const BODIES: Record<string, object> = {
  AddJobBody: {
    name: 'staff.signed_in',
    data: {
      eventId: randomUUID(),
      type: 'staff.signed_in',
      payload: { accountId: randomUUID(), actor: 'forged-actor' },
      occurredAt: '2020-01-01T00:00:00.000Z',
    },
    options: {},
  },
  UpdateJobDataBody: { jobData: { forged: true } },
  ChangeJobDelayBody: { runAt: Date.now() },
  ChangeJobPriorityBody: { priority: 1 },
  SetGlobalConcurrencyBody: { concurrency: 1 },
  SetRateLimitBody: { max: 1, duration: 60_000 },
  ObliterateQueueBody: { force: true },
  UpdateJobSchedulerBody: { every: 1000 },
  PurgeMetricsHistoryBody: {},
};

/** The ops tools: the queue board lets staff look, never change a queue (issue 21). */
describe('attack: the queue board with a staff session', () => {
  let t: SecurityApp;
  let cookie: string;
  let queues: Queue[];
  /** Per queue: a delayed job and (on the event queues) a failed one, so every job route has a target. */
  const seeded = new Map<string, { delayed: string; failed?: string }>();

  beforeAll(async () => {
    // The drafts sweep runs hourly here, so its queue holds still while the test compares it.
    t = await startSecurityApp({ DRAFT_SWEEP_SECONDS: '3600' });
    const staff = await signedInStaff(t);
    t.secrets.add(staff.token);
    cookie = `admin_session=${staff.token}`;
    const connection = { ...redisOptions(t.env.REDIS_URL, 'worker') } as RedisOptions;
    queues = Object.values(QUEUES).map((name) => new Queue(name, { connection, prefix: `${t.env.REDIS_PREFIX}:bull` }));
    for (const queue of queues) {
      const delayed = await queue.add('seeded', { seeded: true }, { delay: 3_600_000 });
      // A malformed event job fails at once, without retries, in every processor fed by the outbox.
      const eventQueue = ![QUEUES.drafts, QUEUES.maintenance].includes(queue.name as 'drafts');
      const failed = eventQueue ? await queue.add('malformed', {}, { attempts: 1 }) : undefined;
      seeded.set(queue.name, { delayed: delayed.id!, failed: failed?.id });
    }
    await eventually(async () => {
      for (const queue of queues) {
        const failed = seeded.get(queue.name)!.failed;
        if (failed) expect(await queue.getJobState(failed)).toBe('failed');
        expect(await queue.getJobCounts('active', 'wait')).toEqual({ active: 0, wait: 0 });
      }
    });
  });
  afterAll(async () => {
    expect(leakedSecrets(t)).toEqual([]);
    await Promise.all(queues.map((queue) => queue.close()));
    await t.close();
  });

  /** What staff could change through the board: counts, pause, limits, schedules and the seeded jobs. */
  async function queueState() {
    const state: Record<string, unknown> = {};
    for (const queue of queues) {
      const { delayed, failed } = seeded.get(queue.name)!;
      const job = async (id: string | undefined) => {
        const found = id ? await queue.getJob(id) : undefined;
        return found && { state: await found.getState(), data: found.data, delay: found.delay, priority: found.priority };
      };
      const counts = await queue.getJobCounts();
      state[queue.name] = {
        jobs: Object.values(counts).reduce((sum, n) => sum + n, 0),
        counts: { ...counts, completed: undefined, active: undefined },
        paused: await queue.isPaused(),
        concurrency: await queue.getGlobalConcurrency(),
        rateLimit: await queue.getGlobalRateLimit(),
        schedulers: (await queue.getJobSchedulers()).map(({ key, every, pattern, next }) => ({ key, every, pattern, next })),
        delayed: await job(delayed),
        failed: await job(failed),
      };
    }
    const audit = await t.orm.em.getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from audit_log');
    return { queues: state, auditEntries: audit[0]!.n };
  }

  const path = (route: string, queue: string) => {
    const { delayed, failed } = seeded.get(queue)!;
    return `${BOARD}${route}`
      .replace(':queueName', queue)
      .replace(':jobId', route.includes('retry') ? (failed ?? delayed) : delayed)
      .replace(':queueStatus', route.includes('retry') ? 'failed' : 'delayed')
      .replace(':schedulerId', queue === QUEUES.maintenance ? 'retention' : 'drafts-sweep');
  };

  it('every write route of the board, on every queue, answers 403 or 405 and nothing changes', async () => {
    expect(writeRoutes.map((r) => r.route)).toEqual(
      expect.arrayContaining([
        '/api/queues/:queueName/add',
        '/api/queues/:queueName/:jobId/retry',
        '/api/queues/:queueName/retry/:queueStatus',
        '/api/queues/:queueName/:jobId/promote',
        '/api/queues/:queueName/clean/:queueStatus',
        '/api/queues/:queueName/empty',
        '/api/queues/:queueName/pause',
        '/api/queues/pause',
        '/api/queues/:queueName/:jobId/update-data',
        '/api/queues/:queueName/obliterate',
      ]),
    );
    const before = await queueState();
    const answers: Array<{ attempt: string; status: number }> = [];
    for (const queue of Object.values(QUEUES)) {
      for (const { method, route, body } of writeRoutes) {
        if (body) expect(Object.keys(BODIES)).toContain(body);
        const target = path(route, queue);
        const send = request(t.url)[method];
        const res = await send(target)
          .set('Cookie', cookie)
          .send(body ? BODIES[body] : undefined);
        answers.push({ attempt: `${method.toUpperCase()} ${target}`, status: res.status });
      }
    }
    const after = await queueState();
    const refused = answers.filter(({ status }) => status === 403 || status === 405).length;
    report({
      attack: 'queue board write routes with a staff cookie',
      attempts: answers.length,
      refused,
      // Answers that did what they were asked (2xx): each changed or could have changed a queue.
      stored: answers.filter(({ status }) => status < 300).length,
    });
    expect(answers.filter(({ status }) => status !== 403 && status !== 405)).toEqual([]);
    expect(after).toEqual(before);
  });

  it('the forged audit job of the report changes nothing, nor does a method override header (no such thing here)', async () => {
    const before = await queueState();
    await request(t.url).post(`${BOARD}/api/queues/audit/add`).set('Cookie', cookie).send(BODIES.AddJobBody).expect(405);
    // Read as GET: the read of a job named "add", which does not exist.
    await request(t.url)
      .get(`${BOARD}/api/queues/audit/add`)
      .set('Cookie', cookie)
      .set('X-HTTP-Method-Override', 'POST')
      .expect(404);
    await request(t.url).delete(`${BOARD}/api/queues/audit`).set('Cookie', cookie).expect(405);
    expect(await queueState()).toEqual(before);
  });

  it('behind the method check, the board itself answers 403 to every write route it has and changes nothing', async () => {
    // The board alone, as if a write got past the method check: its before-hook refuses with 403.
    // (The history routes exist only with a history provider, which this board has not.)
    const bare = express().use(BOARD, readOnlyBoard(queues, BOARD, 'test'));
    const before = await queueState();
    const answers: number[] = [];
    for (const queue of Object.values(QUEUES)) {
      for (const { method, route, body } of boardWriteRoutes) {
        const send = request(bare)[method];
        const res = await send(path(route, queue)).send(body ? BODIES[body] : undefined);
        answers.push(res.status);
      }
    }
    expect(answers.filter((status) => status !== 403)).toEqual([]);
    expect(await queueState()).toEqual(before);
  });

  it('the board still reads: every queue listed, read-only, with its jobs', async () => {
    const res = await request(t.url).get(`${BOARD}/api/queues`).query({ activeQueue: 'audit', status: 'delayed' }).set('Cookie', cookie).expect(200);
    const listed = res.body.queues as Array<{ name: string; readOnlyMode: boolean; allowRetries: boolean }>;
    expect(listed.map((q) => q.name).sort()).toEqual(Object.values(QUEUES).sort());
    expect(listed.every((q) => q.readOnlyMode && !q.allowRetries)).toBe(true);
    await request(t.url).head(BOARD).set('Cookie', cookie).expect(200);
  });

  it('the board page and its files carry the site headers: CSP with frame-ancestors none, no X-Powered-By', async () => {
    for (const target of [BOARD, `${BOARD}/queue/audit`]) {
      const page = await request(t.url).get(target).set('Cookie', cookie).expect(200);
      expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
      expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-powered-by']).toBeUndefined();
    }
    const script = /src="(static\/js\/[^"]+)"/.exec((await request(t.url).get(BOARD).set('Cookie', cookie)).text)![1];
    const asset = await request(t.url).get(`${BOARD}/${script}`).set('Cookie', cookie).expect(200);
    expect(asset.headers['x-powered-by']).toBeUndefined();
    const refused = await request(t.url).get(BOARD).expect(401);
    expect(refused.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(refused.headers['x-powered-by']).toBeUndefined();
  });
});
