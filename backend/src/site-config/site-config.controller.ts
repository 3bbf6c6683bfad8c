import { Controller, Get, Inject } from '@nestjs/common';
import type { PublicConfig } from '@reactivation/contracts';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { PaymentsService } from '../payments/payments.service';

/** GET /api/config: the public settings the site reads at run time (never a secret). */
@Controller('config')
export class SiteConfigController {
  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly payments: PaymentsService,
  ) {}

  @Get()
  config(): PublicConfig {
    return {
      payment: { mode: this.payments.mode, publishableKey: this.payments.mode === 'stripe' ? (this.env.STRIPE_PUBLISHABLE_KEY ?? null) : null },
      tracking: { googleAdsId: this.env.GOOGLE_ADS_ID ?? null, conversionLabel: this.env.GOOGLE_ADS_CONVERSION_LABEL ?? null },
      support: { email: this.env.SUPPORT_EMAIL, phone: this.env.SUPPORT_PHONE },
    };
  }
}
