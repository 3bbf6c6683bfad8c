import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_FILES,
  DOCUMENT_MAX_TOTAL_BYTES,
  DOCUMENT_TYPES,
} from '@reactivation/contracts';

/** The `accept` attribute of the file inputs: the shared types and extensions. */
export const DOCUMENT_ACCEPT = [...DOCUMENT_EXTENSIONS, ...DOCUMENT_TYPES].join(',');

export type FileProblem =
  { kind: 'none' } | { kind: 'tooMany'; max: number } | { kind: 'rejected'; names: string[] } | { kind: 'totalTooLarge' };

function isAccepted(file: File): boolean {
  const name = file.name.toLowerCase();
  const extensionOk = DOCUMENT_EXTENSIONS.some((extension) => name.endsWith(extension));
  // Some systems report no type; the extension and the server's content check decide then.
  const typeOk = file.type === '' || (DOCUMENT_TYPES as readonly string[]).includes(file.type);
  return extensionOk && typeOk && file.size > 0 && file.size <= DOCUMENT_MAX_BYTES;
}

/** The contracts' file rules, checked before sending so the client is not kept waiting for a refusal. */
export function checkFiles(files: readonly File[]): FileProblem {
  if (files.length > DOCUMENT_MAX_FILES) return { kind: 'tooMany', max: DOCUMENT_MAX_FILES };
  const rejected = files.filter((file) => !isAccepted(file)).map((file) => file.name);
  if (rejected.length > 0) return { kind: 'rejected', names: rejected };
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > DOCUMENT_MAX_TOTAL_BYTES ? { kind: 'totalTooLarge' } : { kind: 'none' };
}
