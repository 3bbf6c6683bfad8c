import { Injectable } from '@nestjs/common';
import type { AppealSummary, EvidenceReason } from '@reactivation/contracts';
import { SqlClient, type SqlRunner } from '../core/database/sql-client';
import { outboxInsertSelect } from '../core/events/outbox.sql';
import type { DomainEvents } from '../core/events/domain-events';

export interface LetterRow {
  application_id: string;
  state: 'draft' | 'final';
  reason: EvidenceReason;
  version: number;
  final_version: number | null;
  finalized_at: string | null;
  summary: AppealSummary | null;
  approved_version: number | null;
  approved_at: string | null;
  change_requested_version: number | null;
  change_requested_at: string | null;
  filed_on: string | null;
  filed_method: string | null;
  filed_reference: string | null;
  filed_by: string | null;
  filed_recorded_at: string | null;
}

export interface VersionRow {
  version: number;
  origin: 'generated' | 'edited' | 'reopened';
  body: string;
  author: string;
  created_at: string;
}

const LETTER_COLUMNS = `application_id, state, reason, version, final_version, finalized_at, summary, approved_version, approved_at,
  change_requested_version, change_requested_at, to_char(filed_on, 'YYYY-MM-DD') as filed_on, filed_method, filed_reference,
  filed_by, filed_recorded_at`;

const LETTER_CHANGED_SQL = outboxInsertSelect(
  'appeal.letter_changed',
  "jsonb_build_object('applicationId', $1::uuid, 'actor', $2::text, 'change', $3::text, 'version', $4::int)",
  '(select 1) as one',
);
const FILED_SQL = outboxInsertSelect(
  'appeal.filed',
  "jsonb_build_object('applicationId', $1::uuid, 'actor', $2::text, 'filedOn', $3::text, 'method', $4::text)",
  '(select 1) as one',
);

/** One locked letter inside a transaction: what it is now, and the writes an action makes to it. */
export class LetterTransaction {
  constructor(
    private readonly tx: SqlRunner,
    readonly applicationId: string,
    readonly current: LetterRow | null,
  ) {}

  /** A new version (the letter's row made on the first one); the letter becomes a draft at that version. */
  async addVersion(input: { reason: EvidenceReason; origin: VersionRow['origin']; body: string; author: string }): Promise<number> {
    const next = (this.current?.version ?? 0) + 1;
    if (this.current) {
      await this.tx.query(
        'appeal-letter-to-draft',
        `update appeal_letter set state = 'draft', reason = $2, version = $3, final_version = null, finalized_at = null, summary = null,
           updated_at = now() where application_id = $1`,
        [this.applicationId, input.reason, next],
      );
    } else {
      await this.tx.query(
        'appeal-letter-create',
        `insert into appeal_letter (application_id, state, reason, version) values ($1, 'draft', $2, $3)`,
        [this.applicationId, input.reason, next],
      );
    }
    await this.tx.query(
      'appeal-letter-version',
      `insert into appeal_letter_version (application_id, version, origin, body, author) values ($1, $2, $3, $4, $5)`,
      [this.applicationId, next, input.origin, input.body, input.author],
    );
    return next;
  }

  async finalize(version: number, summary: AppealSummary): Promise<void> {
    await this.tx.query(
      'appeal-letter-finalize',
      `update appeal_letter set state = 'final', final_version = $2, finalized_at = now(), summary = $3::jsonb, updated_at = now()
       where application_id = $1`,
      [this.applicationId, version, JSON.stringify(summary)],
    );
  }

  async approve(version: number): Promise<void> {
    await this.tx.query(
      'appeal-letter-approve',
      `update appeal_letter set approved_version = $2, approved_at = now(), updated_at = now() where application_id = $1`,
      [this.applicationId, version],
    );
  }

  async changeRequested(version: number): Promise<void> {
    await this.tx.query(
      'appeal-letter-change-requested',
      `update appeal_letter set change_requested_version = $2, change_requested_at = now(), updated_at = now() where application_id = $1`,
      [this.applicationId, version],
    );
  }

  async file(input: { filedOn: string; method: string; reference: string | null; actor: string }): Promise<void> {
    await this.tx.query(
      'appeal-letter-filed',
      `update appeal_letter set filed_on = $2::date, filed_method = $3, filed_reference = $4, filed_by = $5, filed_recorded_at = now(),
         updated_at = now() where application_id = $1`,
      [this.applicationId, input.filedOn, input.method, input.reference, input.actor],
    );
    await this.tx.query('appeal-filed-event', FILED_SQL, [this.applicationId, input.actor, input.filedOn, input.method]);
  }

  /** The staff action's event, for the audit log, in the same transaction as the action. */
  async raise(actor: string, change: DomainEvents['appeal.letter_changed']['change'], version: number): Promise<void> {
    await this.tx.query('appeal-letter-changed-event', LETTER_CHANGED_SQL, [this.applicationId, actor, change, version]);
  }
}

/** The appeals module's tables: a letter per case and every version of it. */
@Injectable()
export class AppealLettersRepository {
  constructor(private readonly sql: SqlClient) {}

  async letter(applicationId: string): Promise<LetterRow | null> {
    const [row] = await this.sql.query<LetterRow>(
      'appeal-letter',
      `select ${LETTER_COLUMNS} from appeal_letter where application_id = $1`,
      [applicationId],
    );
    return row ?? null;
  }

  versions(applicationId: string): Promise<VersionRow[]> {
    return this.sql.query<VersionRow>(
      'appeal-letter-versions',
      `select version, origin, body, author, created_at from appeal_letter_version where application_id = $1 order by version desc`,
      [applicationId],
    );
  }

  async version(applicationId: string, version: number): Promise<VersionRow | null> {
    const [row] = await this.sql.query<VersionRow>(
      'appeal-letter-one-version',
      `select version, origin, body, author, created_at from appeal_letter_version where application_id = $1 and version = $2`,
      [applicationId, version],
    );
    return row ?? null;
  }

  /**
   * Runs `fn` with the case's letter locked (a first version takes a transaction-level advisory lock on
   * the case instead, since there is no row yet), so two staff saves or a save and the client's approval
   * are one after the other: each sees what the other wrote.
   */
  withLetter<T>(applicationId: string, fn: (letter: LetterTransaction) => Promise<T>): Promise<T> {
    return this.sql.transaction(async (tx) => {
      await tx.query('appeal-letter-lock', `select pg_advisory_xact_lock(hashtext('appeal-letter:' || $1))`, [applicationId]);
      const [row] = await tx.query<LetterRow>(
        'appeal-letter-for-update',
        `select ${LETTER_COLUMNS} from appeal_letter where application_id = $1 for update`,
        [applicationId],
      );
      return fn(new LetterTransaction(tx, applicationId, row ?? null));
    });
  }
}
