import { CASE_ROOM_MAX_DOCUMENTS } from '@reactivation/contracts';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { signedInStaff } from '../utils/admin';
import { eventually, sleep } from '../utils/eventually';
import { PLAIN_TEXT, PNG, pdfOfSize, validCaseReview } from '../utils/fixtures';
import { SmtpSink } from '../utils/smtp-sink';
import { startTestApp, type TestApp } from '../utils/test-app';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** The client's case room (/case/:token) and its staff side: document requests, uploads, messages. */
describe('case room', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let staff: { username: string; token: string };

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      // The unseen-reply e-mail after 2 s instead of 10 minutes, looked for every 200 ms.
      CHAT_REPLY_EMAIL_AFTER_SECONDS: '2',
      CHAT_EMAIL_SWEEP_MS: '200',
      UPLOAD_MB_PER_IP_PER_DAY: '1',
    });
    staff = await signedInStaff(t, 'marta');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const admin = () => ({ Authorization: `Bearer ${staff.token}` });
  const documentsDir = () => join(t.env.DATA_DIR, 'documents');

  /** A case through the public wizard; its id, number, status token and client address. */
  async function newCase(locale: 'en' | 'es' = 'en') {
    const email = `room-${randomUUID().slice(0, 8)}@example.com`;
    const res = await request(t.url)
      .post('/api/submit-case-review')
      .send({ ...validCaseReview, email, locale })
      .expect(201);
    const [row] = await sql<{ id: string; status_token: string }>('select id, status_token from application where case_number = ?', [
      res.body.caseNumber,
    ]);
    return { id: row!.id, caseNumber: res.body.caseNumber as string, token: row!.status_token, email };
  }

  async function requestDocuments(caseId: string, items: string[]) {
    const res = await request(t.url).post(`/api/admin/applications/${caseId}/document-requests`).set(admin()).send({ items }).expect(201);
    return res.body as Array<{ id: string; label: string }>;
  }

  const upload = (token: string, requestId: string, files: Array<[Buffer, string]>, ip = '203.0.113.7') => {
    let call = request(t.url).post(`/api/case-status/${token}/requests/${requestId}/documents`).set('X-Forwarded-For', ip);
    for (const [bytes, name] of files) call = call.attach('documents', bytes, name);
    return call;
  };
  const roomDocuments = async (caseId: string) =>
    Number((await sql<{ n: string }>('select count(*) as n from application_document where application_id = ?', [caseId]))[0]!.n);

  it('staff ask for two documents: the client is e-mailed the list in their language, with the link to their room', async () => {
    const client = await newCase('es');
    const made = await requestDocuments(client.id, ['Captura del aviso de desactivación', '  Historial de entregas  ']);
    expect(made.map((item) => item.label)).toEqual(['Captura del aviso de desactivación', 'Historial de entregas']);

    const [mail] = await eventually(() => {
      const mails = smtp.to(client.email).filter((m) => m.subject?.includes('necesitamos algunos documentos'));
      if (mails.length === 0) throw new Error('no request e-mail yet');
      return mails;
    });
    expect(mail!.subject).toContain(client.caseNumber);
    expect(mail!.text).toContain('1. Captura del aviso de desactivación');
    expect(mail!.text).toContain('2. Historial de entregas');
    expect(mail!.text).toContain(`${t.env.PUBLIC_URL}/case/${client.token}?lang=es`);

    const room = await request(t.url).get(`/api/case-status/${client.token}`).expect(200);
    expect(room.body).toMatchObject({
      caseNumber: client.caseNumber,
      status: 'review_submitted',
      locale: 'es',
      paymentUrl: null,
      requests: [
        { label: 'Captura del aviso de desactivación', fulfilledAt: null, documents: [] },
        { label: 'Historial de entregas', fulfilledAt: null, documents: [] },
      ],
      messages: [],
    });
    expect(room.body.steps).toEqual([
      { status: 'review_submitted', reachedAt: expect.any(String) },
      { status: 'expert_review', reachedAt: null },
      { status: 'payment_sent', reachedAt: null },
      { status: 'paid', reachedAt: null },
      { status: 'in_progress', reachedAt: null },
      { status: 'appeal_filed', reachedAt: null },
      { status: 'completed', reachedAt: null },
    ]);
  });

  it('the client uploads against one request: it is fulfilled, staff are alerted once for the batch, the file is in the case file', async () => {
    const client = await newCase();
    const [notice, other] = await requestDocuments(client.id, ['Screenshot of the deactivation notice', 'Your delivery history']);
    const res = await upload(client.token, notice!.id, [
      [PNG, 'notice.png'],
      [pdfOfSize(2000), 'notice-page-2.pdf'],
    ]).expect(201);
    expect(res.body).toMatchObject({ id: notice!.id, fulfilledAt: expect.any(String) });
    expect(res.body.documents.map((doc: { originalName: string }) => doc.originalName)).toEqual(['notice.png', 'notice-page-2.pdf']);

    const alerts = await eventually(() => {
      const mails = smtp.to('staff@cases.test').filter((m) => m.subject === `Клиент прислал документы: ${client.caseNumber}`);
      if (mails.length === 0) throw new Error('no staff alert yet');
      return mails;
    });
    await sleep(500);
    expect(smtp.to('staff@cases.test').filter((m) => m.subject === alerts[0]!.subject)).toHaveLength(1);
    expect(alerts[0]!.text).toContain('notice.png');
    expect(alerts[0]!.text).toContain('notice-page-2.pdf');
    expect(alerts[0]!.text).toContain(`/admin/cases/${client.caseNumber}`);

    const file = await request(t.url).get(`/api/admin/applications/${client.id}`).set(admin()).expect(200);
    expect(file.body.documents.map((doc: { originalName: string }) => doc.originalName)).toEqual(['notice.png', 'notice-page-2.pdf']);
    expect(file.body.room.requests).toMatchObject([
      { id: notice!.id, fulfilledAt: expect.any(String), documents: [{ originalName: 'notice.png' }, { originalName: 'notice-page-2.pdf' }] },
      { id: other!.id, fulfilledAt: null, documents: [] },
    ]);
    const download = await request(t.url)
      .get(`/api/admin/applications/${client.id}/documents/${res.body.documents[0].id}`)
      .set(admin())
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(download.body as Buffer, PNG)).toBe(0);
  });

  it("a client's link cannot read or upload to another case: 404, nothing stored", async () => {
    const mine = await newCase();
    const theirs = await newCase();
    const [theirRequest] = await requestDocuments(theirs.id, ['Their document']);
    const filesBefore = (await filesUnder(documentsDir())).length;

    const res = await upload(mine.token, theirRequest!.id, [[PNG, 'mine.png']]).expect(404);
    expect(res.body.message).toBe('This document request was not found');
    await upload('x'.repeat(32), theirRequest!.id, [[PNG, 'mine.png']]).expect(404);
    await upload(mine.token, 'not-a-uuid', [[PNG, 'mine.png']]).expect(404);
    await request(t.url).get(`/api/case-status/${'y'.repeat(32)}`).expect(404);

    expect(await roomDocuments(theirs.id)).toBe(0);
    expect(await roomDocuments(mine.id)).toBe(0);
    expect((await filesUnder(documentsDir())).length).toBe(filesBefore);
    const room = await request(t.url).get(`/api/case-status/${mine.token}`).expect(200);
    expect(room.body.requests).toEqual([]);
  });

  it('files are checked by content, and uploads over the case cap or the address budget are refused with nothing stored', async () => {
    const client = await newCase();
    const [item] = await requestDocuments(client.id, ['A document']);
    const filesBefore = (await filesUnder(documentsDir())).length;

    const fake = await upload(client.token, item!.id, [[PLAIN_TEXT, 'notice.png']]).expect(415);
    expect(fake.body.errors).toEqual({ documents: expect.stringContaining('.png') });
    const none = await upload(client.token, item!.id, []).expect(400);
    expect(none.body.errors).toEqual({ documents: 'Choose at least one file' });

    await sql('update application set room_document_count = ? where id = ?', [CASE_ROOM_MAX_DOCUMENTS, client.id]);
    const full = await upload(client.token, item!.id, [[PNG, 'one-more.png']]).expect(409);
    expect(full.body.errors).toEqual({ documents: expect.stringContaining('cannot take more documents') });
    await sql('update application set room_document_count = 0 where id = ?', [client.id]);

    // The address's daily budget is 1 MB here: 0.6 MB passes, the next 0.6 MB does not.
    await upload(client.token, item!.id, [[pdfOfSize(600_000), 'first.pdf']], '198.51.100.20').expect(201);
    const over = await upload(client.token, item!.id, [[pdfOfSize(600_000), 'second.pdf']], '198.51.100.20').expect(429);
    expect(over.body.errors).toEqual({ documents: expect.stringContaining('Too many files') });

    expect(await roomDocuments(client.id)).toBe(1);
    expect((await filesUnder(documentsDir())).length).toBe(filesBefore + 1);
    const [count] = await sql<{ room_document_count: number }>('select room_document_count from application where id = ?', [client.id]);
    expect(count!.room_document_count).toBe(1);
  });

  it('messages: the client writes (a retry lands once, staff alerted), staff reply, and the unseen reply is e-mailed once in Spanish', async () => {
    const client = await newCase('es');
    const clientKey = randomUUID();
    const first = await request(t.url)
      .post(`/api/case-status/${client.token}/messages`)
      .send({ body: '¿Necesitan algo más?', clientKey })
      .expect(201);
    const retry = await request(t.url)
      .post(`/api/case-status/${client.token}/messages`)
      .send({ body: '¿Necesitan algo más?', clientKey })
      .expect(201);
    expect(retry.body).toEqual(first.body);
    expect(first.body).toEqual({ id: expect.any(String), author: 'client', body: '¿Necesitan algo más?', sentAt: expect.any(String) });
    await eventually(() => {
      if (smtp.to('staff@cases.test').filter((m) => m.subject === `Сообщение клиента: ${client.caseNumber}`).length !== 1)
        throw new Error('no staff alert yet');
    });

    const empty = await request(t.url).post(`/api/case-status/${client.token}/messages`).send({ body: '   ', clientKey: randomUUID() }).expect(400);
    expect(empty.body.errors).toEqual({ body: expect.any(String) });

    const reply = await request(t.url)
      .post(`/api/admin/applications/${client.id}/messages`)
      .set(admin())
      .send({ body: 'Gracias. Solo falta la captura del aviso.' })
      .expect(201);
    expect(reply.body).toMatchObject({ author: 'staff', staffName: 'marta' });
    // The panel knows who wrote; the client's room says "our team" and carries no staff name.
    const room = await request(t.url).get(`/api/case-status/${client.token}`).expect(200);
    expect(room.body.messages.at(-1)).toEqual({ id: reply.body.id, author: 'staff', body: reply.body.body, sentAt: expect.any(String) });
    const file = await request(t.url).get(`/api/admin/applications/${client.id}`).set(admin()).expect(200);
    expect(file.body.room.messages.at(-1)).toMatchObject({ id: reply.body.id, staffName: 'marta' });

    const [mail] = await eventually(() => {
      const mails = smtp.to(client.email).filter((m) => m.subject?.includes('tienes una respuesta de nuestro equipo'));
      if (mails.length === 0) throw new Error('no reply e-mail yet');
      return mails;
    });
    expect(mail!.subject).toContain(client.caseNumber);
    expect(mail!.text).toContain('Gracias. Solo falta la captura del aviso.');
    expect(mail!.text).toContain(`/case/${client.token}?lang=es`);
    await sleep(1500);
    expect(smtp.to(client.email).filter((m) => m.subject === mail!.subject)).toHaveLength(1);
  });

  it('seen means seen: opening the room marks nothing (a scanner), the page saying a reply was on screen does', async () => {
    const client = await newCase();
    const replyMails = () => smtp.to(client.email).filter((m) => m.subject?.includes('you have a reply from our team'));
    const staffReply = async (body: string) =>
      (await request(t.url).post(`/api/admin/applications/${client.id}/messages`).set(admin()).send({ body }).expect(201)).body as {
        id: string;
      };
    const seenAt = async (id: string) => (await sql<{ seen_at: string | null }>('select seen_at from case_message where id = ?', [id]))[0]!.seen_at;

    // A mail scanner opens the link: the reply stays unseen and is e-mailed.
    const scanned = await staffReply('Reply the scanner opened.');
    const room = await request(t.url).get(`/api/case-status/${client.token}`).expect(200);
    expect(room.body.messages.map((message: { id: string }) => message.id)).toEqual([scanned.id]);
    expect(await seenAt(scanned.id)).toBeNull();
    await eventually(() => {
      if (replyMails().length !== 1) throw new Error('no reply e-mail yet');
    });
    expect(replyMails()[0]!.text).toContain('Reply the scanner opened.');

    // The page had the next reply on screen: it is seen and never e-mailed; a later unseen one is, alone.
    const shown = await staffReply('Reply the client read.');
    await request(t.url).post(`/api/case-status/${client.token}/seen`).send({ messageId: shown.id }).expect(204);
    expect(await seenAt(shown.id)).not.toBeNull();
    const later = await staffReply('Reply sent after the client left.');
    const [second] = await eventually(() => {
      const mails = replyMails().slice(1);
      if (mails.length === 0) throw new Error('no second reply e-mail yet');
      return mails;
    });
    expect(second!.text).toContain('Reply sent after the client left.');
    expect(second!.text).not.toContain('Reply the client read.');
    expect(replyMails()).toHaveLength(2);
    expect(await seenAt(later.id)).toBeNull();
  });

  it('the seen call names a staff reply of this case, or is refused with nothing marked', async () => {
    const client = await newCase();
    const other = await newCase();
    const theirs = (
      await request(t.url).post(`/api/admin/applications/${other.id}/messages`).set(admin()).send({ body: 'For the other case.' }).expect(201)
    ).body as { id: string };
    const mine = (
      await request(t.url).post(`/api/case-status/${client.token}/messages`).send({ body: 'Mine.', clientKey: randomUUID() }).expect(201)
    ).body as { id: string };
    const seen = (body: object, token = client.token) => request(t.url).post(`/api/case-status/${token}/seen`).send(body);

    expect((await seen({ messageId: 'not-an-id' }).expect(400)).body.errors).toEqual({ messageId: expect.any(String) });
    expect((await seen({}).expect(400)).body.errors).toEqual({ messageId: expect.any(String) });
    const foreign = await seen({ messageId: theirs.id }).expect(404);
    expect(foreign.body.message).toBe('This message was not found in this case');
    await seen({ messageId: mine.id }).expect(404);
    await seen({ messageId: theirs.id }, 'z'.repeat(32)).expect(404);
    const [row] = await sql<{ seen_at: string | null }>('select seen_at from case_message where id = ?', [theirs.id]);
    expect(row!.seen_at).toBeNull();
  });

  it('staff routes need a token, and name the field that is wrong', async () => {
    const client = await newCase();
    await request(t.url).post(`/api/admin/applications/${client.id}/document-requests`).send({ items: ['x'] }).expect(401);
    await request(t.url).post(`/api/admin/applications/${client.id}/messages`).send({ body: 'x' }).expect(401);
    const tooMany = await request(t.url)
      .post(`/api/admin/applications/${client.id}/document-requests`)
      .set(admin())
      .send({ items: Array.from({ length: 11 }, (_, index) => `Item ${index}`) })
      .expect(400);
    expect(Object.keys(tooMany.body.errors)).toEqual(['items']);
    await request(t.url).post(`/api/admin/applications/${randomUUID()}/document-requests`).set(admin()).send({ items: ['x'] }).expect(404);
    await request(t.url).post(`/api/admin/applications/${randomUUID()}/messages`).set(admin()).send({ body: 'x' }).expect(404);
    expect(Number((await sql<{ n: string }>('select count(*) as n from document_request where application_id = ?', [client.id]))[0]!.n)).toBe(0);
  });

  it('shows the payment button while a working payment link is open', async () => {
    const client = await newCase();
    await request(t.url).post(`/api/admin/applications/${client.id}/payment-link`).set(admin()).expect(201);
    const room = await request(t.url).get(`/api/case-status/${client.token}`).expect(200);
    expect(room.body.status).toBe('payment_sent');
    expect(room.body.paymentUrl).toMatch(new RegExp(`^${t.env.PUBLIC_URL}/payment/[\\w-]{43}$`));
    expect(room.body.steps[2]).toEqual({ status: 'payment_sent', reachedAt: expect.any(String) });
    await sql(`update application set payment_token_expires_at = now() - interval '1 minute' where id = ?`, [client.id]);
    const expired = await request(t.url).get(`/api/case-status/${client.token}`).expect(200);
    expect(expired.body.paymentUrl).toBeNull();
  });
});
