import { Module } from '@nestjs/common';
import { DraftsRepository } from './drafts.repository';
import { DraftsService } from './drafts.service';

/** Drafts of the home form (the application_draft table) and their service; every role imports it. */
@Module({
  providers: [DraftsService, DraftsRepository],
  exports: [DraftsService],
})
export class DraftsModule {}
