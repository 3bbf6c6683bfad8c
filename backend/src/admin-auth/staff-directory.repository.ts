import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';

/** Reads staff_account for the directory: ids and names only, never secrets. */
@Injectable()
export class StaffDirectoryRepository {
  constructor(private readonly sql: SqlClient) {}

  all(): Promise<Array<{ id: string; username: string }>> {
    return this.sql.query('staff-directory', `select id, username from staff_account order by lower(username), id`, []);
  }
}
