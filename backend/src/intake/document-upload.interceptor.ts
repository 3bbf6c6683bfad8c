import {
  BadRequestException,
  HttpStatus,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES } from '@reactivation/contracts';
import type { Request } from 'express';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finalize, type Observable } from 'rxjs';
import { ApiException } from '../core/http/api.exception';

/** Multer writes uploads to temporary files, so a large document never sits in memory. */
const MulterUpload: Type<NestInterceptor> = FilesInterceptor('documents', DOCUMENT_MAX_FILES, {
  dest: join(tmpdir(), 'reactivation-uploads'),
  limits: { fileSize: DOCUMENT_MAX_BYTES, files: DOCUMENT_MAX_FILES, fields: 40, fieldSize: 64 * 1024 },
});

/**
 * Receives the `documents` files of a multipart request and always deletes their temporary
 * copies when the request ends, accepted or not. Upload limits become named field errors.
 */
@Injectable()
export class DocumentUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterUpload();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const cleanUp = () => {
      const files = (req.files as Express.Multer.File[] | undefined) ?? [];
      void Promise.all(files.map((file) => rm(file.path, { force: true })));
    };
    try {
      const handled = await this.multer.intercept(context, next);
      return handled.pipe(finalize(cleanUp));
    } catch (error) {
      cleanUp();
      throw mapUploadError(error);
    }
  }
}

function mapUploadError(error: unknown): unknown {
  if (error instanceof PayloadTooLargeException) {
    return new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, 'documents.rejected', { documents: 'documents.rejected' });
  }
  if (error instanceof BadRequestException && /too many files|unexpected field/i.test(error.message)) {
    return new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, 'documents.tooMany', { documents: 'documents.tooMany' });
  }
  return error;
}

