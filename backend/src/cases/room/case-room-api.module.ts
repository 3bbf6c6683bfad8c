import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../../admin-auth/admin-auth.module';
import { IntakeModule } from '../../intake/intake.module';
import { AdminCaseRoomController } from './admin-case-room.controller';
import { CaseRoomController } from './case-room.controller';
import { CaseRoomModule } from './case-room.module';

/** The case room's routes: the client's (by status token) and staff's (in the case file). IntakeModule gives the upload guard. */
@Module({
  imports: [CaseRoomModule, AdminAuthModule, IntakeModule],
  controllers: [CaseRoomController, AdminCaseRoomController],
})
export class CaseRoomApiModule {}
