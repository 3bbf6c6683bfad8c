import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { RetentionProcessor } from './retention.processor';
import { RetentionScheduler } from './retention.scheduler';
import { RETENTION_RULES, RetentionService } from './retention.service';

/** The rules and the service that runs them; for the worker role and for `npm run retention`. */
@Module({
  imports: [DocumentsModule],
  providers: [...RETENTION_RULES, RetentionService],
  exports: [RetentionService],
})
export class RetentionRulesModule {}

/** Worker role: the scheduled retention job. */
@Module({
  imports: [RetentionRulesModule],
  providers: [RetentionProcessor, RetentionScheduler],
})
export class RetentionModule {}
