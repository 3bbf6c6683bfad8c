import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { signedInStaff } from '../utils/admin';
import { validCaseReview } from '../utils/fixtures';
import { startTestApp, type TestApp } from '../utils/test-app';

describe('case owners and review deadlines', () => {
  let t: TestApp;
  let olga: { username: string; token: string; id: string };
  let ivan: { username: string; token: string; id: string };

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const as = (staff: { token: string }) => ({ Authorization: `Bearer ${staff.token}` });

  async function staffMember(prefix: string) {
    const staff = await signedInStaff(t, `${prefix}-${randomUUID().slice(0, 6)}`);
    const [row] = await sql<{ id: string }>('select id from staff_account where username = ?', [staff.username]);
    return { ...staff, id: row!.id };
  }

  /** A case through the public wizard, with a last name to find it by. */
  async function newCase(lastName: string) {
    const res = await request(t.url)
      .post('/api/submit-case-review')
      .send({ ...validCaseReview, lastName, email: `${randomUUID()}@example.com` })
      .expect(201);
    const [row] = await sql<{ id: string }>('select id from application where case_number = ?', [res.body.caseNumber]);
    return { id: row!.id, caseNumber: res.body.caseNumber as string };
  }

  const list = (staff: { token: string }, query: string) =>
    request(t.url).get(`/api/admin/applications?${query}`).set(as(staff)).expect(200);

  beforeAll(async () => {
    t = await startTestApp();
    olga = await staffMember('olga');
    ivan = await staffMember('ivan');
  });
  afterAll(() => t.close());

  describe('owners', () => {
    it('a new case has no owner; staff give it to themselves and it shows under "мои дела" for them only', async () => {
      const marker = `owner${randomUUID().slice(0, 8)}`;
      const mine = await newCase(marker);
      const other = await newCase(marker);
      const fresh = (await list(olga, `q=${marker}`)).body;
      expect(fresh.map((c: { ownerId: string | null; ownerName: string | null }) => [c.ownerId, c.ownerName])).toEqual([
        [null, null],
        [null, null],
      ]);

      const assigned = await request(t.url).put(`/api/admin/applications/${mine.id}/owner`).set(as(olga)).send({ ownerId: olga.id }).expect(200);
      expect(assigned.body).toMatchObject({ id: mine.id, ownerId: olga.id, ownerName: olga.username });

      const olgasCases = await list(olga, `q=${marker}&owner=me`);
      expect(olgasCases.body.map((c: { id: string }) => c.id)).toEqual([mine.id]);
      expect(olgasCases.headers['x-total-count']).toBe('1');
      expect((await list(ivan, `q=${marker}&owner=me`)).body).toEqual([]);
      expect((await list(ivan, `q=${marker}&owner=${olga.id}`)).body.map((c: { id: string }) => c.id)).toEqual([mine.id]);
      expect((await list(olga, `q=${marker}&owner=none`)).body.map((c: { id: string }) => c.id)).toEqual([other.id]);
    });

    it('reassigns to another staff member and back to nobody, one event per real change', async () => {
      const marker = `reassign${randomUUID().slice(0, 8)}`;
      const { id } = await newCase(marker);
      const events = async () =>
        (
          await sql<{ payload: Record<string, unknown> }>(
            `select payload from outbox_event where type = 'case.assigned' and payload->>'applicationId' = ? order by created_at`,
            [id],
          )
        ).map((row: { payload: Record<string, unknown> }) => row.payload);
      await request(t.url).put(`/api/admin/applications/${id}/owner`).set(as(olga)).send({ ownerId: olga.id }).expect(200);
      await request(t.url).put(`/api/admin/applications/${id}/owner`).set(as(olga)).send({ ownerId: olga.id }).expect(200);
      const moved = await request(t.url).put(`/api/admin/applications/${id}/owner`).set(as(olga)).send({ ownerId: ivan.id }).expect(200);
      expect(moved.body.ownerName).toBe(ivan.username);
      expect((await list(ivan, `q=${marker}&owner=me`)).body.map((c: { id: string }) => c.id)).toEqual([id]);
      expect((await list(olga, `q=${marker}&owner=me`)).body).toEqual([]);
      await request(t.url).put(`/api/admin/applications/${id}/owner`).set(as(ivan)).send({ ownerId: null }).expect(200);
      expect((await list(olga, `q=${marker}&owner=none`)).body.map((c: { id: string }) => c.id)).toEqual([id]);
      expect(await events()).toEqual([
        { applicationId: id, fromOwnerId: null, toOwnerId: olga.id, actor: olga.username },
        { applicationId: id, fromOwnerId: olga.id, toOwnerId: ivan.id, actor: olga.username },
        { applicationId: id, fromOwnerId: ivan.id, toOwnerId: null, actor: ivan.username },
      ]);
    });

    it('refuses an owner who is not a staff account, naming the field and writing nothing; 404 for an unknown case', async () => {
      const { id } = await newCase(`badowner${randomUUID().slice(0, 8)}`);
      const bad = await request(t.url).put(`/api/admin/applications/${id}/owner`).set(as(olga)).send({ ownerId: randomUUID() }).expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['ownerId']);
      const notUuid = await request(t.url).put(`/api/admin/applications/${id}/owner`).set(as(olga)).send({ ownerId: 'olga' }).expect(400);
      expect(Object.keys(notUuid.body.errors)).toEqual(['ownerId']);
      await request(t.url).put(`/api/admin/applications/${id}/owner`).set(as(olga)).send({}).expect(400);
      const [row] = await sql<{ owner_id: string | null }>('select owner_id from application where id = ?', [id]);
      expect(row!.owner_id).toBeNull();
      expect(await sql(`select 1 from outbox_event where type = 'case.assigned' and payload->>'applicationId' = ?`, [id])).toEqual([]);
      await request(t.url).put(`/api/admin/applications/${randomUUID()}/owner`).set(as(olga)).send({ ownerId: olga.id }).expect(404);
      await request(t.url).put(`/api/admin/applications/${id}/owner`).send({ ownerId: olga.id }).expect(401);
      await request(t.url).get('/api/admin/applications?owner=someone').set(as(olga)).expect(400);
    });

    it('lists the staff accounts to choose an owner from, to staff only', async () => {
      const staff = await request(t.url).get('/api/admin/staff').set(as(ivan)).expect(200);
      expect(staff.body).toEqual(
        expect.arrayContaining([
          { id: olga.id, username: olga.username },
          { id: ivan.id, username: ivan.username },
        ]),
      );
      expect(JSON.stringify(staff.body)).not.toMatch(/password|totp|hash/i);
      await request(t.url).get('/api/admin/staff').expect(401);
    });
  });

  describe('review deadline (Mon-Fri 09:00-18:00 America/New_York)', () => {
    /** Friday 17:00 and the Monday 17:00 after it, in New York, two weeks back (so the deadline has passed). */
    async function pastFridayAt17() {
      const [row] = await sql<{ friday: string; monday: string }>(
        `select ((date_trunc('week', now() at time zone 'America/New_York') - interval '10 days' + time '17:00') at time zone 'America/New_York') as friday,
                ((date_trunc('week', now() at time zone 'America/New_York') - interval '7 days' + time '17:00') at time zone 'America/New_York') as monday`,
      );
      return { friday: new Date(row!.friday), monday: new Date(row!.monday) };
    }
    const newYork = (iso: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
        new Date(iso),
      );

    it('a case submitted on Friday at 17:00 is due on Monday at 17:00, shown overdue, on top of the list and counted', async () => {
      const marker = `deadline${randomUUID().slice(0, 8)}`;
      const before = (await request(t.url).get('/api/admin/applications/stats').set(as(olga)).expect(200)).body;
      const friday = await newCase(marker);
      const fresh = await newCase(marker); // the newer one: newest first would put it on top
      const { friday: fridayAt17, monday: mondayAt17 } = await pastFridayAt17();
      await sql('update application set created_at = ? where id = ?', [fridayAt17, friday.id]);

      const page = (await list(olga, `q=${marker}`)).body as Array<{ id: string; reviewDueAt: string; overdue: boolean }>;
      expect(page.map((c) => c.id)).toEqual([friday.id, fresh.id]);
      expect(page[0]).toMatchObject({ overdue: true, reviewDueAt: mondayAt17.toISOString() });
      expect(newYork(page[0]!.reviewDueAt)).toBe('Mon 17:00');
      expect(page[1]!.overdue).toBe(false);
      expect(new Date(page[1]!.reviewDueAt).getTime()).toBeGreaterThan(Date.now());

      const after = (await request(t.url).get('/api/admin/applications/stats').set(as(olga)).expect(200)).body;
      expect(after.overdue).toBe(before.overdue + 1);
      expect(after.businessHours).toEqual({ days: [1, 2, 3, 4, 5], open: '09:00', close: '18:00', timeZone: 'America/New_York' });
    });

    it('the timer stops once the case is reviewed', async () => {
      const marker = `reviewed${randomUUID().slice(0, 8)}`;
      const { id } = await newCase(marker);
      await sql(`update application set created_at = now() - interval '30 days' where id = ?`, [id]);
      expect((await list(olga, `q=${marker}`)).body[0]).toMatchObject({ overdue: true });
      await request(t.url).patch(`/api/admin/applications/${id}/status`).set(as(olga)).send({ status: 'expert_review' }).expect(200);
      expect((await list(olga, `q=${marker}`)).body[0]).toMatchObject({ id, overdue: false, reviewDueAt: null });
    });

    it('pages through overdue cases first and then the rest, each once, newest first within each part', async () => {
      const marker = `paging${randomUUID().slice(0, 8)}`;
      const cases = [];
      for (let i = 0; i < 5; i += 1) cases.push(await newCase(marker));
      // Oldest to newest: 0 and 2 overdue (20 and 10 days old), 1, 3 and 4 recent.
      await sql(`update application set created_at = now() - interval '20 days' where id = ?`, [cases[0]!.id]);
      await sql(`update application set created_at = now() - interval '10 days' where id = ?`, [cases[2]!.id]);
      const seen: string[] = [];
      let next: string | undefined = `/api/admin/applications?q=${marker}&limit=2`;
      while (next) {
        const res: request.Response = await request(t.url).get(next).set(as(olga)).expect(200);
        seen.push(...res.body.map((c: { id: string }) => c.id));
        next = /<[^>]*(\/api\/admin\/applications\?[^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
      }
      expect(seen).toEqual([cases[2]!.id, cases[0]!.id, cases[4]!.id, cases[3]!.id, cases[1]!.id]);
      // A status filter without new cases has no overdue part.
      expect((await list(olga, `q=${marker}&status=expert_review`)).body).toEqual([]);
    });
  });
});
