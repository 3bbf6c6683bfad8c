import { Module } from '@nestjs/common';
import { CASE_MONEY } from '../cases/admin/case-money.port';
import { CasesModule } from '../cases/cases.module';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { PrintingModule } from '../printing/printing.module';
import { CaseMoneyService } from './case-money.service';
import { DisputesRepository } from './disputes.repository';
import { PAYMENT_GATEWAY } from './payment-gateway.port';
import { PaymentsRepository } from './payments.repository';
import { PaymentsRetention } from './payments.retention';
import { PaymentsService } from './payments.service';
import { RefundsRepository } from './refunds.repository';
import { RefundsService } from './refunds.service';
import { ServiceAgreementService } from './service-agreement.service';
import { STRIPE, stripeClient } from './stripe-client';
import { StripePaymentGateway } from './stripe-payment-gateway.adapter';
import { TermsAcceptanceRepository } from './terms-acceptance.repository';
import { TermsAcceptanceRetention } from './terms-acceptance.retention';
import { TestPaymentGateway } from './test-payment-gateway.adapter';
import { WebhookEventsRetention } from './webhook-events.retention';
import type Stripe from 'stripe';

/**
 * Payments: the gateway, the payments with their refunds, disputes and accepted agreements, for both
 * roles (the workers read paid cases, refunds and disputes for their e-mails and alerts).
 */
@Module({
  imports: [CasesModule, PrintingModule],
  providers: [
    { provide: STRIPE, inject: [ENV], useFactory: stripeClient },
    {
      provide: PAYMENT_GATEWAY,
      inject: [STRIPE, ENV],
      // The one place that picks the gateway: Stripe with a key, else the offline test gateway.
      useFactory: (stripe: Stripe | null, env: Env) =>
        stripe ? new StripePaymentGateway(stripe, env.STRIPE_WEBHOOK_SECRET) : new TestPaymentGateway(),
    },
    PaymentsRepository,
    RefundsRepository,
    DisputesRepository,
    TermsAcceptanceRepository,
    ServiceAgreementService,
    CaseMoneyService,
    // The back office's view of a case's money, a port the cases module declares (it does not import payments).
    { provide: CASE_MONEY, useExisting: CaseMoneyService },
    RefundsService,
    PaymentsService,
    PaymentsRetention,
    TermsAcceptanceRetention,
    WebhookEventsRetention,
  ],
  // The repositories go to PaymentsApiModule's dispute evidence, the one reader outside this file.
  exports: [
    PaymentsService,
    CaseMoneyService,
    CASE_MONEY,
    ServiceAgreementService,
    RefundsService,
    PAYMENT_GATEWAY,
    PrintingModule,
    PaymentsRepository,
    RefundsRepository,
    DisputesRepository,
  ],
})
export class PaymentsModule {}
