import request from 'supertest';
import { AdminAuthService } from '../../src/admin-auth/admin-auth.service';
import { PasswordHasher } from '../../src/admin-auth/password-hasher';
import { totpCode, totpStep } from '../../src/admin-auth/totp';
import { STAFF_PASSWORD } from '../utils/admin';
import { sleep } from '../utils/eventually';
import { from, leakedSecrets, report, startSecurityApp, type SecurityApp } from './security-app';

/** Item 1, 5 and 9: guessing staff passwords, locking staff out, and swapping the second factor with a stolen token. */
describe('attack: staff sign-in', () => {
  let t: SecurityApp;
  let verifications: jest.SpyInstance;

  beforeAll(async () => {
    t = await startSecurityApp();
    verifications = jest.spyOn(t.app.get(PasswordHasher), 'verify');
  });
  afterAll(async () => {
    expect(leakedSecrets(t)).toEqual([]);
    await t.close();
  });

  const account = async (name: string) => {
    await t.app.get(AdminAuthService).createAccount(name, STAFF_PASSWORD);
    return name;
  };
  const login = (body: object, ip: string) => request(t.url).post('/api/admin/login').set(from(ip)).send(body);
  const checksDuring = async <T>(work: () => Promise<T>): Promise<{ result: T; checks: number }> => {
    const before = verifications.mock.calls.length;
    const result = await work();
    return { result, checks: verifications.mock.calls.length - before };
  };
  const statuses = (answers: Array<{ status: number }>) =>
    answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

  it('200 parallel wrong passwords for one user from one address: 5 password checks, every other answer 429', async () => {
    const name = await account('target-one');
    const { result, checks } = await checksDuring(() =>
      Promise.all(Array.from({ length: 200 }, (_, i) => login({ username: name, password: `guess-${i}` }, '198.51.100.1'))),
    );
    expect(checks).toBe(5);
    expect(statuses(result)).toEqual({ 401: 5, 429: 195 });
    expect(result.find((answer) => answer.status === 429)?.headers['retry-after']).toMatch(/^\d+$/);
    report({ attack: '200 parallel wrong passwords, one user, one address', attempts: 200, refused: 195, stored: 0 });
  });

  it('200 parallel wrong passwords for one user from 200 addresses: still 5 password checks', async () => {
    const name = await account('target-many');
    const { result, checks } = await checksDuring(() =>
      Promise.all(
        Array.from({ length: 200 }, (_, i) => login({ username: name, password: `guess-${i}` }, `203.0.113.${i % 250}`)),
      ),
    );
    expect(checks).toBe(5);
    expect(statuses(result)).toEqual({ 401: 5, 429: 195 });
    report({ attack: '200 parallel wrong passwords, one user, 200 addresses', attempts: 200, refused: 195, stored: 0 });
  });

  it('every spelling of a name spends one budget: IRİNA and irina are one account', async () => {
    const name = await account('irina');
    for (const [i, spelling] of ['IRİNA', 'irina', 'Irina', 'IRİNA', 'irİna'].entries()) {
      await login({ username: spelling, password: `wrong-${i}` }, `192.0.2.${10 + i}`).expect(401);
    }
    await login({ username: name, password: STAFF_PASSWORD }, '192.0.2.99').expect(429);
    report({ attack: 'one budget per spelling (IRİNA / irina)', attempts: 6, refused: 1, stored: 0 });
  });

  it('the right password from an address that signed in before still works while an attacker hammers the username', async () => {
    const name = await account('nina');
    const office = '203.0.113.200';
    await login({ username: name, password: STAFF_PASSWORD }, office).expect(200);
    const attack = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login({ username: name, password: `guess-${i}` }, `198.51.100.${100 + (i % 100)}`)),
    );
    expect(statuses(attack)).toEqual({ 401: 5, 429: 95 });
    // The owner at the usual address is not locked out …
    await login({ username: name, password: STAFF_PASSWORD }, office).expect(200);
    // … while a new address (the attacker's or anyone's) is.
    await login({ username: name, password: STAFF_PASSWORD }, '192.0.2.200').expect(429);
    // The known address has a budget of its own, not an unlimited one.
    for (let i = 0; i < 5; i += 1) await login({ username: name, password: `typo-${i}` }, office).expect(401);
    await login({ username: name, password: STAFF_PASSWORD }, office).expect(429);
    report({ attack: 'lock the owner out (100 guesses from 100 addresses)', attempts: 100, refused: 95, stored: 0 });
  });

  describe('with a second factor', () => {
    let name: string;
    let secret: string;
    let token: string;

    beforeAll(async () => {
      // Codes are counted in 30-second steps: start early in one so the test never straddles two.
      const into = (Date.now() / 1000) % 30;
      if (into > 15) await sleep((30 - into) * 1000 + 200);
      name = await account('omar');
      token = (await login({ username: name, password: STAFF_PASSWORD }, '203.0.113.201').expect(200)).body.token;
      t.secrets.add(token);
      const setup = await request(t.url)
        .post('/api/admin/totp/setup')
        .set({ Authorization: `Bearer ${token}` })
        .send({ password: STAFF_PASSWORD })
        .expect(200);
      secret = setup.body.secret;
      t.secrets.add(secret);
      await request(t.url)
        .post('/api/admin/totp/enable')
        .set({ Authorization: `Bearer ${token}` })
        .send({ code: totpCode(secret, totpStep() - 1) })
        .expect(204);
    });

    it('a valid code gets the owner in from a new address while the account budget is spent; without one the password is never checked', async () => {
      const attack = await Promise.all(
        Array.from({ length: 50 }, (_, i) => login({ username: name, password: `guess-${i}` }, `198.51.100.${i}`)),
      );
      expect(statuses(attack)).toEqual({ 401: 5, 429: 45 });
      const travelling = '192.0.2.201';
      await login({ username: name, password: STAFF_PASSWORD }, travelling).expect(429);
      // Guessed codes with a guessed password: refused before any password check.
      const { checks: guessedCodeChecks } = await checksDuring(async () => {
        const answer = await login(
          { username: name, password: 'guess', totp: '000000' === totpCode(secret, totpStep()) ? '111111' : '000000' },
          travelling,
        );
        expect(answer.status).toBe(401);
        expect(answer.body.totpRequired).toBe(true);
      });
      expect(guessedCodeChecks).toBe(0);
      await login({ username: name, password: STAFF_PASSWORD, totp: totpCode(secret, totpStep()) }, travelling).expect(200);
      report({ attack: 'guessed second-factor code on a spent account', attempts: 1, refused: 1, stored: 0 });
    });

    it('the second factor cannot be replaced or removed with the token alone', async () => {
      const auth = { Authorization: `Bearer ${token}` };
      const before = await totpColumns(name);
      const tries = [
        { path: 'setup', body: {} },
        { path: 'setup', body: { password: 'not the password' } },
        { path: 'setup', body: { password: STAFF_PASSWORD } },
        { path: 'setup', body: { password: STAFF_PASSWORD, code: '12345' } },
        { path: 'disable', body: { code: totpCode(secret, totpStep() + 1) } },
        { path: 'disable', body: { password: 'not the password', code: '123456' } },
      ];
      for (const attempt of tries) {
        const answer = await request(t.url).post(`/api/admin/totp/${attempt.path}`).set(auth).send(attempt.body);
        expect({ attempt, status: answer.status }).toEqual({ attempt, status: 400 });
        expect(Object.keys(answer.body.errors ?? {}).length).toBeGreaterThan(0);
      }
      expect(await totpColumns(name)).toEqual(before);
      report({
        attack: 'replace or remove the second factor with a stolen token',
        attempts: tries.length,
        refused: tries.length,
        stored: 0,
      });
    });
  });

  it('second-factor guesses with the right password share one budget per account, whatever the address', async () => {
    const into = (Date.now() / 1000) % 30;
    if (into > 15) await sleep((30 - into) * 1000 + 200);
    const name = await account('lena');
    const office = '203.0.113.210';
    const token = (await login({ username: name, password: STAFF_PASSWORD }, office).expect(200)).body.token as string;
    t.secrets.add(token);
    const auth = { Authorization: `Bearer ${token}`, ...from(office) };
    const secret = (await request(t.url).post('/api/admin/totp/setup').set(auth).send({ password: STAFF_PASSWORD }).expect(200)).body
      .secret as string;
    t.secrets.add(secret);
    await request(t.url).post('/api/admin/totp/enable').set(auth).send({ code: totpCode(secret, totpStep() - 1) }).expect(204);
    const valid = new Set([-1, 0, 1].map((offset) => totpCode(secret, totpStep() + offset)));
    const wrong = (i: number) => {
      for (let n = i; ; n += 7919) {
        const code = String(n % 1_000_000).padStart(6, '0');
        if (!valid.has(code)) return code;
      }
    };
    // 48 sign-ins with the stolen password and guessed codes, 6 from each of 8 addresses.
    const answers = [];
    for (let i = 0; i < 48; i += 1) {
      answers.push(await login({ username: name, password: STAFF_PASSWORD, totp: wrong(i) }, `198.51.100.${60 + (i % 8)}`));
    }
    const checked = answers.filter((answer) => answer.status === 401).length;
    expect(statuses(answers)).toEqual({ 401: 5, 429: 43 });
    // The owner at the usual address still gets in with a valid code.
    await login({ username: name, password: STAFF_PASSWORD, totp: totpCode(secret, totpStep()) }, office).expect(200);
    report({ attack: 'second-factor guesses with the password, from 8 addresses', attempts: 48, refused: 48 - checked, stored: 0 });
  });

  it('a stolen token cannot guess the password through the second-factor set-up either', async () => {
    const name = await account('pavel');
    const token = (await login({ username: name, password: STAFF_PASSWORD }, '203.0.113.202').expect(200)).body.token as string;
    t.secrets.add(token);
    const auth = { Authorization: `Bearer ${token}`, ...from('198.51.100.250') };
    const answers = [];
    for (let i = 0; i < 25; i += 1) {
      answers.push(
        await request(t.url)
          .post('/api/admin/totp/setup')
          .set(auth)
          .send({ password: `guess-${i}` }),
      );
    }
    expect(statuses(answers)).toEqual({ 400: 5, 429: 20 });
    expect(await totpColumns(name)).toEqual({ totp_secret: null, totp_pending_secret: null });
    report({ attack: 'password guesses through second-factor set-up (stolen token)', attempts: 25, refused: 25, stored: 0 });
  });

  it('a flood of sign-ins for many names runs at most a few password checks at once and answers the rest 503', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        login({ username: `nobody-${i}`, password: 'x' }, `10.${Math.floor(i / 250)}.${i % 250}.7`),
      ),
    );
    const counted = statuses(answers);
    expect((counted[401] ?? 0) + (counted[503] ?? 0)).toBe(200);
    expect(counted[503]).toBeGreaterThan(0);
    expect(answers.find((answer) => answer.status === 503)?.headers['retry-after']).toBe('1');
    report({ attack: '200 parallel sign-ins for 200 names (hash flood)', attempts: 200, refused: counted[503] ?? 0, stored: 0 });
  });

  async function totpColumns(username: string) {
    const rows: Record<string, unknown>[] = await t.orm.em
      .getConnection()
      .execute('select totp_secret, totp_pending_secret from staff_account where username = ?', [username]);
    return rows[0];
  }
});
