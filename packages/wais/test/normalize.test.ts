// normalize writes the one spelling `format` gives (RFC 4156 §2, RFC 1738 §5), whatever the
// spelling of the input: generated parts are written, spelled again at random (characters
// escaped, escapes of characters a URI may hold decoded, hex digits in either case), and every
// spelling must read as the same parts and normalize to `format`'s path and query (the core's
// default route: format of the parts of the syntax-based form), on long values too, and on a
// host with an RFC 6874 zone identifier.
import { createRegistry, parse } from '@urikit/core';
import { expectUriError, spellAgain } from '@urikit/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wais } from '../src/index.js';
import { waisParts } from './arbitraries.js';

const registry = createRegistry([wais]);

// RFC 3986 §3.3, §3.4: what a segment (pchar) and a query may hold literally.
const SEGMENT = /^[\w.~!$&'()*+,;=:@-]$/;
const QUERY = /^[\w.~!$&'()*+,;=:@/?-]$/;

describe('RFC 4156 §2, RFC 3986 §6.2.2: one spelling per database, search and document', () => {
  it('RFC 1738 §5: every spelling reads as the same parts and normalizes to what format writes', () => {
    fc.assert(
      fc.property(waisParts, fc.array(fc.nat(), { minLength: 1, maxLength: 50 }), (p, seq) => {
        let k = 0;
        const rnd = () => seq[k++ % seq.length]!;
        const written = wais.format(p);
        const query = written.query;
        const variant = written.with({
          path: spellAgain(written.path, rnd, '/', SEGMENT),
          query: query === undefined ? undefined : spellAgain(query, rnd, '', QUERY),
        });
        expect(wais.parse(variant)).toEqual(wais.parse(written));
        const normal = wais.normalize(variant);
        expect([normal.path, normal.query]).toEqual([written.path, query]);
        // Without the §6.2.2.1 case and §6.2.2.2 percent rules the parts are not written again
        // (their spelling upper-cases hex and decodes escapes): that form normalizes further
        // to the same normal form.
        const own = wais.normalize(variant, { case: false, percent: false });
        expect(wais.normalize(own).toString()).toBe(normal.toString());
      }),
    );
  });

  it('RFC 1738 §5: each escaped ASCII octet, in any case, is written as format writes it', () => {
    for (let o = 0; o < 0x80; o++) {
      const hex = o.toString(16).padStart(2, '0');
      for (const x of [hex, hex.toUpperCase()]) {
        for (const u of [`wais://h/a%${x}b`, `wais://h/db?a%${x}b`, `wais://h/d/T%${x}/w%${x}`]) {
          const written = wais.format(wais.parse(u)).toString();
          expect(wais.normalize(u).toString()).toBe(written);
          // With case and percent off the parts are not written again (RFC 3986 §6.2.2.1,
          // §6.2.2.2): the form reads as the same parts.
          const own = wais.normalize(u, { case: false, percent: false });
          expect(wais.format(wais.parse(own)).toString()).toBe(written);
        }
      }
    }
  });

  it('RFC 1738 §5: long values are written like short ones (";", "@" escaped, "!" decoded)', () => {
    const n = 5000;
    expect(wais.normalize(`wais://h/${';'.repeat(n)}`).path).toBe(`/${'%3B'.repeat(n)}`);
    expect(wais.normalize(`wais://h/d/T/${'@%21'.repeat(n)}`).path).toBe(
      `/d/T/${'%40!'.repeat(n)}`,
    );
    expect(wais.normalize(`wais://h/d?${'/%3b'.repeat(n)}`).query).toBe('%2F;'.repeat(n));
    expect(wais.parse(`wais://h/${'%09'.repeat(n)}`).database).toBe('\t'.repeat(n));
    expect(wais.parse(`wais://h/d?${'%C3%A9'.repeat(n)}`).search).toBe('é'.repeat(n));
    const doc = wais.parse(`wais://h/d/T/${'%2e%2E%2f'.repeat(n)}`);
    expect(doc.form === 'document' && doc.wpath).toBe('../'.repeat(n));
    expect(doc.form === 'document' && doc.wpathBytes.length).toBe(3 * n);
    const binary = wais.parse(`wais://h/d/T/${'%41'.repeat(n)}%FF`);
    expect(binary.form === 'document' && binary.wpath).toBeUndefined();
    expectUriError(() => wais.parse(`wais://h/${'%41'.repeat(n)}%FF`), 'INVALID_UTF8', 9 + 3 * n);
  });
});

describe('RFC 6874 §2: a zone identifier the caller allowed', () => {
  it('RFC 6874 §2: normalize keeps an allowed zone identifier, in the syntax-based form', () => {
    // Contract v3: the core does not run the scheme's format step on a host with a zone
    // identifier (format writes none): the normal form is RFC 3986 §6.2.2 with the core's part
    // of §6.2.3 ("%21" stays, not being unreserved), and reads as the same parts.
    const uri = parse('wais://[FE80::1%25eth0]:210/d%21b?a/b', { allowZoneId: true });
    const normal = registry.normalize(uri, { allowZoneId: true });
    expect(normal.toString()).toBe('wais://[fe80::1%25eth0]/d%21b?a/b');
    // The same parts but the host's spelling and the default port (§6.2.3).
    const same = { host: '[fe80::1%25eth0]', port: undefined };
    expect(wais.parse(normal)).toEqual({ ...wais.parse(uri), ...same });
    expect(
      registry.equivalent(uri, 'wais://[fe80::1%25eth0]/d%21b?a/b', { allowZoneId: true }),
    ).toBe(true);
    // Not allowed, it is refused as RFC 3986 refuses it.
    expectUriError(() => registry.normalize(uri.toString()), 'ZONE_ID_NOT_ALLOWED', 15);
  });
});
