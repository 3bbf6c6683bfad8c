/** Thrown when the gate's queue is full: the caller answers "busy, try again" at once. */
export class GateFullError extends Error {
  constructor() {
    super('Too many operations waiting');
  }
}

/**
 * Lets at most `max` operations run at once and `maxWaiting` wait for a turn; the rest are refused.
 * Password hashing runs on libuv's small thread pool (4 threads by default), which file, DNS and
 * compression work share: a flood of sign-ins must not take all of it.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly max: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.max) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new GateFullError();
      // The finishing operation hands its slot straight to the next in line.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
