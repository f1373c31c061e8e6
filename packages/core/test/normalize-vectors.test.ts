// Third-party normalization and equivalence vectors (../shared/vectors) through one adapter.
//
// Which answer we assert, per row:
// - inputs that are not RFC 3986 URI references (IRIs with raw non-ASCII, spaces, "\", bad
//   escapes, malformed IP literals: accepted or repaired by the other library's own policy)
//   must be refused with a UriError: urikit normalizes URIs, it does not repair them;
// - `ref_agrees: false` rows: the file's `ref_result`, the RFC 3986 answer it records;
// - rows in EXCEPTIONS: our answer, with the reason, one by one;
// - all other rows: the file's answer.

import { http, https } from '@urikit/http';
import { describe, expect, it } from 'vitest';
import { oracleParse } from '../../../test-support/rfc3986-oracle.mjs';
import { loadVectors } from '../../../test-support/vectors.js';
import {
  type CoreErrorCode,
  createRegistry,
  normalize,
  serialize,
  tryParse,
  type UriComponents,
  UriError,
} from '../src/index.js';

// The real http and https plugins: the route a user takes (issue: a stand-in hid a difference).
const registry = createRegistry([http, https]);

const RFC5952 =
  'RFC 5952 compression of IPv6 text is not part of RFC 3986 normalization (§6.2.2.1 only folds the case of the hex digits); formatIPv6 gives that text on request';
const NO_PLUGIN = (scheme: string) =>
  `scheme-based rule (§6.2.3) of "${scheme}", for which no plugin is registered here (only http and https)`;
const RFC_DECODES_UNRESERVED =
  'RFC 3986 §6.2.2.2: escapes of unreserved characters are decoded ("%2E" is "."), then §6.2.2.3 removes dot segments; the other library keeps them encoded as a hardening policy';
const DOTS_ROOTLESS =
  'our documented reading of §6.2.2.3: dot segments are removed only from paths that start with "/"; a rootless or relative path keeps them (remove_dot_segments would turn "foo:a/../b" into the absolute "foo:/b")';
const SLASH_DOT =
  'the literal remove_dot_segments output would start with "//" without an authority and re-parse as one; our documented guard keeps "/." in front (same path)';
const PORT_RANGE =
  'the http plugin refuses a port above 65535 (RFC 9293 §3.1: TCP ports have 16 bits) with PORT_OUT_OF_RANGE; RFC 3986 port = *DIGIT alone would keep it, fast-uri keeps it as written';
const POLICY_SAME =
  'identical valid URIs are equivalent (§6.2.1); the other library answers false for inputs its own policy calls malformed';

/** Normalize rows: our answer where it differs from the file. */
/** Our answer: the normal form, or the error code we refuse with. */
type Refusal = { code: CoreErrorCode };

