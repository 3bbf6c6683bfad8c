import { Module } from '@nestjs/common';
import { RetentionRulesModule } from './retention-rules.module';
import { RetentionProcessor } from './retention.processor';
import { RetentionScheduler } from './retention.scheduler';

/** Worker role: the scheduled retention job. */
@Module({
  imports: [RetentionRulesModule],
  providers: [RetentionProcessor, RetentionScheduler],
})
export class RetentionModule {}
