import { z } from 'zod';

const ms = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/**
 * Settings of how the service runs rather than what it does: the payment mode, timeouts on every
 * outbound call, how the outbox recovers from a Redis that lost its data, how long data is kept,
 * shutdown. Part of the one environment schema in env.ts; `.env.example` documents each one.
 */
export const operationsSettings = {
  /** `stripe` or `test` (the offline gateway, labelled on every payment screen). Production refuses `test` unless set here. */
  PAYMENTS: z.enum(['stripe', 'test']).optional(),

  /** PostgreSQL: a statement running longer is cancelled by the server. Migrations run without it. */
  DATABASE_STATEMENT_TIMEOUT_MS: ms(30_000),
  /** PostgreSQL: how long a query waits for a pool connection (including opening one). */
  DATABASE_ACQUIRE_TIMEOUT_MS: ms(10_000),
  /** SMTP: opening the connection, the server's greeting, and silence on an open connection. */
  SMTP_CONNECTION_TIMEOUT_MS: ms(10_000),
  SMTP_GREETING_TIMEOUT_MS: ms(10_000),
  SMTP_SOCKET_TIMEOUT_MS: ms(60_000),
  /** S3: opening the connection, and a whole request with its answer (each of the SDK's 3 attempts). */
  S3_CONNECTION_TIMEOUT_MS: ms(5_000),
  S3_REQUEST_TIMEOUT_MS: ms(60_000),

  /**
   * An event whose jobs were handed to Redis but not all finished after this long is published
   * again (same job ids: a no-op while Redis still has them). The safety net for jobs a Redis lost:
   * a Redis that comes back empty is noticed at once (RedisEpoch) and its events published again then.
   */
  OUTBOX_REDRIVE_AFTER_SECONDS: z.coerce.number().int().min(1).default(300),

  /** When the retention job runs: a cron pattern in UTC (default 03:30 every day). */
  RETENTION_SCHEDULE: z
    .string()
    .regex(/^\S+( \S+){4,5}$/, 'must be a cron pattern such as "30 3 * * *"')
    .default('30 3 * * *'),
  /** The privacy page's periods: case files (cases, documents, payments, notes), communications, usage data. */
  RETENTION_CASE_FILES_YEARS: z.coerce.number().int().min(1).default(7),
  RETENTION_COMMUNICATIONS_YEARS: z.coerce.number().int().min(1).default(3),
  RETENTION_USAGE_DATA_YEARS: z.coerce.number().int().min(1).default(2),
  /** Operational records: finished outbox events, Stripe webhook receipts, messenger relay marks, failed jobs. */
  RETENTION_OPERATIONS_DAYS: z.coerce.number().int().min(1).default(90),
  RETENTION_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  /** The scheduled run only counts and logs what it would delete. */
  RETENTION_DRY_RUN: flag,

  /** After SIGTERM, how long the process may take to finish what it holds before it exits anyway (code 1). */
  SHUTDOWN_TIMEOUT_MS: ms(20_000),
};
