import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AppealsModule } from './appeals/appeals.module';
import { AuditModule } from './audit/audit.module';
import { CasesModule } from './cases/cases.module';
import { DeadlinesWorkerModule } from './cases/deadlines/deadlines-worker.module';
import { FollowUpsWorkerModule } from './cases/follow-ups/follow-ups-worker.module';
import { ConversionsModule } from './conversions/conversions.module';
import { CoreModule } from './core/core.module';
import { OutboxRelayModule } from './core/events/outbox-relay.module';
import { QueueWorkers } from './core/queue/queue-workers';
import { DraftsWorkerModule } from './drafts/drafts-worker.module';
import { ChatRelayModule } from './messenger/chat-relay.module';
import { NotificationsModule } from './notifications/notifications.module';
import { RetentionModule } from './retention/retention.module';
import { TextingModule } from './texting/texting.module';
import { TextingWorkerModule } from './texting/texting-worker.module';

/** The worker role: the outbox relay, the BullMQ processors (e-mails, audit log …) and the scheduled jobs (retention, left drafts, appeal deadline reminders), no HTTP. */
@Module({
  imports: [
    CoreModule,
    OutboxRelayModule,
    CasesModule,
    AppealsModule,
    NotificationsModule,
    TextingModule,
    TextingWorkerModule,
    ConversionsModule,
    ChatRelayModule,
    RetentionModule,
    AuditModule,
    DraftsWorkerModule,
    DeadlinesWorkerModule,
    FollowUpsWorkerModule,
    DiscoveryModule,
  ],
  // Starts the processors above, once each queue has one.
  providers: [QueueWorkers],
})
export class WorkerModule {}
