// Arguments of the wrong type (issue 23 E3, found by the sweep, scripts/sweep.mjs).
import { parse } from '@urikit/core';
import { expectUriError, hostileValues } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { sameResource } from '../src/index.js';

// Values of every kind that is not text, as the sweep (scripts/sweep.mjs) hands them.
const hostile = hostileValues;

describe('the sweep: RFC 5538 §3 sameResource takes text or a Uri only', () => {
  it('every other value (a symbol, a look-alike) is INVALID_ARGUMENT, its toString never called', () => {
    const fakes = [new Proxy(parse('nntp://h/g'), {}), ...hostile.map(([, make]) => make())];
    for (const fake of fakes) {
      expectUriError(() => sameResource(fake as never, 'nntp://h/g'), 'INVALID_ARGUMENT');
      expectUriError(() => sameResource('nntp://h/g', fake as never), 'INVALID_ARGUMENT');
    }
    expect(sameResource(parse('nntp://h/g'), 'news://h/g')).toBe(true);
  });
});
