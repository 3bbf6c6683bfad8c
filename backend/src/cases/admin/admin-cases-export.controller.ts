import { Controller, Get, Logger, Query, Req, Res, UseGuards } from '@nestjs/common';
import { adminExportQuerySchema, type AdminExportQuery } from '@reactivation/contracts';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AdminAuthGuard, type StaffRequest } from '../../admin-auth/admin-auth.guard';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { AdminCaseListService } from './admin-case-list.service';
import { csvContentDisposition } from './cases-csv';

/** GET /api/admin/applications.csv: the list as filtered in the panel, streamed as CSV (audited). */
@Controller('admin')
@UseGuards(AdminAuthGuard)
export class AdminCasesExportController {
  private readonly logger = new Logger(AdminCasesExportController.name);

  constructor(private readonly caseList: AdminCaseListService) {}

  @Get('applications.csv')
  async export(
    @Query(new ZodValidationPipe(adminExportQuerySchema)) query: AdminExportQuery,
    @Req() req: StaffRequest,
    @Res() res: Response,
  ): Promise<void> {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8; header=present');
    res.setHeader('Content-Disposition', csvContentDisposition(new Date()));
    try {
      // pipeline waits for the socket to drain before the next batch is read: memory stays at one batch.
      await pipeline(Readable.from(this.caseList.exportCsv(query, req.staff)), res);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return; // the client stopped reading
      // Already sending: the answer is cut short (no valid end of a chunked body), never passed off as whole.
      if (res.headersSent) this.logger.error(`CSV export stopped: ${(error as Error).message}`);
      throw error;
    }
  }
}
