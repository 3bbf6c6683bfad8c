import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000Intake } from './20261122000000-intake';

/** Every migration, in order. Listed rather than discovered, so the build and the tests see the same set. */
export const MIGRATIONS: MigrationObject[] = [{ name: 'Migration20261122000000Intake', class: Migration20261122000000Intake }];
