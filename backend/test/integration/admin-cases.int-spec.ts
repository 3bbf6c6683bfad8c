import { CASE_STATUSES, type CaseStatus } from '@reactivation/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { newPaymentToken } from '../../src/cases/admin/admin-cases.service';
import { signedInStaff } from '../utils/admin';
import { eventually, sleep } from '../utils/eventually';
import { PNG, validApplicationFields, validCaseReview } from '../utils/fixtures';
import { SmtpSink } from '../utils/smtp-sink';
import { startTestApp, type TestApp } from '../utils/test-app';

describe('admin cases', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let staff: { username: string; token: string };

  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    staff = await signedInStaff(t, 'olga');
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const admin = () => ({ Authorization: `Bearer ${staff.token}` });
  const get = (path: string) => request(t.url).get(path).set(admin());

  /** A case through the public wizard, then put in `status` directly. */
  async function caseIn(status: CaseStatus, fields: Partial<typeof validCaseReview> = {}, locale: 'en' | 'es' = 'en') {
    const res = await request(t.url)
      .post('/api/submit-case-review')
      .send({ ...validCaseReview, ...fields, locale })
      .expect(201);
    const [row] = await sql<{ id: string }>('select id from application where case_number = ?', [res.body.caseNumber]);
    await sql('update application set status = ? where id = ?', [status, row!.id]);
    return { id: row!.id, caseNumber: res.body.caseNumber as string };
  }
  const writes = async (id: string) =>
    (
      await sql<Record<string, unknown>>(
        `select status, payment_token, updated_at,
           (select count(*) from case_history where application_id = ?) as history,
           (select count(*) from outbox_event where payload->>'applicationId' = ?) as events
         from application where id = ?`,
        [id, id, id],
      )
    )[0];

  describe('status machine (SPEC §4)', () => {
    // Closing a case records how it ended (issue 24); outcome-report.int-spec.ts covers what it records.
    const closing = { outcome: 'reactivated', outcomeDate: '2026-11-20', reasonGroup: 'ratings' };
    const body = (to: CaseStatus) => (to === 'completed' ? { status: to, ...closing } : { status: to });
    const allowed: Array<[CaseStatus, CaseStatus]> = [
      ['review_submitted', 'expert_review'],
      ['payment_sent', 'paid'],
      ['paid', 'in_progress'],
      ['in_progress', 'completed'],
      // A filed appeal closes with its outcome too (appeal-letters.int-spec.ts covers reaching appeal_filed).
      ['appeal_filed', 'completed'],
    ];
    const refused = CASE_STATUSES.flatMap((from) => CASE_STATUSES.map((to) => [from, to] as [CaseStatus, CaseStatus])).filter(
      ([from, to]) => !allowed.some(([a, b]) => a === from && b === to),
    );

    it.each(allowed)('%s → %s is allowed, recorded with who did it, and raises case.status_changed', async (from, to) => {
      const { id } = await caseIn(from);
      const res = await request(t.url)
        .patch(`/api/admin/applications/${id}/status`)
        .set(admin())
        .send(body(to))
        .expect(200);
      expect(res.body).toMatchObject({ id, status: to });
      const [history] = await sql<Record<string, unknown>>(
        'select kind, actor, from_status, to_status from case_history where application_id = ?',
        [id],
      );
      expect(history).toEqual({ kind: 'status_changed', actor: 'olga', from_status: from, to_status: to });
      const events = await sql<{ type: string; payload: Record<string, string> }>(
        `select type, payload from outbox_event where type = 'case.status_changed' and payload->>'applicationId' = ?`,
        [id],
      );
      expect(events).toEqual([
        {
          type: 'case.status_changed',
          payload: { applicationId: id, fromStatus: from, toStatus: to, actor: 'olga', ...(to === 'completed' ? closing : {}) },
        },
      ]);
    });

    it(`refuses the ${refused.length} other moves with 409 and writes nothing`, async () => {
      for (const [from, to] of refused) {
        const { id } = await caseIn(from);
        const before = await writes(id);
        const res = await request(t.url).patch(`/api/admin/applications/${id}/status`).set(admin()).send(body(to));
        expect({ from, to, status: res.status }).toEqual({ from, to, status: 409 });
        expect(await writes(id)).toEqual(before);
      }
    });

    it('names a status outside the workflow, and answers 404 for an unknown case', async () => {
      const { id } = await caseIn('review_submitted');
      const bad = await request(t.url)
        .patch(`/api/admin/applications/${id}/status`)
        .set(admin())
        .send({ status: 'archived' })
        .expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['status']);
      await request(t.url)
        .patch(`/api/admin/applications/${randomUUID()}/status`)
        .set(admin())
        .send({ status: 'expert_review' })
        .expect(404);
      await request(t.url)
        .patch('/api/admin/applications/not-a-uuid/status')
        .set(admin())
        .send({ status: 'expert_review' })
        .expect(404);
    });

    it('tells the client of the new step by e-mail in their language, with a no-login status link', async () => {
      const { id, caseNumber } = await caseIn('review_submitted', { email: `status-${randomUUID()}@example.com` }, 'es');
      await request(t.url)
        .patch(`/api/admin/applications/${id}/status`)
        .set(admin())
        .send({ status: 'expert_review' })
        .expect(200);
      const [row] = await sql<{ email: string; status_token: string }>(
        'select email, status_token from application where id = ?',
        [id],
      );
      const [mail] = await eventually(() => {
        const mails = smtp.to(row!.email).filter((m) => m.subject?.includes(caseNumber) && m.text?.includes('/case/'));
        if (mails.length === 0) throw new Error('no status e-mail yet');
        return mails;
      });
      expect(mail!.subject).toMatch(/tu caso/);
      expect(mail!.text).toContain(`${t.env.PUBLIC_URL}/case/${row!.status_token}`);
      expect(mail!.text).not.toMatch(/expert_review|Экспертная/);
      expect(row!.status_token).toMatch(/^[\w-]{32}$/);

      const view = await request(t.url).get(`/api/case-status/${row!.status_token}`).expect(200);
      expect(view.body).toMatchObject({
        caseNumber,
        firstName: 'Marcus',
        platform: 'Uber',
        status: 'expert_review',
        locale: 'es',
        updatedAt: expect.any(String),
      });
      await request(t.url)
        .get(`/api/case-status/${'x'.repeat(32)}`)
        .expect(404);
    });
  });

  describe('payment links', () => {
    it('creates an unguessable link once, moves the case to payment_sent and records it', async () => {
      const { id } = await caseIn('expert_review');
      const res = await request(t.url).post(`/api/admin/applications/${id}/payment-link`).set(admin()).expect(201);
      expect(res.body.token).toMatch(/^[\w-]{43}$/);
      expect(res.body.url).toBe(`${t.env.PUBLIC_URL}/payment/${res.body.token}`);
      const [row] = await sql<{ status: string; payment_token: string }>(
        'select status, payment_token from application where id = ?',
        [id],
      );
      expect(row).toEqual({ status: 'payment_sent', payment_token: res.body.token });
      const events = await sql<{ type: string }>(
        `select type from outbox_event where payload->>'applicationId' = ? order by type`,
        [id],
      );
      expect(events.map((e: { type: string }) => e.type)).toEqual([
        'case.status_changed',
        'case.submitted',
        'payment_link.created',
      ]);

      const before = await writes(id);
      await request(t.url).post(`/api/admin/applications/${id}/payment-link`).set(admin()).expect(409);
      expect(await writes(id)).toEqual(before);
    });

    it('is refused for a case past review, writing nothing', async () => {
      const { id } = await caseIn('paid');
      const before = await writes(id);
      await request(t.url).post(`/api/admin/applications/${id}/payment-link`).set(admin()).expect(409);
      expect(await writes(id)).toEqual(before);
    });

    it('gives 100 000 distinct tokens of 256 random bits', () => {
      const tokens = new Set<string>();
      for (let i = 0; i < 100_000; i += 1) tokens.add(newPaymentToken());
      expect(tokens.size).toBe(100_000);
      for (const token of [...tokens].slice(0, 1000)) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    });

    it('e-mails the link to the client in their language, each time staff ask, and the timeline shows it', async () => {
      const email = `link-${randomUUID()}@example.com`;
      const { id, caseNumber } = await caseIn('review_submitted', { email }, 'es');
      await request(t.url).post(`/api/admin/applications/${id}/payment-link/send`).set(admin()).expect(409);
      const link = await request(t.url).post(`/api/admin/applications/${id}/payment-link`).set(admin()).expect(201);
      await request(t.url).post(`/api/admin/applications/${id}/payment-link/send`).set(admin()).expect(202);
      const [mail] = await eventually(() => {
        const mails = smtp.to(email).filter((m) => m.text?.includes(link.body.url));
        if (mails.length === 0) throw new Error('no link e-mail yet');
        return mails;
      });
      expect(mail!.subject).toContain(caseNumber);
      expect(mail!.text).toMatch(/200\.00/);
      // payment_sent is told by this e-mail alone, not by a second status e-mail.
      await sleep(500);
      expect(smtp.to(email)).toHaveLength(2); // the case confirmation and the link

      const detail = await get(`/api/admin/applications/${id}`).expect(200);
      expect(detail.body.application).toMatchObject({
        status: 'payment_sent',
        paymentLinkSent: true,
        paymentToken: link.body.token,
      });
      expect(detail.body.paymentUrl).toBe(link.body.url);
      const kinds = detail.body.timeline.map((entry: { kind: string }) => entry.kind);
      expect(kinds[0]).toBe('submitted');
      expect(kinds).toEqual(expect.arrayContaining(['payment_link_created', 'payment_link_sent', 'email_sent']));
      const created = detail.body.timeline.find((entry: { kind: string }) => entry.kind === 'payment_link_created');
      expect(created).toMatchObject({ actor: 'olga', fromStatus: 'review_submitted', toStatus: 'payment_sent' });
    });
  });

  describe('a case file', () => {
    it('shows documents, notes and history; a document downloads for staff only, byte for byte', async () => {
      const req = request(t.url).post('/api/applications');
      for (const [key, value] of Object.entries({ ...validApplicationFields, email: `file-${randomUUID()}@example.com` }))
        req.field(key, value);
      req.attach('documents', PNG, { filename: 'screenshot deactivation.png', contentType: 'image/png' });
      const created = await req.expect(201);
      const id = created.body.applicationId as string;

      const note = await request(t.url)
        .post(`/api/admin/applications/${id}/notes`)
        .set(admin())
        .send({ body: '  Called the client.  ' })
        .expect(201);
      expect(note.body).toMatchObject({ author: 'olga', body: 'Called the client.' });
      const empty = await request(t.url)
        .post(`/api/admin/applications/${id}/notes`)
        .set(admin())
        .send({ body: '   ' })
        .expect(400);
      expect(Object.keys(empty.body.errors)).toEqual(['body']);

      const detail = await get(`/api/admin/applications/${id}`).expect(200);
      expect(detail.body.application).toMatchObject({
        id,
        caseNumber: created.body.caseNumber,
        status: 'review_submitted',
        locale: 'en',
      });
      expect(detail.body.notes).toEqual([note.body]);
      expect(detail.body.documents).toEqual([
        {
          id: expect.any(String),
          originalName: 'screenshot deactivation.png',
          contentType: 'image/png',
          sizeBytes: PNG.length,
          createdAt: expect.any(String),
        },
      ]);
      const documentId = detail.body.documents[0].id as string;
      const file = await get(`/api/admin/applications/${id}/documents/${documentId}`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${created.body.caseNumber}-1.png"`);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);

      const other = await caseIn('review_submitted');
      await get(`/api/admin/applications/${other.id}/documents/${documentId}`).expect(404);
      await request(t.url).get(`/api/admin/applications/${id}/documents/${documentId}`).expect(401);
    });
  });

  describe('a case by its number (the panel\'s /admin/cases/<case number> page and the staff e-mails\' links)', () => {
    const openings = (id: string) =>
      sql<{ n: number }>(`select count(*)::int as n from outbox_event where type = 'case.opened' and payload->>'applicationId' = ?`, [id]);

    it('answers the same file by case number as by id, and records the opening for the audit log', async () => {
      const opened = await caseIn('expert_review');
      const byNumber = await get(`/api/admin/applications/${opened.caseNumber}`).expect(200);
      expect(byNumber.body.application).toMatchObject({ id: opened.id, caseNumber: opened.caseNumber, status: 'expert_review' });
      const byId = await get(`/api/admin/applications/${opened.id}`).expect(200);
      expect(byNumber.body).toEqual(byId.body);
      expect((await openings(opened.id))[0]!.n).toBe(1);
    });

    it('answers 404 for an unknown or malformed case number, and 401 without a token', async () => {
      const known = await caseIn('review_submitted');
      await get('/api/admin/applications/DR-1999-000000').expect(404);
      await get(`/api/admin/applications/${encodeURIComponent(`${known.caseNumber}' or '1'='1`)}`).expect(404);
      await get(`/api/admin/applications/${known.caseNumber.toLowerCase()}`).expect(404);
      await request(t.url).get(`/api/admin/applications/${known.caseNumber}`).expect(401);
      expect((await openings(known.id))[0]!.n).toBe(0);
    });
  });

  describe('list and search (SPEC §5)', () => {
    const tag = randomUUID().slice(0, 6);
    let ids: Record<string, string>;

    beforeAll(async () => {
      ids = {
        byName: (
          await caseIn('review_submitted', { firstName: `Zed${tag}ina`, lastName: 'Ortega', email: `zo-${tag}@mail.test` })
        ).id,
        byLast: (await caseIn('expert_review', { firstName: 'Lia', lastName: `Q${tag}uist`, email: `lq-${tag}@mail.test` })).id,
        byEmail: (await caseIn('paid', { firstName: 'Noor', lastName: 'Haddad', email: `noor.${tag}@Example.COM` })).id,
        byPlatform: (
          await caseIn('paid', { firstName: 'Omar', lastName: 'Diaz', email: `od-${tag}@mail.test`, platform: 'Shipt' })
        ).id,
      };
    });

    const search = async (q: string, extra = '') => {
      const res = await get(`/api/admin/applications?q=${encodeURIComponent(q)}&limit=100${extra}`).expect(200);
      return res;
    };
    const idsOf = (res: request.Response) => (res.body as Array<{ id: string }>).map((item) => item.id);

    it('matches a case-insensitive substring of the first or last name, e-mail, case number or platform', async () => {
      expect(idsOf(await search(`ZED${tag.toUpperCase()}`))).toEqual([ids.byName]);
      expect(idsOf(await search(`${tag}uis`))).toEqual([ids.byLast]);
      expect(idsOf(await search(`noor.${tag}@example.com`))).toEqual([ids.byEmail]);
      const [row] = await sql<{ case_number: string }>('select case_number from application where id = ?', [ids.byLast]);
      expect(idsOf(await search(row!.case_number.toLowerCase()))).toEqual([ids.byLast]);
      expect(idsOf(await search('shipt'))).toContain(ids.byPlatform);
    });

    it('does not match other fields, across two fields, or LIKE wildcards', async () => {
      expect(idsOf(await search('Background check flagged'))).toEqual([]);
      expect(idsOf(await search(`ortega zo-${tag}`))).toEqual([]);
      expect(idsOf(await search('%'))).toEqual([]);
      expect(idsOf(await search(`zed${tag}_na`))).toEqual([]);
    });

    it('filters by status, newest first, with the total in X-Total-Count', async () => {
      const res = await search(tag, '&status=paid');
      expect(idsOf(res)).toEqual([ids.byPlatform, ids.byEmail]);
      expect(res.headers['x-total-count']).toBe('2');
      expect(res.headers.link).toBeUndefined();
    });

    it('pages with a Link header, without gaps or repeats', async () => {
      const seen: string[] = [];
      let next: string | undefined = `/api/admin/applications?q=${tag}&limit=1`;
      let total: string | undefined;
      while (next) {
        const res: request.Response = await get(next).expect(200);
        total ??= res.headers['x-total-count'];
        seen.push(...idsOf(res));
        next = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
      }
      expect(total).toBe('4');
      expect(seen).toEqual([ids.byPlatform, ids.byEmail, ids.byLast, ids.byName]);
    });

    it('asks the trigram index for a long term by its ends, and still matches only the whole term', async () => {
      // `noor${tag}` starts and ends as the e-mail `noor.${tag}@…` does, but is not in it.
      expect(idsOf(await search(`noor${tag}`))).toEqual([]);
      expect(idsOf(await search(`noor.${tag}@example`))).toEqual([ids.byEmail]);
    });

    it('a term matching more than 1 000 cases: total 1000, capped, read newest first (overdue first) and paged without gaps or repeats', async () => {
      const many = `many${randomUUID().slice(0, 6)}`;
      // 1 005 cases whose last name holds the term, created over the last 30 days; the 300 oldest wait
      // for their first review (past its deadline: the overdue part on top), the rest are paid.
      await sql(
        `insert into application (id, first_name, last_name, email, phone, platform, deactivation_date, deactivation_reason,
           attempted_reactivation, support_response, description, status, expert_review_sent, payment_link_sent, locale, source,
           created_at, updated_at)
         select gen_random_uuid(), 'Ann', 'X' || ? || g, 'ann' || g || '@bulk.test', '+1 201 555 0100', 'Uber', date '2026-01-01', 'No reason given',
           false, '', '', case when g > 705 then 'review_submitted' else 'paid' end, g <= 705, g <= 705, 'en', 'home_form',
           now() - g * interval '40 minutes', now()
         from generate_series(1, 1005) g`,
        [many],
      );
      const seen: string[] = [];
      const overdue: boolean[] = [];
      let next: string | undefined = `/api/admin/applications?q=${many}&limit=100`;
      const totals = new Set<string>();
      while (next) {
        const res: request.Response = await get(next).expect(200);
        totals.add(`${res.headers['x-total-count']}|${res.headers['x-total-count-capped']}`);
        seen.push(...idsOf(res));
        overdue.push(...(res.body as Array<{ overdue: boolean }>).map((item) => item.overdue));
        next = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
      }
      expect([...totals]).toEqual(['1000|true']);
      const expected = await sql<{ id: string }>(
        `select id from application where last_name like ? order by (status = 'review_submitted' and created_at < now() - interval '5 days') desc, created_at desc, id desc`,
        [`X${many}%`],
      );
      expect(seen).toHaveLength(1005);
      expect(new Set(seen).size).toBe(1005);
      // The overdue cases (older than any review deadline) come first, each part newest first.
      expect(overdue.indexOf(false)).toBeGreaterThan(0);
      expect(overdue.slice(overdue.indexOf(false)).every((value) => !value)).toBe(true);
      expect(seen).toEqual(expected.map((row: { id: string }) => row.id));
    });

    it('names a bad query parameter', async () => {
      expect(Object.keys((await get('/api/admin/applications?limit=0').expect(400)).body.errors)).toEqual(['limit']);
      expect(Object.keys((await get('/api/admin/applications?status=gone').expect(400)).body.errors)).toEqual(['status']);
      expect(Object.keys((await get('/api/admin/applications?cursor=bm9wZQ').expect(400)).body.errors)).toEqual(['cursor']);
    });

    // A partly refunded case keeps most of its fee: it counts as paid; a fully refunded one does not.
    it('counts total, new and paid as SPEC §2 defines them', async () => {
      const res = await get('/api/admin/applications/stats').expect(200);
      const [row] = await sql<{ total: string; new: string; paid: string }>(
        `select count(*) as total, count(*) filter (where status = 'review_submitted') as new,
           count(*) filter (where status in ('paid', 'in_progress', 'appeal_filed', 'completed', 'partially_refunded')) as paid from application`,
      );
      expect(res.body).toMatchObject({ total: Number(row!.total), new: Number(row!.new), paid: Number(row!.paid) });
      expect(res.body.overdue).toBeGreaterThanOrEqual(0);
      expect(res.body.paid).toBeGreaterThanOrEqual(2);
    });
  });
});
