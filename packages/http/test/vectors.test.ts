// Third-party vectors (../shared/vectors, see its README) for http and https, one adapter per
// operation. Every http(s) row runs; rows of other schemes are counted, not run. A row we do not
// follow is in an exception list with its reason; the test checks that the row still exists and
// that our answer really differs, so an exception can neither rot nor hide a pass.
import {
  createRegistry,
  formatIPv6,
  isIPv4,
  parse,
  parseIPv6,
  type SecurityFinding,
  serialize,
  type UriComponents,
  UriError,
} from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import { type HttpParts, http, https, origin, parseHttp, requestTarget } from '../src/index.js';

const registry = createRegistry([http, https]);

/** Runs `f`; a `UriError` becomes `undefined`, anything else is a failure. */
function attempt<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch (e) {
    if (e instanceof UriError) return undefined;
    throw e;
  }
}

/** RFC 3986 §5.2.4 remove_dot_segments, transcribed step by step (the core's §6.2.2.3 part). */
function removeDotSegments(path: string): string {
  let input = path;
  let output = '';
  const dropLast = () => {
    output = output.slice(0, Math.max(0, output.lastIndexOf('/')));
  };
  while (input !== '') {
    if (input.startsWith('../')) input = input.slice(3);
    else if (input.startsWith('./')) input = input.slice(2);
    else if (input.startsWith('/./')) input = input.slice(2);
    else if (input === '/.') input = '/';
    else if (input.startsWith('/../')) {
      input = input.slice(3);
      dropLast();
    } else if (input === '/..') {
      input = '/';
      dropLast();
    } else if (input === '.' || input === '..') input = '';
    else {
      const next = input.indexOf('/', 1);
      const segment = next < 0 ? input : input.slice(0, next);
      output += segment;
      input = input.slice(segment.length);
    }
  }
  return output;
}

/**
 * The RFC 3986 §6.2 ladder for an http(s) URI: the plugin's hook (§6.2.2.1 case, §6.2.2.2
 * percent-encoding, §6.2.3 with RFC 9110 §4.2.3) and §6.2.2.3 dot segments. The core's own
 * `normalize(uri, { registry })` takes the place of this once it exists. `undefined` when the
 * input is not a valid http(s) URI.
 */
function normalForm(input: string | UriComponents): string | undefined {
  return attempt(() => {
    const uri = typeof input === 'string' ? parse(input, { kind: 'uri' }) : serialize(input);
    const hook = registry.get(uri.scheme ?? '')?.normalize;
    if (hook === undefined) throw new Error(`not an http(s) URI: ${uri}`);
    const once = hook(uri);
    return once.with({ path: removeDotSegments(once.path) }).toString();
  });
}

/** Equivalence as RFC 3986 §6.1 defines it: equal normal forms. An invalid URI equals nothing. */
function equivalent(a: string | UriComponents, b: string | UriComponents): boolean {
  const na = normalForm(a);
  return na !== undefined && na === normalForm(b);
}

const isHttp = (x: unknown): boolean =>
  typeof x === 'string'
    ? /^https?:/i.test(x)
    : typeof x === 'object' && x !== null && /^https?$/i.test(String((x as UriComponents).scheme));

/** Keys that an exception list refers to must exist in the file. */
function expectKeysExist(exceptions: Record<string, string>, keys: readonly string[]) {
  for (const key of Object.keys(exceptions)) expect(keys, `exception ${key}`).toContain(key);
}

// ---------------------------------------------------------------------------------------------
// perl-uri.scheme-specific: the http and https rows (default ports 80/443, host, path).
interface SchemeCase {
  scheme: string;
  input: string;
  expected: Record<string, unknown>;
  origin: string;
}

/** Fields of a perl row we do not compute, per row key `input#field`. */
const PERL_EXCEPTIONS: Record<string, string> = {
  // URI.pm's query_form splits the query as application/x-www-form-urlencoded and decodes %F4
  // as Latin-1. RFC 9110 §4.2 gives the query no structure (and %F4 is not UTF-8, RFC 3986
  // §2.5): query parsing is not part of the http scheme. We keep the query text (asserted).
  'http://www.example.com/path?q=f%F4o#query_form': 'form decoding is not RFC 9110',
};

