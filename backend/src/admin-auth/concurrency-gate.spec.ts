import { ConcurrencyGate, GateFullError } from './concurrency-gate';

describe('the gate in front of password hashing', () => {
  it('runs at most `max` at once, queues up to `maxWaiting`, refuses the rest, and runs every queued one', async () => {
    const gate = new ConcurrencyGate(2, 3);
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const work = () =>
      new Promise<string>((resolve) => {
        running += 1;
        peak = Math.max(peak, running);
        releases.push(() => {
          running -= 1;
          resolve('done');
        });
      });
    const calls = Array.from({ length: 7 }, () => gate.run(work).catch((error: unknown) => error));
    await Promise.resolve();
    // 2 running, 3 waiting, 2 refused at once.
    const refused = await Promise.all(calls.slice(5));
    expect(refused.every((answer) => answer instanceof GateFullError)).toBe(true);
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(calls.slice(0, 5))).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(peak).toBe(2);
  });

  it('frees its slot when the work fails', async () => {
    const gate = new ConcurrencyGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('bad hash')))).rejects.toThrow('bad hash');
    await expect(gate.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
