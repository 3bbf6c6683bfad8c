import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { QueueBoard } from './queue-board';

/**
 * Operations tools for staff: the queue board at /api/admin/queues (api role only). Staff are
 * checked by admin-auth's exported cookie strategy; http-app.ts mounts the board before the API's routes.
 */
@Module({
  imports: [AdminAuthModule],
  providers: [QueueBoard],
  exports: [QueueBoard],
})
export class OpsModule {}
