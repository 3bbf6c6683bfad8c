import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module';
import { DocumentsModule } from '../documents/documents.module';
import { IntakeController } from './intake.controller';
import { IntakeService } from './intake.service';

@Module({
  imports: [CasesModule, DocumentsModule],
  controllers: [IntakeController],
  providers: [IntakeService],
})
export class IntakeModule {}
