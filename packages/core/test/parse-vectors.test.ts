// Third-party parse and validity vectors (../shared/vectors, see its README) through one adapter.
// Every case runs. Where we disagree with a file, the case is listed in EXCEPTIONS with the
// reason, and the test asserts our (different) answer, so an exception can neither rot nor hide.
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import {
  type CoreErrorCode,
  type HostKind,
  type ParseKind,
  tryParse,
  type Uri,
} from '../src/index.js';

type Component =
  | 'scheme'
  | 'authority'
  | 'userinfo'
  | 'host'
  | 'port'
  | 'path'
  | 'query'
  | 'fragment';
const COMPONENTS: Component[] = [
  'scheme',
  'authority',
  'userinfo',
  'host',
  'port',
  'path',
  'query',
  'fragment',
];

/** One normalized expectation, whatever file it came from. */
interface Expectation {
  file: string;
  input: string;
  kind: ParseKind;
  valid: boolean;
  /** Expected components (host as written in the authority: IP-literals keep brackets). */
  components: Partial<Record<Component, string | null>>;
  hostKind?: string;
  errorIndex?: number;
  allowZoneId?: boolean;
}

/**
 * Our reading, where it differs from the file: what we answer instead (the outcome: our error
 * code and index, or what we parse), and why.
 */
interface Exception {
  reason: string;
  /** Our verdict where it is not the file's. */
  valid?: boolean;
  /** Our error code, for every entry where we refuse. */
  code?: CoreErrorCode;
  errorIndex?: number;
  /** What we parse, for an entry where we accept what the file refuses. */
  parsed?: { host: string; hostKind: HostKind };
}

const key = (e: Pick<Expectation, 'file' | 'input' | 'kind'>) => `${e.file} ${e.kind} ${e.input}`;

const ZONE_ID =
  'RFC 6874 zone identifier: not part of RFC 3986, refused unless { allowZoneId: true } (tested separately with the option)';
const zone = (errorIndex: number): Exception => ({
  reason: ZONE_ID,
  valid: false,
  code: 'ZONE_ID_NOT_ALLOWED',
  errorIndex,
});

