import { Body, Controller, HttpCode, HttpStatus, Post, Req, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  applicationFormDataSchema,
  caseReviewSchema,
  translate,
  type ApplicationCreated,
  type ApplicationFormData,
  type CaseReview,
  type CaseReviewCreated,
} from '@reactivation/contracts';
import type { Request } from 'express';
import { requestLocale } from '../core/http/request-locale';
import { ZodValidationPipe } from '../core/http/zod-validation.pipe';
import { DocumentUploadInterceptor } from './document-upload.interceptor';
import { IntakeService } from './intake.service';
import { PublicWritesGuard } from '../core/http/public-writes.guard';

/** Public, unauthenticated case submissions; rate-limited per IP. */
@Controller()
@UseGuards(PublicWritesGuard)
export class IntakeController {
  constructor(private readonly intake: IntakeService) {}

  @Post('applications')
  @HttpCode(HttpStatus.CREATED)
  @UseInterceptors(DocumentUploadInterceptor)
  async submitApplication(
    @Body(new ZodValidationPipe(applicationFormDataSchema)) body: ApplicationFormData,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @Req() req: Request,
  ): Promise<ApplicationCreated> {
    const locale = requestLocale(req);
    const uploads = (files ?? []).map((file) => ({ path: file.path, originalName: file.originalname, sizeBytes: file.size }));
    const created = await this.intake.submitApplication(body, uploads, locale);
    return {
      success: true,
      applicationId: created.id,
      caseNumber: created.caseNumber,
      message: translate(locale, 'application.received'),
    };
  }

  @Post('submit-case-review')
  @HttpCode(HttpStatus.CREATED)
  async submitCaseReview(
    @Body(new ZodValidationPipe(caseReviewSchema)) body: CaseReview,
    @Req() req: Request,
  ): Promise<CaseReviewCreated> {
    const created = await this.intake.submitCaseReview(body, requestLocale(req));
    return { success: true, caseNumber: created.caseNumber };
  }
}
