import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { DocumentsModule } from '../documents/documents.module';
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
  imports: [AdminAuthModule, DocumentsModule, CaseRoomModule],
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
export class CasesAdminApiModule {
  /**
   * `emailLog`: the module that provides CASE_EMAIL_LOG (notifications' NotificationRecordsModule), given
   * by the api role's composition, since notifications reads cases and cases does not import it back.
   */
  static withEmailLog(emailLog: Type<unknown>): DynamicModule {
    return { module: CasesAdminApiModule, imports: [emailLog] };
  }
}
