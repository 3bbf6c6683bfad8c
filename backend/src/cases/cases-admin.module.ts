import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { DocumentsModule } from '../documents/documents.module';
import { AdminCasesController } from './admin/admin-cases.controller';
import { AdminCasesRepository } from './admin/admin-cases.repository';
import { AdminCasesService } from './admin/admin-cases.service';
import { CaseStatusController } from './admin/case-status.controller';
import { CaseWorkflowRepository } from './admin/case-workflow.repository';

/** The api side of the back office: the admin case routes and the client's status page. */
@Module({
  imports: [AdminAuthModule, DocumentsModule],
  controllers: [AdminCasesController, CaseStatusController],
  providers: [AdminCasesService, AdminCasesRepository, CaseWorkflowRepository],
})
export class CasesAdminApiModule {}