// The README rule for IPv6 offsets: "an invalid IPv6 address at the first character where it
// stops being one", i.e. the end of the longest prefix that some IPv6address form of RFC 3986
// §3.2.2 still continues (checked against the ABNF by ip.test.ts's oracle).
const EXCEPTIONS: Record<string, Exception> = {
  // fluent-uri reports the error at a different character; both readings name a real fault.
  'fluent-uri.validity reference 3ttp://a.com': {
    reason:
      'fluent-uri points at the first character (0); as a relative reference the first fault under §4.2 is the ":" that cannot stand in the first segment (index 4), and we report that for every such input',
    code: 'INVALID_SCHEME',
    errorIndex: 4,
  },
  'fluent-uri.validity reference http://example.com:80ab': {
    reason:
      'fluent-uri reports the end of the input (23); the port rule (§3.2.3, *DIGIT) breaks at "a" (21), which is what we report',
    code: 'INVALID_PORT',
    errorIndex: 21,
  },
  'fluent-uri.validity reference http://user:pass:example.com/': {
    reason:
      'no "@", so the authority is host "user" and port "pass:example.com" (§3.2); we report the first non-digit of the port (12), fluent-uri the "/" where its userinfo attempt ended (28)',
    code: 'INVALID_PORT',
    errorIndex: 12,
  },
  'fluent-uri.validity reference http://[:]': {
    reason:
      'fluent-uri reports IPv6 errors at the start of the address (8); by the README rule the text stops being an IPv6address at the "]" (9): a leading ":" is the start of "::", so a ":" must follow',
    code: 'INVALID_IPV6',
    errorIndex: 9,
  },
  'fluent-uri.validity reference example://[44:55::66::77]': {
    reason:
      'fluent-uri reports IPv6 errors at the start of the address (11); by the README rule "44:55::66:" still continues (as in "44:55::66:77", [ *4( h16 ":" ) h16 ] "::" ls32), and the second ":" of the second "::" breaks it (§3.2.2 allows one "::"): index 21',
    code: 'INVALID_IPV6',
    errorIndex: 21,
  },
  'fluent-uri.validity reference //[::01.1.1.1]': {
    reason:
      'fluent-uri reports the start of the address (3); by the README rule "::01" is itself an IPv6address ("01" is an h16), and the "." breaks it: an IPv4address there would start with the dec-octet "01", which has a leading zero (§3.2.2): index 7',
    code: 'INVALID_IPV6',
    errorIndex: 7,
  },
  'fluent-uri.validity reference //[::00.1.1.1]': {
    reason:
      'fluent-uri reports the start of the address (3); by the README rule "::00" is an IPv6address ("00" is an h16) and the "." breaks it ("00" is no dec-octet, §3.2.2): index 7',
    code: 'INVALID_IPV6',
    errorIndex: 7,
  },
  // iri-string: RFC 3987 IRIs are not URIs.
  'iri-string.parse reference http://usER:passWORD@α.CoM/': {
    reason:
      'an IRI (RFC 3987): non-ASCII is not allowed in a URI (RFC 3986 §2); urikit parses URIs, and "α" is no reg-name character (§3.2.2)',
    valid: false,
    code: 'INVALID_HOST',
    errorIndex: 21,
  },
  // Go accepts zone identifiers and rejects pct-encoded hosts (vectors README §2).
  'go.parse-errors reference http://[::1%25en0]': zone(11),
  'go.parse-errors reference http://[::1%25%41]': zone(11),
  'go.parse-errors reference http://%41:8080/': {
    reason: 'Go rejects pct-encoded octets in a host; RFC 3986 §3.2.2 reg-name allows pct-encoded',
    valid: true,
    parsed: { host: '%41', hostKind: 'reg-name' },
  },
  // python-hyper accepts zone identifiers and rejects an out-of-range dotted host.
  'python-rfc3986.hosts reference http://[::1%25lo]': zone(11),
  'python-rfc3986.hosts reference http://[FF02:0:0:0:0:0:0:2%25en01]': zone(26),
  'python-rfc3986.hosts reference http://[FF02:30:0:0:0:0:0:5%25en1]': zone(27),
  'python-rfc3986.hosts reference http://[FF02:30:0:0:0:0:0:5%25%26]': zone(27),
  'python-rfc3986.hosts reference http://[FF02:30:0:0:0:0:0:5%2525]': zone(27),
  'python-rfc3986.hosts reference http://256.256.256.256': {
    reason:
      'not an IPv4address, but a syntactically valid reg-name (§3.2.2, first-match-wins), so the URI is valid',
    valid: true,
    parsed: { host: '256.256.256.256', hostKind: 'reg-name' },
  },
};

const nul = (v: unknown) => (v === undefined ? undefined : (v as string | null));

function fromFile(
  file: string,
  map: (c: Record<string, unknown>) => Omit<Expectation, 'file'> | Omit<Expectation, 'file'>[],
): Expectation[] {
  return loadVectors(file).cases.flatMap((c) => {
    const r = map(c);
    return (Array.isArray(r) ? r : [r]).map((e) => ({ file, ...e }));
  });
}

function componentsOf(c: Record<string, unknown>): Expectation['components'] {
  const out: Expectation['components'] = {};
  for (const k of COMPONENTS) if (k in c) out[k] = nul(c[k]) ?? null;
  return out;
}

