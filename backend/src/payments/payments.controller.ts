import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  createPaymentIntentSchema,
  testPaymentConfirmSchema,
  type PaymentInfo,
  type PaymentIntent,
} from '@reactivation/contracts';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import type Stripe from 'stripe';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { ApiException } from '../core/http/api.exception';
import { ZodValidationPipe } from '../core/http/zod-validation.pipe';
import { PaymentsService } from './payments.service';
import { STRIPE } from './stripe-client';

/** Stripe allows 300 s between signing an event and our check (its default). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** DESIGN §4 payment calls. Intent creation is rate-limited like the other public writes. */
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    @Inject(STRIPE) private readonly stripe: Stripe | null,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Post('create-payment-intent')
  @HttpCode(HttpStatus.OK)
  @UseGuards(ThrottlerGuard)
  createIntent(@Body(new ZodValidationPipe(createPaymentIntentSchema)) body: { applicationId: string }): Promise<PaymentIntent> {
    return this.payments.intentForApplication(body.applicationId);
  }

  @Get('payment/:token')
  info(@Param('token') token: string): Promise<PaymentInfo> {
    return this.payments.infoForToken(token);
  }

  @Post('payment/:token/intent')
  @HttpCode(HttpStatus.OK)
  @UseGuards(ThrottlerGuard)
  intentForLink(@Param('token') token: string): Promise<PaymentIntent> {
    return this.payments.intentForToken(token);
  }

  @Post('payments/test/confirm')
  @HttpCode(HttpStatus.OK)
  @UseGuards(ThrottlerGuard)
  confirmTest(@Body(new ZodValidationPipe(testPaymentConfirmSchema)) body: { clientSecret: string }) {
    return this.payments.confirmTestPayment(body.clientSecret);
  }

  /**
   * Stripe's events, verified on the exact bytes received. A bad signature, an altered body or an
   * old timestamp is refused with 400 and changes nothing; a repeat is acknowledged and ignored.
   */
  @Post('stripe/webhook')
  @HttpCode(HttpStatus.OK)
  async webhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    if (!this.stripe || !this.env.STRIPE_WEBHOOK_SECRET) throw new ApiException(HttpStatus.NOT_FOUND, 'request.notFound');
    let event: Stripe.Event;
    try {
      if (!req.rawBody || !signature) throw new Error('no body or no signature');
      event = this.stripe.webhooks.constructEvent(
        req.rawBody,
        signature,
        this.env.STRIPE_WEBHOOK_SECRET,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      throw new ApiException(HttpStatus.BAD_REQUEST, 'request.invalid');
    }
    await this.payments.handleStripeEvent(event);
    return { received: true };
  }
}
