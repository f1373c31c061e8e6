import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  createRegistry,
  equivalent,
  normalize,
  normalizeWithReport,
  parse,
  resolve,
  resolveWith,
  tryParse,
  UriError,
} from '../src/index.js';
import { normalForm, sameForms, sameNormalForm } from '../src/normalize.js';
import {
  absoluteUri,
  allowLongRuns,
  dottedPath,
  encodedDot,
  lastSegmentIsDot,
  rootless,
  runs,
  uriReference,
} from './arbitraries.js';
import { box, webHttp, webHttps } from './fixtures/plugins.js';

allowLongRuns();

const registry = createRegistry([webHttp, webHttps, box]);

describe('RFC 3986 §6.2.2: syntax-based normalization', () => {
  it('RFC 3986 §6.2.2: the example of the section', () => {
    expect(normalize('eXAMPLE://a/./b/../b/%63/%7bfoo%7d').toString()).toBe(
      'example://a/b/c/%7Bfoo%7D',
    );
    expect(equivalent('example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d')).toBe(
      true,
    );
  });

  it('RFC 3986 §6.2.2.1: scheme and host to lower case, nothing else', () => {
    expect(normalize('HTTP://User@www.EXAMPLE.com/Path?Q#F').toString()).toBe(
      'http://User@www.example.com/Path?Q#F',
    );
  });

  it('RFC 3986 §6.2.2.1: hex digits of escapes to upper case, in every component', () => {
    expect(normalize('x://u%3a@h%3a/p%3a?q%3a#f%3a').toString()).toBe(
      'x://u%3A@h%3A/p%3A?q%3A#f%3A',
    );
  });

  it('RFC 3986 §6.2.2.1: the host lower-cased keeps upper-case hex in its escapes', () => {
    expect(normalize('x://A%c3%bcB/').toString()).toBe('x://a%C3%BCb/');
  });

  it('RFC 3986 §6.2.2.1: IPv6 hex digits to lower case, the text otherwise kept', () => {
    expect(normalize('http://[2001:DB8:0:0::1]/').toString()).toBe('http://[2001:db8:0:0::1]/');
    expect(normalize('http://[V7.ABC]/').toString()).toBe('http://[v7.abc]/');
  });

  it('RFC 3986 §6.2.2.2: escapes of ALPHA, DIGIT, "-", ".", "_", "~" are decoded', () => {
    expect(normalize('x://h/%41%7a%30%2D%2E%5F%7E').toString()).toBe('x://h/Az0-._~');
    // in a host, the decoded letter is lower-cased too
    expect(normalize('x://%45x/').toString()).toBe('x://ex/');
  });

  it("RFC 3986 §2.2, §6.2.2.2: reserved characters and !*'() stay escaped", () => {
    const uri = 'x://h/%21%2A%27%28%29%2F%3F%23%5B%5D%40';
    expect(normalize(uri).toString()).toBe(uri);
  });

  it('RFC 3986 §6.2.2.3: dot segments removed from a path that starts with "/"', () => {
    expect(normalize('x://h/a/./b/../c').toString()).toBe('x://h/a/c');
    expect(normalize('/a/../b').toString()).toBe('/b');
  });

  it('RFC 3986 §6.2.2.3: relative and rootless paths keep their dot segments (our reading)', () => {
    expect(normalize('../a/./b').toString()).toBe('../a/./b');
    expect(normalize('foo:a/../b').toString()).toBe('foo:a/../b');
  });

  it('RFC 3986 §6.2.2.3: a result starting with "//" without an authority keeps "/."', () => {
    expect(normalize('foo:/.//a').toString()).toBe('foo:/.//a');
    expect(normalize('foo:/a/..//b').toString()).toBe('foo:/.//b');
  });

  it('each step can be switched off', () => {
    const input = 'HTTP://EX/%7e/./a%2f';
    expect(normalize(input, { case: false }).toString()).toBe('HTTP://EX/~/a%2f');
    expect(normalize(input, { percent: false }).toString()).toBe('http://ex/%7E/a%2F');
    expect(normalize(input, { dots: false }).toString()).toBe('http://ex/~/./a%2F');
    expect(normalize(input, { case: false, percent: false, dots: false }).toString()).toBe(input);
  });

  it('reports which rules changed something', () => {
    expect(normalizeWithReport('HTTP://a/./b').changed).toEqual(['case', 'dots']);
    expect(normalizeWithReport('http://a/%7e').changed).toEqual(['percent']);
    expect(registry.normalizeWithReport('http://a:80').changed).toEqual(['port', 'scheme']);
    const same = parse('http://a/b');
    const report = normalizeWithReport(same);
    expect(report.changed).toEqual([]);
    expect(report.uri).toBe(same);
  });

  it('a string input is parsed strictly: UriError for what is not a URI reference', () => {
    expect(() => normalize('http://a b/')).toThrow(UriError);
  });
});

