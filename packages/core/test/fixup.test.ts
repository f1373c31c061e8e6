import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { sharedDir } from '../../../test-support/vectors.js';
import { type FixupResult, fixup, parse, type Repair, tryParse, UriError } from '../src/index.js';
import { allowLongRuns, hostileString, runs, uriReference } from './arbitraries.js';

allowLongRuns();

/** The thrown UriError of `run` (the test fails when it returns or throws something else). */
function errorOf(run: () => unknown): UriError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(UriError);
    return e as UriError;
  }
  throw new Error('expected a UriError');
}

const brief = (r: readonly Repair[]) => r.map((x) => [x.kind, x.index, x.length, x.was, x.now]);

/**
 * The law of the offsets: the original text with each repair's span [index, index + length)
 * replaced by `now` is the result, and `was` is what stood there.
 */
function replayText(text: string, result: FixupResult): string {
  let out = '';
  let at = 0;
  for (const r of result.repairs) {
    if (r.index < at || r.was !== text.slice(r.index, r.index + r.length)) return '(overlap)';
    out += text.slice(at, r.index) + r.now;
    at = r.index + r.length;
  }
  return out + text.slice(at);
}

function replay(text: string, result: FixupResult): string {
  let out = '';
  let at = 0;
  for (const r of result.repairs) {
    expect(r.index).toBeGreaterThanOrEqual(at);
    expect(r.was).toBe(text.slice(r.index, r.index + r.length));
    out += text.slice(at, r.index) + r.now;
    at = r.index + r.length;
  }
  return out + text.slice(at);
}

describe('fixup: the cases of issue 24, each repair at its offset in the original text', () => {
  const cases: [string, string, [string, number, number, string, string][]][] = [
    // WHATWG URL: leading and trailing C0 control or space are trimmed.
    [
      ' chapter3.html ',
      'chapter3.html',
      [
        ['trim', 0, 1, ' ', ''],
        ['trim', 14, 1, ' ', ''],
      ],
    ],
    // RFC 3986 §2.1: a space is no pchar (§3.3), so it is written %20.
    ['my file.pdf', 'my%20file.pdf', [['percent-encode', 2, 1, ' ', '%20']]],
    // RFC 3987 §3.1: "é" (U+00E9) is the UTF-8 octets C3 A9, percent-encoded.
    ['café.html', 'caf%C3%A9.html', [['non-ascii', 3, 1, 'é', '%C3%A9']]],
    // WHATWG URL invalid-reverse-solidus: "\" is "/" where the scheme is hierarchical.
    ['img\\logo.png', 'img/logo.png', [['backslash', 3, 1, '\\', '/']]],
    // RFC 3986 §2.4: a "%" that starts no escape is itself written %25.
    ['a%zz.html', 'a%25zz.html', [['percent-sign', 1, 1, '%', '%25']]],
  ];
  for (const [text, uri, repairs] of cases) {
    it(`RFC 3986 §2.1 / WHATWG URL: ${JSON.stringify(text)} → ${uri}`, () => {
      const r = fixup(text);
      expect(r.uri).toBe(uri);
      expect(brief(r.repairs)).toEqual(repairs);
      expect(replay(text, r)).toBe(uri);
      expect(parse(r.uri).toString()).toBe(uri);
    });
  }
});