const NORMALIZE_EXCEPTIONS: Record<string, { reason: string; ours: string | Refusal }> = {
  'fluent-uri.normalize /foo/../bar': {
    reason:
      'an absolute-path reference resolves the same with or without its dot segments, so we remove them (§6.2.2.3); fluent-uri leaves every relative reference alone',
    ours: '/bar',
  },
  'iri-string.normalize scheme:..///not-a-host': {
    reason: DOTS_ROOTLESS,
    ours: 'scheme:..///not-a-host',
  },
  'iri-string.normalize scheme:foo/../p%61th': {
    reason: DOTS_ROOTLESS,
    ours: 'scheme:foo/../path',
  },
  'fast-uri.normalize ./a:b': {
    reason:
      'a relative-path reference keeps "./" (it is what keeps "a:b" from reading as a scheme, §4.2); fast-uri re-encodes the ":" instead',
    ours: './a:b',
  },
  'fast-uri.normalize http://example.com/a/%2e%2e/b': {
    reason: RFC_DECODES_UNRESERVED,
    ours: 'http://example.com/b',
  },
  'fast-uri.normalize http://example.com/public/%2e%2e/admin': {
    reason: RFC_DECODES_UNRESERVED,
    ours: 'http://example.com/admin',
  },
  'fast-uri.normalize http://allowed.com%255Cevil.com/': {
    reason:
      'the host is case-insensitive (§3.2.2, §6.2.2.1): only "%25" is an escape here, "5C" are plain characters and fold to lower case',
    ours: 'http://allowed.com%255cevil.com/',
  },
  'fast-uri.normalize URN:': {
    reason:
      'the scheme folds to lower case (§6.2.2.1) for every scheme; fast-uri leaves URNs it calls malformed alone',
    ours: 'urn:',
  },
  'fast-uri.normalize urn:%66oo:bar': {
    reason: 'RFC 3986 §6.2.2.2: "%66" is the unreserved "f"',
    ours: 'urn:foo:bar',
  },
  'fast-uri.normalize URN:FOO:a123,456': { reason: NO_PLUGIN('urn'), ours: 'urn:FOO:a123,456' },
  'fast-uri.normalize ws://example.com:80/foo#hash': {
    reason: NO_PLUGIN('ws'),
    ours: 'ws://example.com:80/foo#hash',
  },
  'fast-uri.normalize wss://example.com:443/foo#hash': {
    reason: NO_PLUGIN('wss'),
    ours: 'wss://example.com:443/foo#hash',
  },
  'uri-js.normalize ws://example.com:80/foo#hash': {
    reason: NO_PLUGIN('ws'),
    ours: 'ws://example.com:80/foo#hash',
  },
  'uri-js.normalize wss://example.com:443/foo#hash': {
    reason: NO_PLUGIN('wss'),
    ours: 'wss://example.com:443/foo#hash',
  },
  'uri-js.normalize //192.068.001.000': {
    reason:
      'not an IPv4address under RFC 3986 (leading zeros): a reg-name, kept as written (§3.2.2)',
    ours: '//192.068.001.000',
  },
  'fluent-uri.normalize foo:bar/../baz': { reason: DOTS_ROOTLESS, ours: 'foo:bar/../baz' },
  'fluent-uri.normalize foo:/.//@@': { reason: SLASH_DOT, ours: 'foo:/.//@@' },
  'iri-string.normalize scheme:/.//not-a-host': {
    reason: SLASH_DOT,
    ours: 'scheme:/.//not-a-host',
  },
  'iri-string.normalize scheme:/a/b/../..//c': { reason: SLASH_DOT, ours: 'scheme:/.//c' },
  'fluent-uri.normalize eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9': {
    reason:
      'the file expects IRI output (RFC 3987 §5.3.2: "%C3%A9" shown as "é"); urikit produces URIs, where the escape stays',
    ours: 'example://a/b/c/%7Bfoo%7D/ros%C3%A9',
  },
  'fast-uri.normalize http://[::1]:65536': {
    reason: PORT_RANGE,
    ours: { code: 'PORT_OUT_OF_RANGE' },
  },
  'fast-uri.normalize http://[1:2:3:4:5:6:192.0.2.1]/': {
    reason:
      'RFC 5952 §5 keeps the dotted quad only for the known IPv4-embedding prefixes (::ffff:0:0/96 …); 1:2:3:4:5:6::/96 is not one, so §4 hex text applies to all 128 bits',
    ours: 'http://[1:2:3:4:5:6:c000:201]/',
  },
};

interface NormalizeCase {
  input: string;
  expected: string;
  level?: string;
  ref_agrees?: boolean | null;
  ref_result?: string | null;
  note?: string;
  /** The file's own reading of its input (fast-uri, uri-js): RFC 3986 valid or not. */
  rfc3986_valid_input?: boolean;
}

/** Which files apply scheme-based rules (§6.2.3) for http and https, and which stop at §6.2.2. */
const NORMALIZE_FILES: [string, boolean][] = [
  ['rfc3986.normalize', true],
  ['fluent-uri.normalize', false],
  ['iri-string.normalize', false],
  ['uri-js.normalize', true],
  ['fast-uri.normalize', true],
  ['perl-uri.canonical', true],
];

/** The text inside "[…]" of an IPv6 literal without a zone, if there is one. */
function ipv6Literal(s: string): string | undefined {
  const open = s.indexOf('[');
  const close = s.indexOf(']', open);
  if (open < 0 || close < 0) return undefined;
  const inner = s.slice(open + 1, close);
  return inner.includes('%') || inner.startsWith('v') ? undefined : inner;
}

/** The exception entries some row used, so that a stale entry fails the suite. */
const usedNormalizeExceptions = new Set<string>();

