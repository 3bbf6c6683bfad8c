import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module';
import { DocumentsModule } from '../documents/documents.module';
import { DraftsModule } from '../drafts/drafts.module';
import { IntakeController } from './intake.controller';
import { IntakeService } from './intake.service';
import { UploadGuard } from './upload-guard';

/** The public case forms. The upload guard lives here, not in DocumentsModule: it counts per-address
 * budgets of the HTTP api, and the worker (which imports DocumentsModule for retention) has none. */
@Module({
  imports: [CasesModule, DocumentsModule, DraftsModule],
  controllers: [IntakeController],
  providers: [IntakeService, UploadGuard],
  // The case room takes files with the same interceptor, so under the same per-address budget.
  exports: [UploadGuard],
})
export class IntakeModule {}
