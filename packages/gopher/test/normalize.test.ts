// Normalization and equivalence (RFC 3986 §6.2.2–§6.2.3 with RFC 4266 §2.1), through the one
// route: plugin and registry give the same answers. Expected normal forms are worked out by
// hand from the rules in SCHEMES.md §1: host case, ":70" dropped, the type always written,
// every octet escaped only where RFC 3986 requires it, nothing else touched.
import {
  createRegistry,
  normalize,
  parse,
  percentEncodeBytes,
  resolve,
  resolveWith,
} from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { gopher, gopherLegacy } from '../src/index.js';

const registry = createRegistry([gopher]);

describe('normal forms', () => {
  it.each([
    // RFC 3986 §6.2.2.1, §6.2.3: host case, default port, empty port.
    ['GOPHER://Example.COM:70/1', 'gopher://example.com/1'],
    ['gopher://example.com:/0x', 'gopher://example.com/0x'],
    ['gopher://[2001:DB8:0:0:0:0:0:7]:7070/1', 'gopher://[2001:db8::7]:7070/1'],
    // RFC 4266 §2.1: the empty gopher-path is written as type 1.
    ['gopher://example.com', 'gopher://example.com/1'],
    ['gopher://example.com/', 'gopher://example.com/1'],
    ['gopher://example.com#top', 'gopher://example.com/1#top'],
    // RFC 4266 §2.1: no character is reserved: escapes that need not be are decoded…
    ['gopher://example.com/0a%2Fb%3B%3d%40', 'gopher://example.com/0a/b;=@'],
    ['gopher://example.com/%31x', 'gopher://example.com/1x'],
    // …and what RFC 3986 requires is escaped, hex in upper case (§6.2.2.1).
    ['gopher://example.com/0a?b', 'gopher://example.com/0a%3Fb'],
    ['gopher://example.com/0%c3%a9%ff', 'gopher://example.com/0%C3%A9%FF'],
    ['gopher://example.com/7a%09b%2bc', 'gopher://example.com/7a%09b+c'],
    ['gopher://example.com/1x%09%09?', 'gopher://example.com/1x%09%09%3F'],
    // No dot segments (RFC 4266 §2.1: "/" means nothing), "+" stays "+".
    ['gopher://example.com/0a/./b/../c', 'gopher://example.com/0a/./b/../c'],
    ['gopher://example.com/0a+b', 'gopher://example.com/0a+b'],
    // The fragment is normalized by RFC 3986 §6.2.2 only.
    ['gopher://example.com/0x#%7euser%2f', 'gopher://example.com/0x#~user%2F'],
  ])('%s → %s', (input, normal) => {
    expect(registry.normalize(input).toString()).toBe(normal);
    expect(gopher.normalize(input).toString()).toBe(normal);
  });

  it('RFC 6874: an IPv6 zone identifier allowed on input stays, in the syntax-based normal form', () => {
    // Contract v3: the core does not run the scheme's format step on a host with a zone
    // identifier (format writes none), so the normal form is RFC 3986 §6.2.2 with the core's
    // part of §6.2.3 (IPv6 in lower case, the zone kept, ":70" dropped); it reads as the same
    // parts, but the gopher-path keeps its spelling.
    const options = { allowZoneId: true };
    const cases = [
      [gopher, 'gopher://[FE80::1%25Eth0]', 'gopher://[fe80::1%25Eth0]'],
      [gopher, 'gopher://[fe80::1%25eth0]:70/0a%2fb#x', 'gopher://[fe80::1%25eth0]/0a%2Fb#x'],
      [gopherLegacy, 'gopher://[fe80::1%25eth0]/7a?b', 'gopher://[fe80::1%25eth0]/7a?b'],
    ] as const;
    for (const [plugin, input, normal] of cases) {
      const n = plugin.normalize(input, options);
      expect(n.toString()).toBe(normal);
      // The same parts but the host's spelling and the default port (§6.2.3).
      const same = { host: '', port: undefined };
      expect({ ...plugin.parse(n), ...same }).toEqual({ ...plugin.parse(input, options), ...same });
    }
    expectUriError(() => gopher.normalize('gopher://[fe80::1%25eth0]'), 'ZONE_ID_NOT_ALLOWED', 17);
  });

  it('RFC 4266 §2.1: each escape is decoded exactly when no RFC 3986 rule needs it, in any case', () => {
    // Every octet, escaped with upper- and lower-case hex, once alone and once among others.
    for (let o = 0; o < 256; o++) {
      for (const hex of [
        o.toString(16).padStart(2, '0').toUpperCase(),
        o.toString(16).padStart(2, '0'),
      ]) {
        if (o === 9 || o === 10 || o === 13) continue; // a separator, or refused in a selector
        const octets = Uint8Array.of(0x61, o, 0x62);
        const normal = `gopher://h/0${percentEncodeBytes(octets, 'path')}`;
        expect(gopher.normalize(`gopher://h/0a%${hex}b`).toString()).toBe(normal);
        expect(gopher.normalize(`gopher://h/0%41%${hex}%3Fb`).toString()).toBe(
          `gopher://h/0A${normal.slice(13, -1)}%3Fb`,
        );
      }
    }
  });

  it('returns the input itself when it is already normal', () => {
    const uri = parse('gopher://example.com/0a%09b');
    expect(gopher.normalize(uri)).toBe(uri);
    // RFC 3986 §3.3: escapes a path needs stay as they are, hex digits of letters included.
    for (const u of [
      'gopher://h/0%3F%25%23%C3%A9%FF%7F%5B%5D',
      'gopher://h/1/%7B%7D%00',
      'gopher://h/1',
    ]) {
      const normal = parse(u);
      expect(gopher.normalize(normal), u).toBe(normal);
      expect(gopher.normalizeWithReport(normal).changed, u).toEqual([]);
    }
  });

  it('reports the scheme rule when the gopher-path is rewritten', () => {
    expect(gopher.normalizeWithReport('gopher://example.com').changed).toEqual(['scheme']);
    expect(gopher.normalizeWithReport('gopher://EXAMPLE.com/0a%2Fb').changed).toEqual([
      'case',
      'scheme',
    ]);
    expect(gopher.normalizeWithReport('gopher://example.com/1').changed).toEqual([]);
  });

  it('RFC 3986 §6.2.2.1, §6.2.2.2: with case or percent off, the gopher-path is not written again', () => {
    // The canonical gopher-path writes hex in upper case and decodes what need not be escaped:
    // a caller who switches either rule off gets the syntax-based form (§6.2.2), with the same
    // parts.
    for (const options of [{ case: false }, { percent: false }] as const) {
      for (const u of ['gopher://h/0a%2fb', 'gopher://h/0%41?b', 'gopher://h']) {
        const n = gopher.normalize(u, options);
        expect(n.toString(), u).toBe(normalize(u, options).toString());
        expect(gopher.parse(n)).toEqual(gopher.parse(u));
      }
    }
    expect(gopher.normalize('gopher://h', { case: false }).toString()).toBe('gopher://h');
    // With both on (the default), the same URIs are written the gopher way (§6.2.3).
    expect(gopher.normalize('gopher://h/0%41?b').toString()).toBe('gopher://h/0A%3Fb');
    expect(gopher.normalize('gopher://h/0a%2fb').toString()).toBe('gopher://h/0a/b');
  });

  it('the normal form reads back as the same parts', () => {
    for (const u of ['gopher://ex.com/0a%2f?%3F#x', 'gopher://h/9%fe%09%FF%09%00', 'gopher://h']) {
      expect(gopher.parse(registry.normalize(u))).toEqual(gopher.parse(u));
    }
  });
});

