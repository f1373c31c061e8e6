import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import { equivalent, relativize, resolve, tryParse, UriError } from '../src/index.js';

const BASE = 'http://a/b/c/d;p?q';

describe('relativize: the inverse of RFC 3986 §5.2', () => {
  // Targets from the §5.4.1 table, and the shortest reference that gives each back.
  const cases: [string, string][] = [
    ['http://a/b/c/g', 'g'],
    ['http://a/b/c/g/', 'g/'],
    ['http://a/g', '/g'],
    ['http://g', '//g'],
    ['http://a/b/c/d;p?y', '?y'],
    ['http://a/b/c/g?y', 'g?y'],
    ['http://a/b/c/d;p?q#s', '#s'],
    ['http://a/b/c/;x', ';x'],
    ['http://a/b/c/d;p?q', ''],
    ['http://a/b/c/', './'],
    ['http://a/b/', '../'],
    ['http://a/b/g', '../g'],
    ['http://a/', '/'],
    ['g:h', 'g:h'],
  ];
  for (const [target, expected] of cases) {
    it(`RFC 3986 §5.4.1 inverse: ${target} → "${expected}"`, () => {
      const r = relativize(BASE, target);
      expect(r.toString()).toBe(expected);
      expect(resolve(BASE, r).toString()).toBe(target);
    });
  }

  it('RFC 3986 §4.2: a first segment with ":" gets "./" in front', () => {
    const r = relativize('http://a/b/c', 'http://a/b/x:y');
    expect(r.toString()).toBe('./x:y');
    expect(resolve('http://a/b/c', r).toString()).toBe('http://a/b/x:y');
  });

  it('RFC 3986 §5.2.2: a target without the base query uses its last segment', () => {
    expect(relativize('http://a/b/c?q', 'http://a/b/c').toString()).toBe('c');
    expect(relativize('http://a/b/?q', 'http://a/b/').toString()).toBe('./');
  });

  it('falls back to a network-path or an absolute reference', () => {
    expect(relativize('http://a/b', 'http://x/b').toString()).toBe('//x/b');
    expect(relativize('http://a/b', 'https://a/b').toString()).toBe('https://a/b');
    expect(relativize('http://a/b', 'http:/b').toString()).toBe('http:/b');
  });

  it('RFC 3986 §5.1: base and target must be URIs', () => {
    expect(() => relativize('/a', 'http://a/')).toThrow(UriError);
    const r = tryParse('//a/b');
    if (!r.ok) throw r.error;
    expect(() => relativize('http://a/', r.value)).toThrow(UriError);
  });
});

// Make-relative vectors are checked by the round trip, not by the string: each library picks
// its own (equally valid) reference.
describe('shared vectors: make-relative (round trip of RFC 3986 §5.2)', () => {
  const files: [string, string][] = [
    ['ruby-uri.make-relative', 'roundtrip_ok'],
    ['perl-uri.make-relative', 'roundtrip_ok_after_normalization'],
  ];
  for (const [file, flag] of files) {
    const data = loadVectors<
      Record<string, unknown> & { base: string; target: string; expected: string }
    >(file);
    data.cases.forEach((c, n) => {
      it(`${file} #${n} ${c.base} → ${c.target}`, () => {
        const target = resolve(c.base, c.target);
        const r = relativize(c.base, target);
        expect(equivalent(resolve(c.base, r), target)).toBe(true);
        // never longer than the other library's answer, where that one round-trips (`flag`)
        const theirs = tryParse(c.expected);
        if (c[flag] === true && theirs.ok && equivalent(resolve(c.base, theirs.value), target)) {
          expect(r.toString().length).toBeLessThanOrEqual(c.expected.length);
        }
      });
    });
  }
});

const seg = fc.constantFrom('a', 'b', 'c', '', 'x:y', '%41', '.', '..');
const pathArb = fc.array(seg, { maxLength: 5 }).map((s) => `/${s.join('/')}`);
const uriArb = fc
  .tuple(
    fc.constantFrom('http://a', 'http://b', 'https://a', 'foo:'),
    pathArb,
    fc.option(fc.constantFrom('', 'q', 'r'), { nil: undefined }),
    fc.option(fc.constantFrom('', 'f'), { nil: undefined }),
  )
  .map(
    ([h, p, q, f]) => `${h}${p}${q === undefined ? '' : `?${q}`}${f === undefined ? '' : `#${f}`}`,
  )
  .filter((s) => tryParse(s, { kind: 'uri' }).ok);

describe('properties of relativize', () => {
  test.prop([uriArb, uriArb], { numRuns: 3000 })(
    'resolve(base, relativize(base, target)) is equivalent to target (RFC 3986 §6.2.2)',
    (base, target) => {
      const r = relativize(base, target);
      expect(equivalent(resolve(base, r), target)).toBe(true);
    },
  );
});
