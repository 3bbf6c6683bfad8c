import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvError, loadEnv as loadEnvAnywhere, redactUrl } from './env';

// Outside production loadEnv keeps a generated JWT secret in DATA_DIR: give each run a folder of its own.
const dataDir = mkdtempSync(join(tmpdir(), 'env-spec-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const loadEnv = (vars: NodeJS.ProcessEnv) => loadEnvAnywhere({ DATA_DIR: dataDir, ...vars });
const SECRET = 'Yb3kQ9vXr2LmT8wZp4NcH7sJd1FgA6eU0oRi5tKy';
/** Shaped like Stripe's own (the part after the prefix random): production refuses `sk_test_abc123` and the like. */
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_51Hc8yTq2Lm9vXr4Kp7NbZw3Jd6FgA1eU0oRi5tKyY8sQ2hMxC4vB9nW',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51Hc8yTq2Lm9vXr4Kp7NbZw3Jd6FgA1eU0oRi5tKy',
  STRIPE_WEBHOOK_SECRET: 'whsec_Qm4Tz8Kp2Vx7Nb3Lr9Wc6Hd1Fj5Gs0Ya',
};

describe('loadEnv', () => {
  it('runs with no settings at all outside production', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATABASE_URL: 'postgres://postgres@localhost:5432/reactivation',
      REDIS_URL: 'redis://localhost:6379',
      RUN_WORKERS_IN_API: true,
      RATE_LIMIT_PUBLIC_WRITES: 10,
    });
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    expect(() => loadEnv({ PORT: 'x', REDIS_URL: 'nope' })).toThrow(/PORT:[\s\S]*REDIS_URL:|REDIS_URL:[\s\S]*PORT:/);
  });

  it('refuses the file mailer in production and runs workers apart there', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/);
    expect(loadEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', JWT_SECRET: SECRET, ...STRIPE }).RUN_WORKERS_IN_API).toBe(false);
  });

  it('refuses the test payment gateway in production, and wants the publishable key and webhook secret with a Stripe key', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', JWT_SECRET: SECRET })).toThrow(/STRIPE_SECRET_KEY: required in production/);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY })).toThrow(/STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/);
    expect(() => loadEnv({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'sk_test_wrongkind' })).toThrow(/STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key/);
    expect(loadEnv(STRIPE).STRIPE_SECRET_KEY).toBe(STRIPE.STRIPE_SECRET_KEY);
  });

  it('takes test payments in production only when PAYMENTS=test says so, and wants the keys with PAYMENTS=stripe', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', JWT_SECRET: SECRET };
    expect(loadEnv({ ...production, PAYMENTS: 'test' }).PAYMENTS).toBe('test');
    expect(loadEnv({ ...production, ...STRIPE }).PAYMENTS).toBe('stripe');
    expect(loadEnv({ ...production, ...STRIPE, PAYMENTS: 'test' }).PAYMENTS).toBe('test');
    expect(loadEnv({}).PAYMENTS).toBe('test');
    expect(() => loadEnv({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: required with PAYMENTS=stripe/);
    expect(() => loadEnv({ PAYMENTS: 'free' })).toThrow(/PAYMENTS:/);
  });

  it('wants a JWT secret of at least 32 characters in production, and makes and keeps one elsewhere', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toThrow(/JWT_SECRET: required in production/);
    expect(() => loadEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    const first = loadEnv({}).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadEnv({}).JWT_SECRET).toBe(first);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(loadEnv({ JWT_SECRET: SECRET }).JWT_SECRET).toBe(SECRET);
  });

  describe('in production, refuses weak secrets and names the variable', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', JWT_SECRET: SECRET, ...STRIPE };
    const refusal = (vars: NodeJS.ProcessEnv) => {
      try {
        loadEnv({ ...production, ...vars });
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };

    it.each([
      ['32 "a"s', 'a'.repeat(32)],
      ['changeme four times', 'changemechangemechangemechangeme'],
      ['a placeholder sentence', 'a-production-secret-of-at-least-32-chars'],
      ['a short unit repeated', 'Xk9mQ2pLXk9mQ2pLXk9mQ2pLXk9mQ2pL'],
      ['a run in sequence', 'abcdefghijklmnopqrstuvwxyz012345'],
      ['a keyboard row', 'qwertyuiop1234567890asdfghjklzxc'],
      ['few characters, often', 'abababababcdcdcdcdcdabcdabcdabcd'],
      ['31 random characters', randomBytes(24).toString('base64url').slice(0, 31)],
    ])('JWT_SECRET: %s', (_case, value) => {
      expect(refusal({ JWT_SECRET: value })).toMatch(/^ {2}JWT_SECRET: /m);
    });

    it.each([
      ['32 "a"s', 'a'.repeat(32)],
      ['the example of .env.example, made longer', 'a-long-random-string-a-long-random-string'],
      ['16 random characters (enough for Telegram, not for us)', randomBytes(12).toString('base64url')],
    ])('TELEGRAM_WEBHOOK_SECRET: %s', (_case, value) => {
      expect(refusal({ TELEGRAM_BOT_TOKEN: '7123456789:AAH4kQ9vXr2LmT8wZp4NcH7sJd1FgA6eU0o', TELEGRAM_CHAT_ID: '-100123', TELEGRAM_WEBHOOK_SECRET: value })).toMatch(
        /^ {2}TELEGRAM_WEBHOOK_SECRET: /m,
      );
    });

    it.each([
      ['STRIPE_WEBHOOK_SECRET', 'whsec_abc123'],
      ['STRIPE_WEBHOOK_SECRET', `whsec_${'a'.repeat(32)}`],
      ['STRIPE_WEBHOOK_SECRET', 'whsec_changemechangemechangemechangeme'],
      ['STRIPE_SECRET_KEY', 'sk_live_abc123'],
      ['STRIPE_SECRET_KEY', 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'],
      ['TELEGRAM_BOT_TOKEN', '123456:ABCDEF'],
      ['S3_SECRET_ACCESS_KEY', 'minioadmin'],
      ['ADMIN_PASSWORD', 'changeme-please'],
      ['DATABASE_URL', 'postgres://postgres:postgres@db:5432/reactivation'],
      ['REDIS_URL', 'redis://:changeme@redis:6379'],
    ])('%s: %s', (name, value) => {
      const extra: NodeJS.ProcessEnv = { [name]: value };
      if (name === 'TELEGRAM_BOT_TOKEN') Object.assign(extra, { TELEGRAM_CHAT_ID: '-100123', TELEGRAM_WEBHOOK_SECRET: SECRET });
      if (name === 'S3_SECRET_ACCESS_KEY') Object.assign(extra, { S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'reactivation' });
      if (name === 'ADMIN_PASSWORD') Object.assign(extra, { ADMIN_USERNAME: 'admin' });
      expect(refusal(extra)).toMatch(new RegExp(`^ {2}${name}: `, 'm'));
    });

    it('never prints the secret it refuses', () => {
      const weak = 'changemechangemechangemechangeme';
      expect(refusal({ JWT_SECRET: weak })).not.toContain(weak);
    });

    it('takes real random secrets of every common shape, and Stripe and Telegram secrets as they issue them', () => {
      for (let i = 0; i < 200; i += 1) {
        for (const secret of [
          randomBytes(48).toString('base64url'), // what npm run compose:env writes
          randomBytes(24).toString('base64url'),
          randomBytes(32).toString('base64'), // openssl rand -base64 32
          randomBytes(32).toString('hex'), // openssl rand -hex 32
          `${randomUUID()}${randomUUID()}`,
        ]) {
          expect(refusal({ JWT_SECRET: secret })).toBeNull();
        }
        const alnum = (n: number) => Array.from(randomBytes(n), (byte) => 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[byte % 62]).join('');
        expect(
          refusal({
            STRIPE_SECRET_KEY: `sk_live_${alnum(99)}`,
            STRIPE_PUBLISHABLE_KEY: `pk_live_${alnum(99)}`,
            STRIPE_WEBHOOK_SECRET: `whsec_${alnum(32)}`,
            TELEGRAM_BOT_TOKEN: `7${alnum(9).replace(/\D/g, '1')}:AA${randomBytes(27).toString('base64url').slice(0, 33)}`,
            TELEGRAM_CHAT_ID: '-100123',
            TELEGRAM_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
            DATABASE_URL: `postgres://app:${randomBytes(24).toString('base64url')}@db:5432/reactivation`,
            ADMIN_USERNAME: 'admin',
            ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
          }),
        ).toBeNull();
      }
      // Stripe CLI's webhook secrets are 64 hex digits.
      expect(refusal({ STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('hex')}` })).toBeNull();
    });

    it('lets weak secrets through outside production (development runs with no settings)', () => {
      expect(loadEnv({ JWT_SECRET: 'a'.repeat(32), ...STRIPE, STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }).JWT_SECRET).toBe('a'.repeat(32));
    });

    it('refuses every example secret of .env.example and the compose files', () => {
      const root = join(__dirname, '../../..');
      const text = ['.env.example', 'docker/compose.env.example', 'docker-compose.yml'].map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
      const names = ['JWT_SECRET', 'TELEGRAM_WEBHOOK_SECRET', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY', 'TELEGRAM_BOT_TOKEN', 'S3_SECRET_ACCESS_KEY', 'ADMIN_PASSWORD', 'MINIO_ROOT_PASSWORD', 'POSTGRES_PASSWORD'];
      const examples: Array<[string, string]> = [];
      for (const name of names) {
        // "NAME=value" (commented out or not) and compose's "${NAME:-default}".
        for (const match of text.matchAll(new RegExp(`^#?\\s*${name}=(\\S+)`, 'gm'))) examples.push([name, match[1]!]);
        for (const match of text.matchAll(new RegExp(`\\$\\{${name}:-([^}]+)\\}`, 'g'))) examples.push([name, match[1]!]);
      }
      expect(examples.map(([name]) => name)).toEqual(expect.arrayContaining(['STRIPE_WEBHOOK_SECRET', 'TELEGRAM_WEBHOOK_SECRET', 'TELEGRAM_BOT_TOKEN']));
      const asSetting: Record<string, string> = { MINIO_ROOT_PASSWORD: 'S3_SECRET_ACCESS_KEY', POSTGRES_PASSWORD: 'DATABASE_URL' };
      for (const [name, value] of examples) {
        const setting = asSetting[name] ?? name;
        const extra: NodeJS.ProcessEnv =
          setting === 'DATABASE_URL' ? { DATABASE_URL: `postgres://postgres:${value}@db:5432/x` } : { [setting]: value };
        if (setting.startsWith('TELEGRAM')) Object.assign(extra, { TELEGRAM_BOT_TOKEN: '7123456789:AAH4kQ9vXr2LmT8wZp4NcH7sJd1FgA6eU0o', TELEGRAM_CHAT_ID: '-1', TELEGRAM_WEBHOOK_SECRET: SECRET, [setting]: value });
        if (setting === 'S3_SECRET_ACCESS_KEY') Object.assign(extra, { S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'reactivation' });
        if (setting === 'ADMIN_PASSWORD') Object.assign(extra, { ADMIN_USERNAME: 'admin' });
        expect({ name, refused: refusal(extra) }).toEqual({ name, refused: expect.stringMatching(new RegExp(`^ {2}${setting}: `, 'm')) });
      }
    });
  });

  it('wants both or neither of the first staff account settings', () => {
    expect(() => loadEnv({ ADMIN_USERNAME: 'anna' })).toThrow(/ADMIN_USERNAME, ADMIN_PASSWORD: set both or neither/);
    expect(() => loadEnv({ ADMIN_USERNAME: 'anna', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be at least 12/);
    expect(loadEnv({ ADMIN_USERNAME: 'anna', ADMIN_PASSWORD: 'long enough password' }).ADMIN_USERNAME).toBe('anna');
  });

  it('wants credentials with a bucket', () => {
    expect(() => loadEnv({ S3_BUCKET: 'docs' })).toThrow(/S3_ACCESS_KEY_ID/);
  });

  it('derives the public address from the port unless given', () => {
    expect(loadEnv({ PORT: '3400' }).PUBLIC_URL).toBe('http://localhost:3400');
    expect(loadEnv({ PUBLIC_URL: 'https://cases.example' }).PUBLIC_URL).toBe('https://cases.example');
  });

  it('treats an empty variable as unset', () => {
    expect(loadEnv({ PORT: '' }).PORT).toBe(3000);
  });
});

describe('redactUrl', () => {
  it('hides the password', () => {
    expect(redactUrl('postgres://app:s3cret@db:5432/x')).toBe('postgres://app:***@db:5432/x');
  });
});
