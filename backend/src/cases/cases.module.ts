import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ApplicationDocument } from './application-document.entity';
import { Application } from './application.entity';
import { CasesRepository } from './cases.repository';
import { CasesService } from './cases.service';
import { PayableCasesService } from './payable-cases.service';

@Module({
  imports: [MikroOrmModule.forFeature([Application, ApplicationDocument])],
  providers: [CasesService, PayableCasesService, CasesRepository],
  exports: [CasesService, PayableCasesService],
})
export class CasesModule {}
