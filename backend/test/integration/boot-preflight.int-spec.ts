import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { freePort } from '../utils/redis-process';
import { TEST_REDIS_URL, runDatabaseUrl } from '../utils/test-env';

const MAIN = join(__dirname, '../../dist/main.js');

/** Runs the built api entry point and returns how it ended. */
function boot(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build -w backend" first (npm test does)`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('npm start with a service missing', () => {
  it('stops with one line naming PostgreSQL and how to start it', async () => {
    const port = await freePort();
    const result = await boot({ DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/reactivation`, REDIS_URL: TEST_REDIS_URL });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^PostgreSQL is not reachable at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:\d+\/reactivation .*Start it/);
    expect(result.stderr).not.toContain('secret');
  });

  it('stops with one line naming Redis and how to start it', async () => {
    const port = await freePort();
    const result = await boot({ DATABASE_URL: runDatabaseUrl(), REDIS_URL: `redis://127.0.0.1:${port}` });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Redis is not reachable at redis:\/\/127\.0\.0\.1:\d+ .*redis-server/);
  });

  it('stops with one line naming Redis when something that never answers listens on its port', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const result = await boot({ DATABASE_URL: runDatabaseUrl(), REDIS_URL: `redis://127.0.0.1:${port}` });
      expect(result.code).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Redis is not reachable at redis:\/\/127\.0\.0\.1:\d+ \(.+\)\. Start it/);
    } finally {
      silent.close();
    }
  });

  it('names each invalid setting', async () => {
    const result = await boot({ PORT: 'eighty', DATABASE_URL: 'not a url', RATE_LIMIT_PUBLIC_WRITES: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Invalid environment');
    for (const name of ['PORT', 'DATABASE_URL', 'RATE_LIMIT_PUBLIC_WRITES']) expect(result.stderr).toContain(`  ${name}:`);
  });
});
