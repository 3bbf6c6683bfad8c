/** One fixed window: how much was counted, and when the window ends (ms since the epoch). */
interface Window {
  count: number;
  endsAt: number;
}

/** At most this many keys are kept; past it, ended windows are dropped, then the oldest. */
const MAX_KEYS = 100_000;

/**
 * Fixed-window counters in this process's memory, with the same rules as the Redis ones. They
 * stand in while Redis is unreachable, so a limit still holds per instance instead of letting
 * everything through.
 */
export class LocalCounters {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Adds `amount` unless that would pass `limit`; answers whether it was added, the count and ms left. */
  take(key: string, windowMs: number, limit: number, amount = 1): { allowed: boolean; count: number; msLeft: number } {
    const window = this.current(key, windowMs);
    if (window.count + amount > limit) return { allowed: false, count: window.count, msLeft: window.endsAt - this.now() };
    window.count += amount;
    return { allowed: true, count: window.count, msLeft: window.endsAt - this.now() };
  }

  /** Adds `amount` whatever the count; answers the new count and ms left (the throttler's way). */
  hit(key: string, windowMs: number, amount = 1): { count: number; msLeft: number } {
    const window = this.current(key, windowMs);
    window.count += amount;
    return { count: window.count, msLeft: window.endsAt - this.now() };
  }

  /** Gives back what a refused or failed action had taken. */
  refund(key: string, amount: number): void {
    const window = this.windows.get(key);
    if (!window) return;
    window.count = Math.max(0, window.count - amount);
  }

  private current(key: string, windowMs: number): Window {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= MAX_KEYS) this.evict(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    return window;
  }

  private evict(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // Still full: a Map iterates in insertion order, so the first keys are the oldest windows.
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
