import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { EVENT_ROUTES, type DomainEventType, type DomainEvents } from '../../src/core/events/domain-events';
import type { QueueName } from '../../src/core/queue/queues';
import { signedInStaff } from '../utils/admin';
import { eventually } from '../utils/eventually';
import { validApplicationFields } from '../utils/fixtures';
import { ownDatabase } from '../utils/own-database';
import { startTestApp, type TestApp } from '../utils/test-app';
import { report } from './security-app';

/**
 * Someone who can put jobs on the queues (Redis, or a queue board that lets them) tries to forge
 * history and money: a job for every event type on every queue it is routed to, naming a real case.
 * A queue is transport, not authority: nothing may be recorded, sent or changed.
 */
describe('forged jobs on the queues', () => {
  let t: TestApp;
  let caseId: string;
  let caseNumber: string;
  let staffId: string;
  let submittedEventId: string;
  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

  /** Everything a consumer could write or change, for one case and overall. */
  async function snapshot() {
    const [row] = await sql<Record<string, string>>(
      `select (select status from application where id = ?) as status,
              (select count(*) from case_history where application_id = ?) as history,
              (select count(*) from audit_log) as audit,
              (select count(*) from email_delivery) as emails,
              (select count(*) from conversion) as conversions,
              (select count(*) from chat_relay_delivery) as relays,
              (select count(*) from outbox_event) as events`,
      [caseId, caseId],
    );
    return row;
  }

  /** One plausible payload per event type, naming the real case; a new event type must be added here. */
  function payloads(): { [K in DomainEventType]: DomainEvents[K] } {
    const actor = `forged-${randomUUID().slice(0, 6)}`;
    const onCase = { applicationId: caseId, actor };
    return {
      'case.submitted': { applicationId: caseId, caseNumber },
      'contact.received': { contactMessageId: randomUUID() },
      'case.status_changed': { ...onCase, fromStatus: 'review_submitted', toStatus: 'paid' },
      'payment_link.created': onCase,
      'payment_link.revoked': onCase,
      'status_link.rotated': onCase,
      'case.assigned': { ...onCase, fromOwnerId: null, toOwnerId: staffId },
      'case.document_downloaded': { ...onCase, documentId: randomUUID() },
      'cases.exported': { actor, filter: {} },
      'staff.signed_in': { accountId: staffId, actor },
      'staff.sign_in_failed': { actor, accountId: staffId, address: '203.0.113.9', reason: 'password' },
      'staff.signed_out': { accountId: staffId, actor },
      'staff.second_factor_changed': { accountId: staffId, actor, change: 'removed' },
      'case.opened': onCase,
      'case.note_added': { ...onCase, noteId: randomUUID() },
      'case.staff_replied': { ...onCase, messageId: randomUUID() },
      'draft.abandoned': { draftId: randomUUID() },
      'payment_link.send_requested': onCase,
      'payment.succeeded': { applicationId: caseId, paymentId: randomUUID() },
      'case.documents_requested': { ...onCase, requestIds: [randomUUID()] },
      'case.documents_uploaded': { applicationId: caseId, requestId: randomUUID(), documentIds: [randomUUID()] },
      'case.message_posted': { applicationId: caseId, messageId: randomUUID() },
      'chat.message_posted': { sessionId: randomUUID(), messageId: randomUUID() },
      'payment.refunded': { applicationId: caseId, paymentId: randomUUID(), refundId: randomUUID(), fullyRefunded: true, actor },
      'payment.dispute_opened': { applicationId: caseId, paymentId: randomUUID(), disputeId: randomUUID() },
      'payment.dispute_closed': { applicationId: caseId, paymentId: randomUUID(), disputeId: randomUUID(), outcome: 'lost' },
      'payment.dispute_evidence': { applicationId: caseId, disputeId: randomUUID(), actor, submitted: true },
      'case.deadline_approaching': { applicationId: caseId, reminderId: randomUUID(), dueOn: '2026-12-30', daysBefore: 14 },
      'appeal.letter_changed': { ...onCase, change: 'finalized', version: 1 },
      'appeal.filed': { ...onCase, filedOn: '2026-11-20', method: 'email' },
      'case.documents_reminder_due': { applicationId: caseId, requestIds: [randomUUID()] },
      'case.documents_overdue': { applicationId: caseId, requestIds: [randomUUID()] },
      'payment.link_reminder_due': { applicationId: caseId, expiresAt: '2026-12-30T12:00:00.000Z', expiresOn: '2026-12-30' },
      'case.platform_wait_overdue': { applicationId: caseId, filedAt: '2026-11-01T12:00:00.000Z', waitDays: 40 },
      'macro.changed': { macroId: randomUUID(), actor: 'intruder', change: 'deleted', title: 'Forged' },
      'macro.applied': { ...onCase, macroId: randomUUID(), title: 'Forged', messageSent: true, requests: 2, toStatus: 'expert_review' },
      'case.reply_unseen': { applicationId: caseId, messageId: randomUUID() },
      'text.keyword_received': { inboundId: `SM${randomUUID()}`, from: '+15550001111', channel: 'sms', keyword: 'stop', locale: 'en' },
      'text.delivery_failed': { applicationId: caseId, deliveryId: randomUUID() },
    };
  }

  const queue = (name: QueueName) => t.app.get<Queue>(getQueueToken(name), { strict: false });

  /** Adds the job straight to the queue, as BullMQ lets anyone with the connection do, and waits until a worker took it. */
  async function forge(name: QueueName, type: DomainEventType, eventId: string, payload: unknown): Promise<string> {
    const job = await queue(name).add(type, { eventId, type, payload, occurredAt: '2020-01-01T00:00:00.000Z' }, { jobId: `forged-${randomUUID()}` });
    return eventually(async () => {
      const state = await job.getState();
      if (state !== 'completed' && state !== 'failed') throw new Error(`${name} ${type}: ${state}`);
      return state;
    }, 20_000);
  }

  beforeAll(async () => {
    // A database of its own: every event of it is this file's, so "all done" can be waited for.
    t = await startTestApp({ DATABASE_URL: await ownDatabase('forged_jobs') });
    const staff = await signedInStaff(t);
    [{ id: staffId }] = (await sql<{ id: string }>('select id from staff_account where username = ?', [staff.username])) as [{ id: string }];
    const submitted = await request(t.url)
      .post('/api/applications')
      .field({ ...validApplicationFields, email: `forged-${randomUUID()}@example.com` })
      .expect(201);
    caseId = submitted.body.applicationId;
    caseNumber = submitted.body.caseNumber;
    [{ id: submittedEventId }] = (await sql<{ id: string }>(
      `select id from outbox_event where type = 'case.submitted' and payload->>'applicationId' = ?`,
      [caseId],
    )) as [{ id: string }];
    // The real events (the sign-in, the case) are done before the forgeries start.
    await eventually(async () => {
      const [row] = await sql<{ n: string }>('select count(*) as n from outbox_event where finished_at is null');
      expect(Number(row!.n)).toBe(0);
    });
  });
  afterAll(() => t.close());

  it('records nothing, sends nothing and changes no case, for every event type on every queue it is routed to', async () => {
    const before = await snapshot();
    const forged = payloads();
    const states: string[] = [];
    for (const type of Object.keys(EVENT_ROUTES) as DomainEventType[]) {
      for (const name of EVENT_ROUTES[type]) states.push(`${name} ${type} ${await forge(name, type, randomUUID(), forged[type])}`);
    }
    // Dropped, not failed: a forged job is never retried into effect.
    expect(states.filter((line) => !line.endsWith('completed'))).toEqual([]);
    expect(await snapshot()).toEqual(before);
    expect(before!.status).toBe('review_submitted');
    const [audit] = await sql<{ n: string }>(`select count(*) as n from audit_log where actor like 'forged-%'`);
    expect(Number(audit!.n)).toBe(0);
    report({ attack: 'forged jobs, every event type on every queue it is routed to', attempts: states.length, refused: states.length, stored: 0 });
  });

  it('does not take a real event id for another event, nor a real event onto a queue it is not routed to', async () => {
    const before = await snapshot();
    const forged = payloads();
    // The case's own case.submitted id, carried by a payment and by a staff action.
    await forge('cases', 'payment.succeeded', submittedEventId, forged['payment.succeeded']);
    await forge('audit', 'staff.signed_in', submittedEventId, forged['staff.signed_in']);
    // The real case.submitted, sent again where it is not routed.
    await forge('audit', 'case.submitted', submittedEventId, forged['case.submitted']);
    await forge('conversions', 'case.submitted', submittedEventId, forged['case.submitted']);
    expect(await snapshot()).toEqual(before);
    const [event] = await sql<{ finished_queues: string[] }>('select finished_queues from outbox_event where id = ?', [submittedEventId]);
    expect([...event!.finished_queues].sort()).toEqual(['notifications', 'texting']);
  });
});
