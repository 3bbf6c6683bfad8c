import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { IDEMPOTENCY_KEY_HEADER, type ApplicationFormData, type CaseReview, type Locale } from '@reactivation/contracts';
import { CasesService } from '../cases/cases.service';
import type { CreatedCase, NewCase, SubmitOutcome } from '../cases/new-case';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { ApiException } from '../core/http/api.exception';
import { DocumentsService, type UploadedDocument } from '../documents/documents.service';
import { DraftsService } from '../drafts/drafts.service';
import { fileDigest, submissionFingerprint } from './submission-fingerprint';

/** The case a submission made, or the earlier case it repeats (`repeated`: nothing new was written). */
export interface IntakeAnswer {
  case: CreatedCase;
  repeated: boolean;
}

/** The two public ways a case comes in. */
@Injectable()
export class IntakeService {
  private readonly logger = new Logger(IntakeService.name);

  constructor(
    private readonly cases: CasesService,
    private readonly documents: DocumentsService,
    private readonly drafts: DraftsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /**
   * Home form: files first (checked, stored), then the case; a failed save removes the files, and so
   * does a repeat of an earlier submission (its case has the files already). Once the case is in, the
   * visitor's saved draft of the form goes (no reminder for a form that was sent). A checked
   * text-message box goes in with the case, with the visitor's address (ADR 0035).
   */
  async submitApplication(
    { draftToken, textConsent, ...input }: ApplicationFormData,
    files: UploadedDocument[],
    locale: Locale,
    address: string,
    idempotencyKey?: string,
  ): Promise<IntakeAnswer> {
    const stored = await this.documents.storeUploads(files);
    const storedKeys = stored.map((doc) => doc.storageKey);
    let outcome: SubmitOutcome;
    try {
      const answers = { ...input, description: '', source: 'home_form' as const };
      const digests = await Promise.all(files.map((file) => fileDigest(file.path)));
      outcome = await this.cases.submit({
        ...answers,
        locale,
        documents: stored,
        identity: this.identity(answers, digests, idempotencyKey),
        textConsent: textConsent && { ...textConsent, address },
      });
    } catch (error) {
      await this.documents.discard(storedKeys);
      throw error;
    }
    if (outcome.kind !== 'created') {
      await this.documents.discard(storedKeys).catch((error: unknown) => {
        this.logger.warn(`Files of a repeated submission not removed: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    const answer = this.answerOf(outcome);
    if (draftToken) {
      // The case is in whatever happens here; a draft left behind is not e-mailed (a case came from its address) and expires.
      await this.drafts.discard(draftToken).catch((error: unknown) => {
        this.logger.warn(`Draft of case ${answer.case.id} not deleted: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    return answer;
  }

  /** Free case-review wizard: JSON only, no files. */
  async submitCaseReview({ textConsent, ...input }: CaseReview, locale: Locale, address: string, idempotencyKey?: string): Promise<IntakeAnswer> {
    const answers = { ...input, source: 'case_review' as const };
    const outcome = await this.cases.submit({
      ...answers,
      locale,
      documents: [],
      identity: this.identity(answers, [], idempotencyKey),
      textConsent: textConsent && { ...textConsent, address },
    });
    return this.answerOf(outcome);
  }

  private identity(answers: Omit<NewCase, 'locale' | 'documents' | 'identity'>, documentDigests: string[], key: string | undefined): NewCase['identity'] {
    return {
      fingerprint: submissionFingerprint(answers, documentDigests),
      windowSeconds: this.env.SUBMISSION_DUPLICATE_WINDOW_SECONDS,
      key,
      keyTtlSeconds: this.env.IDEMPOTENCY_KEY_TTL_HOURS * 3600,
    };
  }

  private answerOf(outcome: SubmitOutcome): IntakeAnswer {
    if (outcome.kind === 'keyReused') {
      // As Stripe and the IETF draft do: a key stands for one request; other answers need another key.
      throw new ApiException(HttpStatus.UNPROCESSABLE_ENTITY, 'idempotencyKey.reused', { [IDEMPOTENCY_KEY_HEADER]: 'idempotencyKey.reused' });
    }
    return { case: outcome.case, repeated: outcome.kind === 'repeated' };
  }
}
