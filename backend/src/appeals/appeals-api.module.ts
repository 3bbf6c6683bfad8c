import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module';
import { AdminAppealsController } from './admin-appeals.controller';
import { AppealsModule } from './appeals.module';
import { ClientAppealLetterController } from './client-appeal-letter.controller';

/** Api role: the appeal routes, behind the staff sign-in (the case file's side) or the public rate limits (the case room's). */
@Module({
  imports: [AppealsModule, AdminAuthModule],
  controllers: [AdminAppealsController, ClientAppealLetterController],
})
export class AppealsApiModule {}
