import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  caseMessageInputSchema,
  caseRepliesSeenInputSchema,
  type CaseMessage,
  type CaseMessageInput,
  type CaseRepliesSeenInput,
  type CaseStatusView,
  type DocumentRequest,
} from '@reactivation/contracts';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { DocumentUploadInterceptor } from '../../documents/uploads/document-upload.interceptor';
import { CaseRoomService } from './case-room.service';
import { PublicWritesGuard } from '../../core/http/public-writes.guard';

/**
 * The client's case room (/case/:token): no login, the token in the link we e-mailed is the key.
 * Its writes are public and rate-limited per address like intake; uploads keep intake's checks,
 * limits and per-address byte budget.
 */
@Controller('case-status/:token')
export class CaseRoomController {
  constructor(private readonly room: CaseRoomService) {}

  @Get()
  view(@Param('token') token: string): Promise<CaseStatusView> {
    return this.room.view(token);
  }

  @Post('requests/:requestId/documents')
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(PublicWritesGuard)
  @UseInterceptors(DocumentUploadInterceptor)
  upload(
    @Param('token') token: string,
    @Param('requestId') requestId: string,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
  ): Promise<DocumentRequest> {
    const uploads = (files ?? []).map((file) => ({ path: file.path, originalName: file.originalname, sizeBytes: file.size }));
    return this.room.upload(token, requestId, uploads);
  }

  @Post('messages')
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(PublicWritesGuard)
  postMessage(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(caseMessageInputSchema)) body: CaseMessageInput,
  ): Promise<CaseMessage> {
    return this.room.postClientMessage(token, body.body, body.clientKey);
  }

  /** The page had this staff reply on screen (the GET marks nothing: a mail scanner opens links too). */
  @Post('seen')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(PublicWritesGuard)
  markSeen(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(caseRepliesSeenInputSchema)) body: CaseRepliesSeenInput,
  ): Promise<void> {
    return this.room.markRepliesSeen(token, body.messageId);
  }
}
