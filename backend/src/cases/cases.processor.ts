import { Logger } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { EventProcessor, type EventHandlers } from '../core/events/event-processor';
import { QUEUES } from '../core/queue/queues';
import { CaseAppealFactsService } from './case-appeal-facts.service';
import { PayableCasesService } from './payable-cases.service';

/**
 * The cases module's reactions to other modules' events: a received payment marks its case paid, a
 * refund moves it to (partially) refunded, a card dispute's opening and closing go into its history, and
 * the appeal's recorded filing moves it to appeal_filed.
 */
@Processor(QUEUES.cases, { concurrency: 2 })
export class CasesProcessor extends EventProcessor<typeof QUEUES.cases> {
  protected readonly handlers: EventHandlers<typeof QUEUES.cases>;
  private readonly logger = new Logger(CasesProcessor.name);

  constructor(payableCases: PayableCasesService, appealFacts: CaseAppealFactsService) {
    super();
    this.handlers = {
      'payment.succeeded': async (job) => {
        const moved = await payableCases.markPaid(job.payload.applicationId);
        if (!moved)
          this.logger.log(
            `payment.succeeded ${job.eventId}: case ${job.payload.applicationId} not moved (paid already, moved on, or gone)`,
          );
      },
      'payment.refunded': async (job) => {
        const { applicationId, refundId, fullyRefunded } = job.payload;
        if (!(await payableCases.markRefunded(applicationId, refundId, fullyRefunded)))
          this.logger.log(`payment.refunded ${job.eventId}: refund ${refundId} recorded before (or the case is gone)`);
      },
      'payment.dispute_opened': async (job) => {
        await payableCases.recordDispute(job.payload.applicationId, 'dispute_opened', job.payload.disputeId);
      },
      'payment.dispute_closed': async (job) => {
        await payableCases.recordDispute(job.payload.applicationId, 'dispute_closed', job.payload.disputeId);
      },
      // The filing's day starts the "waiting for the platform" step (once; a case past it stays).
      'appeal.filed': async (job) => {
        const { applicationId, filedOn, actor } = job.payload;
        if (!(await appealFacts.markAppealFiled(applicationId, filedOn, actor)))
          this.logger.log(`appeal.filed ${job.eventId}: case ${applicationId} not moved (not paid or in progress, or gone)`);
      },
    };
  }
}
