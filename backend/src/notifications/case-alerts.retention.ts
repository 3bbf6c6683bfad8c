import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RegisterRetentionRule } from '../core/retention/retention-rule';
import { RowRetentionRule } from '../core/retention/row-retention-rule';

/** Sent case room alerts and their items (ids only, deleted with them): operational records. */
@Injectable()
@RegisterRetentionRule({ order: 80 })
export class CaseAlertsRetention extends RowRetentionRule {
  readonly name = 'case room alerts';
  readonly period = 'operations' as const;
  protected readonly table = 'staff_case_alert';
  protected readonly oldRows = 'created_at < $1 and sent_at is not null';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
