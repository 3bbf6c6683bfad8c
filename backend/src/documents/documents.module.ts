import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { DOCUMENT_STORAGE, type DocumentStorage } from './document-storage.port';
import { DocumentsService } from './documents.service';
import { LocalDocumentStorage } from './local-document-storage.adapter';
import { S3DocumentStorage } from './s3-document-storage.adapter';

/** The one place that picks the storage adapter: S3 when a bucket is configured, else local disk. */
export function documentStorageFor(env: Env): DocumentStorage {
  if (env.S3_BUCKET) {
    return new S3DocumentStorage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      connectionTimeoutMs: env.S3_CONNECTION_TIMEOUT_MS,
      requestTimeoutMs: env.S3_REQUEST_TIMEOUT_MS,
    });
  }
  return new LocalDocumentStorage(join(env.DATA_DIR, 'documents'));
}

@Module({
  providers: [{ provide: DOCUMENT_STORAGE, inject: [ENV], useFactory: documentStorageFor }, DocumentsService],
  exports: [DocumentsService],
})
export class DocumentsModule implements OnApplicationShutdown {
  constructor(@Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage) {}

  onApplicationShutdown(): void {
    if (this.storage instanceof S3DocumentStorage) this.storage.destroy();
  }
}
