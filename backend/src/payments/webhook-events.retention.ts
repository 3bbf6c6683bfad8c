import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RowRetentionRule } from '../retention/retention-rule';

/** Receipts of Stripe webhook events: they only stop a redelivery from counting twice, which Stripe gives up after 3 days. */
@Injectable()
export class WebhookEventsRetention extends RowRetentionRule {
  readonly name = 'Stripe webhook receipts';
  readonly period = 'operations' as const;
  protected readonly table = 'payment_webhook_event';
  protected readonly oldRows = 'received_at < ?';

  constructor(em: EntityManager) {
    super(em);
  }
}
