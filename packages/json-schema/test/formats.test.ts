// JSON Schema 2020-12 Validation §7.3.5: the four URI and IRI formats, alone and inside ajv.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import { addUriFormats, formats } from '../src/index.js';

const ajv = addUriFormats(new Ajv2020({ allErrors: true }));

describe('JSON Schema 2020-12 §7.3.5: the formats', () => {
  const table: [string, Record<'uri' | 'uri-reference' | 'iri' | 'iri-reference', boolean>][] = [
    [
      'https://example.com/a?b#c',
      { uri: true, 'uri-reference': true, iri: true, 'iri-reference': true },
    ],
    ['urn:isbn:0451450523', { uri: true, 'uri-reference': true, iri: true, 'iri-reference': true }],
    ['//example.com/a', { uri: false, 'uri-reference': true, iri: false, 'iri-reference': true }],
    ['', { uri: false, 'uri-reference': true, iri: false, 'iri-reference': true }],
    ['https://例え.jp/ü', { uri: false, 'uri-reference': false, iri: true, 'iri-reference': true }],
    ['../ü#§', { uri: false, 'uri-reference': false, iri: false, 'iri-reference': true }],
    ['http://a b/', { uri: false, 'uri-reference': false, iri: false, 'iri-reference': false }],
    ['http://a/%zz', { uri: false, 'uri-reference': false, iri: false, 'iri-reference': false }],
    ['http://a/\\b', { uri: false, 'uri-reference': false, iri: false, 'iri-reference': false }],
    ['http://a/\u202E', { uri: false, 'uri-reference': false, iri: false, 'iri-reference': false }],
    ['http://a/?\uE000', { uri: false, 'uri-reference': false, iri: true, 'iri-reference': true }],
    ['http://a/\uE000', { uri: false, 'uri-reference': false, iri: false, 'iri-reference': false }],
    ['a:b:c', { uri: true, 'uri-reference': true, iri: true, 'iri-reference': true }],
    ['1a:b', { uri: false, 'uri-reference': false, iri: false, 'iri-reference': false }],
  ];
  for (const [text, expected] of table) {
    it(`RFC 3986 §3 and §4.1, RFC 3987 §2.2: ${JSON.stringify(text)}`, () => {
      for (const name of ['uri', 'uri-reference', 'iri', 'iri-reference'] as const) {
        expect(formats[name].validate(text), name).toBe(expected[name]);
        expect(ajv.validate({ type: 'string', format: name }, text), `ajv ${name}`).toBe(
          expected[name],
        );
      }
    });
  }

  it('JSON Schema 2020-12 §7.3.5: ajv reports the format keyword, and the formats leave non-strings alone', () => {
    const validate = ajv.compile({
      type: 'object',
      properties: { home: { format: 'iri' }, id: { format: 'uri' } },
    });
    expect(validate({ home: 'https://例え.jp/', id: 'urn:x:1' })).toBe(true);
    expect(validate({ home: 'not an iri', id: 42 })).toBe(false);
    expect(validate.errors?.map((e) => [e.keyword, e.instancePath, e.params])).toEqual([
      ['format', '/home', { format: 'iri' }],
    ]);
    expect(Object.isFrozen(formats) && Object.isFrozen(formats.iri)).toBe(true);
  });

  it('JSON Schema 2020-12 §7.3.5: without the formats ajv (strict) refuses the schema', () => {
    expect(() => new Ajv2020().compile({ type: 'string', format: 'iri' })).toThrow(
      /unknown format "iri"/,
    );
  });
});

describe('shared vectors through the formats (RFC 3986 §3, §4.1; RFC 3987 §2.2)', () => {
  it('RFC 3986 §3 and §4.1: fluent-uri.validity, as "uri" and "uri-reference"', () => {
    const rows = loadVectors<{ input: string; production: string; valid: boolean }>(
      'fluent-uri.validity',
    ).cases;
    expect(rows.length).toBe(33);
    for (const r of rows) {
      const name = r.production === 'URI' ? 'uri' : 'uri-reference';
      expect(formats[name].validate(r.input), `${name} ${r.input}`).toBe(r.valid);
      // Every URI (reference) is an IRI (reference), and the IRI formats agree on ASCII text.
      expect(formats[name === 'uri' ? 'iri' : 'iri-reference'].validate(r.input), r.input).toBe(
        r.valid,
      );
    }
  });

  it('RFC 3987 §2.2: iri-string.parse, as "iri-reference" (its IRI row included)', () => {
    const rows = loadVectors<{ input: string; valid: boolean; iri?: boolean }>(
      'iri-string.parse',
    ).cases;
    for (const r of rows) {
      expect(formats['iri-reference'].validate(r.input), r.input).toBe(r.valid);
      expect(formats['uri-reference'].validate(r.input), r.input).toBe(r.valid && r.iri !== true);
    }
  });
});

describe('addUriFormats: a validator without addFormat is INVALID_ARGUMENT (issue 23 E2)', () => {
  it('refuses undefined, null, {}, a revoked proxy; passes on the validator own error', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const v of [undefined, null, {}, 5, proxy]) {
      expect(() => addUriFormats(v as never)).toThrow(
        expect.objectContaining({ name: 'UriError', code: 'INVALID_ARGUMENT' }),
      );
    }
    const own = new RangeError('the validator refuses');
    const validator = {
      addFormat() {
        throw own;
      },
    };
    expect(() => addUriFormats(validator)).toThrow(own);
  });
});
