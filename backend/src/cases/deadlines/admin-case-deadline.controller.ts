import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import { adminCasePath, type CaseDeadline } from '@reactivation/contracts';
import type { Response } from 'express';
import { AdminAuthGuard } from '../../admin-auth/admin-auth.guard';
import { AppealDeadlinesService } from './appeal-deadlines.service';
import { sendCalendar } from './case-deadline.controller';

/** The staff side: a case's appeal deadline, and its calendar file in Russian linking to the case file. */
@Controller('admin/applications/:id')
@UseGuards(AdminAuthGuard)
export class AdminCaseDeadlineController {
  constructor(private readonly deadlines: AppealDeadlinesService) {}

  @Get('deadline')
  async view(@Param('id') id: string): Promise<CaseDeadline> {
    return this.deadlines.view(await this.deadlines.byKey(id));
  }

  @Get('deadline.ics')
  async calendar(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const row = await this.deadlines.byKey(id);
    sendCalendar(res, this.deadlines.calendar(row, 'ru', this.deadlines.link(adminCasePath(row.case_number))));
  }
}
