import { Module } from '@nestjs/common';
import { DraftSavesGuard } from './draft-saves.guard';
import { DraftsController } from './drafts.controller';
import { DraftsRepository } from './drafts.repository';
import { DraftsService } from './drafts.service';
import { DraftsSweepProcessor, DraftsSweepScheduler } from './drafts.sweep';

/** Drafts of the home form (the application_draft table) and their service; every role imports it. */
@Module({
  providers: [DraftsService, DraftsRepository],
  exports: [DraftsService],
})
export class DraftsModule {}

/** The api side: /api/drafts. */
@Module({
  imports: [DraftsModule],
  controllers: [DraftsController],
  providers: [DraftSavesGuard],
})
export class DraftsApiModule {}

/** The worker side: the scheduled sweep of left drafts. */
@Module({
  imports: [DraftsModule],
  providers: [DraftsSweepScheduler, DraftsSweepProcessor],
})
export class DraftsWorkerModule {}
