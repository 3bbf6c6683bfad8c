import { Injectable } from '@nestjs/common';
import type { AdminStaffMember } from '@reactivation/contracts';
import { StaffDirectoryRepository } from './staff-directory.repository';

/** The staff accounts by id and name, for other modules: who may own a case, and whose name an id is. */
@Injectable()
export class StaffDirectoryService {
  constructor(private readonly accounts: StaffDirectoryRepository) {}

  list(): Promise<AdminStaffMember[]> {
    return this.accounts.all();
  }

  /** Id → username of every account (a handful: read whole each time, never stale). */
  async names(): Promise<Map<string, string>> {
    return new Map((await this.accounts.all()).map((account) => [account.id, account.username]));
  }
}
