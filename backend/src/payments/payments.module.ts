import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { PAYMENT_GATEWAY } from './payment-gateway.port';
import { PaymentsRepository } from './payments.repository';
import { PaymentsRetention } from './payments.retention';
import { PaymentsService } from './payments.service';
import { STRIPE, stripeClient } from './stripe-client';
import { StripePaymentGateway } from './stripe-payment-gateway.adapter';
import { TestPaymentGateway } from './test-payment-gateway.adapter';
import { WebhookEventsRetention } from './webhook-events.retention';
import type Stripe from 'stripe';

/** Payments: the repository and the gateway, for both roles (the workers read paid cases). */
@Module({
  imports: [CasesModule],
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
    PaymentsService,
    PaymentsRetention,
    WebhookEventsRetention,
  ],
  exports: [PaymentsService],
})
export class PaymentsModule {}
