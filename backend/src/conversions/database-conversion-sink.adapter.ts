import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Conversion, ConversionSink } from './conversion-sink.port';

/**
 * Conversions kept in our database (the `conversion` table), one per transaction id, for reports
 * and for uploading to an ads platform offline.
 */
@Injectable()
export class DatabaseConversionSink implements ConversionSink {
  constructor(private readonly em: EntityManager) {}

  async record(conversion: Conversion): Promise<void> {
    await this.em
      .getConnection()
      .execute(
        `insert into conversion (transaction_id, application_id, value, currency) values (?, ?, ?, ?) on conflict (transaction_id) do nothing`,
        [conversion.transactionId, conversion.applicationId, conversion.value, conversion.currency],
      );
  }
}
