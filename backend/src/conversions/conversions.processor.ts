import { Inject, Logger } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { FEE_AMOUNT_CENTS } from '@reactivation/contracts';
import { EventProcessor, type EventHandlers } from '../core/events/event-processor';
import { QUEUES } from '../core/queue/queues';
import { PaymentsService } from '../payments/payments.service';
import { CONVERSION_SINK, type ConversionSink } from './conversion-sink.port';

/** Records a conversion for each received payment. */
@Processor(QUEUES.conversions, { concurrency: 2 })
export class ConversionsProcessor extends EventProcessor<typeof QUEUES.conversions> {
  protected readonly handlers: EventHandlers<typeof QUEUES.conversions>;
  private readonly logger = new Logger(ConversionsProcessor.name);

  constructor(payments: PaymentsService, @Inject(CONVERSION_SINK) sink: ConversionSink) {
    super();
    this.handlers = {
      'payment.succeeded': async (job) => {
        const paid = await payments.receivedPayment(job.payload.paymentId);
        if (!paid) {
          this.logger.warn(
            `payment.succeeded ${job.eventId}: payment ${job.payload.paymentId} is not a received payment, nothing recorded`,
          );
          return;
        }
        await sink.record({
          transactionId: paid.caseNumber,
          applicationId: paid.applicationId,
          value: FEE_AMOUNT_CENTS / 100,
          currency: paid.currency.toUpperCase(),
        });
      },
    };
  }
}
