import request from 'supertest';
import { signedInStaff } from '../utils/admin';
import { validCaseReview } from '../utils/fixtures';
import { startTestApp, type TestApp } from '../utils/test-app';

/** Payment links expire and can be revoked or re-issued; status links can be replaced. */
describe('links that work without a login', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp({ PAYMENT_LINK_TTL_DAYS: '30' });
    admin = { Authorization: `Bearer ${(await signedInStaff(t, 'links-olga')).token}` };
  });
  afterAll(() => t.close());

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const post = (path: string) => request(t.url).post(path).set(admin);

  async function caseUnderReview() {
    const res = await request(t.url).post('/api/submit-case-review').send(validCaseReview).expect(201);
    const [row] = await sql<{ id: string; status_token: string }>(
      'select id, status_token from application where case_number = ?',
      [res.body.caseNumber],
    );
    await sql(`update application set status = 'expert_review' where id = ?`, [row!.id]);
    return { id: row!.id, caseNumber: res.body.caseNumber as string, statusToken: row!.status_token };
  }
  const tokenOf = (url: string) => url.split('/payment/')[1]!;
  const timeline = async (id: string) =>
    (
      (await request(t.url).get(`/api/admin/applications/${id}`).set(admin).expect(200)).body.timeline as Array<{
        kind: string;
        actor: string;
      }>
    )
      .filter((entry) => entry.kind !== 'submitted')
      .map((entry) => `${entry.kind} by ${entry.actor}`);

  it('a new payment link works for PAYMENT_LINK_TTL_DAYS and then answers 410 "expired"', async () => {
    const { id } = await caseUnderReview();
    const link = await post(`/api/admin/applications/${id}/payment-link`).expect(201);
    const days = (new Date(link.body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const detail = await request(t.url).get(`/api/admin/applications/${id}`).set(admin).expect(200);
    expect(detail.body.paymentLinkExpiresAt).toBe(link.body.expiresAt);
    const token = tokenOf(link.body.url);
    await request(t.url).get(`/api/payment/${token}`).expect(200);

    await sql(`update application set payment_token_expires_at = now() - interval '1 second' where id = ?`, [id]);
    const expired = await request(t.url).get(`/api/payment/${token}`).expect(410);
    expect(expired.body.message).toBe('This payment link has expired. Please contact us for a new one.');
    await request(t.url).post(`/api/payment/${token}/intent`).expect(410);
    const [payments] = await sql<{ n: string }>('select count(*) as n from payment where application_id = ?', [id]);
    expect(Number(payments!.n)).toBe(0);
  });

  it('staff revoke a link (it stops at once) and issue a new one with a new lifetime; both are in the history', async () => {
    const { id } = await caseUnderReview();
    const first = await post(`/api/admin/applications/${id}/payment-link`).expect(201);
    await post(`/api/admin/applications/${id}/payment-link/send`).expect(202);

    await post(`/api/admin/applications/${id}/payment-link/revoke`).expect(204);
    await request(t.url)
      .get(`/api/payment/${tokenOf(first.body.url)}`)
      .expect(404);
    const revoked = await request(t.url).get(`/api/admin/applications/${id}`).set(admin).expect(200);
    expect(revoked.body).toMatchObject({ paymentUrl: null, paymentLinkExpiresAt: null, application: { status: 'payment_sent' } });
    await post(`/api/admin/applications/${id}/payment-link/revoke`).expect(409);
    await post(`/api/admin/applications/${id}/payment-link/send`).expect(409);

    const second = await post(`/api/admin/applications/${id}/payment-link/reissue`).expect(201);
    expect(second.body.token).not.toBe(tokenOf(first.body.url));
    await request(t.url).get(`/api/payment/${second.body.token}`).expect(200);
    const third = await post(`/api/admin/applications/${id}/payment-link/reissue`).expect(201);
    // Re-issuing ends the link it replaces.
    await request(t.url).get(`/api/payment/${second.body.token}`).expect(404);
    await request(t.url).get(`/api/payment/${third.body.token}`).expect(200);
    const detail = await request(t.url).get(`/api/admin/applications/${id}`).set(admin).expect(200);
    expect(detail.body.application.paymentLinkSent).toBe(false);
    expect(await timeline(id)).toEqual(
      expect.arrayContaining([
        'payment_link_created by links-olga',
        'payment_link_revoked by links-olga',
        'payment_link_reissued by links-olga',
      ]),
    );
  });

  it('a link is only re-issued for a case waiting for payment', async () => {
    const { id } = await caseUnderReview();
    const refused = await post(`/api/admin/applications/${id}/payment-link/reissue`).expect(409);
    expect(refused.body.message).toMatch(/waits for payment/);
    await sql(`update application set status = 'paid' where id = ?`, [id]);
    await post(`/api/admin/applications/${id}/payment-link/reissue`).expect(409);
  });

  it('staff replace the status link: the old one stops opening the case, the new one opens it', async () => {
    const { id, caseNumber, statusToken } = await caseUnderReview();
    await request(t.url).get(`/api/case-status/${statusToken}`).expect(200);
    const before = await request(t.url).get(`/api/admin/applications/${id}`).set(admin).expect(200);
    expect(before.body.statusUrl).toBe(`${t.env.PUBLIC_URL}/case/${statusToken}`);

    const rotated = await post(`/api/admin/applications/${id}/status-link/rotate`).expect(200);
    const newToken = rotated.body.url.split('/case/')[1] as string;
    expect(newToken).toMatch(/^[\w-]{32}$/);
    await request(t.url).get(`/api/case-status/${statusToken}`).expect(404);
    const view = await request(t.url).get(`/api/case-status/${newToken}`).expect(200);
    expect(view.body.caseNumber).toBe(caseNumber);
    const after = await request(t.url).get(`/api/admin/applications/${id}`).set(admin).expect(200);
    expect(after.body.statusUrl).toBe(rotated.body.url);
    expect(after.body.application.updatedAt).toBe(before.body.application.updatedAt);
    expect(await timeline(id)).toContain('status_link_rotated by links-olga');
  });

  it('every new call needs a staff token and knows no unknown case', async () => {
    const { id } = await caseUnderReview();
    for (const path of ['payment-link/revoke', 'payment-link/reissue', 'status-link/rotate']) {
      await request(t.url).post(`/api/admin/applications/${id}/${path}`).expect(401);
      await post(`/api/admin/applications/00000000-0000-4000-8000-000000000000/${path}`).expect(404);
      await post(`/api/admin/applications/not-a-uuid/${path}`).expect(404);
    }
  });
});
