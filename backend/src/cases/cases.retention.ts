import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { RegisterRetentionRule, type RetentionCounts, type RetentionRule } from '../core/retention/retention-rule';
import { DocumentsService } from '../documents/documents.service';

/**
 * Cases untouched since $1, by the case's own dates: its row (a status change, a received payment
 * and a link's changes all set `updated_at`), its history and notes, and its room's messages and
 * document requests.
 */
const OLD_CASES = `
  from application a
  where a.updated_at < $1
    and not exists (
      select 1 from case_history h where h.application_id = a.id and h.at >= $1
      union all select 1 from case_note n where n.application_id = a.id and n.created_at >= $1
      union all select 1 from case_message m where m.application_id = a.id and m.created_at >= $1
      union all select 1 from document_request r where r.application_id = a.id and coalesce(r.fulfilled_at, r.created_at) >= $1)`;

/**
 * Case files: a case whose last change is older than RETENTION_CASE_FILES_YEARS goes with everything
 * the cases module filed under it: its documents (the files in storage first), history, notes, room
 * and submission claims (their rows cascade from the case; all are this module's tables). Other
 * modules' rows about the case go by their own rules and dates (payments, conversions, e-mails;
 * ADR 0016): a received payment is a change of the case (`payment_received`), so a case paid within
 * the period stays without this rule asking payments. A batch is locked, its files removed, then its
 * rows, in one transaction: if storage fails, nothing is deleted and the next run tries again.
 */
@Injectable()
@RegisterRetentionRule({ order: 10 })
export class CasesRetention implements RetentionRule {
  readonly name = 'cases';
  readonly period = 'caseFiles' as const;

  constructor(
    private readonly sql: SqlClient,
    private readonly documents: DocumentsService,
  ) {}

  async count(cutoff: Date): Promise<RetentionCounts> {
    const [row] = await this.sql.query<{ cases: number; documents: number }>(
      'retention-cases-count',
      `select count(*)::int as cases, coalesce(sum((select count(*) from application_document d where d.application_id = a.id)), 0)::int as documents
       ${OLD_CASES}`,
      [cutoff],
    );
    return { cases: row?.cases ?? 0, documents: row?.documents ?? 0 };
  }

  async purge(cutoff: Date, limit: number): Promise<{ removed: number; counts: RetentionCounts }> {
    return this.sql.transaction(async (tx) => {
      const cases = await tx.query<{ id: string }>(
        'retention-cases-lock',
        `select a.id ${OLD_CASES} order by a.updated_at limit $2 for update of a skip locked`,
        [cutoff, limit],
      );
      if (cases.length === 0) return { removed: 0, counts: { cases: 0, documents: 0 } };
      const ids = cases.map((row) => row.id);
      const files = await tx.query<{ storage_key: string }>(
        'retention-cases-files',
        `select storage_key from application_document where application_id = any($1::uuid[])`,
        [ids],
      );
      await this.documents.discard(files.map((file) => file.storage_key));
      // Documents, history, notes, the room's requests and messages, claims: the cases module's own rows cascade.
      await tx.query('retention-cases-delete', `delete from application where id = any($1::uuid[])`, [ids]);
      return { removed: ids.length, counts: { cases: ids.length, documents: files.length } };
    });
  }
}
