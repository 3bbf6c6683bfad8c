import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RegisterRetentionRule } from '../core/retention/retention-rule';
import { RowRetentionRule } from '../core/retention/row-retention-rule';

/**
 * Claims of submissions (ADR 0024) that expired more than the operational period ago: they only
 * told a retry from a new case, and their fingerprint is a hash of what a visitor wrote. Live
 * claims are never old enough; the case's own claims otherwise go with the case.
 */
@Injectable()
@RegisterRetentionRule({ order: 110 })
export class SubmissionClaimsRetention extends RowRetentionRule {
  readonly name = 'expired submission claims';
  readonly period = 'operations' as const;
  protected readonly table = 'submission_claim';
  protected readonly oldRows = 'expires_at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
