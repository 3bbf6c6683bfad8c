import { Module } from '@nestjs/common';
import { CoreModule } from './core/core.module';
import { OutboxRelayModule } from './core/events/outbox-relay.module';
import { NotificationsModule } from './notifications/notifications.module';

/** The worker role: the outbox relay and the BullMQ processors, no HTTP. */
@Module({
  imports: [CoreModule, OutboxRelayModule, NotificationsModule],
})
export class WorkerModule {}
