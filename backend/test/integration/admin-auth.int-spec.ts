import type { Redis } from 'ioredis';
import { SignJWT, UnsecuredJWT } from 'jose';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import request from 'supertest';
import { AdminAuthService } from '../../src/admin-auth/admin-auth.service';
import { totpCode, totpStep } from '../../src/admin-auth/totp';
import { REDIS } from '../../src/core/redis/redis.module';
import { validCaseReview } from '../utils/fixtures';
import { STAFF_PASSWORD, signedInStaff } from '../utils/admin';
import { startTestApp, type TestApp } from '../utils/test-app';

describe('staff sign-in', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ ADMIN_LOGIN_MAX_PER_USER: '5', ADMIN_LOGIN_MAX_PER_IP: '20' });
  });
  afterAll(() => t.close());

  const login = (body: object) => request(t.url).post('/api/admin/login').send(body);
  const newAccount = async (name: string) => {
    await t.app.get(AdminAuthService).createAccount(name, STAFF_PASSWORD);
    return name;
  };
  const redisKeys = async (pattern: string) => {
    const redis = t.app.get<Redis>(REDIS);
    return { redis, keys: await redis.keys(`${t.env.REDIS_PREFIX}:admin-login:${pattern}`) };
  };

  it('signs in with the right password: a token that opens verify, and a cookie for the queue board', async () => {
    const name = await newAccount('anna');
    const res = await login({ username: 'Anna', password: STAFF_PASSWORD }).expect(200);
    expect(res.body).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), expiresAt: expect.any(String) });
    expect(res.headers['set-cookie']?.[0]).toMatch(/^admin_session=.+; Path=\/api\/admin\/queues; .*HttpOnly; SameSite=Strict/);
    const verify = await request(t.url).get('/api/admin/verify').set('Authorization', `Bearer ${res.body.token}`).expect(200);
    expect(verify.body).toEqual({ ok: true, username: name, totpEnabled: false });
  });

  it('answers a wrong password and an unknown user with the same 401 and message', async () => {
    await newAccount('boris');
    const wrongPassword = await login({ username: 'boris', password: 'not the password' }).expect(401);
    const unknownUser = await login({ username: 'nobody-here', password: 'not the password' }).expect(401);
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.body.message).toBe('Wrong username or password');
  });

  it('takes as long for an unknown user as for a wrong password (the hash is always checked)', async () => {
    await newAccount('timing');
    const time = async (username: string) => {
      const started = process.hrtime.bigint();
      await login({ username, password: 'wrong password here' }).expect(401);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      known.push(await time('timing'));
      unknown.push(await time(`ghost-${i}`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Both paths run one argon2id check (~tens of ms); a skipped check would make unknown users several times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    const { redis, keys } = await redisKeys('*');
    if (keys.length > 0) await redis.del(...keys);
  });

  it('names the missing field', async () => {
    const res = await login({ username: '  ', password: '' }).expect(400);
    expect(Object.keys(res.body.errors)).toEqual(['username', 'password']);
  });

  it('locks a username out after 5 failures for the rest of the window, even with the right password; the window ending lifts it', async () => {
    await newAccount('carla');
    for (let i = 0; i < 5; i += 1) await login({ username: 'carla', password: 'wrong' }).expect(401);
    const locked = await login({ username: 'carla', password: STAFF_PASSWORD }).expect(429);
    expect(locked.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(locked.body.message).toMatch(/Too many sign-in attempts/);
    // The window ends (the counter's key expires), and the right password works again.
    const rows: { id: string }[] = await t.orm.em
      .getConnection()
      .execute(`select id from staff_account where username = 'carla'`);
    const { redis, keys } = await redisKeys(`account:${rows[0]!.id}`);
    expect(keys).toHaveLength(1);
    await redis.del(...keys);
    await login({ username: 'carla', password: STAFF_PASSWORD }).expect(200);
  });

  it('a successful sign-in resets the username count', async () => {
    await newAccount('dana');
    for (let i = 0; i < 4; i += 1) await login({ username: 'dana', password: 'wrong' }).expect(401);
    await login({ username: 'dana', password: STAFF_PASSWORD }).expect(200);
    for (let i = 0; i < 4; i += 1) await login({ username: 'dana', password: 'wrong' }).expect(401);
    await login({ username: 'dana', password: STAFF_PASSWORD }).expect(200);
  });

  it('locks an IP out after 20 failures across usernames, shared through Redis by every instance', async () => {
    const other = await startTestApp({ REDIS_PREFIX: t.env.REDIS_PREFIX, ADMIN_LOGIN_MAX_PER_IP: '20' });
    try {
      const { redis, keys } = await redisKeys('*');
      if (keys.length > 0) await redis.del(...keys);
      await newAccount('erik');
      for (let i = 0; i < 10; i += 1) await login({ username: `spray-${i}`, password: 'x' }).expect(401);
      for (let i = 10; i < 20; i += 1)
        await request(other.url)
          .post('/api/admin/login')
          .send({ username: `spray-${i}`, password: 'x' })
          .expect(401);
      await login({ username: 'erik', password: STAFF_PASSWORD }).expect(429);
      await request(other.url).post('/api/admin/login').send({ username: 'erik', password: STAFF_PASSWORD }).expect(429);
      const ipKeys = await redisKeys('ip:*');
      await ipKeys.redis.del(...ipKeys.keys);
    } finally {
      await other.close();
    }
  });

  describe('every admin route refuses a bad token with 401 and changes nothing', () => {
    let caseId: string;
    let good: string;
    let loggedOut: string;

    beforeAll(async () => {
      const created = await request(t.url).post('/api/submit-case-review').send(validCaseReview).expect(201);
      const rows: { id: string }[] = await t.orm.em
        .getConnection()
        .execute('select id from application where case_number = ?', [created.body.caseNumber]);
      caseId = rows[0]!.id;
      good = (await signedInStaff(t)).token;
      const leaving = await signedInStaff(t);
      await request(t.url).post('/api/admin/logout').set('Authorization', `Bearer ${leaving.token}`).expect(204);
      loggedOut = leaving.token;
    });

    const key = () => new TextEncoder().encode(t.env.JWT_SECRET);
    const claims = async () => {
      const [, payload] = good.split('.');
      return JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    };
    const badTokens: Record<string, () => Promise<string | null>> = {
      missing: async () => null,
      malformed: async () => 'not-a-token',
      expired: async () =>
        new SignJWT({ ...(await claims()), exp: Math.floor(Date.now() / 1000) - 60 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(key()),
      'wrongly signed': async () =>
        new SignJWT(await claims())
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('another-secret-that-is-32-bytes-long!!')),
      'alg none': async () => new UnsecuredJWT(await claims()).encode(),
      'wrong audience': async () =>
        new SignJWT({ ...(await claims()), aud: 'someone-else' }).setProtectedHeader({ alg: 'HS256' }).sign(key()),
      'logged out': async () => loggedOut,
    };
    const routes = () =>
      [
        { method: 'get', path: '/api/admin/verify' },
        { method: 'post', path: '/api/admin/logout' },
        { method: 'post', path: '/api/admin/totp/setup', body: { password: STAFF_PASSWORD } },
        { method: 'post', path: '/api/admin/totp/disable', body: { password: STAFF_PASSWORD, code: '123456' } },
        { method: 'post', path: '/api/admin/totp/enable', body: { code: '123456' } },
        { method: 'get', path: '/api/admin/applications' },
        { method: 'get', path: '/api/admin/applications/stats' },
        { method: 'get', path: `/api/admin/applications/${caseId}` },
        { method: 'patch', path: `/api/admin/applications/${caseId}/status`, body: { status: 'expert_review' } },
        { method: 'post', path: `/api/admin/applications/${caseId}/notes`, body: { body: 'note' } },
        { method: 'post', path: `/api/admin/applications/${caseId}/payment-link` },
        { method: 'post', path: `/api/admin/applications/${caseId}/payment-link/send` },
        { method: 'get', path: `/api/admin/applications/${caseId}/documents/00000000-0000-4000-8000-000000000000` },
      ] as const;

    it.each(Object.keys(badTokens))('%s token', async (kind) => {
      const token = await badTokens[kind]!();
      const before = await snapshot();
      for (const route of routes()) {
        let call = request(t.url)[route.method](route.path);
        if (token) call = call.set('Authorization', `Bearer ${token}`);
        const res = await call.send('body' in route ? route.body : undefined);
        expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
          route: `${route.method} ${route.path}`,
          status: 401,
        });
        expect(res.headers['www-authenticate']).toBe('Bearer');
      }
      expect(await snapshot()).toEqual(before);
    });

    it('the queue board refuses a request without the session cookie', async () => {
      await request(t.url).get('/api/admin/queues').expect(401);
      await request(t.url).get('/api/admin/queues').set('Cookie', `admin_session=${loggedOut}`).expect(401);
      const board = await request(t.url).get('/api/admin/queues').set('Cookie', `admin_session=${good}`).expect(200);
      expect(board.text).toContain('<html');
    });

    async function snapshot() {
      const rows: Record<string, unknown>[] = await t.orm.em.getConnection().execute(
        `select status, payment_token, payment_link_sent, updated_at,
             (select count(*) from case_note where application_id = a.id) as notes,
             (select count(*) from case_history where application_id = a.id) as history,
             (select count(*) from outbox_event) as events,
             (select sum(token_version) from staff_account) as versions,
             (select count(*) from staff_account where totp_pending_secret is not null) as pending
           from application a where id = ?`,
        [caseId],
      );
      return rows[0];
    }
  });

  it('npm run admin:create adds an account from a piped password, and refuses a taken name or a short password', async () => {
    const create = (username: string, password: string) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, [join(__dirname, '../../dist/create-admin.js'), username], {
          env: { PATH: process.env.PATH ?? '', DATABASE_URL: t.env.DATABASE_URL, DATA_DIR: t.env.DATA_DIR, LOG_LEVEL: 'silent' },
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', (code) => resolve({ code, output }));
        child.stdin.end(`${password}\n`);
      });
    expect(await create('hanna', 'a long enough password')).toEqual({
      code: 0,
      output: expect.stringContaining('Created the staff account "hanna"'),
    });
    await login({ username: 'hanna', password: 'a long enough password' }).expect(200);
    expect((await create('HANNA', 'another long password')).code).toBe(1);
    expect((await create('ivan', 'short')).code).toBe(2);
    await login({ username: 'ivan', password: 'short' }).expect(401);
  });

  it('log-out ends the token at once', async () => {
    const { token } = await signedInStaff(t);
    await request(t.url).post('/api/admin/logout').set('Authorization', `Bearer ${token}`).expect(204);
    await request(t.url).get('/api/admin/verify').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('a second factor, once enrolled, is required at sign-in and each code works once', async () => {
    const { username, token } = await signedInStaff(t, 'fiona');
    const auth = { Authorization: `Bearer ${token}` };
    const setup = await request(t.url).post('/api/admin/totp/setup').set(auth).send({ password: STAFF_PASSWORD }).expect(200);
    expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
    await request(t.url)
      .post('/api/admin/totp/enable')
      .set(auth)
      .send({ code: '000000' === totpCode(setup.body.secret, totpStep()) ? '111111' : '000000' })
      .expect(400);
    const step = totpStep();
    await request(t.url)
      .post('/api/admin/totp/enable')
      .set(auth)
      .send({ code: totpCode(setup.body.secret, step) })
      .expect(204);

    const withoutCode = await login({ username, password: STAFF_PASSWORD }).expect(401);
    expect(withoutCode.body.totpRequired).toBe(true);
    // The code used to enrol is spent; the next step's code (within the allowed drift) works once.
    await login({ username, password: STAFF_PASSWORD, totp: totpCode(setup.body.secret, step) }).expect(401);
    await login({ username, password: STAFF_PASSWORD, totp: totpCode(setup.body.secret, step + 1) }).expect(200);
    await login({ username, password: STAFF_PASSWORD, totp: totpCode(setup.body.secret, step + 1) }).expect(401);
  });
});

describe('staff sign-in with a mandatory second factor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_REQUIRE_TOTP: 'true' });
  });
  afterAll(() => t.close());

  it('a password-only session may enrol, and nothing else', async () => {
    const { token } = await signedInStaff(t, 'gita');
    const auth = { Authorization: `Bearer ${token}` };
    await request(t.url).get('/api/admin/verify').set(auth).expect(200);
    const refused = await request(t.url).get('/api/admin/applications').set(auth).expect(403);
    expect(refused.body.message).toMatch(/second factor/);
    const setup = await request(t.url).post('/api/admin/totp/setup').set(auth).send({ password: STAFF_PASSWORD }).expect(200);
    await request(t.url)
      .post('/api/admin/totp/enable')
      .set(auth)
      .send({ code: totpCode(setup.body.secret, totpStep()) })
      .expect(204);
    // Enrolled: the same session now opens the panel.
    await request(t.url).get('/api/admin/applications').set(auth).expect(200);
  });
});
