import { Module } from '@nestjs/common';
import { PaymentsController } from './payments.controller';
import { PaymentsModule } from './payments.module';

/** The api side: the payment calls and Stripe's webhook. */
@Module({
  imports: [PaymentsModule],
  controllers: [PaymentsController],
})
export class PaymentsApiModule {}
