import { Logger } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { EventProcessor, type EventHandlers } from '../core/events/event-processor';
import { QUEUES } from '../core/queue/queues';
import { PayableCasesService } from './payable-cases.service';

/** The cases module's reactions to other modules' events: a received payment marks its case paid. */
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
    };
  }
}