function normalizeExpectation(file: string, c: NormalizeCase, schemeBased: boolean) {
  const key = `${file} ${c.input}`;
  const exception = NORMALIZE_EXCEPTIONS[key];
  if (exception) {
    usedNormalizeExceptions.add(key);
    return typeof exception.ours === 'string'
      ? { ours: exception.ours, why: exception.reason }
      : { error: true as const, code: exception.ours.code, why: exception.reason };
  }
  // The file's own reading of its input where it has one; urikit's parser otherwise (the file
  // then records only valid inputs: IRI rows are refused, as urikit takes URIs only).
  const valid = c.rfc3986_valid_input ?? oracleParse(c.input) !== undefined;
  if (!valid) return { error: true as const, why: 'not RFC 3986: refused' };
  if (c.ref_agrees === false && typeof c.ref_result === 'string') {
    return { ours: c.ref_result, why: `RFC 3986 answer (file: ${c.note ?? ''})` };
  }
  // RFC 5952 rows of the syntax-based step: the file compresses the IPv6 text; §6.2.2.1 folds
  // the case of its hex digits only, so the RFC's answer is the file's with the input's
  // literal, lower-cased, put back. The scheme-based step (a registry) does write RFC 5952.
  const literal = ipv6Literal(c.input);
  const theirs = ipv6Literal(c.expected);
  const pluginRoute = schemeBased && /^https?:/i.test(c.input);
  if (
    !pluginRoute &&
    literal !== undefined &&
    theirs !== undefined &&
    literal.toLowerCase() !== theirs
  ) {
    return { ours: c.expected.replace(`[${theirs}]`, `[${literal.toLowerCase()}]`), why: RFC5952 };
  }
  return { ours: c.expected, why: 'agrees' };
}

for (const [file, schemeBased] of NORMALIZE_FILES) {
  describe(`shared vectors: ${file} (RFC 3986 §6.2.2${schemeBased ? ', §6.2.3' : ''})`, () => {
    const data = loadVectors<NormalizeCase>(file);
    data.cases.forEach((c, n) => {
      // rfc3986.normalize: rows with a `level` are the scheme-based (§6.2.3) forms.
      const useRegistry = file === 'rfc3986.normalize' ? c.level !== undefined : schemeBased;
      const e = normalizeExpectation(file, c, useRegistry);
      it(`${file} #${n} ${JSON.stringify(c.input)} (${e.why.slice(0, 50)})`, () => {
        const run = () =>
          (useRegistry ? registry.normalize(c.input) : normalize(c.input)).toString();
        if ('error' in e) {
          expect(run).toThrow(UriError);
          // a listed refusal names our code
          if ('code' in e) expect(run).toThrow(expect.objectContaining({ code: e.code }));
        } else {
          expect(run()).toBe(e.ours);
          // our answer is a normal form: normalizing it again changes nothing
          expect((useRegistry ? registry.normalize(e.ours) : normalize(e.ours)).toString()).toBe(
            e.ours,
          );
        }
      });
    });
  });
}

describe('shared vectors: the normalize exception list', () => {
  it('every entry matches a row and still differs from the file (else it is stale)', () => {
    const rows = new Map<string, string>();
    for (const [file] of NORMALIZE_FILES) {
      for (const c of loadVectors<NormalizeCase>(file).cases) {
        // The answer asserted without the entry: the RFC's where the file records it.
        const rfc = c.ref_agrees === false && typeof c.ref_result === 'string';
        rows.set(`${file} ${c.input}`, rfc ? (c.ref_result as string) : c.expected);
      }
    }
    for (const [key, entry] of Object.entries(NORMALIZE_EXCEPTIONS)) {
      expect(usedNormalizeExceptions.has(key), `${key}: matches no row`).toBe(true);
      expect(entry.ours, `${key}: no longer differs`).not.toBe(rows.get(key));
    }
  });
});

interface EqualCase {
  a: string | Record<string, unknown>;
  b: string | Record<string, unknown>;
  equal: boolean;
  level?: string;
}

