import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import { maskSecrets } from './mask-secrets';

/**
 * Nest's logger, writing JSON lines through pino. Messages name their context (the class) and
 * never carry bodies, headers or addresses: those hold personal data. Every finished line passes
 * through maskSecrets, so a payment or status link, a staff token or a bot token never reaches the
 * log, whichever code wrote it (a path, a message, an error's stack).
 */
export class AppLogger implements LoggerService {
  readonly pino: Logger;

  /** `destination` defaults to standard output; the security tests pass one that keeps the lines. */
  constructor(level: string, destination?: DestinationStream) {
    const options = { level, base: { pid: process.pid }, hooks: { streamWrite: maskSecrets } };
    this.pino = destination ? pino(options, destination) : pino(options);
  }

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }

  error(message: unknown, stackOrContext?: string, context?: string): void {
    // Nest passes (message, stack, context) for errors, or (message, context).
    const ctx = context ?? (stackOrContext && !stackOrContext.includes('\n') ? stackOrContext : undefined);
    const stack = stackOrContext?.includes('\n') ? stackOrContext : undefined;
    this.pino.error({ context: ctx, stack }, String(message));
  }

  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }

  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }

  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }

  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(level: 'info' | 'warn' | 'debug' | 'trace' | 'fatal', message: unknown, context?: string): void {
    if (message instanceof Error) this.pino[level]({ context, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.pino[level]({ context, ...message });
    else this.pino[level]({ context }, String(message));
  }
}
