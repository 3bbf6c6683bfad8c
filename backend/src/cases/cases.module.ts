import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ApplicationDocument } from './application-document.entity';
import { Application } from './application.entity';
import { CasesRepository } from './cases.repository';
import { CasesService } from './cases.service';

@Module({
  imports: [MikroOrmModule.forFeature([Application, ApplicationDocument])],
  providers: [CasesService, CasesRepository],
  exports: [CasesService],
})
export class CasesModule {}