const expectations: Expectation[] = [
  ...fromFile('rfc3986.parse', (c) => ({
    input: c.input as string,
    kind: 'reference',
    valid: c.valid as boolean,
    components: componentsOf(c),
  })),
  ...fromFile('fluent-uri.parse', (c) => ({
    input: c.input as string,
    kind: 'reference',
    valid: c.valid as boolean,
    components: componentsOf(c),
    ...(c.host_kind ? { hostKind: c.host_kind as string } : {}),
  })),
  ...fromFile('fluent-uri.validity', (c) => ({
    input: c.input as string,
    kind: c.production === 'URI' ? 'uri' : 'reference',
    valid: c.valid as boolean,
    components: {},
    ...(typeof c.error_index === 'number' ? { errorIndex: c.error_index } : {}),
  })),
  ...fromFile('iri-string.parse', (c) => ({
    input: c.input as string,
    kind: 'reference',
    valid: c.valid as boolean,
    components: componentsOf(c),
  })),
  ...fromFile('go.parse-errors', (c) => ({
    input: c.input as string,
    kind: 'reference',
    valid: c.valid as boolean,
    components: {},
  })),
  ...fromFile('python-rfc3986.hosts', (c) => ({
    input: c.as_uri as string,
    kind: 'reference',
    valid: c.valid as boolean,
    components: {},
  })),
  // The vectors README computed strict RFC 3986 validity for every WPT input and base.
  ...fromFile('wpt.urltestdata', (c) => {
    const rfc = c.rfc3986 as { input_valid: boolean; base_valid: boolean };
    const rows: Omit<Expectation, 'file'>[] = [
      { input: c.input as string, kind: 'reference', valid: rfc.input_valid, components: {} },
    ];
    if (typeof c.base === 'string') {
      rows.push({ input: c.base, kind: 'reference', valid: rfc.base_valid, components: {} });
    }
    return rows;
  }),
  ...fromFile('wpt.failures', (c) => {
    const rows: Omit<Expectation, 'file'>[] = [
      {
        input: c.input as string,
        kind: 'reference',
        valid: c.rfc3986_input_valid as boolean,
        components: {},
      },
    ];
    if (typeof c.base === 'string') {
      rows.push({
        input: c.base,
        kind: 'reference',
        valid: c.rfc3986_base_valid as boolean,
        components: {},
      });
    }
    return rows;
  }),
];

function actual(uri: Uri, k: Component): string | null {
  const v = k === 'host' ? uri.hostText : uri[k];
  return v === undefined ? null : v;
}

// One test per distinct (file, kind, input): WPT repeats inputs and bases.
const unique = new Map<string, Expectation>();
for (const e of expectations) if (!unique.has(key(e))) unique.set(key(e), e);

describe('shared vectors: parse and validity (RFC 3986 Appendix A)', () => {
  it('every exception names a case that exists', () => {
    for (const k of Object.keys(EXCEPTIONS)) expect(unique.has(k), k).toBe(true);
  });

  for (const e of unique.values()) {
    const exception = EXCEPTIONS[key(e)];
    it(key(e), () => {
      const r = tryParse(e.input, { kind: e.kind, allowZoneId: e.allowZoneId ?? false });
      const valid = exception?.valid ?? e.valid;
      // an exception still differs from the file, else it is stale
      if (exception?.valid !== undefined) expect(exception.valid).not.toBe(e.valid);
      if (exception?.errorIndex !== undefined && e.errorIndex !== undefined) {
        expect(exception.errorIndex).not.toBe(e.errorIndex);
      }
      expect(r.ok, r.ok ? 'parsed' : `${r.error.code} at ${r.error.index}`).toBe(valid);
      if (r.ok) {
        expect(r.value.toString()).toBe(e.input);
        for (const [k, v] of Object.entries(e.components)) {
          expect(actual(r.value, k as Component), k).toBe(v);
        }
        if (e.hostKind !== undefined) expect(r.value.hostKind).toBe(e.hostKind);
        if (exception?.parsed !== undefined) {
          expect({ host: r.value.hostText, hostKind: r.value.hostKind }).toEqual(exception.parsed);
        }
      } else {
        // the outcome of every exception that refuses: our code and index
        if (exception !== undefined) {
          expect(exception.code, `${key(e)}: the entry names our code`).toBeDefined();
          expect(r.error.code).toBe(exception.code);
          expect(exception.errorIndex, `${key(e)}: the entry names our index`).toBeDefined();
        }
        const index = exception?.errorIndex ?? e.errorIndex;
        if (index !== undefined) expect(r.error.index).toBe(index);
      }
    });
  }

  it('RFC 6874: the zone-identifier vectors parse with { allowZoneId: true }', () => {
    const zoned = Object.entries(EXCEPTIONS).filter(([, x]) => x.reason === ZONE_ID);
    expect(zoned.length).toBe(7);
    for (const [k] of zoned) {
      const input = k.slice(k.indexOf(' reference ') + ' reference '.length);
      expect(tryParse(input, { allowZoneId: true }).ok, input).toBe(true);
    }
  });
});
