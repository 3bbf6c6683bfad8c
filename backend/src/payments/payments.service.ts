import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import {
  FEE_AMOUNT_CENTS,
  FEE_CURRENCY,
  PAID_STATUSES,
  type Locale,
  type PaymentInfo,
  type PaymentIntent,
  type TermsAcceptance,
  type TermsAcceptanceInput,
} from '@reactivation/contracts';
import { CasesService } from '../cases/cases.service';
import { PayableCasesService, type PayableCaseRecord } from '../cases/payable-cases.service';
import { ApiException } from '../core/http/api.exception';
import {
  InvalidWebhookError,
  PAYMENT_GATEWAY,
  WebhooksNotAcceptedError,
  type PaymentEvent,
  type PaymentGateway,
} from './payment-gateway.port';
import { DisputesRepository } from './disputes.repository';
import { PaymentsRepository } from './payments.repository';
import { RefundsService } from './refunds.service';
import { ServiceAgreementService, type AcceptingClient } from './service-agreement.service';

/** A case as the payment pages need it, and whether its fee is received. */
interface PayableCase extends PayableCaseRecord {
  /** The fee is received (a succeeded payment, or a status at or past paid). */
  paid: boolean;
}

/** A received payment and its case, as the workers read it after payment.succeeded. */
export interface ReceivedPayment {
  applicationId: string;
  caseNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  locale: Locale;
  statusToken: string;
  amount: number;
  currency: string;
  paidAt: Date;
  receiptNumber: string;
  /** The client accepted a service agreement for the case (its copy can be downloaded from the room). */
  agreementAccepted: boolean;
}

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
    private readonly payableCases: PayableCasesService,
    private readonly cases: CasesService,
    private readonly agreements: ServiceAgreementService,
    private readonly refunds: RefundsService,
    private readonly disputes: DisputesRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  get mode() {
    return this.gateway.mode;
  }

  /** Home form, step 3. */
  async intentForApplication(applicationId: string): Promise<PaymentIntent> {
    const found = UUID.test(applicationId) ? await this.payableCases.byId(applicationId) : null;
    if (!found) throw new ApiException(HttpStatus.NOT_FOUND, 'request.notFound');
    return this.intentFor(await this.withPaid(found));
  }

  /** The payment-link page. */
  async intentForToken(token: string): Promise<PaymentIntent> {
    return this.intentFor(await this.caseByToken(token));
  }

  /** Home form, step 3: the client accepts the service agreement for the case just sent. */
  async acceptTermsForApplication(applicationId: string, input: TermsAcceptanceInput, client: AcceptingClient): Promise<TermsAcceptance> {
    const found = UUID.test(applicationId) ? await this.payableCases.byId(applicationId) : null;
    if (!found) throw new ApiException(HttpStatus.NOT_FOUND, 'request.notFound');
    return this.agreements.accept(found.id, input, client, 'home_form');
  }

  /** The payment-link page: the client accepts the service agreement for the link's case. */
  async acceptTermsForToken(token: string, input: TermsAcceptanceInput, client: AcceptingClient): Promise<TermsAcceptance> {
    const found = await this.caseByToken(token);
    return this.agreements.accept(found.id, input, client, 'payment_link');
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

  /** A received payment with its case, or null when the payment has not succeeded or its case is gone. */
  async receivedPayment(paymentId: string): Promise<ReceivedPayment | null> {
    const payment = await this.payments.succeeded(paymentId);
    const found = payment && (await this.cases.findById(payment.applicationId));
    if (!payment || !found) return null;
    const acceptance = await this.agreements.latest(found.id);
    return {
      applicationId: found.id,
      caseNumber: found.caseNumber,
      firstName: found.firstName,
      lastName: found.lastName,
      email: found.email,
      locale: found.locale,
      statusToken: found.statusToken,
      amount: payment.amount,
      currency: payment.currency,
      paidAt: payment.paidAt,
      receiptNumber: payment.receiptNumber,
      agreementAccepted: acceptance !== null,
    };
  }

  /** Test mode only: completes a test intent as the provider's webhook would, through the same fulfilment. */
  async confirmTestPayment(clientSecret: string): Promise<{ success: true; caseNumber: string }> {
    if (this.gateway.mode !== 'test') throw new ApiException(HttpStatus.NOT_FOUND, 'payment.testModeOnly');
    const payment = await this.payments.pendingTestPayment(clientSecret);
    const found = payment && (await this.payableCases.byId(payment.application_id));
    if (!payment || !found) throw new ApiException(HttpStatus.NOT_FOUND, 'payment.unknownIntent');
    const outcome = await this.handleEvent({
      kind: 'succeeded',
      // One event id per test payment, so a second confirm is a duplicate like a redelivered webhook.
      eventId: `test_evt_${payment.id}`,
      providerType: 'payment_intent.succeeded',
      intentId: payment.intent_id,
      amount: payment.amount,
      currency: payment.currency,
      applicationId: payment.application_id,
    });
    this.logger.log(`Test payment for ${found.caseNumber}: ${outcome}`);
    return { success: true, caseNumber: found.caseNumber };
  }

  /**
   * A provider's webhook call: verified by the gateway on the exact bytes received, then handled.
   * A call that does not verify is refused with 400 and changes nothing; a gateway without
   * webhooks answers 404 as for any unknown URL.
   */
  async handleWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
    let event: PaymentEvent;
    try {
      // A missing body or signature is checked by the gateway like a wrong one (after the 404 for no webhooks).
      event = this.gateway.verifyWebhook(rawBody ?? Buffer.alloc(0), signature ?? '');
    } catch (error) {
      if (error instanceof WebhooksNotAcceptedError) throw new ApiException(HttpStatus.NOT_FOUND, 'request.notFound');
      if (error instanceof InvalidWebhookError) throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid');
      throw error;
    }
    await this.handleEvent(event);
  }

  /** A verified payment event; kinds we do not handle are acknowledged and ignored. */
  private async handleEvent(event: PaymentEvent): Promise<string> {
    switch (event.kind) {
      case 'succeeded': {
        const outcome = await this.payments.recordSuccess(
          {
            eventId: event.eventId,
            eventType: event.providerType,
            intentId: event.intentId,
            amount: event.amount,
            currency: event.currency,
            applicationId: event.applicationId,
          },
          { amount: FEE_AMOUNT_CENTS, currency: FEE_CURRENCY },
        );
        if (outcome === 'mismatch') {
          this.logger.warn(
            `Payment event ${event.eventId}: intent ${event.intentId} does not match our payment record (amount, currency or case); not marked paid`,
          );
        }
        return outcome;
      }
      case 'failed':
        await this.payments.recordFailure({
          eventId: event.eventId,
          eventType: event.providerType,
          intentId: event.intentId,
          message: event.reason,
        });
        return 'failure-recorded';
      case 'charge':
        await this.payments.recordCharge(event.intentId, event.chargeId, event.card);
        return 'charge-recorded';
      case 'refunds':
        await this.payments.recordCharge(event.intentId, event.chargeId, event.card);
        return this.refunds.onProviderRefunds(event);
      case 'refund':
        return this.refunds.onProviderRefund(event);
      case 'dispute':
        return this.disputes.record({ eventId: event.eventId, eventType: event.providerType }, event.dispute);
      case 'ignored':
        return 'ignored';
    }
  }

  /** The case a payment link is for: 404 for an unknown (or revoked) link, 410 for one past its lifetime. */
  private async caseByToken(token: string): Promise<PayableCase> {
    const found = PAYMENT_TOKEN.test(token) ? await this.payableCases.byPaymentToken(token) : null;
    if (!found) throw new ApiException(HttpStatus.NOT_FOUND, 'payment.invalidLink');
    if (found.linkExpired) throw new ApiException(HttpStatus.GONE, 'payment.linkExpired');
    return this.withPaid(found);
  }

  /** Paid once a payment succeeded, even before the cases module has moved the case to paid. */
  private async withPaid(found: PayableCaseRecord): Promise<PayableCase> {
    return { ...found, paid: PAID_STATUSES.includes(found.status) || (await this.payments.hasSucceeded(found.id)) };
  }

  private async intentFor(found: PayableCase): Promise<PaymentIntent> {
    if (found.paid) throw new ApiException(HttpStatus.CONFLICT, 'payment.alreadyPaid');
    // ESIGN: no payment starts before the client accepted the agreement in force (recorded server-side).
    await this.agreements.requireAccepted(found.id);
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
