import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { CONVERSION_SINK } from './conversion-sink.port';
import { ConversionsProcessor } from './conversions.processor';
import { DatabaseConversionSink } from './database-conversion-sink.adapter';

/** Worker side: the conversions queue. The sink is the database adapter. */
@Module({
  imports: [PaymentsModule],
  providers: [{ provide: CONVERSION_SINK, useClass: DatabaseConversionSink }, ConversionsProcessor],
})
export class ConversionsModule {}
