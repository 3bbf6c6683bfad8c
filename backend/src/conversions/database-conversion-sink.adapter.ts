import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';
import type { Conversion, ConversionSink } from './conversion-sink.port';

/**
 * Conversions kept in our database (the `conversion` table), one per transaction id, for reports
 * and for uploading to an ads platform offline.
 */
@Injectable()
export class DatabaseConversionSink implements ConversionSink {
  constructor(private readonly sql: SqlClient) {}

  async record(conversion: Conversion): Promise<void> {
    await this.sql.query(
      'conversion-record',
      `insert into conversion (transaction_id, application_id, value, currency) values ($1, $2, $3, $4) on conflict (transaction_id) do nothing`,
      [conversion.transactionId, conversion.applicationId, conversion.value, conversion.currency],
    );
  }
}
