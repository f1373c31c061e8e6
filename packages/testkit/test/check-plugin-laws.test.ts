// checkPluginLaws: clean on http and https, and each law reported on a plugin that breaks it
// (a law must fail on a plugin that breaks it). The broken plugins are http's definition with
// one hook broken, or http itself with one method replaced.
import {
  type AnySchemePlugin,
  defineScheme,
  normalize,
  type SecurityFinding,
  Uri,
  UriError,
} from '@urikit/core/plugin';
import {
  type HttpParts,
  type HttpScheme,
  http,
  https,
  parseHttp,
  requestTarget,
} from '@urikit/http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPluginLaws,
  checkProtocolLaws,
  type LawSamples,
  type PluginLawId,
  type ProtocolLawId,
  pluginLawTable,
  protocolLawTable,
} from '../src/index.js';

const opt = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

// Parts of valid http(s) URIs (RFC 9110 §4.2.1): hosts in several spellings, escapes of
// unreserved characters and of delimiters, dot segments, empty and absent components.
const partsOf = <S extends HttpScheme>(scheme: S): fc.Arbitrary<HttpParts<S>> =>
  fc.record({
    scheme: fc.constant(scheme),
    userinfo: opt(fc.constantFrom('', 'u', 'U:p%41')),
    host: fc.constantFrom(
      'example.com',
      'EXAMPLE.com',
      'a%41',
      '[::1]',
      '[2001:DB8::0:1]',
      '192.0.2.1',
    ),
    port: opt(fc.constantFrom(0, 80, 443, 8080, 65535)),
    path: fc.constantFrom('', '/', '/a/../b/./c', '/%7esmith', '/a%2Fb', '//x'),
    query: opt(fc.constantFrom('', 'q=%41', 'a&b')),
    fragment: opt(fc.constantFrom('', 'f', '%7E')),
  });

// RFC 9110 §4.2.3's and RFC 3986 §6.2.3's examples, refusals of RFC 9110 §4.2.1.
const httpSamples: LawSamples<HttpParts<'http'>> = {
  valid: [
    'http://example.com:80/~smith/home.html',
    'http://EXAMPLE.com/%7Esmith/home.html',
    'http://EXAMPLE.com:/%7esmith/home.html',
    'http://example.com',
    'http://www.example.org/where?q=now',
    'http://ds.internic.net/instructions/overview.html#WARNING',
    'http://[2001:db8::7]:8080/c?',
    'http://u:p@h:0/a/../b/./c',
  ],
  invalid: [
    ['http:///a', 'EMPTY_HOST', 7],
    ['http://a:65536/', 'PORT_OUT_OF_RANGE', 9],
  ],
  equivalent: [
    ['http://example.com:80/~smith/home.html', 'http://EXAMPLE.com:/%7esmith/home.html'],
    ['http://example.com', 'http://example.com/'],
  ],
  different: [
    ['http://example.com/#', 'http://example.com/'],
    ['http://a:443/', 'http://a/'],
  ],
  parts: partsOf('http'),
};

const httpsSamples: LawSamples<HttpParts<'https'>> = {
  valid: ['https://example.com', 'https://example.com:443/', 'https://[::1]:8443/a%2Fb?q#f'],
  invalid: [['https://:443', 'EMPTY_HOST', 8]],
  equivalent: [['https://example.com', 'HTTPS://EXAMPLE.COM:443/']],
  different: [['https://a:80/', 'https://a/']],
  parts: partsOf('https'),
};

describe('checkPluginLaws on the plugins of this repository', () => {
  it('RFC 9110 §4.2.1: http keeps every law', () => {
    expect(checkPluginLaws(http, httpSamples)).toEqual([]);
  });

  it('RFC 9110 §4.2.2: https keeps every law', () => {
    expect(checkPluginLaws(https, httpsSamples)).toEqual([]);
  });

  it('runs the laws asked for, each once, and returns frozen data', () => {
    const found = checkPluginLaws(http, { valid: [] });
    expect(found).toEqual([
      { law: 'samples-valid', rule: 'RFC 3986 §3', input: undefined, message: 'no valid samples' },
    ]);
    expect(Object.isFrozen(found) && Object.isFrozen(found[0])).toBe(true);
    expect(checkPluginLaws(http, { valid: [] }, { laws: ['hierarchical'] })).toEqual([]);
    expect(pluginLawTable.map((law) => law.id)).toEqual([
      ...new Set(pluginLawTable.map((l) => l.id)),
    ]);
    for (const law of pluginLawTable) expect(law.rule).toMatch(/^RFC \d+ §\d/);
  });
});

