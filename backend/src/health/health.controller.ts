import { Controller, Get, Inject, Logger, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, MikroOrmHealthIndicator } from '@nestjs/terminus';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { REDIS } from '../core/redis/redis.module';

/** Liveness answers while the process runs; readiness also needs PostgreSQL and Redis. */
@Controller('health')
export class HealthController {
  private readonly logger = new Logger(HealthController.name);
  private readonly loggedAt = new Map<string, number>();

  constructor(
    private readonly health: HealthCheckService,
    private readonly database: MikroOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get()
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Says which dependency is down and nothing more: the errors name hosts and addresses, which are
   * for the log (one line per dependency every 30 s), not for anyone who can reach this URL.
   */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    try {
      return await this.health.check([() => this.pingDatabase(), () => this.pingRedis()]);
    } catch (error) {
      // Terminus answers "down" by throwing; the body it carries says which check failed, and is the answer.
      if (!(error instanceof ServiceUnavailableException)) throw error;
      res.status(503);
      return error.getResponse();
    }
  }

  private async pingDatabase() {
    const indicator = this.indicators.check('database');
    const result = await this.database.pingCheck('database', { timeout: 2000 }).catch((error: unknown) => ({ error }));
    const up = 'database' in result && result.database.status === 'up';
    if (!up) this.logDown('database', 'error' in result ? result.error : result);
    return up ? indicator.up() : indicator.down();
  }

  private async pingRedis() {
    const indicator = this.indicators.check('redis');
    try {
      await this.redis.ping();
      return indicator.up();
    } catch (error) {
      this.logDown('redis', error);
      return indicator.down();
    }
  }

  private logDown(dependency: string, detail: unknown): void {
    if (Date.now() - (this.loggedAt.get(dependency) ?? 0) < 30_000) return;
    this.loggedAt.set(dependency, Date.now());
    const text = detail instanceof Error ? detail.message : JSON.stringify(detail);
    this.logger.warn(`Not ready: ${dependency} is down (${text})`);
  }
}
