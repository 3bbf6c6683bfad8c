import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { DocumentsService } from '../documents/documents.service';
import { PaymentsService } from '../payments/payments.service';
import type { RetentionCounts, RetentionRule } from '../retention/retention-rule';

/** Cases untouched since $1 (the case, then what hangs off it), leaving out the cases listed in $2. */
const OLD_CASES = `
  from application a
  where a.updated_at < $1
    and a.id <> all($2::uuid[])
    and not exists (
      select 1 from case_history h where h.application_id = a.id and h.at >= $1
      union all select 1 from case_note n where n.application_id = a.id and n.created_at >= $1)`;

/**
 * Case files: a case whose last change (status, note, payment) is older than RETENTION_CASE_FILES_YEARS
 * goes with everything filed under it: its documents (the files in storage first), payments,
 * conversions, notes and history. Which cases had a payment since is the payments module's answer,
 * and it deletes its own rows. A batch is locked, its files removed, then its rows, in one
 * transaction: if storage fails, nothing is deleted and the next run tries again.
 */
@Injectable()
export class CasesRetention implements RetentionRule {
  readonly name = 'cases';
  readonly period = 'caseFiles' as const;

  constructor(
    private readonly sql: SqlClient,
    private readonly documents: DocumentsService,
    private readonly payments: PaymentsService,
  ) {}

  async count(cutoff: Date): Promise<RetentionCounts> {
    const paidSince = await this.payments.casesWithPaymentsSince(cutoff);
    const [row] = await this.sql.query<{ cases: number; documents: number }>(
      'retention-cases-count',
      `select count(*)::int as cases, coalesce(sum((select count(*) from application_document d where d.application_id = a.id)), 0)::int as documents
       ${OLD_CASES}`,
      [cutoff, paidSince],
    );
    return { cases: row?.cases ?? 0, documents: row?.documents ?? 0 };
  }

  async purge(cutoff: Date, limit: number): Promise<{ removed: number; counts: RetentionCounts }> {
    const paidSince = await this.payments.casesWithPaymentsSince(cutoff);
    return this.sql.transaction(async (tx) => {
      const cases = await tx.query<{ id: string }>(
        'retention-cases-lock',
        `select a.id ${OLD_CASES} order by a.updated_at limit $3 for update of a skip locked`,
        [cutoff, paidSince, limit],
      );
      if (cases.length === 0) return { removed: 0, counts: { cases: 0, documents: 0 } };
      const ids = cases.map((row) => row.id);
      const files = await tx.query<{ storage_key: string }>(
        'retention-cases-files',
        `select storage_key from application_document where application_id = any($1::uuid[])`,
        [ids],
      );
      await this.documents.discard(files.map((file) => file.storage_key));
      await this.payments.deletePaymentsOfCases(ids, tx);
      await tx.query('retention-cases-delete', `delete from application where id = any($1::uuid[])`, [ids]); // documents, notes, history, conversions cascade
      return { removed: ids.length, counts: { cases: ids.length, documents: files.length } };
    });
  }
}
