// ajv's uriResolver option with urikit's resolver: $id and $ref (JSON Schema 2020-12 Core
// §8.2.1, §8.2.3.1) resolved by RFC 3986 §5.2 on IRIs (RFC 3987 §6.5), checked by running ajv.
import { UriError } from '@urikit/core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { uriResolver } from '../src/index.js';

describe('uriResolver in ajv', () => {
  it('RFC 3986 §5.2: a relative $ref resolves against the $id of its schema', () => {
    const ajv = new Ajv2020({ uriResolver });
    ajv.addSchema({
      $id: 'https://example.com/schemas/item.json',
      type: 'object',
      required: ['name'],
    });
    const validate = ajv.compile({
      $id: 'https://example.com/schemas/list.json',
      type: 'array',
      items: { $ref: 'item.json' },
    });
    expect(validate([{ name: 'a' }])).toBe(true);
    expect(validate([{}])).toBe(false);
  });

  it('RFC 3987 §6.5: IRIs as $id and $ref, with a JSON pointer fragment', () => {
    const ajv = new Ajv2020({ uriResolver });
    ajv.addSchema({
      $id: 'https://例え.jp/スキーマ/型.json',
      $defs: { 数: { type: 'integer', minimum: 1 } },
    });
    const validate = ajv.compile({
      $id: 'https://例え.jp/スキーマ/根.json',
      properties: { n: { $ref: '型.json#/$defs/数' } },
    });
    expect(validate({ n: 2 })).toBe(true);
    expect(validate({ n: 0 })).toBe(false);
  });

  it('RFC 6901 §6 in a URI fragment: escapes of the pointer ("~1", "%25") reach the right definition', () => {
    const ajv = new Ajv2020({ uriResolver });
    const validate = ajv.compile({
      $defs: { 'a/b': { const: 1 }, 'c%d': { const: 2 } },
      properties: { x: { $ref: '#/$defs/a~1b' }, y: { $ref: '#/$defs/c%25d' } },
    });
    expect(validate({ x: 1, y: 2 })).toBe(true);
    expect(validate({ x: 2, y: 2 })).toBe(false);
    expect(validate({ x: 1, y: 1 })).toBe(false);
  });

  it('RFC 3986 §5.2: nested $id change the base of the $refs under them', () => {
    const ajv = new Ajv2020({ uriResolver });
    const validate = ajv.compile({
      $id: 'https://example.com/root.json',
      properties: {
        a: {
          $id: 'nested/inner.json',
          $defs: { s: { type: 'string' } },
          properties: { b: { $ref: '#/$defs/s' }, c: { $ref: '../root.json#/$defs/t' } },
        },
      },
      $defs: { t: { type: 'boolean' } },
    });
    expect(validate({ a: { b: 'x', c: true } })).toBe(true);
    expect(validate({ a: { b: 1 } })).toBe(false);
    expect(validate({ a: { c: 'no' } })).toBe(false);
  });

  it('JSON Schema 2020-12 §8.2.3.1: a missing schema is named by its resolved IRI', () => {
    const ajv = new Ajv2020({ uriResolver });
    let error: unknown;
    try {
      ajv.compile({ $id: 'https://example.com/s/a.json', $ref: '../ü.json' });
    } catch (e) {
      error = e;
    }
    expect((error as { missingRef?: string }).missingRef).toBe('https://example.com/ü.json');
    expect((error as { missingSchema?: string }).missingSchema).toBe('https://example.com/ü.json');
  });

  it('RFC 3987 §2.2: an invalid $ref is refused when the schema compiles, not repaired', () => {
    const ajv = new Ajv2020({ uriResolver });
    expect(() => ajv.compile({ $defs: { 'a b': {} }, $ref: '#/$defs/a b' })).toThrow(UriError);
    // The default resolver (fast-uri) repairs it and finds the definition.
    expect(new Ajv2020().compile({ $defs: { 'a b': { const: 1 } }, $ref: '#/$defs/a b' })(1)).toBe(
      true,
    );
  });

  it('JSON Schema 2020-12: the same schemas give the same answers with the default resolver', () => {
    const schemas = [
      { $id: 'https://example.com/a.json', $defs: { n: { type: 'number' } }, $ref: '#/$defs/n' },
      { $id: 'https://example.com/dir/b.json', $ref: '../a.json' },
    ];
    for (const resolver of [undefined, uriResolver]) {
      const ajv = new Ajv2020(resolver ? { uriResolver: resolver } : {});
      ajv.addSchema(schemas[0]!);
      const validate = ajv.compile(schemas[1]!);
      expect([validate(1), validate('x')]).toEqual([true, false]);
    }
  });
});

