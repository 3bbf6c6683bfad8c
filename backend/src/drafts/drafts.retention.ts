import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RegisterRetentionRule } from '../core/retention/retention-rule';
import { RowRetentionRule } from '../core/retention/row-retention-rule';

/** Unfinished home forms go DRAFT_TTL_DAYS (7) after their last save, as the form and the e-mail say. */
@Injectable()
@RegisterRetentionRule({ order: 40 })
export class DraftsRetention extends RowRetentionRule {
  readonly name = 'drafts';
  readonly period = 'drafts' as const;
  protected readonly table = 'application_draft';
  protected readonly oldRows = 'saved_at < $1';

  constructor(sql: SqlClient) {
    super(sql);
  }
}
