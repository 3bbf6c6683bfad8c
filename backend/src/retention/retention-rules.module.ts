import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { PaymentsModule } from '../payments/payments.module';
import { RETENTION_RULES, RetentionService } from './retention.service';

/** The rules and the service that runs them; for the worker role and for `npm run retention`. */
@Module({
  imports: [DocumentsModule, PaymentsModule],
  providers: [...RETENTION_RULES, RetentionService],
  exports: [RetentionService],
})
export class RetentionRulesModule {}
