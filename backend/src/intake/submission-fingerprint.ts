import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { NewCaseFields } from '../cases/case-fields';
import { mailboxOf } from '../core/limits/mailbox';

/**
 * What a visitor answered: what makes one submission the same as another, that is every field of a
 * new case (case-fields.ts) but their language. Their saved draft does not count either.
 */
export type SubmissionAnswers = Omit<NewCaseFields, 'locale'>;

/**
 * A hash of the mailbox and the answers, documents included (by their bytes, in any order): the same
 * for a retry from any address, different as soon as one answer or document is. The mailbox, not the
 * address as typed, so `Ana@…` retrying as `ana@…` is the same submission. Every answer has its place
 * below (a field added to a new case does not compile until it has one); the order is the hash's, so
 * a new one goes last.
 */
export function submissionFingerprint(answers: SubmissionAnswers, documentDigests: readonly string[]): string {
  const parts: { [K in keyof SubmissionAnswers]-?: unknown } = {
    source: answers.source,
    email: mailboxOf(answers.email),
    firstName: answers.firstName,
    lastName: answers.lastName,
    phone: answers.phone,
    platform: answers.platform,
    deactivationDate: answers.deactivationDate,
    deactivationReason: answers.deactivationReason,
    attemptedReactivation: answers.attemptedReactivation,
    supportResponse: answers.supportResponse,
    description: answers.description,
    documentUrls: answers.documentUrls,
    state: answers.state ?? null,
  };
  const canonical = JSON.stringify([...Object.values(parts), [...documentDigests].sort()]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The SHA-256 of a received file, read as a stream (a document can be 10 MB). */
export async function fileDigest(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
