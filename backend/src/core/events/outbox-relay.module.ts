import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module';
import { OutboxListener } from './outbox-listener';
import { OutboxRelay } from './outbox.relay';

/**
 * The worker side of the outbox: moves committed events to their queues. The api process does
 * not load it; it only writes outbox rows.
 */
@Module({
  imports: [QueueModule],
  providers: [OutboxRelay, OutboxListener],
})
export class OutboxRelayModule {}
