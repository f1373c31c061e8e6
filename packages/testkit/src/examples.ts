// Runs the ```ts examples of a README, or the @example blocks of TSDoc comments, as tests. A line
// `expr; // value` asserts that `expr` deep-equals the JavaScript literal that starts the
// comment (the rest of the comment is prose); `expr; // throws CODE …` asserts a UriError with
// that code. Imports of the listed modules are bound to the objects given.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';

// esbuild is an optional peer dependency: loaded when a README's examples run, not when the
// laws are imported (a plugin tested with checkPluginLaws alone needs no esbuild).
const load = createRequire(import.meta.url);
function esbuild(): typeof import('esbuild') {
  try {
    return load('esbuild') as typeof import('esbuild');
  } catch (cause) {
    throw new Error('the README example runner needs esbuild: npm install --save-dev esbuild', {
      cause,
    });
  }
}

/** Options of {@link examples}. */
export interface ExampleOptions {
  /** The modules the examples import, by specifier: `{ '@urikit/core': core }`. */
  readonly modules: Readonly<Record<string, unknown>>;
  /**
   * Names the examples use without defining them (`registry`, `uri`), with their values.
   * TSDoc examples are fragments: give them what their context would.
   */
  readonly context?: Readonly<Record<string, unknown>>;
  /** The least number of examples the file must hold; default 1. */
  readonly atLeast?: number;
  /**
   * Run each example while its suite is collected (in a `describe` of its own), not inside a
   * test: for examples that register tests themselves (`pluginLaws(...)`). A failed check then
   * fails the file. Default `false`.
   */
  readonly suites?: boolean;
}

/** The ```ts blocks of Markdown, or of the TSDoc comments of a source file. */
function blocksOf(text: string, tsdoc: boolean): string[] {
  const body = tsdoc
    ? [...text.matchAll(/\/\*\*([\s\S]*?)\*\//g)]
        .map((m) => (m[1] as string).replace(/^[ \t]*\* ?/gm, ''))
        .join('\n')
    : text;
  return [...body.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] as string);
}

/** The JavaScript literal at the start of `text` ('…', "…", […], {…}, number, true, …). */
function leadingLiteral(text: string): string | undefined {
  const c = text[0];
  if (c === "'" || c === '"' || c === '`') {
    let i = 1;
    while (i < text.length && text[i] !== c) i += text[i] === '\\' ? 2 : 1;
    return text.slice(0, i + 1);
  }
  if (c === '[' || c === '{') {
    let depth = 0;
    let quote = '';
    for (let i = 0; i < text.length; i++) {
      const ch = text[i] as string;
      if (quote) {
        if (ch === '\\') i++;
        else if (ch === quote) quote = '';
        continue;
      }
      if (ch === "'" || ch === '"') quote = ch;
      else if (ch === '[' || ch === '{') depth++;
      else if (ch === ']' || ch === '}') depth--;
      if (depth === 0) return text.slice(0, i + 1);
    }
    return undefined;
  }
  const word = /^(true|false|undefined|null|-?\d+(\.\d+)?)\b/.exec(text);
  return word?.[1];
}

/** How far `line` opens brackets: (, [ and { outside strings and comments, minus closings. */
function depthOf(line: string): number {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === "'" || ch === '"' || ch === '`') quote = ch;
    else if (ch === '/' && line[i + 1] === '/') break;
    else if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
  }
  return depth;
}

/**
 * The statements of a block, one a line: a call a formatter spread over several lines (its
 * value comment on the last) is joined back, so that its check sees the whole expression.
 */
function statements(block: string): string[] {
  const out: string[] = [];
  let open = '';
  let depth = 0;
  for (const line of block.split('\n')) {
    if (depth > 0) {
      open += ` ${line.trim()}`;
      depth += depthOf(line);
      if (depth <= 0) out.push(open);
      continue;
    }
    depth = depthOf(line);
    if (
      depth > 0 &&
      !/^\s*(const|let|function|class|if|for|export|import)\b/.test(line) &&
      !line.trimEnd().endsWith('{')
    ) {
      open = line;
      continue;
    }
    depth = 0;
    out.push(line);
  }
  if (depth > 0) out.push(open);
  return out;
}

