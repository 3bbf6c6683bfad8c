import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { DocumentsModule } from '../documents/documents.module';
import { SentEmailsModule } from '../notifications/sent-emails.module';
import { PaymentsModule } from '../payments/payments.module';
import { AdminCaseListService } from './admin/admin-case-list.service';
import { AdminCasesExportController } from './admin/admin-cases-export.controller';
import { AdminCasesController } from './admin/admin-cases.controller';
import { AdminCasesRepository } from './admin/admin-cases.repository';
import { AdminCasesService } from './admin/admin-cases.service';
import { CaseRowPresenter } from './admin/case-row-presenter';
import { CaseOpenings } from './admin/case-openings';
import { CaseWorkflowRepository } from './admin/case-workflow.repository';
import { ReviewDeadlines } from './admin/review-deadlines';
import { CaseRoomModule } from './room/case-room.module';

/** The api side of the back office: the admin case routes (the client's room has its own module, room/). */
@Module({
  imports: [AdminAuthModule, DocumentsModule, SentEmailsModule, CaseRoomModule, PaymentsModule],
  controllers: [AdminCasesExportController, AdminCasesController],
  providers: [
    AdminCasesService,
    AdminCaseListService,
    AdminCasesRepository,
    CaseWorkflowRepository,
    CaseOpenings,
    CaseRowPresenter,
    ReviewDeadlines,
  ],
})
export class CasesAdminApiModule {}
