import { LocalCounters } from './local-counters';

describe('counters kept in memory while Redis is away', () => {
  let now = 0;
  const counters = () => new LocalCounters(() => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('takes up to the limit, refuses past it, and starts again when the window ends', () => {
    const local = counters();
    const answers = Array.from({ length: 5 }, () => local.take('ip:a', 60_000, 3).allowed);
    expect(answers).toEqual([true, true, true, false, false]);
    expect(local.take('ip:b', 60_000, 3).allowed).toBe(true);
    now += 60_000;
    expect(local.take('ip:a', 60_000, 3)).toEqual({ allowed: true, count: 1, msLeft: 60_000 });
  });

  it('counts amounts (bytes) and gives back a refund', () => {
    const local = counters();
    expect(local.take('bytes', 1000, 100, 60).allowed).toBe(true);
    expect(local.take('bytes', 1000, 100, 60).allowed).toBe(false);
    local.refund('bytes', 60);
    expect(local.take('bytes', 1000, 100, 60).allowed).toBe(true);
  });

  it('hits count past the limit, as the throttler expects', () => {
    const local = counters();
    expect(local.hit('k', 1000).count).toBe(1);
    expect(local.hit('k', 1000).count).toBe(2);
    now += 400;
    expect(local.hit('k', 1000)).toEqual({ count: 3, msLeft: 600 });
  });
});
