import { Global, Module } from '@nestjs/common';
import { OutboxProgress } from './outbox-progress.service';
import { OutboxRetention } from './outbox.retention';

/** Recording the consumers' progress on events, for every process role. Events are written by `outboxInsertSelect` in the statement that makes the change; publishing them is OutboxRelayModule's job. */
@Global()
@Module({
  providers: [OutboxProgress, OutboxRetention],
  exports: [OutboxProgress],
})
export class EventsModule {}
