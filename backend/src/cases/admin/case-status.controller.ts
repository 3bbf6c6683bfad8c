import { Controller, Get, Param } from '@nestjs/common';
import type { CaseStatusView } from '@reactivation/contracts';
import { AdminCasesService } from './admin-cases.service';

/** The client's no-login status page reads its case here, by the token in the link we e-mailed. */
@Controller('case-status')
export class CaseStatusController {
  constructor(private readonly cases: AdminCasesService) {}

  @Get(':token')
  view(@Param('token') token: string): Promise<CaseStatusView> {
    return this.cases.statusView(token);
  }
}
