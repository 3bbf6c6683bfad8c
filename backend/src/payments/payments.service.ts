import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { FEE_AMOUNT_CENTS, FEE_CURRENCY, type PaymentInfo, type PaymentIntent } from '@reactivation/contracts';
import type Stripe from 'stripe';
import { ApiException } from '../core/http/api.exception';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port';
import { PaymentsRepository, type PayableCase, type ReceivedPayment, type SuccessOutcome } from './payments.repository';

export type { ReceivedPayment };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAYMENT_TOKEN = /^[\w-]{43}$/;

/**
 * Taking the fee: intents for the home form and the payment link, and fulfilment. A case is
 * marked paid only from the provider's word (a verified webhook, or the test gateway's confirm),
 * never because a browser reached the success page.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly payments: PaymentsRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  get mode() {
    return this.gateway.mode;
  }

  /** Home form, step 3. */
  async intentForApplication(applicationId: string): Promise<PaymentIntent> {
    const found = UUID.test(applicationId) ? await this.payments.caseById(applicationId) : null;
    if (!found) throw new ApiException(HttpStatus.NOT_FOUND, 'request.notFound');
    return this.intentFor(found);
  }

  /** The payment-link page. */
  async intentForToken(token: string): Promise<PaymentIntent> {
    return this.intentFor(await this.caseByToken(token));
  }

  async infoForToken(token: string): Promise<PaymentInfo> {
    const found = await this.caseByToken(token);
    return {
      clientName: `${found.firstName} ${found.lastName}`.trim(),
      caseNumber: found.caseNumber,
      platform: found.platform,
      amount: FEE_AMOUNT_CENTS,
      currency: FEE_CURRENCY,
      status: found.status,
      paid: found.paid,
    };
  }

  /** A received payment with its case, or null when the payment has not succeeded. */
  receivedPayment(paymentId: string): Promise<ReceivedPayment | null> {
    return this.payments.paidCase(paymentId);
  }

  /** Test mode only: completes a test intent as Stripe's webhook would, through the same fulfilment. */
  async confirmTestPayment(clientSecret: string): Promise<{ success: true; caseNumber: string }> {
    if (this.gateway.mode !== 'test') throw new ApiException(HttpStatus.NOT_FOUND, 'payment.testModeOnly');
    const payment = await this.payments.pendingTestPayment(clientSecret);
    if (!payment) throw new ApiException(HttpStatus.NOT_FOUND, 'payment.unknownIntent');
    const outcome = await this.payments.recordSuccess(
      {
        eventId: `test_evt_${payment.id}`,
        eventType: 'payment_intent.succeeded',
        intentId: payment.intent_id,
        amount: payment.amount,
        currency: payment.currency,
        applicationId: payment.application_id,
      },
      { amount: FEE_AMOUNT_CENTS, currency: FEE_CURRENCY },
    );
    this.logger.log(`Test payment for ${payment.case_number}: ${outcome}`);
    return { success: true, caseNumber: payment.case_number };
  }

  /** A verified Stripe event. Anything but the payment-intent outcomes is acknowledged and ignored. */
  async handleStripeEvent(event: Stripe.Event): Promise<SuccessOutcome | 'failure-recorded' | 'ignored'> {
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const intent = event.data.object;
        const outcome = await this.payments.recordSuccess(
          {
            eventId: event.id,
            eventType: event.type,
            intentId: intent.id,
            amount: intent.amount_received || intent.amount,
            currency: intent.currency,
            applicationId: intent.metadata?.applicationId,
          },
          { amount: FEE_AMOUNT_CENTS, currency: FEE_CURRENCY },
        );
        if (outcome === 'mismatch') {
          this.logger.warn(
            `Stripe event ${event.id}: PaymentIntent ${intent.id} does not match our payment record (amount, currency or case); not marked paid`,
          );
        }
        return outcome;
      }
      case 'payment_intent.payment_failed':
      case 'payment_intent.canceled': {
        const intent = event.data.object;
        const message = intent.last_payment_error?.message ?? event.type;
        await this.payments.recordFailure({ eventId: event.id, eventType: event.type, intentId: intent.id, message });
        return 'failure-recorded';
      }
      default:
        return 'ignored';
    }
  }

  /** The case a payment link is for: 404 for an unknown (or revoked) link, 410 for one past its lifetime. */
  private async caseByToken(token: string): Promise<PayableCase> {
    const found = PAYMENT_TOKEN.test(token) ? await this.payments.caseByPaymentToken(token) : null;
    if (!found) throw new ApiException(HttpStatus.NOT_FOUND, 'payment.invalidLink');
    if (found.linkExpired) throw new ApiException(HttpStatus.GONE, 'payment.linkExpired');
    return found;
  }

  private async intentFor(found: PayableCase): Promise<PaymentIntent> {
    if (found.paid) throw new ApiException(HttpStatus.CONFLICT, 'payment.alreadyPaid');
    const attempt = await this.payments.claimAttempt(found.id, this.gateway.mode, FEE_AMOUNT_CENTS, FEE_CURRENCY);
    if (!attempt) throw new ApiException(HttpStatus.CONFLICT, 'payment.alreadyPaid');
    let intent = attempt.intent;
    if (!intent) {
      intent = await this.gateway.createIntent({
        applicationId: found.id,
        caseNumber: found.caseNumber,
        amount: FEE_AMOUNT_CENTS,
        currency: FEE_CURRENCY,
        idempotencyKey: `payment-${found.id}-attempt-${attempt.attempt}`,
      });
      await this.payments.markPending(attempt.paymentId, intent.intentId, intent.clientSecret);
    }
    return {
      clientSecret: intent.clientSecret,
      caseNumber: found.caseNumber,
      amount: FEE_AMOUNT_CENTS,
      currency: FEE_CURRENCY,
      mode: this.gateway.mode,
    };
  }
}
