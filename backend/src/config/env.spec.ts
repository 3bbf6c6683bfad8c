import { EnvError, loadEnv, redactUrl } from './env';

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
    expect(loadEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }).RUN_WORKERS_IN_API).toBe(false);
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
