import { Logger } from '@nestjs/common';

/**
 * An error listener for Redis connections that logs at most one line per interval: during an
 * outage every client reports every reconnect attempt, and the log must stay readable.
 */
export function outageLogger(context: string, intervalMs = 30_000): (error: Error) => void {
  const logger = new Logger(context);
  let last = 0;
  return (error: Error) => {
    if (Date.now() - last < intervalMs) return;
    last = Date.now();
    logger.warn(`Redis connection problem: ${error.message}`);
  };
}
