import {
  BadRequestException,
  HttpStatus,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES, DOCUMENT_MAX_TOTAL_BYTES } from '@reactivation/contracts';
import type { Request } from 'express';
import { rm } from 'node:fs/promises';
import { finalize, type Observable } from 'rxjs';
import { ApiException } from '../../core/http/api.exception';
import { UPLOAD_TEMP_DIR, UploadGuard } from './upload-guard';
import { BoundedUploadStorage, totalTooLarge } from './bounded-upload.storage';

/** What the text fields of the form may add to the files' bytes (40 fields of at most 64 KB, and multipart framing). */
const FIELDS_ALLOWANCE_BYTES = 1024 * 1024;

/**
 * Receives the `documents` files of a multipart request into temporary files (a large document
 * never sits in memory) and always deletes them when the request ends, accepted or not. A request
 * that declares more than the submission's total is refused before its body is read. Upload limits
 * become named field errors.
 */
@Injectable()
export class DocumentUploadInterceptor implements NestInterceptor {
  private readonly storage: BoundedUploadStorage;
  private readonly multer: NestInterceptor;

  constructor(guard: UploadGuard) {
    this.storage = new BoundedUploadStorage(guard, UPLOAD_TEMP_DIR);
    const MulterUpload = FilesInterceptor('documents', DOCUMENT_MAX_FILES, {
      storage: this.storage,
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: DOCUMENT_MAX_FILES, fields: 40, fieldSize: 64 * 1024 },
    });
    this.multer = new MulterUpload();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    if (Number(req.headers['content-length']) > DOCUMENT_MAX_TOTAL_BYTES + FIELDS_ALLOWANCE_BYTES) throw totalTooLarge();
    const cleanUp = () => {
      const files = (req.files as Express.Multer.File[] | undefined) ?? [];
      void Promise.all(files.map((file) => rm(file.path, { force: true })));
    };
    try {
      const handled = await this.multer.intercept(context, next);
      await this.storage.finish(req);
      return handled.pipe(finalize(cleanUp));
    } catch (error) {
      cleanUp();
      await this.storage.finish(req);
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
