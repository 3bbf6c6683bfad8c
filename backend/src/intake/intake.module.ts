import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module';
import { DocumentsModule } from '../documents/documents.module';
import { DraftsModule } from '../drafts/drafts.module';
import { IntakeController } from './intake.controller';
import { IntakeService } from './intake.service';

@Module({
  imports: [CasesModule, DocumentsModule, DraftsModule],
  controllers: [IntakeController],
  providers: [IntakeService],
})
export class IntakeModule {}
