import { Module } from '@nestjs/common';
import { StaffDirectoryRepository } from './staff-directory.repository';
import { StaffDirectoryService } from './staff-directory.service';

/** The staff directory alone, with no controller and no Redis: the worker imports it as it is. */
@Module({
  providers: [StaffDirectoryService, StaffDirectoryRepository],
  exports: [StaffDirectoryService],
})
export class StaffDirectoryModule {}
