// RFC 6068 §4, §5, §7 and the security baseline of SCHEMES.md §0: header injection refused on
// every route, header names that are inert data, linear time.
import { check, createRegistry, parse } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { mailto, toMessage } from '../src/index.js';

const registry = createRegistry([mailto]);

describe('header names are data, never keys (prototype pollution)', () => {
  const uri =
    'mailto:a@x?__proto__=polluted&constructor=c&toString=t&hasOwnProperty=h&__proto__%5Bx%5D=y&valueOf=v';

  it('RFC 6068 §2: __proto__, constructor, toString, hasOwnProperty are header fields like any other', () => {
    const p = mailto.parse(uri);
    expect(p.headers).toEqual([
      ['__proto__', 'polluted'],
      ['constructor', 'c'],
      ['tostring', 't'],
      ['hasownproperty', 'h'],
      ['__proto__[x]', 'y'],
      ['valueof', 'v'],
    ]);
    // the parts object is the plain frozen object it always is
    expect(Object.getPrototypeOf(p)).toBe(Object.prototype);
    expect(Object.keys(p)).toEqual([
      'to',
      'headers',
      'subject',
      'body',
      'cc',
      'bcc',
      'keywords',
      'inReplyTo',
      'references',
      'fragment',
    ]);
    expect(Object.isFrozen(p) && Object.isFrozen(p.headers) && Object.isFrozen(p.headers[0])).toBe(
      true,
    );
    expect(typeof p.toString).toBe('function');
    expect(p.constructor).toBe(Object);
    // and nothing leaked into Object.prototype
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.hasOwn(Object.prototype, 'x')).toBe(false);
  });

  it('every route keeps them inert: format, normalize, check, toMessage', () => {
    const p = mailto.parse(uri);
    expect(mailto.parse(mailto.format(p))).toEqual(p);
    expect(registry.normalize(uri).toString()).toBe(
      'mailto:a@x?__proto__=polluted&constructor=c&tostring=t&hasownproperty=h&__proto__%5Bx%5D=y&valueof=v',
    );
    expect(check(registry, uri).map((f) => f.code)).toEqual([
      'MAILTO_UNKNOWN_HEADER',
      'MAILTO_UNKNOWN_HEADER',
      'MAILTO_UNKNOWN_HEADER',
      'MAILTO_UNKNOWN_HEADER',
      'MAILTO_UNKNOWN_HEADER',
      'MAILTO_UNKNOWN_HEADER',
    ]);
    const m = toMessage(uri);
    expect(m.fields).toEqual([['To', 'a@x']]);
    expect(m.unknown).toHaveLength(6);
    expect(m.unknown[0]).toEqual(['__proto__', 'polluted']);
    expect(Object.getPrototypeOf(m)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a header named like a convenience of another field does not reach it', () => {
    // only the field names of RFC 6068 feed the conveniences; "inreplyto" is not "in-reply-to"
    const p = mailto.parse('mailto:?inReplyTo=1&fragment=2&to-=3&headers=4');
    expect(p.inReplyTo).toBeUndefined();
    expect(p.fragment).toBeUndefined();
    expect(p.to).toEqual([]);
    expect(p.headers).toEqual([
      ['inreplyto', '1'],
      ['fragment', '2'],
      ['to-', '3'],
      ['headers', '4'],
    ]);
  });
});

describe('RFC 6068 §5: header injection is refused on every route', () => {
  const cases: [string, number][] = [
    ['mailto:a@x?subject=Hi%0D%0ABcc:%20spy@evil', 21],
    ['mailto:a@x?subject=Hi%0ABcc:%20spy@evil', 21],
    ['mailto:a@x?subject=Hi%0D', 21],
    ['mailto:a@x?cc=b@y%0D%0ABcc:spy@evil', 17],
    ['mailto:a@x?x%0D%0AFrom=me', 12],
    ['mailto:a@x?body=%00', 16],
    ['mailto:a@x%0D%0ABcc:spy@evil', 10],
    ['mailto:%22a%0A%22@x', 11],
    ['mailto:?to=a@x%0D%0Ab@y', 14],
    ['mailto:a@x?subject=%00', 19],
  ];
  for (const [uri, index] of cases) {
    it(`RFC 6068 §5: ${uri}`, () => {
      expectUriError(() => mailto.parse(uri), 'MAILTO_HEADER_INJECTION', index);
      expectUriError(() => registry.parse(uri), 'MAILTO_HEADER_INJECTION', index);
      expectUriError(() => registry.normalize(uri), 'MAILTO_HEADER_INJECTION', index);
      expectUriError(() => check(registry, uri), 'MAILTO_HEADER_INJECTION', index);
      expectUriError(
        () => registry.equivalent(uri, 'mailto:a@x'),
        'MAILTO_HEADER_INJECTION',
        index,
      );
      expectUriError(() => toMessage(uri), 'MAILTO_HEADER_INJECTION', index);
      expectUriError(() => toMessage(parse(uri)), 'MAILTO_HEADER_INJECTION', index);
    });
  }

  it('RFC 6068 §5: format refuses to write a line break outside the body, or a NUL anywhere', () => {
    expectUriError(
      () => mailto.format({ to: [], headers: [['subject', 'a\r\nBcc: spy@evil']] }),
      'MAILTO_HEADER_INJECTION',
      17,
    );
    expectUriError(
      () => mailto.format({ to: [], headers: [['x\n', '1']] }),
      'MAILTO_HEADER_INJECTION',
      9,
    );
    expectUriError(
      () => mailto.format({ to: ['"a\r\n"@x'], headers: [] }),
      'MAILTO_HEADER_INJECTION',
      11,
    );
    expectUriError(
      () => mailto.format({ to: [], headers: [['body', 'a\u0000']] }),
      'MAILTO_HEADER_INJECTION',
      14,
    );
    expect(mailto.format({ to: [], headers: [['body', 'a\r\nb\nc\rd']] }).toString()).toBe(
      'mailto:?body=a%0D%0Ab%0Ac%0Dd',
    );
  });
});

describe('RFC 6068 §7: sanity checks in linear time', () => {
  it('RFC 6068 §7: long and adversarial inputs take linear time', () => {
    const n = 40000;
    const inputs = [
      `mailto:${'a@x,'.repeat(n)}a@x`,
      `mailto:%22${'%5C%5C'.repeat(n)}`,
      `mailto:${'a.'.repeat(n)}a@x`,
      `mailto:a@x?${'s=1&'.repeat(n)}s=1`,
      `mailto:a@x?subject=${'%C3%A9'.repeat(n)}`,
      `mailto:a@%5B${'1'.repeat(n)}`,
    ];
    const started = performance.now();
    for (const input of inputs) {
      const r = registry.tryParse(input);
      if (r.ok) registry.normalize(input);
    }
    expect(performance.now() - started).toBeLessThan(3000);
    expect(registry.parse(inputs[0]!).parts.to).toHaveLength(n + 1);
  });
});
