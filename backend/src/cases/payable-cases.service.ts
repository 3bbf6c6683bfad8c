import { Injectable } from '@nestjs/common';
import type { CaseView } from './case-fields';
import { CasesRepository } from './cases.repository';

/** A case as the payment pages need it: the `payable` fields of case-fields.ts. */
export type PayableCaseRecord = CaseView<'payable'>;

/**
 * The cases module's side of taking the fee: it tells the payments module which case a payment is
 * for, and moves a case to paid when payments raises `payment.succeeded` (`CasesProcessor`).
 */
@Injectable()
export class PayableCasesService {
  constructor(private readonly repository: CasesRepository) {}

  byId(id: string): Promise<PayableCaseRecord | null> {
    return this.repository.payableById(id);
  }

  /** The case of a payment link, and whether the link has passed its lifetime. */
  byPaymentToken(token: string): Promise<(PayableCaseRecord & { linkExpired: boolean }) | null> {
    return this.repository.payableByPaymentToken(token);
  }

  /**
   * Moves the case to paid with its `payment_received` history row, once: a repeated event, or a case
   * already paid or past the statuses a payment moves on, changes nothing. True when it moved.
   */
  markPaid(applicationId: string): Promise<boolean> {
    return this.repository.markPaid(applicationId);
  }
}
