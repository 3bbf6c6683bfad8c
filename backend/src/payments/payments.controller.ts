import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  applicationTermsAcceptanceInputSchema,
  createPaymentIntentSchema,
  isLocale,
  termsAcceptanceInputSchema,
  testPaymentConfirmSchema,
  type ApplicationTermsAcceptanceInput,
  type PaymentInfo,
  type PaymentIntent,
  type ServiceAgreementView,
  type TermsAcceptance,
  type TermsAcceptanceInput,
} from '@reactivation/contracts';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { ZodValidationPipe } from '../core/http/zod-validation.pipe';
import { PaymentsService } from './payments.service';
import { PublicWritesGuard } from '../core/http/public-writes.guard';
import { ServiceAgreementService, type AcceptingClient } from './service-agreement.service';

/** Where an acceptance came from: the address Express found (behind trusted proxies) and the browser's own words. */
function acceptingClient(req: Request): AcceptingClient {
  return { ipAddress: req.ip ?? '', userAgent: req.headers['user-agent'] ?? '' };
}

/** DESIGN §4 payment calls. Intent creation is rate-limited like the other public writes. */
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly agreements: ServiceAgreementService,
  ) {}

  /** The service agreement clients accept now, filled in, with its version and hash. */
  @Get('service-agreement')
  serviceAgreement(@Query('lang') lang: string | undefined): ServiceAgreementView {
    return this.agreements.current(isLocale(lang) ? lang : 'en');
  }

  /** Home form, step 3: the client accepts the agreement (and electronic records) before the payment starts. */
  @Post('terms-acceptance')
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(PublicWritesGuard)
  acceptTerms(
    @Body(new ZodValidationPipe(applicationTermsAcceptanceInputSchema)) body: ApplicationTermsAcceptanceInput,
    @Req() req: Request,
  ): Promise<TermsAcceptance> {
    return this.payments.acceptTermsForApplication(body.applicationId, body, acceptingClient(req));
  }

  /** The payment-link page: the same, for the link's case. */
  @Post('payment/:token/terms-acceptance')
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(PublicWritesGuard)
  acceptTermsForLink(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(termsAcceptanceInputSchema)) body: TermsAcceptanceInput,
    @Req() req: Request,
  ): Promise<TermsAcceptance> {
    return this.payments.acceptTermsForToken(token, body, acceptingClient(req));
  }

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
