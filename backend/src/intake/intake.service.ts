import { Injectable } from '@nestjs/common';
import type { Application, CaseReview, Locale } from '@reactivation/contracts';
import { CasesService } from '../cases/cases.service';
import type { CreatedCase } from '../cases/new-case';
import { DocumentsService, type UploadedDocument } from '../documents/documents.service';

/** The two public ways a case comes in. */
@Injectable()
export class IntakeService {
  constructor(
    private readonly cases: CasesService,
    private readonly documents: DocumentsService,
  ) {}

  /** Home form: files first (checked, stored), then the case; a failed save removes the files. */
  async submitApplication(input: Application, files: UploadedDocument[], locale: Locale): Promise<CreatedCase> {
    const stored = await this.documents.storeUploads(files);
    try {
      return await this.cases.submit({
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
  }

  /** Free case-review wizard: JSON only, no files. */
  async submitCaseReview(input: CaseReview, locale: Locale): Promise<CreatedCase> {
    return this.cases.submit({ ...input, locale, source: 'case_review', documents: [] });
  }
}
