import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { DocumentsModule } from '../documents/documents.module';
import { DocumentUploadsModule } from '../documents/uploads/document-uploads.module';
import { AdminCaseListService } from './admin/admin-case-list.service';
import { AdminCasesExportController } from './admin/admin-cases-export.controller';
import { AdminCasesController } from './admin/admin-cases.controller';
import { AdminCasesRepository } from './admin/admin-cases.repository';
import { AdminCasesService } from './admin/admin-cases.service';
import { CaseOpenings } from './admin/case-openings';
import { CaseRowPresenter } from './admin/case-row-presenter';
import { CaseWorkflowRepository } from './admin/case-workflow.repository';
import { ReviewDeadlines } from './admin/review-deadlines';
import { CasesModule } from './cases.module';
import { AdminReportController } from './outcome/admin-report.controller';
import { OutcomeReportRepository } from './outcome/outcome-report.repository';
import { OutcomeReportService } from './outcome/outcome-report.service';
import { SatisfactionController } from './outcome/satisfaction.controller';
import { AdminCaseRoomController } from './room/admin-case-room.controller';
import { CaseRoomController } from './room/case-room.controller';
import { AdminMacrosController } from './macros/admin-macros.controller';
import { StaffMacrosRepository } from './macros/staff-macros.repository';
import { StaffMacrosService } from './macros/staff-macros.service';
import { AdminCaseDeadlineController } from './deadlines/admin-case-deadline.controller';
import { CaseDeadlineController } from './deadlines/case-deadline.controller';
import { AdminFollowUpsController } from './follow-ups/admin-follow-ups.controller';

/**
 * Api role: the routes of cases, behind the staff sign-in (the back office's case list, file and
 * workflow; the room's staff side) or the public rate limits (the client's room, its uploads as
 * intake's), which the worker does not load.
 */
@Module({
  imports: [CasesModule, AdminAuthModule, DocumentsModule, DocumentUploadsModule],
  controllers: [
    AdminCasesExportController,
    AdminCasesController,
    CaseRoomController,
    AdminCaseRoomController,
    AdminReportController,
    SatisfactionController,
    CaseDeadlineController,
    AdminCaseDeadlineController,
    AdminFollowUpsController,
    AdminMacrosController,
  ],
  providers: [
    AdminCasesService,
    AdminCaseListService,
    AdminCasesRepository,
    CaseWorkflowRepository,
    CaseOpenings,
    CaseRowPresenter,
    ReviewDeadlines,
    OutcomeReportRepository,
    OutcomeReportService,
    StaffMacrosRepository,
    StaffMacrosService,
  ],
})
export class CasesApiModule {
  /**
   * The modules that answer the admin routes' ports, given by the api role's composition, since both
   * read cases and cases does not import them back: `emailLog` provides CASE_EMAIL_LOG (notifications'
   * NotificationRecordsModule), `money` provides CASE_MONEY (the PaymentsModule).
   */
  static withPorts(ports: { emailLog: Type<unknown>; money: Type<unknown> }): DynamicModule {
    return { module: CasesApiModule, imports: [ports.emailLog, ports.money] };
  }
}
