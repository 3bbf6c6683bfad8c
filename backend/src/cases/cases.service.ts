import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ApplicationDocument } from './application-document.entity';
import { Application } from './application.entity';
import { CasesRepository } from './cases.repository';
import type { CaseRecord } from './case-record';
import type { NewCase, SubmitOutcome } from './new-case';

/** The cases module's face to the rest of the code base. */
@Injectable()
export class CasesService {
  constructor(
    private readonly repository: CasesRepository,
    private readonly em: EntityManager,
  ) {}

  /**
   * Stores a new case with its documents and raises `case.submitted`, unless the submission repeats
   * one whose key or answers are still claimed: then it answers with that case and writes nothing.
   */
  submit(input: NewCase): Promise<SubmitOutcome> {
    return this.repository.insertWithEvent(input);
  }

  /** Whether a case came in from this e-mail address (any case) at or after `since`. */
  hasCaseFrom(email: string, since: Date): Promise<boolean> {
    return this.repository.existsFrom(email, since);
  }

  /** A case as it is now, or null; for consumers that re-read after an event. */
  async findById(id: string): Promise<CaseRecord | null> {
    const em = this.em.fork();
    const application = await em.findOne(Application, { id });
    if (!application) return null;
    const documentCount = await em.count(ApplicationDocument, { application: id });
    return {
      id: application.id,
      caseNumber: application.caseNumber,
      firstName: application.firstName,
      lastName: application.lastName,
      email: application.email,
      phone: application.phone,
      platform: application.platform,
      deactivationDate: application.deactivationDate,
      status: application.status,
      locale: application.locale,
      source: application.source,
      documentCount,
      statusToken: application.statusToken ?? '',
      paymentToken: application.paymentToken ?? null,
      createdAt: application.createdAt,
    };
  }
}