function instrument(block: string, modules: readonly string[]): { code: string; checks: number } {
  let checks = 0;
  const lines = statements(block).map((line) => {
    const m = /^(.*?);\s*\/\/ (.*)$/.exec(line);
    if (!m || line.trimStart().startsWith('//')) return line;
    const [, statement, comment] = m as unknown as [string, string, string];
    // `if (cond) expr; // value`: the check goes after the condition
    const guard = /^(\s*if \(.*?\)\s*)(.*)$/.exec(statement);
    const prefix = guard ? (guard[1] as string) : '';
    const expr = guard ? (guard[2] as string) : statement;
    const thrown = /^throws(?: UriError)? '?([A-Z_0-9]+)'?/.exec(comment);
    if (thrown) {
      checks++;
      return `${prefix}__throws(() => { ${expr}; }, ${JSON.stringify(thrown[1])}, ${JSON.stringify(line)});`;
    }
    const literal = leadingLiteral(comment);
    if (literal === undefined) return line;
    checks++;
    return `${prefix}__check(() => (${expr}), ${literal}, ${JSON.stringify(line)});`;
  });
  let source = lines.join('\n');
  for (const specifier of modules) {
    const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    source = source.replace(
      new RegExp(`import \\{([^}]*)\\} from '${quoted}';?`, 'g'),
      (_, names: string) =>
        `const {${names.replace(/\btype \w+,?/g, '')}} = __modules[${JSON.stringify(specifier)}];`,
    );
  }
  // esbuild strips the types (a transform, no type check: tsc checks the sources). The block
  // runs as the body of a function, so any import left is made a `require` (format 'cjs'), and
  // in strict mode, as an ES module's code would.
  const js = esbuild().transformSync(source, {
    loader: 'ts',
    target: 'es2022',
    format: 'cjs',
  }).code;
  return { code: `'use strict';\n${js}`, checks };
}

// Runs one example block as written, with its value comments checked.
function runBlock(
  block: string,
  modules: Readonly<Record<string, unknown>>,
  context: Readonly<Record<string, unknown>>,
): void {
  const { code, checks } = instrument(block, Object.keys(modules));
  const check = (f: () => unknown, expected: unknown, line: string) => {
    expect(f(), line).toEqual(expected);
  };
  const throws = (f: () => unknown, code: string, line: string) => {
    let error: unknown;
    try {
      f();
    } catch (e) {
      error = e;
    }
    expect(error, line).toBeInstanceOf(UriError);
    expect((error as UriError).code, line).toBe(code);
  };
  const names = Object.keys(context);
  new Function('__modules', '__check', '__throws', ...names, code)(
    modules,
    check,
    throws,
    ...names.map((k) => context[k]),
  );
  expect(checks, 'an example with nothing checked').toBeGreaterThan(0);
}

/**
 * Registers one test per example of `file` (a README's ```ts blocks, or a `.ts` source's TSDoc
 * `@example` blocks), each run as written, with the value comments checked.
 *
 * @example
 * ```ts
 * examples(new URL('../README.md', import.meta.url), { modules: { '@urikit/core': core } })
 * ```
 */
export function examples(file: URL, options: ExampleOptions): void {
  const text = readFileSync(file, 'utf8');
  const tsdoc = file.pathname.endsWith('.ts');
  const blocks = blocksOf(text, tsdoc);
  const context = options.context ?? {};
  const name = file.pathname.split('/').slice(-2).join('/');
  describe(`examples of ${name}`, () => {
    it('has examples', () => {
      expect(blocks.length).toBeGreaterThanOrEqual(options.atLeast ?? 1);
    });
    blocks.forEach((block, n) => {
      const first = block.split('\n').find((l) => l && !l.startsWith('import')) ?? '';
      const title = `example ${n + 1}: ${first.slice(0, 60)}`;
      const run = () => runBlock(block, options.modules, context);
      if (options.suites !== true) {
        it(title, run);
        return;
      }
      // Run now, so that the tests the block registers join this suite; its checks' outcome
      // is the outcome of a test of its own.
      describe(title, () => {
        const failure = (() => {
          try {
            run();
            return undefined;
          } catch (e) {
            return { error: e };
          }
        })();
        it('runs as written, and its checks hold', () => {
          if (failure !== undefined) throw failure.error;
          expect(failure).toBeUndefined();
        });
      });
    });
  });
}
