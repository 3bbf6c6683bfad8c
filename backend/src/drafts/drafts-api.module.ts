import { Module } from '@nestjs/common';
import { DraftSavesGuard } from './draft-saves.guard';
import { DraftsController } from './drafts.controller';
import { DraftsModule } from './drafts.module';

/** The api side: /api/drafts. */
@Module({
  imports: [DraftsModule],
  controllers: [DraftsController],
  providers: [DraftSavesGuard],
})
export class DraftsApiModule {}
