import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseBusinessHours } from '@reactivation/contracts';
import { operationsSettings } from './operations-settings';
import { weakProductionSecrets } from './secret-strength';

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
  /** Which peers may tell us the client's address (X-Forwarded-For): see isTrustProxy. */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(isTrustProxy, 'must be false, a hop count (1, 2 …) or proxy addresses such as "loopback, 10.0.0.0/8"')
    .default('loopback'),
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
  /** Public writes of every kind together one client address may make per window (each kind also has RATE_LIMIT_PUBLIC_WRITES). */
  RATE_LIMIT_PUBLIC_WRITES_TOTAL: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Saves of an unfinished home form a client address may make per window (the form saves as the visitor types). */
  RATE_LIMIT_DRAFT_SAVES: z.coerce.number().int().min(1).default(60),
  /** Bytes of documents a client address may upload per day (MB), across instances. */
  UPLOAD_MB_PER_IP_PER_DAY: z.coerce.number().int().min(1).default(100),
  /** New documents are refused (503) while the upload or document folder has less free space than this (MB). */
  UPLOAD_MIN_FREE_MB: z.coerce.number().int().min(0).default(1024),
  /**
   * Images whose header claims more pixels than this (millions) are refused: decoding one takes about
   * 4 bytes a pixel, so a small file claiming 100000 × 100000 would need 40 GB from whoever opens it.
   */
  IMAGE_MAX_MEGAPIXELS: z.coerce.number().positive().max(1000).default(40),
  /** Images longer than this on either side (pixels) are refused too, whatever their area. */
  IMAGE_MAX_SIDE_PIXELS: z.coerce.number().int().min(1).max(2 ** 31 - 1).default(30_000),

  /**
   * A submission with the same answers and mailbox as one made this many seconds ago is that case again,
   * whatever address it comes from (a double tap, a phone resending after a timeout); 0 turns this off.
   */
  SUBMISSION_DUPLICATE_WINDOW_SECONDS: z.coerce.number().int().min(0).max(7 * 24 * 3600).default(600),
  /** How long an Idempotency-Key of a submission keeps answering with its first case (hours). */
  IDEMPOTENCY_KEY_TTL_HOURS: z.coerce.number().int().min(1).max(30 * 24).default(24),
  /** Case confirmations one e-mail address may receive in 24 hours (any visitor can type any address). */
  CONFIRMATION_EMAILS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(3),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Gig Account Reactivation <cases@localhost>'),
  STAFF_EMAIL: z.email().default('staff@localhost.localdomain'),
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  SUPPORT_PHONE: z.string().default('+1 (555) 010-0200'),
  // The business as its receipts and the accepted service agreement name it (with SUPPORT_EMAIL and SUPPORT_PHONE).
  BUSINESS_NAME: z.string().trim().min(1).max(200).default('Gig Account Reactivation'),
  /** Its postal address, lines separated by "|"; empty: the receipts show no address. */
  BUSINESS_ADDRESS: z.string().trim().max(500).default(''),
  /** A tax or company number to print on receipts (an EIN, say); unset: none printed. */
  BUSINESS_TAX_ID: z.string().trim().max(100).optional(),

  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool(false),

  /** Signs staff tokens (HS256); at least 32 bytes. Outside production one is made once and kept under DATA_DIR. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_TOKEN_TTL_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(480),
  /** The first staff account, created at boot when no account exists yet. */
  ADMIN_USERNAME: z.string().trim().min(1).max(100).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(200).optional(),
  /** Every staff account must use a second factor (TOTP) to sign in. */
  ADMIN_REQUIRE_TOTP: bool(false),
  ADMIN_LOGIN_MAX_PER_USER: z.coerce.number().int().min(1).default(5),
  ADMIN_LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(20),
  ADMIN_LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(15 * 60),
  /** Sign-in attempts (right or wrong) an address may make per minute. */
  ADMIN_LOGIN_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** How long an address a staff member signed in from keeps its own failure budget (ADR 0014). */
  ADMIN_KNOWN_ADDRESS_DAYS: z.coerce.number().int().min(1).max(365).default(30),

  /** Stripe: with a secret key, cards are charged through Stripe; without one, the offline test gateway is used. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret or restricted key').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret').optional(),
  /** Where the Stripe SDK sends its calls; only for a local stand-in of Stripe's API in tests. */
  STRIPE_API_URL: z.url().optional(),
  /** How long a payment link works after it is made or re-issued (days). */
  PAYMENT_LINK_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Google Ads conversion tracking on the site (public values). */
  GOOGLE_ADS_ID: z.string().regex(/^AW-\d+$/, 'must look like AW-123456789').optional(),
  GOOGLE_ADS_CONVERSION_LABEL: z.string().regex(/^[\w-]+$/).optional(),

  /** A draft not saved for this long counts as left: its visitor gets the one e-mail with the link back. */
  DRAFT_EMAIL_AFTER_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** How often the worker looks for left drafts. */
  DRAFT_SWEEP_SECONDS: z.coerce.number().int().min(1).default(60),
  /** How often the worker stores appeal deadlines and raises the reminders due (ADR 0031); a day changes once a day, an hour is plenty. */
  DEADLINE_SWEEP_SECONDS: z.coerce.number().int().min(1).default(3600),
  /**
   * Follow-ups (ADR 0037); 0 turns one off. Documents asked for in the case room and not sent after this many business
   * days (BUSINESS_HOURS) remind the client once.
   */
  FOLLOW_UP_DOCUMENTS_BUSINESS_DAYS: z.coerce.number().min(0).max(60).default(2),
  /** Business days after that reminder with still nothing sent before the case's owner is alerted (panel and messenger). */
  FOLLOW_UP_ESCALATE_BUSINESS_DAYS: z.coerce.number().min(0).max(60).default(2),
  /** An unused payment link reminds the client once, this many days before it expires. */
  FOLLOW_UP_PAYMENT_LINK_DAYS: z.coerce.number().int().min(0).max(365).default(3),
  /** Days an appeal may wait on a platform whose usual answer time the guide does not give before its owner is alerted. */
  FOLLOW_UP_PLATFORM_WAIT_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** How often the worker looks for follow-ups due. */
  FOLLOW_UP_SWEEP_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Resume e-mails one address may receive in 24 hours (anyone can type anyone's address into the form). */
  DRAFT_EMAILS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(2),

  /** The working week the review deadline counts in (one business day per new case): days, hours, IANA zone. */
  BUSINESS_HOURS: z
    .string()
    .default('Mon-Fri 09:00-18:00 America/New_York')
    .transform((text, ctx) => {
      const hours = parseBusinessHours(text);
      if (!hours) {
        ctx.addIssue({ code: 'custom', message: 'must be days, hours and a time zone, such as "Mon-Fri 09:00-18:00 America/New_York"' });
        return z.NEVER;
      }
      return hours;
    }),

  /** Live chat and case room: a staff reply the client has not seen after this long is e-mailed (chat: when they gave an e-mail). */
  CHAT_REPLY_EMAIL_AFTER_SECONDS: z.coerce.number().int().min(1).default(600),
  /** How often the worker looks for e-mails that wait: unseen staff replies and case room alerts held back by their window. */
  CHAT_EMAIL_SWEEP_MS: z.coerce.number().int().min(50).default(60_000),
  /** Messages a case's room takes from its client per hour (whatever the address); more are refused with 429. */
  CASE_ROOM_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** At most one staff alert per case within this many seconds; what arrives meanwhile goes in the next one. */
  CASE_ROOM_ALERT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Messages (and chat starts or resumes) a client address may send per 10 seconds, across instances. */
  CHAT_MESSAGES_PER_10S: z.coerce.number().int().min(1).default(10),
  /** Live chat connections a client address may hold open at once, across instances. */
  CHAT_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).default(20),
  /** New chat conversations a client address may start per hour. */
  CHAT_SESSIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Telegram relay of the live chat to staff (a forum supergroup, one topic per conversation). */
  TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[\w-]+$/, 'must be a Telegram bot token').optional(),
  TELEGRAM_CHAT_ID: z.string().regex(/^-?\d+$/, 'must be a Telegram chat id').optional(),
  TELEGRAM_WEBHOOK_SECRET: z.string().regex(/^[\w-]{16,256}$/, 'must be 16-256 letters, digits, _ or -').optional(),
  /** Where the Telegram Bot API is; only changed for a local stand-in in tests. */
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),

  /** Text messages to clients who consented (ADR 0035): `none` writes each to a file under DATA_DIR/texts; `twilio` sends them. */
  TEXTING_PROVIDER: z.enum(['none', 'twilio']).default('none'),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC + 32 hex digits)').optional(),
  /** Signs the API calls and checks the webhooks' X-Twilio-Signature. */
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** The SMS sender: a number in E.164 (+15550100200) or a messaging service SID (MG…). */
  TWILIO_FROM: z.string().regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, 'must be an E.164 number or a messaging service SID').optional(),
  /** The WhatsApp sender's number (E.164); without it, clients who chose WhatsApp get SMS. */
  TWILIO_WHATSAPP_FROM: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number').optional(),
  /** Where the Twilio SDK sends its calls; only for a local stand-in of Twilio's API in tests. */
  TWILIO_API_BASE: z.url().optional(),
  /** At most this many texts to one number in 24 hours (replies to STOP, START and HELP aside); past it a text is skipped. */
  TEXT_DAILY_CAP: z.coerce.number().int().min(1).max(100).default(5),
  /** Hours in the client's time zone (from their state) when no text leaves, as `from-to` (21-08: 21:00 to 08:00); `0-0` for none. */
  TEXT_QUIET_HOURS: z
    .string()
    .regex(/^([01]?\d|2[0-3])-([01]?\d|2[0-3])$/, 'must be two hours 0-23, as 21-08')
    .default('21-08'),
  /** How often the worker sends the texts that waited for the end of quiet hours. */
  TEXT_SWEEP_MS: z.coerce.number().int().min(50).default(60_000),

  ...operationsSettings,
});

