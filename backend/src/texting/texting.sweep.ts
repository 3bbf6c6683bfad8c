import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { PeriodicSweep } from '../notifications/periodic-sweep';
import { TextingService } from './texting.service';

/**
 * Worker role: every TEXT_SWEEP_MS, the texts whose time has come (held for quiet hours, or left
 * claimed by a worker that stopped) are sent. A sweep over the ledger, not delayed jobs: it survives
 * restarts and a Redis that lost its data.
 */
@Injectable()
export class DueTextsSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DueTextsSweep.name);
  private readonly sweeper = new PeriodicSweep(this.logger, 'Due texts', (count) => this.texting.sendDue(count));

  constructor(
    private readonly texting: TextingService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  onApplicationBootstrap(): void {
    this.sweeper.start(this.env.TEXT_SWEEP_MS);
  }

  onApplicationShutdown(): void {
    this.sweeper.stop();
  }

  /** One pass now; returns how many texts left. */
  sweep(): Promise<number> {
    return this.sweeper.run();
  }
}
