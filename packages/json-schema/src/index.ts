/**
 * @urikit/json-schema: the URI and IRI formats of JSON Schema 2020-12 (Validation §7.3.5) for
 * validators that take format functions (ajv's `addFormat`), and a URI resolver for ajv's
 * `uriResolver` option, on urikit's strict RFC 3986 and RFC 3987 parsers.
 * @packageDocumentation
 */

import { isUri, isUriReference, serialize, UriError } from '@urikit/core';
import { isIri, isIriReference, parseIri, resolveIri } from '@urikit/iri';

/** A string format, in the shape ajv's `addFormat` takes (`{ type, validate }`). */
export interface StringFormat {
  readonly type: 'string';
  readonly validate: (data: string) => boolean;
}

/**
 * The four formats of JSON Schema 2020-12 Validation §7.3.5: `uri` (RFC 3986 §3 URI: a
 * scheme, a fragment allowed), `uri-reference` (RFC 3986 §4.1), `iri` (RFC 3987 §2.2 IRI)
 * and `iri-reference` (RFC 3987 §2.2 IRI-reference). Strict: no whitespace, every escape
 * well formed, IRI characters only where RFC 3987 allows them.
 *
 * @example
 * ```ts
 * formats.uri.validate('http://example.com/a?b#c'); // true
 * formats.uri.validate('//example.com/a'); // false: no scheme
 * formats['uri-reference'].validate('//example.com/a'); // true
 * formats.iri.validate('http://例え.jp/ü'); // true
 * formats.uri.validate('http://例え.jp/ü'); // false: not ASCII
 * formats['iri-reference'].validate('ü#§'); // true
 * ```
 */
export const formats: {
  readonly uri: StringFormat;
  readonly 'uri-reference': StringFormat;
  readonly iri: StringFormat;
  readonly 'iri-reference': StringFormat;
} = Object.freeze({
  uri: Object.freeze({ type: 'string', validate: (s: string) => isUri(s) }),
  'uri-reference': Object.freeze({ type: 'string', validate: (s: string) => isUriReference(s) }),
  iri: Object.freeze({ type: 'string', validate: (s: string) => isIri(s) }),
  'iri-reference': Object.freeze({ type: 'string', validate: (s: string) => isIriReference(s) }),
});

/**
 * Adds the four formats to a validator that has `addFormat(name, format)` (ajv), and returns
 * it.
 *
 * @example
 * ```ts
 * const ajv = addUriFormats(new Ajv());
 * ajv.validate({ type: 'string', format: 'iri' }, 'http://例え.jp/'); // true
 * ajv.validate({ type: 'string', format: 'uri' }, 'http://例え.jp/'); // false
 * ```
 */
export function addUriFormats<V extends { addFormat(name: string, format: StringFormat): unknown }>(
  validator: V,
): V {
  let add: unknown;
  try {
    add = typeof validator === 'object' && validator !== null ? validator.addFormat : undefined;
  } catch {
    add = undefined; // a revoked Proxy, a getter that throws
  }
  if (typeof add !== 'function') {
    const rule = 'addUriFormats(validator: { addFormat(name, format) })';
    throw new UriError('INVALID_ARGUMENT', `${rule}: a validator with addFormat, as ajv's`, '', 0);
  }
  // What the validator's own addFormat throws is its own error: it is not caught.
  for (const name of ['uri', 'uri-reference', 'iri', 'iri-reference'] as const) {
    add.call(validator, name, formats[name]);
  }
  return validator;
}

/**
 * The components of a URI or IRI reference as ajv's `uriResolver` passes them (the shape of
 * fast-uri's `URIComponent`): the text as written, an IP-literal host without brackets, the
 * port a number, `reference` the kind of reference.
 */
export interface UriComponents {
  scheme?: string;
  userinfo?: string;
  host?: string;
  port?: number | string;
  path?: string;
  query?: string;
  fragment?: string;
  reference?: string;
}

/** What ajv's `uriResolver` option takes: `parse`, `resolve`, `serialize`. */
export interface UriResolver {
  parse(uri: string): UriComponents;
  resolve(base: string, path: string): string;
  serialize(components: UriComponents): string;
}

const BASE = 'urikit-relative-base:';

/**
 * A resolver for ajv's `uriResolver` option (`new Ajv({ uriResolver })`), in place of the
 * fast-uri default. `$id` and `$ref` are read as IRI references (RFC 3987 §2.2; every URI
 * reference is one), strictly: an invalid one throws `UriError` when the schema is compiled,
 * instead of being repaired. `resolve` is RFC 3986 §5.2 on IRIs (RFC 3987 §6.5), the text as
 * written (no normalization); against a relative base (a schema without an absolute `$id`)
 * the reference is merged with it by the same algorithm. The methods do not use `this`.
 *
 * @example
 * ```ts
 * uriResolver.resolve('https://example.com/schemas/a.json', 'b.json#/$defs/x'); // 'https://example.com/schemas/b.json#/$defs/x'
 * uriResolver.resolve('', '#/$defs/x'); // '#/$defs/x'
 * uriResolver.parse('https://例え.jp/s#/a').host; // '例え.jp'
 * uriResolver.serialize({ scheme: 'https', host: '::1', path: '/s', fragment: '' }); // 'https://[::1]/s#'
 * uriResolver.parse('https://example.com/a b'); // throws INVALID_CHARACTER
 * ```
 */
