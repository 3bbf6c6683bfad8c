import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module';
import { DocumentsModule } from '../documents/documents.module';
import { DocumentUploadsModule } from '../documents/uploads/document-uploads.module';
import { DraftsModule } from '../drafts/drafts.module';
import { IntakeController } from './intake.controller';
import { IntakeService } from './intake.service';

/** The public case forms; their files come in through the documents module's upload interceptor. */
@Module({
  imports: [CasesModule, DocumentsModule, DocumentUploadsModule, DraftsModule],
  controllers: [IntakeController],
  providers: [IntakeService],
})
export class IntakeModule {}
