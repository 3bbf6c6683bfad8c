import { randomUUID } from 'node:crypto';
import { ENV } from '../../src/config/env.module';
import { SqlClient } from '../../src/core/database/sql-client';
import { EmailClaimHeldError, EmailLedgerService, type OutgoingEmail } from '../../src/notifications/email-ledger.service';
import type { Mailer } from '../../src/notifications/mailer.port';
import { SmtpSink } from '../utils/smtp-sink';
import { startTestApp, type TestApp } from '../utils/test-app';

/** The e-mail ledger under concurrency: two workers (or two sweeps) sending one e-mail send it once. */
describe('e-mail ledger', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let ledger: EmailLedgerService;

  const email = (to: string): OutgoingEmail => ({
    eventId: randomUUID(),
    recipientRole: 'client',
    to,
    template: 'ledger-test',
    subject: 'Your case',
    render: () => ({ html: '<p>Hello</p>', text: 'Hello' }),
  });

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await startTestApp({ SMTP_URL: sink.url });
    ledger = t.app.get(EmailLedgerService);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('five senders of one e-mail at once send it once; the others are told it is sent or held', async () => {
    const one = email(`ledger-${randomUUID()}@example.com`);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => ledger.sendOnce(one).then(String, (error: unknown) => (error instanceof EmailClaimHeldError ? 'held' : String(error)))),
    );
    expect(outcomes.filter((outcome) => outcome === 'true')).toHaveLength(1);
    expect(outcomes.every((outcome) => ['true', 'false', 'held'].includes(outcome))).toBe(true);
    expect(sink.to(one.to)).toHaveLength(1);
    // Once sent, every later sender is told so.
    await expect(ledger.sendOnce(one)).resolves.toBe(false);
    expect(sink.to(one.to)).toHaveLength(1);
  });

  it('a send that failed gives its claim back, so the retry sends at once', async () => {
    const one = email(`ledger-${randomUUID()}@example.com`);
    const failing: Mailer = {
      send: async () => {
        throw new Error('SMTP said no');
      },
    };
    const broken = new EmailLedgerService(t.app.get(SqlClient), failing, t.app.get(ENV));
    await expect(broken.sendOnce(one)).rejects.toThrow('SMTP said no');
    await expect(ledger.sendOnce(one)).resolves.toBe(true);
    expect(sink.to(one.to)).toHaveLength(1);
  });

  it('a claim whose holder died is taken over once it has run out, not before', async () => {
    const one = email(`ledger-${randomUUID()}@example.com`);
    const sql = t.app.get(SqlClient);
    await sql.query(
      'test-ledger-held',
      `insert into email_delivery (id, event_id, recipient_role, to_address, template, subject, message_id, mailbox, claimed_at)
       values (gen_random_uuid(), $1, 'client', $2, 'ledger-test', 'Your case', $3, $2, now())`,
      [one.eventId, one.to, `<${one.eventId}.client@test>`],
    );
    await expect(ledger.sendOnce(one)).rejects.toBeInstanceOf(EmailClaimHeldError);
    await sql.query('test-ledger-expire', `update email_delivery set claimed_at = now() - interval '6 minutes' where event_id = $1`, [
      one.eventId,
    ]);
    await expect(ledger.sendOnce(one)).resolves.toBe(true);
    expect(sink.to(one.to)).toHaveLength(1);
  });
});
