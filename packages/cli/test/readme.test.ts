// The README's examples run as tests: the ```ts blocks and the TSDoc @example blocks with
// @urikit/testkit, the ```sh sessions here (each `$ urikit …` line is run in-process, its
// standard output compared with the lines under it; `# exit N` gives the expected status).
import { readFileSync } from 'node:fs';
import * as core from '@urikit/core';
import { examples } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import * as mod from '../src/index.js';
import * as template from '../src/template.js';
import { urikit } from './helpers.js';

const modules = { '@urikit/core': core, '@urikit/cli': mod };
examples(new URL('../README.md', import.meta.url), { modules });
examples(new URL('../src/template.ts', import.meta.url), {
  modules,
  context: { ...template },
  atLeast: 5,
});
examples(new URL('../src/help.ts', import.meta.url), { modules, context: { ERRORS: mod.ERRORS } });

/** Splits a command line into words: '…' and "…" quoting, as a POSIX shell does (no expansion). */
function words(line: string): string[] {
  const out: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'" || c === '"') {
      const end = line.indexOf(c, i + 1);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === ' ' || c === '\t') {
      if (word !== undefined) out.push(word);
      word = undefined;
    } else word = (word ?? '') + c;
  }
  if (word !== undefined) out.push(word);
  return out;
}

/** Whether `text` leaves a quote open. */
function open(text: string): boolean {
  let quote = '';
  for (const c of text) {
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
  }
  return quote !== '';
}

/** printf's FORMAT with its escapes (\n, \t, \\) and %%. */
const printf = (format: string) =>
  format.replace(
    /\\n|\\t|\\\\|%%/g,
    (m) => ({ '\\n': '\n', '\\t': '\t', '\\\\': '\\', '%%': '%' })[m]!,
  );

interface Session {
  readonly command: string;
  readonly expected: string;
  readonly status: number;
}

function sessions(markdown: string): Session[] {
  const out: Session[] = [];
  for (const [, block] of markdown.matchAll(/```sh\n([\s\S]*?)```/g)) {
    const lines = block!.split('\n');
    lines.pop();
    let i = 0;
    while (i < lines.length) {
      if (!lines[i]!.startsWith('$ '))
        throw new Error(`README: output without a command: ${lines[i]}`);
      let command = lines[i++]!.slice(2);
      while (open(command)) command += `\n${lines[i++]}`;
      let status = 0;
      const exit = /\s+# exit (\d+)$/.exec(command);
      if (exit) {
        status = Number(exit[1]);
        command = command.slice(0, exit.index);
      }
      const output: string[] = [];
      while (i < lines.length && !lines[i]!.startsWith('$ ')) output.push(lines[i++]!);
      out.push({ command, expected: output.length ? `${output.join('\n')}\n` : '', status });
    }
  }
  return out;
}

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the README shell sessions', () => {
  const list = sessions(readme);
  it('has sessions', () => {
    expect(list.length).toBeGreaterThan(8);
  });
  for (const { command, expected, status } of list) {
    it(`$ ${command.split('\n')[0]!.slice(0, 90)}`, async () => {
      let line = command;
      const merge = line.endsWith(' 2>&1');
      if (merge) line = line.slice(0, -5);
      let stdin: string | undefined;
      const pipe = line.indexOf(' | urikit ');
      if (pipe >= 0) {
        const [producer, ...args] = words(line.slice(0, pipe));
        stdin = producer === 'printf' ? printf(args.join(' ')) : `${args.join(' ')}\n`;
        line = line.slice(pipe + 3);
      }
      const [program, ...args] = words(line);
      expect(program).toBe('urikit');
      const r = await urikit(args, { stdin });
      expect(merge ? r.stdout + r.stderr : r.stdout).toBe(expected);
      expect(r.status).toBe(status);
    });
  }
});
