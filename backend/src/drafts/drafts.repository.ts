import { Injectable } from '@nestjs/common';
import type { DraftFields, Locale } from '@reactivation/contracts';
import { SqlClient } from '../core/database/sql-client';
import { outboxInsertSelect } from '../core/events/outbox.sql';

export interface DraftRow {
  id: string;
  token: string;
  email: string;
  locale: Locale;
  step: 1 | 2;
  fields: DraftFields;
  created_at: string;
  saved_at: string;
  reminded_at: string | null;
  /** Whether DRAFT_TTL_DAYS have passed since the last save. */
  expired: boolean;
}

export interface DraftContent {
  email: string;
  locale: Locale;
  step: 1 | 2;
  fields: DraftFields;
}

const COLUMNS = `id, token, email, locale, step, fields, created_at, saved_at, reminded_at,
  saved_at < now() - make_interval(days => $2) as expired`;

/**
 * Marks the drafts left unsaved for $1 seconds (and not expired) as reminded, and raises
 * `draft.abandoned` for each, in one statement: a draft is picked once, by one worker.
 */
const MARK_LEFT_SQL = `
with due as (
  select id from application_draft
  where reminded_at is null and saved_at < now() - make_interval(secs => $1) and saved_at > now() - make_interval(days => $2)
  order by saved_at limit $3
  for update skip locked
), marked as (
  update application_draft d set reminded_at = now() from due where d.id = due.id returning d.id
), event as (
  ${outboxInsertSelect('draft.abandoned', "jsonb_build_object('draftId', marked.id)", 'marked')}
)
select count(*)::int as n from marked`;

/** The application_draft table. */
@Injectable()
export class DraftsRepository {
  constructor(private readonly sql: SqlClient) {}

  async create(token: string, draft: DraftContent): Promise<{ saved_at: string }> {
    const rows = await this.sql.query<{ saved_at: string }>(
      'draft-create',
      `insert into application_draft (token, email, locale, step, fields) values ($1, $2, $3, $4, $5::jsonb) returning saved_at`,
      [token, draft.email, draft.locale, draft.step, JSON.stringify(draft.fields)],
    );
    return rows[0]!;
  }

  /** Null when there is no live draft with this token (none, or expired: an expired one is not brought back). */
  async save(token: string, draft: DraftContent, ttlDays: number): Promise<{ saved_at: string } | null> {
    const rows = await this.sql.query<{ saved_at: string }>(
      'draft-save',
      `update application_draft set email = $3, locale = $4, step = $5, fields = $6::jsonb, saved_at = now()
       where token = $1 and saved_at >= now() - make_interval(days => $2)
       returning saved_at`,
      [token, ttlDays, draft.email, draft.locale, draft.step, JSON.stringify(draft.fields)],
    );
    return rows[0] ?? null;
  }

  async findByToken(token: string, ttlDays: number): Promise<DraftRow | null> {
    const rows = await this.sql.query<DraftRow>('draft-by-token', `select ${COLUMNS} from application_draft where token = $1`, [token, ttlDays]);
    return rows[0] ?? null;
  }

  async findById(id: string, ttlDays: number): Promise<DraftRow | null> {
    const rows = await this.sql.query<DraftRow>('draft-by-id', `select ${COLUMNS} from application_draft where id = $1`, [id, ttlDays]);
    return rows[0] ?? null;
  }

  async deleteByToken(token: string): Promise<boolean> {
    return (await this.sql.query('draft-delete', `delete from application_draft where token = $1 returning id`, [token])).length === 1;
  }

  /** How many drafts it marked (at most `limit`). */
  async markLeft(idleSeconds: number, ttlDays: number, limit: number): Promise<number> {
    const rows = await this.sql.query<{ n: number }>('draft-mark-left', MARK_LEFT_SQL, [idleSeconds, ttlDays, limit]);
    return rows[0]?.n ?? 0;
  }
}
