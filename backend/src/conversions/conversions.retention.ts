import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RowRetentionRule } from '../retention/retention-rule';

/** Recorded ad conversions are usage data: kept RETENTION_USAGE_DATA_YEARS. */
@Injectable()
export class ConversionsRetention extends RowRetentionRule {
  readonly name = 'ad conversions';
  readonly period = 'usageData' as const;
  protected readonly table = 'conversion';
  protected readonly oldRows = 'recorded_at < ?';

  constructor(em: EntityManager) {
    super(em);
  }
}
