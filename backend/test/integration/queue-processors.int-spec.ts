import { Test } from '@nestjs/testing';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENV } from '../../src/config/env.module';
import { loadEnv } from '../../src/config/env';
import { ConversionsProcessor } from '../../src/conversions/conversions.processor';
import { NotificationsProcessor } from '../../src/notifications/notifications.processor';
import { WorkerModule } from '../../src/worker.module';
import { TEST_REDIS_URL, runDatabaseUrl, uniqueRedisPrefix } from '../utils/test-env';

const DIST = join(__dirname, '../../dist');

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'queue-processors-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const settings = () => ({
  NODE_ENV: 'test',
  DATABASE_URL: runDatabaseUrl(),
  REDIS_URL: TEST_REDIS_URL,
  REDIS_PREFIX: uniqueRedisPrefix(),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  MIGRATE_ON_BOOT: 'false',
});

/**
 * The built worker, booted as worker.ts boots it (same module, same handling of a refusal), with one
 * processor replaced by a plain object: a worker whose code lacks that processor.
 */
function bootWorkerWithout(processor: { file: string; name: string }): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const entry = join(DIST, 'worker.module.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run "npm run build -w backend" first (npm test does)`);
  const script = `
    require('reflect-metadata');
    const { Test } = require('@nestjs/testing');
    const { WorkerModule } = require(${JSON.stringify(entry)});
    const { exitOnBootRefusal } = require(${JSON.stringify(join(DIST, 'core/lifecycle/boot-refusal.js'))});
    const removed = require(${JSON.stringify(join(DIST, processor.file))})[${JSON.stringify(processor.name)}];
    (async () => {
      const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] }).overrideProvider(removed).useValue({}).compile();
      await moduleRef.init();
      console.log('Worker started');
      await moduleRef.close();
    })().catch(exitOnBootRefusal);`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', script], { cwd: join(__dirname, '../..'), env: { PATH: process.env.PATH ?? '', ...settings() } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('every queue has a processor, checked at boot', () => {
  it('a worker missing the conversions processor does not start, and says so in one line naming the queue', async () => {
    const result = await bootWorkerWithout({ file: 'conversions/conversions.processor.js', name: 'ConversionsProcessor' });
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain('Worker started');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^The worker cannot start: no processor for queue "conversions" \(/);
  });

  it('the whole worker starts, every processor consuming its queue', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] }).overrideProvider(ENV).useValue(loadEnv(settings())).compile();
    const app = await moduleRef.init();
    try {
      expect(app.get(ConversionsProcessor).worker.isRunning()).toBe(true);
      expect(app.get(NotificationsProcessor).worker.isRunning()).toBe(true);
    } finally {
      await app.close();
    }
  });
});