describe('equivalence', () => {
  it('RFC 4266 §2.1: parts compare by their octets', () => {
    expect(registry.equivalent('gopher://h/0a%2Fb', 'gopher://h/0a/b')).toBe(true);
    expect(registry.equivalent('gopher://h/0%61', 'gopher://h/0a')).toBe(true);
    expect(registry.equivalent('gopher://h/9%ff', 'gopher://h/9%FF')).toBe(true);
    expect(registry.equivalent('gopher://h/0a?b', 'gopher://h/0a%3fb')).toBe(true);
  });

  it('selector, search and type are case-sensitive', () => {
    expect(registry.equivalent('gopher://h/0A', 'gopher://h/0a')).toBe(false);
    expect(registry.equivalent('gopher://h/7x%09A', 'gopher://h/7x%09a')).toBe(false);
    expect(registry.equivalent('gopher://h/i', 'gopher://h/I')).toBe(false);
  });

  it('an empty search differs from none, a Gopher+ string from none', () => {
    expect(registry.equivalent('gopher://h/7x%09', 'gopher://h/7x')).toBe(false);
    expect(registry.equivalent('gopher://h/7x%09%09', 'gopher://h/7x%09')).toBe(false);
  });

  it('fragments count unless left out (RFC 3986 §6.1)', () => {
    expect(registry.equivalent('gopher://h/0x#a', 'gopher://h/0x')).toBe(false);
    expect(registry.equivalent('gopher://h/0x#a', 'gopher://h/0x', { ignoreFragment: true })).toBe(
      true,
    );
  });

  it('invalid gopher URIs are refused on the equivalence route too', () => {
    expectUriError(
      () => registry.equivalent('gopher://h/0%0D', 'gopher://h/0'),
      'GOPHER_INVALID_SELECTOR',
      12,
    );
  });
});