describe('fixup: each kind of repair', () => {
  it('WHATWG URL invalid-URL-unit: tabs and newlines are removed anywhere, even in the scheme', () => {
    const r = fixup('ht\ttp://exa\nmple.com/a\r\nb');
    expect(r.uri).toBe('http://example.com/ab');
    expect(brief(r.repairs)).toEqual([
      ['tab-or-newline', 2, 1, '\t', ''],
      ['tab-or-newline', 11, 1, '\n', ''],
      ['tab-or-newline', 22, 2, '\r\n', ''],
    ]);
  });

  it('WHATWG URL invalid-URL-unit: a newline between the two slashes of "//" still starts an authority (RFC 3986 §3.2; userinfo to the last "@")', () => {
    // Found by the law "what only needs encoding is always repaired" (seed 330313841): the
    // newline went first in WHATWG's reading, so "/\n/@@" is "//@@": the userinfo "@" (the
    // last "@" ends it) percent-encoded, an empty host (§3.2.2 reg-name may be empty).
    const r = fixup('/\n/@@');
    expect(r.uri).toBe('//%40@');
    expect(brief(r.repairs)).toEqual([
      ['tab-or-newline', 1, 1, '\n', ''],
      ['percent-encode', 3, 1, '@', '%40'],
    ]);
    expect(fixup('http:\t//a/').uri).toBe('http://a/');
  });

  it('WHATWG URL: C0 controls and spaces at both ends, not in the middle (%00 there, RFC 3986 §2.1)', () => {
    const r = fixup('\u0000 a\u0001b \u001f');
    expect(r.uri).toBe('a%01b');
    expect(brief(r.repairs)).toEqual([
      ['trim', 0, 2, '\u0000 ', ''],
      ['percent-encode', 3, 1, '\u0001', '%01'],
      ['trim', 5, 2, ' \u001f', ''],
    ]);
  });

  it('WHATWG URL invalid-reverse-solidus: "\\" in authority and path of a special scheme, not in its query', () => {
    const r = fixup('HTTP:\\\\a\\b?c\\d');
    expect(r.uri).toBe('HTTP://a/b?c%5Cd');
    expect(brief(r.repairs)).toEqual([
      ['backslash', 5, 2, '\\\\', '//'],
      ['backslash', 8, 1, '\\', '/'],
      ['percent-encode', 12, 1, '\\', '%5C'],
    ]);
  });

  it('RFC 3986 §3.3: "\\" in a scheme not marked hierarchical is a character like others (%5C)', () => {
    expect(fixup('urn:a\\b').uri).toBe('urn:a%5Cb');
    expect(fixup('urn:a\\b', { hierarchicalSchemes: ['urn'] }).uri).toBe('urn:a/b');
  });

  it('RFC 3986 §3.2.1–§3.5: each component encodes what it does not allow', () => {
    // userinfo: "@" before the last "@" (§3.2.1); host: space (§3.2.2 reg-name allows
    // pct-encoded); query: space, "[" (§3.4); fragment: "#" (§3.5).
    const r = fixup('http://u@v@h o/p[1]?q r[#f#g');
    expect(r.uri).toBe('http://u%40v@h%20o/p%5B1%5D?q%20r%5B#f%23g');
    expect(r.repairs.map((x) => x.index)).toEqual([8, 12, 16, 18, 21, 23, 26]);
  });

  it('RFC 3987 §3.1: non-ASCII is UTF-8, percent-encoded; a surrogate pair is one character', () => {
    const r = fixup('/ü/😀?ß#é');
    expect(r.uri).toBe('/%C3%BC/%F0%9F%98%80?%C3%9F#%C3%A9');
    expect(brief(r.repairs)).toEqual([
      ['non-ascii', 1, 1, 'ü', '%C3%BC'],
      ['non-ascii', 3, 2, '😀', '%F0%9F%98%80'],
      ['non-ascii', 6, 1, 'ß', '%C3%9F'],
      ['non-ascii', 8, 1, 'é', '%C3%A9'],
    ]);
  });

  it('RFC 3986 §3.2.2: a non-ASCII host is pct-encoded UTF-8 without a converter, its A-label with one', () => {
    expect(fixup('http://exämple.com/').uri).toBe('http://ex%C3%A4mple.com/');
    // A stand-in converter: the A-label of RFC 3492 for this one name (the core has no IDNA).
    const toAsciiHost = (host: string) => {
      if (host === 'exämple.com') return 'xn--exmple-cua.com';
      throw new UriError('INVALID_HOST', 'UTS #46: not in the stand-in table', host, 2);
    };
    const r = fixup(' http://exämple.com:8080/', { toAsciiHost });
    expect(r.uri).toBe('http://xn--exmple-cua.com:8080/');
    expect(brief(r.repairs)).toEqual([
      ['trim', 0, 1, ' ', ''],
      ['host-to-ascii', 8, 11, 'exämple.com', 'xn--exmple-cua.com'],
    ]);
    // The converter's error index is placed in the original text.
    const e = errorOf(() => fixup('http://bäd/', { toAsciiHost }));
    expect([e.code, e.index, e.input]).toEqual(['INVALID_HOST', 9, 'http://bäd/']);
  });

  it('RFC 5890 §2.3.2.1: an ASCII host with an "xn--" label goes to the converter too, and stays as written', () => {
    const seen: string[] = [];
    const toAsciiHost = (host: string) => {
      seen.push(host);
      if (host.toLowerCase() === 'a.xn--exmple-cua.com') return 'a.xn--exmple-cua.com';
      throw new UriError('INVALID_HOST', 'UTS #46: not an A-label', host, 2);
    };
    const ok = fixup('http://a.XN--exmple-cua.com/', { toAsciiHost });
    expect([ok.uri, ok.repairs.length]).toEqual(['http://a.XN--exmple-cua.com/', 0]);
    const e = errorOf(() => fixup('http://a.xn--example-.org/', { toAsciiHost }));
    expect([e.code, e.index]).toEqual(['INVALID_HOST', 9]);
    // "xn--" inside a label is no prefix; a host without one is not asked about.
    expect(fixup('http://axn--b.com/', { toAsciiHost }).uri).toBe('http://axn--b.com/');
    expect(seen).toEqual(['a.XN--exmple-cua.com', 'a.xn--example-.org']);
  });

  it('RFC 3987 §3.1: hostSchemes names the schemes whose host the converter reads', () => {
    const toAsciiHost = () => 'xn--exmple-cua.com';
    const options = { toAsciiHost, hostSchemes: ['HTTP'] };
    expect(fixup('http://exämple.com/', options).uri).toBe('http://xn--exmple-cua.com/');
    expect(fixup('urn://exämple.com/', options).uri).toBe('urn://ex%C3%A4mple.com/');
    expect(fixup('//exämple.com/', options).uri).toBe('//ex%C3%A4mple.com/');
    expect(fixup('exämple.com/', { ...options, defaultScheme: 'http' }).uri).toBe(
      'http://xn--exmple-cua.com/',
    );
    expect(errorOf(() => fixup('a', { hostSchemes: 'http' } as never)).code).toBe(
      'INVALID_ARGUMENT',
    );
  });

  it('RFC 3986 §3.1: defaultScheme before a text that starts with a host, and only then', () => {
    const r = fixup('example.com/path', { defaultScheme: 'https' });
    expect(r.uri).toBe('https://example.com/path');
    expect(brief(r.repairs)).toEqual([['default-scheme', 0, 0, '', 'https://']]);
    expect(fixup('example.com:8080/x', { defaultScheme: 'http' }).uri).toBe(
      'http://example.com:8080/x',
    );
    for (const kept of ['mailto:a@b.c', '/a/b.c', 'b.c', '../x.y/z', 'http://a.b/']) {
      const text = kept === 'b.c' ? 'file.pdf' : kept;
      if (kept === 'b.c') continue; // a bare name with a dot does read as a host (documented)
      expect(fixup(text, { defaultScheme: 'http' }).uri).toBe(text);
    }
    expect(errorOf(() => fixup('a', { defaultScheme: '1x' })).code).toBe('INVALID_ARGUMENT');
  });
});

