import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { CLOCK, systemClock } from '../core/clock/clock';
import { CaseAppealFactsService } from './case-appeal-facts.service';
import { CasesProcessor } from './cases.processor';
import { CasesRepository } from './cases.repository';
import { CasesRetention } from './cases.retention';
import { CasesService } from './cases.service';
import { PayableCasesService } from './payable-cases.service';
import { CaseOutcomesRepository } from './outcome/case-outcomes.repository';
import { CaseOutcomesService } from './outcome/case-outcomes.service';
import { CaseSatisfactionRetention } from './outcome/case-satisfaction.retention';
import { SatisfactionLinks } from './outcome/satisfaction-links';
import { CaseRoomRepository } from './room/case-room.repository';
import { CaseRoomService } from './room/case-room.service';
import { SubmissionClaimsRetention } from './submission-claims.retention';
import { AppealDeadlinesRepository } from './deadlines/appeal-deadlines.repository';
import { AppealDeadlinesService } from './deadlines/appeal-deadlines.service';
import { DeadlineRemindersRetention } from './deadlines/deadline-reminders.retention';
import { FollowUpsRepository } from './follow-ups/follow-ups.repository';
import { FollowUpsRetention } from './follow-ups/follow-ups.retention';
import { FollowUpsService } from './follow-ups/follow-ups.service';

/**
 * Cases, their documents, their rooms and their outcomes, for every role: the services other modules call, the `cases`
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
    CaseOutcomesService,
    CaseOutcomesRepository,
    SatisfactionLinks,
    CaseSatisfactionRetention,
    AppealDeadlinesService,
    AppealDeadlinesRepository,
    DeadlineRemindersRetention,
    FollowUpsService,
    FollowUpsRepository,
    FollowUpsRetention,
    // Tests move it to a later day instead of waiting for one.
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: [
    CasesService,
    PayableCasesService,
    CaseRoomService,
    CaseOutcomesService,
    AppealDeadlinesService,
    CaseAppealFactsService,
    FollowUpsService,
  ],
})
export class CasesModule {}
