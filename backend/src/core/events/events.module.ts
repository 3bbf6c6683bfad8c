import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { OutboxEvent } from './outbox-event.entity';
import { OutboxService } from './outbox.service';

/** Raising events, for every process role. Publishing them is OutboxRelayModule's job. */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([OutboxEvent])],
  providers: [OutboxService],
  exports: [OutboxService],
})
export class EventsModule {}
