import { Module } from '@nestjs/common';
import { AuditModule } from './audit.module';
import { AuditProcessor } from './audit.processor';

/** The worker side: the audit queue's processor. */
@Module({
  imports: [AuditModule],
  providers: [AuditProcessor],
})
export class AuditWorkerModule {}
