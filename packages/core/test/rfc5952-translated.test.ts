import { describe, expect, it } from 'vitest';
import { createRegistry, formatIPv6, parseIPv6 } from '../src/index.js';
import { box } from './fixtures/plugins.js';

// RFC 5952 §5: "The text representation of IPv6 addresses and prefixes in Table 1 of RFC 5156
// [IPv4-compatible ::/96, IPv4-mapped ::ffff:0:0/96, IPv4-translated ::ffff:0:0:0/96 …]
// SHOULD follow the recommendation of Section 4 and [the IPv4 part] be represented in the
// dot-decimal notation", with the example ::ffff:192.0.2.1.
describe('RFC 5952 §5: addresses with an embedded IPv4 address keep it dotted', () => {
  it('RFC 5952 §5: its own example, ::ffff:192.0.2.1 (IPv4-mapped, RFC 4291 §2.5.5.2)', () => {
    expect(formatIPv6('::ffff:192.0.2.1')).toBe('::ffff:192.0.2.1');
    expect(formatIPv6('0:0:0:0:0:FFFF:C000:0201')).toBe('::ffff:192.0.2.1');
  });

  it('RFC 5952 §5: the IPv4-translated prefix ::ffff:0:0:0/96 (RFC 2765 §2.1) too', () => {
    // The same 128 bits, three spellings: one RFC 5952 text.
    expect(parseIPv6('::ffff:0:c000:201')).toEqual([0, 0, 0, 0, 0xffff, 0, 0xc000, 0x0201]);
    expect(formatIPv6('::ffff:0:c000:201')).toBe('::ffff:0:192.0.2.1');
    expect(formatIPv6('0:0:0:0:FFFF:0:192.0.2.1')).toBe('::ffff:0:192.0.2.1');
    expect(formatIPv6('[::ffff:0:192.0.2.1]')).toBe('[::ffff:0:192.0.2.1]');
  });

  it('RFC 5952 §5: the text is a fixed point (formatting it again changes nothing)', () => {
    for (const a of ['::ffff:0:0.0.0.0', '::ffff:0:255.255.255.255', '::ffff:0:192.0.2.1']) {
      expect(formatIPv6(formatIPv6(a))).toBe(formatIPv6(a));
      expect(formatIPv6(a)).toBe(a);
    }
  });

  it('RFC 5952 §4: addresses outside the two prefixes stay in hex', () => {
    expect(formatIPv6('::fffe:0:c000:201')).toBe('::fffe:0:c000:201');
    expect(formatIPv6('1::ffff:0:c000:201')).toBe('1::ffff:0:c000:201');
    expect(formatIPv6('::ffff:1:c000:201')).toBe('::ffff:1:c000:201');
  });

  it('RFC 5952 §5 via scheme-based normalization (§6.2.3): http://[::ffff:0:192.0.2.1]/ is kept', () => {
    const registry = createRegistry([box]);
    expect(registry.normalize('box://[::ffff:0:192.0.2.1]/').toString()).toBe(
      'box://[::ffff:0:192.0.2.1]/',
    );
    expect(registry.normalize('box://[::FFFF:0:C000:0201]/').toString()).toBe(
      'box://[::ffff:0:192.0.2.1]/',
    );
    expect(registry.equivalent('box://[::ffff:0:c000:201]/', 'box://[::ffff:0:192.0.2.1]/')).toBe(
      true,
    );
  });
});