describe('RFC 3986 §6.2.3: scheme-based normalization', () => {
  const forms = [
    'http://example.com',
    'http://example.com/',
    'http://example.com:/',
    'http://example.com:80/',
  ];
  it('RFC 3986 §6.2.3: the four equivalent forms normalize to http://example.com/', () => {
    for (const form of forms) {
      expect(registry.normalize(form).toString(), form).toBe('http://example.com/');
    }
    for (const a of forms) for (const b of forms) expect(registry.equivalent(a, b)).toBe(true);
  });

  it('RFC 3986 §6.2.3: without a registry only syntax-based rules apply', () => {
    expect(normalize('http://example.com:80/').toString()).toBe('http://example.com:80/');
    expect(equivalent('http://example.com', 'http://example.com/')).toBe(false);
  });

  it('RFC 3986 §6.2.3: the default port is compared as a number; other ports stay', () => {
    expect(registry.normalize('box://h:04000/x').toString()).toBe('box://h/x');
    expect(registry.normalize('box://h:4001/x').toString()).toBe('box://h:4001/x');
    expect(registry.normalize('https://h:80/').toString()).toBe('https://h:80/');
  });

  it('a scheme with no plugin in the registry gets syntax-based rules only', () => {
    expect(registry.normalize('other://h:80').toString()).toBe('other://h:80');
  });
});

describe('RFC 3986 §6.1, §6.2: equivalent', () => {
  it('RFC 3986 §6.2.1: identical strings are equivalent', () => {
    expect(equivalent('x:a', 'x:a')).toBe(true);
  });

  it('RFC 3986 §6.1: fragments count unless ignoreFragment', () => {
    expect(equivalent('http://a/#x', 'http://a/#y')).toBe(false);
    expect(equivalent('http://a/#x', 'http://a/#y', { ignoreFragment: true })).toBe(true);
    expect(equivalent('http://a/', 'http://a/#y', { ignoreFragment: true })).toBe(true);
  });

  it('RFC 3986 §6.1: relative references are resolved against base, or refused', () => {
    expect(equivalent('../g', 'http://a/b/g', { base: 'http://a/b/c/d' })).toBe(true);
    expect(() => equivalent('../g', 'http://a/b/g')).toThrow(UriError);
    try {
      equivalent('g', 'g');
    } catch (e) {
      expect((e as UriError).code).toBe('INVALID_BASE');
    }
  });

  it('RFC 3986 §6.2.2.1: userinfo, path, query and fragment are case-sensitive', () => {
    expect(equivalent('http://U@a/P?Q#F', 'http://u@a/p?q#f')).toBe(false);
  });
});

