import { Module } from '@nestjs/common';
import { DraftsModule } from './drafts.module';
import { DraftsSweepProcessor, DraftsSweepScheduler } from './drafts.sweep';

/** The worker side: the scheduled sweep of left drafts. */
@Module({
  imports: [DraftsModule],
  providers: [DraftsSweepScheduler, DraftsSweepProcessor],
})
export class DraftsWorkerModule {}
