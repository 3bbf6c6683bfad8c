import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { CaseDossierModule } from '../cases/case-dossier.module';
import { BillingController } from './billing.controller';
import { DisputeEvidenceService } from './dispute-evidence.service';
import { PaymentsAdminController } from './payments-admin.controller';
import { PaymentsController } from './payments.controller';
import { PaymentsModule } from './payments.module';

/** The api side: the payment calls, Stripe's webhook, the case room's receipt and agreement, and staff's refunds and dispute evidence. */
@Module({
  imports: [PaymentsModule, AdminAuthModule, CaseDossierModule],
  controllers: [PaymentsController, BillingController, PaymentsAdminController],
  providers: [DisputeEvidenceService],
})
export class PaymentsApiModule {}
