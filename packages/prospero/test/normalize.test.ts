// normalize writes the one spelling `format` gives (RFC 4157 §2, RFC 1738 §5), whatever the
// spelling of the input: generated parts are written, spelled again at random (characters
// escaped, escapes of characters a URI may hold there decoded, hex digits in either case), and
// every spelling must read as the same parts and normalize to `format`'s path (the core's
// default route: format of the parts of the syntax-based form), on long values too, and on a
// host with an RFC 6874 zone identifier.
import { createRegistry, parse } from '@urikit/core';
import { expectUriError, spellAgain } from '@urikit/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prospero } from '../src/index.js';
import { prosperoParts } from './arbitraries.js';

const registry = createRegistry([prospero]);

// RFC 3986 §3.3: what the hsoname (pchar and "/", but ";") and a field (pchar, "/", but ";"
// and "=") may hold literally.
const HSONAME = /^[\w.~!$&'()*+,=:@/-]$/;
const FIELD = /^[\w.~!$&'()*+,:@/-]$/;

describe('RFC 4157 §2, RFC 3986 §6.2.2: one spelling per link', () => {
  it('RFC 1738 §5: every spelling reads as the same parts and normalizes to what format writes', () => {
    fc.assert(
      fc.property(prosperoParts, fc.array(fc.nat(), { minLength: 1, maxLength: 50 }), (p, seq) => {
        let k = 0;
        const rnd = () => seq[k++ % seq.length]!;
        const written = prospero.format(p);
        const path = written.path;
        const semi = path.includes(';') ? path.indexOf(';') : path.length;
        const variant = written.with({
          path: `/${spellAgain(path.slice(1, semi), rnd, '', HSONAME)}${spellAgain(path.slice(semi), rnd, ';=', FIELD)}`,
        });
        expect(prospero.parse(variant)).toEqual(prospero.parse(written));
        const normal = prospero.normalize(variant);
        expect(normal.path).toBe(path);
        // Without the §6.2.2.1 case and §6.2.2.2 percent rules the parts are not written again
        // (their spelling upper-cases hex and decodes escapes): that form normalizes further
        // to the same normal form.
        const own = prospero.normalize(variant, { case: false, percent: false });
        expect(prospero.normalize(own).toString()).toBe(normal.toString());
      }),
    );
  });

  it('RFC 1738 §5: long values are written like short ones ("/" in a field escaped, "@" decoded)', () => {
    const n = 5000;
    expect(prospero.normalize(`prospero://h/${'%40%2f'.repeat(n)}`).path).toBe(
      `/${'@/'.repeat(n)}`,
    );
    expect(prospero.normalize(`prospero://h/x;n=${'a/%2a'.repeat(n)}`).path).toBe(
      `/x;n=${'a%2F*'.repeat(n)}`,
    );
    const p = prospero.parse(`prospero://h/${'%2e%2E/'.repeat(n)};v=${'%09'.repeat(n)}`);
    expect([p.hsoname, p.hsonameBytes.length, p.fields]).toEqual([
      '../'.repeat(n),
      3 * n,
      [['v', '\t'.repeat(n)]],
    ]);
    expect(prospero.parse(`prospero://h/${'%C3%A9'.repeat(n)}`).hsoname).toBe('é'.repeat(n));
    expect(prospero.parse(`prospero://h/${'%41'.repeat(n)}%FF`).hsoname).toBeUndefined();
    expectUriError(
      () => prospero.parse(`prospero://h/x;n=${'%41'.repeat(n)}%C3`),
      'INVALID_UTF8',
      17 + 3 * n,
    );
  });

  it('RFC 1738 §3.11: URIs with the same fields read them alike, whatever came in between', () => {
    const a = prospero.parse('prospero://h/a;OBJECT-VERSION=1;x=%C3%A9');
    const b = prospero.parse('prospero://other:99//b;OBJECT-VERSION=2');
    const c = prospero.parse('prospero://h/c;OBJECT-VERSION=1;x=%C3%A9');
    expect([a.fields, b.fields, c.fields]).toEqual([
      [
        ['OBJECT-VERSION', '1'],
        ['x', 'é'],
      ],
      [['OBJECT-VERSION', '2']],
      [
        ['OBJECT-VERSION', '1'],
        ['x', 'é'],
      ],
    ]);
    expect([a.fieldMap.x, b.fieldMap.x, c.fieldMap['OBJECT-VERSION']]).toEqual([
      'é',
      undefined,
      '1',
    ]);
    expect(Object.isFrozen(c.fields) && Object.isFrozen(c.fieldMap)).toBe(true);
    // The same fields are checked again where they are not valid.
    expectUriError(() => prospero.parse('prospero://h/x;a=%FF'), 'INVALID_UTF8', 17);
    expectUriError(() => prospero.parse('prospero://h/x;a=%FF'), 'INVALID_UTF8', 17);
  });
});

describe('RFC 1738 §5: what normalize leaves as it is', () => {
  it('RFC 1738 §5: a path without escapes changes only where a field holds a "/"', () => {
    for (const text of ['prospero://h//pros/name', 'prospero://h/x;a=b;c=', 'prospero://h/a/b']) {
      const uri = parse(text);
      expect(registry.normalize(uri)).toBe(uri);
    }
    expect(registry.normalize('prospero://h/a/b;v=c/d').path).toBe('/a/b;v=c%2Fd');
  });

  it('RFC 1738 §5: an escape is respelled where it stands, the rest is kept', () => {
    // In a field only, in the hsoname only, in neither (a normal URI is returned itself).
    expect(registry.normalize('prospero://h/a/b;v=%40').path).toBe('/a/b;v=@');
    expect(registry.normalize('prospero://h/a%2Fb;v=c').path).toBe('/a/b;v=c');
    const kept = parse('prospero://h/a%3Bb;v=%3D%2F');
    expect(registry.normalize(kept)).toBe(kept);
  });
});

describe('RFC 6874 §2: a zone identifier the caller allowed', () => {
  it('RFC 6874 §2: normalize keeps an allowed zone identifier, in the syntax-based form', () => {
    // Contract v3: the core does not run the scheme's format step on a host with a zone
    // identifier (format writes none): the normal form is RFC 3986 §6.2.2 with the core's part
    // of §6.2.3, and reads as the same parts.
    const uri = parse('prospero://[FE80::1%25Eth0]:1525/a%2Fb;x=c/d', { allowZoneId: true });
    const normal = registry.normalize(uri, { allowZoneId: true });
    expect(normal.toString()).toBe('prospero://[fe80::1%25Eth0]/a%2Fb;x=c/d');
    // The same parts but the host's spelling and the default port (§6.2.3).
    const same = { host: '[fe80::1%25Eth0]', port: undefined };
    expect(prospero.parse(normal)).toEqual({ ...prospero.parse(uri), ...same });
    expect(
      registry.equivalent(uri, 'prospero://[fe80::1%25Eth0]/a%2Fb;x=c/d', { allowZoneId: true }),
    ).toBe(true);
    // Not allowed, it is refused as RFC 3986 refuses it.
    expectUriError(() => registry.normalize(uri.toString()), 'ZONE_ID_NOT_ALLOWED', 19);
  });
});