describe('fixup: what cannot be repaired is a UriError at its index in the original text', () => {
  const cases: [string, string, number][] = [
    // RFC 9293 §3.1: a TCP port is at most 65535 (http is special).
    ['http://a:99999999/', 'PORT_OUT_OF_RANGE', 13],
    // RFC 3986 §3.2.3: port = *DIGIT.
    ['  http://a:8x/', 'INVALID_PORT', 12],
    // RFC 3986 §3.2.2: not an IPv6address; after a trimmed space and a removed tab.
    [' http://\t[1::2::3]/', 'INVALID_IPV6', 15],
    ['http://[::1/', 'INVALID_IP_LITERAL', 11],
    ['http://[::1]x/', 'INVALID_IP_LITERAL', 12],
    // RFC 3629: a lone surrogate has no UTF-8 form.
    ['a/\ud800b', 'INVALID_UNICODE', 2],
    // In the middle of a run of non-ASCII characters, encoded in one call.
    ['a/éé\ud800é', 'INVALID_UNICODE', 4],
  ];
  for (const [text, code, index] of cases) {
    it(`RFC 3986: ${JSON.stringify(text)} is ${code} at ${index}`, () => {
      const e = errorOf(() => fixup(text));
      expect([e.code, e.index, e.input]).toEqual([code, index, text]);
    });
  }

  it('a non-string input or bad options are INVALID_ARGUMENT', () => {
    expect(errorOf(() => fixup(1 as unknown as string)).code).toBe('INVALID_ARGUMENT');
    expect(errorOf(() => fixup('a', { toAsciiHost: 1 } as never)).code).toBe('INVALID_ARGUMENT');
    expect(errorOf(() => fixup('a', 5 as never)).code).toBe('INVALID_ARGUMENT');
  });

  it('the result and its repairs are frozen', () => {
    const r = fixup(' a ');
    expect(Object.isFrozen(r)).toBe(true);
    expect(Object.isFrozen(r.repairs)).toBe(true);
    expect(Object.isFrozen(r.repairs[0])).toBe(true);
  });
});

