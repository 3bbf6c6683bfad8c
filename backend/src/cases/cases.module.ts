import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { CaseAppealFactsService } from './case-appeal-facts.service';
import { CasesProcessor } from './cases.processor';
import { CasesRepository } from './cases.repository';
import { CasesRetention } from './cases.retention';
import { CasesService } from './cases.service';
import { PayableCasesService } from './payable-cases.service';
import { CaseRoomRepository } from './room/case-room.repository';
import { CaseRoomService } from './room/case-room.service';
import { SubmissionClaimsRetention } from './submission-claims.retention';

/**
 * Cases, their documents and their rooms, for every role: the services other modules call, the `cases`
 * queue's processor (a received payment marks its case paid; it runs where WorkerModule starts the
 * workers), and the retention rules of the case files and the submission claims. The routes are
 * CasesApiModule's.
 */
@Module({
  imports: [DocumentsModule],
  providers: [
    CasesService,
    PayableCasesService,
    CasesRepository,
    CaseRoomService,
    CaseRoomRepository,
    CaseAppealFactsService,
    CasesProcessor,
    CasesRetention,
    SubmissionClaimsRetention,
  ],
  exports: [CasesService, PayableCasesService, CaseRoomService, CaseAppealFactsService],
})
export class CasesModule {}
