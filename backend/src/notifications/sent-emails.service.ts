import { Injectable } from '@nestjs/common';
import type { CaseEmailLog, SentCaseEmail } from '../cases/admin/case-email-log.port';
import { SqlClient } from '../core/database/sql-client';

/**
 * What the e-mail ledger knows, for other modules: they ask here rather than read `email_delivery`.
 * It is the cases module's `CaseEmailLog` (the case file's timeline).
 */
@Injectable()
export class SentEmailsService implements CaseEmailLog {
  constructor(private readonly sql: SqlClient) {}

  /** The e-mails sent about a case, oldest first. */
  forCase(applicationId: string): Promise<SentCaseEmail[]> {
    return this.sql.query<SentCaseEmail>(
      'case-sent-emails',
      `select template, to_address, sent_at from email_delivery
       where application_id = $1 and status = 'sent' order by sent_at`,
      [applicationId],
    );
  }
}
