// The `urikit` command: arguments, input, output, exit status. The URI work is in commands.ts,
// imported only once a command runs, so that `--help` and `--version` run nothing of urikit
// (start-up time; in the bundled bin, dist/cli.js, those modules are in the same file, each
// behind an init function that runs at its first import); the process's own input and output
// are read and written directly (Sink, readFd), the streams given to `run` through their
// stream interface.
import type { ERRORS } from './help.js';
import {
  type ErrorLike,
  errorJson,
  errorReport,
  type Paint,
  paint,
  safeJson,
  visible,
} from './report.js';

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

/**
 * The exit statuses of the command (see the README's table).
 *
 * @example
 * ```ts
 * const status = await run(['equal', 'http://a/b', 'http://a/c']); // EXIT.NEGATIVE (1): not equivalent
 * ```
 */
export const EXIT = Object.freeze({
  /** Everything asked for was done: every input valid, `equal`: equivalent, `extract`: a URI found. */
  OK: 0,
  /** A negative answer: an input was invalid, `equal`: not equivalent, `check`: a finding at `--fail-on` or above, `extract`: no URI found. */
  NEGATIVE: 1,
  /** A usage error: unknown command or option, missing or extra argument, bad template. */
  USAGE: 2,
  /** An input or output error: a file that cannot be read, a stream that fails. */
  IO: 3,
  /** A defect of urikit itself (please report it). */
  INTERNAL: 4,
} as const);

/** The help texts, loaded only when one is printed (start-up time). */
const help = () => import('./help.js');

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
  parse: { lenient: 'flag' },
  normalize: { ...NORMALIZE, lenient: 'flag' },
  resolve: { 'non-strict': 'flag', legacy: 'value' },
  relativize: {},
  equal: { ...NORMALIZE, 'ignore-fragment': 'flag', base: 'value', quiet: 'flag' },
  check: { 'fail-on': 'value', whatwg: 'flag', lenient: 'flag' },
  extract: { suffixes: 'flag', schemes: 'value', 'bare-schemes': 'value', 'max-length': 'value' },
  get: { get: 'value', form: 'flag' },
  set: {
    set: 'list',
    unset: 'list',
    trim: 'list',
    'sort-query': 'flag',
    get: 'value',
    form: 'flag',
  },
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

/** `--name=value` or `--name`: the name and the value (`undefined` without "="). */
export function longOption(arg: string): [name: string, value: string | undefined] {
  const eq = arg.indexOf('=');
  return eq < 0 ? [arg.slice(2), undefined] : [arg.slice(2, eq), arg.slice(eq + 1)];
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
      [name, value] = longOption(arg);
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

type Fs = typeof import('node:fs');
type Tty = typeof import('node:tty');
type Events = typeof import('node:events');
type Decoders = typeof import('node:string_decoder');

/**
 * A built-in module, without the ES module wrapper `import` builds for it (that wrapper reads
 * every export, and `node:fs`'s include the lazily loaded streams: milliseconds of start-up).
 * `process.getBuiltinModule` is Node.js 20.16 and later; before, `load` (an `import` of the same
 * name, written out so that every import of the bundled bin can be read: scripts/bundle.mjs).
 */
async function builtin<T>(name: string, load: () => Promise<unknown>): Promise<T> {
  const get = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  return ((get === undefined ? undefined : get(name)) ?? (await load())) as T;
}

/** `node:fs`, loaded by `run` before anything is read or written. */
let fs: Fs;

/**
 * True when `fd` is a terminal. Only a character device can be one; `node:tty` (which loads
 * the network and stream modules: milliseconds) is asked only for a character device other
 * than /dev/null, where output is often sent (`urikit check … > /dev/null`).
 */
async function isTerminal(fd: number): Promise<boolean> {
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isCharacterDevice()) return false;
    if (process.platform !== 'win32') {
      const devNull = fs.statSync('/dev/null', { throwIfNoEntry: false });
      if (devNull !== undefined && stat.rdev === devNull.rdev) return false;
    }
  } catch {
    return false;
  }
  return (await builtin<Tty>('node:tty', () => import('node:tty'))).isatty(fd);
}

