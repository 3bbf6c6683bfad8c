import type { Readable } from 'node:stream';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { DOCUMENT_MAX_BYTES, type DocumentType, type MessageKey } from '@reactivation/contracts';
import { randomUUID } from 'node:crypto';
import { ENV } from '../config/env.module';
import type { Env } from '../config/env';
import { ApiException } from '../core/http/api.exception';
import { checkDocument, type ContentLimits } from './document-checks';
import { DOCUMENT_STORAGE, type DocumentStorage } from './document-storage.port';
import { EXTENSION_OF } from './file-sniffer';

/** A file as received, still in a temporary place. */
export interface UploadedDocument {
  path: string;
  originalName: string;
  sizeBytes: number;
}

/** A file in document storage under a name the server made. */
export interface StoredDocument {
  id: string;
  storageKey: string;
  originalName: string;
  contentType: DocumentType;
  sizeBytes: number;
}

@Injectable()
export class DocumentsService {
  private readonly logger = new Logger(DocumentsService.name);
  private readonly limits: ContentLimits;

  constructor(
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(ENV) env: Env,
  ) {
    this.limits = { maxPixels: env.IMAGE_MAX_MEGAPIXELS * 1_000_000, maxSide: env.IMAGE_MAX_SIDE_PIXELS };
  }

  /**
   * Checks every file by its content, then stores them all. Nothing is stored unless every file
   * passes (415 naming `documents` otherwise), and a failure part-way removes what was already stored.
   */
  async storeUploads(files: UploadedDocument[]): Promise<StoredDocument[]> {
    const checked: StoredDocument[] = [];
    for (const file of files) {
      if (file.sizeBytes < 1 || file.sizeBytes > DOCUMENT_MAX_BYTES) throw refused('documents.rejected');
      const verdict = await checkDocument(file.path, this.limits);
      if (!verdict.accepted) {
        // What was found, never the file's name: that is the client's text.
        this.logger.warn(`Document refused: ${verdict.reason}`);
        throw refused(verdict.refusal);
      }
      const contentType = verdict.type;
      const id = randomUUID();
      const month = new Date().toISOString().slice(0, 7).replace('-', '/');
      checked.push({
        id,
        storageKey: `cases/${month}/${id}.${EXTENSION_OF[contentType]}`,
        originalName: file.originalName.slice(0, 255),
        contentType,
        sizeBytes: file.sizeBytes,
      });
    }
    const stored: string[] = [];
    try {
      for (const [index, doc] of checked.entries()) {
        await this.storage.put(doc.storageKey, files[index]!.path, doc);
        stored.push(doc.storageKey);
      }
    } catch (error) {
      await this.discard(stored);
      throw error;
    }
    return checked;
  }

  /** The file extension of a type the sniffer accepted ("pdf"), for names the server makes. */
  extensionOf(contentType: string): string {
    return EXTENSION_OF[contentType as DocumentType] ?? 'bin';
  }

  /** The stored bytes of a document, for staff downloads. */
  open(storageKey: string): Promise<Readable> {
    return this.storage.read(storageKey);
  }

  /** Removes stored documents whose case was never saved. */
  async discard(storageKeys: string[]): Promise<void> {
    await this.storage.remove(storageKeys);
  }
}

function refused(key: MessageKey): ApiException {
  return new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, key, { documents: key });
}
