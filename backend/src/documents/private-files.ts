import { chmod, lstat, mkdir } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

/** Clients' documents are readable by the app's own user only: files 0600 in folders 0700. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/**
 * Makes `folder` and sets it, every folder from `from` down to it, and any folder it had to make
 * above `from`, to 0700. Folders are made one by one from the top, so none is made through a
 * link; the modes are set after mkdir because its mode passes through the process umask. A folder
 * that is a symbolic link, or belongs to another user (one made beforehand in a shared temp
 * folder, say), is refused rather than used.
 */
export async function makePrivateFolder(folder: string, from: string = folder): Promise<void> {
  const target = resolve(folder);
  let highest = resolve(from);
  if (target !== highest && !target.startsWith(highest + sep)) throw new Error(`${target} is not inside ${highest}`);
  while (dirname(highest) !== highest && !(await exists(dirname(highest)))) highest = dirname(highest);
  for (const path of chainFrom(highest, target)) {
    await mkdir(path, { mode: PRIVATE_FOLDER_MODE }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
    const stats = await lstat(path);
    if (!stats.isDirectory()) throw new Error(`${path} is not a folder`);
    const uid = process.getuid?.();
    if (uid !== undefined && stats.uid !== uid) throw new Error(`${path} belongs to another user (uid ${stats.uid})`);
    if ((stats.mode & 0o777) !== PRIVATE_FOLDER_MODE) await chmod(path, PRIVATE_FOLDER_MODE);
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** The folders from `highest` (`target` or one of its ancestors) down to `target`. */
function chainFrom(highest: string, target: string): string[] {
  const chain = [target];
  for (let path = target; path !== highest && dirname(path) !== path;) {
    path = dirname(path);
    chain.unshift(path);
  }
  return chain;
}
