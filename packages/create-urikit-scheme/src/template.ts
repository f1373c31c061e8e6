// The one template of a urikit scheme plugin package: `npm create urikit-scheme` writes it
// standalone, `pnpm new-scheme` inside the urikit repository (options.workspace), with the
// repository's wiring done there.
import type { SchemeOptions } from './options.js';
import {
  changesetConfigFile,
  changesetFile,
  gitignoreFile,
  licenseFile,
  packageFile,
  tsconfigFile,
  vitestConfigFile,
} from './template-package.js';
import { readmeFile } from './template-readme.js';
import { sourceFile } from './template-source.js';
import { lawsFile, partsFile, readmeTestFile } from './template-tests.js';

/**
 * The files of the package, by path relative to its folder (`/` separated), in the order they
 * are written. A workspace package's changeset, LICENSE and .gitignore are the repository's:
 * they are not among them.
 *
 * @example
 * ```ts
 * Object.keys(schemeFiles(schemeOptions({ name: 'box', testRunner: 'node' }))).sort(); // ['.changeset/config.json', '.changeset/initial.md', '.gitignore', 'LICENSE', 'README.md', 'package.json', 'src/index.ts', 'test/laws.test.js', 'test/parts.js', 'tsconfig.json']
 * ```
 */
export function schemeFiles(o: SchemeOptions): Readonly<Record<string, string>> {
  const vitest = o.testRunner === 'vitest';
  const ext = vitest ? 'ts' : 'js';
  const files: Record<string, string> = {
    'package.json': packageFile(o),
    'tsconfig.json': tsconfigFile(o),
    ...(vitest ? { 'vitest.config.ts': vitestConfigFile(o) } : {}),
    'README.md': readmeFile(o),
    'src/index.ts': sourceFile(o),
    [`test/laws.test.${ext}`]: lawsFile(o),
    [`test/parts.${ext}`]: partsFile(o),
    ...(vitest ? { 'test/readme.test.ts': readmeTestFile(o) } : {}),
  };
  if (!o.workspace) {
    files['.changeset/config.json'] = changesetConfigFile();
    files['.changeset/initial.md'] = changesetFile(o);
    files['.gitignore'] = gitignoreFile();
    files.LICENSE = licenseFile(o, new Date().getFullYear());
  }
  return Object.freeze(files);
}
