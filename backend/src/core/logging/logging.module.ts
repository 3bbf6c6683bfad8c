import { Global, Module } from '@nestjs/common';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { AppLogger } from './app-logger';

/** The process logger (pino, JSON lines). `app.useLogger(app.get(AppLogger))` routes Nest's own logs to it. */
@Global()
@Module({
  providers: [{ provide: AppLogger, inject: [ENV], useFactory: (env: Env) => new AppLogger(env.LOG_LEVEL) }],
  exports: [AppLogger],
})
export class LoggingModule {}
