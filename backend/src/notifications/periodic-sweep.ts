import type { Logger } from '@nestjs/common';

/**
 * A pass that runs every so often in the worker role, never twice at once: while one pass is still
 * running (a slow mail server), the next tick is skipped rather than stacked. A pass that fails is
 * logged and left for the next tick, since what it sends is recorded in the database and a later pass
 * finds what is still due. The e-mail sweeps (unseen replies, batched case room alerts) stand on it.
 */
export class PeriodicSweep {
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  /**
   * `pass` does the work and calls `count` for each e-mail it sends, so a pass that fails half-way still
   * reports what it sent; `postponed` names the work in the warning ("Unseen reply e-mails").
   */
  constructor(
    private readonly logger: Logger,
    private readonly postponed: string,
    private readonly pass: (count: () => void) => Promise<void>,
  ) {}

  /** Ticks every `everyMs` without keeping the process alive. */
  start(everyMs: number): void {
    this.timer = setInterval(() => void this.run(), everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One pass now (the timer's tick, or a test's); returns how many e-mails it sent, 0 when one was running. */
  async run(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let sent = 0;
    try {
      await this.pass(() => (sent += 1));
    } catch (error) {
      this.logger.warn(`${this.postponed} postponed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.running = false;
    }
    return sent;
  }
}
