import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RegisterRetentionRule } from '../core/retention/retention-rule';
import { RowRetentionRule } from '../core/retention/row-retention-rule';

/** Receipts of Stripe webhook events: they only stop a redelivery from counting twice, which Stripe gives up after 3 days. */
@Injectable()
@RegisterRetentionRule({ order: 120 })
export class WebhookEventsRetention extends RowRetentionRule {
  readonly name = 'Stripe webhook receipts';
  readonly period = 'operations' as const;
  protected readonly table = 'payment_webhook_event';
  protected readonly oldRows = 'received_at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