describe('properties of normalize (RFC 3986 §6.2.2)', () => {
  test.prop([uriReference], runs(1000))(
    'RFC 3986 §6.2.2: idempotent, normalize(normalize(x)) = normalize(x), a valid reference',
    ({ text }) => {
      const once = normalize(text);
      expect(normalize(once).toString()).toBe(once.toString());
      // the normal form is a valid URI reference with the same components when re-parsed
      expect(parse(once.toString()).toComponents()).toEqual(once.toComponents());
      // and a URI is equivalent to its normal form (§6.2.1: same text after §6.2.2)
      if (parse(text).isAbsolute) expect(equivalent(text, once)).toBe(true);
    },
  );

  test.prop([uriReference], runs(1000))(
    'RFC 3986 §6.2.3: through a registry, idempotent too; a URI its plugin refuses is refused alike by parse',
    ({ text }) => {
      let once: ReturnType<typeof normalize>;
      try {
        once = registry.normalize(text);
      } catch (e) {
        // one route: the scheme's parse rules, with the same code (generated schemes can
        // name a plugin: "BOx:" without an authority)
        expect(e).toBeInstanceOf(UriError);
        expect(() => registry.parse(text)).toThrow(
          expect.objectContaining({ code: (e as UriError).code }),
        );
        return;
      }
      expect(registry.normalize(once).toString()).toBe(once.toString());
      expect(parse(once.toString()).toComponents()).toEqual(once.toComponents());
    },
  );

  test.prop([absoluteUri, uriReference], runs(1000))(
    'RFC 3986 §5.2, §6.2.2: normalize∘resolve = resolve∘normalize: normalize(resolve(b, r)) = normalize(resolve(normalize(b), normalize(r)))',
    ({ text: b }, { text: r }) => {
      // Where the law holds (the three boundaries below are tested as examples): the base's
      // last segment is no dot segment, no dot segment of an absolute URI is written with "%2E"
      // (a relative reference keeps such a segment escaped), and no rootless path is in play.
      const base = parse(b);
      const ref = parse(r);
      fc.pre(!lastSegmentIsDot(base.path) && !rootless(base) && !rootless(ref));
      fc.pre(!encodedDot(base.path) && (ref.scheme === undefined || !encodedDot(ref.path)));
      const direct = resolve(b, r);
      const viaNormal = resolve(normalize(b), normalize(r));
      expect(normalize(viaNormal).toString()).toBe(normalize(direct).toString());
      expect(equivalent(viaNormal, direct)).toBe(true);
    },
  );

  it('RFC 3986 §5.2.1, §5.2.3: a base ending in a dot segment resolves otherwise once normalized (base normalization is optional)', () => {
    // merge() drops the base's last segment, "..", before remove_dot_segments sees it
    expect(resolve('http://a/b/..', 'c').toString()).toBe('http://a/b/c');
    expect(normalize('http://a/b/..').toString()).toBe('http://a/');
    expect(resolve(normalize('http://a/b/..'), 'c').toString()).toBe('http://a/c');
    expect(resolve('http://a/b/%2E%2E', 'c').toString()).toBe('http://a/b/c');
  });

  it('RFC 3986 §5.2.4, §6.2.2.2: in a relative reference an escaped dot segment stays escaped (resolve removes only literal ones)', () => {
    // "..": resolve pops the "%2E" segment. Decoded, the reference would be "./../c", which
    // resolves to http://a/c: normalizing must not change what a reference resolves to.
    expect(resolve('http://a/b/', '%2E/../c').toString()).toBe('http://a/b/c');
    expect(normalize('%2e/../c').toString()).toBe('%2E/../c');
    expect(resolve('http://a/b/', normalize('%2E/../c')).toString()).toBe('http://a/b/c');
    // the fuzzer's case, against §5.4's base
    const base = 'http://a/b/c/d;p?q';
    expect(resolve(base, 'g/%2e%2e/..').toString()).toBe('http://a/b/c/g/');
    expect(normalize('g/%2e%2e/..').toString()).toBe('g/%2E%2E/..');
    expect(resolve(base, normalize('g/%2e%2e/..')).toString()).toBe('http://a/b/c/g/');
    // an absolute-path reference: the literal ".." pops the escaped segment, as in resolve
    expect(normalize('/g/%2E%2e/../%61%2E').toString()).toBe('/g/a.');
    expect(normalize(resolve(base, '/g/%2E%2e/../%61%2E')).toString()).toBe('http://a/g/a.');
    // other escapes are still decoded
    expect(normalize('%2E%2Ex/%2e').toString()).toBe('..x/%2E');
    // kept escaped, nothing is reported as decoded
    expect(normalizeWithReport('/a/%2E/b').changed).toEqual([]);
    expect(normalizeWithReport('a/%2e/b').changed).toEqual(['case']);
    // an absolute URI is already resolved: §6.2.2.2 then §6.2.2.3, as the RFC orders them
    expect(normalize('http://a/b/%2E%2E/c').toString()).toBe('http://a/c');
  });

  it('RFC 3986 §5.2.2, §6.2.2.3: rootless paths keep their dot segments in normalize, not in resolve (our reading)', () => {
    // "%2e" is a dot segment only once decoded (§6.2.2.2); resolve removes literal ones (§5.2.4)
    expect(resolve('a:', 'a:./%2e').toString()).toBe('a:%2e');
    expect(normalize('a:./%2e').toString()).toBe('a:./.');
    expect(resolve('a:', normalize('a:./%2e')).toString()).toBe('a:');
    expect(normalize('a:%2e').toString()).toBe('a:.');
  });

  test.prop([fc.string()])('any string: normalize throws nothing but UriError', (s) => {
    const r = tryParse(s);
    if (r.ok) expect(() => normalize(s)).not.toThrow();
    else expect(() => normalize(s)).toThrow(UriError);
  });
});

