// Third-party normalization and equivalence vectors (../shared/vectors) through one adapter.
//
// Which answer we assert, per row:
// - inputs that are not RFC 3986 URI references (IRIs with raw non-ASCII, spaces, "\", bad
//   escapes, malformed IP literals: accepted or repaired by the other library's own policy)
//   must be refused with a UriError: urikit normalizes URIs, it does not repair them;
// - `ref_agrees: false` rows: the file's `ref_result`, the RFC 3986 answer it records;
// - rows in EXCEPTIONS: our answer, with the reason, one by one;
// - all other rows: the file's answer.
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import {
  createRegistry,
  equivalent,
  normalize,
  serialize,
  tryParse,
  type UriComponents,
  UriError,
} from '../src/index.js';
import { webHttp, webHttps } from './fixtures/plugins.js';

const registry = createRegistry([webHttp, webHttps]);

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
const STAND_IN =
  'the http plugin used here is a stand-in that checks no port range (the real @urikit/http refuses 65536 with HTTP_INVALID_PORT); RFC 3986 port = *DIGIT, and §6.2.3 makes the empty path "/"';
const POLICY_SAME =
  'identical valid URIs are equivalent (§6.2.1); the other library answers false for inputs its own policy calls malformed';

/** Normalize rows: our answer where it differs from the file. */
const NORMALIZE_EXCEPTIONS: Record<string, { reason: string; ours: string }> = {
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
  'fast-uri.normalize http://[fe80::a%25eth%2D0]/': {
    reason: 'RFC 3986 §6.2.2.2 applies inside an RFC 6874 zone identifier too: "%2D" is "-"',
    ours: 'http://[fe80::a%25eth-0]/',
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
  'fast-uri.normalize http://[::1]:65536': { reason: STAND_IN, ours: 'http://[::1]:65536/' },
  'fast-uri.normalize http://[fe80::A%25EN1]/': {
    reason:
      'we fold the case of the address but leave the zone identifier as written (an interface name, case-sensitive on most systems)',
    ours: 'http://[fe80::a%25EN1]/',
  },
};

interface NormalizeCase {
  input: string;
  expected: string;
  level?: string;
  ref_agrees?: boolean | null;
  ref_result?: string | null;
  note?: string;
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

function normalizeExpectation(file: string, c: NormalizeCase) {
  const exception = NORMALIZE_EXCEPTIONS[`${file} ${c.input}`];
  if (exception) return { ours: exception.ours, why: exception.reason };
  if (!tryParse(c.input, { allowZoneId: true }).ok)
    return { error: true, why: 'not RFC 3986: refused' };
  if (c.ref_agrees === false && typeof c.ref_result === 'string') {
    return { ours: c.ref_result, why: `RFC 3986 answer (file: ${c.note ?? ''})` };
  }
  // RFC 5952 rows: the file compresses the IPv6 text; we fold the case of its hex digits only,
  // so our answer is the file's with the input's literal, lower-cased, put back.
  const literal = ipv6Literal(c.input);
  const theirs = ipv6Literal(c.expected);
  if (literal !== undefined && theirs !== undefined && literal.toLowerCase() !== theirs) {
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
      const e = normalizeExpectation(file, c);
      it(`${file} #${n} ${JSON.stringify(c.input)} (${e.why.slice(0, 50)})`, () => {
        const run = () => normalize(c.input, useRegistry ? { registry } : {}).toString();
        if ('error' in e) {
          expect(run).toThrow(UriError);
        } else {
          expect(run()).toBe(e.ours);
          // our answer is a normal form: normalizing it again changes nothing
          expect(normalize(e.ours, useRegistry ? { registry } : {}).toString()).toBe(e.ours);
        }
      });
    });
  });
}

interface EqualCase {
  a: string | Record<string, unknown>;
  b: string | Record<string, unknown>;
  equal: boolean;
  level?: string;
}

/** Equality rows: our answer where it differs from the file. */
const EQUAL_EXCEPTIONS: Record<string, { reason: string; ours: boolean | 'error' }> = {
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
  ...both('fast-uri.equal', 'http://[::1]:65536', 'http://[::1]:65536/', STAND_IN, true),
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

function both(file: string, a: string, b: string, reason: string, ours: boolean) {
  return { [`${file} ${a} ${b}`]: { reason, ours }, [`${file} ${b} ${a}`]: { reason, ours } };
}

function equalException(
  file: string,
  a: string,
  b: string,
): { reason: string; ours: boolean | 'error' } | undefined {
  const listed = EQUAL_EXCEPTIONS[`${file} ${a} ${b}`];
  if (listed) return listed;
  if (a === b && tryParse(a).ok && tryParse(a).ok) return { reason: POLICY_SAME, ours: true };
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
      let expected: boolean | 'error' = c.equal;
      let why = 'agrees';
      const exception = a !== undefined && b !== undefined ? equalException(file, a, b) : undefined;
      if (a === undefined || b === undefined || !tryParse(a).ok || !tryParse(b).ok) {
        expected = 'error';
        why = 'not RFC 3986: refused';
      } else if (exception) {
        expected = exception.ours;
        why = exception.reason;
      } else if (
        tryParse(a).ok &&
        (!tryParse(a, { kind: 'uri' }).ok || !tryParse(b, { kind: 'uri' }).ok)
      ) {
        expected = 'error';
        why = 'a relative reference without a base: refused (§6.1)';
      } else if (
        c.equal &&
        ipv6Literal(a) !== undefined &&
        ipv6Literal(a)?.toLowerCase() !== ipv6Literal(b)?.toLowerCase()
      ) {
        // the same address in two RFC 5952-equivalent texts: different URIs under RFC 3986
        expected = false;
        why = RFC5952;
      }
      it(`${file} #${n} ${JSON.stringify(c.a)} ≡ ${JSON.stringify(c.b)}: ${expected} (${why.slice(0, 50)})`, () => {
        if (expected === 'error') {
          expect(() => equivalent(a ?? '\\', b ?? '\\', { registry })).toThrow(UriError);
        } else {
          expect(equivalent(a as string, b as string, { registry })).toBe(expected);
          expect(equivalent(b as string, a as string, { registry })).toBe(expected);
        }
      });
    });
  });
}

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
        expect(() => normalize(text)).toThrow(UriError);
        return;
      }
      const out = normalize(text, c.component === 'percent-encoding' ? { percent: false } : {});
      expect(read(c, out)).toBe(c.expected);
    });
  });
});
