import type { EntityManager } from '@mikro-orm/postgresql';
import { SqlClient } from '../core/database/sql-client';
import { hashPassword } from './password-hasher';
import { StaffAccountsRepository } from './staff-accounts.repository';

/**
 * The create-admin command's write (`npm run admin:create`, entry `src/create-admin.ts`): a new staff
 * account with an argon2id hash of `password`, through the same repository as the sign-in. `exists`
 * when the username (in any case) is taken.
 */
export async function createStaffAccount(em: EntityManager, username: string, password: string): Promise<'created' | 'exists'> {
  const accounts = new StaffAccountsRepository(new SqlClient(em));
  return (await accounts.create(username, await hashPassword(password))) ? 'created' : 'exists';
}
