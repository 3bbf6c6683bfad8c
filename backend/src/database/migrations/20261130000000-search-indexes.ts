import { Migration } from '@mikro-orm/migrations';

/**
 * Staff search flat with the table's size (issue 26, cases/admin/admin-list-sql.ts).
 *
 * - The names, e-mail and platform, lower-cased and joined by a separator no one can type, are a
 *   stored column, `person_search`, with the trigram index application_person_search_idx (a rare
 *   term: the few matching rows by bitmap).
 * - The two indexes the list walks newest first, (created_at, id) and (status, created_at, id), carry
 *   that column, the status, the owner and the case number, so a common term (a last name, a
 *   platform) is filtered inside the index: the page's ids come from an index-only scan that reads
 *   about 51 / (share of matching rows) index entries whatever the table's size, and only the page's
 *   rows are read from the table. Before, every candidate row was read from the table.
 * - The case number: lower-cased, in a trigram index (`000217`) and in a text_pattern_ops index,
 *   whose range scan answers a term starting with `d`, which can only be a prefix of a case number.
 *   The old single trigram index over all five fields answered `DR-2026-0001` by intersecting
 *   trigrams every row has (`dr-`, `-20`, `000`): 64 ms at a million cases.
 */
export class Migration20261130000000SearchIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table application add column person_search text generated always as
        (lower(first_name || chr(31) || last_name || chr(31) || email || chr(31) || platform)) stored`);
    this.addSql(`create index application_person_search_idx on application using gin (person_search gin_trgm_ops)`);
    this.addSql(`create index application_case_number_search_idx on application using gin ((lower(case_number)) gin_trgm_ops)`);
    this.addSql(`create index application_case_number_prefix_idx on application ((lower(case_number)) text_pattern_ops)`);
    // A finer histogram of the case numbers: with the default 100 buckets a prefix naming 100 cases
    // was estimated at 10 000, and the planner walked the whole list instead of the prefix's range.
    this.addSql(`alter index application_case_number_prefix_idx alter column 1 set statistics 1000`);
    this.addSql(`drop index application_search_idx`);
    this.addSql(`drop index application_created_at_idx`);
    this.addSql(`
      create index application_created_at_idx on application (created_at desc, id desc)
        include (status, owner_id, person_search, case_number)`);
    this.addSql(`drop index application_status_created_at_idx`);
    this.addSql(`
      create index application_status_created_at_idx on application (status, created_at desc, id desc)
        include (owner_id, person_search, case_number)`);
  }
}
