import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '@reactivation/contracts';

/**
 * SPEC §5 file rules, checked in the browser before upload so the visitor learns at once: .jpeg,
 * .jpg, .png or .pdf, not empty, at most 10 MB. The server checks again, by content.
 */
export function isAcceptedDocument(file: File): boolean {
  const name = file.name.toLowerCase();
  const extensionOk = DOCUMENT_EXTENSIONS.some((extension) => name.endsWith(extension));
  // Some systems report no type at all; the extension and the server's content check decide then.
  const typeOk = file.type === '' || (DOCUMENT_TYPES as readonly string[]).includes(file.type);
  return extensionOk && typeOk && file.size > 0 && file.size <= DOCUMENT_MAX_BYTES;
}

/** Splits picked or dropped files into those kept and those dropped. */
export function partitionDocuments(files: Iterable<File>): { accepted: File[]; rejected: File[] } {
  const accepted: File[] = [];
  const rejected: File[] = [];
  for (const file of files) (isAcceptedDocument(file) ? accepted : rejected).push(file);
  return { accepted, rejected };
}

/** The `accept` attribute of the file input, from the same list. */
export const DOCUMENT_ACCEPT = [...DOCUMENT_EXTENSIONS, ...DOCUMENT_TYPES].join(',');
