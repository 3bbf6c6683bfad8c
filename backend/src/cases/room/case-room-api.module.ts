import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../../admin-auth/admin-auth.module';
import { DocumentUploadsModule } from '../../documents/uploads/document-uploads.module';
import { AdminCaseRoomController } from './admin-case-room.controller';
import { CaseRoomController } from './case-room.controller';
import { CaseRoomModule } from './case-room.module';

/** The case room's routes: the client's (by status token) and staff's (in the case file). Uploads come in as intake's do (DocumentUploadsModule). */
@Module({
  imports: [CaseRoomModule, AdminAuthModule, DocumentUploadsModule],
  controllers: [CaseRoomController, AdminCaseRoomController],
})
export class CaseRoomApiModule {}
