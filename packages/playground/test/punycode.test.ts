import { describe, expect, it } from 'vitest';
import { toUnicodeLabels } from '../src/punycode.ts';

describe('A-labels shown as U-labels (RFC 5890 §2.3.2.1, decoded by RFC 3492 §6.2)', () => {
  it('replaces each A-label of a host ("xn--", any case, RFC 5890 §2.3.2.1) by its U-label', () => {
    expect(toUnicodeLabels('xn--bcher-kva.example')).toBe('bücher.example');
    // the prefix in any case; the basic code points are copied as they are (RFC 3492 §6.2)
    expect(toUnicodeLabels('XN--BCHER-KVA.example')).toBe('BüCHER.example');
    expect(toUnicodeLabels('www.example.com')).toBe('www.example.com');
    expect(toUnicodeLabels('xn--zz.example')).toBe('xn--zz.example');
    // longer than a DNS label (RFC 1034 §3.1: 63 octets): not an A-label
    const long = `xn--${'a'.repeat(60)}`;
    expect(toUnicodeLabels(long)).toBe(long);
  });
});
