import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { DocumentStorage } from './document-storage.port';

/** Documents as files under a folder (default DATA_DIR/documents). */
export class LocalDocumentStorage implements DocumentStorage {
  constructor(private readonly root: string) {}

  async put(key: string, sourcePath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    // Copy then rename, so a reader never sees half a file.
    const partial = `${target}.partial`;
    await copyFile(sourcePath, partial);
    await rename(partial, target);
  }

  async read(key: string): Promise<Readable> {
    const stream = createReadStream(this.pathOf(key));
    await new Promise<void>((ok, fail) => stream.once('open', () => ok()).once('error', fail));
    return stream;
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return join(path);
  }
}
