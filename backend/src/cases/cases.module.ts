import { Module } from '@nestjs/common';
import { CasesRepository } from './cases.repository';
import { CasesService } from './cases.service';
import { PayableCasesService } from './payable-cases.service';

@Module({
  providers: [CasesService, PayableCasesService, CasesRepository],
  exports: [CasesService, PayableCasesService],
})
export class CasesModule {}
