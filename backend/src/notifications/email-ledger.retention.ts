import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RegisterRetentionRule } from '../core/retention/retention-rule';
import { RowRetentionRule } from '../core/retention/row-retention-rule';

/** The e-mail ledger records who was sent what: communications. Its rows outlive any re-drive of their event. */
@Injectable()
@RegisterRetentionRule({ order: 70 })
export class EmailLedgerRetention extends RowRetentionRule {
  readonly name = 'e-mail ledger entries';
  readonly period = 'communications' as const;
  protected readonly table = 'email_delivery';
  protected readonly oldRows = 'created_at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
