import { Logger } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { EventProcessor, type EventHandlers } from '../core/events/event-processor';
import { QUEUES } from '../core/queue/queues';
import { PayableCasesService } from './payable-cases.service';

/**
 * The cases module's reactions to other modules' events: a received payment marks its case paid, a
 * refund moves it to (partially) refunded, and a card dispute's opening and closing go into its history.
 */
@Processor(QUEUES.cases, { concurrency: 2 })
export class CasesProcessor extends EventProcessor<typeof QUEUES.cases> {
  protected readonly handlers: EventHandlers<typeof QUEUES.cases>;
  private readonly logger = new Logger(CasesProcessor.name);

  constructor(payableCases: PayableCasesService) {
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
    };
  }
}
