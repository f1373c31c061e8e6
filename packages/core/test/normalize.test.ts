import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  createRegistry,
  equivalent,
  normalize,
  normalizeWithReport,
  parse,
  resolve,
  tryParse,
  UriError,
} from '../src/index.js';
import { uriReference } from './arbitraries.js';
import { box, webHttp, webHttps } from './fixtures/plugins.js';

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

const absolute = uriReference.filter(({ components }) => components.scheme !== undefined);

describe('properties of normalize (RFC 3986 §6.2.2)', () => {
  test.prop([uriReference], { numRuns: 1000 })(
    'idempotent: normalize(normalize(x)) = normalize(x)',
    ({ text }) => {
      const once = registry.normalize(text);
      expect(registry.normalize(once).toString()).toBe(once.toString());
      // and the normal form is a valid URI reference with the same components when re-parsed
      expect(parse(once.toString()).toComponents()).toEqual(once.toComponents());
    },
  );

  test.prop([absolute, uriReference], { numRuns: 1000 })(
    'commutes with resolution: normalize(resolve(b, r)) = normalize(resolve(normalize(b), r))',
    ({ text: b }, { text: r }) => {
      const direct = normalize(resolve(b, r));
      const viaNormalBase = normalize(resolve(normalize(b), r));
      expect(viaNormalBase.toString()).toBe(direct.toString());
    },
  );

  test.prop([fc.string()])('any string: normalize throws nothing but UriError', (s) => {
    const r = tryParse(s);
    if (r.ok) expect(() => normalize(s)).not.toThrow();
    else expect(() => normalize(s)).toThrow(UriError);
  });
});

describe('the fast path of normalize', () => {
  test.prop([uriReference], { numRuns: 2000 })(
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
