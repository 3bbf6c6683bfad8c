import { Module } from '@nestjs/common';
import { CasesModule } from '../cases.module';
import { FollowUpsProcessor, FollowUpsScheduler } from './follow-ups.sweep';

/** The worker side of follow-ups: the scheduled sweep that raises the reminders and owner alerts due. */
@Module({
  imports: [CasesModule],
  providers: [FollowUpsScheduler, FollowUpsProcessor],
})
export class FollowUpsWorkerModule {}
