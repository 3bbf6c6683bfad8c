import { Module } from '@nestjs/common';
import { CasesModule } from './cases.module';
import { CasesProcessor } from './cases.processor';

/** The worker side of cases: `payment.succeeded` marks the case paid, `payment.refunded` refunded, disputes go into its history. */
@Module({
  imports: [CasesModule],
  providers: [CasesProcessor],
})
export class CasesWorkerModule {}
