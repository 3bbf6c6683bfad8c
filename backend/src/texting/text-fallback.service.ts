import { Injectable, Logger } from '@nestjs/common';
import type { DomainEventJob } from '../core/events/domain-events';
import { TextLedger } from './text-ledger.service';

/** A text the provider could not deliver goes to the client by e-mail, with the same words. */
@Injectable()
export class TextFallbackService {
  private readonly logger = new Logger(TextFallbackService.name);

  constructor(private readonly ledger: TextLedger) {}

  async onDeliveryFailed(job: DomainEventJob<'text.delivery_failed'>): Promise<void> {
    const failed = await this.ledger.failed(job.payload.deliveryId);
    if (!failed) return;
    this.logger.warn(`Text ${job.payload.deliveryId} of case ${failed.applicationId} was not delivered`);
  }
}