// ---------------------------------------------------------------------------------------------
// One broken plugin per law. Their samples: some of the above, without generated parts, so that
// each plugin is tried where its hook is wrong.

const d = http.definition;
type H = HttpParts<'http'>;

const base: LawSamples<H> = {
  valid: [
    'http://example.com:80/~smith/home.html',
    'http://EXAMPLE.com/%7Esmith/home.html',
    'http://example.com',
    'http://www.example.org/where?q=%41',
    'http://[2001:db8::7]:8080/c?',
    'http://u:p@h:0/a/../b/./c',
  ],
  invalid: [
    ['http:///a', 'EMPTY_HOST', 7],
    ['http://a:65536/', 'PORT_OUT_OF_RANGE', 9],
  ],
  equivalent: [['http://a/%7e', 'HTTP://A/~']],
  different: [['http://a/x', 'http://a/y']],
};

const withFragment = { ...base, valid: [...base.valid, 'http://a/b#WARNING'] };

// A broken plugin, the samples it is tried on, and the laws it breaks.
type Row = readonly [
  broken: string,
  plugin: AnySchemePlugin,
  samples: LawSamples<H>,
  laws: readonly PluginLawId[],
];

const rows: readonly Row[] = [
  ['no valid sample', http, { valid: [] }, ['samples-valid']],
  [
    'parse gives parts that are not frozen',
    { ...http, parse: (input: string | Uri) => ({ ...http.parse(input) }) },
    base,
    ['parts-frozen'],
  ],
  [
    'format drops the default port (RFC 9110 §4.2.3) the parts name',
    defineScheme({
      ...d,
      format: (p: H) => d.format({ ...p, port: p.port === 80 ? undefined : p.port }),
    }),
    base,
    ['parse-format-round-trip'],
  ],
  [
    'format throws an Error on parts without a host',
    defineScheme({
      ...d,
      format: (p: H) => {
        if (typeof p?.host !== 'string') throw new Error('no host');
        return d.format(p);
      },
    }),
    base,
    ['format-refuses-misfits'],
  ],
  // Without a relation of its own, a scheme's equivalence is the normal form's: a format that
  // breaks `format-parse-equivalent` breaks `format-normal-form` too.
  [
    'parse drops the fragment',
    defineScheme({ ...d, parse: (u: Uri): H => ({ ...d.parse(u), fragment: undefined }) }),
    withFragment,
    ['format-parse-equivalent', 'format-normal-form'],
  ],
  [
    'parse drops the fragment, and the relation compares the parts',
    defineScheme({
      ...d,
      parse: (u: Uri): H => ({ ...d.parse(u), fragment: undefined }),
      equivalent: (a: H, b: H) => a.host === b.host && a.port === b.port && a.path === b.path,
    }),
    { ...withFragment, equivalent: [] },
    ['format-normal-form'],
  ],
  [
    'normalizeParts appends "/" each time',
    defineScheme({ ...d, normalizeParts: (p: H) => ({ ...p, path: `${p.path}/` }) }),
    base,
    ['normalize-idempotent'],
  ],
  // The core's route runs the syntax-based step on what `format` wrote (contract v3): a plugin
  // made by defineScheme cannot break `syntax-normal`; a plugin object whose normalize is its
  // own can, and then differs from the registry's route too.
  [
    'normalize writes the parts as written (issue 22: the data: plugin)',
    { ...http, normalize: (input: string | Uri) => http.format(http.parse(input)) },
    base,
    ['normalize-idempotent', 'syntax-normal'],
  ],
  [
    'equivalent is not symmetric',
    defineScheme({
      ...d,
      equivalent: (a: H, b: H) =>
        JSON.stringify(a) === JSON.stringify(b) || (a.host === 'x.test' && b.host === 'y.test'),
    }),
    { ...base, valid: [...base.valid, 'http://x.test/', 'http://y.test/'] },
    ['equivalence-relation'],
  ],
  [
    'parse refuses the default port written out (RFC 3986 §6.2.3)',
    defineScheme({
      ...d,
      parse: (u: Uri): H => {
        if (u.port === '80') throw new UriError('PORT_80', 'RFC 3986 §3.2.3', u.toString(), 0);
        return d.parse(u);
      },
    }),
    { ...base, valid: base.valid.filter((u) => !u.includes(':80')) },
    ['default-port'],
  ],
  [
    'parse refuses every fragment, which resolution gives (RFC 3986 §5.2)',
    defineScheme({
      ...d,
      parse: (u: Uri): H => {
        if (u.fragment !== undefined) {
          throw new UriError('NO_FRAGMENT', 'RFC 3986 §3.5', u.toString(), u.offsetOf('fragment'));
        }
        return d.parse(u);
      },
    }),
    base,
    ['hierarchical'],
  ],
  [
    'parse throws a TypeError on "%00"',
    defineScheme({
      ...d,
      parse: (u: Uri): H => {
        if (u.toString().includes('%00')) throw new TypeError('NUL');
        return d.parse(u);
      },
    }),
    base,
    ['hostile-input'],
  ],
  [
    'check reports a finding that is not frozen, not prefixed and names no rule',
    defineScheme({
      ...d,
      check: (): readonly SecurityFinding<never>[] => [
        {
          code: 'NOTE' as never,
          message: 'a note',
          severity: 'info',
          index: 0,
          component: undefined,
        },
      ],
    }),
    base,
    ['findings-data'],
  ],
  [
    'normalizeWithReport takes what parse refuses',
    {
      ...http,
      normalizeWithReport: (input: string | Uri) => ({ uri: normalize(input), changed: [] }),
    },
    base,
    ['invalid-refused'],
  ],
  [
    'the empty path is not "/" (RFC 9110 §4.2.3 dropped)',
    defineScheme({ ...d, rules: { ...d.rules, rootPath: false } }),
    { ...base, equivalent: [['http://example.com', 'http://example.com/']] },
    ['equivalent-pairs'],
  ],
  [
    'equivalent compares the hosts only',
    defineScheme({ ...d, equivalent: (a: H, b: H) => a.host === b.host }),
    base,
    ['different-pairs'],
  ],
];

