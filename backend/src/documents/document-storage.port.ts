import type { Readable } from 'node:stream';

/** Where case documents live. Keys are made by the server, never from a client's file name. */
export interface DocumentStorage {
  /** Stores the file at `sourcePath` under `key`. */
  put(key: string, sourcePath: string, meta: { contentType: string; sizeBytes: number }): Promise<void>;
  /** The stored bytes; rejects when the key is unknown. */
  read(key: string): Promise<Readable>;
  /** Removes the keys; unknown keys are ignored. */
  remove(keys: string[]): Promise<void>;
}

export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');
