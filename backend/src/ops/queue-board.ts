import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { translate } from '@reactivation/contracts';
import { Queue, type RedisOptions } from 'bullmq';
import type { NextFunction, Request, Response } from 'express';
import { ADMIN_COOKIE_PATH } from '../admin-auth/staff-token-sources';
import { StaffCookieJwtStrategy, authenticateStaff } from '../admin-auth/staff-jwt.strategy';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { requestLocale } from '../core/http/request-locale';
import { QUEUES } from '../core/queue/queues';
import { redisOptions } from '../core/redis/redis-options';
import { queueBoardHeaders } from './queue-board-headers';
import { readOnlyBoard, refuseWrites } from './read-only-board';

/**
 * Where staff see the job queues (Bull Board, read-only): waiting, delayed and failed jobs and their
 * errors. It is the path admin-auth scopes the sign-in cookie to, since a page the browser opens sends
 * no Bearer header.
 */
export const QUEUE_BOARD_PATH = ADMIN_COOKIE_PATH;

/**
 * The queue board for staff only. The browser opens it as a page, so the token comes from the
 * HttpOnly cookie set at sign-in (SameSite=Strict, scoped to this path), checked by the cookie twin of
 * the API's passport-jwt strategy (the same checks, another place to find the token).
 */
@Injectable()
export class QueueBoard implements OnModuleDestroy {
  private readonly queues: Queue[];

  constructor(
    private readonly strategy: StaffCookieJwtStrategy,
    @Inject(ENV) env: Env,
  ) {
    const connection = { ...redisOptions(env.REDIS_URL, 'worker') } as RedisOptions;
    this.queues = Object.values(QUEUES).map((name) => new Queue(name, { connection, prefix: `${env.REDIS_PREFIX}:bull` }));
  }

  /**
   * Called once by configureHttpApp, before the API's routes. The page headers come first (a refusal
   * carries them too), then writes are refused before the token is even read, then staff only.
   */
  mount(app: NestExpressApplication): void {
    app.use(
      QUEUE_BOARD_PATH,
      queueBoardHeaders,
      refuseWrites,
      (req: Request, res: Response, next: NextFunction) => this.staffOnly(req, res, next),
      readOnlyBoard(this.queues, QUEUE_BOARD_PATH, 'Очереди'),
    );
  }

  private staffOnly(req: Request, res: Response, next: NextFunction): void {
    void authenticateStaff(this.strategy, req, res).then(
      ({ error, staff }) => {
        if (error) return next(error);
        if (staff && !staff.enrolOnly) return next();
        res.status(401).json({ success: false, message: translate(requestLocale(req), 'admin.unauthorized') });
      },
      (error: unknown) => next(error),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close()));
  }
}