/** Named address ranges that Express (proxy-addr) knows. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * "false", "true", a hop count, or a comma-separated list of proxy addresses, subnets (CIDR) and the
 * named ranges. Anything else is refused rather than passed to Express, which would read an
 * unknown word as a host name and trust nobody, or everybody.
 */
function isTrustProxy(value: string): boolean {
  if (value === 'true' || value === 'false' || /^\d{1,2}$/.test(value)) return true;
  return value.split(',').every((item) => {
    const entry = item.trim();
    if (PROXY_RANGES.has(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    if (rest.length > 0 || isIP(address) === 0) return false;
    return prefix === undefined || /^\d{1,3}$/.test(prefix) || isIP(prefix) === 4;
  });
}

export type RawEnv = z.infer<typeof envSchema>;
/** The name of every setting, for the checks that the deployment files pass on only these. */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);
export type Env = Omit<RawEnv, 'RUN_WORKERS_IN_API' | 'DATA_DIR' | 'PUBLIC_URL' | 'JWT_SECRET' | 'PAYMENTS'> & {
  PUBLIC_URL: string;
  /** `test` without a Stripe key (outside production) or when chosen explicitly. */
  PAYMENTS: 'stripe' | 'test';
  JWT_SECRET: string;
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
  if (env.STRIPE_SECRET_KEY && (!env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET)) {
    problems.push('  STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
  }
  if (env.PAYMENTS === 'stripe' && !env.STRIPE_SECRET_KEY) problems.push('  STRIPE_SECRET_KEY: required with PAYMENTS=stripe');
  if (production && !env.STRIPE_SECRET_KEY && env.PAYMENTS !== 'test') {
    problems.push('  STRIPE_SECRET_KEY: required in production (the test payment gateway takes no money; PAYMENTS=test chooses it on purpose)');
  }
  if (production && env.STRIPE_API_URL) problems.push('  STRIPE_API_URL: only for tests; remove it in production');
  if (env.TEXTING_PROVIDER === 'twilio' && (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM)) {
    problems.push('  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: required with TEXTING_PROVIDER=twilio');
  }
  if (production && env.TWILIO_API_BASE) problems.push('  TWILIO_API_BASE: only for tests; remove it in production');
  if (env.TELEGRAM_BOT_TOKEN && (!env.TELEGRAM_CHAT_ID || !env.TELEGRAM_WEBHOOK_SECRET)) {
    problems.push('  TELEGRAM_CHAT_ID, TELEGRAM_WEBHOOK_SECRET: required with TELEGRAM_BOT_TOKEN');
  }
  if (production && env.TRUST_PROXY === 'true') {
    problems.push(
      '  TRUST_PROXY: "true" lets any client choose its address with X-Forwarded-For (and dodge every limit); give the proxy hop count or the proxies\' addresses',
    );
  }
  if (production && !env.JWT_SECRET) problems.push('  JWT_SECRET: required in production (at least 32 random characters)');
  if (production) problems.push(...weakProductionSecrets(env));
  if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
    problems.push('  ADMIN_USERNAME, ADMIN_PASSWORD: set both or neither');
  }
  if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  }
  if (problems.length > 0) throw new EnvError(`Invalid environment:\n${problems.join('\n')}`);
  const dataDir = resolve(env.DATA_DIR);
  const runWorkers = env.RUN_WORKERS_IN_API === undefined ? !production : ['true', '1'].includes(env.RUN_WORKERS_IN_API);
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    DATA_DIR: dataDir,
    JWT_SECRET: env.JWT_SECRET ?? localJwtSecret(dataDir),
    RUN_WORKERS_IN_API: runWorkers,
    PAYMENTS: env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'test'),
  };
}

/**
 * Outside production: a random signing secret made on first boot and kept in DATA_DIR, so staff
 * stay signed in across restarts and every process of one installation agrees on it.
 */
function localJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not made yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Another process of this installation wrote it first: use theirs.
    return readFileSync(file, 'utf8').trim();
  }
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
