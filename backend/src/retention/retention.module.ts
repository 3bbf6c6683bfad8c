import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { RetentionProcessor } from './retention.processor';
import { RetentionScheduler } from './retention.scheduler';
import { RetentionService } from './retention.service';

/** Worker role: the scheduled retention job, which runs the rules the modules of the process register. */
@Module({
  imports: [DiscoveryModule],
  providers: [RetentionService, RetentionProcessor, RetentionScheduler],
  exports: [RetentionService],
})
export class RetentionModule {}
