import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RowRetentionRule } from '../retention/retention-rule';

/** Contact-form messages are communications: kept RETENTION_COMMUNICATIONS_YEARS. */
@Injectable()
export class ContactMessagesRetention extends RowRetentionRule {
  readonly name = 'contact messages';
  readonly period = 'communications' as const;
  protected readonly table = 'contact_message';
  protected readonly oldRows = 'created_at < ?';

  constructor(em: EntityManager) {
    super(em);
  }
}
