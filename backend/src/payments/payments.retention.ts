import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RegisterRetentionRule } from '../core/retention/retention-rule';
import { RowRetentionRule } from '../core/retention/row-retention-rule';

/**
 * Payments (every attempt) are kept RETENTION_CASE_FILES_YEARS from the payment itself, whatever
 * became of their case: the case goes by its own dates (a received payment is one of them), and a
 * payment record is kept its full period even when the case was closed long before (ADR 0016).
 */
@Injectable()
@RegisterRetentionRule({ order: 20 })
export class PaymentsRetention extends RowRetentionRule {
  readonly name = 'payments';
  readonly period = 'caseFiles' as const;
  protected readonly table = 'payment';
  protected readonly oldRows = 'coalesce(succeeded_at, created_at) < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
