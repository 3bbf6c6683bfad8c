import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvError, loadEnv as loadEnvAnywhere, redactUrl } from './env';

// Outside production loadEnv keeps a generated JWT secret in DATA_DIR: give each run a folder of its own.
const dataDir = mkdtempSync(join(tmpdir(), 'env-spec-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const loadEnv = (vars: NodeJS.ProcessEnv) => loadEnvAnywhere({ DATA_DIR: dataDir, ...vars });
const SECRET = 'a-production-secret-of-at-least-32-chars';
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

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
