import { Module, type DynamicModule } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { BillingController } from './billing.controller';
import { DisputeEvidenceService } from './dispute-evidence.service';
import { PaymentsAdminController } from './payments-admin.controller';
import { PaymentsController } from './payments.controller';
import { PaymentsModule } from './payments.module';

/** The api side: the payment calls, Stripe's webhook, the case room's receipt and agreement, and staff's refunds and dispute evidence. */
@Module({
  imports: [PaymentsModule, AdminAuthModule],
  controllers: [PaymentsController, BillingController, PaymentsAdminController],
  providers: [DisputeEvidenceService],
})
export class PaymentsApiModule {
  /** `dossier`: the cases module's CaseDossierModule, with its e-mail log, as the api role composes it. */
  static withDossier(dossier: DynamicModule): DynamicModule {
    return { module: PaymentsApiModule, imports: [dossier] };
  }
}
