// The `urikit` command: arguments, input streams, output, exit status. The URI work is in
// commands.ts, imported only once a command runs, so that `--help` and `--version` load
// nothing of urikit (start-up time).
import { once } from 'node:events';
import { createReadStream, readFileSync } from 'node:fs';
import { COMMANDS, type ERRORS, EXIT, GENERAL } from './help.js';
import { type ErrorLike, errorJson, errorReport, type Paint, paint } from './report.js';

/** What the command reads from: a Node.js readable stream, such as `process.stdin`. */
export interface InputStream extends AsyncIterable<unknown> {
  readonly isTTY?: boolean | undefined;
  setEncoding(encoding: 'utf8'): unknown;
}

/** What the command writes to: a Node.js writable stream, such as `process.stdout`. */
export interface OutputStream {
  readonly isTTY?: boolean | undefined;
  hasColors?(): boolean;
  write(chunk: string | Uint8Array): boolean;
  on(event: 'error', listener: (error: Error & { code?: string }) => void): unknown;
  once(event: 'drain' | 'error', listener: (...args: unknown[]) => void): unknown;
}

/**
 * The streams and environment the command runs with (the process's, by default). Typed by
 * the members the command uses, so that these types need no Node.js type definitions.
 */
export interface Io {
  readonly stdin: InputStream;
  readonly stdout: OutputStream;
  readonly stderr: OutputStream;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** A usage error: message on stderr, exit status 2. */
export class UsageError extends Error {}

type Kind = 'flag' | 'value' | 'list';
const COMMON: Readonly<Record<string, Kind>> = {
  json: 'flag',
  input: 'value',
  comments: 'flag',
  'allow-zone-id': 'flag',
  'max-line': 'value',
  color: 'flag',
  help: 'flag',
};
const NORMALIZE: Readonly<Record<string, Kind>> = {
  case: 'flag',
  percent: 'flag',
  dots: 'flag',
  scheme: 'flag',
};
const OPTIONS: Readonly<Record<string, Readonly<Record<string, Kind>>>> = {
  parse: {},
  normalize: NORMALIZE,
  resolve: { 'non-strict': 'flag', legacy: 'value' },
  relativize: {},
  equal: { ...NORMALIZE, 'ignore-fragment': 'flag', base: 'value', quiet: 'flag' },
  check: { 'fail-on': 'value', whatwg: 'flag' },
  extract: { suffixes: 'flag', 'bare-schemes': 'value', 'max-length': 'value' },
  get: { get: 'value' },
  set: { set: 'list', unset: 'list', trim: 'list', 'sort-query': 'flag', get: 'value' },
};
const SHORT: Readonly<Record<string, string>> = {
  j: 'json',
  i: 'input',
  h: 'help',
  q: 'quiet',
};

/** The parsed command line. */
export interface Args {
  readonly command: string;
  /** Flags (`true`, or `false` for `--no-x`), values, and lists (`--set` repeated). */
  readonly options: Readonly<Record<string, boolean | string | string[]>>;
  readonly positional: readonly string[];
}

/** Parses `argv` (without node and the script) for `command`. Throws `UsageError`. */
export function parseArgs(command: string, argv: readonly string[]): Args {
  const known = { ...COMMON, ...OPTIONS[command] };
  const options: Record<string, boolean | string | string[]> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-' || !arg.startsWith('-')) {
      positional.push(arg);
      continue;
    }
    let name: string;
    let value: string | undefined;
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
      value = eq < 0 ? undefined : arg.slice(eq + 1);
    } else {
      const long = SHORT[arg.slice(1)];
      if (long === undefined || !(long in known)) {
        throw new UsageError(`unknown option ${arg} for "${command}"`);
      }
      name = long;
    }
    let negated = false;
    if (!(name in known) && name.startsWith('no-') && known[name.slice(3)] === 'flag') {
      name = name.slice(3);
      negated = true;
    }
    const kind = known[name];
    if (kind === undefined) throw new UsageError(`unknown option --${name} for "${command}"`);
    if (kind === 'flag') {
      if (value !== undefined) throw new UsageError(`--${name} takes no value`);
      options[name] = !negated;
      continue;
    }
    if (value === undefined) {
      if (i + 1 >= argv.length) throw new UsageError(`--${name} needs a value`);
      value = argv[++i]!;
    }
    if (kind === 'list') {
      const list = options[name];
      if (Array.isArray(list)) list.push(value);
      else options[name] = [value];
    } else options[name] = value;
  }
  return { command, options, positional };
}

