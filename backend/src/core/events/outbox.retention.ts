import { Injectable } from '@nestjs/common';
import { SqlClient } from '../database/sql-client';
import { RegisterRetentionRule } from '../retention/retention-rule';
import { RowRetentionRule } from '../retention/row-retention-rule';

/** Outbox events whose jobs all finished; unfinished ones are never deleted, whatever their age. */
@Injectable()
@RegisterRetentionRule({ order: 100 })
export class OutboxRetention extends RowRetentionRule {
  readonly name = 'finished outbox events';
  readonly period = 'operations' as const;
  protected readonly table = 'outbox_event';
  protected readonly oldRows = 'finished_at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
