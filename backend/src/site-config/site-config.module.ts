import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { SiteConfigController } from './site-config.controller';

/** GET /api/config; the payment mode comes from the payments module's service. */
@Module({ imports: [PaymentsModule], controllers: [SiteConfigController] })
export class SiteConfigModule {}
