import request from 'supertest';
import { from, report, startSecurityApp, type SecurityApp } from './security-app';

/** Every address of one IPv6 /64 (a subscriber usually holds the whole /64): `${prefix}:<n>`. */
const inSlash64 = (prefix: string, n: number) => `${prefix}:${(n + 1).toString(16)}:0:0:${(n * 7 + 1).toString(16)}`;

const statuses = (answers: Array<{ status: number }>) =>
  answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

const draft = (email: string) => ({
  email,
  step: 1,
  fields: { firstName: 'Ana', lastName: 'López', phone: '(555) 123-4567', platform: 'doordash' },
  locale: 'en',
});

/** Items 5 and 6 of the third round: limits dodged by changing address within a /64, or by changing endpoint. */
describe('attack: one address, many keys', () => {
  let t: SecurityApp;

  beforeAll(async () => {
    t = await startSecurityApp();
  });
  afterAll(() => t.close());

  it('75 draft saves from 75 addresses of one /64 spend one budget of 60', async () => {
    const created = await request(t.url).post('/api/drafts').set(from('192.0.2.31')).send(draft('ana.ipv6@example.com')).expect(201);
    const answers = [];
    for (let i = 0; i < 75; i += 1) {
      answers.push(
        await request(t.url)
          .put(`/api/drafts/${created.body.token}`)
          .set(from(inSlash64('2001:db8:75:75', i)))
          .send(draft('ana.ipv6@example.com')),
      );
    }
    expect(statuses(answers)).toEqual({ 200: 60, 429: 15 });
    report({ attack: '75 draft saves from 75 addresses of one IPv6 /64', attempts: 75, refused: 15, stored: 60 });
  });

  it('the per-endpoint budget and staff sign-in count a /64 as one address too', async () => {
    const contact = [];
    for (let i = 0; i < 11; i += 1) {
      contact.push(await request(t.url).post('/api/contact').set(from(inSlash64('2001:db8:11:1', i))).send({}));
    }
    expect(statuses(contact)).toEqual({ 400: 10, 429: 1 });
    const logins = [];
    for (let i = 0; i < 11; i += 1) {
      logins.push(
        await request(t.url)
          .post('/api/admin/login')
          .set(from(inSlash64('2001:db8:11:2', i)))
          .send({ username: `nobody-${i}`, password: 'guess' }),
      );
    }
    expect(statuses(logins)).toEqual({ 401: 10, 429: 1 });
  });

  it('one address gets 30 public writes a minute in all, not 10 on each endpoint in turn', async () => {
    const before = await Promise.all(['application', 'contact_message'].map((table) => t.count(table as 'application')));
    const writes: Array<[string, string]> = [
      ['post', '/api/applications'],
      ['post', '/api/submit-case-review'],
      ['post', '/api/contact'],
      ['post', '/api/drafts'],
      ['post', '/api/create-payment-intent'],
      ['post', `/api/payment/${'x'.repeat(43)}/intent`],
      ['post', '/api/payments/test/confirm'],
      ['post', `/api/case-status/${'y'.repeat(32)}/messages`],
      ['post', `/api/case-status/${'y'.repeat(32)}/requests/00000000-0000-4000-8000-000000000000/documents`],
      ['post', '/api/terms-acceptance'],
      ['post', `/api/payment/${'x'.repeat(43)}/terms-acceptance`],
    ];
    const answers = [];
    for (const [, path] of writes) {
      for (let i = 0; i < 10; i += 1) answers.push(await request(t.url).post(path).set(from('198.51.100.90')).send({}));
    }
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.length - refused.length).toBe(30);
    expect(refused.every((answer) => /^\d+$/.test(answer.headers['retry-after'] ?? ''))).toBe(true);
    expect(await Promise.all(['application', 'contact_message'].map((table) => t.count(table as 'application')))).toEqual(before);
    report({ attack: '10 writes to each of 11 public endpoints from one address', attempts: 110, refused: refused.length, stored: 0 });
  });
});
