import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RegisterRetentionRule } from '../core/retention/retention-rule';
import { RowRetentionRule } from '../core/retention/row-retention-rule';

/** The texts' ledger records who was texted what: communications, like the e-mail ledger. */
@Injectable()
@RegisterRetentionRule({ order: 75 })
export class TextLedgerRetention extends RowRetentionRule {
  readonly name = 'text message ledger entries';
  readonly period = 'communications' as const;
  protected readonly table = 'text_delivery';
  protected readonly oldRows = 'created_at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}

/**
 * Consents, withdrawals and renewals are the proof of what a client agreed to: kept as long as the
 * case files they cover (caseFiles), then deleted oldest first, so a number's newest word outlives
 * the older ones.
 */
@Injectable()
@RegisterRetentionRule({ order: 76 })
export class TextConsentRetention extends RowRetentionRule {
  readonly name = 'text message consents';
  readonly period = 'caseFiles' as const;
  protected readonly table = 'text_consent';
  protected readonly oldRows = 'created_at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
