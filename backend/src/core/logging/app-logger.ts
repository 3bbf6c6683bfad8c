import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

/**
 * Nest's logger, writing JSON lines through pino. Messages name their context (the class) and
 * never carry bodies, headers or addresses: those hold personal data.
 */
export class AppLogger implements LoggerService {
  readonly pino: Logger;

  constructor(level: string) {
    this.pino = pino({ level, base: { pid: process.pid } });
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
