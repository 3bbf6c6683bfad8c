import { Injectable } from '@nestjs/common';
import { SqlClient } from '../../core/database/sql-client';
import { RegisterRetentionRule } from '../../core/retention/retention-rule';
import { RowRetentionRule } from '../../core/retention/row-retention-rule';

/**
 * Satisfaction answers are the client's words about us: kept for the communications period from
 * the answer, like their messages, then deleted (the report's older periods then count fewer
 * answers). Outcomes have no rule of their own: they are part of the case file and go with the case
 * (their rows cascade from `application` under the cases rule), as do the answers of a deleted case.
 */
@Injectable()
@RegisterRetentionRule({ order: 145 })
export class CaseSatisfactionRetention extends RowRetentionRule {
  readonly name = 'satisfaction answers';
  readonly period = 'communications' as const;
  protected readonly table = 'case_satisfaction';
  protected readonly oldRows = 'answered_at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
