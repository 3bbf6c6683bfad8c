import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RowRetentionRule } from '../../retention/retention-rule';

/** Outbox events whose jobs all finished; unfinished ones are never deleted, whatever their age. */
@Injectable()
export class OutboxRetention extends RowRetentionRule {
  readonly name = 'finished outbox events';
  readonly period = 'operations' as const;
  protected readonly table = 'outbox_event';
  protected readonly oldRows = 'finished_at < ?';

  constructor(em: EntityManager) {
    super(em);
  }
}