describe('perl-uri.scheme-specific (http, https)', () => {
  const file = loadVectors<SchemeCase>('perl-uri.scheme-specific');
  const rows = file.cases.filter((c) => c.scheme === 'http' || c.scheme === 'https');
  const keys = rows.flatMap((c) => Object.keys(c.expected).map((f) => `${c.input}#${f}`));

  it(`RFC 9110 §4.2.1, §4.2.2: ${rows.length} http(s) rows of ${file.cases.length} (the rest are other schemes)`, () => {
    expect(rows.length).toBe(3);
    expectKeysExist(PERL_EXCEPTIONS, keys);
  });

  it.each(rows.map((c) => [c.input, c] as const))(
    'RFC 9110 §4.2.1, §4.2.2: %s (default port when none is written)',
    (_, c) => {
      const p = parseHttp(c.input);
      const plugin = registry.get(p.scheme);
      const computed: Record<string, unknown> = {
        port: p.port ?? plugin?.defaultPort,
        host: p.host,
        path: p.path,
      };
      for (const [field, value] of Object.entries(c.expected)) {
        const key = `${c.input}#${field}`;
        if (key in PERL_EXCEPTIONS) {
          expect(computed).not.toHaveProperty(field);
          expect(p.query).toBe('q=f%F4o');
          continue;
        }
        expect(computed[field], field).toEqual(value);
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------
// ruby-uri.scheme-specific: the http rows (Ruby's URI::HTTP; default port 80).
interface RubyCase {
  scheme: string;
  input: string;
  expected: Record<string, unknown>;
  origin: string;
}

/** Ruby rows we answer differently, by input, with the reason. */
const RUBY_EXCEPTIONS: Record<string, string> = {
  // Ruby's generic parser reads an empty authority and the path "//example.com". RFC 9110
  // §4.2.1: an http URI with an empty host "MUST" be rejected as invalid.
  'http:////example.com': 'empty host: HTTP_EMPTY_HOST (RFC 9110 §4.2.1)',
};

describe('ruby-uri.scheme-specific (http)', () => {
  const file = loadVectors<RubyCase>('ruby-uri.scheme-specific');
  const rows = file.cases.filter((c) => c.scheme === 'http' || c.scheme === 'https');

  it(`RFC 9110 §4.2.1: ${rows.length} http rows of ${file.cases.length}; every exception names one and really differs`, () => {
    expect(rows.length).toBe(3);
    expectKeysExist(
      RUBY_EXCEPTIONS,
      rows.map((c) => c.input),
    );
    for (const input of Object.keys(RUBY_EXCEPTIONS)) {
      expect(() => parseHttp(input)).toThrow(expect.objectContaining({ code: 'HTTP_EMPTY_HOST' }));
    }
  });

  it.each(rows.filter((c) => !(c.input in RUBY_EXCEPTIONS)).map((c) => [c.input, c] as const))(
    'RFC 9110 §4.2.1: %s (port 80 when none is written)',
    (_, c) => {
      const p = parseHttp(c.input);
      const computed: Record<string, unknown> = {
        host: p.host,
        port: p.port ?? registry.get(p.scheme)?.defaultPort,
        path: p.path,
        query: p.query ?? null,
        fragment: p.fragment ?? null,
        to_s: http.format(p as HttpParts<'http'>).toString(),
      };
      for (const [field, value] of Object.entries(c.expected)) {
        expect(computed[field], field).toEqual(value);
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------
// rfc-misc.examples: the http example URI of RFC 1738 (its appendix), quoted by section.
describe('rfc-misc.examples (http)', () => {
  const rows = loadVectors<{ input: string; valid: boolean; origin: string }>(
    'rfc-misc.examples',
  ).cases.filter((c) => isHttp(c.input));

  it(`RFC 1738 §3.3: ${rows.length} http row`, () => {
    expect(rows.length).toBe(1);
  });

  it.each(rows.map((c) => [c.origin, c.input, c] as const))(
    'RFC 1738 §3.3 (%s): %s is valid, format gives it back',
    (_, input, c) => {
      expect(c.valid).toBe(true);
      const p = parseHttp(input);
      expect(p).toMatchObject({ host: 'ds.internic.net', path: '/instructions/overview.html' });
      expect(http.format(p as HttpParts<'http'>).toString()).toBe(input);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// rfc3986.equivalence and rfc3986.normalize: the http rows are RFC 3986 §6's own examples.
interface EqualCase {
  a: string | UriComponents;
  b: string | UriComponents;
  equal: boolean;
  origin: string;
  options?: unknown;
}
interface NormalizeCase {
  input: string;
  expected: string;
  origin: string;
}

describe('rfc3986.equivalence (http rows)', () => {
  const file = loadVectors<EqualCase>('rfc3986.equivalence');
  const rows = file.cases.filter((c) => isHttp(c.a) || isHttp(c.b));
  it(`RFC 3986 §6.2: ${rows.length} http rows of ${file.cases.length}`, () => {
    expect(rows.length).toBe(7);
  });
  it.each(rows.map((c) => [`${c.a} ${c.equal ? '≡' : '≢'} ${c.b}`, c] as const))(
    'RFC 3986 §6.2.2, §6.2.3: %s',
    (_, c) => {
      expect(equivalent(c.a, c.b)).toBe(c.equal);
    },
  );
});

describe('rfc3986.normalize (http rows)', () => {
  const file = loadVectors<NormalizeCase>('rfc3986.normalize');
  const rows = file.cases.filter((c) => isHttp(c.input));
  it(`RFC 3986 §6.2: ${rows.length} http rows of ${file.cases.length}`, () => {
    expect(rows.length).toBe(5);
  });
  it.each(rows.map((c) => [c.input, c.expected] as const))(
    'RFC 3986 §6.2.2.1, §6.2.3: %s → %s',
    (input, expected) => {
      expect(normalForm(input)).toBe(expected);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// uri-js.equal and fast-uri.equal: the rows where a side is an http(s) URI (text, or a uri-js
// component object, which we build with the core's serialize). Their policy is not RFC 3986
// everywhere: the rows we do not follow are listed by `a|b`.
const URIJS_EQUAL_EXCEPTIONS: Record<string, string> = {};

// RFC 3986 §2, §2.1: a URI is ASCII; a non-ASCII character is written as pct-encoded UTF-8. The
// raw form is an IRI (RFC 3987 §3.1 maps it to the URI); our parse rejects it, so it equals
// nothing. fast-uri maps IRIs first.
const IRI = 'IRI, not a URI: RFC 3986 §2 rejects the raw side (RFC 3987 §3.1 maps it)';
// RFC 3986 §6.2.2.1 lower-cases the hex digits of an IPv6 literal but does not rewrite its
// text; RFC 5952 §4 says how to write an address, it is not an equivalence rule of §6.2.
const IPV6_TEXT = 'RFC 3986 §6.2.2 does not canonicalize IPv6 text (RFC 5952 is for output)';
const iriPairs: [string, string][] = [
  ['http://example.com/日本', 'http://example.com/%E6%97%A5%E6%9C%AC'],
  ['http://example.com/café', 'http://example.com/caf%C3%A9'],
  ['http://example.com/€', 'http://example.com/%E2%82%AC'],
  ['http://example.com/中文', 'http://example.com/%E4%B8%AD%E6%96%87'],
  ['http://example.com/🚀', 'http://example.com/%F0%9F%9A%80'],
  ['http://example.com/😀', 'http://example.com/%F0%9F%98%80'],
  ['http://example.com/users/日本/profile', 'http://example.com/users/%E6%97%A5%E6%9C%AC/profile'],
  ['http://example.com/a/€/b', 'http://example.com/a/%E2%82%AC/b'],
];
const FAST_URI_EQUAL_EXCEPTIONS: Record<string, string> = {
  ...Object.fromEntries(
    iriPairs.flatMap(([a, b]) => [
      [`${a}|${b}`, IRI],
      [`${b}|${a}`, IRI],
    ]),
  ),
  'http://[::1]/|http://[0:0:0:0:0:0:0:1]/': IPV6_TEXT,
  'http://[::]/|http://[0:0:0:0:0:0:0:0]/': IPV6_TEXT,
  'http://[2001:db8::1]/|http://[2001:0db8:0000:0000:0000:0000:0000:0001]/': IPV6_TEXT,
  'http://[1::2:0:0:3]/|http://[1:0:0:0:2:0:0:3]/': IPV6_TEXT,
  // RFC 3986 §2.3: "%2e" is ".", §6.2.2.2 decodes it, §6.2.2.3 then removes "/public/..":
  // equivalent by the RFC. fast-uri keeps them apart on purpose (path-traversal hardening).
  'http://example.com/public/%2e%2e/admin|http://example.com/admin':
    'RFC 3986 §2.3, §6.2.2.3: "%2e%2e" is a dot segment, the two are equivalent',
  // A valid reg-name (RFC 3986 §3.2.2) compared with itself: equal by §6.2.1. fast-uri fails
  // closed because its own host conversion refuses "%25" in a host. check() reports the host.
  'http://trusted.test%2540evil.test/|http://trusted.test%2540evil.test/':
    'RFC 3986 §6.2.1: identical valid URIs are equivalent (fast-uri refuses the host)',
};

const key = (c: EqualCase) =>
  `${typeof c.a === 'string' ? c.a : JSON.stringify(c.a)}|${typeof c.b === 'string' ? c.b : JSON.stringify(c.b)}`;

function runEqualFile(name: string, exceptions: Record<string, string>, expectedRows: number) {
  describe(`${name} (http, https)`, () => {
    const file = loadVectors<EqualCase>(name);
    const rows = file.cases.filter((c) => isHttp(c.a) || isHttp(c.b));
    it(`RFC 3986 §6.2: ${rows.length} http(s) rows of ${file.cases.length} (the rest are other schemes); ${Object.keys(exceptions).length} exceptions`, () => {
      expect(rows.length).toBe(expectedRows);
      expectKeysExist(exceptions, rows.map(key));
    });
    it.each(rows.map((c) => [key(c), c] as const))('RFC 3986 §6.2, RFC 9110 §4.2.3: %s', (k, c) => {
      const ours = equivalent(c.a, c.b);
      if (k in exceptions) expect(ours, exceptions[k]).toBe(!c.equal);
      else expect(ours).toBe(c.equal);
    });
  });
}

runEqualFile('uri-js.equal', URIJS_EQUAL_EXCEPTIONS, 8);
runEqualFile('fast-uri.equal', FAST_URI_EQUAL_EXCEPTIONS, 129);

// ---------------------------------------------------------------------------------------------
// wpt.urltestdata: WHATWG URL parsing, which is not RFC 3986. Selected: every row whose input
// starts with "http:" or "https:" (any case); rows whose WHATWG result is http(s) but whose input
// is something else (a relative reference against a base, leading spaces, backslashes) are
// resolution or repair, not this scheme: counted and left out. An input with "//" ignores its
// base under both specs, so such rows are used whatever the base. Each selected row lands in
// exactly one category below; a category states a checked reason, not a shrug.
interface WptCase {
  input: string;
  base: string | null;
  href?: string;
  origin?: string;
  hostname?: string;
  pathname?: string;
  search?: string;
  failure?: boolean;
  rfc3986: { input_valid: boolean };
}

type Category =
  | 'agree'
  | 'both-reject'
  | 'rfc-invalid-whatwg-repairs'
  | 'no-authority-whatwg-repairs'
  | 'whatwg-rejects-we-warn'
  | 'whatwg-rejects-idna'
  | 'differ-percent-encoding-kept'
  | 'differ-numeric-ipv4-host'
  | 'differ-empty-userinfo'
  | 'differ-ipv6-text'
  | 'differ-idna'
  | 'differ-encode-set';

/** A warning or an error among the findings. */
const hasFinding = (found: readonly SecurityFinding[] | undefined) =>
  (found ?? []).some((f) => f.severity !== 'info');

function checkOf(input: string): readonly SecurityFinding[] | undefined {
  const uri = parse(input);
  return registry.get(uri.scheme ?? '')?.check?.(uri);
}

/** Non-ASCII UTF-8 octets, percent-encoded, in the host: UTS #46 (IDNA) territory. */
const nonAsciiHost = (input: string) => /%[89a-f][0-9a-f]/i.test(parseHttp(input).host);

function classify(c: WptCase): Category {
  const ours = normalForm(c.input);
  if (ours === undefined) {
    if (c.failure) {
      expect(() => parseHttp(c.input)).toThrow(UriError);
      return 'both-reject';
    }
    const generic = attempt(() => parse(c.input, { kind: 'uri' })) === undefined;
    if (generic) {
      // RFC 3986 rejects it (space, "\", bare "%", non-ASCII...); WHATWG repairs it.
      expect(c.rfc3986.input_valid).toBe(false);
      return 'rfc-invalid-whatwg-repairs';
    }
    // "http:foo", "http:/foo": RFC 9110 §4.2.1 wants "//" authority, WHATWG supplies it.
    expect(attempt(() => parseHttp(c.input))).toBeUndefined();
    expect(() => parseHttp(c.input)).toThrow(/authority/);
    return 'no-authority-whatwg-repairs';
  }
  if (c.failure) {
    const found = checkOf(c.input);
    if (hasFinding(found)) {
      expect(found?.find((f) => f.severity !== 'info')?.code).toMatch(/^HTTP_/);
      return 'whatwg-rejects-we-warn';
    }
    expect(nonAsciiHost(c.input)).toBe(true);
    return 'whatwg-rejects-idna';
  }
  if (ours === c.href) {
    // Agreement on the whole URI: the helpers must agree with WHATWG's parts too.
    // (WHATWG's search is '' for an empty query as for none: the href tells them apart.)
    if (c.origin !== undefined) expect(origin(c.input)).toBe(c.origin);
    const query = c.search || ((c.href as string).split('#')[0]?.includes('?') ? '?' : '');
    expect(requestTarget(ours)).toBe(`${c.pathname}${query}`);
    return 'agree';
  }
  const href = c.href as string;
  if (normalForm(href) === ours) {
    // Equivalent (RFC 3986 §6.1), not equal: the texts differ in percent-encoding only.
    expect(href).not.toBe(ours);
    expect(decodeURIComponent(href)).toBe(decodeURIComponent(ours));
    return 'differ-percent-encoding-kept';
  }
  const found = checkOf(c.input) ?? [];
  if (found.some((f) => f.code === 'HTTP_AMBIGUOUS_IPV4')) {
    expect(isIPv4(c.hostname as string)).toBe(true);
    return 'differ-numeric-ipv4-host';
  }
  const p = parseHttp(c.input);
  if (p.userinfo !== undefined) {
    // WHATWG writes "user[:password]@" only for a non-empty user or password.
    const [user = '', pass] = p.userinfo.split(':');
    const written = user || pass ? `${user}${pass ? `:${pass}` : ''}@` : '';
    if (ours.replace(`${p.userinfo}@`, written) === href) {
      expect(written).not.toBe(`${p.userinfo}@`);
      return 'differ-empty-userinfo';
    }
  }
  if (p.hostKind === 'ipv6') {
    // The same address (RFC 4291 §2.2), written another way.
    const theirs = (c.hostname as string).slice(1, -1);
    expect(parseIPv6(p.host)).toEqual(parseIPv6(theirs));
    expect(formatIPv6(p.host)).toBe(formatIPv6(theirs));
    return 'differ-ipv6-text';
  }
  if (nonAsciiHost(c.input)) {
    // UTS #46 maps the host (to A-labels, or drops ignored code points like U+00AD).
    expect(c.hostname).not.toBe(p.host.toLowerCase());
    return 'differ-idna';
  }
  if (decodeURIComponent(ours) === decodeURIComponent(href)) {
    expect(href).not.toBe(ours);
    return 'differ-encode-set';
  }
  throw new Error(`unexplained difference: ${c.input} → ours ${ours}, WHATWG ${href}`);
}

/** Why each category is not a pass, or what a pass means. */
const WPT_CATEGORIES: Record<Category, string> = {
  agree: 'our normal form is the WHATWG href; origin() and requestTarget() match too',
  'both-reject': 'both reject the input (incl. HTTP_EMPTY_HOST, HTTP_INVALID_PORT rows)',
  'rfc-invalid-whatwg-repairs': 'RFC 3986 rejects the text; WHATWG strips, escapes or repairs it',
  'no-authority-whatwg-repairs':
    'RFC 9110 §4.2.1 requires "//" authority; WHATWG reads "http:x" against the base or adds "//"',
  'whatwg-rejects-we-warn':
    'RFC-valid host WHATWG refuses (encoded ASCII, numeric labels); check() reports it',
  'whatwg-rejects-idna':
    'UTS #46 refuses a non-ASCII host; RFC 3986 §3.2.2 allows any UTF-8 reg-name (IDNA not applied)',
  'differ-percent-encoding-kept':
    'WHATWG keeps escapes as written; RFC 3986 §6.2.2.1/§6.2.2.2 normalize them: equivalent',
  'differ-numeric-ipv4-host':
    'WHATWG turns numeric hosts into dotted IPv4; RFC 3986 §7.4 reads a reg-name (HTTP_AMBIGUOUS_IPV4)',
  'differ-empty-userinfo':
    'WHATWG drops an empty user or password; RFC 3986 §6.2.3 gives no rule to drop a delimiter',
  'differ-ipv6-text': 'WHATWG writes RFC 5952 text; RFC 3986 §6.2.2.1 only lower-cases',
  'differ-idna': 'WHATWG applies UTS #46 (IDNA) to the host; RFC 3986 §3.2.2 does not',
  'differ-encode-set': 'WHATWG percent-encodes characters RFC 3986 allows as they are ("\'")',
};

describe('wpt.urltestdata (http, https)', () => {
  const file = loadVectors<WptCase>('wpt.urltestdata');
  const objects = file.cases.filter((c) => typeof c === 'object' && c !== null);
  const rows = objects.filter((c) => /^https?:/i.test(c.input));
  const elsewhere = objects.filter(
    (c) => !/^https?:/i.test(c.input) && /^https?:/.test(c.href ?? ''),
  );
  // Filled by the row tests, read by the summary tests after them (a file runs in order).
  const byCategory = new Map<Category, string[]>();

  it.each(rows.map((c, i) => [i, JSON.stringify(c.input), c] as const))(
    'WHATWG URL vs RFC 9110 §4.2: row %i %s',
    (_, __, c) => {
      const category = classify(c);
      byCategory.set(category, [...(byCategory.get(category) ?? []), c.input]);
    },
  );

  it(`WHATWG URL vs RFC 9110 §4.2: ${rows.length} rows with an http(s) input, each in one category; ${elsewhere.length} http(s) results of other inputs left out`, () => {
    const counts = [...byCategory.values()].map((v) => v.length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(rows.length);
    console.info(Object.fromEntries([...byCategory].map(([k, v]) => [k, v.length])));
  });

  it.each(Object.entries(WPT_CATEGORIES))(
    'RFC 9110 §4.2 vs WHATWG URL: category %s has rows (%s)',
    (category) => {
      const members = byCategory.get(category as Category) ?? [];
      expect(members.length, category).toBeGreaterThan(0);
    },
  );

  it('WHATWG URL vs RFC 9110 §4.2: at least 60 rows agree to the byte', () => {
    expect(byCategory.get('agree')?.length ?? 0).toBeGreaterThanOrEqual(60);
  });
});
