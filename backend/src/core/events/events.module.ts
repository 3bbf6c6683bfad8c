import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { OutboxEvent } from './outbox-event.entity';
import { OutboxProgress } from './outbox-progress.service';
import { OutboxService } from './outbox.service';

/** Raising events and recording their consumers' progress, for every process role. Publishing them is OutboxRelayModule's job. */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([OutboxEvent])],
  providers: [OutboxService, OutboxProgress],
  exports: [OutboxService, OutboxProgress],
})
export class EventsModule {}