describe('a law must fail on a plugin that breaks it', () => {
  it('the samples of the broken plugins are clean on http itself', () => {
    const all = new Set(rows.flatMap((row) => row[2].valid));
    expect(checkPluginLaws(http, { ...base, valid: [...all] })).toEqual([]);
  });

  it('every law has a broken plugin below', () => {
    const covered = new Set(rows.flatMap((row) => row[3]));
    expect(pluginLawTable.filter((law) => !covered.has(law.id))).toEqual([]);
  });

  it.each(rows)('%s: reported as such', (_broken, plugin, samples, laws) => {
    const found = checkPluginLaws(plugin, samples);
    expect(found.length).toBeGreaterThan(0);
    expect([...new Set(found.map((v) => v.law))]).toEqual(laws);
  });
});

// ---------------------------------------------------------------------------------------------
// The protocol laws: RFC 9112 §3.2.1 and §11.1 (request splitting) on http's requestTarget, and
// one broken helper per law.

type Target = (input: string | Uri | H) => unknown;

const targetSamples = {
  valid: httpSamples.valid,
  sent: (t: unknown) => (Array.isArray(t) ? t : [t]) as readonly string[],
  parse: parseHttp,
  parts: partsOf('http'),
};

// The request target written from parts as they are, unchecked.
const unchecked = (p: H) => `${p.path || '/'}${p.query === undefined ? '' : `?${p.query}`}`;

const helpers: readonly (readonly [broken: string, law: ProtocolLawId, helper: Target])[] = [
  ['a request that is not frozen', 'protocol-samples', (i) => [requestTarget(i)]],
  [
    'text parse refuses gives "/"',
    'protocol-hostile-text',
    (i) => {
      if (typeof i !== 'string') return requestTarget(i);
      try {
        return requestTarget(i);
      } catch {
        return '/';
      }
    },
  ],
  [
    'parts are written unchecked',
    'protocol-parts',
    (i) => (typeof i === 'string' || i instanceof Uri ? requestTarget(i) : unchecked(i)),
  ],
];

describe('checkProtocolLaws', () => {
  it("RFC 9112 §3.2.1: http's requestTarget keeps every law", () => {
    expect(checkProtocolLaws(http, requestTarget, targetSamples)).toEqual([]);
  });

  it('every protocol law has a broken helper below', () => {
    expect(protocolLawTable.map((law) => law.id)).toEqual(helpers.map((row) => row[1]));
  });

  it.each(helpers)('%s: reported as %s only', (_broken, law, helper) => {
    const found = checkProtocolLaws(http, helper, targetSamples);
    expect(found.length).toBeGreaterThan(0);
    expect([...new Set(found.map((v) => v.law))]).toEqual([law]);
  });
});
