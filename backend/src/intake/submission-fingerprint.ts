import type { CaseSource } from '@reactivation/contracts';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mailboxOf } from '../core/limits/mailbox';

/** What a visitor answered: what makes one submission the same as another. Their language and their saved draft do not. */
export interface SubmissionAnswers {
  source: CaseSource;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  platform: string;
  deactivationDate: string;
  deactivationReason: string;
  attemptedReactivation: boolean;
  supportResponse: string;
  description: string;
  documentUrls: string[];
  state?: string | undefined;
}

/**
 * A hash of the mailbox and the answers, documents included (by their bytes, in any order): the same
 * for a retry from any address, different as soon as one answer or document is. The mailbox, not the
 * address as typed, so `Ana@…` retrying as `ana@…` is the same submission.
 */
export function submissionFingerprint(answers: SubmissionAnswers, documentDigests: readonly string[]): string {
  const canonical = JSON.stringify([
    answers.source,
    mailboxOf(answers.email),
    answers.firstName,
    answers.lastName,
    answers.phone,
    answers.platform,
    answers.deactivationDate,
    answers.deactivationReason,
    answers.attemptedReactivation,
    answers.supportResponse,
    answers.description,
    answers.documentUrls,
    answers.state ?? null,
    [...documentDigests].sort(),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The SHA-256 of a received file, read as a stream (a document can be 10 MB). */
export async function fileDigest(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
