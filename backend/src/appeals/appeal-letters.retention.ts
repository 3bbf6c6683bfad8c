import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RegisterRetentionRule } from '../core/retention/retention-rule';
import { RowRetentionRule } from '../core/retention/row-retention-rule';

/**
 * Appeal letters are part of the case file (RETENTION_CASE_FILES_YEARS), counted from the letter's
 * last change; their versions go with them (the version table's own foreign key, in this module).
 */
@Injectable()
@RegisterRetentionRule({ order: 15 })
export class AppealLettersRetention extends RowRetentionRule {
  readonly name = 'appeal letters';
  readonly period = 'caseFiles' as const;
  protected readonly table = 'appeal_letter';
  protected readonly oldRows = 'updated_at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
