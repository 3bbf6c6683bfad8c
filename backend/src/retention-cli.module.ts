import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AppealsModule } from './appeals/appeals.module';
import { AuditModule } from './audit/audit.module';
import { CasesModule } from './cases/cases.module';
import { ChatModule } from './chat/chat.module';
import { ContactModule } from './contact/contact.module';
import { ConversionsModule } from './conversions/conversions.module';
import { CoreModule } from './core/core.module';
import { QueueModule } from './core/queue/queue.module';
import { DraftsModule } from './drafts/drafts.module';
import { ChatRelayModule } from './messenger/chat-relay.module';
import { NotificationRecordsModule } from './notifications/notification-records.module';
import { PaymentsModule } from './payments/payments.module';
import { RetentionService } from './retention/retention.service';
import { TextingModule } from './texting/texting.module';

/**
 * `npm run retention` (retention.ts): the retention rules of every module that owns data, and the
 * service that runs them, without the scheduler, an HTTP server or any sweep. The modules' processors
 * do not run here: only WorkerModule starts BullMQ workers (QueueWorkers). The retention test checks
 * that this process finds the same rules as the worker.
 */
@Module({
  imports: [
    CoreModule,
    QueueModule,
    DiscoveryModule,
    CasesModule,
    AppealsModule,
    PaymentsModule,
    AuditModule,
    DraftsModule,
    ChatModule,
    ContactModule,
    NotificationRecordsModule,
    ConversionsModule,
    ChatRelayModule,
    TextingModule,
  ],
  providers: [RetentionService],
})
export class RetentionCliModule {}
