import { EVIDENCE_CHECKLISTS, EVIDENCE_TEXTS } from '@reactivation/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signedInStaff } from '../utils/admin';
import { eventually } from '../utils/eventually';
import { validCaseReview } from '../utils/fixtures';
import { startTestApp, type TestApp } from '../utils/test-app';

/** The appeal work of a case (ADR 0032): the evidence checklist, the letter's versions and approval, its filing. */
describe('appeal letters', () => {
  let t: TestApp;
  let staff: { username: string; token: string };

  beforeAll(async () => {
    t = await startTestApp();
    // A name of its own: the sign-in attack suite gives 'lena' a second factor in the same database.
    staff = await signedInStaff(t, `appeals-${randomUUID().slice(0, 6)}`);
  });
  afterAll(async () => {
    await t.close();
  });

  const sql = <T extends object>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const admin = () => ({ Authorization: `Bearer ${staff.token}` });
  const letterPath = (id: string) => `/api/admin/applications/${id}/appeal-letter`;

  async function newCase(overrides: Partial<typeof validCaseReview> & { locale?: 'en' | 'es'; state?: string } = {}) {
    const email = `appeal-${randomUUID().slice(0, 8)}@example.com`;
    const res = await request(t.url)
      .post('/api/submit-case-review')
      .send({ ...validCaseReview, email, ...overrides })
      .expect(201);
    const [row] = await sql<{ id: string; status_token: string }>('select id, status_token from application where case_number = ?', [
      res.body.caseNumber,
    ]);
    return { id: row!.id, caseNumber: res.body.caseNumber as string, token: row!.status_token };
  }

  const counts = async (id: string) => {
    const [row] = await sql<{ versions: string; letters: string; requests: string }>(
      `select (select count(*) from appeal_letter_version where application_id = ?) as versions,
              (select count(*) from appeal_letter where application_id = ?) as letters,
              (select count(*) from document_request where application_id = ?) as requests`,
      [id, id, id],
    );
    return { versions: Number(row!.versions), letters: Number(row!.letters), requests: Number(row!.requests) };
  };

  it('sends a reason\'s checklist as document requests in one action, in the client\'s language, each with why it helps', async () => {
    const client = await newCase({ locale: 'es', deactivationReason: 'Mi calificación bajó a 4.6 estrellas' });
    const letter = await request(t.url).get(letterPath(client.caseNumber)).set(admin()).expect(200);
    expect(letter.body).toEqual({ suggestedReason: 'ratings', letter: null });

    const items = EVIDENCE_CHECKLISTS.ratings;
    const res = await request(t.url)
      .post(`/api/admin/applications/${client.id}/evidence-requests`)
      .set(admin())
      .send({ reason: 'ratings', items })
      .expect(201);
    expect(res.body.map((made: { label: string }) => made.label)).toEqual(items.map((item) => EVIDENCE_TEXTS.es.items[item].label));

    const room = await request(t.url).get(`/api/case-status/${client.token}`).expect(200);
    expect(room.body.requests).toHaveLength(items.length);
    expect(room.body.requests[1]).toMatchObject({
      label: EVIDENCE_TEXTS.es.items.ratings_history.label,
      note: EVIDENCE_TEXTS.es.items.ratings_history.why,
    });
    // One action: one event (one e-mail, one audit entry) for all the items.
    const events = await sql<{ n: string }>(
      `select count(*) as n from outbox_event where type = 'case.documents_requested' and payload->>'applicationId' = ?`,
      [client.id],
    );
    expect(Number(events[0]!.n)).toBe(1);
  });

  it('names bad checklist input and stores nothing', async () => {
    const client = await newCase();
    const post = (body: object) => request(t.url).post(`/api/admin/applications/${client.id}/evidence-requests`).set(admin()).send(body);
    expect((await post({ reason: 'bad', items: ['deactivation_notice'] }).expect(400)).body.errors).toHaveProperty('reason');
    expect((await post({ reason: 'ratings', items: [] }).expect(400)).body.errors).toHaveProperty('items');
    expect((await post({ reason: 'ratings', items: ['background_report'] }).expect(400)).body.errors).toHaveProperty('items');
    expect((await counts(client.id)).requests).toBe(0);
    await request(t.url).post(`/api/admin/applications/${client.id}/evidence-requests`).send({ reason: 'ratings', items: ['deactivation_notice'] }).expect(401);
  });

  it('keeps every version; a final letter takes no edit without a new version; stale saves are refused', async () => {
    const client = await newCase({ platform: 'DoorDash', deactivationReason: 'Too many late orders', supportResponse: 'The decision is final.' });
    const drafted = await request(t.url).post(`${letterPath(client.id)}/draft`).set(admin()).send({ reason: 'late_orders' }).expect(201);
    expect(drafted.body.letter).toMatchObject({ state: 'draft', version: 1, reason: 'late_orders' });
    expect(drafted.body.letter.body).toContain('Dear DoorDash Dasher Support,');
    expect(drafted.body.letter.body).toContain('Marcus Reed');
    expect(drafted.body.letter.body).toContain('July 14, 2025');
    expect(drafted.body.letter.body).toContain('Their answer was: "The decision is final".');

    const edited = `${drafted.body.letter.body}\n\nP.S. I have completed 2,300 deliveries.`;
    const saved = await request(t.url).put(letterPath(client.id)).set(admin()).send({ body: edited, baseVersion: 1 }).expect(200);
    expect(saved.body.letter).toMatchObject({ state: 'draft', version: 2, body: edited });
    expect(saved.body.letter.versions.map((v: { version: number; origin: string }) => [v.version, v.origin])).toEqual([
      [2, 'edited'],
      [1, 'generated'],
    ]);

    // A save based on version 1 after version 2 exists would overwrite someone's work: refused.
    const stale = await request(t.url).put(letterPath(client.id)).set(admin()).send({ body: 'Other text', baseVersion: 1 }).expect(409);
    expect(stale.body.errors).toHaveProperty('baseVersion');

    const final = await request(t.url).post(`${letterPath(client.id)}/finalize`).set(admin()).send({ version: 2 }).expect(200);
    expect(final.body.letter).toMatchObject({ state: 'final', finalVersion: 2 });
    expect(final.body.letter.summary.es).toContain('DoorDash');

    // Final: no edit, no new draft, until a new version is opened.
    const refused = await request(t.url).put(letterPath(client.id)).set(admin()).send({ body: 'Changed', baseVersion: 2 }).expect(409);
    expect(refused.body.errors).toHaveProperty('body');
    await request(t.url).post(`${letterPath(client.id)}/draft`).set(admin()).send({ reason: 'ratings' }).expect(409);
    expect((await counts(client.id)).versions).toBe(2);

    const reopened = await request(t.url).post(`${letterPath(client.id)}/reopen`).set(admin()).send({ version: 2 }).expect(200);
    expect(reopened.body.letter).toMatchObject({ state: 'draft', version: 3, body: edited, finalVersion: null });
    await request(t.url).put(letterPath(client.id)).set(admin()).send({ body: 'Version four', baseVersion: 3 }).expect(200);
    const versions = await sql<{ version: number; body: string }>(
      'select version, body from appeal_letter_version where application_id = ? order by version',
      [client.id],
    );
    expect(versions.map((v: { version: number }) => v.version)).toEqual([1, 2, 3, 4]);
    expect(versions[1]!.body).toBe(edited);
  });

  it('names bad letter input and writes nothing', async () => {
    const client = await newCase();
    await request(t.url).post(`${letterPath(client.id)}/draft`).set(admin()).send({ reason: 'other' }).expect(201);
    const empty = await request(t.url).put(letterPath(client.id)).set(admin()).send({ body: '   ', baseVersion: 1 }).expect(400);
    expect(empty.body.errors).toHaveProperty('body');
    const noVersion = await request(t.url).put(letterPath(client.id)).set(admin()).send({ body: 'Text' }).expect(400);
    expect(noVersion.body.errors).toHaveProperty('baseVersion');
    const badReason = await request(t.url).post(`${letterPath(client.id)}/draft`).set(admin()).send({ reason: 'nope' }).expect(400);
    expect(badReason.body.errors).toHaveProperty('reason');
    const future = await request(t.url)
      .post(`${letterPath(client.id)}/filing`)
      .set(admin())
      .send({ filedOn: '2999-01-01', method: 'email' })
      .expect(400);
    expect(future.body.errors).toHaveProperty('filedOn');
    const badMethod = await request(t.url)
      .post(`${letterPath(client.id)}/filing`)
      .set(admin())
      .send({ filedOn: '2026-11-01', method: 'pigeon' })
      .expect(400);
    expect(badMethod.body.errors).toHaveProperty('method');
    // Filing a draft is refused too.
    await request(t.url).post(`${letterPath(client.id)}/filing`).set(admin()).send({ filedOn: '2026-11-01', method: 'email' }).expect(409);
    expect(await counts(client.id)).toMatchObject({ versions: 1, letters: 1 });
    await request(t.url).get(letterPath(client.id)).expect(401);
  });

  it('the client sees only a final letter, cannot approve a draft, approves the final one; staff see the approval', async () => {
    const client = await newCase({ locale: 'es', state: 'WA' });
    const clientLetter = () => request(t.url).get(`/api/case-status/${client.token}/appeal-letter`).expect(200);
    await request(t.url).post(`${letterPath(client.id)}/draft`).set(admin()).send({ reason: 'background_check' }).expect(201);
    expect((await clientLetter()).body).toEqual({ letter: null });

    const draftApproval = await request(t.url).post(`/api/case-status/${client.token}/appeal-letter/approval`).send({ version: 1 }).expect(409);
    expect(draftApproval.body.errors).toHaveProperty('version');
    await request(t.url).get(`/api/case-status/${client.token}/appeal-letter/pdf`).expect(404);

    await request(t.url).post(`${letterPath(client.id)}/finalize`).set(admin()).send({ version: 1 }).expect(200);
    const seen = (await clientLetter()).body.letter;
    expect(seen).toMatchObject({ version: 1, approvedAt: null, changeRequestedAt: null });
    expect(seen.body).toContain('I work in Washington.');
    expect(seen.summary.es).toContain('Washington');
    expect(seen.summary.es).toMatch(/^Esta carta le pide a Uber/);

    const pdf = await request(t.url).get(`/api/case-status/${client.token}/appeal-letter/pdf`).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(pdf.body).subarray(0, 5).toString()).toBe('%PDF-');

    await request(t.url).post(`/api/case-status/${client.token}/appeal-letter/approval`).send({ version: 2 }).expect(409);
    await request(t.url).post(`/api/case-status/${client.token}/appeal-letter/approval`).send({ version: 'x' }).expect(400);
    const approved = await request(t.url).post(`/api/case-status/${client.token}/appeal-letter/approval`).send({ version: 1 }).expect(200);
    expect(approved.body.letter.approvedAt).toEqual(expect.any(String));

    const staffView = await request(t.url).get(letterPath(client.id)).set(admin()).expect(200);
    expect(staffView.body.letter).toMatchObject({ approvedVersion: 1, approvedAt: expect.any(String) });
  });

  it('a change request becomes the client\'s message on the case', async () => {
    const client = await newCase();
    await request(t.url).post(`${letterPath(client.id)}/draft`).set(admin()).send({ reason: 'ratings' }).expect(201);
    await request(t.url).post(`${letterPath(client.id)}/finalize`).set(admin()).send({ version: 1 }).expect(200);
    const send = (body: object) => request(t.url).post(`/api/case-status/${client.token}/appeal-letter/change-request`).send(body);
    expect((await send({ version: 1, body: '', clientKey: randomUUID() }).expect(400)).body.errors).toHaveProperty('body');
    const res = await send({ version: 1, body: 'Please mention my 5 years on the platform.', clientKey: randomUUID() }).expect(200);
    expect(res.body.letter.changeRequestedAt).toEqual(expect.any(String));
    const room = await request(t.url).get(`/api/admin/applications/${client.id}`).set(admin()).expect(200);
    const messages = room.body.room.messages as Array<{ author: string; body: string }>;
    expect(messages.at(-1)).toMatchObject({ author: 'client' });
    expect(messages.at(-1)!.body).toContain('Please mention my 5 years on the platform.');
    expect(messages.at(-1)!.body).toContain('version 1');
  });

  it('recording the filing starts "waiting for the platform" from that day, audited, once', async () => {
    const client = await newCase();
    await sql<object>(`update application set status = 'in_progress' where id = ?`, [client.id]);
    await request(t.url).post(`${letterPath(client.id)}/draft`).set(admin()).send({ reason: 'background_check' }).expect(201);
    await request(t.url).post(`${letterPath(client.id)}/finalize`).set(admin()).send({ version: 1 }).expect(200);
    const filed = await request(t.url)
      .post(`${letterPath(client.id)}/filing`)
      .set(admin())
      .send({ filedOn: '2026-11-20', method: 'platform_form', reference: 'TICKET-7781' })
      .expect(200);
    expect(filed.body.letter.filing).toMatchObject({ filedOn: '2026-11-20', method: 'platform_form', reference: 'TICKET-7781', recordedBy: staff.username });
    await request(t.url).post(`${letterPath(client.id)}/filing`).set(admin()).send({ filedOn: '2026-11-21', method: 'email' }).expect(409);

    const room = await eventually(async () => {
      const res = await request(t.url).get(`/api/case-status/${client.token}`).expect(200);
      if (res.body.status !== 'appeal_filed') throw new Error(`status ${res.body.status}`);
      return res.body;
    });
    const step = room.steps.find((s: { status: string }) => s.status === 'appeal_filed');
    expect(step.reachedAt).toBe('2026-11-20T12:00:00.000Z');

    const actions = await eventually(async () => {
      const rows: Array<{ action: string; actor: string }> = await sql<{ action: string; actor: string }>('select action, actor from audit_log where application_id = ? order by at', [
        client.id,
      ]);
      if (!rows.some((row) => row.action === 'appeal_filed')) throw new Error('not audited yet');
      return rows;
    });
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['appeal_letter_drafted', 'appeal_letter_finalized', 'appeal_filed']),
    );
    expect(actions.every((row) => row.actor === staff.username || row.action === 'case_opened')).toBe(true);
    expect(actions.filter((row) => row.action === 'status_changed')).toHaveLength(0);
  });
});
