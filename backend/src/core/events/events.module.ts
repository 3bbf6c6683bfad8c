import { Global, Module } from '@nestjs/common';
import { OutboxProgress } from './outbox-progress.service';

/** Recording the consumers' progress on events, for every process role. Events are written by `outboxInsertSelect` in the statement that makes the change; publishing them is OutboxRelayModule's job. */
@Global()
@Module({
  providers: [OutboxProgress],
  exports: [OutboxProgress],
})
export class EventsModule {}
