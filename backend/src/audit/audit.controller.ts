import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { adminAuditQuerySchema, type AdminAuditEntry, type AdminAuditQuery } from '@reactivation/contracts';
import type { Response } from 'express';
import { AdminAuthGuard } from '../admin-auth/admin-auth.guard';
import { ZodValidationPipe } from '../core/http/zod-validation.pipe';
import { AuditLogService } from './audit-log.service';

/** GET /api/admin/audit: the staff actions, newest first, for staff; paged by `Link: rel="next"`. */
@Controller('admin/audit')
@UseGuards(AdminAuthGuard)
export class AuditController {
  constructor(private readonly audit: AuditLogService) {}

  @Get()
  async list(
    @Query(new ZodValidationPipe(adminAuditQuerySchema)) query: AdminAuditQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminAuditEntry[]> {
    const page = await this.audit.list(query);
    if (page.nextCursor) {
      const next = new URLSearchParams();
      if (query.actor) next.set('actor', query.actor);
      if (query.action) next.set('action', query.action);
      if (query.limit) next.set('limit', String(query.limit));
      next.set('cursor', page.nextCursor);
      res.setHeader('Link', `</api/admin/audit?${next.toString()}>; rel="next"`);
    }
    return page.items;
  }
}
