import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  adminListQuerySchema,
  adminNoteInputSchema,
  adminOwnerChangeSchema,
  adminStatusChangeSchema,
  type AdminApplication,
  type AdminApplicationDetail,
  type AdminListQuery,
  type AdminNote,
  type AdminNoteInput,
  type AdminOwnerChange,
  type AdminPaymentLink,
  type AdminStats,
  type AdminStatusChange,
  type AdminStatusLink,
} from '@reactivation/contracts';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { AdminAuthGuard, type StaffRequest } from '../../admin-auth/admin-auth.guard';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { AdminCaseListService } from './admin-case-list.service';
import { AdminCasesService } from './admin-cases.service';

/** DESIGN §4 `/api/admin/applications…`: staff only, every route behind the token guard. */
@Controller('admin/applications')
@UseGuards(AdminAuthGuard)
export class AdminCasesController {
  constructor(
    private readonly cases: AdminCasesService,
    private readonly caseList: AdminCaseListService,
  ) {}

  @Get()
  async list(
    @Query(new ZodValidationPipe(adminListQuerySchema)) query: AdminListQuery,
    @Req() req: StaffRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminApplication[]> {
    const page = await this.caseList.list(query, req.staff);
    res.setHeader('X-Total-Count', String(page.total));
    if (page.totalCapped) res.setHeader('X-Total-Count-Capped', 'true');
    if (page.nextCursor) {
      const next = new URLSearchParams();
      if (query.q) next.set('q', query.q);
      if (query.status) next.set('status', query.status);
      if (query.owner) next.set('owner', query.owner);
      if (query.sort) next.set('sort', query.sort);
      if (query.limit) next.set('limit', String(query.limit));
      next.set('cursor', page.nextCursor);
      res.setHeader('Link', `</api/admin/applications?${next.toString()}>; rel="next"`);
    }
    return page.items;
  }

  @Get('stats')
  stats(): Promise<AdminStats> {
    return this.caseList.stats();
  }

  /** By id or by case number (`DR-2026-000217`), as the panel's page of a case names it. */
  @Get(':id')
  detail(@Param('id') idOrCaseNumber: string, @Req() req: StaffRequest): Promise<AdminApplicationDetail> {
    return this.cases.detail(idOrCaseNumber, req.staff.username);
  }

  @Patch(':id/status')
  changeStatus(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(adminStatusChangeSchema)) body: AdminStatusChange,
    @Req() req: StaffRequest,
  ): Promise<AdminApplication> {
    return this.cases.changeStatus(id, body, req.staff.username);
  }

  @Put(':id/owner')
  assignOwner(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(adminOwnerChangeSchema)) body: AdminOwnerChange,
    @Req() req: StaffRequest,
  ): Promise<AdminApplication> {
    return this.cases.assignOwner(id, body.ownerId, req.staff.username);
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

  @Post(':id/payment-link/revoke')
  @HttpCode(HttpStatus.NO_CONTENT)
  async revokePaymentLink(@Param('id') id: string, @Req() req: StaffRequest): Promise<void> {
    await this.cases.revokePaymentLink(id, req.staff.username);
  }

  @Post(':id/payment-link/reissue')
  @HttpCode(HttpStatus.CREATED)
  reissuePaymentLink(@Param('id') id: string, @Req() req: StaffRequest): Promise<AdminPaymentLink> {
    return this.cases.reissuePaymentLink(id, req.staff.username);
  }

  @Post(':id/status-link/rotate')
  @HttpCode(HttpStatus.OK)
  rotateStatusLink(@Param('id') id: string, @Req() req: StaffRequest): Promise<AdminStatusLink> {
    return this.cases.rotateStatusLink(id, req.staff.username);
  }

  @Post(':id/payment-link/send')
  @HttpCode(HttpStatus.ACCEPTED)
  async sendPaymentLink(@Param('id') id: string, @Req() req: StaffRequest): Promise<{ queued: true }> {
    await this.cases.sendPaymentLink(id, req.staff.username);
    return { queued: true };
  }

  /**
   * Streams the file as an attachment named by the server (`DR-…-1.pdf`), with the type found in its
   * bytes, never sniffed into another, and sandboxed should a browser display it anyway.
   */
  @Get(':id/documents/:documentId')
  async document(
    @Param('id') id: string,
    @Param('documentId') documentId: string,
    @Req() req: StaffRequest,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.cases.openDocument(id, documentId, req.staff.username);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.sizeBytes));
    res.setHeader('Content-Disposition', `attachment; filename="${file.name}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    await pipeline(file.stream, res);
  }
}