/**
 * A buffered writer: the texts of about 64 KiB of output are joined and written at once (one
 * system call for many lines); at once on a terminal.
 */
class Sink {
  #parts: string[] = [];
  #size = 0;
  #stream: OutputStream;
  #immediate: boolean;
  #ok = true;
  closed = false;
  error: Error | undefined;
  constructor(stream: OutputStream) {
    this.#stream = stream;
    this.#immediate = stream.isTTY === true;
    stream.on('error', (e) => {
      // A reader that went away (`urikit … | head`) ends the run quietly.
      if (e.code !== 'EPIPE') this.error = e;
      this.closed = true;
    });
  }
  write(text: string): void {
    if (this.closed) return;
    this.#parts.push(text);
    this.#size += text.length;
    if (this.#immediate || this.#size >= 1 << 16) this.flush();
  }
  /** Writes what is buffered; false when the stream asks to wait (backpressure). */
  flush(): boolean {
    if (this.#size > 0 && !this.closed) {
      const text = this.#parts.length === 1 ? this.#parts[0]! : this.#parts.join('');
      this.#parts = [];
      this.#size = 0;
      this.#ok = this.#stream.write(text) && this.#ok;
    }
    const ok = this.#ok;
    this.#ok = true;
    return ok;
  }
  /** Flushes, then waits while the stream's buffer is full (backpressure). */
  async drain(): Promise<void> {
    // `once` settles on 'drain', or rejects on 'error' (then `closed` is set), and removes
    // both listeners either way.
    if (!this.flush() && !this.closed) {
      await once(this.#stream as unknown as NodeJS.EventEmitter, 'drain').catch(() => {});
    }
  }
}

/** What a command gets to do its work and write its results. */
export interface Context {
  readonly command: string;
  readonly args: Args;
  readonly json: boolean;
  readonly allowZoneId: boolean;
  /** Colours for standard output and standard error (none when not a terminal, or NO_COLOR). */
  readonly paintOut: Paint;
  readonly paintErr: Paint;
  readonly stderrIsTTY: boolean;
  /** True when standard output is a terminal (decoded text is then shown with control pictures). */
  readonly stdoutIsTTY: boolean;
  out(text: string): void;
  err(text: string): void;
  /** Notes a negative answer: the exit status becomes 1. */
  negative(): void;
  /** Reports an invalid input: JSON on stdout, or a report with a caret on stderr. */
  invalid(input: string, where: string, error: ErrorLike, json?: string): void;
}

/** A command at work: lines (or, for extract, text), then the end. */
export interface Handler {
  line?(input: string, where: string): void;
  text?(chunk: string, file: string | undefined): void;
  endText?(file: string | undefined): void;
  end(): void;
}

function colours(stream: Io['stderr'], env: Io['env'], allowed: boolean): Paint {
  const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== '';
  return paint(allowed && !noColor && stream.isTTY === true && stream.hasColors?.() === true);
}

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return `urikit ${pkg.version as string}\n`;
}

const DEFAULT_MAX_LINE = 1 << 20;

/**
 * Runs the `urikit` command with `argv` (the arguments after the program's name) and returns
 * its exit status (0 to 4, see `EXIT`). Never throws for bad input or usage.
 *
 * @example
 * ```ts
 * await run(['normalize', 'HTTP://Example.COM:80/a/./b']); // 0, writes http://example.com/a/b
 * await run(['equal', 'http://a', 'http://A:80/']); // 0
 * ```
 */
export async function run(argv: readonly string[], io: Io = processIo()): Promise<number> {
  const stdout = new Sink(io.stdout);
  const stderr = new Sink(io.stderr);
  try {
    return await main(argv, io, stdout, stderr);
  } catch (e) {
    if (e instanceof UsageError) {
      const command = OPTIONS[argv[0] ?? ''] ? ` ${argv[0]}` : '';
      stderr.write(`urikit${command}: ${e.message}\n(see urikit${command} --help)\n`);
      await stderr.drain();
      return EXIT.USAGE;
    }
    const io_ = e as NodeJS.ErrnoException;
    if (typeof io_?.code === 'string' && typeof io_.syscall === 'string') {
      stderr.write(`urikit: ${io_.message}\n`);
      await stderr.drain();
      return EXIT.IO;
    }
    stderr.write(
      `urikit: internal error (please report it): ${(e as Error)?.stack ?? String(e)}\n`,
    );
    await stderr.drain();
    return EXIT.INTERNAL;
  }
}

function processIo(): Io {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env };
}

