// Runs the command in-process on fake streams: what it writes, and its exit status.
import { PassThrough, Readable } from 'node:stream';
import { type Io, run } from '../src/main.js';

export interface Outcome {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  /** Standard input: text (one chunk), or chunks. Default: a terminal with nothing typed. */
  readonly stdin?: string | readonly string[] | undefined;
  readonly env?: Record<string, string | undefined>;
  /** Pretend that standard output / standard error are terminals with colours. */
  readonly ttyOut?: boolean;
  readonly ttyErr?: boolean;
}

function sink(tty: boolean) {
  const stream = new PassThrough() as PassThrough & { isTTY?: boolean; hasColors?(): boolean };
  if (tty) {
    stream.isTTY = true;
    stream.hasColors = () => true;
  }
  const chunks: string[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
  return { stream, text: () => chunks.join('') };
}

export async function urikit(args: readonly string[], options: RunOptions = {}): Promise<Outcome> {
  const out = sink(options.ttyOut === true);
  const err = sink(options.ttyErr === true);
  let stdin: Io['stdin'];
  if (options.stdin === undefined) {
    const tty = new PassThrough() as PassThrough & { isTTY?: boolean };
    tty.isTTY = true;
    stdin = tty;
  } else {
    const chunks = typeof options.stdin === 'string' ? [options.stdin] : options.stdin;
    stdin = Readable.from(
      chunks.map((c) => Buffer.from(c, 'utf8')),
      { objectMode: false },
    );
  }
  const status = await run(args, {
    stdin,
    stdout: out.stream,
    stderr: err.stream,
    env: options.env ?? {},
  });
  await new Promise((r) => setImmediate(r));
  return { status, stdout: out.text(), stderr: err.text() };
}

/** The NDJSON lines of an output, parsed. */
export const ndjson = (text: string): Record<string, unknown>[] =>
  text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
