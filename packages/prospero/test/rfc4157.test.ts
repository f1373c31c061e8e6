// RFC 4157 §2 (the prospero scheme as RFC 1738 §3.11 defined it), test by test, on the RFCs'
// example and forms.
import { createRegistry, resolveWith } from '@urikit/core';
import { errorOf, expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { prospero } from '../src/index.js';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('RFC 4157 §2: prospero://<host>:<port>/<hsoname>;<field>=<value>', () => {
  it('RFC 1738 §3.11, RFC 4157 §2: prospero://host.dom//pros/name designates hsoname "/pros/name"', () => {
    const p = prospero.parse('prospero://host.dom//pros/name');
    expect(p).toEqual({
      host: 'host.dom',
      hsoname: '/pros/name',
      hsonameBytes: bytes('/pros/name'),
      fields: [],
      fieldMap: {},
    });
    expect(Object.getPrototypeOf(p.fieldMap)).toBeNull();
    expect(Object.isFrozen(p) && Object.isFrozen(p.fields) && Object.isFrozen(p.fieldMap)).toBe(
      true,
    );
  });

  it('RFC 4157 §2: if :<port> is omitted, the port defaults to 1525', () => {
    expect(prospero.defaultPort).toBe(1525);
    expect(prospero.parse('prospero://host.dom:1526/x').port).toBe(1526);
    expect(prospero.normalize('prospero://host.dom:1525/x').toString()).toBe(
      'prospero://host.dom/x',
    );
  });

  it('RFC 4157 §2: "No username or password is allowed"', () => {
    const e = errorOf(() => prospero.parse('prospero://anonymous:guest@host.dom/x'));
    expect([e.code, e.index, e.component]).toEqual(['USERINFO_NOT_ALLOWED', 11, 'userinfo']);
    expect(e.message).toMatch(/^RFC 4157 §2: /);
  });

  it('RFC 1738 §3.11: fields after the hsoname, each ";" name "=" value; OBJECT-VERSION', () => {
    const p = prospero.parse('prospero://host.dom//pros/name;OBJECT-VERSION=2;note=a%3Db%3Bc');
    expect(p.hsoname).toBe('/pros/name');
    expect(p.fields).toEqual([
      ['OBJECT-VERSION', '2'],
      ['note', 'a=b;c'],
    ]);
    expect(p.fieldMap['OBJECT-VERSION']).toBe('2');
  });

  it('RFC 1738 §3.11: field names are user data: __proto__ and constructor stay inert', () => {
    const p = prospero.parse('prospero://h/x;__proto__=a;constructor=b;toString=c');
    expect(Object.keys(p.fieldMap)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(Object.getOwnPropertyDescriptor(p.fieldMap, '__proto__')?.value).toBe('a');
    expect(Object.getPrototypeOf(p.fieldMap)).toBeNull();
    expect(({} as Record<string, unknown>).a).toBeUndefined();
    expect(p.fields[0]).toEqual(['__proto__', 'a']);
  });

  it('RFC 4157 §2: ";" is reserved in the hsoname: encoded, it is part of the name', () => {
    const p = prospero.parse('prospero://h/a%3Bb=c');
    expect([p.hsoname, p.fields]).toEqual(['a;b=c', []]);
    expect(prospero.equivalent('prospero://h/a%3Bb=c', 'prospero://h/a;b=c')).toBe(false);
  });

  it('RFC 4157 §2: "/" needs no quoting and has no significance: a%2Fb ≡ a/b, //x ≢ /x', () => {
    expect(prospero.parse('prospero://h/a%2Fb').hsoname).toBe('a/b');
    expect(prospero.equivalent('prospero://h/a%2Fb', 'prospero://h/a/b')).toBe(true);
    expect(prospero.equivalent('prospero://h//x', 'prospero://h/x')).toBe(false);
    expect(prospero.normalize('prospero://h/a/./b/../c').toString()).toBe(
      'prospero://h/a/./b/../c',
    );
  });

  it('RFC 4157 §2: the hsoname is opaque octets; fields are text', () => {
    const p = prospero.parse('prospero://h/%FF%FE;k=v');
    expect([...p.hsonameBytes]).toEqual([0xff, 0xfe]);
    expect(p.hsoname).toBeUndefined();
    expectUriError(() => prospero.parse('prospero://h/x;k=%FF'), 'INVALID_UTF8', 17);
  });

  it('RFC 1738 §5: a field without "=", or with a second "=", is an error where it breaks', () => {
    expectUriError(() => prospero.parse('prospero://h/x;a'), 'PROSPERO_INVALID_FIELD', 16);
    expectUriError(() => prospero.parse('prospero://h/x;a;b=c'), 'PROSPERO_INVALID_FIELD', 16);
    expectUriError(() => prospero.parse('prospero://h/x;a=b=c'), 'PROSPERO_INVALID_FIELD', 18);
    expectUriError(() => prospero.parse('prospero://h/x;=;'), 'PROSPERO_INVALID_FIELD', 17);
    // Empty names and values are what *[…] allows.
    expect(prospero.parse('prospero://h/x;=v;n=').fields).toEqual([
      ['', 'v'],
      ['n', ''],
    ]);
  });

  it('Rec.: a query is an error (RFC 1738 allowed "?" in a psegment; RFC 3986 starts a query)', () => {
    expectUriError(() => prospero.parse('prospero://h/x?y'), 'PROSPERO_QUERY_NOT_ALLOWED', 14);
    expect(prospero.parse('prospero://h/x%3Fy').hsoname).toBe('x?y');
  });

  it('RFC 1738 §5 (Rec.): the "/" after the host is required', () => {
    expectUriError(() => prospero.parse('prospero://h'), 'PROSPERO_MISSING_PATH', 12);
    expect(prospero.parse('prospero://h/').hsoname).toBe('');
  });

  it('1993 URL draft (Rec.): "%00version%00attributes" is refused, %00 in the hsoname', () => {
    const e = errorOf(() => prospero.parse('prospero://h/pros/name%003%00attr'));
    expect([e.code, e.index]).toEqual(['PROSPERO_NUL_IN_HSONAME', 22]);
    expect(e.message).toMatch(/^RFC 1738 §6: /);
  });

  it('Rec.: fields are significant: order, name case, presence', () => {
    expect(prospero.equivalent('prospero://h/x;a=1;b=2', 'prospero://h/x;b=2;a=1')).toBe(false);
    expect(prospero.equivalent('prospero://h/x;a=1', 'prospero://h/x;A=1')).toBe(false);
    expect(prospero.equivalent('prospero://h/x;a=1', 'prospero://h/x')).toBe(false);
    expect(prospero.equivalent('prospero://h/x;a=%31', 'prospero://h/x;a=1')).toBe(true);
  });
});

describe('RFC 1738 §5: format writes what the grammar asks', () => {
  it('RFC 1738 §5: ";" encoded in the hsoname, ";", "=" and "/" in names and values', () => {
    const uri = prospero.format({
      host: 'host.dom',
      hsoname: '/a;b=c?d',
      hsonameBytes: bytes('/a;b=c?d'),
      fields: [['n;=/', 'v;=/?']],
      fieldMap: {},
    });
    expect(uri.toString()).toBe('prospero://host.dom//a%3Bb=c%3Fd;n%3B%3D%2F=v%3B%3D%2F%3F');
  });

  it('normalize writes every octet in that one spelling, and keeps a normal URI as it is', () => {
    expect(prospero.normalize('prospero://h/a%2fb%3D;x%2D=%2f').toString()).toBe(
      'prospero://h/a/b=;x-=%2F',
    );
    const registry = createRegistry([prospero]);
    const uri = registry.parse('prospero://h//x;a=b').uri;
    expect(registry.normalize(uri)).toBe(uri);
  });

  it('RFC 6874: an IPv6 zone accepted on input (allowZoneId) stays accepted by normalize', () => {
    // The syntax-based form (RFC 3986 §6.2.2, the core's part of §6.2.3): the core does not run
    // the scheme's format step on a host with a zone identifier (contract v3).
    const options = { allowZoneId: true };
    expect(prospero.normalize('prospero://[fe80::1%25eth0]:1525/a%2Fb', options).toString()).toBe(
      'prospero://[fe80::1%25eth0]/a%2Fb',
    );
  });

  it('format takes the hsoname text alone, and refuses two views that differ', () => {
    const p = prospero.parse('prospero://h/a;k=v');
    const { hsonameBytes: _, ...text } = p;
    expect(prospero.format({ ...text, hsoname: 'é' } as never).toString()).toBe(
      'prospero://h/%C3%A9;k=v',
    );
    expectUriError(() => prospero.format({ ...p, hsoname: 'b' }), 'PROSPERO_HSONAME_MISMATCH');
    expectUriError(
      () => prospero.format({ ...p, hsoname: undefined }),
      'PROSPERO_HSONAME_MISMATCH',
    );
    // NUL in the hsoname is refused on the way out as well.
    const nul = { ...p, hsoname: 'a\0', hsonameBytes: bytes('a\0') };
    expectUriError(() => prospero.format(nul), 'PROSPERO_NUL_IN_HSONAME');
  });
});

describe('RFC 4157 §2: not hierarchical', () => {
  it('SCHEMES.md §0: relative resolution through a registry refuses (CPython drops the "//")', () => {
    const registry = createRegistry([prospero]);
    expect(prospero.hierarchical).toBe(false);
    expectUriError(() => resolveWith(registry, 'prospero://h//a/b', 'c'), 'NOT_HIERARCHICAL');
  });
});
