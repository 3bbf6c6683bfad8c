import { CASE_NUMBER_PATTERN } from '@reactivation/contracts';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { CasesService } from '../../src/cases/cases.service';
import { eventually } from '../utils/eventually';
import { JPEG, PDF, PLAIN_TEXT, PNG, WINDOWS_EXE, pdfOfSize, validApplicationFields, validCaseReview } from '../utils/fixtures';
import { SmtpSink } from '../utils/smtp-sink';
import { startTestApp, type TestApp } from '../utils/test-app';

type Fields = Record<string, string>;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('case intake', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  const documentsDir = () => join(t.env.DATA_DIR, 'documents');

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await startTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  function postApplication(fields: Fields, files: { name: string; content: Buffer; type?: string }[] = []) {
    const req = request(t.url).post('/api/applications');
    for (const [key, value] of Object.entries(fields)) req.field(key, value);
    for (const file of files) req.attach('documents', file.content, { filename: file.name, contentType: file.type ?? 'application/octet-stream' });
    return req;
  }

  /** Runs `act` and proves it left no application, document, event or stored file behind. */
  async function expectNothingWritten(act: () => Promise<unknown>): Promise<void> {
    const before = [await t.count('application'), await t.count('application_document'), await t.count('outbox_event')];
    const filesBefore = await filesUnder(documentsDir());
    await act();
    expect([await t.count('application'), await t.count('application_document'), await t.count('outbox_event')]).toEqual(before);
    expect(await filesUnder(documentsDir())).toEqual(filesBefore);
  }

  it('stores a home-form case with a PNG and a PDF and e-mails the client and staff once each', async () => {
    const res = await postApplication(validApplicationFields, [
      { name: 'screenshot.png', content: PNG, type: 'image/png' },
      { name: 'letter.pdf', content: PDF, type: 'application/pdf' },
    ]).expect(201);

    expect(res.body).toEqual({
      success: true,
      applicationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      caseNumber: expect.stringMatching(CASE_NUMBER_PATTERN),
      message: expect.any(String),
    });
    const stored = await filesUnder(documentsDir());
    expect(stored.filter((file) => file.endsWith('.png'))).toHaveLength(1);
    expect(stored.filter((file) => file.endsWith('.pdf'))).toHaveLength(1);
    expect(stored.some((file) => file.includes('screenshot') || file.includes('letter'))).toBe(false);

    const caseNumber: string = res.body.caseNumber;
    const [client] = await eventually(() => {
      const mails = smtp.to(validApplicationFields.email).filter((mail) => mail.subject?.includes(caseNumber));
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(client!.subject).toBe(`We received your case ${caseNumber}`);
    expect(client!.text).toContain('Hi Ana,');
    expect(client!.html).toContain(caseNumber);
    // The confirmation carries the client's private status link, and the link opens their case.
    const statusUrl = /https?:\/\/\S+\/case\/[\w-]{20,}/.exec(client!.text ?? '')?.[0];
    expect(statusUrl).toBeDefined();
    const token = new URL(statusUrl!).pathname.split('/').pop()!;
    const status = await request(t.url).get(`/api/case-status/${token}`).expect(200);
    expect(status.body).toMatchObject({ caseNumber, status: 'review_submitted' });
    const [staff] = await eventually(() => {
      const mails = smtp.to('staff@cases.test').filter((mail) => mail.subject?.includes(caseNumber));
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(staff!.text).toContain('ana.lopez@example.com');
    expect(staff!.text).toContain('Документы: 2');
    // The alert's button opens this case's page in the panel, not the panel's front page.
    expect(staff!.text).toContain(`${t.env.PUBLIC_URL}/admin/cases/${caseNumber}`);
    expect(staff!.html).toContain(`href="${t.env.PUBLIC_URL}/admin/cases/${caseNumber}"`);

    const application = await t.app.get(CasesService).findById(res.body.applicationId);
    expect(application).toMatchObject({
      caseNumber,
      firstName: 'Ana',
      phone: '(555) 123-4567',
      platform: 'doordash',
      status: 'review_submitted',
      source: 'home_form',
      locale: 'en',
      documentCount: 2,
    });
    const [row] = await t.orm.em
      .getConnection()
      .execute('select attempted_reactivation, support_response, expert_review_sent, payment_link_sent, payment_token from application where id = ?', [
        res.body.applicationId,
      ]);
    expect(row).toEqual({
      attempted_reactivation: true,
      support_response: 'Support said the decision is final.',
      expert_review_sent: false,
      payment_link_sent: false,
      payment_token: null,
    });
  });

  it('keeps the state the worker works in, when given, and refuses one that is not a state', async () => {
    const res = await postApplication({ ...validApplicationFields, email: 'wa.worker@example.com', state: 'WA' }).expect(201);
    const [row] = await t.orm.em.getConnection().execute('select work_state from application where id = ?', [res.body.applicationId]);
    expect(row).toEqual({ work_state: 'WA' });
    const review = await request(t.url).post('/api/submit-case-review').send({ ...validCaseReview, email: 'ny.worker@example.com', state: 'NY' }).expect(201);
    const [reviewRow] = await t.orm.em
      .getConnection()
      .execute('select work_state from application where case_number = ?', [review.body.caseNumber]);
    expect(reviewRow).toEqual({ work_state: 'NY' });
    await expectNothingWritten(async () => {
      const bad = await postApplication({ ...validApplicationFields, state: 'Washington' }).expect(400);
      expect(bad.body.errors).toEqual({ state: 'Choose a state from the list.' });
    });
  });

  it('writes to a Spanish-speaking client in Spanish', async () => {
    const res = await postApplication({ ...validApplicationFields, email: 'lucia@example.com', locale: 'es' }).expect(201);
    const mail = await eventually(() => {
      const [found] = smtp.to('lucia@example.com');
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.subject).toBe(`Recibimos tu caso ${res.body.caseNumber}`);
    expect(mail.text).toContain('Hola Ana:');
  });

  it('stores a free case review sent as JSON, in the language of the browser', async () => {
    const res = await request(t.url)
      .post('/api/submit-case-review')
      .set('Accept-Language', 'es-MX,es;q=0.9')
      .send(validCaseReview)
      .expect(201);
    expect(res.body).toEqual({ success: true, caseNumber: expect.stringMatching(CASE_NUMBER_PATTERN) });
    const mail = await eventually(() => {
      const [found] = smtp.to(validCaseReview.email);
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.subject).toContain(res.body.caseNumber);
    expect(mail.subject).toMatch(/^Recibimos/);
  });

  describe('SPEC §5 rules: a bad field is named with its message and nothing is written', () => {
    const cases: [string, Fields, string, string][] = [
      ['email missing', { email: '' }, 'email', 'Email is required'],
      ['email without a domain dot', { email: 'ana@example' }, 'email', 'Please enter a valid email address'],
      ['email with a space', { email: 'ana lopez@example.com' }, 'email', 'Please enter a valid email address'],
      ['phone missing', { phone: '' }, 'phone', 'Phone number is required'],
      ['phone too short', { phone: '555-1234' }, 'phone', 'Please enter a valid phone number'],
      ['phone starting with 0', { phone: '0555123456' }, 'phone', 'Please enter a valid phone number'],
      ['phone with letters', { phone: '555-CALL-NOW' }, 'phone', 'Please enter a valid phone number'],
      ['phone over 16 digits', { phone: '12345678901234567' }, 'phone', 'Please enter a valid phone number'],
      ['first name blank', { firstName: '   ' }, 'firstName', 'First name is required'],
      ['last name blank', { lastName: '' }, 'lastName', 'Last name is required'],
      ['platform not offered', { platform: 'myspace' }, 'platform', 'Please choose a platform'],
      ['deactivation date missing', { deactivationDate: '' }, 'deactivationDate', 'Deactivation date is required'],
      ['deactivation date impossible', { deactivationDate: '2025-02-30' }, 'deactivationDate', 'Please enter a valid date'],
      ['deactivation reason blank', { deactivationReason: '  ' }, 'deactivationReason', 'This field is required'],
      ['support question unanswered', { attemptedReactivation: '' }, 'attemptedReactivation', 'Please tell us whether you contacted support'],
      ['document links not JSON', { documentUrls: 'nope' }, 'documentUrls', 'Document links must be web addresses'],
    ];

    it.each(cases)('%s', async (_label, change, field, message) => {
      await expectNothingWritten(async () => {
        const res = await postApplication({ ...validApplicationFields, ...change }, [{ name: 'a.png', content: PNG }]).expect(400);
        expect(res.body.success).toBe(false);
        expect(res.body.errors[field]).toBe(message);
      });
    });

    it('answers in Spanish for a Spanish visitor', async () => {
      const res = await postApplication({ ...validApplicationFields, email: '', phone: 'x', locale: 'es' }).expect(400);
      expect(res.body.errors).toMatchObject({
        email: 'El correo electrónico es obligatorio',
        phone: 'Introduce un número de teléfono válido',
      });
    });

    it('checks the case review the same way, with its own name rule', async () => {
      await expectNothingWritten(async () => {
        const res = await request(t.url)
          .post('/api/submit-case-review')
          .send({ ...validCaseReview, firstName: ' ', email: 'no', platform: 'doordash' })
          .expect(400);
        expect(res.body.errors).toEqual({
          firstName: 'Name is required',
          email: 'Please enter a valid email address',
          platform: 'Please choose a platform',
        });
      });
    });

    it('answers a malformed JSON body with the error shape', async () => {
      const res = await request(t.url).post('/api/submit-case-review').set('Content-Type', 'application/json').send('{bad').expect(400);
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
    });
  });

  describe('documents are judged by their content', () => {
    const rejected = 'Only .png, .jpg, .jpeg and .pdf files under 10MB are allowed.';

    it('refuses a Windows program renamed to .png with 415', async () => {
      await expectNothingWritten(async () => {
        const res = await postApplication(validApplicationFields, [
          { name: 'letter.pdf', content: PDF },
          { name: 'photo.png', content: WINDOWS_EXE, type: 'image/png' },
        ]).expect(415);
        expect(res.body.errors).toEqual({ documents: rejected });
      });
    });

    it('refuses text named .png with 415', async () => {
      await expectNothingWritten(async () => {
        await postApplication(validApplicationFields, [{ name: 'notes.png', content: PLAIN_TEXT, type: 'image/png' }]).expect(415);
      });
    });

    it('accepts a JPEG whatever its name and declared type', async () => {
      await postApplication(validApplicationFields, [{ name: 'scan.bin', content: JPEG, type: 'text/plain' }]).expect(201);
    });

    it('accepts a file of exactly 10 485 760 bytes and refuses one byte more with 413', async () => {
      await postApplication(validApplicationFields, [{ name: 'big.pdf', content: pdfOfSize(10_485_760) }]).expect(201);
      await expectNothingWritten(async () => {
        const res = await postApplication(validApplicationFields, [
          { name: 'small.png', content: PNG },
          { name: 'big.pdf', content: pdfOfSize(10_485_761) },
        ]).expect(413);
        expect(res.body.errors).toEqual({ documents: rejected });
      });
    });

    it('removes stored files when the case cannot be saved', async () => {
      const submit = jest.spyOn(t.app.get(CasesService), 'submit').mockRejectedValueOnce(new Error('database went away'));
      await expectNothingWritten(async () => {
        const res = await postApplication(validApplicationFields, [{ name: 'a.png', content: PNG }]).expect(500);
        expect(res.body).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
      });
      expect(submit).toHaveBeenCalledTimes(1);
      submit.mockRestore();
    });
  });

  it('describes the API as OpenAPI at /api/docs', async () => {
    const res = await request(t.url).get('/api/docs').expect(200);
    expect(res.body.openapi).toBe('3.0.3');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/applications', '/api/submit-case-review']));
    const caseReview = res.body.paths['/api/submit-case-review'].post.requestBody.content['application/json'].schema;
    expect(caseReview.required).toEqual(expect.arrayContaining(['email', 'phone', 'platform']));
  });

  it('reports liveness and readiness', async () => {
    await request(t.url).get('/api/health').expect(200, { status: 'ok' });
    const ready = await request(t.url).get('/api/health/ready').expect(200);
    expect(ready.body.details).toMatchObject({ database: { status: 'up' }, redis: { status: 'up' } });
  });

  it('keeps case numbers unique past the millionth case (six digits are the minimum, not the maximum)', async () => {
    await t.orm.em.getConnection().execute(`select setval('case_number_seq', 999998)`);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await request(t.url).post('/api/submit-case-review').send(validCaseReview).expect(201);
      numbers.push(res.body.caseNumber);
    }
    const year = new Date().getUTCFullYear();
    expect(numbers).toEqual([`DR-${year}-999999`, `DR-${year}-1000000`, `DR-${year}-1000001`]);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    await request(t.url).get('/api/nothing-here').expect(404, { success: false, message: 'Not found' });
  });
});

describe('rate limit on public writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PUBLIC_WRITES: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 after the configured number of submissions per IP, and writes nothing', async () => {
    for (let i = 0; i < 3; i++) await request(t.url).post('/api/submit-case-review').send(validCaseReview).expect(201);
    const before = await t.count('application');
    const res = await request(t.url).post('/api/submit-case-review').send(validCaseReview).expect(429);
    expect(res.body).toEqual({ success: false, message: 'Too many requests. Please wait a moment and try again.' });
    expect(res.headers['retry-after']).toBeDefined();
    expect(await t.count('application')).toBe(before);
  });
});
