import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RegisterRetentionRule } from '../core/retention/retention-rule';
import { RowRetentionRule } from '../core/retention/row-retention-rule';

/** Live chat conversations (their messages go with them) are communications, counted from the last message. */
@Injectable()
@RegisterRetentionRule({ order: 50 })
export class ChatConversationsRetention extends RowRetentionRule {
  readonly name = 'chat conversations';
  readonly period = 'communications' as const;
  protected readonly table = 'chat_session';
  protected readonly oldRows = 'updated_at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
