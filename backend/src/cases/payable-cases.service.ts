import { Injectable } from '@nestjs/common';
import type { CaseView } from './case-fields';
import type { Locale } from '@reactivation/contracts';
import { CasesRepository } from './cases.repository';

/** A case as the payment pages need it: the `payable` fields of case-fields.ts. */
export type PayableCaseRecord = CaseView<'payable'>;

/**
 * The cases module's side of taking the fee: it tells the payments module which case a payment is
 * for, moves a case to paid when payments raises `payment.succeeded`, and to (partially) refunded on
 * `payment.refunded` (`CasesProcessor`).
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

  /** The case of a status link: the case room's receipt and agreement downloads are reached by it. */
  byStatusToken(token: string): Promise<(PayableCaseRecord & { locale: Locale }) | null> {
    return this.repository.payableByStatusToken(token);
  }

  /** Records a refund in the case's history and moves its status, once per refund. True when it moved now. */
  markRefunded(applicationId: string, refundId: string, fullyRefunded: boolean): Promise<boolean> {
    return this.repository.markRefunded(applicationId, refundId, fullyRefunded);
  }

  /** Records a dispute's opening or closing in the case's history, once. */
  recordDispute(applicationId: string, kind: 'dispute_opened' | 'dispute_closed', disputeId: string): Promise<boolean> {
    return this.repository.recordDispute(applicationId, kind, disputeId);
  }

  /**
   * Moves the case to paid with its `payment_received` history row, once: a repeated event, or a case
   * already paid or past the statuses a payment moves on, changes nothing. True when it moved.
   */
  markPaid(applicationId: string): Promise<boolean> {
    return this.repository.markPaid(applicationId);
  }
}
