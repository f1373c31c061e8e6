// The scheme-based normalization hook (RFC 3986 §6.2.3) read with RFC 1738 §3.2, called
// directly on valid ftp URIs.
import { parse, type Uri } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { ftp, parseFtp } from '../src/index.js';

const normalize = (uri: Uri): Uri => {
  if (ftp.normalize === undefined) throw new Error('the ftp plugin has a normalize hook');
  return ftp.normalize(uri);
};
const norm = (text: string): string => normalize(parse(text)).toString();

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
  });

  it('RFC 3986 §6.2.2.1: scheme and host are lower-cased; hex digits of a pct-encoded host are upper-cased', () => {
    expect(norm('FTP://Host.EXAMPLE.com/Pub/README')).toBe('ftp://host.example.com/Pub/README');
    expect(norm('ftp://%c3%A9X.example/')).toBe('ftp://%C3%A9x.example/');
    expect(norm('ftp://[2001:DB8::A]/')).toBe('ftp://[2001:db8::a]/');
  });

  it('RFC 1738 §3.2.2: an omitted url-path is an empty one ("ftp://h" → "ftp://h/")', () => {
    expect(norm('ftp://h')).toBe('ftp://h/');
    expect(parseFtp(norm('ftp://h'))).toEqual(parseFtp('ftp://h'));
  });

  it('RFC 1738 §5 with RFC 959 §5.3: ";type=I" ≡ ";type=i"; the lower-case form of §3.2.2 is kept', () => {
    expect(norm('ftp://h/f;type=I')).toBe('ftp://h/f;type=i');
    expect(norm('ftp://h/f;type=A')).toBe('ftp://h/f;type=a');
    expect(norm('ftp://h/;type=D')).toBe('ftp://h/;type=d');
    expect(parseFtp(norm('ftp://h/f;type=I'))).toEqual(parseFtp('ftp://h/f;type=I'));
  });

  it('RFC 1738 §3.2.2: what changes the FTP commands is left alone (user, path case, %2F, ";TYPE=", "..")', () => {
    for (const text of [
      'ftp://User:PW@h/Pub/README',
      'ftp://h/%2Fetc/motd',
      'ftp://h//etc/motd',
      'ftp://h/f;TYPE=I',
      'ftp://h/a/../b',
      'ftp://h/doc#Frag',
    ]) {
      expect(norm(text)).toBe(text);
    }
  });

  it('RFC 3986 §6.2.3: a URI already in normal form comes back as the same object', () => {
    const uri = parse('ftp://u@h:2121/a/b;type=i#f');
    expect(normalize(uri)).toBe(uri);
    const changed = parse('ftp://H:21');
    const once = normalize(changed);
    expect(once.toString()).toBe('ftp://h/');
    expect(normalize(once)).toBe(once);
  });
});