/** Equality rows: our answer where it differs from the file. */
const EQUAL_EXCEPTIONS: Record<string, { reason: string; ours: boolean | Refusal }> = {
  ...both('uri-js.equal', 'urn:foo:a123,456', 'urn:FOO:a123,456', NO_PLUGIN('urn'), false),
  ...both('uri-js.equal', 'urn:foo:a123%2C456', 'URN:FOO:a123%2c456', NO_PLUGIN('urn'), false),
  ...both(
    'uri-js.equal',
    'URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6',
    'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
    NO_PLUGIN('urn'),
    false,
  ),
  ...both('fast-uri.equal', 'urn:foo:a123,456', 'urn:FOO:a123,456', NO_PLUGIN('urn'), false),
  ...both('fast-uri.equal', 'urn:foo:a123,456', 'URN:FOO:a123,456', NO_PLUGIN('urn'), false),
  ...both(
    'fast-uri.equal',
    'URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6',
    'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
    NO_PLUGIN('urn'),
    false,
  ),
  ...both(
    'fast-uri.equal',
    'mailto:user@EXAMPLE.ORG',
    'mailto:user@example.org',
    NO_PLUGIN('mailto'),
    false,
  ),
  ...both(
    'fast-uri.equal',
    'urn:%66oo:bar',
    'urn:foo:bar',
    'RFC 3986 §6.2.2.2: "%66" is the unreserved "f"; fast-uri refuses URNs it calls malformed',
    true,
  ),
  ...both(
    'fast-uri.equal',
    'http://example.com/public/%2e%2e/admin',
    'http://example.com/admin',
    'RFC 3986 §6.2.2.2 then §6.2.2.3: "%2e%2e" is "..", a dot segment; fast-uri keeps encoded dots as a hardening policy',
    true,
  ),
  ...both('fast-uri.equal', 'http://[::1]:65536', 'http://[::1]:65536/', PORT_RANGE, {
    code: 'PORT_OUT_OF_RANGE',
  }),
  ...both(
    'uri-js.equal',
    'mailto:addr1@an.example,addr2@an.example',
    'mailto:?to=addr1@an.example,addr2@an.example',
    NO_PLUGIN('mailto'),
    false,
  ),
  ...both(
    'uri-js.equal',
    'mailto:?to=addr1@an.example,addr2@an.example',
    'mailto:addr1@an.example?to=addr2@an.example',
    NO_PLUGIN('mailto'),
    false,
  ),
  ...both('uri-js.equal', 'WS://ABC.COM:80/chat#one', 'ws://abc.com/chat', NO_PLUGIN('ws'), false),
  ...both(
    'uri-js.equal',
    'WSS://ABC.COM:443/chat#one',
    'wss://abc.com/chat',
    NO_PLUGIN('wss'),
    false,
  ),
  ...both(
    'fast-uri.equal',
    'mailto:addr1@an.example,addr2@an.example',
    'mailto:?to=addr1@an.example,addr2@an.example',
    NO_PLUGIN('mailto'),
    false,
  ),
  ...both(
    'fast-uri.equal',
    'mailto:?to=addr1@an.example,addr2@an.example',
    'mailto:addr1@an.example?to=addr2@an.example',
    NO_PLUGIN('mailto'),
    false,
  ),
  ...both(
    'fast-uri.equal',
    'WS://ABC.COM:80/chat#one',
    'ws://abc.com/chat',
    NO_PLUGIN('ws'),
    false,
  ),
  ...both(
    'fast-uri.equal',
    'WSS://ABC.COM:443/chat#one',
    'wss://abc.com/chat',
    NO_PLUGIN('wss'),
    false,
  ),
  'rfc3986.equivalence mailto:Joe@Example.COM mailto:Joe@example.com': {
    reason: NO_PLUGIN('mailto'),
    ours: false,
  },
  'rfc3986.equivalence mailto:addr1@an.example,addr2@an.example mailto:?to=addr1@an.example,addr2@an.example':
    {
      reason: NO_PLUGIN('mailto'),
      ours: false,
    },
  'rfc3986.equivalence mailto:?to=addr1@an.example,addr2@an.example mailto:addr1@an.example?to=addr2@an.example':
    {
      reason: NO_PLUGIN('mailto'),
      ours: false,
    },
};

function both(file: string, a: string, b: string, reason: string, ours: boolean | Refusal) {
  return { [`${file} ${a} ${b}`]: { reason, ours }, [`${file} ${b} ${a}`]: { reason, ours } };
}

const usedEqualExceptions = new Set<string>();

function equalException(
  file: string,
  a: string,
  b: string,
): { reason: string; ours: boolean | Refusal } | undefined {
  const listed = EQUAL_EXCEPTIONS[`${file} ${a} ${b}`];
  if (listed) {
    usedEqualExceptions.add(`${file} ${a} ${b}`);
    return listed;
  }
  if (a === b && oracleParse(a) !== undefined) return { reason: POLICY_SAME, ours: true };
  return undefined;
}

