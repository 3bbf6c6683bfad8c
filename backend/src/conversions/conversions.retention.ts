import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RegisterRetentionRule } from '../core/retention/retention-rule';
import { RowRetentionRule } from '../core/retention/row-retention-rule';

/** Recorded ad conversions are usage data: kept RETENTION_USAGE_DATA_YEARS. */
@Injectable()
@RegisterRetentionRule({ order: 90 })
export class ConversionsRetention extends RowRetentionRule {
  readonly name = 'ad conversions';
  readonly period = 'usageData' as const;
  protected readonly table = 'conversion';
  protected readonly oldRows = 'recorded_at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
