import { Module } from '@nestjs/common';
import { SentEmailsModule } from '../notifications/sent-emails.module';
import { CaseDossierService } from './case-dossier.service';
import { CaseRoomModule } from './room/case-room.module';

/** A case's whole file as plain data, for the payments module's dispute evidence (api role). */
@Module({
  imports: [CaseRoomModule, SentEmailsModule],
  providers: [CaseDossierService],
  exports: [CaseDossierService],
})
export class CaseDossierModule {}
