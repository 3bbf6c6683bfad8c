/** A sale to report to advertising (SPEC §3 "Conversion tracking config": value 200, USD, transaction id = case number). */
export interface Conversion {
  transactionId: string;
  applicationId: string;
  value: number;
  currency: string;
}

/** Where conversions are recorded. Recording the same transaction twice must count once. */
export interface ConversionSink {
  record(conversion: Conversion): Promise<void>;
}

export const CONVERSION_SINK = Symbol('CONVERSION_SINK');
