import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENV } from '../../config/env.module';
import type { Env } from '../../config/env';
import { ApiException } from '../../core/http/api.exception';
import { AddressLimits } from '../../core/limits/address-limits';

const MB = 1024 * 1024;

/** Where uploads are streamed before they are checked and stored. */
export const UPLOAD_TEMP_DIR = join(tmpdir(), 'reactivation-uploads');
/** How long a free-space reading is trusted: uploads are not frequent, and statfs is cheap. */
const FREE_SPACE_TTL_MS = 1000;

/** Bytes an upload was allowed to bring, to be settled once its size is known. */
export interface UploadAllowance {
  ip: string;
  reservedBytes: number;
}

/**
 * What keeps uploads from filling the disk, before a file's first byte is written:
 * - free space: new files are refused (503) while the temporary folder or the local document
 *   store has less than UPLOAD_MIN_FREE_MB left;
 * - a daily byte budget per client address (UPLOAD_MB_PER_IP_PER_DAY), shared by every instance.
 * Cases without files never come here, so their text is taken whatever the disk holds.
 */
@Injectable()
export class UploadGuard {
  private readonly logger = new Logger(UploadGuard.name);
  private readonly folders: string[];
  private freeSpace: { checkedAt: number; enough: boolean } | null = null;

  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly limits: AddressLimits,
  ) {
    // The documents folder is only ours to watch when documents are kept on the local disk.
    this.folders = env.S3_BUCKET ? [UPLOAD_TEMP_DIR] : [UPLOAD_TEMP_DIR, env.DATA_DIR];
  }

  /** Lets an upload of up to `bytes` begin, or throws the refusal to answer. */
  async admit(ip: string, bytes: number): Promise<UploadAllowance> {
    if (!(await this.enoughFreeSpace())) {
      throw new ApiException(
        HttpStatus.SERVICE_UNAVAILABLE,
        'documents.storageFull',
        { documents: 'documents.storageFull' },
        {
          headers: { 'Retry-After': '3600' },
        },
      );
    }
    const taken = await this.limits.take(
      'upload-bytes',
      ip,
      this.env.UPLOAD_MB_PER_IP_PER_DAY * MB,
      24 * 3600,
      bytes,
    );
    if (!taken.allowed) {
      throw new ApiException(
        HttpStatus.TOO_MANY_REQUESTS,
        'documents.quotaExceeded',
        { documents: 'documents.quotaExceeded' },
        {
          headers: { 'Retry-After': String(taken.retryAfterSeconds) },
        },
      );
    }
    return { ip, reservedBytes: bytes };
  }

  /** The upload is over: what was reserved beyond the bytes received is given back. */
  async settle(allowance: UploadAllowance, receivedBytes: number): Promise<void> {
    const unused = allowance.reservedBytes - receivedBytes;
    if (unused > 0) await this.limits.refund('upload-bytes', allowance.ip, unused);
  }

  private async enoughFreeSpace(): Promise<boolean> {
    if (this.freeSpace && Date.now() - this.freeSpace.checkedAt < FREE_SPACE_TTL_MS) return this.freeSpace.enough;
    let enough = true;
    for (const folder of this.folders) {
      try {
        const stats = await statfs(folder);
        if (stats.bavail * stats.bsize < this.env.UPLOAD_MIN_FREE_MB * MB) enough = false;
      } catch (error) {
        // A folder not made yet lives on a disk we cannot measure this way: it is made with the first file.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
          this.logger.warn(`Free space of ${folder} unknown: ${String(error)}`);
      }
    }
    if (!enough) this.logger.warn(`Uploads refused: less than ${this.env.UPLOAD_MIN_FREE_MB} MB free for documents`);
    this.freeSpace = { checkedAt: Date.now(), enough };
    return enough;
  }
}