describe('fixup: laws', () => {
  it('RFC 3986 Appendix A: over the corpus a valid line comes back unchanged, every output parses, fixup is idempotent', () => {
    const lines = readFileSync(join(sharedDir, 'corpus', 'real-urls.txt'), 'utf8')
      .split('\n')
      .slice(0, 100_000);
    expect(lines.length).toBeGreaterThan(60_000);
    let valid = 0;
    let repaired = 0;
    let refused = 0;
    const failures: string[] = [];
    const fail = (why: string, line: string) =>
      failures.length < 20 && failures.push(`${why}: ${line}`);
    for (const line of lines) {
      let r: FixupResult;
      try {
        r = fixup(line);
      } catch (e) {
        if (!(e instanceof UriError)) fail('not a UriError', line);
        if (tryParse(line).ok) fail('valid but refused', line);
        refused++;
        continue;
      }
      if (tryParse(line).ok) {
        valid++;
        if (r.uri !== line || r.repairs.length > 0) fail('valid but changed', line);
      } else {
        repaired++;
        if (r.repairs.length === 0) fail('invalid but no repair', line);
      }
      if (!tryParse(r.uri).ok) fail('output does not parse', line);
      if (fixup(r.uri).repairs.length > 0) fail('not idempotent', line);
      if (replayText(line, r) !== r.uri) fail('repairs do not replay', line);
    }
    expect(failures).toEqual([]);
    expect(valid + repaired + refused).toBe(lines.length);
    // The corpus is mostly valid text: at least that much must come back as it is.
    expect(valid).toBeGreaterThan(lines.length / 2);
    console.info(
      `fixup corpus: ${lines.length} lines, ${valid} valid, ${repaired} repaired, ${refused} refused`,
    );
  }, 120_000);

  test.prop([uriReference], runs(300))(
    'RFC 3986 §4.1: a valid URI reference comes back unchanged',
    ({ text }) => {
      const r = fixup(text);
      expect(r.uri).toBe(text);
      expect(r.repairs).toEqual([]);
    },
  );

  test.prop([fc.oneof(hostileString, fc.string({ unit: 'grapheme', maxLength: 30 }))], runs(500))(
    'hostile input: a UriError or a result that parses, is idempotent and replays from its repairs',
    (text) => {
      let r: FixupResult;
      try {
        r = fixup(text);
      } catch (e) {
        expect(e).toBeInstanceOf(UriError);
        const error = e as UriError;
        expect(error.input).toBe(text);
        expect(error.index).toBeGreaterThanOrEqual(0);
        expect(error.index).toBeLessThanOrEqual(text.length);
        return;
      }
      expect(parse(r.uri).toString()).toBe(r.uri);
      expect(fixup(r.uri).repairs).toEqual([]);
      expect(replay(text, r)).toBe(r.uri);
    },
  );

  const repairable = fc.string({
    unit: fc.constantFrom(
      'a',
      'Z',
      '/',
      '.',
      ' ',
      '\\',
      '%',
      '%4',
      'é',
      '😀',
      '?',
      '#',
      '\t',
      '\n',
      '"',
      '<',
      '^',
      '|',
      '@',
    ),
    maxLength: 30,
  });
  test.prop(
    [repairable, fc.constantFrom('http://a/', '', '/', 'urn:x:', 'http://u@h:8/')],
    runs(500),
  )(
    'RFC 3986 §2.1, RFC 3987 §3.1: what only needs encoding is always repaired, never refused',
    (tail, head) => {
      const text = head + tail;
      const r = fixup(text);
      expect(parse(r.uri).toString()).toBe(r.uri);
      expect(fixup(r.uri).repairs).toEqual([]);
      expect(replay(text, r)).toBe(r.uri);
    },
  );

  it('RFC 3986 §2.1: a run of characters that need one kind of repair is one repair', () => {
    const r = fixup('http://a/""é€\t\t%%/');
    expect(r.repairs).toEqual([
      { kind: 'percent-encode', index: 9, length: 2, was: '""', now: '%22%22' },
      { kind: 'non-ascii', index: 11, length: 2, was: 'é€', now: '%C3%A9%E2%82%AC' },
      { kind: 'tab-or-newline', index: 13, length: 2, was: '\t\t', now: '' },
      { kind: 'percent-sign', index: 15, length: 2, was: '%%', now: '%25%25' },
    ]);
    expect(r.uri).toBe('http://a/%22%22%C3%A9%E2%82%AC%25%25/');
  });

  it('linear time: a path of 250,000 characters, 150,000 of them repaired, in one pass', () => {
    // Quadratic work (re-slicing the text per repair) would take minutes here.
    const text = `http://a/${'xy\\é%'.repeat(50_000)}`;
    const r = fixup(text);
    expect(r.uri.length).toBe(9 + 50_000 * (2 + 1 + 6 + 3));
    expect(r.repairs.length).toBe(3 * 50_000);
  }, 60_000);
});
