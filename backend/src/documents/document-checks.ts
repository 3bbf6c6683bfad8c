import { readFile } from 'node:fs/promises';
import type { DocumentType, MessageKey } from '@reactivation/contracts';
import { sniffDocumentType } from './file-sniffer';
import { jpegDimensions, pngDimensions } from './image-dimensions';
import { scanPdf } from './pdf-active-content';

/** What an image may claim in its header before a viewer would need gigabytes to open it. */
export interface ContentLimits {
  maxPixels: number;
  maxSide: number;
}

/** A file's content accepted with its type, or refused with the message for the client and a line for the log. */
export type ContentVerdict = { accepted: true; type: DocumentType } | { accepted: false; refusal: MessageKey; reason: string };

const refuse = (refusal: MessageKey, reason: string): ContentVerdict => ({ accepted: false, refusal, reason });

/**
 * Checks a received file by its content alone (its name and declared type are never trusted):
 * a PNG, JPEG or PDF by its first bytes; an image's header well formed and within the pixel
 * budget, read without decoding it (ADR 0004); a PDF free of scripts, launch and submit actions and
 * attached files, its compressed object streams included, or refused when it cannot be checked
 * (ADR 0023). The whole file is read: documents are at most 10 MB.
 */
export async function checkDocument(path: string, limits: ContentLimits): Promise<ContentVerdict> {
  const file = await readFile(path);
  const type = sniffDocumentType(file);
  if (!type) return refuse('documents.rejected', 'not a PNG, JPEG or PDF');
  if (type === 'application/pdf') {
    const scan = await scanPdf(file);
    if (scan.kind === 'active')
      return refuse('documents.pdfActiveContent', `PDF naming ${scan.found.map((name) => `/${name}`).join(', ')}`);
    if (scan.kind === 'unchecked') return refuse('documents.pdfUnchecked', `PDF not checked: ${scan.reason}`);
    return { accepted: true, type };
  }
  const size = type === 'image/png' ? pngDimensions(file) : jpegDimensions(file);
  if (!size) return refuse('documents.rejected', `malformed ${type} header`);
  if (size.width > limits.maxSide || size.height > limits.maxSide || size.width * size.height > limits.maxPixels) {
    return refuse('documents.imageTooLarge', `${type} of ${size.width} × ${size.height} pixels`);
  }
  return { accepted: true, type };
}
