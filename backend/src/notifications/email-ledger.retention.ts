import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RowRetentionRule } from '../retention/retention-rule';

/** The e-mail ledger records who was sent what: communications. Its rows outlive any re-drive of their event. */
@Injectable()
export class EmailLedgerRetention extends RowRetentionRule {
  readonly name = 'e-mail ledger entries';
  readonly period = 'communications' as const;
  protected readonly table = 'email_delivery';
  protected readonly oldRows = 'created_at < ?';

  constructor(em: EntityManager) {
    super(em);
  }
}
