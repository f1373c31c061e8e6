import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  createRegistry,
  parse,
  removeDotSegments,
  resolve,
  resolveWith,
  serialize,
  tryParse,
  UriError,
} from '../src/index.js';
import { absoluteUri, allowLongRuns, hostileString, runs, uriReference } from './arbitraries.js';
import { box, memo } from './fixtures/plugins.js';

allowLongRuns();

const BASE = 'http://a/b/c/d;p?q';

// RFC 3986 §5.4.1, "Normal Examples", against the base http://a/b/c/d;p?q.
const NORMAL: [string, string][] = [
  ['g:h', 'g:h'],
  ['g', 'http://a/b/c/g'],
  ['./g', 'http://a/b/c/g'],
  ['g/', 'http://a/b/c/g/'],
  ['/g', 'http://a/g'],
  ['//g', 'http://g'],
  ['?y', 'http://a/b/c/d;p?y'],
  ['g?y', 'http://a/b/c/g?y'],
  ['#s', 'http://a/b/c/d;p?q#s'],
  ['g#s', 'http://a/b/c/g#s'],
  ['g?y#s', 'http://a/b/c/g?y#s'],
  [';x', 'http://a/b/c/;x'],
  ['g;x', 'http://a/b/c/g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
  ['', 'http://a/b/c/d;p?q'],
  ['.', 'http://a/b/c/'],
  ['./', 'http://a/b/c/'],
  ['..', 'http://a/b/'],
  ['../', 'http://a/b/'],
  ['../g', 'http://a/b/g'],
  ['../..', 'http://a/'],
  ['../../', 'http://a/'],
  ['../../g', 'http://a/g'],
];

// RFC 3986 §5.4.2, "Abnormal Examples" (strict parser answers).
const ABNORMAL: [string, string][] = [
  ['../../../g', 'http://a/g'],
  ['../../../../g', 'http://a/g'],
  ['/./g', 'http://a/g'],
  ['/../g', 'http://a/g'],
  ['g.', 'http://a/b/c/g.'],
  ['.g', 'http://a/b/c/.g'],
  ['g..', 'http://a/b/c/g..'],
  ['..g', 'http://a/b/c/..g'],
  ['./../g', 'http://a/b/g'],
  ['./g/.', 'http://a/b/c/g/'],
  ['g/./h', 'http://a/b/c/g/h'],
  ['g/../h', 'http://a/b/c/h'],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y'],
  ['g;x=1/../y', 'http://a/b/c/y'],
  ['g?y/./x', 'http://a/b/c/g?y/./x'],
  ['g?y/../x', 'http://a/b/c/g?y/../x'],
  ['g#s/./x', 'http://a/b/c/g#s/./x'],
  ['g#s/../x', 'http://a/b/c/g#s/../x'],
  ['http:g', 'http:g'],
];

describe('RFC 3986 §5.4.1: normal examples', () => {
  for (const [ref, expected] of NORMAL) {
    it(`RFC 3986 §5.4.1: "${ref}" → ${expected}`, () => {
      const target = resolve(BASE, ref);
      expect(target.toString()).toBe(expected);
      // The result is a valid URI whose components read back the same (§5.3).
      expect(parse(expected).toComponents()).toEqual(target.toComponents());
    });
  }
});

describe('RFC 3986 §5.4.2: abnormal examples', () => {
  for (const [ref, expected] of ABNORMAL) {
    it(`RFC 3986 §5.4.2: "${ref}" → ${expected}`, () => {
      expect(resolve(BASE, ref).toString()).toBe(expected);
    });
  }

  it('RFC 3986 §5.4.2: "http:g" → http://a/b/c/g for backward-compatible parsers (strict: false)', () => {
    expect(resolve(BASE, 'http:g', { strict: false }).toString()).toBe('http://a/b/c/g');
    // the scheme comparison is case-insensitive (§3.1); another scheme stays absolute
    expect(resolve(BASE, 'HTTP:g', { strict: false }).toString()).toBe('http://a/b/c/g');
    expect(resolve(BASE, 'ftp:g', { strict: false }).toString()).toBe('ftp:g');
  });
});

describe('RFC 3986 §5.2.4: remove_dot_segments', () => {
  it('RFC 3986 §5.2.4: the two worked examples', () => {
    expect(removeDotSegments('/a/b/c/./../../g')).toBe('/a/g');
    expect(removeDotSegments('mid/content=5/../6')).toBe('mid/6');
  });

  it('RFC 3986 §5.2.4: rules A to E one by one', () => {
    expect(removeDotSegments('../a')).toBe('a'); // A
    expect(removeDotSegments('./a')).toBe('a'); // A
    expect(removeDotSegments('/./a')).toBe('/a'); // B
    expect(removeDotSegments('/a/.')).toBe('/a/'); // B at the end
    expect(removeDotSegments('/a/../b')).toBe('/b'); // C
    expect(removeDotSegments('/a/..')).toBe('/'); // C at the end
    expect(removeDotSegments('.')).toBe(''); // D
    expect(removeDotSegments('..')).toBe(''); // D
    expect(removeDotSegments('/a.b/..c/c..')).toBe('/a.b/..c/c..'); // E: not dot segments
  });

  it('returns the input itself when there is no dot segment', () => {
    const path = '/a/b.c/.d/e..';
    expect(removeDotSegments(path)).toBe(path);
  });

  it('RFC 3986 §5.2.4: a million "../" are removed in one linear pass', () => {
    const path = `/${'../'.repeat(1_000_000)}g`;
    expect(removeDotSegments(path)).toBe('/g');
  });
});

describe('RFC 3986 §5.2: the choices where the algorithm leaves room', () => {
  it('RFC 3986 §5.2.4: a path starting with "//" without an authority is written "/.//"', () => {
    const target = resolve('foo:/a', './/b');
    expect(target.toString()).toBe('foo:/.//b');
    expect(target.host).toBeUndefined();
    expect(parse(target.toString()).path).toBe('/.//b');
  });

  it('RFC 3986 §5.2.3: a rootless base follows the literal algorithm ("foo:a/b" + "../c" = "foo:/c")', () => {
    expect(resolve('foo:a/b', '../c').toString()).toBe('foo:/c');
    expect(resolve('foo:a/b', 'c').toString()).toBe('foo:a/c');
    expect(resolve('foo:a', 'c').toString()).toBe('foo:c');
  });

  it('RFC 3986 §5.2.3: merge with an authority and an empty base path puts a "/" first', () => {
    expect(resolve('http://a', 'g').toString()).toBe('http://a/g');
    expect(resolve('http://a?q', '?y').toString()).toBe('http://a?y');
  });

  it('RFC 3986 §5.1: the base fragment is dropped; a base must have a scheme', () => {
    expect(resolve('http://a/b#f', '').toString()).toBe('http://a/b');
    expect(resolve('http://a/b#f', 'c').toString()).toBe('http://a/c');
    const r = tryParse('//a/b');
    if (!r.ok) throw r.error;
    expect(() => resolve(r.value, 'c')).toThrow(UriError);
    try {
      resolve(r.value, 'c');
    } catch (e) {
      expect((e as UriError).code).toBe('INVALID_BASE');
    }
    try {
      resolve('/a/b', 'c');
    } catch (e) {
      expect((e as UriError).code).toBe('MISSING_SCHEME');
    }
  });

  it('RFC 3986 §5.2.2: a reference with a scheme keeps it, dot segments removed', () => {
    expect(resolve(BASE, 'foo://x/a/../b').toString()).toBe('foo://x/b');
    const ref = parse('g:h');
    expect(resolve(BASE, ref)).toBe(ref);
  });

  it('a registry refuses relative paths against a scheme that is not hierarchical', () => {
    const registry = createRegistry([memo, box]);
    expect(() => resolveWith(registry, 'memo:topic', 'other')).toThrow(UriError);
    try {
      resolveWith(registry, 'memo:topic', 'other');
    } catch (e) {
      expect((e as UriError).code).toBe('NOT_HIERARCHICAL');
    }
    // a same-document reference or an absolute one still resolves
    expect(resolveWith(registry, 'memo:topic', '#f').toString()).toBe('memo:topic#f');
    expect(resolveWith(registry, 'box://h/a/b', 'c').toString()).toBe('box://h/a/c');
  });
});

// draft-fielding-url-syntax-05 (1997), Appendix C, base http://a/b/c/d;p?q: the tests of
// { legacy: 'rfc2396' }. "(current document)" is the base without a fragment.
const DRAFT_1997: [string, string][] = [
  ['g:h', 'g:h'],
  ['g', 'http://a/b/c/g'],
  ['./g', 'http://a/b/c/g'],
  ['g/', 'http://a/b/c/g/'],
  ['/g', 'http://a/g'],
  ['//g', 'http://g'],
  ['?y', 'http://a/b/c/?y'],
  ['g?y', 'http://a/b/c/g?y'],
  ['#s', 'http://a/b/c/d;p?q#s'],
  ['g#s', 'http://a/b/c/g#s'],
  ['g?y#s', 'http://a/b/c/g?y#s'],
  [';x', 'http://a/b/c/;x'],
  ['g;x', 'http://a/b/c/g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
  ['.', 'http://a/b/c/'],
  ['./', 'http://a/b/c/'],
  ['..', 'http://a/b/'],
  ['../', 'http://a/b/'],
  ['../g', 'http://a/b/g'],
  ['../..', 'http://a/'],
  ['../../', 'http://a/'],
  ['../../g', 'http://a/g'],
  ['', 'http://a/b/c/d;p?q'],
  ['../../../g', 'http://a/../g'],
  ['../../../../g', 'http://a/../../g'],
  ['/./g', 'http://a/./g'],
  ['/../g', 'http://a/../g'],
  ['g.', 'http://a/b/c/g.'],
  ['.g', 'http://a/b/c/.g'],
  ['g..', 'http://a/b/c/g..'],
  ['..g', 'http://a/b/c/..g'],
  ['./../g', 'http://a/b/g'],
  ['./g/.', 'http://a/b/c/g/'],
  ['g/./h', 'http://a/b/c/g/h'],
  ['g/../h', 'http://a/b/c/h'],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y'],
  ['g;x=1/../y', 'http://a/b/c/y'],
  ['g?y/./x', 'http://a/b/c/g?y/x'],
  ['g?y/../x', 'http://a/b/c/x'],
  ['g#s/./x', 'http://a/b/c/g#s/./x'],
  ['g#s/../x', 'http://a/b/c/g#s/../x'],
  ['http:g', 'http:g'],
  ['http:', 'http:'],
];

describe('draft-fielding-url-syntax-05 Appendix C: legacy "rfc2396"', () => {
  for (const [ref, expected] of DRAFT_1997) {
    it(`draft-fielding-url-syntax-05 Appendix C: "${ref}" → ${expected}`, () => {
      expect(resolve(BASE, ref, { legacy: 'rfc2396' }).toString()).toBe(expected);
    });
  }

  // The last line of Appendix C, "http://a/../b/c = http://a/b/c", describes what some
  // parsers do "inappropriately"; the draft's own algorithm (§5.2 step 3) takes a reference
  // with a scheme as it is, and so do we.
  it('draft-fielding-url-syntax-05 §5.2 step 3: an absolute reference is taken as written', () => {
    expect(resolve(BASE, 'http://a/../b/c', { legacy: 'rfc2396' }).toString()).toBe(
      'http://a/../b/c',
    );
  });
});

// RFC 1808 §5.1 and §5.2, base http://a/b/c/d;p?q#f: the tests of { legacy: 'rfc1808' }.
const RFC_1808: [string, string][] = [
  ['g:h', 'g:h'],
  ['g', 'http://a/b/c/g'],
  ['./g', 'http://a/b/c/g'],
  ['g/', 'http://a/b/c/g/'],
  ['/g', 'http://a/g'],
  ['//g', 'http://g'],
  ['?y', 'http://a/b/c/d;p?y'],
  ['g?y', 'http://a/b/c/g?y'],
  ['g?y/./x', 'http://a/b/c/g?y/./x'],
  ['#s', 'http://a/b/c/d;p?q#s'],
  ['g#s', 'http://a/b/c/g#s'],
  ['g#s/./x', 'http://a/b/c/g#s/./x'],
  ['g?y#s', 'http://a/b/c/g?y#s'],
  [';x', 'http://a/b/c/d;x'],
  ['g;x', 'http://a/b/c/g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
  ['.', 'http://a/b/c/'],
  ['./', 'http://a/b/c/'],
  ['..', 'http://a/b/'],
  ['../', 'http://a/b/'],
  ['../g', 'http://a/b/g'],
  ['../..', 'http://a/'],
  ['../../', 'http://a/'],
  ['../../g', 'http://a/g'],
  ['', 'http://a/b/c/d;p?q#f'],
  ['../../../g', 'http://a/../g'],
  ['../../../../g', 'http://a/../../g'],
  ['/./g', 'http://a/./g'],
  ['/../g', 'http://a/../g'],
  ['g.', 'http://a/b/c/g.'],
  ['.g', 'http://a/b/c/.g'],
  ['g..', 'http://a/b/c/g..'],
  ['..g', 'http://a/b/c/..g'],
  ['./../g', 'http://a/b/g'],
  ['./g/.', 'http://a/b/c/g/'],
  ['g/./h', 'http://a/b/c/g/h'],
  ['g/../h', 'http://a/b/c/h'],
  ['http:g', 'http:g'],
  ['http:', 'http:'],
];

describe('RFC 1808 §5.1, §5.2: legacy "rfc1808"', () => {
  for (const [ref, expected] of RFC_1808) {
    it(`RFC 1808 §5: "${ref}" → ${expected}`, () => {
      expect(resolve(`${BASE}#f`, ref, { legacy: 'rfc1808' }).toString()).toBe(expected);
    });
  }

  it('RFC 1808 §2.4.5: params follow the first ";" and are not dot-processed', () => {
    expect(resolve(BASE, 'g;x=1/../y', { legacy: 'rfc1808' }).toString()).toBe(
      'http://a/b/c/g;x=1/../y',
    );
  });
});

const segment = fc.constantFrom('a', 'b', '.', '..', '', 'c;p', '%2E', 'x:y');
const path = fc.array(segment, { maxLength: 6 }).map((s) => s.join('/'));
const smallRef = fc
  .tuple(
    fc.constantFrom('', '/', '//h', '//h/', 'z:', 'z:/', 'http:'),
    path,
    fc.option(fc.constantFrom('', 'q', 'a/./b'), { nil: undefined }),
    fc.option(fc.constantFrom('', 'f'), { nil: undefined }),
  )
  .map(
    ([head, p, q, f]) =>
      `${head}${p}${q === undefined ? '' : `?${q}`}${f === undefined ? '' : `#${f}`}`,
  )
  .filter((s) => tryParse(s).ok);
const smallBase = fc
  .tuple(fc.constantFrom('http://a', 'http://a/', 'foo:', 'foo:/', 'http://u@[::1]:8'), path)
  .map(([head, p]) => head + p)
  .filter((s) => tryParse(s).ok);
// Every base parses as a URI (§5.1) and every reference as a URI-reference: small hand-made
// ones that meet the §5.2.2 branches often, and generated ones from the ABNF (arbitraries.ts).
const baseArb = fc.oneof(
  smallBase,
  absoluteUri.map((u) => u.text),
);
const refArb = fc.oneof(
  smallRef,
  uriReference.map((u) => u.text),
);

describe('properties of resolve (RFC 3986 §5.2, §5.3)', () => {
  test.prop([baseArb, refArb, fc.constantFrom(undefined, 'rfc2396', 'rfc1808')], runs(2000))(
    'RFC 3986 §5.3: the result is a URI that parses back to the same components',
    (base, ref, legacy) => {
      const target = resolve(base, ref, { legacy: legacy as 'rfc2396' | undefined });
      const again = parse(target.toString(), { kind: 'uri' });
      expect(again.toComponents()).toEqual(target.toComponents());
    },
  );

  test.prop([baseArb, refArb], runs(1000))(
    'RFC 3986 §5.2.4: a strict result has no dot segment in its path',
    (base, ref) => {
      // §5.2.2 takes the base path as it is for a reference with an empty path and no
      // authority or scheme: only the other references are dot-free.
      const r = parse(ref);
      fc.pre(r.path !== '' || r.host !== undefined || r.scheme !== undefined);
      const target = resolve(base, ref);
      const p =
        target.path.startsWith('/./') && target.host === undefined
          ? target.path.slice(2)
          : target.path;
      expect(removeDotSegments(p)).toBe(p);
    },
  );

  // Mostly valid pairs (599 of 1,000 sampled), so that resolution itself runs; the rest is
  // hostile text. Before, two fc.string() drew a URI base and a reference in 6 of 1,000 pairs.
  const anyBase = fc.oneof(
    { weight: 3, arbitrary: absoluteUri.map((u) => u.text) },
    { weight: 1, arbitrary: hostileString },
  );
  const anyRef = fc.oneof(
    { weight: 3, arbitrary: uriReference.map((u) => u.text) },
    { weight: 1, arbitrary: hostileString },
  );
  test.prop([anyBase, anyRef], runs(1000))(
    'RFC 3986 §5.2: a URI and a reference always resolve; anything else throws nothing but UriError',
    (base, ref) => {
      const valid = tryParse(base, { kind: 'uri' }).ok && tryParse(ref).ok;
      let target: ReturnType<typeof resolve> | undefined;
      try {
        target = resolve(base, ref);
      } catch (e) {
        expect(e).toBeInstanceOf(UriError);
        expect(valid, `${base} + ${ref}: ${(e as UriError).code}`).toBe(false);
        return;
      }
      expect(valid).toBe(true);
      expect(parse(target.toString(), { kind: 'uri' }).toComponents()).toEqual(
        target.toComponents(),
      );
    },
  );
});

describe('RFC 3986 §5.2.3, §5.2.4: a climbing reference settled without merging', () => {
  // resolve takes a shortcut for a reference path that only climbs ("./", "../") before a rest
  // without dot segments, against a parsed base path without dot segments. A base made by
  // serialize is not known to be free of dot segments, so it takes the general algorithm
  // (merge, then remove_dot_segments): both must give the same target.
  const segment = fc.constantFrom('.', '..', 'g', 'h.', '.g', '..g', 'g..', '', ';x', 'a%2E');
  const refPath = fc.array(segment, { minLength: 1, maxLength: 7 }).map((s) => s.join('/'));
  const basePath = fc
    .array(fc.constantFrom('b', 'c', 'd;p', '', 'e.f'), { maxLength: 5 })
    .map((s) => `/${s.join('/')}`);
  test.prop([basePath, refPath], runs(3000))(
    'RFC 3986 §5.2.4: the same target as merge then remove_dot_segments',
    (path, ref) => {
      const text = `http://a${path}?q`;
      const parsed = parse(text);
      const composed = serialize({ scheme: 'http', host: 'a', path, query: 'q' });
      expect(composed.toString()).toBe(text);
      const reference = ref.includes(':') ? `./${ref}` : ref;
      expect(resolve(parsed, reference).toString()).toBe(resolve(composed, reference).toString());
    },
  );
});
