// The lenient route through a registry (issue 24): fixup, then the strict route, every position
// in the user's own text.
import { http, https } from '@urikit/http';
import { domainToAscii } from '@urikit/idna';
import { describe, expect, it } from 'vitest';
import {
  check,
  checkLenient,
  createRegistry,
  fixup,
  normalizeLenient,
  parseLenient,
  UriError,
} from '../src/index.js';
import { defineErrors, defineScheme, serialize } from '../src/plugin.js';
import { box, memo } from './fixtures/plugins.js';

function errorOf(run: () => unknown): UriError {
  try {
    run();
  } catch (e) {
    if (e instanceof UriError) return e;
    throw e;
  }
  throw new Error('expected a UriError');
}

const registry = createRegistry([http, https, box, memo]);
const idna = { toAsciiHost: domainToAscii };

describe('parseLenient and normalizeLenient: fixup, then the registry', () => {
  it('RFC 3986 Appendix A: a valid URI takes the strict route unchanged, with no repairs', () => {
    const r = parseLenient(registry, 'http://example.com/a?b#c', idna);
    expect(r.repairs).toEqual([]);
    expect(r.value).toEqual(registry.parse('http://example.com/a?b#c'));
    expect(Object.isFrozen(r)).toBe(true);
  });

  it('WHATWG URL / RFC 3986 §2.1: what people write is repaired, each repair in their text', () => {
    const r = parseLenient(registry, ' http://example.com/my file.pdf ');
    expect(r.value.scheme).toBe('http');
    expect(r.value.uri.toString()).toBe('http://example.com/my%20file.pdf');
    expect(r.repairs.map((x) => [x.kind, x.index, x.was, x.now])).toEqual([
      ['trim', 0, ' ', ''],
      ['percent-encode', 22, ' ', '%20'],
      ['trim', 31, ' ', ''],
    ]);
  });

  it('RFC 3987 §3.1, UTS #46: an IRI host is its A-label through the converter', () => {
    const n = normalizeLenient(registry, 'http://exämple.com/', idna);
    expect(n.value.toString()).toBe('http://xn--exmple-cua.com/');
    expect(n.repairs).toEqual([
      {
        kind: 'host-to-ascii',
        index: 7,
        length: 11,
        was: 'exämple.com',
        now: 'xn--exmple-cua.com',
      },
    ]);
    expect(normalizeLenient(registry, 'HTTP://Bücher.DE:80/ü', idna).value.toString()).toBe(
      'http://xn--bcher-kva.de/%C3%BC',
    );
    // Without a converter: the host's UTF-8 escapes (RFC 3986 §3.2.2 allows them in a reg-name).
    expect(normalizeLenient(registry, 'http://exämple.com/').value.toString()).toBe(
      'http://ex%C3%A4mple.com/',
    );
  });

  it('RFC 3987 §3.1: only a scheme whose plugin has a default port (a DNS host) gets the A-label', () => {
    // memo has no default port: its text keeps the IRI's characters as UTF-8 escapes.
    const called: string[] = [];
    const spy = {
      toAsciiHost: (h: string) => {
        called.push(h);
        return domainToAscii(h);
      },
    };
    expect(() => parseLenient(registry, 'memo://exämple/x', spy)).toThrow(UriError);
    expect(called).toEqual([]);
    expect(parseLenient(registry, 'box://exämple.com/x', spy).value.uri.host).toBe(
      'xn--exmple-cua.com',
    );
    expect(called).toEqual(['exämple.com']);
    // hostSchemes given by the caller wins.
    const none = parseLenient(registry, 'box://exämple.com/x', { ...idna, hostSchemes: [] });
    expect(none.value.uri.host).toBe('ex%C3%A4mple.com');
  });

  it('RFC 5890 §2.3.2.1: an "xn--" label that is no A-label is refused (CVE-2024-12224), at its label', () => {
    const e = errorOf(() => parseLenient(registry, 'http://xn--example-.org/', idna));
    expect([e.code, e.index, e.input]).toEqual([
      'IDNA_INVALID_DOMAIN',
      7,
      'http://xn--example-.org/',
    ]);
    const upper = errorOf(() => parseLenient(registry, 'http://a.XN--example-.org/', idna));
    expect([upper.code, upper.index]).toEqual(['IDNA_INVALID_DOMAIN', 9]);
    // A valid A-label stays as written: no repair.
    const ok = parseLenient(registry, 'http://XN--exmple-cua.com/', idna);
    expect([ok.value.uri.host, ok.repairs.length]).toEqual(['XN--exmple-cua.com', 0]);
  });

  it('RFC 9293 §3.1: an error after repairs points into the original text, never past its end', () => {
    // The case: PORT_OUT_OF_RANGE at 26 of a 25-character input through the A-label.
    const text = 'http://exämple.com:99999/';
    expect(text.length).toBe(25);
    const e = errorOf(() => parseLenient(registry, text, idna));
    expect([e.code, e.input]).toEqual(['PORT_OUT_OF_RANGE', text]);
    expect(e.index).toBeGreaterThanOrEqual(19);
    expect(e.index).toBeLessThan(24);
    // A plugin's own error (box: readServer at the port), found in the repaired text.
    const boxText = ' box://exämple.com:99999/ ';
    const b = errorOf(() => parseLenient(registry, boxText, idna));
    expect([b.code, b.index, b.input]).toEqual(['PORT_OUT_OF_RANGE', 19, boxText]);
    expect(fixup(boxText, { ...idna, hostSchemes: ['box'] }).uri.indexOf('99999')).toBe(25);
  });

  it('RFC 3986 §2.1: an error inside the text of a repair is placed at the start of the repair', () => {
    // A plugin that refuses an escape, at the escape's second character.
    const fail = defineErrors('RAW', { ESCAPE: 'RFC 9999 §1' });
    const raw = defineScheme({
      name: 'raw',
      errors: fail,
      parse(uri) {
        const i = uri.path.indexOf('%');
        if (i >= 0) fail('ESCAPE', uri, uri.offsetOf('path') + i + 1, 'path');
        return { path: uri.path };
      },
      format: (parts: { path: string }) => serialize({ scheme: 'raw', path: parts.path }),
    });
    // "raw:aéé" is "raw:a%C3%A9%C3%A9": the error at its 6 is in the repair of "éé" at 5.
    const e = errorOf(() => parseLenient(createRegistry([raw]), 'raw:aéé'));
    expect([e.code, e.index, e.input]).toEqual(['RAW_ESCAPE', 5, 'raw:aéé']);
    const after = errorOf(() => parseLenient(createRegistry([raw]), ' raw:a%41'));
    expect([after.code, after.index]).toEqual(['RAW_ESCAPE', 7]);
  });

  it('RFC 3986 §7: checkLenient gives the findings at their index in the original text', () => {
    // Two leading spaces trimmed: each finding of the strict text is 2 further in the original.
    const strict = check(registry, 'http://user:pw@a/');
    expect(strict.length).toBeGreaterThan(0);
    const r = checkLenient(registry, '  http://user:pw@a/ ');
    expect(r.value.map((f) => [f.code, f.index])).toEqual(
      strict.map((f) => [f.code, f.index === undefined ? undefined : f.index + 2]),
    );
    expect(r.repairs.map((x) => x.kind)).toEqual(['trim', 'trim']);
  });

  it('a bad registry, text or option is INVALID_ARGUMENT', () => {
    expect(errorOf(() => parseLenient({} as never, 'http://a/')).code).toBe('INVALID_ARGUMENT');
    expect(errorOf(() => parseLenient(registry, 5 as never)).code).toBe('INVALID_ARGUMENT');
    expect(errorOf(() => parseLenient(registry, 'a', { toAsciiHost: 1 } as never)).code).toBe(
      'INVALID_ARGUMENT',
    );
    expect(errorOf(() => parseLenient(registry, 'a', 7 as never)).code).toBe('INVALID_ARGUMENT');
    const fake = { plugins: [null], parse: () => undefined };
    expect(errorOf(() => normalizeLenient(fake as never, 'http://a/')).code).toBe(
      'INVALID_ARGUMENT',
    );
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(errorOf(() => checkLenient(revoked.proxy as never, 'http://a/')).code).toBe(
      'INVALID_ARGUMENT',
    );
    expect(errorOf(() => parseLenient(registry, 'a', revoked.proxy as never)).code).toBe(
      'INVALID_ARGUMENT',
    );
    const revokedPlugins = { plugins: revoked.proxy, parse: () => undefined };
    expect(errorOf(() => parseLenient(revokedPlugins as never, 'a')).code).toBe('INVALID_ARGUMENT');
  });
});
