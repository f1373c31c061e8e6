// Writing the package: into a folder that does not exist or is empty, never over a file.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { optionError } from './options.js';

/**
 * Writes `files` (from {@link schemeFiles}) into `dir`, which must not exist or be an empty
 * folder (`FOLDER_NOT_EMPTY` otherwise: nothing of a user's is overwritten). Returns the paths
 * written, relative to `dir`.
 */
export function writeScheme(dir: string, files: Readonly<Record<string, string>>): string[] {
  if (existsSync(dir)) {
    const empty = statSync(dir).isDirectory() && readdirSync(dir).length === 0;
    if (!empty) {
      throw optionError(
        'FOLDER_NOT_EMPTY',
        `${dir} is not an empty folder: choose a new one`,
        dir,
        0,
      );
    }
  }
  const written: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    // "wx": fail rather than replace a file that appeared meanwhile.
    writeFileSync(target, text, { flag: 'wx' });
    written.push(path);
  }
  return written;
}