for (const file of ['rfc3986.equivalence', 'uri-js.equal', 'fast-uri.equal']) {
  describe(`shared vectors: ${file} (RFC 3986 §6.2)`, () => {
    const data = loadVectors<EqualCase>(file);
    data.cases.forEach((c, n) => {
      // fast-uri also compares component objects: we serialize them first (§5.3).
      const text = (v: EqualCase['a']) => {
        if (typeof v === 'string') return v;
        const r = (() => {
          try {
            return serialize(v as UriComponents).toString();
          } catch {
            return undefined;
          }
        })();
        return r;
      };
      const a = text(c.a);
      const b = text(c.b);
      let expected: boolean | 'error' | Refusal = c.equal;
      let why = 'agrees';
      const exception = a !== undefined && b !== undefined ? equalException(file, a, b) : undefined;
      // The equality files say nothing about validity: which rows are not RFC 3986 is decided
      // by the independent oracle (test-support/rfc3986-oracle.mjs, the Appendix A grammar as
      // regular expressions), not by the parser under test.
      const oa = a === undefined ? undefined : oracleParse(a);
      const ob = b === undefined ? undefined : oracleParse(b);
      if (oa === undefined || ob === undefined) {
        expected = 'error';
        why = 'not RFC 3986: refused';
      } else if (exception) {
        expected = exception.ours;
        why = exception.reason;
      } else if (oa.scheme === undefined || ob.scheme === undefined) {
        expected = 'error';
        why = 'a relative reference without a base: refused (§6.1)';
      }
      it(`${file} #${n} ${JSON.stringify(c.a)} ≡ ${JSON.stringify(c.b)}: ${expected} (${why.slice(0, 50)})`, () => {
        if (expected === 'error') {
          expect(() => registry.equivalent(a ?? '\\', b ?? '\\')).toThrow(UriError);
        } else if (typeof expected === 'object') {
          // a listed refusal names our code, in both orders
          for (const [x, y] of [
            [a, b],
            [b, a],
          ]) {
            expect(() => registry.equivalent(x as string, y as string)).toThrow(
              expect.objectContaining({ code: expected.code }),
            );
          }
        } else {
          expect(registry.equivalent(a as string, b as string)).toBe(expected);
          expect(registry.equivalent(b as string, a as string)).toBe(expected);
        }
      });
    });
  });
}

describe('shared vectors: the equality exception list', () => {
  it('every entry matches a row and still differs from the file (else it is stale)', () => {
    for (const key of Object.keys(EQUAL_EXCEPTIONS)) {
      // both() lists a pair in its two orders; one of them must be a row.
      const [file, a, b] = key.split(' ');
      const used = usedEqualExceptions.has(key) || usedEqualExceptions.has(`${file} ${b} ${a}`);
      expect(used, `${key}: matches no row`).toBe(true);
    }
    for (const file of ['rfc3986.equivalence', 'uri-js.equal', 'fast-uri.equal']) {
      for (const c of loadVectors<EqualCase>(file).cases) {
        if (typeof c.a !== 'string' || typeof c.b !== 'string') continue;
        const entry = EQUAL_EXCEPTIONS[`${file} ${c.a} ${c.b}`];
        if (entry !== undefined) expect(entry.ours, `${file} ${c.a} ${c.b}`).not.toBe(c.equal);
      }
    }
  });
});

describe('shared vectors: python-rfc3986.normalize-components (RFC 3986 §6.2.2.1, §6.2.2.2)', () => {
  interface ComponentCase {
    component: 'authority' | 'host' | 'percent-encoding' | 'scheme';
    input: string;
    expected: string;
    note?: string;
  }
  // Each component is put into a URI, the URI normalized, and the component read back. The
  // "percent-encoding" helper of python-hyper only upper-cases hex digits: that is our
  // normalization with { percent: false } (§6.2.2.1 alone).
  const place: Record<ComponentCase['component'], (v: string) => string> = {
    authority: (v) => `x://${v}/`,
    host: (v) => `x://${v}/`,
    'percent-encoding': (v) => `x://h/${v}`,
    scheme: (v) => `${v}://h/`,
  };
  const read = (c: ComponentCase, uri: ReturnType<typeof normalize>): string | undefined =>
    c.component === 'authority'
      ? uri.authority
      : c.component === 'host'
        ? uri.hostText
        : c.component === 'scheme'
          ? uri.scheme
          : uri.path.slice(1);
  const data = loadVectors<ComponentCase>('python-rfc3986.normalize-components');
  data.cases.forEach((c, n) => {
    const text = place[c.component](c.input);
    // Zone identifiers written with a bare "%" (or an empty one) are not RFC 6874 either: the
    // library re-encodes them, we refuse them.
    const valid = tryParse(text, { allowZoneId: true }).ok;
    it(`python-rfc3986.normalize-components #${n} ${c.component} ${JSON.stringify(c.input)} ${valid ? `→ ${c.expected}` : '(not RFC 3986 / RFC 6874: refused)'}`, () => {
      if (!valid) {
        expect(() => normalize(text, { allowZoneId: true })).toThrow(UriError);
        return;
      }
      // The file's hosts include RFC 6874 zone identifiers: asked for, as parse does.
      const out = normalize(text, {
        allowZoneId: true,
        ...(c.component === 'percent-encoding' ? { percent: false } : {}),
      });
      expect(read(c, out)).toBe(c.expected);
    });
  });
});
