import { HttpStatus } from '@nestjs/common';
import { DOCUMENT_MAX_TOTAL_BYTES } from '@reactivation/contracts';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { createWriteStream, fchmodSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { StorageEngine } from 'multer';
import { ApiException } from '../../core/http/api.exception';
import { makePrivateFolder, PRIVATE_FILE_MODE } from '../private-files';
import type { UploadAllowance, UploadGuard } from './upload-guard';

/** What one request's upload has brought so far. */
interface UploadState {
  allowance: Promise<UploadAllowance> | null;
  receivedBytes: number;
}

const states = new WeakMap<Request, UploadState>();

export function totalTooLarge(): ApiException {
  return new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, 'documents.totalTooLarge', { documents: 'documents.totalTooLarge' });
}

/**
 * A multer storage engine that writes each file to a temporary file, like multer's disk storage
 * but private (0600 in a 0700 folder, as the stored documents: the temp folder is shared with
 * every user of the machine), and also: asks the UploadGuard (free space, the address's daily bytes) before the request's first
 * file, and stops the upload as soon as its files together pass DOCUMENT_MAX_TOTAL_BYTES. A file cut
 * short is removed here; multer removes the ones finished before.
 */
export class BoundedUploadStorage implements StorageEngine {
  constructor(
    private readonly guard: UploadGuard,
    private readonly folder: string,
  ) {}

  _handleFile(
    req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ): void {
    const state = this.stateOf(req);
    state.allowance ??= this.guard.admit(req.ip ?? 'unknown', reservation(req));
    void state.allowance.then(() => makePrivateFolder(this.folder)).then(() => this.write(state, file, callback), callback);
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    rm(file.path, { force: true }).then(() => callback(null), callback);
  }

  /** Settles the request's byte budget (bytes reserved but never received go back). */
  async finish(req: Request): Promise<void> {
    const state = states.get(req);
    if (!state?.allowance) return;
    const allowance = await state.allowance.catch(() => null);
    if (allowance) await this.guard.settle(allowance, state.receivedBytes);
  }

  private write(
    state: UploadState,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ) {
    const path = join(this.folder, randomUUID());
    // 'wx': never open a file (or a link) someone placed there; the mode is set again once open, as
    // the umask may have taken bits from it.
    const out = createWriteStream(path, { flags: 'wx', mode: PRIVATE_FILE_MODE });
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      file.stream.unpipe(out);
      file.stream.resume();
      out.destroy();
      void rm(path, { force: true }).finally(() => callback(error));
    };
    file.stream.on('data', (chunk: Buffer) => {
      state.receivedBytes += chunk.length;
      if (state.receivedBytes > DOCUMENT_MAX_TOTAL_BYTES) fail(totalTooLarge());
    });
    out.on('open', (fd: number) => {
      try {
        fchmodSync(fd, PRIVATE_FILE_MODE); // before the first write, which the stream queues after 'open'
      } catch (error) {
        fail(error);
      }
    });
    out.on('error', fail);
    out.on('finish', () => {
      if (!failed) callback(null, { destination: this.folder, filename: path, path, size: out.bytesWritten });
    });
    file.stream.pipe(out);
  }

  private stateOf(req: Request): UploadState {
    let state = states.get(req);
    if (!state) {
      state = { allowance: null, receivedBytes: 0 };
      states.set(req, state);
    }
    return state;
  }
}

/** The most a request may bring: its declared length, or the whole allowance when it declares none. */
function reservation(req: Request): number {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > 0 ? Math.min(declared, DOCUMENT_MAX_TOTAL_BYTES) : DOCUMENT_MAX_TOTAL_BYTES;
}