// The registry route with a stand-in plugin (test/fixtures/plugins.ts): `Box://host:port/items`,
// default port 4000, hierarchical. Its URIs carry what the route acts on: scheme and host case,
// the default port (also "04000") and an empty one, dot segments and escapes in the path.
const boxUri = fc
  .tuple(
    fc.constantFrom('box', 'BOX', 'Box'),
    fc.oneof(
      fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,5}(\.[A-Za-z]{1,4})?$/),
      fc.constantFrom('[2001:DB8::1]', '[2001:db8:0:0:0:0:0:1]', '%41%62c'),
    ),
    fc.constantFrom(undefined, '', '4000', '04000', '80'),
    dottedPath,
    fc.option(fc.constantFrom('', 'q', 'a=%7e'), { nil: undefined }),
  )
  .map(
    ([scheme, host, port, path, query]) =>
      `${scheme}://${host}${port === undefined ? '' : `:${port}`}${path}${query === undefined ? '' : `?${query}`}`,
  );
/** Relative-path and absolute-path references (§4.2) with dot segments and escapes. */
const relativeRef = fc
  .tuple(
    fc.constantFrom('', '/'),
    fc.array(fc.constantFrom('a', 'B', '.', '..', '%41', '%7e', '%2F', 'c;p'), {
      minLength: 1,
      maxLength: 4,
    }),
    fc.constantFrom('', '?q', '#f'),
  )
  .map(([root, segments, rest]) => `${root}${segments.join('/')}${rest}`);

describe('properties of the registry route (RFC 3986 §6.2.3, stand-in plugin)', () => {
  test.prop([boxUri], runs(500))(
    'RFC 3986 §6.2.3: registry.normalize is the plugin route, idempotent, equivalent to its input, without the default port',
    (text) => {
      const n = registry.normalize(text);
      expect(box.normalize(text).toString()).toBe(n.toString());
      expect(registry.normalize(n).toString()).toBe(n.toString());
      expect(registry.equivalent(text, n)).toBe(true);
      expect(registry.equivalent(n, text)).toBe(true);
      expect(n.scheme).toBe('box');
      expect(n.host).toBe(n.host?.toLowerCase());
      expect(n.portNumber).not.toBe(4000);
      expect(registry.parse(n).parts).toEqual(registry.parse(registry.normalize(n)).parts);
    },
  );

  test.prop([boxUri, relativeRef], runs(500))(
    'RFC 3986 §5.2, §6.2.3: through the registry, normalize∘resolve = resolve∘normalize',
    (b, r) => {
      fc.pre(!lastSegmentIsDot(parse(b).path) && !encodedDot(parse(b).path) && !encodedDot(r));
      const direct = resolveWith(registry, b, r);
      const viaNormal = resolveWith(registry, registry.normalize(b), r);
      expect(registry.normalize(viaNormal).toString()).toBe(registry.normalize(direct).toString());
      expect(registry.equivalent(viaNormal, direct)).toBe(true);
    },
  );
});

