// Every row of ../shared/vectors that touches mailto (grep -l mailto), through one adapter per
// kind of file. A row we do not follow is in the file's exception list with the reason; the test
// asserts that each exception still names a row and that our answer still differs, so an
// exception can neither rot nor hide a pass. Expected values are the upstream ones, untouched;
// the adapters only translate their shapes into ours (said where they do).
import { createRegistry, relativizeWith, resolveWith, type Uri, UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import { type MailtoParts, mailto } from '../src/index.js';

const registry = createRegistry([mailto]);
type Row = Record<string, unknown>;
type Pair = readonly [string, string];

const has = (row: Row) => JSON.stringify(row).toLowerCase().includes('mailto');
const rowsOf = (file: string) => loadVectors<Row>(file).cases.filter(has);

/** Our parts of `input`, or the code we refuse it with. */
function ours(input: string): MailtoParts | string {
  try {
    return registry.parse(input).parts as MailtoParts;
  } catch (e) {
    if (e instanceof UriError) return e.code;
    throw e;
  }
}

/**
 * Their `to` and header pairs in our shape: `to` hfields folded into the addresses (split on
 * ","), names in lower case (RFC 6068 §2: "mailto:a?to=b" is "mailto:a,b"; hfname is
 * case-insensitive). This is the only translation; values are compared as they are.
 */
function fold(to: readonly string[], headers: readonly Pair[]) {
  const all = [...to];
  const rest: Pair[] = [];
  for (const [n, v] of headers) {
    if (n.toLowerCase() === 'to') all.push(...v.split(','));
    else rest.push([n.toLowerCase(), v]);
  }
  return { to: all, headers: rest };
}

/**
 * Runs `rows`: `diff(row)` is '' when we agree, else what differs. Exceptions are keyed by
 * `key(row)` and must each still match a row and still differ.
 */
function suite(
  file: string,
  rows: Row[],
  key: (row: Row) => string,
  diff: (row: Row) => string,
  exceptions: Record<string, string>,
) {
  describe(`${file} (mailto rows)`, () => {
    it('has its mailto rows, and every exception still names one', () => {
      expect(rows.length).toBeGreaterThan(0);
      for (const k of Object.keys(exceptions))
        expect(
          rows.some((r) => key(r) === k),
          k,
        ).toBe(true);
    });
    for (const row of rows) {
      const k = key(row);
      const reason = exceptions[k];
      if (reason === undefined) {
        it(`${k}`, () => expect(diff(row)).toBe(''));
      } else {
        it(`exception: ${k}: ${reason}`, () => expect(diff(row)).not.toBe(''));
      }
    }
  });
}

const same = (a: unknown, b: unknown, what: string) =>
  JSON.stringify(a) === JSON.stringify(b)
    ? ''
    : `${what}: ours ${JSON.stringify(a)}, theirs ${JSON.stringify(b)}; `;

// Why we differ, shared by several files.
const NOT_3986 = 'not RFC 3986 (raw non-ASCII, "[", "]" or a lone surrogate): the core refuses it';
const IDNA =
  'the domain comes back as an IDNA A-label; we keep the decoded name (RFC 6068 §2 item 4: IDNA applies when the message is composed)';
const PRE_ENCODED =
  'upstream keeps "%XX" in a value as an escape; a "%" in data is "%25" (RFC 6068 §2 item 1, §7: never decode twice)';
const AT_IN_QUOTES =
  'same URI, another spelling: "@" in a quoted local part need not be encoded (RFC 6068 §2 item 1); equivalent';
const DOMAIN_CASE = 'same URI, another spelling: upstream lower-cases the domain; equivalent';
const ATEXT =
  'RFC 6068 §2 domain = dot-atom-text, and "?" and "#" are atext (RFC 5322 §3.2.3): a valid addr-spec';
const DOT_ATOM = 'not a dot-atom-text (RFC 5322 §3.2.3: no empty label, no trailing "."): refused';
const NOT_ADDR_SPEC = 'not an RFC 6068 §2 addr-spec: refused';
const NOT_FIELD_NAME = 'not an RFC 5322 §3.6.8 field-name (no space): refused';
const GENERIC =
  'a generic RFC 3986 row; as a mailto URI it has an authority or a raw "/" (RFC 6068 §2): refused';

describe('RFC 6068 text and its companions', () => {
  suite(
    'rfc6068.mailto',
    rowsOf('rfc6068.mailto'),
    (r) => r.input as string,
    (r) => {
      const p = ours(r.input as string);
      if (r.valid === false) return typeof p === 'string' ? '' : 'accepted';
      if (typeof p === 'string') return p;
      const d = r.decoded as { to: string[]; headers: Pair[] };
      const want = fold(d.to, d.headers);
      return same(p.to, want.to, 'to') + same(p.headers, want.headers, 'headers');
    },
    {},
  );

  suite(
    'rfc-misc.examples',
    rowsOf('rfc-misc.examples'),
    (r) => r.input as string,
    (r) => {
      const p = ours(r.input as string);
      return typeof p === 'string' ? p : '';
    },
    {
      'mailto:addr1%2C%20addr2':
        'RFC 2368 example: a mailbox list without domains; RFC 6068 §9 changed the syntax to addr-spec',
      'mailto:?to=addr1%2C%20addr2': 'RFC 2368 example (as above)',
      'mailto:addr1?to=addr2': 'RFC 2368 example (as above)',
    },
  );

  suite(
    'rfc3986.equivalence',
    rowsOf('rfc3986.equivalence'),
    (r) => `${r.a} ${r.b}`,
    (r) => same(registry.equivalent(r.a as string, r.b as string), r.equal, 'equal'),
    {},
  );

  for (const file of ['rfc3986.parse', 'fluent-uri.parse']) {
    suite(
      file,
      rowsOf(file),
      (r) => r.input as string,
      (r) => {
        const p = ours(r.input as string);
        return typeof p === 'string' ? p : same(p.to, [(r.input as string).slice(7)], 'to');
      },
      {},
    );
  }
});

describe('other libraries: parse', () => {
  suite(
    'perl-uri.scheme-specific',
    rowsOf('perl-uri.scheme-specific').filter((r) => r.scheme === 'mailto'),
    (r) => r.input as string,
    (r) => {
      const p = ours(r.input as string);
      if (typeof p === 'string') return p;
      const e = r.expected as { to?: string; headers?: string[] };
      if (e.headers !== undefined) {
        // URI.pm's headers(): a flat name, value list, the path's "to" first
        const pairs: Pair[] = [];
        for (let k = 0; k < e.headers.length; k += 2)
          pairs.push([e.headers[k]!, e.headers[k + 1]!]);
        const want = fold([], pairs);
        return same(p.to, want.to, 'to') + same(p.headers, want.headers, 'headers');
      }
      return same(p.to.join(','), e.to, 'to');
    },
    {
      'mailto:%3F/%23': `${NOT_ADDR_SPEC}; and a raw "/" must be encoded (RFC 6068 §2 item 1)`,
      'mailto:user@[127.0.0.1]': NOT_3986,
      'mailto:user@[IPv6:fe80::e828:209d:20e:c0ae]': NOT_3986,
      'mailto:gisle@aas.no?cc=gisle%40ActiveState.com%2Clarry%40wall.org&Subject=How+do+you+do%3F&garbage=%2F%3B%3F%23%3D%26':
        'URI.pm reads "+" as a space (HTML forms); RFC 6068 §5: "+" is a "+", a space is %20',
    },
  );

  suite(
    'ruby-uri.scheme-specific',
    rowsOf('ruby-uri.scheme-specific').filter((r) => r.scheme === 'mailto'),
    (r) => r.input as string,
    (r) => {
      const input = r.input as string;
      const p = ours(input);
      const e = r.expected as { valid?: boolean; to_s?: string; to?: string; headers?: Pair[] };
      if (e.valid === false) return typeof p === 'string' ? '' : 'accepted';
      if (typeof p === 'string') return p;
      let d = '';
      if (e.to_s !== undefined) {
        d += same(registry.equivalent(mailto.format(p), e.to_s), true, 'format ≡ to_s');
      }
      if (e.to !== undefined) d += same(p.to.join(','), e.to, 'to');
      if (e.headers !== undefined) d += same(p.headers, fold([], e.headers).headers, 'headers');
      return d;
    },
    {},
  );

  // uri-js, and fast-uri (which keeps its API): to, subject, body, headers (the fields other
  // than subject and body, names as written), error. Their generic fields (path: null, query
  // null for "?", reference) describe their component object, not the mailto reading.
  const jsDiff = (r: Row) => {
    const p = ours(r.input as string);
    const e = r.expected as Record<string, unknown>;
    if (e.error) return typeof p === 'string' ? '' : 'accepted';
    if (typeof p === 'string') return p;
    let d = '';
    if ('to' in e) d += same(p.to, e.to, 'to');
    if ('subject' in e) d += same(p.subject ?? null, e.subject, 'subject');
    if ('body' in e) d += same(p.body ?? null, e.body, 'body');
    if ('fragment' in e) d += same(p.fragment ?? null, e.fragment, 'fragment');
    if ('headers' in e) {
      const rest = p.headers.filter(([n]) => n !== 'subject' && n !== 'body');
      const want = Object.entries((e.headers ?? {}) as Record<string, string>).map(
        ([n, v]): Pair => [n.toLowerCase(), v],
      );
      d += same(rest, want, 'headers');
    }
    return d;
  };
  const jsKey = (r: Row) => `${r.input}${r.options ? ` ${JSON.stringify(r.options)}` : ''}`;

  suite('fast-uri.parse', rowsOf('fast-uri.parse'), jsKey, jsDiff, {
    'mailto:user@納豆.example.org': NOT_3986,
    'mailto:user@納豆.example.org {"unicodeSupport":true}': NOT_3986,
    'mailto:user@example.org%3Fquery': ATEXT,
    'mailto:user@example.org%23fragment': ATEXT,
    'mailto:user@[IPv6:2001:db8::1]': NOT_3986,
    'mailto:a@b.test?subject=\udc00': NOT_3986,
    'mailto:\ud800@b.test': NOT_3986,
    'mailto:a@b.test?subject=😀': NOT_3986,
    'mailto:user@a..b': DOT_ATOM,
    'mailto:user@a.com.': DOT_ATOM,
    'mailto:user@1.2.3':
      'upstream rewrites the domain as a WHATWG IPv4 address (1.2.0.3); a domain is kept as written',
    'ma%69lto:user@example.org': 'not RFC 3986: "%" is not allowed in a scheme (§3.1)',
    'mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO': IDNA,
  });

  suite('fast-uri.parse-fixtures', rowsOf('fast-uri.parse-fixtures'), jsKey, jsDiff, {
    'mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO': IDNA,
  });

  suite('uri-js.parse', rowsOf('uri-js.parse'), jsKey, jsDiff, {
    'mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO': IDNA,
  });
});

describe('other libraries: serialize', () => {
  // Their component object in our shape: `headers` as an object becomes pairs in its order;
  // `to`, `subject`, `body` are ours already. A `path` (ignored by them) has no part here.
  const input = (c: Record<string, unknown>): MailtoParts => {
    const call = c.call as { args: [string] } | undefined;
    if (call) return mailto.parse(call.args[0]);
    return {
      to: (c.to ?? []) as string[],
      headers: Object.entries((c.headers ?? {}) as Record<string, string>),
      subject: c.subject as string | undefined,
      body: c.body as string | undefined,
    };
  };
  const key = (r: Row) => `${r.expected}${r.options ? ` ${JSON.stringify(r.options)}` : ''}`;
  const diff = (r: Row) => {
    let uri: Uri;
    try {
      uri = mailto.format(input(r.components as Record<string, unknown>));
    } catch (e) {
      if (e instanceof UriError) return e.code;
      throw e;
    }
    return same(uri.toString(), r.expected, 'uri');
  };
  // Rows where ours is the same URI spelt otherwise: the exception test sees the difference,
  // this one checks the two are equivalent (RFC 3986 §6.2 with RFC 6068).
  const spelling = (file: string, keys: string[]) =>
    it(`${file}: the rows spelt otherwise are equivalent URIs`, () => {
      for (const r of rowsOf(file).filter((r) => keys.includes(key(r)))) {
        const c = r.components as Record<string, unknown>;
        expect(registry.equivalent(mailto.format(input(c)), r.expected as string), key(r)).toBe(
          true,
        );
      }
    });

  const common = {
    'mailto:%22not%40me%22@example.org': AT_IN_QUOTES,
    'mailto:gorby%25kremvax@example.com': PRE_ENCODED,
    'mailto:unlikely%3Faddress@example.com?blat=foop': PRE_ENCODED,
    'mailto:us%C3%A9r@xn--99zt52a.example.org?subject=Test&body=NATTO': IDNA,
  };
  suite('uri-js.serialize', rowsOf('uri-js.serialize'), key, diff, common);
  spelling('uri-js.serialize', ['mailto:%22not%40me%22@example.org']);

  suite('fast-uri.serialize', rowsOf('fast-uri.serialize'), key, diff, {
    ...common,
    'mailto:user@example.org?subject=a%2Fb': PRE_ENCODED,
    'mailto:user@example.org?subject=a%2Fb%25GGc': PRE_ENCODED,
    'mailto:user@example.org%3Fsubject%3Dinjected': DOMAIN_CASE,
    'mailto:user@[x%3Fsubject%3Dinjected]': `upstream writes raw brackets: ${NOT_3986}`,
    'mailto:user@[ipv6:2001:db8::1]': `upstream writes raw brackets: ${NOT_3986}`,
    'mailto:a%2Cb@example.org': NOT_ADDR_SPEC,
    'mailto:user@xn--99zt52a.example.org': IDNA,
    'mailto:user@納豆.example.org {"unicodeSupport":true}': `upstream writes an IRI: ${NOT_3986}`,
    'mailto:user@example.org?x%20y=%3Ca%3E%26b%20c': NOT_FIELD_NAME,
  });
  spelling('fast-uri.serialize', [
    'mailto:%22not%40me%22@example.org',
    'mailto:user@example.org%3Fsubject%3Dinjected',
  ]);
});

describe('other libraries: equal', () => {
  for (const file of ['uri-js.equal', 'fast-uri.equal']) {
    suite(
      file,
      rowsOf(file),
      (r) => `${r.a} ${r.b}`,
      (r) => same(registry.equivalent(r.a as string, r.b as string), r.equal, 'equal'),
      {},
    );
  }
});

describe('generic rows with mailto URIs: resolution and relative references', () => {
  suite(
    'go.resolve',
    rowsOf('go.resolve'),
    (r) => `${r.base} ${r.ref}`,
    (r) =>
      same(resolveWith(registry, r.base as string, r.ref as string).toString(), r.expected, 'uri'),
    {},
  );

  // The RFC 3986 answer of the row (resolved against its base, or the input itself), through
  // the registry: our answer is that URI, or a refusal where the row says WHATWG fails.
  const route = (input: string, base: unknown): string => {
    try {
      return (
        base ? resolveWith(registry, base as string, input) : registry.parse(input).uri
      ).toString();
    } catch (e) {
      if (e instanceof UriError) return e.code;
      throw e;
    }
  };
  const wptExceptions = {
    'mailto:/example.com/': GENERIC,
    'mailto:example.com/': GENERIC,
    'mailto:/../': GENERIC,
    'mailto://example.com:8080/pathname?search#hash': GENERIC,
    'mailto:///test': GENERIC,
    'mailto://test/a/../b': GENERIC,
  };
  suite(
    'wpt.urltestdata',
    rowsOf('wpt.urltestdata'),
    (r) => r.input as string,
    (r) => {
      const got = route(r.input as string, r.base);
      const rfc = r.rfc3986 as { resolved: string | null };
      if (r.failure) return /^[A-Z][A-Z0-9_]*$/.test(got) ? '' : `accepted: ${got}`;
      return same(got, rfc.resolved, 'uri');
    },
    wptExceptions,
  );
  suite(
    'wpt.failures',
    rowsOf('wpt.failures'),
    (r) => r.input as string,
    (r) => {
      const got = route(r.input as string, r.base);
      return /^[A-Z][A-Z0-9_]*$/.test(got) ? '' : `accepted: ${got}`;
    },
    {},
  );
  suite(
    'wpt.resolve-rfc3986-agreeing',
    rowsOf('wpt.resolve-rfc3986-agreeing'),
    (r) => r.ref as string,
    (r) => same(route(r.ref as string, r.base), r.expected, 'uri'),
    {
      'mailto:/example.com/': GENERIC,
      'mailto:example.com/': GENERIC,
      'mailto://example.com:8080/pathname?search#hash': GENERIC,
      'mailto:///test': GENERIC,
    },
  );

  // Ruby's relative references are its own (the file says so): the property is that the
  // reference resolves back to the target, for theirs and for ours (a mailto target is not
  // hierarchical: relativize gives it back whole, or a same-document reference).
  suite(
    'ruby-uri.make-relative',
    rowsOf('ruby-uri.make-relative'),
    (r) => `${r.base} ${r.target}`,
    (r) => {
      const base = r.base as string;
      const target = r.target as string;
      const mine = relativizeWith(registry, base, target);
      return (
        same(resolveWith(registry, base, r.expected as string).toString(), target, 'theirs') +
        same(resolveWith(registry, base, mine).toString(), target, 'ours')
      );
    },
    {},
  );
});
