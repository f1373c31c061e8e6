// Arguments of the wrong type (issue 23 E1–E3, found by the sweep, scripts/sweep.mjs): a Uri is
// told by its brand, never by duck typing; every entry refuses the rest with INVALID_ARGUMENT.
import { parse } from '@urikit/core';
import { expectUriError, hostileValues } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { checkHost, idnaErrors, idnaFindings, idnaHosts, toAsciiHost } from '../src/index.js';

// Values of every kind that is not text, as the sweep (scripts/sweep.mjs) hands them.
const hostile = hostileValues;

describe('the sweep: hosts are read from text, an Iri or a Uri only (RFC 3987 §3.1)', () => {
  it('toAsciiHost and checkHost refuse a look-alike of a Uri and every value that is not text', () => {
    const fakes = [new Proxy(parse('http://a/'), {}), ...hostile.map(([, make]) => make())];
    for (const fake of fakes) {
      expectUriError(() => toAsciiHost(fake as never), 'INVALID_ARGUMENT');
      expectUriError(() => checkHost(fake as never), 'INVALID_ARGUMENT');
    }
    expect(toAsciiHost(parse('http://xn--exmple-cua.com/')).host).toBe('xn--exmple-cua.com');
  });
  it('the reg-name mapping and the factories refuse what is not theirs', () => {
    for (const [, make] of hostile) {
      expectUriError(() => idnaHosts.toUnicode(make() as never), 'INVALID_ARGUMENT');
      expectUriError(() => idnaHosts.toAscii(make() as never), 'INVALID_ARGUMENT');
      expectUriError(() => idnaErrors(make() as never, 'x', 0), 'INVALID_ARGUMENT');
      expectUriError(() => idnaFindings(make() as never), 'INVALID_ARGUMENT');
    }
  });
});
