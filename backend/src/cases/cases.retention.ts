import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DocumentsService } from '../documents/documents.service';
import type { RetentionCounts, RetentionRule } from '../retention/retention-rule';

/**
 * Case files: a case whose last change (status, note, payment) is older than RETENTION_CASE_FILES_YEARS
 * goes with everything filed under it: its documents (the files in storage first), payments,
 * conversions, notes and history. A batch is locked, its files removed, then its rows, in one
 * transaction: if storage fails, nothing is deleted and the next run tries again.
 */
@Injectable()
export class CasesRetention implements RetentionRule {
  readonly name = 'cases';
  readonly period = 'caseFiles' as const;

  constructor(
    private readonly em: EntityManager,
    private readonly documents: DocumentsService,
  ) {}

  /** Cases untouched since `?` (twice: the case, then what hangs off it). */
  private static readonly OLD_CASES = `
    from application a
    where a.updated_at < ?
      and not exists (
        select 1 from case_history h where h.application_id = a.id and h.at >= ?
        union all select 1 from case_note n where n.application_id = a.id and n.created_at >= ?
        union all select 1 from payment p where p.application_id = a.id and p.created_at >= ?)`;

  async count(cutoff: Date): Promise<RetentionCounts> {
    const [row] = await this.em.getConnection().execute<{ cases: number; documents: number }[]>(
      `select count(*)::int as cases, coalesce(sum((select count(*) from application_document d where d.application_id = a.id)), 0)::int as documents
       ${CasesRetention.OLD_CASES}`,
      [cutoff, cutoff, cutoff, cutoff],
    );
    return { cases: row?.cases ?? 0, documents: row?.documents ?? 0 };
  }

  async purge(cutoff: Date, limit: number): Promise<{ removed: number; counts: RetentionCounts }> {
    return this.em.fork().transactional(async (tx) => {
      const cases = await tx.execute<{ id: string }[]>(
        `select a.id ${CasesRetention.OLD_CASES} order by a.updated_at limit ? for update of a skip locked`,
        [cutoff, cutoff, cutoff, cutoff, limit],
      );
      if (cases.length === 0) return { removed: 0, counts: { cases: 0, documents: 0 } };
      const ids = cases.map((row) => row.id);
      const files = await tx.execute<{ storage_key: string }[]>(`select storage_key from application_document where application_id in (?)`, [ids]);
      await this.documents.discard(files.map((file) => file.storage_key));
      // Payments refuse a cascade on purpose (a case with money on it is not deleted by accident): here it is meant.
      await tx.execute(`delete from payment where application_id in (?)`, [ids]);
      await tx.execute(`delete from application where id in (?)`, [ids]); // documents, notes, history, conversions cascade
      return { removed: ids.length, counts: { cases: ids.length, documents: files.length } };
    });
  }
}
