import { Module } from '@nestjs/common';
import { StaffDirectoryModule } from '../admin-auth/staff-directory.module';
import { CasesModule } from '../cases/cases.module';
import { PaymentsModule } from '../payments/payments.module';
import { AuditLogRepository } from './audit-log.repository';
import { AuditLogService } from './audit-log.service';

/** The audit log (the audit_log table) and the service that writes and reads it; both roles import it. */
@Module({
  imports: [CasesModule, StaffDirectoryModule, PaymentsModule],
  providers: [AuditLogService, AuditLogRepository],
  exports: [AuditLogService],
})
export class AuditModule {}
