import { Controller, Get, UseGuards } from '@nestjs/common';
import type { AdminStaffMember } from '@reactivation/contracts';
import { AdminAuthGuard } from './admin-auth.guard';
import { StaffDirectoryService } from './staff-directory.service';

/** GET /api/admin/staff: the accounts a case can be given to. */
@Controller('admin/staff')
@UseGuards(AdminAuthGuard)
export class StaffDirectoryController {
  constructor(private readonly directory: StaffDirectoryService) {}

  @Get()
  list(): Promise<AdminStaffMember[]> {
    return this.directory.list();
  }
}
