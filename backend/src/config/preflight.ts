import { Redis } from 'ioredis';
import { Client } from 'pg';
import { redactUrl, type Env } from './env';

/**
 * Before boot: are PostgreSQL and Redis there? Answers one line naming the missing service and
 * how to start it, or null when both answer.
 */
export async function checkServices(env: Env): Promise<string | null> {
  const pgProblem = await withinDeadline(checkPostgres(env.DATABASE_URL));
  if (pgProblem) {
    return `PostgreSQL is not reachable at ${redactUrl(env.DATABASE_URL)} (${pgProblem}). Start it (here: pg_ctlcluster <version> main start; elsewhere: docker compose up -d postgres) or set DATABASE_URL.`;
  }
  const redisProblem = await withinDeadline(checkRedis(env.REDIS_URL));
  if (redisProblem) {
    return `Redis is not reachable at ${redactUrl(env.REDIS_URL)} (${redisProblem}). Start it (redis-server --daemonize yes, or docker compose up -d redis) or set REDIS_URL.`;
  }
  return null;
}

async function checkPostgres(url: string): Promise<string | null> {
  const target = new URL(url);
  target.pathname = '/postgres'; // the application database may not exist yet; it is created on boot
  const client = new Client({ connectionString: target.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return describe(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function checkRedis(url: string): Promise<string | null> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return describe(error);
  } finally {
    redis.disconnect();
  }
}

/** How long one service may take to answer before the boot stops and names it. */
const DEADLINE_MS = 5000;

/**
 * A check's answer, or "no answer" after DEADLINE_MS: something other than the service may be
 * listening on its port (it accepts the connection and never replies), which must not hold the boot.
 */
async function withinDeadline(check: Promise<string | null>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer in ${DEADLINE_MS / 1000} s`), DEADLINE_MS);
  });
  try {
    return await Promise.race([check, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function describe(error: unknown): string {
  const err = error as { code?: string; message?: string };
  return err.code ?? err.message ?? String(error);
}