describe('the fast path of normalize', () => {
  test.prop([uriReference], runs(2000))(
    'what the parser marks as already normal is what the full rules leave unchanged',
    ({ text }) => {
      // `{}` as options takes the full path; no options may take the parser's shortcut
      expect(normalize(text).toString()).toBe(normalize(text, {}).toString());
    },
  );

  test.prop([
    fc.constantFrom(
      'HTTP://a/',
      'http://A/',
      'http://a/%7e',
      'http://a/./b',
      'http://a/b/..',
      'http://[::A]/',
      'x:/a/.',
      'x:/.',
      'x:/a/..?q',
      'x:/a/.#f',
    ),
  ])('RFC 3986 §6.2.2: upper case, escapes and dot segments are never skipped', (text) => {
    expect(normalize(text).toString()).not.toBe(text);
    expect(normalize(text).toString()).toBe(normalize(text, {}).toString());
  });
});

describe('RFC 3986 §6.2.3: equivalence decided in place agrees with comparing normal forms', () => {
  // sameNormalForm compares two URIs component by component without building their normal
  // forms when the parser saw only case differences in them. Whatever it answers must be what
  // comparing the normal forms answers (normalForm + sameForms), on pairs built to be close:
  // the case of scheme and host flipped, the port written as empty, default or with zeros, an
  // empty path against "/", a fragment changed.
  const flip = (s: string, bits: number) =>
    [...s].map((c, i) => ((bits >> (i % 30)) & 1 ? c.toUpperCase() : c)).join('');
  const variant = fc.record({
    caseBits: fc.integer({ min: 0, max: 2 ** 30 - 1 }),
    port: fc.constantFrom(undefined, '', '80', '080', '8080', '0'),
    root: fc.boolean(),
    fragment: fc.constantFrom(undefined, 'x', 'y'),
  });
  const stepsOf = fc.record({
    defaultPort: fc.constantFrom(undefined, 80),
    rules: fc.record({
      percent: fc.constant(true),
      dots: fc.constant(true),
      ipv6: fc.boolean(),
      rootPath: fc.boolean(),
    }),
  });
  const optionsOf = fc.record({
    ignoreFragment: fc.boolean(),
    case: fc.constantFrom(undefined, false),
  });

  test.prop([absoluteUri, variant, variant, stepsOf, optionsOf], runs(3000))(
    'RFC 3986 §6.2.2.1, §6.2.3: the same answer as the normal forms, or no answer',
    ({ components: c }, va, vb, steps, options) => {
      const make = (v: typeof va) => {
        const withHost = c.host !== undefined;
        const text =
          `${flip(c.scheme!, v.caseBits)}:` +
          (withHost
            ? `//${c.userinfo === undefined ? '' : `${c.userinfo}@`}${flip(c.host!, v.caseBits >> 7)}${v.port === undefined ? '' : `:${v.port}`}`
            : '') +
          (withHost && v.root && c.path === '' ? '/' : c.path) +
          (c.query === undefined ? '' : `?${c.query}`) +
          (v.fragment === undefined ? '' : `#${v.fragment}`);
        return parse(text, { allowZoneId: true });
      };
      const a = make(va);
      const b = make(vb);
      const quick = sameNormalForm(a, b, options, steps);
      const full = sameForms(
        normalForm(a, options, steps),
        normalForm(b, options, steps),
        options.ignoreFragment,
      );
      expect(quick === undefined || quick === full, `${a} ${b}`).toBe(true);
      // With no escape, dot segment or zone identifier (and case normalization on), there is
      // always an answer.
      if (
        !`${a}${b}`.includes('%') &&
        !/(^|\/)\.\.?(\/|$)/.test(a.path) &&
        options.case !== false
      ) {
        expect(quick, `${a} ${b}`).toBe(full);
      }
    },
  );
});
