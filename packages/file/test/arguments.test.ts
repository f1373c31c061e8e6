// Arguments of the wrong type (issue 23 E3, E5, found by the sweep, scripts/sweep.mjs).
import { expectUriError, hostileValues } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { fromPath, toPath } from '../src/index.js';

// Values of every kind that is not text, as the sweep (scripts/sweep.mjs) hands them.
const hostile = hostileValues;

describe('the sweep: RFC 8089 Appendix E paths and options of the wrong type', () => {
  it('fromPath refuses a path that is not text (a null-prototype object, a symbol) with INVALID_ARGUMENT', () => {
    for (const [, make] of hostile) {
      expectUriError(() => fromPath(make() as never), 'INVALID_ARGUMENT');
    }
  });
  it('options that cannot be read or a platform other than posix and win32 are INVALID_ARGUMENT', () => {
    const unreadable = ['a number', 'a symbol', 'a revoked proxy', 'a proxy whose traps throw'];
    for (const [, make] of hostile.filter(([n]) => unreadable.includes(n))) {
      expectUriError(() => fromPath('/a', make() as never), 'INVALID_ARGUMENT');
      expectUriError(() => toPath('file:///a', make() as never), 'INVALID_ARGUMENT');
    }
    for (const [, make] of hostile.slice(1)) {
      expectUriError(() => toPath('file:///a', { platform: make() as never }), 'INVALID_ARGUMENT');
    }
    expect(toPath('file:///a', { platform: 'posix' })).toBe('/a');
  });
});
