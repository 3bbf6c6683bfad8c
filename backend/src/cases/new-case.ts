import type { TextChannel } from '@reactivation/contracts';
import type { StoredDocument } from '../documents/documents.service';
import type { NewCaseFields } from './case-fields';

/** Everything a new case is made of, from either intake journey, already validated: its fields (case-fields.ts), its files and its identity. */
export type NewCase = NewCaseFields & {
  documents: StoredDocument[];
  /** What tells this submission from a retry of an earlier one (ADR 0024). */
  identity: SubmissionIdentity;
  /** The client's text-message consent, when the form's box was checked: carried in `case.submitted` (ADR 0035). */
  textConsent?: SubmittedTextConsent | undefined;
  /** The appeal deadline stored with the case (ADR 0031), computed before the insert; absent: the deadlines sweep stores it. */
  appealDeadline?: StoredDeadline;
};

/** A consent as the form gave it, with the address it came from. */
export interface SubmittedTextConsent {
  channel: TextChannel;
  version: string;
  address: string;
}

/** A due date (null: none published) and the version of the rules it was computed under. */
export interface StoredDeadline {
  dueOn: string | null;
  rulesVersion: string;
}

/**
 * A submission's claims: its answers' fingerprint, held for `windowSeconds`, and the client's
 * Idempotency-Key, when it sent one, held for `keyTtlSeconds`. A live claim makes the submission
 * the case that holds it.
 */
export interface SubmissionIdentity {
  /** A hash of the mailbox and the answers (documents included), the same for a retry from anywhere. */
  fingerprint: string;
  windowSeconds: number;
  key?: string | undefined;
  keyTtlSeconds: number;
}

export interface CreatedCase {
  id: string;
  caseNumber: string;
}

/**
 * What became of a submission: a new case; the case an earlier submission with the same key or
 * answers made (`repeated`, nothing new written); or a key the client had used for other answers.
 */
export type SubmitOutcome =
  { kind: 'created'; case: CreatedCase } | { kind: 'repeated'; case: CreatedCase } | { kind: 'keyReused' };
