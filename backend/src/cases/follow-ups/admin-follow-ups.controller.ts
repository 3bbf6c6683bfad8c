import { Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import { followUpAlertsQuerySchema, type FollowUpAlert, type FollowUpAlertsQuery } from '@reactivation/contracts';
import { AdminAuthGuard, type StaffRequest } from '../../admin-auth/admin-auth.guard';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { FollowUpsService } from './follow-ups.service';

/** The panel's open follow-up alerts: documents still missing after the reminder, appeals waiting too long. */
@Controller('admin/follow-ups')
@UseGuards(AdminAuthGuard)
export class AdminFollowUpsController {
  constructor(private readonly followUps: FollowUpsService) {}

  @Get()
  list(@Query(new ZodValidationPipe(followUpAlertsQuerySchema)) query: FollowUpAlertsQuery, @Req() req: StaffRequest): Promise<FollowUpAlert[]> {
    return this.followUps.openAlerts(query.owner === 'all' ? null : req.staff.id);
  }
}
