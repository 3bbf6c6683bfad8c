import { Body, Controller, HttpCode, HttpStatus, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  adminCaseMessageInputSchema,
  documentRequestInputSchema,
  type AdminCaseMessage,
  type AdminCaseMessageInput,
  type DocumentRequest,
  type DocumentRequestInput,
} from '@reactivation/contracts';
import { AdminAuthGuard, type StaffRequest } from '../../admin-auth/admin-auth.guard';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { CaseRoomService } from './case-room.service';

/** The staff side of the case room, from the panel's case file. */
@Controller('admin/applications/:id')
@UseGuards(AdminAuthGuard)
export class AdminCaseRoomController {
  constructor(private readonly room: CaseRoomService) {}

  /** Asks the client for these items; they are e-mailed the list with the link to their room. */
  @Post('document-requests')
  @HttpCode(HttpStatus.CREATED)
  requestDocuments(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(documentRequestInputSchema)) body: DocumentRequestInput,
    @Req() req: StaffRequest,
  ): Promise<DocumentRequest[]> {
    return this.room.requestDocuments(id, body.items, req.staff.username);
  }

  /** A reply to the client, shown in their room (and e-mailed if they do not see it within 10 minutes). */
  @Post('messages')
  @HttpCode(HttpStatus.CREATED)
  postMessage(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(adminCaseMessageInputSchema)) body: AdminCaseMessageInput,
    @Req() req: StaffRequest,
  ): Promise<AdminCaseMessage> {
    return this.room.postStaffMessage(id, body.body, req.staff.username);
  }
}
