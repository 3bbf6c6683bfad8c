import { Module } from '@nestjs/common';
import { CASE_EMAIL_LOG } from '../cases/admin/case-email-log.port';
import { CaseAlertsRetention } from './case-alerts.retention';
import { EmailLedgerRetention } from './email-ledger.retention';
import { SentEmailsService } from './sent-emails.service';

/**
 * What notifications keeps, apart from the sending: the ledger's read side (the admin case timeline,
 * api role) and the retention rules of the ledger and the staff alerts (worker and `npm run retention`).
 * No processor, no mailer: every role may import it.
 */
@Module({
  providers: [SentEmailsService, { provide: CASE_EMAIL_LOG, useExisting: SentEmailsService }, EmailLedgerRetention, CaseAlertsRetention],
  exports: [SentEmailsService, CASE_EMAIL_LOG],
})
export class NotificationRecordsModule {}