export const uriResolver: UriResolver = Object.freeze({
  parse(uri: string): UriComponents {
    const iri = parseIri(uri);
    const c: UriComponents = {};
    if (iri.scheme !== undefined) c.scheme = iri.scheme;
    if (iri.userinfo !== undefined) c.userinfo = iri.userinfo;
    if (iri.host !== undefined) c.host = iri.host;
    if (iri.port !== undefined) c.port = iri.portNumber ?? '';
    c.path = iri.path;
    if (iri.query !== undefined) c.query = iri.query;
    if (iri.fragment !== undefined) c.fragment = iri.fragment;
    c.reference =
      iri.scheme === undefined &&
      iri.host === undefined &&
      iri.path === '' &&
      iri.query === undefined
        ? 'same-document'
        : iri.scheme === undefined
          ? 'relative'
          : iri.fragment === undefined
            ? 'absolute'
            : 'uri';
    return c;
  },
  resolve(base: string, path: string): string {
    const ref = parseIri(path);
    if (ref.isAbsolute) return resolveIri(ref, ref).toString();
    const b = parseIri(base);
    if (b.isAbsolute) return resolveIri(b, ref).toString();
    // A relative base: RFC 3986 §5.2 needs a scheme, so one is lent and taken back.
    let out = resolveIri(BASE + b.toString(), ref)
      .toString()
      .slice(BASE.length);
    const colon = out.indexOf(':');
    if (colon >= 0 && out[0] !== '/' && !/[/?#]/.test(out.slice(0, colon))) out = `./${out}`;
    return out;
  },
  serialize(c: UriComponents): string {
    return serializeIri(c);
  },
});

/**
 * RFC 3986 §5.3 recomposition of IRI components, checked as `@urikit/core`'s `serialize` checks
 * them (it does the checking): every component a string or `undefined`, the port also a whole
 * number 0–65535, no key but the components (and fast-uri's `reference` and `error`, which ajv
 * passes back and which are ignored), each component valid where it stands, the whole
 * re-parsing to exactly them. A non-ASCII character stands in the core's check as an ASCII
 * letter at the same index (so errors point at the right place); the text is then read as an IRI
 * (RFC 3987 §2.2), which decides whether the character may stand there.
 */
function serializeIri(c: UriComponents): string {
  const given = plainCopy(c);
  if (given === undefined) return serialize(c as never).toString(); // refused: INVALID_ARGUMENT
  const ascii: Record<string, unknown> = { ...given };
  let iri = false;
  for (const name of IRI_TEXT) {
    const v = given[name];
    if (typeof v === 'string' && !isAscii(v)) {
      ascii[name] = standIn(v);
      iri = true;
    }
  }
  let text: string;
  try {
    text = serialize(ascii as never).toString();
  } catch (e) {
    if (!iri || !(e instanceof UriError) || e.input === '') throw e;
    const rule = e.message.slice(0, e.message.lastIndexOf(' (at index'));
    throw new UriError(e.code, rule, restore(e.input, given), e.index, e.component);
  }
  if (!iri) return text;
  text = restore(text, given);
  parseIri(text);
  return text;
}

/** The components whose text may hold IRI characters (RFC 3987 §2.2: not the scheme, not the port). */
const IRI_TEXT = ['userinfo', 'host', 'path', 'query', 'fragment'] as const;

function isAscii(v: string): boolean {
  for (let i = 0; i < v.length; i++) if (v.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** `v` with every non-ASCII code unit replaced by "a": the same length, valid where `v` is an iunreserved run. */
function standIn(v: string): string {
  let out = '';
  for (let i = 0; i < v.length; i++) out += v.charCodeAt(i) > 0x7f ? 'a' : v[i];
  return out;
}

/**
 * The text the components make, from the core's text of their stand-ins: each component sits
 * where §5.3 writes it ("scheme:", "//", "userinfo@", the host (in brackets when the core put
 * them), ":port", the path, "?query", "#fragment"), and has the length of its stand-in.
 */
function restore(composed: string, given: Record<string, unknown>): string {
  const text = (name: string) => given[name] as string | undefined;
  const put = (at: number, v: string | undefined) => {
    if (v !== undefined) composed = composed.slice(0, at) + v + composed.slice(at + v.length);
    return v === undefined ? 0 : v.length;
  };
  let at = text('scheme') === undefined ? 0 : text('scheme')!.length + 1;
  const host = text('host');
  if (host !== undefined) {
    at += 2;
    const userinfo = text('userinfo');
    if (userinfo !== undefined) at += put(at, userinfo) + 1;
    const bracket = composed.charCodeAt(at) === 0x5b && host.charCodeAt(0) !== 0x5b ? 1 : 0;
    at += put(at + bracket, host) + 2 * bracket;
    if (given.port !== undefined) at += 1 + String(given.port).length;
  }
  at += put(at, text('path'));
  if (text('query') !== undefined) at += 1 + put(at + 1, text('query'));
  put(at + 1, text('fragment'));
  return composed;
}

/** A plain copy of `c` without fast-uri's `reference` and `error`; `undefined` when `c` cannot be read. */
function plainCopy(c: unknown): Record<string, unknown> | undefined {
  if (typeof c !== 'object' || c === null) return undefined;
  try {
    if (Array.isArray(c)) return undefined;
    const { reference: _reference, error: _error, ...rest } = c as Record<string, unknown>;
    return rest;
  } catch {
    return undefined; // a revoked Proxy, a getter that throws: the core's serialize says so
  }
}
