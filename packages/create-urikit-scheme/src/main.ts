// The command: `npm create urikit-scheme@latest <folder> [flags]`. Flags answer the questions;
// on a terminal the rest is asked (--yes takes the defaults instead).

import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { UriError } from '@urikit/core';
import { optionError, type SchemeInput, schemeOptions, type TestRunner } from './options.js';
import { askOptions, type Known } from './prompt.js';
import { schemeFiles } from './template.js';
import { writeScheme } from './write.js';

/** Where the command reads and writes; `process` by default. */
export interface MainIo {
  readonly argv: readonly string[];
  readonly cwd: string;
  readonly stdin: NodeJS.ReadableStream & { readonly isTTY?: boolean };
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  /** Ask questions (default: when stdin is a terminal). */
  readonly interactive?: boolean | undefined;
}

/** The command line's help. */
export const USAGE = `usage: create-urikit-scheme <folder> [options]
  (npm create urikit-scheme@latest <folder> -- [options]; pnpm create urikit-scheme <folder> …)

Writes a urikit scheme plugin package into <folder>, which must be new or empty.
  --scheme <name>           the scheme name (RFC 3986 §3.1); default: the folder's name
  --rfc <text>              the specification it follows, as rules cite it ("RFC 4266")
  --title <text>            what it is ("the gopher URI scheme")
  --authority               a server authority, //user@host:port (RFC 3986 §3.2) (default)
  --no-authority            no authority: the path is the scheme's own
  --hierarchical            relative references resolve (RFC 3986 §5.2) (default with an authority)
  --no-hierarchical         they do not
  --port <n>                the default port (RFC 3986 §3.2.3), with an authority
  --test-runner <name>      vitest (default) or node (node:test through checkPluginLaws)
  --package-name <name>     the npm package name (default: urikit-scheme-<scheme>)
  --yes, -y                 ask nothing: defaults for what no flag gives
  --help, -h                this help`;

const OPTIONS = {
  scheme: { type: 'string' },
  rfc: { type: 'string' },
  title: { type: 'string' },
  port: { type: 'string' },
  authority: { type: 'boolean' },
  'no-authority': { type: 'boolean' },
  hierarchical: { type: 'boolean' },
  'no-hierarchical': { type: 'boolean' },
  'test-runner': { type: 'string' },
  'package-name': { type: 'string' },
  yes: { type: 'boolean', short: 'y' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Flags = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;

/** A pair of flags as one answer: `undefined` when neither is given; both is a usage error. */
function either(
  yes: boolean | undefined,
  no: boolean | undefined,
  flag: string,
): boolean | undefined {
  if (yes === true && no === true) {
    throw optionError('INVALID_OPTION', `--${flag} and --no-${flag} both`, flag, 0);
  }
  return yes === true ? true : no === true ? false : undefined;
}

/** What the flags answer. */
function knownOf({ values: v }: Flags): Known {
  const known: Record<string, unknown> = {
    name: v.scheme,
    rfc: v.rfc,
    title: v.title,
    port: v.port,
    authority: either(v.authority, v['no-authority'], 'authority'),
    hierarchical: either(v.hierarchical, v['no-hierarchical'], 'hierarchical'),
    testRunner: v['test-runner'] as TestRunner | undefined,
    packageName: v['package-name'],
  };
  for (const key of Object.keys(known)) if (known[key] === undefined) delete known[key];
  return known as Known;
}

/**
 * Runs the command; resolves to its exit status: 0 written, 1 refused (a bad answer, a folder
 * that is not empty), 2 a usage error.
 */
export async function main(io: MainIo): Promise<number> {
  let flags: Flags;
  try {
    flags = parseArgs({ args: [...io.argv], options: OPTIONS, allowPositionals: true });
  } catch (e) {
    io.stderr.write(`${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (flags.values.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const [folder, ...extra] = flags.positionals;
  if (extra.length > 0) {
    io.stderr.write(`one folder, not ${flags.positionals.length}\n${USAGE}\n`);
    return 2;
  }
  const interactive = flags.values.yes !== true && (io.interactive ?? io.stdin.isTTY === true);
  try {
    const known = knownOf(flags);
    const fromFolder = folder === undefined ? '' : basename(resolve(io.cwd, folder));
    let input: SchemeInput;
    if (interactive) {
      input = await askOptions(known, { input: io.stdin, output: io.stdout }, fromFolder);
    } else if (known.name === undefined && folder === undefined) {
      io.stderr.write(`a folder (or --scheme) is needed\n${USAGE}\n`);
      return 2;
    } else {
      input = { ...known, name: known.name ?? fromFolder };
    }
    const options = schemeOptions(input);
    const dir = resolve(io.cwd, folder ?? options.name);
    const written = writeScheme(dir, schemeFiles(options));
    io.stdout.write(
      `\nwrote ${options.packageName} (the ${options.name} scheme) into ${dir}:\n` +
        `${written.map((f) => `  ${f}`).join('\n')}\n\nnext: cd ${folder ?? options.name} && ` +
        'npm install && npm test\n',
    );
    return 0;
  } catch (e) {
    if (!(e instanceof UriError)) throw e;
    io.stderr.write(`create-urikit-scheme: ${e.message}\n`);
    return e.code === 'INVALID_OPTION' ? 2 : 1;
  }
}
