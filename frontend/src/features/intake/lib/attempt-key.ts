import { useState } from 'react';

/** 32 hex digits from the browser's cryptographic source (also there on plain http, unlike crypto.randomUUID). */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of each submission attempt (ADR 0024): the same key while the answers stay the
 * same, so a second tap or a resend after a timeout or an error is the case already sent; a new key
 * once the visitor changes an answer or a file, so a changed form is never refused as a reused key.
 */
export class AttemptKeys {
  private last: { signature: string; key: string } | null = null;

  constructor(private readonly makeKey: () => string = newAttemptKey) {}

  keyFor(signature: string): string {
    if (this.last?.signature !== signature) this.last = { signature, key: this.makeKey() };
    return this.last.key;
  }
}

/**
 * A form's answers as one text, for `AttemptKeys`: files by name, size, type and last change (their
 * bytes are the server's to compare). Leave the language out: the server does too.
 */
export function attemptSignature(answers: object, files: readonly File[] = []): string {
  return JSON.stringify([answers, files.map((file) => [file.name, file.size, file.type, file.lastModified])]);
}

/** One `AttemptKeys` for the life of a form. */
export function useAttemptKeys(): AttemptKeys {
  const [keys] = useState(() => new AttemptKeys());
  return keys;
}