async function main(argv: readonly string[], io: Io, stdout: Sink, stderr: Sink): Promise<number> {
  const first = argv[0];
  if (first === undefined) {
    stderr.write(`${GENERAL}\n`);
    await stderr.drain();
    return EXIT.USAGE;
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    const topic = first === 'help' ? argv[1] : undefined;
    stdout.write(`${topic !== undefined && COMMANDS[topic] ? COMMANDS[topic] : GENERAL}\n`);
    await stdout.drain();
    return EXIT.OK;
  }
  if (first === '--version' || first === '-V') {
    stdout.write(version());
    await stdout.drain();
    return EXIT.OK;
  }
  if (!Object.hasOwn(OPTIONS, first)) {
    throw new UsageError(
      `unknown command "${first}" (commands: ${Object.keys(OPTIONS).join(', ')})`,
    );
  }
  const args = parseArgs(first, argv.slice(1));
  if (args.options.help === true) {
    stdout.write(`${COMMANDS[first]}\n`);
    await stdout.drain();
    return EXIT.OK;
  }
  const maxLine = count(args.options['max-line'], 'max-line') ?? DEFAULT_MAX_LINE;
  const colorAllowed = args.options.color !== false;
  let status: number = EXIT.OK;
  const json = args.options.json === true;
  const paintErr = colours(io.stderr, io.env, colorAllowed);
  const context: Context = {
    command: first,
    args,
    json,
    allowZoneId: args.options['allow-zone-id'] === true,
    paintOut: colours(io.stdout, io.env, colorAllowed),
    paintErr,
    stderrIsTTY: io.stderr.isTTY === true,
    stdoutIsTTY: io.stdout.isTTY === true,
    out: (text) => stdout.write(text),
    err: (text) => stderr.write(text),
    negative: () => {
      status = EXIT.NEGATIVE;
    },
    invalid(input, where, error, extra = '') {
      status = EXIT.NEGATIVE;
      if (json) {
        stdout.write(
          `{"input":${JSON.stringify(input)}${extra},"valid":false,"error":${errorJson(error)}}\n`,
        );
      } else stderr.write(errorReport(first, where, input, error, paintErr));
    },
  };
  const { load } = await import('./commands.js');
  const { handler, inputs } = await load(context);

  // Where the inputs come from: arguments, else lines of standard input or of files.
  const file = args.options.input as string | undefined;
  const sources: (string | undefined)[] = []; // undefined: standard input
  if (file !== undefined) sources.push(file);
  const fromArgs: string[] = [];
  for (const arg of inputs ?? []) {
    if (arg === '-') sources.push(undefined);
    else if (first === 'extract') sources.push(arg);
    else fromArgs.push(arg);
  }
  if (fromArgs.length === 0 && sources.length === 0 && inputs !== undefined) {
    if (io.stdin.isTTY === true) {
      throw new UsageError(
        `no input: give ${first === 'extract' ? 'files' : 'URIs'} as arguments, --input FILE, or pipe them in`,
      );
    }
    sources.push(undefined);
  }

  const progress = startProgress(io, first);
  try {
    const skipComments = args.options.comments === true;
    let n = 0;
    for (const arg of fromArgs) {
      n++;
      handler.line?.(arg, `argument ${n}`);
      progress.count++;
      if (stdout.closed) break;
    }
    for (const source of sources) {
      if (stdout.closed) break;
      const stream =
        source === undefined
          ? io.stdin
          : createReadStream(source, { encoding: 'utf8', highWaterMark: 1 << 16 });
      if (source === undefined) io.stdin.setEncoding('utf8');
      if (first === 'extract') {
        for await (const chunk of stream) {
          handler.text!(chunk as string, source);
          progress.count += 1;
          await stdout.drain();
          await stderr.drain();
          if (stdout.closed) break;
        }
        handler.endText!(source);
        continue;
      }
      const label = source === undefined ? 'line ' : `${source}:`;
      await eachLine(
        stream,
        maxLine,
        (line, no) => {
          if (line === '' || (skipComments && line.charCodeAt(0) === 0x23)) return;
          if (line === TOO_LONG) {
            context.invalid(`(line ${no})`, `${label}${no}`, {
              code: 'LINE_TOO_LONG' satisfies keyof typeof ERRORS,
              index: 0,
              message: `the line is longer than --max-line ${maxLine} characters`,
            });
            return;
          }
          handler.line!(line, `${label}${no}`);
          progress.count++;
        },
        async () => {
          await stdout.drain();
          await stderr.drain();
          return stdout.closed;
        },
      );
    }
    handler.end();
  } finally {
    progress.stop();
  }
  await stdout.drain();
  await stderr.drain();
  if (stdout.error !== undefined) throw stdout.error;
  return status;
}

