// Every ```ts example of README.md runs as written. A line `expr; // value` asserts that `expr`
// equals the JavaScript literal at the start of the comment (the rest of the comment is
// prose); `expr; // throws CODE …` asserts a UriError with that code.
import { readFileSync } from 'node:fs';
import * as http from '@urikit/http';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as core from '../src/index.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] as string);

/** The JavaScript literal at the start of `text` ('…', "…", […], number, true, …), or undefined. */
function leadingLiteral(text: string): string | undefined {
  const c = text[0];
  if (c === "'" || c === '"') {
    let i = 1;
    while (i < text.length && text[i] !== c) i += text[i] === '\\' ? 2 : 1;
    return text.slice(0, i + 1);
  }
  if (c === '[' || c === '{') {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '[' || text[i] === '{') depth++;
      if (text[i] === ']' || text[i] === '}') depth--;
      if (depth === 0) return text.slice(0, i + 1);
    }
    return undefined;
  }
  const word = /^(true|false|undefined|null|-?\d+(\.\d+)?)\b/.exec(text);
  return word?.[1];
}

function instrument(block: string): { code: string; checks: number } {
  let checks = 0;
  const lines = block.split('\n').map((line) => {
    const m = /^(.*?);\s*\/\/ (.*)$/.exec(line);
    if (!m || line.trimStart().startsWith('//')) return line;
    const [, statement, comment] = m as unknown as [string, string, string];
    // `if (cond) expr; // value`: the check goes after the condition
    const guard = /^(\s*if \(.*?\)\s*)(.*)$/.exec(statement);
    const prefix = guard ? (guard[1] as string) : '';
    const expr = guard ? (guard[2] as string) : statement;
    const thrown = /^throws(?: UriError)? ([A-Z_0-9]+)/.exec(comment);
    if (thrown) {
      checks++;
      return `${prefix}__throws(() => { ${expr}; }, ${JSON.stringify(thrown[1])}, ${JSON.stringify(line)});`;
    }
    const literal = leadingLiteral(comment);
    if (literal === undefined) return line;
    checks++;
    return `${prefix}__check(() => (${expr}), ${literal}, ${JSON.stringify(line)});`;
  });
  const source = lines
    .join('\n')
    .replace(/import \{([^}]*)\} from '@urikit\/core';/g, 'const {$1} = core;')
    .replace(/import \{([^}]*)\} from '@urikit\/http';/g, 'const {$1} = __http;');
  const js = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.None },
  }).outputText;
  return { code: js, checks };
}

describe('README examples of @urikit/core', () => {
  it('the README has examples', () => {
    expect(blocks.length).toBeGreaterThan(5);
  });
  blocks.forEach((block, n) => {
    const first = block.split('\n').find((l) => l && !l.startsWith('import')) ?? '';
    it(`example ${n + 1}: ${first.slice(0, 60)}`, () => {
      const { code, checks } = instrument(block);
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
        expect(error, line).toBeInstanceOf(core.UriError);
        expect((error as core.UriError).code, line).toBe(code);
      };
      new Function('core', '__http', '__check', '__throws', code)(core, http, check, throws);
      expect(checks).toBeGreaterThan(0);
    });
  });
});