describe('not hierarchical', () => {
  it('relative references that need the path are refused; the generic resolution stays', () => {
    expect(gopher.hierarchical).toBe(false);
    expect(gopher.rules.dots).toBe(false);
    expectUriError(() => resolveWith(registry, 'gopher://h/1dir/x', 'y'), 'NOT_HIERARCHICAL', 0);
    expect(resolveWith(registry, 'gopher://h/1dir/x', '//other/0y').toString()).toBe(
      'gopher://other/0y',
    );
    // RFC 3986 §5.2 on its own, as CPython's urljoin would do it.
    expect(resolve('gopher://h/1dir/x', 'y').toString()).toBe('gopher://h/1dir/y');
  });
});

describe('the legacy reading', () => {
  const legacy = createRegistry([gopherLegacy]);

  it('normalizes the "?" separator into %09, the RFC 4266 form', () => {
    expect(legacy.normalize('gopher://h/7find?a+b').toString()).toBe('gopher://h/7find%09a+b');
    expect(legacy.normalize('gopher://h?x').toString()).toBe('gopher://h/1%09x');
    expect(legacy.normalize('gopher://h/7a%3Fb?c').toString()).toBe('gopher://h/7a%3Fb%09c');
  });

  it('keeps "+" as written: the 1993 draft separates search words with it, no space is made', () => {
    expect(gopherLegacy.parse('gopher://h/7find?a+b').search).toBe('a+b');
  });

  it('only the first "?" is a separator; %09 still is one', () => {
    expect(gopherLegacy.parse('gopher://h/7s?a?b%09+')).toMatchObject({
      selector: 's',
      search: 'a?b',
      gopherPlus: '+',
    });
    expect(gopherLegacy.parse('gopher://h/7s%09a?b')).toMatchObject({
      selector: 's',
      search: 'a',
      gopherPlus: 'b',
    });
  });

  it('reads the same as RFC 4266 without a "?"', () => {
    for (const u of ['gopher://h/7a%09b%09c', 'gopher://h', 'gopher://h/9%FF']) {
      expect(gopherLegacy.parse(u)).toEqual(gopher.parse(u));
    }
  });
});
