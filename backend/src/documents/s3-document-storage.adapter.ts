import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { DocumentStorage } from './document-storage.port';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /** Opening a connection, and one request with its answer (ms): a server that never answers fails the call. */
  connectionTimeoutMs: number;
  requestTimeoutMs: number;
}

/** Documents in an S3-compatible bucket (AWS S3, MinIO, …). */
export class S3DocumentStorage implements DocumentStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      requestHandler: {
        connectionTimeout: options.connectionTimeoutMs,
        requestTimeout: options.requestTimeoutMs,
        // Without it the SDK only logs a breached request timeout and goes on waiting.
        throwOnRequestTimeout: true,
      },
      // Checksums only where S3 requires them: S3-compatible servers (MinIO, older gateways)
      // reject the chunked, trailer-signed uploads the SDK sends by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, sourcePath: string, meta: { contentType: string; sizeBytes: number }): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: createReadStream(sourcePath),
        ContentLength: meta.sizeBytes,
        ContentType: meta.contentType,
      }),
    );
  }

  async read(key: string): Promise<Readable> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
    return answer.Body as Readable;
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.client.send(
      new DeleteObjectsCommand({ Bucket: this.options.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
    );
  }

  destroy(): void {
    this.client.destroy();
  }
}
