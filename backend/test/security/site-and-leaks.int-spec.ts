import request from 'supertest';
import { totpCode, totpStep } from '../../src/admin-auth/totp';
import { STAFF_PASSWORD, signedInStaff } from '../utils/admin';
import { eventually } from '../utils/eventually';
import { validCaseReview, validContactMessage } from '../utils/fixtures';
import { RedisProcess } from '../utils/redis-process';
import { SmtpSink } from '../utils/smtp-sink';
import { acceptTermsForLink } from '../utils/terms';
import { rawGet } from './raw-http';
import { from, leakedSecrets, report, restoreRedis, startSecurityApp, type SecurityApp } from './security-app';

describe('attack: the public site', () => {
  let t: SecurityApp;
  beforeAll(async () => {
    t = await startSecurityApp();
  });
  afterAll(async () => {
    expect(leakedSecrets(t)).toEqual([]);
    await t.close();
  });

  const targets = [
    '//evil.example/',
    '/\\evil.example/',
    '///evil.example/',
    '/\\\\evil.example/',
    '/\\/evil.example/',
    '//evil.example/?next=/',
    '//evil.example//',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/.//evil.example/',
    '//evil.example',
    '/services/',
  ];

  it('no address redirects to another origin (//evil.example/, /\\evil.example/ and friends)', async () => {
    let redirects = 0;
    for (const target of targets) {
      const answer = await rawGet(t.url, target);
      if (answer.status >= 300 && answer.status < 400) {
        redirects += 1;
        const location = answer.headers.location ?? '';
        expect({ target, location, host: new URL(location, t.url).host }).toEqual({
          target,
          location,
          host: new URL(t.url).host,
        });
        expect({ target, startsWithTwoSlashes: /^[/\\]{2}/.test(location) }).toEqual({ target, startsWithTwoSlashes: false });
      }
    }
    expect(redirects).toBeGreaterThan(0);
    expect((await rawGet(t.url, '/services/')).headers.location).toBe('/services');
    report({
      attack: 'open redirect through the trailing-slash redirect',
      attempts: targets.length - 1,
      refused: targets.length - 1,
      stored: 0,
    });
  });

  it('Accept-Encoding with q=0 is honoured', async () => {
    expect(
      (await rawGet(t.url, '/services', { 'Accept-Encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding'],
    ).toBeUndefined();
    expect((await rawGet(t.url, '/services', { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await rawGet(t.url, '/services', { 'Accept-Encoding': 'gzip, br' })).headers['content-encoding']).toBe('br');
  });
});

describe('attack: readiness details', () => {
  let redis: RedisProcess;
  let t: SecurityApp;
  beforeAll(async () => {
    redis = await RedisProcess.start();
    t = await startSecurityApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await restoreRedis(t, redis);
    expect(leakedSecrets(t)).toEqual([]);
    await t.close();
    await redis.kill();
  });

  it('with Redis down, /api/health/ready names Redis and nothing else (no host, address or error text)', async () => {
    await request(t.url).get('/api/health/ready').expect(200);
    await redis.kill();
    const answer = await request(t.url).get('/api/health/ready').expect(503);
    expect(answer.body.error).toEqual({ redis: { status: 'down' } });
    expect(answer.body.details.redis).toEqual({ status: 'down' });
    const text = JSON.stringify(answer.body);
    for (const detail of [String(redis.port), '127.0.0.1', 'ECONNREFUSED', 'connect', 'message', 'Connection'])
      expect(text).not.toContain(detail);
    // The operator still learns why, from the log.
    await eventually(() => expect(t.logs.some((line) => line.includes('Not ready: redis is down'))).toBe(true));
    report({ attack: 'readiness with Redis down (what it reveals)', attempts: 1, refused: 1, stored: 0 });
  });
});

describe('attack: e-mail to anyone', () => {
  let smtp: SmtpSink;
  let t: SecurityApp;
  beforeAll(async () => {
    smtp = await SmtpSink.start();
    t = await startSecurityApp({ SMTP_URL: smtp.url, CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY: '3' });
  });
  afterAll(async () => {
    expect(leakedSecrets(t)).toEqual([]);
    await t.close();
    await smtp.stop();
  });

  it('10 cases filed with a victim’s address (from 10 addresses) send the victim 3 confirmations, with no visitor text in any subject', async () => {
    const victim = `victim-${Date.now()}@example.com`;
    const spam = 'WIN $5000 NOW http://spam.example';
    const before = await t.count('application');
    for (let i = 0; i < 10; i += 1) {
      await request(t.url)
        .post('/api/submit-case-review')
        .set(from(`203.0.113.${50 + i}`))
        .send({ ...validCaseReview, email: victim, firstName: spam.slice(0, 30), description: spam })
        .expect(201);
    }
    expect((await t.count('application')) - before).toBe(10);
    await eventually(async () => {
      const rows = await t.orm.em
        .getConnection()
        .execute<Array<{ n: number }>>(
          `select count(*)::int as n from outbox_event where type = 'case.submitted' and published_at is not null`,
        );
      expect(rows[0]!.n).toBeGreaterThanOrEqual(10);
      expect(
        smtp.to('staff@cases.test').filter((mail) => mail.subject?.startsWith('Новая заявка')).length,
      ).toBeGreaterThanOrEqual(10);
    });
    await eventually(() => expect(smtp.to(victim)).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.to(victim)).toHaveLength(3);
    for (const mail of smtp.to(victim)) expect(mail.subject).toMatch(/^We received your case DR-\d{4}-\d{6,}$/);

    await request(t.url)
      .post('/api/contact')
      .send({ ...validContactMessage, subject: spam })
      .expect(201);
    await eventually(() => expect(smtp.to('staff@cases.test').some((mail) => mail.text?.includes(spam))).toBe(true));
    expect(smtp.to('staff@cases.test').some((mail) => mail.subject?.includes('spam.example'))).toBe(false);
    report({ attack: 'confirmation e-mails to one victim address (10 cases)', attempts: 10, refused: 7, stored: 10 });
  });
});

describe('attack: reading tokens from the logs', () => {
  let t: SecurityApp;
  beforeAll(async () => {
    t = await startSecurityApp({
      TELEGRAM_BOT_TOKEN: '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw',
      TELEGRAM_CHAT_ID: '-100123',
      TELEGRAM_WEBHOOK_SECRET: 'a-secret-of-sixteen-chars',
      TELEGRAM_API_URL: 'http://127.0.0.1:9',
    });
    t.secrets.add('123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw');
  });
  afterAll(() => t.close());

  it('a whole client and staff journey writes no payment, status or staff token, and no second-factor secret, to any log line', async () => {
    const staff = await signedInStaff(t, 'logs-olga');
    t.secrets.add(staff.token);
    const auth = { Authorization: `Bearer ${staff.token}` };
    const created = await request(t.url).post('/api/submit-case-review').send(validCaseReview).expect(201);
    const [row] = await t.orm.em
      .getConnection()
      .execute<Array<{ id: string; status_token: string }>>('select id, status_token from application where case_number = ?', [
        created.body.caseNumber,
      ]);
    t.secrets.add(row!.status_token);
    await request(t.url)
      .patch(`/api/admin/applications/${row!.id}/status`)
      .set(auth)
      .send({ status: 'expert_review' })
      .expect(200);
    const link = await request(t.url).post(`/api/admin/applications/${row!.id}/payment-link`).set(auth).expect(201);
    t.secrets.add(link.body.token);
    await request(t.url).get(`/payment/${link.body.token}`).expect(200);
    await request(t.url).get(`/api/payment/${link.body.token}`).expect(200);
    await acceptTermsForLink(t.url, link.body.token);
    const intent = await request(t.url).post(`/api/payment/${link.body.token}/intent`).expect(200);
    t.secrets.add(intent.body.clientSecret);
    await request(t.url).get(`/case/${row!.status_token}`).expect(200);
    await request(t.url).get(`/api/case-status/${row!.status_token}`).expect(200);
    const rotated = await request(t.url).post(`/api/admin/applications/${row!.id}/status-link/rotate`).set(auth).expect(200);
    const newStatusToken = rotated.body.url.split('/case/')[1] as string;
    t.secrets.add(newStatusToken);
    await request(t.url).get(`/api/case-status/${newStatusToken}`).expect(200);
    await request(t.url).get(`/api/case-status/${row!.status_token}`).expect(404);
    const reissued = await request(t.url).post(`/api/admin/applications/${row!.id}/payment-link/reissue`).set(auth).expect(201);
    t.secrets.add(reissued.body.token);
    await request(t.url).get(`/api/payment/${link.body.token}`).expect(404);
    await request(t.url).post('/api/payments/test/confirm').send({ clientSecret: intent.body.clientSecret }).expect(200);
    const setup = await request(t.url).post('/api/admin/totp/setup').set(auth).send({ password: STAFF_PASSWORD }).expect(200);
    t.secrets.add(setup.body.secret);
    await request(t.url)
      .post('/api/admin/totp/enable')
      .set(auth)
      .send({ code: totpCode(setup.body.secret, totpStep()) })
      .expect(204);
    await request(t.url).get('/api/admin/verify').set(auth).expect(200);
    await request(t.url).post('/api/admin/logout').set(auth).expect(204);
    await request(t.url).get('/api/admin/verify').set(auth).expect(401);

    // The journey was logged (a line per request), with the tokens masked …
    expect(t.logs.some((line) => line.includes('"path":"/api/payment/***/intent"'))).toBe(true);
    expect(t.logs.some((line) => line.includes('"path":"/case/***"'))).toBe(true);
    // … and no line holds any of them.
    expect(leakedSecrets(t)).toEqual([]);
    report({
      attack: 'tokens in the logs (one journey, every token kind)',
      attempts: t.secrets.size,
      refused: t.secrets.size,
      stored: 0,
    });
  });
});
