import { Injectable } from '@nestjs/common';
import { CasesRepository } from './cases.repository';
import { AppealDeadlinesService } from './deadlines/appeal-deadlines.service';
import type { CaseRecord } from './case-record';
import type { NewCase, SubmitOutcome } from './new-case';

/** The cases module's face to the rest of the code base. */
@Injectable()
export class CasesService {
  constructor(
    private readonly repository: CasesRepository,
    private readonly deadlines: AppealDeadlinesService,
  ) {}

  /**
   * Stores a new case with its documents and raises `case.submitted`, unless the submission repeats
   * one whose key or answers are still claimed: then it answers with that case and writes nothing.
   */
  async submit(input: NewCase): Promise<SubmitOutcome> {
    // The list sorts by the stored deadline at once, so the insert writes it (one statement, no
    // second update of the row and its indexes); should computing it fail, the deadlines sweep stores it.
    let appealDeadline: NewCase['appealDeadline'];
    try {
      appealDeadline = this.deadlines.forNewCase({ platform: input.platform, work_state: input.state ?? null, deactivation_date: input.deactivationDate });
    } catch {
      appealDeadline = undefined;
    }
    return this.repository.insertWithEvent({ ...input, appealDeadline });
  }

  /** Whether a case came in from this e-mail address (any case) at or after `since`. */
  hasCaseFrom(email: string, since: Date): Promise<boolean> {
    return this.repository.existsFrom(email, since);
  }

  /** A case as it is now, or null; for consumers that re-read after an event. */
  findById(id: string): Promise<CaseRecord | null> {
    return this.repository.findRecord(id);
  }
}
