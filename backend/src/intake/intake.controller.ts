import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  applicationFormDataSchema,
  caseReviewSchema,
  translate,
  type ApplicationCreated,
  type ApplicationFormData,
  type CaseReview,
  type CaseReviewCreated,
} from '@reactivation/contracts';
import type { Request, Response } from 'express';
import { requestLocale } from '../core/http/request-locale';
import { ZodValidationPipe } from '../core/http/zod-validation.pipe';
import { DocumentUploadInterceptor } from '../documents/uploads/document-upload.interceptor';
import { IdempotencyKey } from './idempotency-key.decorator';
import { IntakeService, type IntakeAnswer } from './intake.service';
import { PublicWritesGuard } from '../core/http/public-writes.guard';

/** A repeated submission gets the first answer, marked as such (the header Stripe sends on a replay). */
function markRepeat(res: Response, answer: IntakeAnswer): void {
  if (answer.repeated) res.setHeader('Idempotent-Replayed', 'true');
}

/**
 * Public, unauthenticated case submissions; rate-limited per IP. Each takes an optional
 * Idempotency-Key header: a resend with the same key, or the same answers within a short window,
 * answers with the first case (ADR 0024).
 */
@Controller()
@UseGuards(PublicWritesGuard)
export class IntakeController {
  constructor(private readonly intake: IntakeService) {}

  @Post('applications')
  @HttpCode(HttpStatus.CREATED)
  @UseInterceptors(DocumentUploadInterceptor)
  async submitApplication(
    @IdempotencyKey() idempotencyKey: string | undefined,
    @Body(new ZodValidationPipe(applicationFormDataSchema)) body: ApplicationFormData,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ApplicationCreated> {
    const locale = requestLocale(req);
    const uploads = (files ?? []).map((file) => ({ path: file.path, originalName: file.originalname, sizeBytes: file.size }));
    const answer = await this.intake.submitApplication(body, uploads, locale, req.ip ?? 'unknown', idempotencyKey);
    markRepeat(res, answer);
    return {
      success: true,
      applicationId: answer.case.id,
      caseNumber: answer.case.caseNumber,
      message: translate(locale, 'application.received'),
    };
  }

  @Post('submit-case-review')
  @HttpCode(HttpStatus.CREATED)
  async submitCaseReview(
    @IdempotencyKey() idempotencyKey: string | undefined,
    @Body(new ZodValidationPipe(caseReviewSchema)) body: CaseReview,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CaseReviewCreated> {
    const answer = await this.intake.submitCaseReview(body, requestLocale(req), req.ip ?? 'unknown', idempotencyKey);
    markRepeat(res, answer);
    return { success: true, caseNumber: answer.case.caseNumber };
  }
}
