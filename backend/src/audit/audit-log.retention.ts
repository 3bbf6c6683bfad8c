import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RegisterRetentionRule } from '../core/retention/retention-rule';
import { RowRetentionRule } from '../core/retention/row-retention-rule';

/** Staff actions are kept as long as the case files they act on (RETENTION_CASE_FILES_YEARS). */
@Injectable()
@RegisterRetentionRule({ order: 30 })
export class AuditLogRetention extends RowRetentionRule {
  readonly name = 'audit log entries';
  readonly period = 'caseFiles' as const;
  protected readonly table = 'audit_log';
  protected readonly oldRows = 'at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
