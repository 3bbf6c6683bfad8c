import { getQueueToken } from '@nestjs/bullmq';
import type { AuditAction } from '@reactivation/contracts';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AuditLogService } from '../../src/audit/audit-log.service';
import type { DomainEventJob } from '../../src/core/events/domain-events';
import { QUEUES } from '../../src/core/queue/queues';
import { totpCode, totpStep } from '../../src/admin-auth/totp';
import { STAFF_PASSWORD, signedInStaff } from '../utils/admin';
import { eventually, sleep } from '../utils/eventually';
import { PNG, validApplicationFields } from '../utils/fixtures';
import { startTestApp, type TestApp } from '../utils/test-app';

interface Entry {
  id: string;
  at: string;
  actor: string;
  action: AuditAction;
  applicationId: string | null;
  caseNumber: string | null;
  detail: Record<string, string>;
}

describe('audit log of staff actions', () => {
  let t: TestApp;
  let staff: { username: string; token: string };
  let staffId: string;
  let caseId: string;
  let caseNumber: string;
  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const auth = () => ({ Authorization: `Bearer ${staff.token}` });
  const log = async (query = '') =>
    (await request(t.url).get(`/api/admin/audit?actor=${staff.username}&limit=100${query}`).set(auth()).expect(200)).body as Entry[];

  /** Every staff action the panel offers today, done once each on one case. */
  async function doEveryAction(): Promise<void> {
    const submitted = await request(t.url)
      .post('/api/applications')
      .field({ ...validApplicationFields, email: `audit-${randomUUID()}@example.com` })
      .attach('documents', PNG, 'screenshot.png')
      .expect(201);
    caseId = submitted.body.applicationId;
    caseNumber = submitted.body.caseNumber;
    const on = (path: string) => `/api/admin/applications/${caseId}${path}`;
    await request(t.url).patch(on('/status')).set(auth()).send({ status: 'expert_review' }).expect(200);
    await request(t.url).put(on('/owner')).set(auth()).send({ ownerId: staffId }).expect(200);
    await request(t.url).post(on('/payment-link')).set(auth()).expect(201);
    await request(t.url).post(on('/payment-link/send')).set(auth()).expect(202);
    await request(t.url).post(on('/payment-link/revoke')).set(auth()).expect(204);
    await request(t.url).post(on('/payment-link/reissue')).set(auth()).expect(201);
    await request(t.url).post(on('/status-link/rotate')).set(auth()).expect(200);
    const detail = await request(t.url).get(on('')).set(auth()).expect(200);
    await request(t.url).get(on(`/documents/${detail.body.documents[0].id}`)).set(auth()).expect(200);
    await request(t.url).get(`/api/admin/applications.csv?q=${caseNumber}`).set(auth()).expect(200);
    await request(t.url).post(on('/notes')).set(auth()).send({ body: 'Called the client' }).expect(201);
    await request(t.url).post(on('/document-requests')).set(auth()).send({ items: ['The deactivation e-mail', 'Ratings'] }).expect(201);
    await request(t.url).post(on('/messages')).set(auth()).send({ body: 'We have what we need.' }).expect(201);
    // Opening the file again at once is the same opening: recorded once.
    await request(t.url).get(on('')).set(auth()).expect(200);
    // The second factor on, then off; a wrong password; signing out, and in again.
    const { secret } = (await request(t.url).post('/api/admin/totp/setup').set(auth()).send({ password: STAFF_PASSWORD }).expect(200)).body;
    await request(t.url).post('/api/admin/totp/enable').set(auth()).send({ code: totpCode(secret, totpStep() - 1) }).expect(204);
    await request(t.url)
      .post('/api/admin/totp/disable')
      .set(auth())
      .send({ password: STAFF_PASSWORD, code: totpCode(secret, totpStep()) })
      .expect(204);
    await request(t.url).post('/api/admin/login').send({ username: staff.username, password: 'not the password' }).expect(401);
    await request(t.url).post('/api/admin/logout').set(auth()).expect(204);
    staff = await signedInAgain(staff.username);
  }

  async function signedInAgain(username: string) {
    const res = await request(t.url).post('/api/admin/login').send({ username, password: STAFF_PASSWORD }).expect(200);
    return { username, token: res.body.token as string };
  }

  const EVERY_ACTION: AuditAction[] = [
    'signed_in',
    'status_changed',
    'case_assigned',
    'payment_link_created',
    'payment_link_sent',
    'payment_link_revoked',
    'payment_link_reissued',
    'status_link_rotated',
    'document_downloaded',
    'cases_exported',
    'case_opened',
    'note_added',
    'documents_requested',
    'client_messaged',
    'second_factor_enabled',
    'second_factor_removed',
    'sign_in_failed',
    'signed_out',
    'signed_in',
  ];

  beforeAll(async () => {
    t = await startTestApp();
    staff = await signedInStaff(t, `auditor-${randomUUID().slice(0, 6)}`);
    const [row] = await sql<{ id: string }>('select id from staff_account where username = ?', [staff.username]);
    staffId = row!.id;
    await doEveryAction();
  });
  afterAll(() => t.close());

  it('records each action once, with who, when and on which case', async () => {
    const entries = await eventually(async () => {
      const all = await log();
      expect(all.map((entry) => entry.action).sort()).toEqual([...EVERY_ACTION].sort());
      return all;
    });
    await sleep(1500); // nothing more arrives later
    expect((await log()).map((entry) => entry.id).sort()).toEqual(entries.map((entry) => entry.id).sort());

    const byAction = Object.fromEntries(entries.map((entry) => [entry.action, entry]));
    expect(byAction.signed_in).toMatchObject({ actor: staff.username, applicationId: null, caseNumber: null });
    expect(byAction.status_changed).toMatchObject({ applicationId: caseId, caseNumber, detail: { from: 'review_submitted', to: 'expert_review' } });
    expect(byAction.case_assigned).toMatchObject({ caseNumber, detail: { from: '', to: staff.username } });
    expect(byAction.document_downloaded).toMatchObject({ caseNumber });
    expect(byAction.cases_exported).toMatchObject({ caseNumber: null, detail: { q: caseNumber } });
    expect(byAction.case_opened).toMatchObject({ caseNumber });
    expect(byAction.note_added).toMatchObject({ caseNumber, detail: {} });
    expect(byAction.documents_requested).toMatchObject({ caseNumber, detail: { items: '2' } });
    expect(byAction.sign_in_failed).toMatchObject({ actor: staff.username, detail: { reason: 'password', address: expect.any(String) } });
    expect(byAction.second_factor_removed).toMatchObject({ actor: staff.username, caseNumber: null });
    // Newest first, each at the time of the action.
    const times = entries.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Date.now() - new Date(times.at(-1)!).getTime()).toBeLessThan(5 * 60_000);
  });

  it('records an action once even when its job runs again', async () => {
    await eventually(async () => expect(await log()).toHaveLength(EVERY_ACTION.length));
    const [event] = await sql<{ id: string; type: string; payload: DomainEventJob['payload']; created_at: string }>(
      `select id, type, payload, created_at from outbox_event where type = 'case.status_changed' and payload->>'applicationId' = ?`,
      [caseId],
    );
    const job = { eventId: event!.id, type: event!.type, payload: event!.payload, occurredAt: new Date(event!.created_at).toISOString() };
    // The same event through the queue under another job id (a re-drive whose first job Redis lost), and straight in.
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.audit));
    const replay = await queue.add(event!.type, job, { jobId: `replay-${event!.id}` });
    await eventually(async () => expect(await replay.isCompleted()).toBe(true));
    expect(await t.app.get(AuditLogService).record(job as DomainEventJob<'case.status_changed'>)).toBe(false);
    expect(await log()).toHaveLength(EVERY_ACTION.length);
  });

  it('is filtered by action and paged, for staff only', async () => {
    await eventually(async () => expect(await log()).toHaveLength(EVERY_ACTION.length));
    expect((await log('&action=payment_link_reissued')).map((entry) => entry.action)).toEqual(['payment_link_reissued']);
    const first = await request(t.url).get(`/api/admin/audit?actor=${staff.username}&limit=4`).set(auth()).expect(200);
    expect(first.body).toHaveLength(4);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link ?? '')![1]!;
    const second = await request(t.url).get(next).set(auth()).expect(200);
    expect(second.body).toHaveLength(4);
    expect(second.body.map((entry: Entry) => entry.id)).not.toContain(first.body[0].id);
    await request(t.url).get('/api/admin/audit').expect(401);
    const bad = await request(t.url).get('/api/admin/audit?action=deleted_everything').set(auth()).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['action']);
  });
});
