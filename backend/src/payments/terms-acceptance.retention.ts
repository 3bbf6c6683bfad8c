import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RegisterRetentionRule } from '../core/retention/retention-rule';
import { RowRetentionRule } from '../core/retention/row-retention-rule';

/**
 * Accepted service agreements are kept RETENTION_CASE_FILES_YEARS from the acceptance, as the payment it
 * allowed is from the payment (refunds and disputes go with their payment, by its foreign key).
 */
@Injectable()
@RegisterRetentionRule({ order: 21 })
export class TermsAcceptanceRetention extends RowRetentionRule {
  readonly name = 'service agreements';
  readonly period = 'caseFiles' as const;
  protected readonly table = 'terms_acceptance';
  protected readonly oldRows = 'accepted_at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
