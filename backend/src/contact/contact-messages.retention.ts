import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RegisterRetentionRule } from '../core/retention/retention-rule';
import { RowRetentionRule } from '../core/retention/row-retention-rule';

/** Contact-form messages are communications: kept RETENTION_COMMUNICATIONS_YEARS. */
@Injectable()
@RegisterRetentionRule({ order: 60 })
export class ContactMessagesRetention extends RowRetentionRule {
  readonly name = 'contact messages';
  readonly period = 'communications' as const;
  protected readonly table = 'contact_message';
  protected readonly oldRows = 'created_at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
