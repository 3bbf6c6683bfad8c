import { Module } from '@nestjs/common';
import { ConversionsModule } from './conversions/conversions.module';
import { CoreModule } from './core/core.module';
import { OutboxRelayModule } from './core/events/outbox-relay.module';
import { ChatRelayModule } from './messenger/messenger.module';
import { NotificationsModule } from './notifications/notifications.module';

/** The worker role: the outbox relay and the BullMQ processors, no HTTP. */
@Module({
  imports: [CoreModule, OutboxRelayModule, NotificationsModule, ConversionsModule, ChatRelayModule],
})
export class WorkerModule {}
