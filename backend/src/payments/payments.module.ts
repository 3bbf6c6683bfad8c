import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { PrintingModule } from '../printing/printing.module';
import { CaseMoneyService } from './case-money.service';
import { DisputesRepository } from './disputes.repository';
import { PAYMENT_GATEWAY } from './payment-gateway.port';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { RefundsRepository } from './refunds.repository';
import { RefundsService } from './refunds.service';
import { ServiceAgreementService } from './service-agreement.service';
import { STRIPE, stripeClient } from './stripe-client';
import { StripePaymentGateway } from './stripe-payment-gateway.adapter';
import { TermsAcceptanceRepository } from './terms-acceptance.repository';
import { TestPaymentGateway } from './test-payment-gateway.adapter';
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
    RefundsService,
    PaymentsService,
  ],
  exports: [PaymentsService, CaseMoneyService, ServiceAgreementService, RefundsService, DisputesRepository, PaymentsRepository, RefundsRepository, PAYMENT_GATEWAY, PrintingModule],
})
export class PaymentsModule {}
