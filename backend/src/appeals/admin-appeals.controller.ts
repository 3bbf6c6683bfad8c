import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import {
  appealDraftInputSchema,
  appealFilingInputSchema,
  appealLetterSaveInputSchema,
  appealLetterVersionInputSchema,
  evidenceRequestInputSchema,
  type AdminAppealLetter,
  type AppealDraftInput,
  type AppealFilingInput,
  type AppealLetterSaveInput,
  type AppealLetterVersionInput,
  type DocumentRequest,
  type EvidenceRequestInput,
} from '@reactivation/contracts';
import type { Response } from 'express';
import { AdminAuthGuard, type StaffRequest } from '../admin-auth/admin-auth.guard';
import { ZodValidationPipe } from '../core/http/zod-validation.pipe';
import { AppealLettersService } from './appeal-letters.service';
import { sendPdf } from './pdf-response';

/** The case file's appeal work (`:id` is the case's id or number): the evidence checklist, the letter and its filing. */
@Controller('admin/applications/:id')
@UseGuards(AdminAuthGuard)
export class AdminAppealsController {
  constructor(private readonly appeals: AppealLettersService) {}

  /** The chosen items of a reason's checklist, asked of the client as document requests in one action. */
  @Post('evidence-requests')
  @HttpCode(HttpStatus.CREATED)
  requestEvidence(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(evidenceRequestInputSchema)) body: EvidenceRequestInput,
    @Req() req: StaffRequest,
  ): Promise<DocumentRequest[]> {
    return this.appeals.requestEvidence(id, body, req.staff.username);
  }

  @Get('appeal-letter')
  letter(@Param('id') id: string): Promise<AdminAppealLetter> {
    return this.appeals.forStaff(id);
  }

  @Post('appeal-letter/draft')
  @HttpCode(HttpStatus.CREATED)
  draft(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(appealDraftInputSchema)) body: AppealDraftInput,
    @Req() req: StaffRequest,
  ): Promise<AdminAppealLetter> {
    return this.appeals.draft(id, body.reason, req.staff.username);
  }

  @Put('appeal-letter')
  save(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(appealLetterSaveInputSchema)) body: AppealLetterSaveInput,
    @Req() req: StaffRequest,
  ): Promise<AdminAppealLetter> {
    return this.appeals.save(id, body.body, body.baseVersion, req.staff.username);
  }

  @Post('appeal-letter/finalize')
  @HttpCode(HttpStatus.OK)
  finalize(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(appealLetterVersionInputSchema)) body: AppealLetterVersionInput,
    @Req() req: StaffRequest,
  ): Promise<AdminAppealLetter> {
    return this.appeals.finalize(id, body.version, req.staff.username);
  }

  @Post('appeal-letter/reopen')
  @HttpCode(HttpStatus.OK)
  reopen(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(appealLetterVersionInputSchema)) body: AppealLetterVersionInput,
    @Req() req: StaffRequest,
  ): Promise<AdminAppealLetter> {
    return this.appeals.reopen(id, body.version, req.staff.username);
  }

  @Post('appeal-letter/filing')
  @HttpCode(HttpStatus.OK)
  file(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(appealFilingInputSchema)) body: AppealFilingInput,
    @Req() req: StaffRequest,
  ): Promise<AdminAppealLetter> {
    return this.appeals.recordFiling(id, body, req.staff.username);
  }

  @Get('appeal-letter.pdf')
  async pdf(@Param('id') id: string, @Req() req: StaffRequest, @Res() res: Response): Promise<void> {
    sendPdf(res, await this.appeals.staffPdf(id, req.staff.username));
  }
}
