import { Module } from '@nestjs/common';
import { CoreModule } from '../core/core.module';
import { RateLimitModule } from '../core/http/rate-limit.module';
import { QueueModule } from '../core/queue/queue.module';
import { RetentionRulesModule } from './retention-rules.module';

/** `npm run retention` (retention.ts): the rules without the scheduler or an HTTP server. */
// RateLimitModule: the documents module (whose storage the case rule empties) carries the upload guard and its limits.
@Module({ imports: [CoreModule, QueueModule, RateLimitModule, RetentionRulesModule] })
export class RetentionCliModule {}