describe('uriResolver alone', () => {
  it('RFC 3986 §5.4.1: the normal examples, through resolve()', () => {
    const base = 'http://a/b/c/d;p?q';
    const table: [string, string][] = [
      ['g', 'http://a/b/c/g'],
      ['../g', 'http://a/b/g'],
      ['?y', 'http://a/b/c/d;p?y'],
      ['#s', 'http://a/b/c/d;p?q#s'],
      ['', 'http://a/b/c/d;p?q'],
      ['../../../g', 'http://a/g'],
      ['g:h', 'g:h'],
    ];
    for (const [ref, expected] of table) expect(uriResolver.resolve(base, ref)).toBe(expected);
  });

  it('RFC 3986 §5.2: a relative base (a schema without $id) is merged by the same algorithm', () => {
    const { resolve } = uriResolver; // ajv calls it unbound
    expect(resolve('', '#/$defs/x')).toBe('#/$defs/x');
    expect(resolve('', 'a.json')).toBe('a.json');
    expect(resolve('a/b.json', 'c.json#x')).toBe('a/c.json#x');
    expect(resolve('/s/a.json', '../b.json')).toBe('/b.json');
    expect(resolve('//h/s/a.json', 'b.json')).toBe('//h/s/b.json');
    expect(resolve('x', './a:b')).toBe('./a:b');
    expect(resolve('', 'https://h/a/../b')).toBe('https://h/b');
  });

  it('RFC 3986 §5.3: parse and serialize give the text back', () => {
    for (const text of [
      'https://u@[::1]:8080/p?q#f',
      'https://例え.jp:/s#/a',
      '#/$defs/x',
      'a/b?',
      '',
      'urn:x:y',
    ]) {
      expect(uriResolver.serialize(uriResolver.parse(text))).toBe(text);
    }
    expect(uriResolver.parse('https://u@[::1]:8080/p?q#f')).toEqual({
      scheme: 'https',
      userinfo: 'u',
      host: '::1',
      port: 8080,
      path: '/p',
      query: 'q',
      fragment: 'f',
      reference: 'uri',
    });
    expect(uriResolver.parse('#x').reference).toBe('same-document');
    expect(uriResolver.parse('a').reference).toBe('relative');
    expect(uriResolver.parse('a:b').reference).toBe('absolute');
    expect(() => uriResolver.serialize(null as never)).toThrow(UriError);
  });

  // Issue 23 J1: serialize checks the components as @urikit/core's serialize does.
  const codeOf = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(UriError);
      return [(e as UriError).code, (e as UriError).component, (e as UriError).index];
    }
    throw new Error('expected a UriError');
  };

  it('RFC 3986 §3.2.2: a host holding "@" is refused, not written as a userinfo of another host', () => {
    const c = { scheme: 'https', host: 'evil.example@bank.example', path: '/x' };
    expect(codeOf(() => uriResolver.serialize(c))).toEqual(['INVALID_HOST', 'host', 20]);
  });

  it('RFC 3986 §3.2.3: a port or scheme of the wrong type is INVALID_ARGUMENT, never written', () => {
    const parts = JSON.parse(
      '{"scheme":"https","host":"bank.example","port":["443@evil.example"]}',
    );
    expect(codeOf(() => uriResolver.serialize(parts))).toEqual(['INVALID_ARGUMENT', 'port', 0]);
    for (const port of [{}, true, -1, 1.5, 65536]) {
      expect(codeOf(() => uriResolver.serialize({ host: 'a', port } as never))[0]).toBe(
        'INVALID_ARGUMENT',
      );
    }
    const scheme = ['http://evil.example/#'];
    expect(codeOf(() => uriResolver.serialize({ scheme, host: 'a' } as never))[0]).toBe(
      'INVALID_ARGUMENT',
    );
    expect(codeOf(() => uriResolver.serialize({ host: 'a', bogus: 1 } as never))[0]).toBe(
      'INVALID_ARGUMENT',
    );
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(codeOf(() => uriResolver.serialize(proxy))[0]).toBe('INVALID_ARGUMENT');
  });

  it('RFC 3987 §2.2: IRI characters stay, checked as an IRI; errors point into the text as composed', () => {
    expect(
      uriResolver.serialize({ scheme: 'https', host: '例え.jp', path: '/ü', query: 'é' }),
    ).toBe('https://例え.jp/ü?é');
    // U+202E, a bidi formatting character, is no ucschar (RFC 3987 §2.2, §4.1).
    expect(codeOf(() => uriResolver.serialize({ scheme: 'x', path: 'a\u202e' }))[0]).toBe(
      'IRI_BIDI_FORMATTING',
    );
    // "ü" stands where it was given in the error's input; the index is that of the space
    // ("https://" 8, "ü.example" 9, "/a" 2).
    const e = (() => {
      try {
        uriResolver.serialize({ scheme: 'https', host: 'ü.example', path: '/a b' });
      } catch (x) {
        return x as UriError;
      }
    })()!;
    expect([e.code, e.index, e.input]).toEqual(['INVALID_CHARACTER', 19, 'https://ü.example/a b']);
  });
});