/** How much output is held before it is written (one system call for many lines). */
const FLUSH_AT = 1 << 16;

/** How much text is joined before it is encoded into the byte buffer (one call for many lines). */
const ENCODE_AT = 1 << 13;

/**
 * A buffered writer. To a descriptor (the process's standard output or error when it is a file
 * or a pipe), texts are joined by 8 KiB (a small string, cheap to flatten) and encoded into a
 * 64 KiB byte buffer, written with `writeSync` when full: no stream, no event per write, no
 * large string to flatten, and a full pipe simply blocks, which is the backpressure. To a
 * stream (a terminal, the streams given to `run`, or the process's stream when the descriptor
 * is non-blocking and full: EAGAIN), about 64 KiB of text is joined and written at once (at
 * once on a terminal), waiting for 'drain' when the stream asks to. A reader that went away
 * (EPIPE) closes it quietly.
 */
class Sink {
  /** True once nothing more can be written (EPIPE, or `error`). */
  closed = false;
  /** A write error other than EPIPE: the run ends with exit status 3. */
  error: Error | undefined;
  /** The descriptor written to, or -1 when `#stream` is. */
  #fd = -1;
  /** For a descriptor: the bytes not written yet, `#bytes[0, #at)`, then `#text`. */
  #bytes: Buffer | undefined;
  #at = 0;
  /** The text not written (for a descriptor: not encoded) yet. */
  #text = '';
  #stream: OutputStream | undefined;
  /** The stream to go on with when the descriptor cannot be written without waiting. */
  #open: (() => OutputStream) | undefined;
  #immediate = false;
  #ok = true;

  /** A sink on `stream` (a terminal's is written at once). */
  static stream(stream: OutputStream): Sink {
    const sink = new Sink();
    sink.#use(stream);
    return sink;
  }

  /** A sink on descriptor `fd`, or on the stream `open` gives when `fd` is a terminal. */
  static async fd(fd: number, open: () => OutputStream): Promise<Sink> {
    const sink = new Sink();
    if (await isTerminal(fd)) sink.#use(open());
    else {
      sink.#fd = fd;
      sink.#bytes = Buffer.allocUnsafe(FLUSH_AT);
      sink.#open = open;
    }
    return sink;
  }

