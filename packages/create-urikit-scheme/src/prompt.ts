// The questions asked on a terminal (node:readline/promises, no dependency): the scheme name,
// the RFC, a server authority or not, hierarchical or not, the default port. Only what no flag
// answered is asked; an empty answer takes the default shown in brackets.

import { createInterface } from 'node:readline/promises';
import { UriError } from '@urikit/core';
import { checkPort, checkSchemeName, optionError, type SchemeInput } from './options.js';

/** Where the questions are asked and answered. */
export interface PromptIo {
  readonly input: NodeJS.ReadableStream;
  readonly output: NodeJS.WritableStream;
}

/** What the flags answered already. */
export type Known = Partial<SchemeInput>;

type Lines = AsyncIterator<string>;

/** Asks `question` until `read` accepts the answer (or its default, for an empty one). */
async function ask<T>(
  io: PromptIo,
  lines: Lines,
  question: string,
  fallback: string,
  read: (answer: string) => T,
): Promise<T> {
  for (;;) {
    io.output.write(`${question}${fallback === '' ? '' : ` (${fallback})`}: `);
    const next = await lines.next();
    if (next.done === true) {
      throw optionError('NO_ANSWER', `no answer to "${question}"`, '', 0);
    }
    const answer = next.value.trim() || fallback;
    try {
      return read(answer);
    } catch (e) {
      if (!(e instanceof UriError)) throw e;
      io.output.write(`  ${e.message}\n`);
    }
  }
}

/** y/yes/n/no, in any case. */
function yesNo(answer: string): boolean {
  const a = answer.toLowerCase();
  if (a === 'y' || a === 'yes') return true;
  if (a === 'n' || a === 'no') return false;
  throw optionError('INVALID_OPTION', 'answer yes or no', answer, 0);
}

/**
 * Asks what `known` leaves open and returns the whole input: the scheme name (RFC 3986 §3.1;
 * `defaultName` offered), the specification, a server authority (§3.2) or not, hierarchical
 * (§5.2) or not, and, with an authority, the default port (§3.2.3; empty for none).
 */
export async function askOptions(
  known: Known,
  io: PromptIo,
  defaultName = '',
): Promise<SchemeInput> {
  const rl = createInterface({ input: io.input, terminal: false });
  const lines: Lines = rl[Symbol.asyncIterator]();
  try {
    const name = known.name ?? (await ask(io, lines, 'Scheme name', defaultName, checkSchemeName));
    const rfc =
      known.rfc ??
      (await ask(io, lines, 'Specification, the section of its syntax', 'RFC 3986 §3', (a) => a));
    const authority =
      known.authority ??
      (await ask(io, lines, 'Server authority, //host:port (RFC 3986 §3.2)? y/n', 'y', yesNo));
    const hierarchical =
      known.hierarchical ??
      (await ask(
        io,
        lines,
        'Hierarchical: relative references resolve (RFC 3986 §5.2)? y/n',
        authority ? 'y' : 'n',
        yesNo,
      ));
    const port =
      known.port !== undefined || !authority
        ? known.port
        : await ask(io, lines, 'Default port, empty for none', '', (a) =>
            a === '' ? undefined : checkPort(a),
          );
    return { ...known, name, rfc, authority, hierarchical, port };
  } finally {
    rl.close();
  }
}
