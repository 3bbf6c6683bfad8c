import { Injectable } from '@nestjs/common';
import type { MacroDocumentRequest, StaffMacroInput } from '@reactivation/contracts';
import { SqlClient } from '../../core/database/sql-client';
import { outboxInsertSelect } from '../../core/events/outbox.sql';

export interface MacroRow {
  id: string;
  title_ru: string;
  text_en: string;
  text_es: string;
  document_requests: MacroDocumentRequest[];
  target_status: string | null;
  updated_by: string;
  updated_at: string;
}

const COLUMNS = 'id, title_ru, text_en, text_es, document_requests, target_status, updated_by, updated_at';

/*
 * Each edit is ONE statement: the macro's row and its `macro.changed` event (for the journal) commit
 * together or not at all, as the workflow's steps do (ADR 0017).
 */
const INSERT_SQL = `
with created as (
  insert into staff_macro (title_ru, text_en, text_es, document_requests, target_status, created_by, updated_by)
  values ($1, $2, $3, $4::jsonb, $5, $6, $6)
  returning ${COLUMNS}
), event as (
  ${outboxInsertSelect('macro.changed', "jsonb_build_object('macroId', created.id, 'actor', created.updated_by, 'change', 'created', 'title', created.title_ru)", 'created')}
)
select ${COLUMNS} from created`;

const UPDATE_SQL = `
with updated as (
  update staff_macro
  set title_ru = $2, text_en = $3, text_es = $4, document_requests = $5::jsonb, target_status = $6, updated_by = $7, updated_at = now()
  where id = $1
  returning ${COLUMNS}
), event as (
  ${outboxInsertSelect('macro.changed', "jsonb_build_object('macroId', updated.id, 'actor', updated.updated_by, 'change', 'updated', 'title', updated.title_ru)", 'updated')}
)
select ${COLUMNS} from updated`;

const DELETE_SQL = `
with deleted as (
  delete from staff_macro where id = $1 returning id, title_ru
), event as (
  ${outboxInsertSelect('macro.changed', "jsonb_build_object('macroId', deleted.id, 'actor', $2::text, 'change', 'deleted', 'title', deleted.title_ru)", 'deleted')}
)
select id from deleted`;

const APPLIED_SQL = outboxInsertSelect(
  'macro.applied',
  `jsonb_build_object('applicationId', $1::uuid, 'actor', $2::text, 'macroId', $3::uuid, 'title', $4::text,
     'messageSent', $5::boolean, 'requests', $6::int, 'toStatus', $7::text)`,
  '(select 1) as one',
);

/** The `staff_macro` table: staff's saved replies. */
@Injectable()
export class StaffMacrosRepository {
  constructor(private readonly sql: SqlClient) {}

  list(): Promise<MacroRow[]> {
    return this.sql.query<MacroRow>('macros-list', `select ${COLUMNS} from staff_macro order by lower(title_ru), id`, []);
  }

  async find(id: string): Promise<MacroRow | null> {
    return (await this.sql.query<MacroRow>('macros-find', `select ${COLUMNS} from staff_macro where id = $1`, [id]))[0] ?? null;
  }

  async insert(input: StaffMacroInput, actor: string): Promise<MacroRow> {
    const rows = await this.sql.query<MacroRow>('macros-insert', INSERT_SQL, [
      input.titleRu,
      input.textEn,
      input.textEs,
      JSON.stringify(input.documentRequests),
      input.targetStatus,
      actor,
    ]);
    return rows[0]!;
  }

  /** Null when there is no such macro. */
  async update(id: string, input: StaffMacroInput, actor: string): Promise<MacroRow | null> {
    const rows = await this.sql.query<MacroRow>('macros-update', UPDATE_SQL, [
      id,
      input.titleRu,
      input.textEn,
      input.textEs,
      JSON.stringify(input.documentRequests),
      input.targetStatus,
      actor,
    ]);
    return rows[0] ?? null;
  }

  /** False when there is no such macro. */
  async delete(id: string, actor: string): Promise<boolean> {
    return (await this.sql.query('macros-delete', DELETE_SQL, [id, actor])).length === 1;
  }

  /** Raises `macro.applied` for the journal, once the apply's parts are done. */
  async recordApplied(
    applicationId: string,
    actor: string,
    macro: { id: string; title: string },
    parts: { messageSent: boolean; requests: number; toStatus: string | null },
  ): Promise<void> {
    await this.sql.query('macros-applied', APPLIED_SQL, [
      applicationId,
      actor,
      macro.id,
      macro.title,
      parts.messageSent,
      parts.requests,
      parts.toStatus,
    ]);
  }
}
