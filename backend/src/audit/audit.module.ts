import { Module } from '@nestjs/common';
import { StaffDirectoryModule } from '../admin-auth/staff-directory.module';
import { CasesModule } from '../cases/cases.module';
import { PaymentsModule } from '../payments/payments.module';
import { AuditLogRepository } from './audit-log.repository';
import { AuditLogRetention } from './audit-log.retention';
import { AuditLogService } from './audit-log.service';
import { AuditProcessor } from './audit.processor';

/**
 * The audit log (the audit_log table): the service that writes and reads it, the `audit` queue's processor
 * (it runs where WorkerModule starts the workers) and the retention rule; both roles import it. The route
 * is AuditApiModule's.
 */
@Module({
  imports: [CasesModule, StaffDirectoryModule, PaymentsModule],
  providers: [AuditLogService, AuditLogRepository, AuditProcessor, AuditLogRetention],
  exports: [AuditLogService],
})
export class AuditModule {}
