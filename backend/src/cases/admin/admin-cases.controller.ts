import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  adminListQuerySchema,
  adminNoteInputSchema,
  adminStatusChangeSchema,
  type AdminApplication,
  type AdminApplicationDetail,
  type AdminListQuery,
  type AdminNote,
  type AdminNoteInput,
  type AdminPaymentLink,
  type AdminStats,
  type AdminStatusChange,
} from '@reactivation/contracts';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { AdminAuthGuard, type StaffRequest } from '../../admin-auth/admin-auth.guard';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { AdminCasesService } from './admin-cases.service';

/** DESIGN §4 `/api/admin/applications…`: staff only, every route behind the token guard. */
@Controller('admin/applications')
@UseGuards(AdminAuthGuard)
export class AdminCasesController {
  constructor(private readonly cases: AdminCasesService) {}

  @Get()
  async list(
    @Query(new ZodValidationPipe(adminListQuerySchema)) query: AdminListQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminApplication[]> {
    const page = await this.cases.list(query);
    res.setHeader('X-Total-Count', String(page.total));
    if (page.totalCapped) res.setHeader('X-Total-Count-Capped', 'true');
    if (page.nextCursor) {
      const next = new URLSearchParams();
      if (query.q) next.set('q', query.q);
      if (query.status) next.set('status', query.status);
      if (query.limit) next.set('limit', String(query.limit));
      next.set('cursor', page.nextCursor);
      res.setHeader('Link', `</api/admin/applications?${next.toString()}>; rel="next"`);
    }
    return page.items;
  }

  @Get('stats')
  stats(): Promise<AdminStats> {
    return this.cases.stats();
  }

  @Get(':id')
  detail(@Param('id') id: string): Promise<AdminApplicationDetail> {
    return this.cases.detail(id);
  }

  @Patch(':id/status')
  changeStatus(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(adminStatusChangeSchema)) body: AdminStatusChange,
    @Req() req: StaffRequest,
  ): Promise<AdminApplication> {
    return this.cases.changeStatus(id, body.status, req.staff.username);
  }

  @Post(':id/notes')
  @HttpCode(HttpStatus.CREATED)
  addNote(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(adminNoteInputSchema)) body: AdminNoteInput,
    @Req() req: StaffRequest,
  ): Promise<AdminNote> {
    return this.cases.addNote(id, req.staff.username, body.body);
  }

  @Post(':id/payment-link')
  @HttpCode(HttpStatus.CREATED)
  createPaymentLink(@Param('id') id: string, @Req() req: StaffRequest): Promise<AdminPaymentLink> {
    return this.cases.createPaymentLink(id, req.staff.username);
  }

  @Post(':id/payment-link/send')
  @HttpCode(HttpStatus.ACCEPTED)
  async sendPaymentLink(@Param('id') id: string, @Req() req: StaffRequest): Promise<{ queued: true }> {
    await this.cases.sendPaymentLink(id, req.staff.username);
    return { queued: true };
  }

  /** Streams the file; the client's name is only offered as the download name, quoted safely. */
  @Get(':id/documents/:documentId')
  async document(@Param('id') id: string, @Param('documentId') documentId: string, @Res() res: Response): Promise<void> {
    const file = await this.cases.openDocument(id, documentId);
    const asciiName = file.name.replace(/[^\w.-]+/g, '_') || 'document';
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.sizeBytes));
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    );
    await pipeline(file.stream, res);
  }
}
