import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signedInStaff } from '../utils/admin';
import { eventually, sleep } from '../utils/eventually';
import { paidCase, type PaidCase } from '../utils/paid-case';
import { binaryBody, pdfText } from '../utils/pdf-text';
import { SmtpSink } from '../utils/smtp-sink';
import { deliver, dispute, stripeEvent, stripeSettings } from '../utils/stripe-events';
import { StripeStandIn } from '../utils/stripe-stand-in';
import { TelegramStandIn } from '../utils/telegram-stand-in';
import { startTestApp, type TestApp } from '../utils/test-app';

const STAFF_EMAIL = 'staff@cases.test';


describe('card disputes', () => {
  let standIn: StripeStandIn;
  let telegram: TelegramStandIn;
  let smtp: SmtpSink;
  let t: TestApp;
  let staff: { username: string; token: string };

  beforeAll(async () => {
    standIn = await StripeStandIn.start();
    telegram = await TelegramStandIn.start();
    smtp = await SmtpSink.start();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      ...stripeSettings(standIn.url),
      TELEGRAM_BOT_TOKEN: '123:abc',
      TELEGRAM_CHAT_ID: '-1001234567890',
      TELEGRAM_WEBHOOK_SECRET: 'dispute-alerts-webhook-secret',
      TELEGRAM_API_URL: telegram.url,
    });
    staff = await signedInStaff(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await telegram.stop();
    await standIn.stop();
  });

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const asStaff = (test: request.Test) => test.set('Authorization', `Bearer ${staff.token}`);
  const disputeAlerts = (caseNumber: string, change: RegExp) =>
    smtp.to(STAFF_EMAIL).filter((mail) => (mail.subject ?? '').includes(caseNumber) && change.test(mail.subject ?? ''));

  /** The case room's exchange the packet must hold: the client's message, staff's reply and a document request. */
  async function roomExchange(paid: PaidCase) {
    await request(t.url)
      .post(`/api/case-status/${paid.statusToken}/messages`)
      .send({ body: 'When will you send my appeal to Uber?', clientKey: randomUUID() })
      .expect(201);
    await asStaff(request(t.url).post(`/api/admin/applications/${paid.applicationId}/messages`))
      .send({ body: 'Your appeal was submitted today; we follow it up with Uber.' })
      .expect(201);
    await asStaff(request(t.url).post(`/api/admin/applications/${paid.applicationId}/document-requests`))
      .send({ items: ['Screenshot of the deactivation notice'] })
      .expect(201);
  }

  it('charge.dispute.created flags the case with its due date, alerts staff once, and the packet holds the terms hash, the receipt, the timeline and the messages', async () => {
    const paid = await paidCase(t, standIn);
    await roomExchange(paid);
    const disputeId = `du_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
    const dueBy = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    dueBy.setMilliseconds(0);
    const created = stripeEvent('charge.dispute.created', dispute(paid.intentId, paid.chargeId, disputeId, 'needs_response', dueBy));
    for (let i = 0; i < 3; i += 1) await deliver(t.url, created).expect(200);
    await Promise.all(Array.from({ length: 3 }, () => deliver(t.url, created).expect(200)));
    // Stripe's update of the same dispute, sent at the same moment, changes its row but opens nothing new.
    await deliver(t.url, stripeEvent('charge.dispute.updated', dispute(paid.intentId, paid.chargeId, disputeId, 'needs_response', dueBy))).expect(200);

    await eventually(() => expect(disputeAlerts(paid.caseNumber, /Спор по оплате \(chargeback\)/)).toHaveLength(1));
    await eventually(() => expect(telegram.ok('sendMessage').filter((call) => String(call.body.text).includes(paid.caseNumber))).toHaveLength(1));
    const [alert] = telegram.ok('sendMessage').filter((call) => String(call.body.text).includes(paid.caseNumber));
    expect(alert!.body.message_thread_id).toBeUndefined();
    await eventually(async () => {
      const [state] = await sql<Record<string, number>>(
        `select (select count(*) from payment_dispute where application_id = ?)::int as disputes,
                (select count(*) from case_history where application_id = ? and kind = 'dispute_opened')::int as history,
                (select count(*) from audit_log where application_id = ? and action = 'dispute_opened' and actor = 'Stripe')::int as journal,
                (select count(*) from outbox_event where type = 'payment.dispute_opened' and payload->>'applicationId' = ?)::int as events`,
        [paid.applicationId, paid.applicationId, paid.applicationId, paid.applicationId],
      );
      expect(state).toEqual({ disputes: 1, history: 1, journal: 1, events: 1 });
    });

    // The list's row and the case file carry the flag and the due date.
    const list = await asStaff(request(t.url).get(`/api/admin/applications?q=${paid.caseNumber}`)).expect(200);
    expect(list.body[0].dispute).toEqual({
      disputeId: expect.any(String),
      status: 'needs_response',
      open: true,
      dueBy: dueBy.toISOString(),
      outcome: null,
    });
    const detail = await asStaff(request(t.url).get(`/api/admin/applications/${paid.applicationId}`)).expect(200);
    expect(detail.body.application.dispute.open).toBe(true);
    expect(detail.body.money.disputes).toEqual([
      expect.objectContaining({ providerDisputeId: disputeId, reason: 'product_not_received', dueBy: dueBy.toISOString(), outcome: null }),
    ]);
    expect(detail.body.timeline.map((entry: { kind: string }) => entry.kind)).toContain('dispute_opened');
    const ourDisputeId = detail.body.money.disputes[0].id as string;

    // The evidence packet: one PDF, its text read back.
    const packet = await asStaff(request(t.url).get(`/api/admin/applications/${paid.applicationId}/disputes/${ourDisputeId}/evidence.pdf`))
      .buffer(true)
      .parse(binaryBody)
      .expect(200)
      .expect('Content-Type', 'application/pdf');
    const text = await pdfText(packet.body as Buffer);
    const [acceptance] = await sql<{ text_sha256: string; ip_address: string; user_agent: string }>(
      'select text_sha256, ip_address, user_agent from terms_acceptance where application_id = ?',
      [paid.applicationId],
    );
    const receiptNumber = detail.body.money.payment.receiptNumber as string;
    expect(receiptNumber).toMatch(/^R-\d{4}-\d{6}$/);
    for (const expected of [
      acceptance!.text_sha256,
      acceptance!.ip_address,
      'iPhone',
      receiptNumber,
      paid.caseNumber,
      disputeId,
      'Payment received',
      'Dispute opened by the client\'s bank',
      'When will you send my appeal to Uber?',
      'Your appeal was submitted today; we follow it up with Uber.',
      'Our team',
      'Screenshot of the deactivation notice',
      'Electronic signature and records',
      'Refunds and cancellations',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(staff.username);

    // Submitted to Stripe through the disputes API: the packet uploaded, the evidence submitted, once.
    const submitted = await asStaff(request(t.url).post(`/api/admin/applications/${paid.applicationId}/disputes/${ourDisputeId}/evidence`)).expect(200);
    expect(submitted.body.evidenceSubmittedAt).toEqual(expect.any(String));
    const [upload] = standIn.fileUploads().slice(-1);
    expect(upload!.contentType).toMatch(/^multipart\/form-data/);
    expect(upload!.raw.includes(Buffer.from('dispute_evidence'))).toBe(true);
    expect(upload!.raw.includes(Buffer.from('%PDF-'))).toBe(true);
    const [update] = standIn.disputeUpdates(disputeId);
    expect(update!.form.get('submit')).toBe('true');
    expect(update!.form.get('evidence[customer_purchase_ip]')).toBe(acceptance!.ip_address);
    expect(update!.form.get('evidence[uncategorized_file]')).toMatch(/^file_/);
    expect(update!.form.get('evidence[uncategorized_text]')).toContain(acceptance!.text_sha256);
    await asStaff(request(t.url).post(`/api/admin/applications/${paid.applicationId}/disputes/${ourDisputeId}/evidence`)).expect(409);
    expect(standIn.disputeUpdates(disputeId)).toHaveLength(1);

    // Stripe closes it: lost. The outcome is recorded once, staff hear of it, the flag is no longer open.
    const closed = stripeEvent('charge.dispute.closed', dispute(paid.intentId, paid.chargeId, disputeId, 'lost', dueBy));
    await Promise.all(Array.from({ length: 3 }, () => deliver(t.url, closed).expect(200)));
    await eventually(() => expect(disputeAlerts(paid.caseNumber, /закрыт/)).toHaveLength(1));
    const after = await asStaff(request(t.url).get(`/api/admin/applications?q=${paid.caseNumber}`)).expect(200);
    expect(after.body[0].dispute).toMatchObject({ status: 'lost', open: false, dueBy: null, outcome: 'lost' });
    await eventually(async () => {
      const journal = await sql<{ action: string; actor: string }>(
        `select action, actor from audit_log where application_id = ? and action like 'dispute%' order by at`,
        [paid.applicationId],
      );
      expect(journal).toEqual([
        { action: 'dispute_opened', actor: 'Stripe' },
        { action: 'dispute_evidence_downloaded', actor: staff.username },
        { action: 'dispute_evidence_submitted', actor: staff.username },
        { action: 'dispute_closed', actor: 'Stripe' },
      ]);
    });
    await sleep(300);
    expect(disputeAlerts(paid.caseNumber, /chargeback/)).toHaveLength(1);
    expect(telegram.ok('sendMessage').filter((call) => String(call.body.text).includes(paid.caseNumber))).toHaveLength(2);
  });

  it('a dispute on a payment we do not know changes nothing; another case cannot reach a dispute', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from payment_dispute');
    await deliver(t.url, stripeEvent('charge.dispute.created', dispute('pi_unknown', 'ch_unknown', 'du_unknown000', 'needs_response', new Date()))).expect(200);
    expect(await sql<{ n: number }>('select count(*)::int as n from payment_dispute')).toEqual(before);

    const paid = await paidCase(t, standIn);
    const other = await paidCase(t, standIn);
    const disputeId = `du_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
    await deliver(t.url, stripeEvent('charge.dispute.created', dispute(paid.intentId, paid.chargeId, disputeId, 'needs_response', new Date()))).expect(200);
    const [row] = await sql<{ id: string }>('select id from payment_dispute where provider_dispute_id = ?', [disputeId]);
    await asStaff(request(t.url).get(`/api/admin/applications/${other.applicationId}/disputes/${row!.id}/evidence.pdf`)).expect(404);
    await request(t.url).get(`/api/admin/applications/${paid.applicationId}/disputes/${row!.id}/evidence.pdf`).expect(401);
  });
});
