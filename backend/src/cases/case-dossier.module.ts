import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { CaseDossierService } from './case-dossier.service';
import { CasesModule } from './cases.module';

/**
 * A case's whole file as plain data, for the payments module's dispute evidence (api role). The e-mails
 * sent about the case come through the `CaseEmailLog` port, whose module the api role's composition gives
 * (`withEmailLog`), since notifications reads cases and cases does not import it back.
 */
@Module({
  imports: [CasesModule],
  providers: [CaseDossierService],
  exports: [CaseDossierService],
})
export class CaseDossierModule {
  static withEmailLog(emailLog: Type<unknown>): DynamicModule {
    return { module: CaseDossierModule, imports: [emailLog] };
  }
}
