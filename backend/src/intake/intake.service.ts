import { Injectable, Logger } from '@nestjs/common';
import type { ApplicationFormData, CaseReview, Locale } from '@reactivation/contracts';
import { CasesService } from '../cases/cases.service';
import type { CreatedCase } from '../cases/new-case';
import { DocumentsService, type UploadedDocument } from '../documents/documents.service';
import { DraftsService } from '../drafts/drafts.service';

/** The two public ways a case comes in. */
@Injectable()
export class IntakeService {
  private readonly logger = new Logger(IntakeService.name);

  constructor(
    private readonly cases: CasesService,
    private readonly documents: DocumentsService,
    private readonly drafts: DraftsService,
  ) {}

  /**
   * Home form: files first (checked, stored), then the case; a failed save removes the files. Once
   * the case is in, the visitor's saved draft of the form goes (no reminder for a form that was sent).
   */
  async submitApplication({ draftToken, ...input }: ApplicationFormData, files: UploadedDocument[], locale: Locale): Promise<CreatedCase> {
    const stored = await this.documents.storeUploads(files);
    let created: CreatedCase;
    try {
      created = await this.cases.submit({
        ...input,
        description: '',
        locale,
        source: 'home_form',
        documents: stored,
      });
    } catch (error) {
      await this.documents.discard(stored.map((doc) => doc.storageKey));
      throw error;
    }
    if (draftToken) {
      // The case is in whatever happens here; a draft left behind is not e-mailed (a case came from its address) and expires.
      await this.drafts.discard(draftToken).catch((error: unknown) => {
        this.logger.warn(`Draft of case ${created.id} not deleted: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    return created;
  }

  /** Free case-review wizard: JSON only, no files. */
  async submitCaseReview(input: CaseReview, locale: Locale): Promise<CreatedCase> {
    return this.cases.submit({ ...input, locale, source: 'case_review', documents: [] });
  }
}
