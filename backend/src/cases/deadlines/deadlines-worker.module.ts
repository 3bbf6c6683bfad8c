import { Module } from '@nestjs/common';
import { CasesModule } from '../cases.module';
import { DeadlineRemindersProcessor, DeadlineRemindersScheduler } from './deadline-reminders.sweep';

/** The worker side of appeal deadlines: the scheduled sweep that stores due dates and raises reminders. */
@Module({
  imports: [CasesModule],
  providers: [DeadlineRemindersScheduler, DeadlineRemindersProcessor],
})
export class DeadlinesWorkerModule {}
