import { Module } from '@nestjs/common';
import { ENV } from '../config/env.module';
import { PAYMENT_GATEWAY } from './payment-gateway.port';
import { PaymentsController } from './payments.controller';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { STRIPE, stripeClient } from './stripe-client';
import { StripePaymentGateway } from './stripe-payment-gateway.adapter';
import { TestPaymentGateway } from './test-payment-gateway.adapter';
import type Stripe from 'stripe';

/** Payments: the repository and the gateway, for both roles (the workers read paid cases). */
@Module({
  providers: [
    { provide: STRIPE, inject: [ENV], useFactory: stripeClient },
    {
      provide: PAYMENT_GATEWAY,
      inject: [STRIPE],
      // The one place that picks the gateway: Stripe with a key, else the offline test gateway.
      useFactory: (stripe: Stripe | null) => (stripe ? new StripePaymentGateway(stripe) : new TestPaymentGateway()),
    },
    PaymentsRepository,
    PaymentsService,
  ],
  exports: [PaymentsRepository, PaymentsService, STRIPE],
})
export class PaymentsModule {}

/** The api side: the payment calls and Stripe's webhook. */
@Module({
  imports: [PaymentsModule],
  controllers: [PaymentsController],
})
export class PaymentsApiModule {}