/** A value of `--name` that must be a positive whole number. */
export function count(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== 'string' || !/^[0-9]+$/.test(value) || !Number.isSafeInteger(n) || n < 1) {
    throw new UsageError(`--${name} takes a positive whole number, not "${String(value)}"`);
  }
  return n;
}

/** Stands for a line longer than --max-line (its text was never kept). */
const TOO_LONG = '\u0000too long\u0000';

/**
 * Calls `onLine` for each line of `stream`, without ever holding more than one chunk and one
 * line (at most `maxLine` characters) in memory; `afterChunk` runs after each chunk (output is
 * written there) and may stop the reading.
 */
async function eachLine(
  stream: AsyncIterable<unknown>,
  maxLine: number,
  onLine: (line: string, no: number) => void,
  afterChunk: () => Promise<boolean>,
): Promise<void> {
  let carry = '';
  let overlong = false;
  let no = 0;
  const emit = (line: string) => {
    no++;
    if (overlong || line.length > maxLine) {
      overlong = false;
      return onLine(TOO_LONG, no);
    }
    return onLine(line.charCodeAt(line.length - 1) === 0x0d ? line.slice(0, -1) : line, no);
  };
  for await (const value of stream) {
    const chunk = value as string;
    let start = 0;
    while (true) {
      const nl = chunk.indexOf('\n', start);
      if (nl < 0) {
        if (!overlong) {
          if (carry.length + chunk.length - start > maxLine) {
            overlong = true;
            carry = '';
          } else carry += chunk.slice(start);
        }
        break;
      }
      const line = carry === '' ? chunk.slice(start, nl) : carry + chunk.slice(start, nl);
      carry = '';
      emit(line);
      start = nl + 1;
    }
    if (await afterChunk()) return;
  }
  if (carry !== '' || overlong) emit(carry);
}

/**
 * @internal A progress line on standard error for long runs (after a second), when standard
 * error is a terminal and standard output is not; `stop` clears it.
 */
export function startProgress(io: Pick<Io, 'stdout' | 'stderr'>, command: string) {
  const state = { count: 0, stop: () => {} };
  if (io.stderr.isTTY !== true || io.stdout.isTTY === true) return state;
  const started = Date.now();
  let shown = false;
  const timer = setInterval(() => {
    if (Date.now() - started < 1000) return;
    shown = true;
    const rate = Math.round(state.count / ((Date.now() - started) / 1000));
    io.stderr.write(
      `\r\x1b[Kurikit ${command}: ${state.count.toLocaleString('en')} ${command === 'extract' ? 'chunks' : 'inputs'} (${rate.toLocaleString('en')}/s)`,
    );
  }, 250);
  timer.unref();
  state.stop = () => {
    clearInterval(timer);
    if (shown) io.stderr.write('\r\x1b[K');
  };
  return state;
}
