import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { SqlClient } from '../core/database/sql-client';
import { outboxInsertSelect } from '../core/events/outbox.sql';
import type { CreatedCase, NewCase } from './new-case';

/*
 * The application, its documents and its `case.submitted` event go in as one prepared statement:
 * data-modifying CTEs run exactly once and commit together, and one round trip instead of
 * BEGIN/INSERT/INSERT/COMMIT keeps intake fast under load (see scripts/bench/intake.ts).
 */
const INSERT_CASE_SQL = `
with app as (
  insert into application (id, first_name, last_name, email, phone, platform, deactivation_date,
    deactivation_reason, attempted_reactivation, support_response, description, document_urls, locale, source, work_state)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $16)
  returning id, case_number
), docs as (
  insert into application_document (id, application_id, storage_key, original_name, content_type, size_bytes)
  select d.id, app.id, d.storage_key, d.original_name, d.content_type, d.size_bytes
  from app, jsonb_to_recordset($15::jsonb) as d(id uuid, storage_key text, original_name text, content_type text, size_bytes integer)
), event as (
  ${outboxInsertSelect('case.submitted', "jsonb_build_object('applicationId', app.id, 'caseNumber', app.case_number)", 'app')}
)
select id, case_number from app`;

@Injectable()
export class CasesRepository {
  constructor(private readonly sql: SqlClient) {}

  async insertWithEvent(input: NewCase): Promise<CreatedCase> {
    const documents = input.documents.map((doc) => ({
      id: doc.id,
      storage_key: doc.storageKey,
      original_name: doc.originalName,
      content_type: doc.contentType,
      size_bytes: doc.sizeBytes,
    }));
    const rows = await this.sql.query<{ id: string; case_number: string }>('insert-case', INSERT_CASE_SQL, [
      randomUUID(),
      input.firstName,
      input.lastName,
      input.email,
      input.phone,
      input.platform,
      input.deactivationDate,
      input.deactivationReason,
      input.attemptedReactivation,
      input.supportResponse,
      input.description,
      JSON.stringify(input.documentUrls),
      input.locale,
      input.source,
      JSON.stringify(documents),
      input.state ?? null,
    ]);
    const row = rows[0];
    if (!row) throw new Error('The case insert returned no row');
    return { id: row.id, caseNumber: row.case_number };
  }

  /** Uses application_email_idx. */
  async existsFrom(email: string, since: Date): Promise<boolean> {
    const rows = await this.sql.query(
      'case-exists-from',
      `select 1 from application where lower(email) = lower($1) and created_at >= $2 limit 1`,
      [email, since],
    );
    return rows.length > 0;
  }
}
