import { Injectable } from '@nestjs/common';
import { SqlClient } from '../../core/database/sql-client';
import { RegisterRetentionRule } from '../../core/retention/retention-rule';
import { RowRetentionRule } from '../../core/retention/row-retention-rule';

/**
 * Sent appeal-deadline reminders (ids and dates only): kept while their deadline can still be
 * reminded of, since the row is what stops a second e-mail, then for the operations period after it.
 */
@Injectable()
@RegisterRetentionRule({ order: 81 })
export class DeadlineRemindersRetention extends RowRetentionRule {
  readonly name = 'appeal deadline reminders';
  readonly period = 'operations' as const;
  protected readonly table = 'case_deadline_reminder';
  protected readonly oldRows = 'due_on < $1::date';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
