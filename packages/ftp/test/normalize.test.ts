// Normalization and equivalence of ftp URIs (RFC 3986 §6.2 read with RFC 1738 §3.2), through
// the one route: ftp.normalize and the registry give the same answer.
import { createRegistry, normalize, parse, resolveWith } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { ftp } from '../src/index.js';

const registry = createRegistry([ftp]);
const norm = (text: string): string => {
  const out = registry.normalize(text).toString();
  expect(ftp.normalize(text).toString(), 'plugin and registry agree').toBe(out);
  return out;
};

describe('RFC 3986 §6.2.3 with RFC 1738 §3.2: scheme-based normalization', () => {
  it('RFC 3986 §6.2.3 / RFC 1738 §3.2: the default port 21 is removed ("ftp://h:21/" → "ftp://h/")', () => {
    expect(norm('ftp://h:21/')).toBe('ftp://h/');
    expect(norm('ftp://h:021/x')).toBe('ftp://h/x');
  });

  it('RFC 3986 §6.2.3: an empty port is removed ("ftp://h:/" → "ftp://h/")', () => {
    expect(norm('ftp://h:/')).toBe('ftp://h/');
  });

  it('RFC 3986 §3.2.3: a port is a decimal number: leading zeros go ("ftp://h:02121/" → "ftp://h:2121/")', () => {
    expect(norm('ftp://h:02121/')).toBe('ftp://h:2121/');
    expect(norm('ftp://h:0/')).toBe('ftp://h:0/');
    expect(norm('ftp://h:000/')).toBe('ftp://h:0/');
    expect(registry.equivalent('ftp://h:02121/x', 'ftp://h:2121/x')).toBe(true);
  });

  it('RFC 3986 §6.2.2.1: scheme and host are lower-cased; hex digits of a pct-encoded host are upper-cased', () => {
    expect(norm('FTP://Host.EXAMPLE.com/Pub/README')).toBe('ftp://host.example.com/Pub/README');
    expect(norm('ftp://%c3%A9X.example/')).toBe('ftp://%C3%A9x.example/');
    expect(norm('ftp://[2001:DB8::A]/')).toBe('ftp://[2001:db8::a]/');
  });

  it('RFC 5952 §4 (RFC 3986 §6.2.3): an IPv6 host is written in its canonical text', () => {
    expect(norm('ftp://[2001:DB8:0:0:0:0:0:1]:21/')).toBe('ftp://[2001:db8::1]/');
    expect(registry.equivalent('ftp://[2001:DB8::1]/', 'ftp://[2001:db8:0:0:0:0:0:1]/')).toBe(true);
  });

  it('RFC 1738 §3.2.2: an omitted url-path is an empty one ("ftp://h" → "ftp://h/")', () => {
    expect(norm('ftp://h')).toBe('ftp://h/');
    expect(norm('ftp://h:21#f')).toBe('ftp://h/#f');
    expect(ftp.parse(norm('ftp://h'))).toStrictEqual(ftp.parse('ftp://h'));
  });

  it('RFC 1738 §5 with RFC 959 §5.3: ";type=I" ≡ ";type=i"; the lower-case form of §3.2.2 is written', () => {
    expect(norm('ftp://h/f;type=I')).toBe('ftp://h/f;type=i');
    expect(norm('ftp://h/f;type=A')).toBe('ftp://h/f;type=a');
    expect(norm('ftp://h/;type=D')).toBe('ftp://h/;type=d');
    expect(ftp.parse(norm('ftp://h/f;type=I'))).toStrictEqual(ftp.parse('ftp://h/f;type=I'));
  });

  it('RFC 3986 §6.2.2.2: escapes of unreserved characters are decoded, the typecode among them', () => {
    expect(norm('ftp://h/%7Euser/f;%74ype=%49')).toBe('ftp://h/~user/f;type=i');
    expect(registry.equivalent('ftp://h/f;type=%61', 'ftp://h/f;type=a')).toBe(true);
    // With the escape rule turned off, the scheme's step (format, which writes escapes its own
    // way) does not run (contract v3): the typecode stays as written; both spellings stay
    // equivalent (RFC 1738 §5: ftptype is "A" | "I" | "D" | "a" | "i" | "d").
    expect(ftp.normalize('ftp://h/f;type=%41', { percent: false }).toString()).toBe(
      'ftp://h/f;type=%41',
    );
    expect(ftp.normalize('ftp://h/f;type=I', { percent: false }).toString()).toBe(
      'ftp://h/f;type=I',
    );
    expect(ftp.equivalent('ftp://h/f;type=I', 'ftp://h/f;type=i')).toBe(true);
  });

  it('RFC 3986 §6.2.2.3, §5.2.4: ftp is hierarchical, so dot segments are removed ("CWD a", "CWD .." is gone)', () => {
    expect(norm('ftp://h/a/../b')).toBe('ftp://h/b');
    expect(norm('ftp://h/%2E%2E/b')).toBe('ftp://h/b');
    expect(resolveWith(registry, 'ftp://h/a/c', '../b').toString()).toBe('ftp://h/b');
  });

  it('RFC 1738 §3.2.2: what changes the FTP commands is left alone (user, path case, %2F, ";TYPE=", a ";" escape)', () => {
    for (const text of [
      'ftp://User:PW@h/Pub/README',
      'ftp://h/%2Fetc/motd',
      'ftp://h//etc/motd',
      'ftp://h/f%3BTYPE=I',
      'ftp://h/f%3Btype=I',
      'ftp://h/doc#Frag',
    ]) {
      expect(norm(text)).toBe(text);
    }
    // ";TYPE=I" is not a typecode (the literal is matched in its case): its ";" is data of the
    // name, written "%3B" as RFC 1738 §3.2.2 says it must be.
    expect(norm('ftp://h/f;TYPE=I')).toBe('ftp://h/f%3BTYPE=I');
    expect(registry.equivalent('ftp://h/f;TYPE=I', 'ftp://h/f;type=i')).toBe(false);
    expect(registry.equivalent('ftp://h/%2Fetc/motd', 'ftp://h//etc/motd')).toBe(false);
    expect(registry.equivalent('ftp://h/f;type=i', 'ftp://h/f%3Btype=i')).toBe(false);
    expect(registry.equivalent('ftp://u@h/', 'ftp://U@h/')).toBe(false);
  });

  it('RFC 6874 §2 with RFC 3986 §6.2.2.1: a zone identifier keeps its case, as the core keeps it for every scheme', () => {
    const options = { allowZoneId: true };
    expect(ftp.normalize('FTP://[FE80::A%25EN1]', options).toString()).toBe(
      'ftp://[fe80::a%25EN1]/',
    );
    expect(normalize('http://[FE80::A%25EN1]/', options).hostText).toBe('[fe80::a%25EN1]');
  });

  it('RFC 3986 §6.2.3: a URI already in normal form comes back as the same object', () => {
    const uri = parse('ftp://u@h:2121/a/b;type=i#f');
    expect(ftp.normalize(uri)).toBe(uri);
    const once = ftp.normalize('ftp://H:21');
    expect(once.toString()).toBe('ftp://h/');
    expect(ftp.normalize(once)).toBe(once);
  });

  it('RFC 3986 §6.2.3: normalizeWithReport names the ftp rules as "scheme"', () => {
    expect(ftp.normalizeWithReport('ftp://h/f;type=I').changed).toEqual(['scheme']);
    expect(ftp.normalizeWithReport('ftp://h:21/f').changed).toEqual(['port']);
    expect(ftp.normalizeWithReport('ftp://h/f').changed).toEqual([]);
  });

  it('RFC 3986 §6.1: equivalence with ignoreFragment, and URIs of two schemes never equivalent', () => {
    expect(registry.equivalent('ftp://h/f#a', 'ftp://h/f#b')).toBe(false);
    expect(registry.equivalent('ftp://h/f#a', 'ftp://h/f#b', { ignoreFragment: true })).toBe(true);
    expect(registry.equivalent('ftp://h/f', 'http://h/f')).toBe(false);
  });
});
