import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { ApplicationDocument } from './application-document.entity';
import { Application } from './application.entity';
import { CasesRepository } from './cases.repository';
import { CasesRetention } from './cases.retention';
import { CasesService } from './cases.service';
import { PayableCasesService } from './payable-cases.service';
import { SubmissionClaimsRetention } from './submission-claims.retention';

/** Cases and their documents, for every role; the retention rules of the case files and the submission claims. */
@Module({
  imports: [MikroOrmModule.forFeature([Application, ApplicationDocument]), DocumentsModule],
  providers: [CasesService, PayableCasesService, CasesRepository, CasesRetention, SubmissionClaimsRetention],
  exports: [CasesService, PayableCasesService],
})
export class CasesModule {}
