import { Module } from '@nestjs/common';
import { DraftsRepository } from './drafts.repository';
import { DraftsRetention } from './drafts.retention';
import { DraftsService } from './drafts.service';

/** Drafts of the home form (the application_draft table) and their service; every role imports it. */
@Module({
  providers: [DraftsService, DraftsRepository, DraftsRetention],
  exports: [DraftsService],
})
export class DraftsModule {}
