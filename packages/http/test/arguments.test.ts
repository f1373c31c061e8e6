// Arguments of the wrong type (issue 23 E1, found by the sweep, scripts/sweep.mjs): parts are
// read field by field, a read that throws is INVALID_ARGUMENT.
import { parse } from '@urikit/core';
import { expectUriError, hostileValues } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { origin, parseHttp, pathSegments, requestTarget } from '../src/index.js';

// Values of every kind that is not text, as the sweep (scripts/sweep.mjs) hands them.
const hostile = hostileValues;

describe('the sweep: RFC 9110 §4.2 helpers take text, a Uri or parts that can be read', () => {
  it('a revoked proxy, a look-alike of a Uri and values that are no parts are INVALID_ARGUMENT', () => {
    const fakes = [new Proxy(parse('http://a/'), {}), ...hostile.map(([, make]) => make())];
    for (const fake of fakes) {
      for (const run of [origin, requestTarget, pathSegments, parseHttp]) {
        expectUriError(() => run(fake as never), 'INVALID_ARGUMENT');
      }
    }
    expect(origin({ scheme: 'https', host: 'a.example', path: '/' } as never)).toBe(
      'https://a.example',
    );
  });
});
