import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signedInStaff } from '../utils/admin';
import { eventually } from '../utils/eventually';
import { validCaseReview } from '../utils/fixtures';
import { startTestApp, type TestApp } from '../utils/test-app';

/** Staff's saved replies (ADR 0036): their edits in the journal, and their use on a case in one call. */
describe('staff macros', () => {
  let t: TestApp;
  let staff: { username: string; token: string };

  beforeAll(async () => {
    t = await startTestApp();
    staff = await signedInStaff(t, `macros-${randomUUID().slice(0, 6)}`);
  });
  afterAll(async () => {
    await t.close();
  });

  const sql = <T extends object>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const admin = () => ({ Authorization: `Bearer ${staff.token}` });
  const applyPath = (caseId: string, macroId: string) => `/api/admin/applications/${caseId}/macros/${macroId}/apply`;

  const macro = (overrides: object = {}) => ({
    titleRu: `Запрос документов ${randomUUID().slice(0, 6)}`,
    textEn: 'Hi {{clientName}}, case {{caseNumber}} ({{platform}}): deadline {{deadline}}. Upload here: {{roomLink}}',
    textEs: 'Hola {{clientName}}, caso {{caseNumber}} ({{platform}}): fecha límite {{deadline}}. Suba aquí: {{ roomLink }}',
    documentRequests: [
      { en: 'Deactivation e-mail', es: 'Correo de desactivación' },
      { en: 'Driver rating screenshot', es: 'Captura de su calificación' },
    ],
    targetStatus: 'expert_review',
    ...overrides,
  });

  async function newCase(locale: 'en' | 'es' = 'es') {
    const email = `macro-${randomUUID().slice(0, 8)}@example.com`;
    const res = await request(t.url)
      .post('/api/submit-case-review')
      .send({ ...validCaseReview, email, locale })
      .expect(201);
    const [row] = await sql<{ id: string; status_token: string }>('select id, status_token from application where case_number = ?', [
      res.body.caseNumber,
    ]);
    return { id: row!.id, caseNumber: res.body.caseNumber as string, token: row!.status_token };
  }

  const written = async (caseId: string) => {
    const [row] = await sql<{ requests: string; messages: string; history: string; events: string }>(
      `select (select count(*) from document_request where application_id = ?) as requests,
              (select count(*) from case_message where application_id = ?) as messages,
              (select count(*) from case_history where application_id = ?) as history,
              (select count(*) from outbox_event where payload->>'applicationId' = ? and type <> 'case.submitted') as events`,
      [caseId, caseId, caseId, caseId],
    );
    return { requests: Number(row!.requests), messages: Number(row!.messages), history: Number(row!.history), events: Number(row!.events) };
  };

  it('saves, lists, edits and deletes a macro, each edit in the journal', async () => {
    const created = await request(t.url).post('/api/admin/macros').set(admin()).send(macro()).expect(201);
    expect(created.body).toMatchObject({ textEs: expect.stringContaining('{{clientName}}'), targetStatus: 'expert_review', updatedBy: staff.username });
    const list = await request(t.url).get('/api/admin/macros').set(admin()).expect(200);
    expect(list.body.map((item: { id: string }) => item.id)).toContain(created.body.id);

    const edited = await request(t.url)
      .put(`/api/admin/macros/${created.body.id}`)
      .set(admin())
      .send(macro({ titleRu: 'Переименован', documentRequests: [], targetStatus: null }))
      .expect(200);
    expect(edited.body).toMatchObject({ titleRu: 'Переименован', documentRequests: [], targetStatus: null });
    await request(t.url).delete(`/api/admin/macros/${created.body.id}`).set(admin()).expect(204);
    await request(t.url).delete(`/api/admin/macros/${created.body.id}`).set(admin()).expect(404);

    type Entry = { action: string; actor: string; detail: Record<string, string> };
    const entries = await eventually<Entry[]>(async () => {
      const rows = await sql<{ action: string; actor: string; detail: Record<string, string> }>(
        `select action, actor, detail from audit_log where detail->>'macroId' = ? order by at`,
        [created.body.id],
      );
      expect(rows).toHaveLength(3);
      return rows;
    });
    expect(entries.map((entry) => entry.action)).toEqual(['macro_created', 'macro_updated', 'macro_deleted']);
    expect(entries[2]).toMatchObject({ actor: staff.username, detail: { title: 'Переименован' } });
  });

  it('names the field of bad input and refuses unknown variables, writing nothing', async () => {
    const marker = `refused-${randomUUID().slice(0, 8)}`;
    const post = (body: object) => request(t.url).post('/api/admin/macros').set(admin()).send({ ...macro(), titleRu: marker, ...body });
    expect((await post({ titleRu: '  ' }).expect(400)).body.errors).toHaveProperty('titleRu');
    expect((await post({ textEs: '' }).expect(400)).body.errors).toHaveProperty('textEs');
    const unknown = await post({ textEn: 'Hi {{clientName}}, pay {{amount}}' }).expect(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['textEn']);
    expect((await post({ targetStatus: 'completed' }).expect(400)).body.errors).toHaveProperty('targetStatus');
    expect((await post({ targetStatus: 'flying' }).expect(400)).body.errors).toHaveProperty('targetStatus');
    expect((await post({ documentRequests: [{ en: 'ID', es: '' }] }).expect(400)).body.errors).toHaveProperty(['documentRequests.0.es']);
    const [row] = await sql<{ macros: string; events: string }>(
      `select (select count(*) from staff_macro where title_ru = ?) as macros,
              (select count(*) from outbox_event where type = 'macro.changed' and payload->>'title' = ?) as events`,
      [marker, marker],
    );
    expect({ macros: Number(row!.macros), events: Number(row!.events) }).toEqual({ macros: 0, events: 0 });
    await request(t.url).get('/api/admin/macros').expect(401);
    await request(t.url).post('/api/admin/macros').send(macro()).expect(401);
  });

  it('applies a macro in the client\'s language with the variables filled on the server, each part in the journal', async () => {
    const client = await newCase('es');
    // A deadline of the test's own (the guide's windows for the fixture's old deactivation have passed).
    await sql(`update application set appeal_due_on = '2027-03-05' where id = ?`, [client.id]);
    const saved = await request(t.url).post('/api/admin/macros').set(admin()).send(macro()).expect(201);
    const res = await request(t.url).post(applyPath(client.id, saved.body.id)).set(admin()).send({ sendMessage: true }).expect(200);
    expect(res.body).toMatchObject({ status: 'expert_review', messageId: expect.any(String) });
    expect(res.body.requestIds).toHaveLength(2);

    const room = await request(t.url).get(`/api/case-status/${client.token}`).expect(200);
    expect(room.body.status).toBe('expert_review');
    expect(room.body.requests.map((item: { label: string }) => item.label)).toEqual(['Correo de desactivación', 'Captura de su calificación']);
    const body = room.body.messages.at(-1).body as string;
    expect(body).toContain(`Hola Marcus, caso ${client.caseNumber} (Uber)`);
    expect(body).toContain(`/case/${client.token}?lang=es`);
    expect(body).not.toContain('{{');
    expect(body).toContain('fecha límite 5 de marzo de 2027.');

    const actions = await eventually<Array<{ action: string; detail: Record<string, string> }>>(async () => {
      const rows = await sql<{ action: string; detail: Record<string, string> }>(
        `select action, detail from audit_log where application_id = ? order by at`,
        [client.id],
      );
      expect(rows.map((row: { action: string }) => row.action).sort()).toEqual(['client_messaged', 'documents_requested', 'macro_applied', 'status_changed']);
      return rows;
    });
    expect(actions.find((row) => row.action === 'macro_applied')!.detail).toMatchObject({
      title: saved.body.titleRu,
      requests: '2',
      messageSent: 'true',
      to: 'expert_review',
    });
    expect(actions.find((row) => row.action === 'status_changed')!.detail).toMatchObject({ from: 'review_submitted', to: 'expert_review' });
  });

  it('refuses the whole apply when the workflow does not allow the move from the case\'s status, writing nothing', async () => {
    const client = await newCase('en');
    const saved = await request(t.url).post('/api/admin/macros').set(admin()).send(macro({ targetStatus: 'in_progress' })).expect(201);
    const before = await written(client.id);
    const res = await request(t.url).post(applyPath(client.id, saved.body.id)).set(admin()).send({ sendMessage: true }).expect(409);
    expect(res.body.errors).toHaveProperty('targetStatus');
    expect(await written(client.id)).toEqual(before);
    const [row] = await sql<{ status: string }>('select status from application where id = ?', [client.id]);
    expect(row!.status).toBe('review_submitted');
  });

  it('sends only what staff confirmed, and refuses bad apply input', async () => {
    const client = await newCase('en');
    const saved = await request(t.url)
      .post('/api/admin/macros')
      .set(admin())
      .send(macro({ targetStatus: null }))
      .expect(201);
    await request(t.url).post(applyPath(client.id, saved.body.id)).set(admin()).send({}).expect(400);
    await request(t.url).post(applyPath(client.id, randomUUID())).set(admin()).send({ sendMessage: true }).expect(404);
    await request(t.url).post(applyPath(randomUUID(), saved.body.id)).set(admin()).send({ sendMessage: true }).expect(404);
    expect((await written(client.id)).requests).toBe(0);

    const res = await request(t.url).post(applyPath(client.id, saved.body.id)).set(admin()).send({ sendMessage: false }).expect(200);
    expect(res.body).toMatchObject({ messageId: null, status: 'review_submitted' });
    expect(await written(client.id)).toMatchObject({ requests: 2, messages: 0 });

    const textOnly = await request(t.url)
      .post('/api/admin/macros')
      .set(admin())
      .send(macro({ documentRequests: [], targetStatus: null }))
      .expect(201);
    const nothing = await request(t.url).post(applyPath(client.id, textOnly.body.id)).set(admin()).send({ sendMessage: false }).expect(400);
    expect(nothing.body.errors).toHaveProperty('sendMessage');
  });
});
