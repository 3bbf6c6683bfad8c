import { Injectable } from '@nestjs/common';
import { SqlClient } from '../core/database/sql-client';

/** An e-mail that left for a case, as the staff timeline shows it. */
export interface SentEmail {
  template: string;
  to_address: string;
  sent_at: string;
}

/** What the e-mail ledger knows, for other modules: they ask here rather than read `email_delivery`. */
@Injectable()
export class SentEmailsService {
  constructor(private readonly sql: SqlClient) {}

  /** The e-mails sent about a case, oldest first. */
  forCase(applicationId: string): Promise<SentEmail[]> {
    return this.sql.query<SentEmail>(
      'case-sent-emails',
      `select template, to_address, sent_at from email_delivery
       where application_id = $1 and status = 'sent' order by sent_at`,
      [applicationId],
    );
  }
}
