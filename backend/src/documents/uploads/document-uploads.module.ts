import { Module } from '@nestjs/common';
import { UploadGuard } from './upload-guard';

/**
 * Api role: receiving documents over HTTP, for every form that takes them (intake, the case room), under
 * one per-address byte budget. Apart from DocumentsModule, which the worker imports too: the guard counts
 * with the api's rate limits (AddressLimits), which the worker does not load. Controllers use
 * `@UseInterceptors(DocumentUploadInterceptor)`, which needs this module's guard.
 */
@Module({
  providers: [UploadGuard],
  exports: [UploadGuard],
})
export class DocumentUploadsModule {}
