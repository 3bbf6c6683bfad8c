import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { CONVERSION_SINK } from './conversion-sink.port';
import { ConversionsProcessor } from './conversions.processor';
import { ConversionsRetention } from './conversions.retention';
import { DatabaseConversionSink } from './database-conversion-sink.adapter';

/** Worker side: the conversions queue (the sink is the database adapter), and the rule that deletes old conversions. */
@Module({
  imports: [PaymentsModule],
  providers: [{ provide: CONVERSION_SINK, useClass: DatabaseConversionSink }, ConversionsProcessor, ConversionsRetention],
})
export class ConversionsModule {}
