import { createReadStream } from 'node:fs';
import { chmod, copyFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { DocumentStorage } from './document-storage.port';
import { makePrivateFolder, PRIVATE_FILE_MODE } from './private-files';

/**
 * Documents as files under a folder (default DATA_DIR/documents), readable by the app's user only:
 * files 0600, and every folder from the root down 0700 (older, looser folders are tightened on the
 * next file stored in them).
 */
export class LocalDocumentStorage implements DocumentStorage {
  constructor(private readonly root: string) {}

  async put(key: string, sourcePath: string): Promise<void> {
    const target = this.pathOf(key);
    await makePrivateFolder(dirname(target), this.root);
    // Copy then rename, so a reader never sees half a file. copyFile gives the copy the temporary
    // file's mode; the folder is already 0700, so the moment before chmod shows it to nobody.
    const partial = `${target}.partial`;
    await copyFile(sourcePath, partial);
    await chmod(partial, PRIVATE_FILE_MODE);
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
