import { Module } from '@nestjs/common';
import { DocumentsModule } from '../../documents/documents.module';
import { CaseRoomRepository } from './case-room.repository';
import { CaseRoomService } from './case-room.service';

/** The case room's data (document requests, case messages): for the api's routes and the worker's e-mails. */
@Module({
  imports: [DocumentsModule],
  providers: [CaseRoomService, CaseRoomRepository],
  exports: [CaseRoomService],
})
export class CaseRoomModule {}
