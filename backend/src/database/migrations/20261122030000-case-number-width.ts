import { Migration } from '@mikro-orm/migrations';

/**
 * Case numbers kept growing past six digits: `lpad(n, 6, '0')` cuts a longer number to six
 * characters, so from the millionth case every new number would have collided with an old one
 * and the intake would have refused it. Six digits stay the minimum, never the maximum.
 */
export class Migration20261122030000CaseNumberWidth extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function next_case_number() returns text language sql volatile as $$
        select 'DR-' || to_char(now() at time zone 'utc', 'YYYY') || '-' || lpad(n::text, greatest(6, length(n::text)), '0')
        from nextval('case_number_seq') as n
      $$`);
    this.addSql(`alter table application alter column case_number set default next_case_number()`);
  }
}
