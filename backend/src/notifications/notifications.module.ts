import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { StaffDirectoryModule } from '../admin-auth/staff-directory.module';
import { CasesModule } from '../cases/cases.module';
import { ChatModule } from '../chat/chat.module';
import { ContactModule } from '../contact/contact.module';
import { DraftsModule } from '../drafts/drafts.module';
import { PaymentsModule } from '../payments/payments.module';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { CaseEmailsService } from './case-emails.service';
import { CaseRoomEmailsService } from './case-room-emails.service';
import { ChatReplyEmailsService } from './chat-reply-emails.service';
import { ContactEmailsService } from './contact-emails.service';
import { DeadlineEmailsService } from './deadline-emails.service';
import { FollowUpEmailsService } from './follow-up-emails.service';
import { DraftEmailsService } from './draft-emails.service';
import { EmailLedgerService } from './email-ledger.service';
import { FileMailer } from './file-mailer.adapter';
import { MoneyEmailsService } from './money-emails.service';
import { MAILER, type Mailer } from './mailer.port';
import { NotificationRecordsModule } from './notification-records.module';
import { NotificationsProcessor } from './notifications.processor';
import { PaymentEmailsService } from './payment-emails.service';
import { SmtpMailer } from './smtp-mailer.adapter';
import { StaffCaseAlertStore } from './staff-case-alert.store';
import { StaffCaseAlertsService } from './staff-case-alerts.service';
import { TemplateEmailService } from './template-email.service';
import { TextFallbackEmailsService } from './text-fallback-emails.service';
import { WorkflowEmailsService } from './workflow-emails.service';

/** The one place that picks the mail adapter: SMTP when SMTP_URL is set, else .eml files. */
export function mailerFor(env: Env): Mailer {
  if (!env.SMTP_URL) return new FileMailer(join(env.DATA_DIR, 'mail'), env.MAIL_FROM);
  return new SmtpMailer(env.SMTP_URL, env.MAIL_FROM, {
    connection: env.SMTP_CONNECTION_TIMEOUT_MS,
    greeting: env.SMTP_GREETING_TIMEOUT_MS,
    socket: env.SMTP_SOCKET_TIMEOUT_MS,
  });
}

/** Worker-side module: the notifications queue's processor and what it needs. */
@Module({
  imports: [
    CasesModule,
    ContactModule,
    PaymentsModule,
    ChatModule,
    DraftsModule,
    NotificationRecordsModule,
    StaffDirectoryModule,
  ],
  providers: [
    { provide: MAILER, inject: [ENV], useFactory: mailerFor },
    EmailLedgerService,
    TemplateEmailService,
    CaseEmailsService,
    ContactEmailsService,
    WorkflowEmailsService,
    PaymentEmailsService,
    ChatReplyEmailsService,
    DraftEmailsService,
    StaffCaseAlertStore,
    StaffCaseAlertsService,
    CaseRoomEmailsService,
    MoneyEmailsService,
    DeadlineEmailsService,
    FollowUpEmailsService,
    TextFallbackEmailsService,
    NotificationsProcessor,
  ],
})
export class NotificationsModule implements OnApplicationShutdown {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  onApplicationShutdown(): void {
    if (this.mailer instanceof SmtpMailer) this.mailer.close();
  }
}