  #use(stream: OutputStream): void {
    this.#fd = -1;
    this.#bytes = undefined;
    this.#at = 0;
    this.#stream = stream;
    this.#immediate = stream.isTTY === true;
    stream.on('error', (e) => {
      // A reader that went away (`urikit … | head`) ends the run quietly.
      if (e.code !== 'EPIPE') this.error = e;
      this.closed = true;
    });
  }

  get isTTY(): boolean {
    return this.#stream?.isTTY === true;
  }

  /** True when everything goes to a descriptor with `writeSync`: nothing is ever left pending. */
  get synchronous(): boolean {
    return this.#stream === undefined;
  }

  hasColors(): boolean {
    return this.#stream?.isTTY === true && this.#stream.hasColors?.() === true;
  }

  write(text: string): void {
    if (this.closed) return;
    this.#text += text;
    if (this.#bytes !== undefined) {
      if (this.#text.length >= ENCODE_AT) this.#encode();
    } else if (this.#immediate || this.#text.length >= FLUSH_AT) this.flush();
  }

  /** Moves the text held into the byte buffer, writing the buffer first when it has no room. */
  #encode(): void {
    const bytes = this.#bytes!;
    const text = this.#text;
    this.#text = '';
    // A UTF-16 code unit is at most 3 bytes of UTF-8.
    if (this.#at + 3 * text.length > bytes.length) {
      this.#writeHeld();
      if (this.#bytes === undefined || 3 * text.length > bytes.length) {
        // A text longer than the buffer, or a descriptor that became a stream (EAGAIN).
        if (this.#bytes === undefined) this.#text = text;
        else this.#writeFd(Buffer.from(text, 'utf8'));
        return;
      }
    }
    this.#at += bytes.write(text, this.#at);
  }

  #writeHeld(): void {
    if (this.#at === 0 || this.closed) return;
    const held = this.#bytes!.subarray(0, this.#at);
    this.#at = 0;
    this.#writeFd(held);
  }

  /** Writes what is held; false when the stream asks to wait (backpressure). */
  flush(): boolean {
    if (this.#bytes !== undefined && !this.closed) {
      if (this.#text !== '') this.#encode();
      this.#writeHeld();
    }
    const text = this.#text;
    if (text !== '' && !this.closed) {
      this.#text = '';
      this.#ok = this.#stream!.write(text) && this.#ok;
    }
    const ok = this.#ok;
    this.#ok = true;
    return ok;
  }

  /** Writes `bytes` to the descriptor, all of them (a pipe may take them a part at a time). */
  #writeFd(bytes: Uint8Array): void {
    let done = 0;
    while (done < bytes.length) {
      try {
        done += fs.writeSync(this.#fd, bytes, done, bytes.length - done);
      } catch (e) {
        const error = e as NodeJS.ErrnoException;
        if (error.code === 'EAGAIN' && this.#open !== undefined) {
          // A non-blocking descriptor that is full: the stream waits until it takes more (a
          // copy, since the byte buffer is written over next).
          this.#use(this.#open());
          this.#ok = this.#stream!.write(Buffer.from(bytes.subarray(done))) && this.#ok;
          return;
        }
        if (error.code !== 'EPIPE') this.error = error;
        this.closed = true;
        return;
      }
    }
  }

  /** Flushes, then waits while the stream's buffer is full (backpressure). */
  async drain(): Promise<void> {
    if (!this.flush() && !this.closed && this.#stream !== undefined) {
      // `once` settles on 'drain', or rejects on 'error' (then `closed` is set), and removes
      // both listeners either way.
      const { once } = await builtin<Events>('node:events', () => import('node:events'));
      await once(this.#stream as unknown as NodeJS.EventEmitter, 'drain').catch(() => {});
    }
  }
}

/**
 * How much input is read at once from a file or a pipe: 64 KiB, what a pipe holds. The text of
 * a larger chunk would be a large object for V8 (above 128 KiB: fresh pages, and a scan by the
 * full collector), where 64 KiB is allocated and dropped in the young generation.
 */
const READ_SIZE = 1 << 16;

/**
 * The text of descriptor `fd` in chunks of up to 64 KiB, read with `readSync` (a pipe gives
 * what it holds, so lines are handled as they come), decoded as UTF-8 (a character split
 * between two reads is kept for the next). When the descriptor is non-blocking and empty
 * (EAGAIN), the rest is read from the stream `open` gives, which waits for it.
 */
async function* readFd(fd: number, open?: () => AsyncIterable<unknown>): AsyncGenerator<string> {
  const { StringDecoder } = await builtin<Decoders>(
    'node:string_decoder',
    () => import('node:string_decoder'),
  );
  const decoder = new StringDecoder('utf8');
  const buffer = Buffer.allocUnsafe(READ_SIZE);
  while (true) {
    let n: number;
    try {
      n = fs.readSync(fd, buffer, 0, READ_SIZE, null);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN' && open !== undefined) {
        for await (const bytes of open()) {
          const text = decoder.write(bytes as Buffer);
          if (text !== '') yield text;
        }
        break;
      }
      if (code === 'EOF') break; // a closed pipe, on Windows
      throw e;
    }
    if (n === 0) break;
    const text = decoder.write(buffer.subarray(0, n));
    if (text !== '') yield text;
  }
  const rest = decoder.end();
  if (rest !== '') yield rest;
}

/** The chunks of a file, read as `readFd` reads; the file is closed at the end. */
async function* readFile(path: string): AsyncGenerator<string> {
  const fd = fs.openSync(path, 'r');
  try {
    yield* readFd(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** The chunks of a stream, as UTF-8 text. */
async function* readStream(stream: InputStream): AsyncGenerator<string> {
  stream.setEncoding('utf8');
  for await (const chunk of stream) yield chunk as string;
}

/** Where a run reads from and writes to. */
interface Std {
  readonly env: Io['env'];
  readonly out: Sink;
  readonly err: Sink;
  readonly stdinIsTTY: boolean;
  stdin(): AsyncIterable<string>;
}

/** The streams given to `run`. */
function streams(io: Io): Std {
  return {
    env: io.env,
    out: Sink.stream(io.stdout),
    err: Sink.stream(io.stderr),
    stdinIsTTY: io.stdin.isTTY === true,
    stdin: () => readStream(io.stdin),
  };
}

/**
 * The process's own: its descriptors 0, 1 and 2, read and written directly, except terminals
 * (and descriptors that would block), which go through `process.stdin`, `process.stdout` and
 * `process.stderr` (only then created: they are not needed for files and pipes).
 */
async function processStd(): Promise<Std> {
  const [out, err, stdinIsTTY] = await Promise.all([
    Sink.fd(1, () => process.stdout),
    Sink.fd(2, () => process.stderr),
    isTerminal(0),
  ]);
  return {
    env: process.env,
    out,
    err,
    stdinIsTTY,
    stdin: () => (stdinIsTTY ? readStream(process.stdin) : readFd(0, () => process.stdin)),
  };
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
  /** Where input number `no` of the current source is, for a report: `line 3`, `urls.txt:3`. */
  where(no: number): string;
  /** Notes a negative answer: the exit status becomes 1. */
  negative(): void;
  /** Reports an invalid input: JSON on stdout, or a report with a caret on stderr. */
  invalid(input: string, where: string, error: ErrorLike, json?: string): void;
}

/** A command at work: lines (or, for extract, text), then the end. */
export interface Handler {
  /** Input number `no` (from 1) of the current source (see `Context.where`). */
  line?(input: string, no: number): void;
  text?(chunk: string, file: string | undefined): void;
  endText?(file: string | undefined): void;
  end(): void;
}

function colours(sink: Sink, env: Io['env'], allowed: boolean): Paint {
  const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== '';
  return paint(allowed && !noColor && sink.hasColors());
}

function version(): string {
  const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return `urikit ${pkg.version as string}\n`;
}

const DEFAULT_MAX_LINE = 1 << 20;

/**
 * Runs the `urikit` command with `argv` (the arguments after the program's name) and returns
 * its exit status (0 to 4, see `EXIT`). Never throws for bad input or usage. Without `io`, it
 * reads and writes the process's standard input, output and error.
 *
 * @example
 * ```ts
 * await run(['normalize', 'HTTP://Example.COM:80/a/./b']); // 0, writes http://example.com/a/b
 * await run(['equal', 'http://a', 'http://A:80/']); // 0
 * ```
 */
export async function run(argv: readonly string[], io?: Io): Promise<number> {
  fs ??= await builtin<Fs>('node:fs', () => import('node:fs'));
  const std = io === undefined ? await processStd() : streams(io);
  if (io === undefined) processRun = std;
  const stderr = std.err;
  try {
    return await main(argv, std);
  } catch (e) {
    if (e instanceof UsageError) {
      const command = OPTIONS[argv[0] ?? ''] ? ` ${argv[0]}` : '';
      // A usage message may quote an argument: shown escaped, as every human output is.
      stderr.write(`${visible(`urikit${command}: ${e.message}`)}\n(see urikit${command} --help)\n`);
      await stderr.drain();
      return EXIT.USAGE;
    }
    const io_ = e as NodeJS.ErrnoException;
    if (typeof io_?.code === 'string' && typeof io_.syscall === 'string') {
      stderr.write(`urikit: ${visible(io_.message)}\n`);
      await stderr.drain();
      return EXIT.IO;
    }
    stderr.write(
      `urikit: internal error (please report it): ${visible((e as Error)?.stack ?? String(e))}\n`,
    );
    await stderr.drain();
    return EXIT.INTERNAL;
  }
}

/** The last run on the process's own input and output. */
let processRun: Std | undefined;

/**
 * @internal For the bin: true when the last `run` on the process's own input and output wrote
 * all of it with `writeSync`, so that no stream holds output still to be written and the
 * process may exit at once.
 */
export function allWritten(): boolean {
  return processRun?.out.synchronous === true && processRun.err.synchronous;
}

/** Lets timers (the progress line) and stream events run between two chunks of input. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

// What needs no command's options: help, the version, and trurl's options without a command
// (trurl mode). The exit status, or `undefined` when a command of urikit's runs.
async function beforeCommand(
  first: string | undefined,
  argv: readonly string[],
  std: Std,
): Promise<number | undefined> {
  const { out: stdout, err: stderr } = std;
  if (first === undefined) {
    stderr.write(`${(await help()).GENERAL}\n`);
    await stderr.drain();
    return EXIT.USAGE;
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    const topic = first === 'help' ? argv[1] : undefined;
    const { COMMANDS, GENERAL } = await help();
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
    const trurl = await import('./trurl.js');
    if (trurl.isTrurlMode(argv)) return runTrurl(trurl, argv, std);
    throw new UsageError(
      `unknown command "${first}" (commands: ${Object.keys(OPTIONS).join(', ')})`,
    );
  }
  return undefined;
}

async function main(argv: readonly string[], std: Std): Promise<number> {
  const { out: stdout, err: stderr } = std;
  const first = argv[0];
  const early = await beforeCommand(first, argv, std);
  if (early !== undefined || first === undefined) return early ?? EXIT.USAGE;
  const args = parseArgs(first, argv.slice(1));
  if (args.options.help === true) {
    stdout.write(`${(await help()).COMMANDS[first]}\n`);
    await stdout.drain();
    return EXIT.OK;
  }
  const maxLine = count(args.options['max-line'], 'max-line') ?? DEFAULT_MAX_LINE;
  const colorAllowed = args.options.color !== false;
  let status: number = EXIT.OK;
  const json = args.options.json === true;
  const paintErr = colours(stderr, std.env, colorAllowed);
  let label = 'argument ';
  const context: Context = {
    command: first,
    args,
    json,
    allowZoneId: args.options['allow-zone-id'] === true,
    paintOut: colours(stdout, std.env, colorAllowed),
    paintErr,
    stderrIsTTY: stderr.isTTY,
    stdoutIsTTY: stdout.isTTY,
    out: (text) => stdout.write(text),
    err: (text) => stderr.write(text),
    where: (no) => `${label}${no}`,
    negative: () => {
      status = EXIT.NEGATIVE;
    },
    invalid(input, where, error, extra = '') {
      status = EXIT.NEGATIVE;
      if (json) {
        stdout.write(
          `{"input":${safeJson(input)}${extra},"valid":false,"error":${errorJson(error)}}\n`,
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
    if (std.stdinIsTTY) {
      throw new UsageError(
        `no input: give ${first === 'extract' ? 'files' : 'URIs'} as arguments, --input FILE, or pipe them in`,
      );
    }
    sources.push(undefined);
  }

  const progress = startProgress({ stdout, stderr }, first);
  try {
    const skipComments = args.options.comments === true;
    let n = 0;
    for (const arg of fromArgs) {
      n++;
      handler.line!(arg, n);
      progress.count++;
      if (stdout.closed) break;
    }
    for (const source of sources) {
      if (stdout.closed) break;
      const chunks = source === undefined ? std.stdin() : readFile(source);
      let count = 0;
      const afterChunk = async () => {
        await stdout.drain();
        await stderr.drain();
        // Every 16 chunks (1 MiB from a file), the event loop runs: the progress line's timer,
        // and the events of output streams (terminals).
        if ((++count & 15) === 0) await turn();
        return stdout.closed;
      };
      if (first === 'extract') {
        for await (const chunk of chunks) {
          handler.text!(chunk, source);
          progress.count += 1;
          if (await afterChunk()) break;
        }
        handler.endText!(source);
        continue;
      }
      label = source === undefined ? 'line ' : `${source}:`;
      const line = handler.line!.bind(handler);
      await eachLine(
        chunks,
        maxLine,
        (text, no) => {
          if (text === '' || (skipComments && text.charCodeAt(0) === 0x23)) return;
          // The reader went away (EPIPE): the rest of the chunk is not worked on either.
          if (stdout.closed) return;
          progress.count++;
          line(text, no);
        },
        (no) => {
          context.invalid(`(line ${no})`, context.where(no), {
            code: 'LINE_TOO_LONG' satisfies keyof typeof ERRORS,
            index: 0,
            message: `the line is longer than --max-line ${maxLine} characters`,
          });
        },
        afterChunk,
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

type UrlModule = typeof import('node:url');

/**
 * `urikit` with trurl's options and no sub-command (trurl.ts), on the run's input and output:
 * URL files read a line at a time (eachLine), hosts converted by Node's UTS #46 (node:url).
 */
async function runTrurl(
  trurl: typeof import('./trurl.js'),
  argv: readonly string[],
  std: Std,
): Promise<number> {
  const { out: stdout, err: stderr } = std;
  const url = await builtin<UrlModule>('node:url', () => import('node:url'));
  const status = await trurl.runTrurl(argv, {
    out: (text) => stdout.write(text),
    err: (text) => stderr.write(text),
    stdoutIsTTY: stdout.isTTY,
    idna: { toAscii: url.domainToASCII, toUnicode: url.domainToUnicode },
    lines: (file, onLine) =>
      eachLine(
        file === '-' ? std.stdin() : readFile(file),
        DEFAULT_MAX_LINE,
        (line) => onLine(line),
        (no) => stderr.write(`urikit note: skipping line ${no}, longer than ${DEFAULT_MAX_LINE}\n`),
        async () => {
          await stdout.drain();
          await stderr.drain();
          return stdout.closed;
        },
      ),
  });
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

/**
 * Calls `onLine` for each line of `chunks` (LF or CR LF; a last line without a line break
 * too), and `onLong` for a line longer than `maxLine` characters, without ever holding more
 * than one chunk and one line (at most `maxLine` characters) in memory; `afterChunk` runs
 * after each chunk (output is written there) and may stop the reading.
 */
async function eachLine(
  chunks: AsyncIterable<string>,
  maxLine: number,
  onLine: (line: string, no: number) => void,
  onLong: (no: number) => void,
  afterChunk: () => Promise<boolean>,
): Promise<void> {
  let carry = '';
  let overlong = false;
  let no = 0;
  for await (const chunk of chunks) {
    let start = 0;
    while (true) {
      const nl = chunk.indexOf('\n', start);
      if (nl < 0) {
        // The start of a line: held (a CR may still come before its LF), unless too long.
        if (!overlong) {
          if (carry.length + chunk.length - start > maxLine + 1) {
            overlong = true;
            carry = '';
          } else carry += chunk.slice(start);
        }
        break;
      }
      no++;
      // The line: what the previous chunks left (carry), then chunk[start, nl), without a CR.
      const cr =
        nl > start
          ? chunk.charCodeAt(nl - 1) === 0x0d
          : carry.charCodeAt(carry.length - 1) === 0x0d;
      if (overlong || carry.length + (nl - start) - (cr ? 1 : 0) > maxLine) {
        overlong = false;
        carry = '';
        onLong(no);
      } else if (carry === '') onLine(chunk.slice(start, cr ? nl - 1 : nl), no);
      else {
        const line = carry + chunk.slice(start, nl);
        carry = '';
        onLine(cr ? line.slice(0, -1) : line, no);
      }
      start = nl + 1;
    }
    if (await afterChunk()) return;
  }
  // A last line without a line break.
  if (carry !== '' || overlong) {
    no++;
    const line = carry.charCodeAt(carry.length - 1) === 0x0d ? carry.slice(0, -1) : carry;
    if (overlong || line.length > maxLine) onLong(no);
    else onLine(line, no);
  }
}

/**
 * @internal A progress line on standard error for long runs (after a second), when standard
 * error is a terminal and standard output is not; `stop` clears it.
 */
export function startProgress(
  io: {
    readonly stdout: { readonly isTTY?: boolean | undefined };
    readonly stderr: { readonly isTTY?: boolean | undefined; write(text: string): unknown };
  },
  command: string,
) {
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
