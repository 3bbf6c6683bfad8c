import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { UPLOAD_TEMP_DIR } from '../../src/documents/uploads/upload-guard';
import { eventually } from '../utils/eventually';
import { PDF, PNG, validApplicationFields, validCaseReview } from '../utils/fixtures';
import { SmtpSink } from '../utils/smtp-sink';
import { from, leakedSecrets, report, startSecurityApp, type SecurityApp } from './security-app';

type Answer = {
  status: number;
  body: { caseNumber?: string; applicationId?: string; message?: string; errors?: Record<string, string> };
};

async function filesUnder(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

/** Received files still in the upload folder that hold `marker` (other test runs on the machine share the folder). */
async function leftInUploads(marker: string): Promise<number> {
  const names = await readdir(UPLOAD_TEMP_DIR).catch(() => []);
  const contents = await Promise.all(names.map((name) => readFile(join(UPLOAD_TEMP_DIR, name)).catch(() => Buffer.alloc(0))));
  return contents.filter((content) => content.includes(marker)).length;
}

/** A valid PDF no other request sends. */
const uniquePdf = (marker: string) => Buffer.concat([PDF, Buffer.from(`%${marker}\n`)]);

/**
 * A retried submission (a double tap, a phone that resends after a timeout, a network that changes
 * under it) is the case it retries: the same case review or home form sent 20 times at once, from
 * 20 addresses, makes one case, one confirmation and one staff alert, with an idempotency key and
 * without one. A different review from the same person is a second case.
 */
describe('attack: one submission sent 20 times at once', () => {
  let smtp: SmtpSink;
  let t: SecurityApp;
  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  let octet = 0;
  /** 20 client addresses no other test of this file used. */
  const twentyAddresses = () => Array.from({ length: 20 }, () => `198.18.${Math.floor(octet / 250)}.${(octet++ % 250) + 1}`);

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await startSecurityApp({
      SMTP_URL: smtp.url,
      // The shipped caps and window: 3 confirmations a day per mailbox, identical submissions are one for 10 minutes.
      CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY: '3',
      SUBMISSION_DUPLICATE_WINDOW_SECONDS: '600',
    });
  });
  afterAll(async () => {
    expect(leakedSecrets(t)).toEqual([]);
    await t.close();
    await smtp.stop();
  });

  function sendReview(ip: string, review: object, key?: string) {
    const req = request(t.url).post('/api/submit-case-review').set(from(ip));
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send(review);
  }

  function sendApplication(ip: string, fields: Record<string, string>, files: Buffer[], key?: string) {
    const req = request(t.url).post('/api/applications').set(from(ip));
    if (key !== undefined) req.set('Idempotency-Key', key);
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    files.forEach((content, i) =>
      req.attach('documents', content, { filename: `proof-${i}.pdf`, contentType: 'application/pdf' }),
    );
    return req;
  }

  /** The cases, e-mails, documents and stored files an attack made, once the worker finished with its events. */
  async function outcome(email: string, answers: Answer[]) {
    const numbers = [...new Set(answers.map((answer) => answer.body.caseNumber).filter((n): n is string => Boolean(n)))];
    const cases: { id: string; case_number: string }[] = await sql('select id, case_number from application where email = ?', [
      email,
    ]);
    await eventually(async () => {
      const [row] = await sql<{ n: number }>(
        `select count(*)::int as n from outbox_event where type = 'case.submitted' and payload->>'caseNumber' in (?) and finished_at is null`,
        [cases.length > 0 ? cases.map((c) => c.case_number) : ['none']],
      );
      expect(row!.n).toBe(0);
    }, 30_000);
    const staffAlerts = smtp
      .to('staff@cases.test')
      .filter((mail) => cases.some((c) => mail.subject?.includes(c.case_number) || mail.text?.includes(c.case_number)));
    const [documents] = await sql<{ n: number }>(
      'select count(*)::int as n from application_document where application_id in (?)',
      [cases.length > 0 ? cases.map((c) => c.id) : [randomUUID()]],
    );
    return {
      created: answers.filter((answer) => answer.status === 201).length,
      caseNumbers: numbers.length,
      cases: cases.length,
      confirmations: smtp.to(email).length,
      staffAlerts: staffAlerts.length,
      documents: documents!.n,
    };
  }

  it.each([
    ['with one idempotency key', randomUUID()],
    ['without a key', undefined],
  ])('a case review sent 20 times at once from 20 addresses, %s: 1 case, 1 confirmation, 1 staff alert', async (label, key) => {
    const email = `twenty.${randomUUID().slice(0, 8)}@example.com`;
    const review = { ...validCaseReview, email };
    const answers: Answer[] = await Promise.all(twentyAddresses().map((ip) => sendReview(ip, review, key)));
    const result = await outcome(email, answers);
    report({
      attack: `case review sent 20 times at once from 20 addresses, ${label}`,
      attempts: 20,
      refused: 20 - result.cases,
      stored: result.cases,
    });
    expect(result).toEqual({ created: 20, caseNumbers: 1, cases: 1, confirmations: 1, staffAlerts: 1, documents: 0 });

    // A different review from the same person (another deactivation, told again) is a second case.
    const other = await sendReview(
      '198.18.99.1',
      { ...review, deactivationReason: 'A second account, deactivated for a different reason.' },
      key && randomUUID(),
    );
    expect(other.status).toBe(201);
    expect(other.body.caseNumber).not.toBe(answers[0]!.body.caseNumber);
    const after = await outcome(email, [...answers, other]);
    expect(after).toMatchObject({ caseNumbers: 2, cases: 2, confirmations: 2, staffAlerts: 2 });
  });

  it.each([
    ['with one idempotency key', randomUUID()],
    ['without a key', undefined],
  ])('a home form with a document sent 20 times at once from 20 addresses, %s: 1 case, 1 file kept', async (label, key) => {
    const email = `form.${randomUUID().slice(0, 8)}@example.com`;
    const documentsBefore = await filesUnder(join(t.env.DATA_DIR, 'documents'));
    const fields = { ...validApplicationFields, email };
    const marker = randomUUID();
    const answers: Answer[] = await Promise.all(
      twentyAddresses().map((ip) => sendApplication(ip, fields, [uniquePdf(marker)], key)),
    );
    const result = await outcome(email, answers);
    const storedFiles = (await filesUnder(join(t.env.DATA_DIR, 'documents'))) - documentsBefore;
    report({
      attack: `home form with a document sent 20 times at once from 20 addresses, ${label}`,
      attempts: 20,
      refused: 20 - result.cases,
      stored: result.cases,
    });
    expect({ ...result, storedFiles }).toEqual({
      created: 20,
      caseNumbers: 1,
      cases: 1,
      confirmations: 1,
      staffAlerts: 1,
      documents: 1,
      storedFiles: 1,
    });
    expect(new Set(answers.map((answer) => answer.body.applicationId)).size).toBe(1);
    // Received files are removed as each request ends, a moment after its answer.
    await eventually(async () => expect(await leftInUploads(marker)).toBe(0));

    // Another document is another submission: a second case, with its file.
    const other = await sendApplication('198.18.99.2', fields, [PNG], key && randomUUID());
    expect(other.status).toBe(201);
    expect(other.body.caseNumber).not.toBe(answers[0]!.body.caseNumber);
    expect((await filesUnder(join(t.env.DATA_DIR, 'documents'))) - documentsBefore).toBe(2);
  });

  it('a key sent again with other answers is refused with 422 naming the key, and nothing is written', async () => {
    const key = randomUUID();
    const email = `reused.${randomUUID().slice(0, 8)}@example.com`;
    const first = await sendReview('198.18.98.1', { ...validCaseReview, email }, key).expect(201);
    const before = [await t.count('application'), await t.count('outbox_event')];
    const reused = await sendReview(
      '198.18.98.2',
      { ...validCaseReview, email, description: 'Changed my mind about the story.' },
      key,
    );
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual({ 'Idempotency-Key': expect.stringMatching(/different/i) });
    const onForm = await sendApplication('198.18.98.3', { ...validApplicationFields, email }, [], key);
    expect(onForm.status).toBe(422);
    expect([await t.count('application'), await t.count('outbox_event')]).toEqual(before);
    // The first answer is still the key's answer.
    const again = await sendReview('198.18.98.4', { ...validCaseReview, email }, key).expect(201);
    expect(again.body.caseNumber).toBe(first.body.caseNumber);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Past the answers' window the key still answers with its case, for IDEMPOTENCY_KEY_TTL_HOURS.
    await sql(
      `update submission_claim set expires_at = now() - interval '1 second'
       where claim like 'fp:%' and application_id = (select id from application where case_number = ?)`,
      [first.body.caseNumber],
    );
    const late = await sendReview('198.18.98.5', { ...validCaseReview, email }, key).expect(201);
    expect(late.body.caseNumber).toBe(first.body.caseNumber);
  });

  it('a malformed key is refused with 400 naming it, and nothing is written', async () => {
    const before = await t.count('application');
    for (const bad of ['short', 'x'.repeat(129), 'has spaces in it, sixteen', 'semi;colons;and=signs!', '']) {
      const answer = await sendReview('198.18.97.1', { ...validCaseReview, email: 'bad.key@example.com' }, bad);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual(['Idempotency-Key']);
    }
    const form = await sendApplication('198.18.97.2', validApplicationFields, [], 'short');
    expect(form.status).toBe(400);
    expect(Object.keys(form.body.errors)).toEqual(['Idempotency-Key']);
    expect(await t.count('application')).toBe(before);
  });

  it('the same answers after the window are a new case', async () => {
    const email = `window.${randomUUID().slice(0, 8)}@example.com`;
    const first = await sendReview('198.18.96.1', { ...validCaseReview, email }).expect(201);
    const within = await sendReview('198.18.96.2', { ...validCaseReview, email: email.toUpperCase() }).expect(201);
    expect(within.body.caseNumber).toBe(first.body.caseNumber);
    // Ten minutes pass.
    await sql(
      `update submission_claim set expires_at = now() - interval '1 second' where application_id = (select id from application where case_number = ?)`,
      [first.body.caseNumber],
    );
    const later = await sendReview('198.18.96.3', { ...validCaseReview, email }).expect(201);
    expect(later.body.caseNumber).not.toBe(first.body.caseNumber);
  });
});
