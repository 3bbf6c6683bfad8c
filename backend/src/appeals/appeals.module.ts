import { Module } from '@nestjs/common';
import { CasesModule } from '../cases/cases.module';
import { PrintingModule } from '../printing/printing.module';
import { AppealLettersRepository } from './appeal-letters.repository';
import { AppealLettersRetention } from './appeal-letters.retention';
import { AppealLettersService } from './appeal-letters.service';

/**
 * The appeal work of a case, for every role: the letter's tables and service, and their retention
 * rule (run where the retention job runs). It reads cases through their exported services (the facts,
 * the room's requests and messages); cases hears of a filing through `appeal.filed`. The routes are
 * AppealsApiModule's.
 */
@Module({
  imports: [CasesModule, PrintingModule],
  providers: [AppealLettersRepository, AppealLettersService, AppealLettersRetention],
  exports: [AppealLettersService],
})
export class AppealsModule {}
