import type { INestApplicationContext, LoggerService } from '@nestjs/common';

/**
 * SIGTERM or SIGINT closes the app (Nest's shutdown hooks: sockets, HTTP server, jobs in hand,
 * then Redis, queues and the database pool) and lets the process end by itself, with code 0.
 * Nest's own enableShutdownHooks() re-raises the signal after closing, which reports the process
 * as killed; and nothing there bounds a close that hangs. Here a close that takes longer than
 * `timeoutMs`, or fails, ends the process with code 1 and says so; the timer is unref'd, so it
 * keeps nothing alive.
 */
export function closeOnSignals(app: INestApplicationContext, timeoutMs: number, logger: LoggerService): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal} received: closing`, 'Shutdown');
    setTimeout(() => {
      logger.error(`Still closing ${timeoutMs} ms after ${signal}; exiting anyway`, undefined, 'Shutdown');
      process.exit(1);
    }, timeoutMs).unref();
    app.close().then(
      () => logger.log('Closed', 'Shutdown'),
      (error: unknown) => {
        logger.error(`Close failed: ${error instanceof Error ? error.message : String(error)}`, undefined, 'Shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}
