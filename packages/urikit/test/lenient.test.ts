// urikit/lenient: the core's lenient route over every scheme, with @urikit/idna's A-labels.
import { domainToAscii } from '@urikit/idna';
import { describe, expect, it } from 'vitest';
import { registry, UriError } from '../src/index.js';
import { checkLenient, normalizeLenient, parseLenient } from '../src/lenient.js';

function errorOf(run: () => unknown): UriError {
  try {
    run();
  } catch (e) {
    if (e instanceof UriError) return e;
    throw e;
  }
  throw new Error('expected a UriError');
}

describe('urikit/lenient', () => {
  it('RFC 3987 §3.1, UTS #46: the host of each server scheme is its A-label', () => {
    const paths = {
      http: '/x',
      https: '/x',
      ftp: '/x',
      gopher: '/1x',
      telnet: '/',
      wais: '/db',
      prospero: '/x',
      nntp: '/group/1',
    };
    for (const [scheme, path] of Object.entries(paths)) {
      expect(registry.get(scheme)?.defaultPort).toBeTypeOf('number');
      const r = normalizeLenient(`${scheme}://exämple.com${path}`);
      expect([scheme, r.value.host]).toEqual([scheme, 'xn--exmple-cua.com']);
    }
    // The same A-label as @urikit/idna gives for the name.
    expect(domainToAscii('exämple.com')).toBe('xn--exmple-cua.com');
  });

  it('RFC 8089: file has no default port, its host keeps UTF-8 escapes (RFC 3987 §3.1 allows both)', () => {
    expect(normalizeLenient('file://exämple/x').value.host).toBe('ex%C3%A4mple');
  });

  it('RFC 5890 §2.3.2.1: an xn-- label that is no A-label is refused at its label (CVE-2024-12224)', () => {
    const e = errorOf(() => parseLenient('http://a.xn--example-.org/'));
    expect([e.code, e.index, e.input]).toEqual([
      'IDNA_INVALID_DOMAIN',
      9,
      'http://a.xn--example-.org/',
    ]);
  });

  it('RFC 9293 §3.1: an error after the A-label is placed in the text as written', () => {
    // Port of gopher (not a WHATWG special scheme): refused by the plugin, in the repaired text.
    const text = 'gopher://exämple.com:99999/';
    const e = errorOf(() => parseLenient(text));
    expect([e.code, e.index, e.input]).toEqual(['PORT_OUT_OF_RANGE', 21, text]);
  });

  it('the caller may give no converter (hostSchemes: []) or another one', () => {
    expect(normalizeLenient('http://exämple.com/', { hostSchemes: [] }).value.host).toBe(
      'ex%C3%A4mple.com',
    );
    const own = normalizeLenient('http://exämple.com/', { toAsciiHost: () => 'other.example' });
    expect(own.value.host).toBe('other.example');
    expect(errorOf(() => parseLenient('http://a/', 5 as never)).code).toBe('INVALID_ARGUMENT');
  });

  it('RFC 3986 §7: checkLenient places the findings in the text as written', () => {
    const r = checkLenient('\thttp://user:pw@exämple.com/');
    const at = r.value.map((f) => f.index);
    expect(r.value.length).toBeGreaterThan(0);
    // The userinfo's findings are about "user:pw", which starts at 8 in the text with its tab.
    expect(at.every((i) => i === undefined || (i >= 8 && i < 28))).toBe(true);
  });
});
