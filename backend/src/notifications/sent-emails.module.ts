import { Module } from '@nestjs/common';
import { SentEmailsService } from './sent-emails.service';

/** The ledger's read side for the api role (the admin case timeline); the sending stays in NotificationsModule. */
@Module({
  providers: [SentEmailsService],
  exports: [SentEmailsService],
})
export class SentEmailsModule {}
