import { Module } from '@nestjs/common';
import { AdminAuthModule } from './admin-auth/admin-auth.module';
import { AppealsApiModule } from './appeals/appeals-api.module';
import { AuditApiModule } from './audit/audit-api.module';
import { CasesApiModule } from './cases/cases-api.module';
import { ChatApiModule } from './chat/chat-api.module';
import { ContactApiModule } from './contact/contact-api.module';
import { CoreModule } from './core/core.module';
import { DraftsApiModule } from './drafts/drafts-api.module';
import { RateLimitModule } from './core/http/rate-limit.module';
import { HealthModule } from './health/health.module';
import { IntakeModule } from './intake/intake.module';
import { NotificationRecordsModule } from './notifications/notification-records.module';
import { TelegramWebhookModule } from './messenger/telegram-webhook.module';
import { OpenApiModule } from './openapi/openapi.module';
import { OpsModule } from './ops/ops.module';
import { CaseDossierModule } from './cases/case-dossier.module';
import { PaymentsModule } from './payments/payments.module';
import { PaymentsApiModule } from './payments/payments-api.module';
import { SiteConfigModule } from './site-config/site-config.module';
import { AvailabilityApiModule } from './availability/availability-api.module';
import { TextingApiModule } from './texting/texting-api.module';

/** The HTTP role: the API under /api (the SPA is served beside it, see http-app.ts). */
@Module({
  imports: [
    CoreModule,
    RateLimitModule,
    HealthModule,
    IntakeModule,
    DraftsApiModule,
    ContactApiModule,
    AdminAuthModule,
    OpsModule,
    CasesApiModule.withPorts({ emailLog: NotificationRecordsModule, money: PaymentsModule }),
    AuditApiModule,
    AppealsApiModule,
    PaymentsApiModule.withDossier(CaseDossierModule.withEmailLog(NotificationRecordsModule)),
    SiteConfigModule,
    AvailabilityApiModule,
    ChatApiModule,
    TelegramWebhookModule,
    TextingApiModule,
    OpenApiModule,
  ],
})
export class ApiModule {}
