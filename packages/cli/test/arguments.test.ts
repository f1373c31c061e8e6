// Arguments of the wrong type to the command's exported functions (issue 23 E2, found by the
// sweep, scripts/sweep.mjs): INVALID_ARGUMENT at the entry, never a TypeError from inside.
import { parse } from '@urikit/core';
import { expectUriError, hostileValues } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import {
  compileTemplate,
  get,
  parseAssignment,
  set,
  sortQuery,
  trimPattern,
  trimQuery,
} from '../src/index.js';

// Values of every kind that is not text, as the sweep (scripts/sweep.mjs) hands them.
const hostile = hostileValues;

describe('the sweep: get, set and the query edits check their arguments at the entry', () => {
  const u = 'http://a.example/?b=1&a=2';
  it('a URI that is not text or a Uri (a look-alike included) is INVALID_ARGUMENT', () => {
    for (const bad of [new Proxy(parse(u), {}), ...hostile.map(([, make]) => make())]) {
      expectUriError(() => get(bad as never, '{host}'), 'INVALID_ARGUMENT');
      expectUriError(() => set(bad as never, []), 'INVALID_ARGUMENT');
      expectUriError(() => trimQuery(bad as never, ['a']), 'INVALID_ARGUMENT');
      expectUriError(() => sortQuery(bad as never), 'INVALID_ARGUMENT');
    }
  });
  it('templates, assignments, patterns and lists of the wrong type are INVALID_ARGUMENT', () => {
    for (const [, make] of hostile) {
      expectUriError(() => compileTemplate(make() as never), 'INVALID_ARGUMENT');
      expectUriError(() => parseAssignment(make() as never), 'INVALID_ARGUMENT');
      expectUriError(() => trimPattern(make() as never), 'INVALID_ARGUMENT');
      expectUriError(() => get(u, make() as never), 'INVALID_ARGUMENT');
      expectUriError(() => set(u, make() as never), 'INVALID_ARGUMENT');
      expectUriError(() => set(u, [make()] as never), 'INVALID_ARGUMENT');
    }
    // A list of patterns: an array of text is one (`['http://evil.example/']` names a parameter).
    for (const [, make] of hostile.filter(([n]) => n !== 'an array')) {
      expectUriError(() => trimQuery(u, make() as never), 'INVALID_ARGUMENT');
      expectUriError(() => trimQuery(u, [make()] as never), 'INVALID_ARGUMENT');
    }
    // A compiled template and parsed assignments and patterns are taken as they are.
    expect(get(u, compileTemplate('{host}'))).toBe('a.example');
    expect(set(u, [parseAssignment('host=b.example')]).host).toBe('b.example');
    expect(trimQuery(u, [trimPattern('a')]).query).toBe('b=1');
  });
  it('query options that cannot be read, or a form that is no boolean, are INVALID_ARGUMENT', () => {
    const unreadable = [
      'null',
      'a number',
      'a symbol',
      'a revoked proxy',
      'a proxy whose traps throw',
    ];
    for (const [, make] of hostile.filter(([n]) => unreadable.includes(n))) {
      expectUriError(() => sortQuery(u, make() as never), 'INVALID_ARGUMENT');
      expectUriError(() => get(u, '{host}', make() as never), 'INVALID_ARGUMENT');
    }
    expectUriError(() => sortQuery(u, { form: 'yes' as never }), 'INVALID_ARGUMENT');
  });
});
