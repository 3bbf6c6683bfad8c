import { Module } from '@nestjs/common';
import { AdminAuthModule } from './admin-auth/admin-auth.module';
import { AuditApiModule } from './audit/audit.module';
import { CasesAdminApiModule } from './cases/cases-admin.module';
import { ChatApiModule } from './chat/chat.module';
import { ContactApiModule } from './contact/contact.module';
import { CoreModule } from './core/core.module';
import { DraftsApiModule } from './drafts/drafts.module';
import { RateLimitModule } from './core/http/rate-limit.module';
import { HealthModule } from './health/health.module';
import { IntakeModule } from './intake/intake.module';
import { TelegramWebhookModule } from './messenger/messenger.module';
import { OpenApiModule } from './openapi/openapi.module';
import { PaymentsApiModule } from './payments/payments.module';
import { SiteConfigModule } from './site-config/site-config.controller';

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
    CasesAdminApiModule,
    AuditApiModule,
    PaymentsApiModule,
    SiteConfigModule,
    ChatApiModule,
    TelegramWebhookModule,
    OpenApiModule,
  ],
})
export class ApiModule {}
