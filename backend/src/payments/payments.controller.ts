import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  createPaymentIntentSchema,
  testPaymentConfirmSchema,
  type PaymentInfo,
  type PaymentIntent,
} from '@reactivation/contracts';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { ZodValidationPipe } from '../core/http/zod-validation.pipe';
import { PaymentsService } from './payments.service';
import { PublicWritesGuard } from '../core/http/public-writes.guard';

/** DESIGN §4 payment calls. Intent creation is rate-limited like the other public writes. */
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('create-payment-intent')
  @HttpCode(HttpStatus.OK)
  @UseGuards(PublicWritesGuard)
  createIntent(@Body(new ZodValidationPipe(createPaymentIntentSchema)) body: { applicationId: string }): Promise<PaymentIntent> {
    return this.payments.intentForApplication(body.applicationId);
  }

  @Get('payment/:token')
  info(@Param('token') token: string): Promise<PaymentInfo> {
    return this.payments.infoForToken(token);
  }

  @Post('payment/:token/intent')
  @HttpCode(HttpStatus.OK)
  @UseGuards(PublicWritesGuard)
  intentForLink(@Param('token') token: string): Promise<PaymentIntent> {
    return this.payments.intentForToken(token);
  }

  @Post('payments/test/confirm')
  @HttpCode(HttpStatus.OK)
  @UseGuards(PublicWritesGuard)
  confirmTest(@Body(new ZodValidationPipe(testPaymentConfirmSchema)) body: { clientSecret: string }) {
    return this.payments.confirmTestPayment(body.clientSecret);
  }

  /**
   * The payment provider's events, verified on the exact bytes received. A bad signature, an altered
   * body or an old timestamp is refused with 400 and changes nothing; a repeat is acknowledged and ignored.
   */
  @Post('stripe/webhook')
  @HttpCode(HttpStatus.OK)
  async webhook(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.payments.handleWebhook(req.rawBody, signature);
    return { received: true };
  }
}
