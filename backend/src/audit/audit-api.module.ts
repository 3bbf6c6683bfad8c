import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { AuditController } from './audit.controller';
import { AuditModule } from './audit.module';

/** The api side: GET /api/admin/audit. */
@Module({
  imports: [AuditModule, AdminAuthModule],
  controllers: [AuditController],
})
export class AuditApiModule {}
