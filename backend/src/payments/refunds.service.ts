import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { AdminRefundInput, AdminRefundResult } from '@reactivation/contracts';
import { ApiException } from '../core/http/api.exception';
import { CaseMoneyService, toAdminRefund } from './case-money.service';
import { PAYMENT_GATEWAY, RefundRefusedError, type PaymentEvent, type PaymentGateway } from './payment-gateway.port';
import { RefundsRepository } from './refunds.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RefundsEvent = Extract<PaymentEvent, { kind: 'refunds' }>;
type RefundEvent = Extract<PaymentEvent, { kind: 'refund' }>;

/**
 * Refunds: staff's, from the panel, and the card provider's (its dashboard), both recorded in
 * payment_refund once and told to the case, the client and the journal through `payment.refunded`.
 *
 * Staff's refund is reserved in the database first, under the payment's lock (no more than what is
 * left, one refund per confirmation token), then asked of the provider with an idempotency key of
 * the reservation's id: a retry, a double click, or an answer lost on the way never refunds twice.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger(RefundsService.name);

  constructor(
    private readonly refunds: RefundsRepository,
    private readonly money: CaseMoneyService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  /** `replayed`: the token named an earlier refund, which is answered as it stands (nothing new asked of the provider). */
  async refundByStaff(applicationId: string, input: AdminRefundInput, actor: string): Promise<AdminRefundResult & { replayed: boolean }> {
    if (!UUID.test(applicationId)) throw new ApiException(HttpStatus.NOT_FOUND, 'case.notFound');
    const reservation = await this.refunds.reserve(applicationId, {
      amount: input.amount,
      reason: input.reason,
      note: input.note || null,
      confirmationToken: input.confirmationToken,
      actor,
    });
    switch (reservation.kind) {
      case 'noPayment':
        throw new ApiException(HttpStatus.CONFLICT, 'refund.noPayment');
      case 'tokenReused':
        throw new ApiException(HttpStatus.UNPROCESSABLE_ENTITY, 'refund.tokenReused', { confirmationToken: 'refund.tokenReused' });
      case 'exceeds':
        throw new ApiException(HttpStatus.CONFLICT, 'refund.exceedsPaid', { amount: 'refund.exceedsPaid' }, { body: { refundable: reservation.refundable } });
      default:
        break;
    }
    let refund = reservation.refund;
    // A reservation whose provider answer never came (a timeout, a crash) is asked again under the same key.
    if (refund.status === 'requested') {
      try {
        const provider = await this.gateway.refund({
          intentId: reservation.intentId,
          amount: refund.amount,
          currency: refund.currency,
          reason: refund.reason,
          idempotencyKey: `refund-${refund.id}`,
          refundId: refund.id,
          applicationId,
        });
        refund = await this.refunds.settle(refund, provider);
      } catch (error) {
        if (error instanceof RefundRefusedError) {
          await this.refunds.markFailed(refund.id, error.message);
          throw new ApiException(HttpStatus.BAD_GATEWAY, 'refund.refused', undefined, { body: { providerMessage: error.message.slice(0, 300) } });
        }
        // Unknown outcome: the reservation stays (its amount cannot be refunded twice) until a retry or the provider's webhook settles it.
        this.logger.warn(`Refund ${refund.id} of case ${applicationId}: the provider's answer is unknown (${String(error)}); kept as requested`);
        throw new ApiException(HttpStatus.BAD_GATEWAY, 'refund.providerFailed');
      }
    }
    return { refund: toAdminRefund(refund), money: await this.money.adminMoney(applicationId), replayed: reservation.kind === 'replay' };
  }

  /** The provider says a payment's refunds changed (a refund in its dashboard): its list is read and recorded. */
  async onProviderRefunds(event: RefundsEvent): Promise<string> {
    const refunds = await this.gateway.refundsOf(event.intentId);
    return this.refunds.recordFromProvider({ eventId: event.eventId, eventType: event.providerType }, event.intentId, refunds);
  }

  /** One refund made or changed at the provider. */
  async onProviderRefund(event: RefundEvent): Promise<string> {
    if (!event.refund.intentId) return 'ignored';
    return this.refunds.recordFromProvider({ eventId: event.eventId, eventType: event.providerType }, event.refund.intentId, [event.refund]);
  }
}
