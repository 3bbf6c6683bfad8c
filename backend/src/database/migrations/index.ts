import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000Intake } from './20261122000000-intake';
import { Migration20261122010000Contact } from './20261122010000-contact';
import { Migration20261122020000Admin } from './20261122020000-admin';
import { Migration20261122030000CaseNumberWidth } from './20261122030000-case-number-width';
import { Migration20261122040000Payments } from './20261122040000-payments';
import { Migration20261122050000Chat } from './20261122050000-chat';
import { Migration20261123100000CapabilityLinks } from './20261123100000-capability-links';
import { Migration20261124000000OutboxFinished } from './20261124000000-outbox-finished';
import { Migration20261124010000RetentionIndexes } from './20261124010000-retention-indexes';
import { Migration20261124020000WorkState } from './20261124020000-work-state';
import { Migration20261125100000CaseOwner } from './20261125100000-case-owner';
import { Migration20261125100100AuditLog } from './20261125100100-audit-log';
import { Migration20261125100200ApplicationDraft } from './20261125100200-application-draft';
import { Migration20261125110000CaseRoom } from './20261125110000-case-room';
import { Migration20261126090000OutboxRedisEpoch } from './20261126090000-outbox-redis-epoch';
import { Migration20261126100000EmailMailbox } from './20261126100000-email-mailbox';
import { Migration20261126100100SubmissionClaim } from './20261126100100-submission-claim';
import { Migration20261126120000CaseRoomAlerts } from './20261126120000-case-room-alerts';
import { Migration20261127090000AuditEveryStaffAction } from './20261127090000-audit-every-staff-action';
import { Migration20261127100000EmailClaimLease } from './20261127100000-email-claim-lease';
import { Migration20261128100000NoForeignKeysAcrossModules } from './20261128100000-no-foreign-keys-across-modules';

/** Every migration, in order. Listed rather than discovered, so the build and the tests see the same set. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000Intake', class: Migration20261122000000Intake },
  { name: 'Migration20261122010000Contact', class: Migration20261122010000Contact },
  { name: 'Migration20261122020000Admin', class: Migration20261122020000Admin },
  { name: 'Migration20261122030000CaseNumberWidth', class: Migration20261122030000CaseNumberWidth },
  { name: 'Migration20261122040000Payments', class: Migration20261122040000Payments },
  { name: 'Migration20261122050000Chat', class: Migration20261122050000Chat },
  { name: 'Migration20261123100000CapabilityLinks', class: Migration20261123100000CapabilityLinks },
  { name: 'Migration20261124000000OutboxFinished', class: Migration20261124000000OutboxFinished },
  { name: 'Migration20261124010000RetentionIndexes', class: Migration20261124010000RetentionIndexes },
  { name: 'Migration20261124020000WorkState', class: Migration20261124020000WorkState },
  { name: 'Migration20261125100000CaseOwner', class: Migration20261125100000CaseOwner },
  { name: 'Migration20261125100100AuditLog', class: Migration20261125100100AuditLog },
  { name: 'Migration20261125100200ApplicationDraft', class: Migration20261125100200ApplicationDraft },
  { name: 'Migration20261125110000CaseRoom', class: Migration20261125110000CaseRoom },
  { name: 'Migration20261126090000OutboxRedisEpoch', class: Migration20261126090000OutboxRedisEpoch },
  { name: 'Migration20261126100000EmailMailbox', class: Migration20261126100000EmailMailbox },
  { name: 'Migration20261126100100SubmissionClaim', class: Migration20261126100100SubmissionClaim },
  { name: 'Migration20261126120000CaseRoomAlerts', class: Migration20261126120000CaseRoomAlerts },
  { name: 'Migration20261127090000AuditEveryStaffAction', class: Migration20261127090000AuditEveryStaffAction },
  { name: 'Migration20261127100000EmailClaimLease', class: Migration20261127100000EmailClaimLease },
  { name: 'Migration20261128100000NoForeignKeysAcrossModules', class: Migration20261128100000NoForeignKeysAcrossModules },
];
