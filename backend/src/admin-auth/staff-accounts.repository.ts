import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import { outboxInsertSelect } from '../core/events/outbox.sql';

/** A staff member who signs in to the panel. */
export interface StaffAccount {
  id: string;
  username: string;
  passwordHash: string;
  tokenVersion: number;
  totpSecret: string | null;
  totpPendingSecret: string | null;
}

type Row = {
  id: string;
  username: string;
  password_hash: string;
  token_version: number;
  totp_secret: string | null;
  totp_pending_secret: string | null;
};

const COLUMNS = 'id, username, password_hash, token_version, totp_secret, totp_pending_secret';

function toAccount(row: Row | undefined): StaffAccount | null {
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    tokenVersion: row.token_version,
    totpSecret: row.totp_secret,
    totpPendingSecret: row.totp_pending_secret,
  };
}

/** The staff_account table; usernames are unique regardless of case. */
@Injectable()
export class StaffAccountsRepository {
  constructor(private readonly sql: SqlClient) {}

  async findByUsername(username: string): Promise<StaffAccount | null> {
    return toAccount(
      (
        await this.sql.query<Row>('staff-by-username', `select ${COLUMNS} from staff_account where lower(username) = lower($1)`, [
          username,
        ])
      )[0],
    );
  }

  async findById(id: string): Promise<StaffAccount | null> {
    return toAccount((await this.sql.query<Row>('staff-by-id', `select ${COLUMNS} from staff_account where id = $1`, [id]))[0]);
  }

  async count(): Promise<number> {
    const rows = await this.sql.query<{ count: string }>('staff-count', `select count(*) from staff_account`, []);
    return Number(rows[0]?.count ?? 0);
  }

  /** Returns null when the username is taken. */
  async create(username: string, passwordHash: string): Promise<StaffAccount | null> {
    const rows = await this.sql.query<Row>(
      'staff-create',
      `insert into staff_account (username, password_hash) values ($1, $2) on conflict do nothing returning ${COLUMNS}`,
      [username, passwordHash],
    );
    return toAccount(rows[0]);
  }

  /** Ends every token issued so far (log-out), and raises `staff.signed_out` in the same statement. */
  async signOut(id: string): Promise<void> {
    await this.sql.query(
      'staff-sign-out',
      `with ended as (update staff_account set token_version = token_version + 1 where id = $1 returning id, username)
       ${outboxInsertSelect('staff.signed_out', "jsonb_build_object('accountId', ended.id, 'actor', ended.username)", 'ended')}`,
      [id],
    );
  }

  /**
   * Records a sign-in refused after its password or code was checked (`staff.sign_in_failed`, for the
   * audit log): the name as typed (clipped), the account if the name has one, the address.
   */
  async recordFailedSignIn(failure: { name: string; accountId: string | null; address: string; reason: 'password' | 'second_factor' }): Promise<void> {
    await this.sql.query(
      'staff-record-failed-sign-in',
      outboxInsertSelect(
        'staff.sign_in_failed',
        "jsonb_build_object('actor', $1::text, 'accountId', $2::uuid, 'address', $3::text, 'reason', $4::text)",
        '(select 1) as one',
      ),
      [failure.name.slice(0, 100), failure.accountId, failure.address.slice(0, 64), failure.reason],
    );
  }

  /** Notes the sign-in and raises `staff.signed_in` (for the audit log) in the same statement. */
  async recordLogin(id: string): Promise<void> {
    await this.sql.query(
      'staff-record-login',
      `with signed as (update staff_account set last_login_at = now() where id = $1 returning id, username)
       ${outboxInsertSelect('staff.signed_in', "jsonb_build_object('accountId', signed.id, 'actor', signed.username)", 'signed')}`,
      [id],
    );
  }

  async setPendingTotp(id: string, secret: string): Promise<void> {
    await this.sql.query('staff-set-pending-totp', `update staff_account set totp_pending_secret = $1 where id = $2`, [
      secret,
      id,
    ]);
  }

  /**
   * Makes the pending secret the account's second factor, marks `step` used, and raises
   * `staff.second_factor_changed` (enabled, or replaced when one was on) in the same statement.
   */
  async enableTotp(id: string, step: number): Promise<void> {
    await this.sql.query(
      'staff-enable-totp',
      `with previous as (
         select id, totp_secret is not null as had from staff_account where id = $2 and totp_pending_secret is not null for update
       ), enabled as (
         update staff_account s set totp_secret = totp_pending_secret, totp_pending_secret = null, totp_last_step = $1
         from previous where s.id = previous.id returning s.id, s.username, previous.had
       )
       ${outboxInsertSelect(
         'staff.second_factor_changed',
         "jsonb_build_object('accountId', enabled.id, 'actor', enabled.username, 'change', case when enabled.had then 'replaced' else 'enabled' end)",
         'enabled',
       )}`,
      [step, id],
    );
  }

  /** Removes the second factor (and any pending one), and raises `staff.second_factor_changed` when one was on. */
  async disableTotp(id: string): Promise<void> {
    await this.sql.query(
      'staff-disable-totp',
      `with previous as (
         select id, totp_secret is not null as had from staff_account where id = $1 for update
       ), removed as (
         update staff_account s set totp_secret = null, totp_pending_secret = null, totp_last_step = null
         from previous where s.id = previous.id returning s.id, s.username, previous.had
       )
       ${outboxInsertSelect(
         'staff.second_factor_changed',
         "jsonb_build_object('accountId', removed.id, 'actor', removed.username, 'change', 'removed')",
         'removed where removed.had',
       )}`,
      [id],
    );
  }

  /** Claims a code's step; false when that step (or a later one) was used already: a code works once. */
  async claimTotpStep(id: string, step: number): Promise<boolean> {
    const rows = await this.sql.query<{ id: string }>(
      'staff-claim-totp-step',
      `update staff_account set totp_last_step = $1 where id = $2 and (totp_last_step is null or totp_last_step < $3) returning id`,
      [step, id, step],
    );
    return rows.length === 1;
  }
}
