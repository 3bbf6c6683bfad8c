import { Migration } from '@mikro-orm/migrations';

/**
 * What makes a retried submission the case it retries (owned by the cases module, ADR 0024): each
 * new case claims its answers' fingerprint (`fp:…`, for SUBMISSION_DUPLICATE_WINDOW_SECONDS) and the
 * Idempotency-Key it came with (`key:…`, for IDEMPOTENCY_KEY_TTL_HOURS), in the statement that stores
 * it. The primary key is the gate: a second claim of a live one finds the row and makes no case.
 * An expired claim is taken over by the next case with the same claim, and deleted by the retention job.
 */
export class Migration20261126100100SubmissionClaim extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table submission_claim (
        claim text primary key,
        application_id uuid not null references application (id) on delete cascade,
        -- The answers' fingerprint: a key sent again with other answers is refused.
        fingerprint text not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      )`);
    this.addSql(`create index submission_claim_application_idx on submission_claim (application_id)`);
    this.addSql(`create index submission_claim_expires_idx on submission_claim (expires_at)`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table submission_claim`);
  }
}
