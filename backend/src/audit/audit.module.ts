import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { StaffDirectoryModule } from '../admin-auth/staff-directory.module';
import { CasesModule } from '../cases/cases.module';
import { AuditController } from './audit.controller';
import { AuditLogRepository } from './audit-log.repository';
import { AuditLogService } from './audit-log.service';
import { AuditProcessor } from './audit.processor';

/** The audit log (the audit_log table) and the service that writes and reads it; both roles import it. */
@Module({
  imports: [CasesModule, StaffDirectoryModule],
  providers: [AuditLogService, AuditLogRepository],
  exports: [AuditLogService],
})
export class AuditModule {}

/** The api side: GET /api/admin/audit. */
@Module({
  imports: [AuditModule, AdminAuthModule],
  controllers: [AuditController],
})
export class AuditApiModule {}

/** The worker side: the audit queue's processor. */
@Module({
  imports: [AuditModule],
  providers: [AuditProcessor],
})
export class AuditWorkerModule {}
