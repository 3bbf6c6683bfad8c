import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RegisterRetentionRule } from '../core/retention/retention-rule';
import { RowRetentionRule } from '../core/retention/row-retention-rule';

/** The chat relay's marks of relayed events: needed only while their event may be published again. */
@Injectable()
@RegisterRetentionRule({ order: 130 })
export class ChatRelayLedgerRetention extends RowRetentionRule {
  readonly name = 'chat relay marks';
  readonly period = 'operations' as const;
  protected readonly table = 'chat_relay_delivery';
  protected readonly oldRows = 'coalesce(sent_at, claimed_at) < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
