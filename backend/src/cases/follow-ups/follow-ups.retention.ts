import { Injectable } from '@nestjs/common';
import { SqlClient } from '../../core/database/sql-client';
import { RegisterRetentionRule } from '../../core/retention/retention-rule';
import { RowRetentionRule } from '../../core/retention/row-retention-rule';

/**
 * Follow-ups raised (ids, kinds and times only): kept for the operations period, then deleted. A row
 * older than that can no longer fire again anyway: the sweep looks back 30 days at most.
 */
@Injectable()
@RegisterRetentionRule({ order: 82 })
export class FollowUpsRetention extends RowRetentionRule {
  readonly name = 'case follow-ups';
  readonly period = 'operations' as const;
  protected readonly table = 'case_follow_up';
  protected readonly oldRows = 'raised_at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
