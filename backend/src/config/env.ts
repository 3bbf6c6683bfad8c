import { resolve } from 'node:path';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

/**
 * Every setting the code reads, validated once at boot. `.env.example` documents each one.
 * Outside production every secret has a safe default so that the site runs with no settings.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Defaults to http://localhost:<PORT>. */
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z.string().default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),

  DATABASE_URL: z.url().default('postgres://postgres@localhost:5432/reactivation'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  MIGRATE_ON_BOOT: bool(true),
  REDIS_URL: z.url().default('redis://localhost:6379'),
  REDIS_PREFIX: z.string().regex(/^[\w-]+$/).default('dr'),

  RUN_WORKERS_IN_API: z.enum(['true', 'false', '1', '0']).optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(1000),

  RATE_LIMIT_PUBLIC_WRITES: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),

  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Gig Account Reactivation <cases@localhost>'),
  STAFF_EMAIL: z.email().default('staff@localhost.localdomain'),
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  SUPPORT_PHONE: z.string().default('+1 (555) 010-0200'),

  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool(false),
});

export type RawEnv = z.infer<typeof envSchema>;
export type Env = Omit<RawEnv, 'RUN_WORKERS_IN_API' | 'DATA_DIR' | 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  DATA_DIR: string;
  RUN_WORKERS_IN_API: boolean;
};

export class EnvError extends Error {}

/** Reads and checks the environment; the error names every bad variable, one per line. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const production = env.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && !env.SMTP_URL) problems.push('  SMTP_URL: required in production (the file mailer is for development)');
  if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  }
  if (problems.length > 0) throw new EnvError(`Invalid environment:\n${problems.join('\n')}`);
  const runWorkers = env.RUN_WORKERS_IN_API === undefined ? !production : ['true', '1'].includes(env.RUN_WORKERS_IN_API);
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    DATA_DIR: resolve(env.DATA_DIR),
    RUN_WORKERS_IN_API: runWorkers,
  };
}

/** A connection URL with its password hidden, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
