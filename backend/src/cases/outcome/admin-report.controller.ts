import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import { adminReportQuerySchema, type AdminReport, type AdminReportQuery } from '@reactivation/contracts';
import type { Response } from 'express';
import { AdminAuthGuard, type StaffRequest } from '../../admin-auth/admin-auth.guard';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { reportCsvContentDisposition } from './outcome-report-csv';
import { OutcomeReportService } from './outcome-report.service';

/** The staff report of how cases ended in a period (/admin/report in the panel), and its CSV. */
@Controller('admin')
@UseGuards(AdminAuthGuard)
export class AdminReportController {
  constructor(private readonly report: OutcomeReportService) {}

  @Get('report')
  show(@Query(new ZodValidationPipe(adminReportQuerySchema)) query: AdminReportQuery): Promise<AdminReport> {
    return this.report.build(query);
  }

  @Get('report.csv')
  async csv(
    @Query(new ZodValidationPipe(adminReportQuerySchema)) query: AdminReportQuery,
    @Req() req: StaffRequest,
    @Res() res: Response,
  ): Promise<void> {
    const body = await this.report.csv(query, req.staff.username);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8; header=present');
    res.setHeader('Content-Disposition', reportCsvContentDisposition(query.from, query.to));
    res.send(body);
  }
}
