import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000Intake } from './20261122000000-intake';
import { Migration20261122010000Contact } from './20261122010000-contact';
import { Migration20261122020000Admin } from './20261122020000-admin';
import { Migration20261122030000CaseNumberWidth } from './20261122030000-case-number-width';
import { Migration20261122040000Payments } from './20261122040000-payments';
import { Migration20261122050000Chat } from './20261122050000-chat';

/** Every migration, in order. Listed rather than discovered, so the build and the tests see the same set. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000Intake', class: Migration20261122000000Intake },
  { name: 'Migration20261122010000Contact', class: Migration20261122010000Contact },
  { name: 'Migration20261122020000Admin', class: Migration20261122020000Admin },
  { name: 'Migration20261122030000CaseNumberWidth', class: Migration20261122030000CaseNumberWidth },
  { name: 'Migration20261122040000Payments', class: Migration20261122040000Payments },
  { name: 'Migration20261122050000Chat', class: Migration20261122050000Chat },
];
