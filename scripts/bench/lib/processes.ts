/*
 * What the benchmarks share: starting the app as a child process and waiting for it, stopping it,
 * a free port, percentiles, and removing a bench's Redis keys. Each benchmark is its own process,
 * so `children` is its own list.
 */
import { Redis } from 'ioredis';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = resolve(__dirname, '../../..');

/** A failure of the benchmark itself (not a slow result): the scripts exit 2 on it. */
export class BenchError extends Error {}

export interface Child {
  name: string;
  proc: ChildProcess;
  /** The last 200 lines it printed, for error messages. */
  output: string[];
  exited: Promise<number | null>;
  exitCode?: number | null;
  /** How it ended, for messages: "code 1" or "signal SIGTERM". */
  exitReason?: string;
}

/** Every child started, so that cleanup can stop the ones still running. */
export const children: Child[] = [];

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Starts `node <args>` in the repository root; `ipc` opens a message channel to it. */
export function startChild(name: string, args: string[], env: NodeJS.ProcessEnv, ipc = false): Child {
  const stdio: ('ignore' | 'pipe' | 'ipc')[] = ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'];
  const proc = spawn(process.execPath, args, { cwd: ROOT, env, stdio });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line) continue;
      output.push(line);
      if (output.length > 200) output.shift();
    }
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const child: Child = {
    name,
    proc,
    output,
    exited: new Promise((resolveExit) => {
      proc.on('exit', (code, signal) => {
        child.exitCode = code ?? (signal ? -1 : null);
        child.exitReason = signal ? `signal ${signal}` : `code ${code}`;
        resolveExit(code);
      });
      proc.on('error', (error) => {
        output.push(`spawn error: ${error.message}`);
        child.exitCode = -1;
        child.exitReason = `spawn error: ${error.message}`;
        resolveExit(-1);
      });
    }),
  };
  children.push(child);
  return child;
}

export function tail(child: Child, lines = 40): string {
  const text = child.output.slice(-lines).join('\n');
  return text ? `--- last output of ${child.name} ---\n${text}\n---` : `(${child.name} printed nothing)`;
}

/** SIGTERM, then SIGKILL after 10 s. */
export async function stopChild(child: Child): Promise<void> {
  if (child.exitCode !== undefined) return;
  child.proc.kill('SIGTERM');
  const done = await Promise.race([child.exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!done) {
    child.proc.kill('SIGKILL');
    await child.exited;
  }
}

export function assertRunning(child: Child): void {
  if (child.exitCode !== undefined) throw new BenchError(`${child.name} exited (${child.exitReason})\n${tail(child)}`);
}

/** Waits until `path` answers 200; fails early when the child exits. */
export async function waitForHealth(child: Child, baseUrl: string, timeoutMs: number, path = '/api/health'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== undefined)
      throw new BenchError(`${child.name} exited (${child.exitReason}) before answering\n${tail(child)}`);
    try {
      const res = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new BenchError(`${child.name} did not answer GET ${path} with 200 within ${timeoutMs / 1000} s\n${tail(child)}`);
}

/** Nearest-rank percentile of a sorted list. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Removes every Redis key under `prefix:` (a bench's queues and limits); says so when Redis is away. */
export async function deleteRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.unlink(...keys);
    } while (cursor !== '0');
  } catch (error) {
    console.error(`cleanup: could not remove Redis keys ${prefix}:*: ${(error as Error).message}`);
  } finally {
    redis.disconnect();
  }
}
