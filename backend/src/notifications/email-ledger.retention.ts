import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RowRetentionRule } from '../retention/retention-rule';

/** The e-mail ledger records who was sent what: communications. Its rows outlive any re-drive of their event. */
@Injectable()
export class EmailLedgerRetention extends RowRetentionRule {
  readonly name = 'e-mail ledger entries';
  readonly period = 'communications' as const;
  protected readonly table = 'email_delivery';
  protected readonly oldRows = 'created_at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
