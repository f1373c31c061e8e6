// Types of bundle.mjs for the TypeScript tests.
import type { BuildOptions, Metafile } from 'esbuild';

/** The esbuild options of the bin (dist/cli.js). */
export const options: Readonly<BuildOptions>;

/**
 * Builds a bin with `options` and `more` (an entry and an outfile at least), makes it
 * executable, and returns its imports. Throws when an import is anything but a `node:`
 * built-in, or when esbuild warns.
 */
export function bundle(
  more: BuildOptions & { readonly outfile: string },
): Promise<Metafile['outputs'][string]['imports']>;
