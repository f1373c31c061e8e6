// Regression tests for the ftp defects of issue 10 (differential fuzzing), named by the rule
// each breaks. Each failed on the plugin of version 0.
import { check, createRegistry, normalize, parse } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { commands, ftp } from '../src/index.js';

describe('issue 10: ftp defects found by differential fuzzing', () => {
  it('RFC 3986 §3.1: a URI of another scheme is refused by every ftp route (WRONG_SCHEME)', () => {
    // Version 0: ftp.normalize(parse('http://H/x')) gave 'ftp://h/x'.
    for (const input of [parse('http://H/x'), 'http://H/x', parse('FTPS://h/x')]) {
      expectUriError(() => ftp.parse(input), 'WRONG_SCHEME', 0);
      expectUriError(() => ftp.normalize(input), 'WRONG_SCHEME', 0);
      expectUriError(() => ftp.normalizeWithReport(input), 'WRONG_SCHEME', 0);
      expectUriError(() => check(ftp, input), 'WRONG_SCHEME', 0);
      expectUriError(() => ftp.equivalent(input, 'ftp://h/x'), 'WRONG_SCHEME', 0);
      expectUriError(() => ftp.equivalent('ftp://h/x', input), 'WRONG_SCHEME', 0);
      expectUriError(() => ftp.equivalent(input, input), 'WRONG_SCHEME', 0);
      expectUriError(() => commands(input), 'WRONG_SCHEME', 0);
      const r = ftp.tryParse(input);
      expect(r.ok ? 'parsed' : r.error.code).toBe('WRONG_SCHEME');
    }
    // Through a registry, a URI of another scheme is never ftp's.
    expect(createRegistry([ftp]).normalize('http://H/x').toString()).toBe('http://h/x');
  });

  it('RFC 3986 §3: ftp.parse(parse("//")) reports an index inside the 2-character input', () => {
    // Version 0: FTP_MISSING_AUTHORITY at index 6 of "//".
    // A relative reference has no scheme: MISSING_SCHEME, as text and as a parsed Uri alike.
    const e = expectUriError(() => ftp.parse(parse('//')), 'MISSING_SCHEME', 0);
    expect(e.input).toBe('//');
    expectUriError(() => ftp.parse('//'), 'MISSING_SCHEME', 0);
    expectUriError(() => check(ftp, parse('//h')), 'MISSING_SCHEME', 0);
  });

  it('RFC 6874 §2 with RFC 3986 §6.2.2.1: ftp normalization keeps a zone identifier in its case, as http does', () => {
    // Version 0: 'ftp://[fe80::a%25en1]/'.
    const zoned = { allowZoneId: true };
    const out = ftp.normalize('ftp://[FE80::A%25EN1]/', zoned);
    expect(out.toString()).toBe('ftp://[fe80::a%25EN1]/');
    expect(out.hostText).toBe(normalize('http://[FE80::A%25EN1]/', zoned).hostText);
    expect(
      createRegistry([ftp]).normalize(parse('ftp://[fe80::1%25Eth0]:21', zoned)).toString(),
    ).toBe('ftp://[fe80::1%25Eth0]/');
    expect(
      ftp.equivalent(
        parse('ftp://[fe80::1%25Eth0]/', zoned),
        parse('ftp://[fe80::1%25eth0]/', zoned),
      ),
    ).toBe(false);
  });

  it('RFC 3986 §2.3, §6.2.2.2: normalize and parse agree on an escaped typecode (";type=%61")', () => {
    // Version 0 refused ";type=%61" in parse while the route wrote it ";type=a" and accepted it.
    expect(ftp.parse('ftp://h/f;type=%61').typecode).toBe('a');
    expect(ftp.normalize('ftp://h/f;type=%61').toString()).toBe('ftp://h/f;type=a');
    // And a name whose ";type=" is spelt with escapes is not turned into a typecode by
    // normalization: it was one already.
    expect(ftp.parse('ftp://h/f;%74ype=i')).toStrictEqual(
      ftp.parse(ftp.normalize('ftp://h/f;%74ype=i')),
    );
  });
});

// The format-parse law of the fuzzer (issue 11): format(parse(x)) must be equivalent to x. The
// parts were always the same; the normal form kept the spelling of x where format writes
// RFC 1738's. Each failed on version 1 (72,266 fuzz violations, seed 20261124).
describe('issue 11: ftp format(parse(x)) is equivalent to x', () => {
  const registry = createRegistry([ftp]);
  const law = (text: string) => {
    const written = ftp.format(ftp.parse(text));
    expect(registry.equivalent(written, text), `${written} ≡ ${text}`).toBe(true);
    expect(registry.normalize(text).toString()).toBe(registry.normalize(written).toString());
    return registry.normalize(text).toString();
  };

  it('RFC 1738 §3.2.2: a raw ";" in a cwd or name that does not start ";type=" is data, written %3B like format', () => {
    expect(law('ftp://h/a;b/f')).toBe('ftp://h/a%3Bb/f');
    expect(law('ftp://h/;type=i/a')).toBe('ftp://h/%3Btype=i/a');
    expect(law('ftp://h/x;y;type=a')).toBe('ftp://h/x%3By;type=a');
    expect(law('ftp://h/rqb;T')).toBe('ftp://h/rqb%3BT');
    expect(law('ftp://h/f;TYPE=I')).toBe('ftp://h/f%3BTYPE=I');
    expect(law('ftp://h/;')).toBe('ftp://h/%3B');
    // The typecode's own ";" stays, in the one place it means the typecode.
    expect(law('ftp://h/a%3Bb;type=D')).toBe('ftp://h/a%3Bb;type=d');
    // Same parts, same commands: the ";" can only be data there.
    expect(ftp.parse('ftp://h/a;b/f')).toStrictEqual(ftp.parse('ftp://h/a%3Bb/f'));
    expect(commands('ftp://h/a;b/f')).toEqual(commands('ftp://h/a%3Bb/f'));
  });

  it('RFC 1738 §2.2: escapes of characters ftp does not reserve are decoded by the normal form (beyond RFC 3986 §6.2.2.2)', () => {
    expect(law('ftp://h//%26/Dd%4C%2B%7F%c3%a9')).toBe('ftp://h//&/DdL+%7F%C3%A9');
    expect(law('ftp://h/s%2d@l%26ZW/%3A%40%2C%21%24%27%28%29%2A%3D')).toBe(
      "ftp://h/s-@l&ZW/:@,!$'()*=",
    );
    expect(law('ftp://u%3Bx%21:p%2C@h/')).toBe('ftp://u;x!:p,@h/');
    // What ftp reserves stays escaped: "/" and ";" in a cwd or name (§3.2.2), ":", "@" and "/"
    // in a user or password (§3.1), and what RFC 3986 cannot hold literally.
    for (const text of [
      'ftp://h/%2Fetc/a%3Bb/%25%20%3F%23',
      'ftp://a%3Ab%40c%2Fd:p%3Aw%40%2F@h/',
    ]) {
      expect(law(text)).toBe(text);
    }
    expect(registry.equivalent('ftp://h/%2Fetc/motd', 'ftp://h//etc/motd')).toBe(false);
    expect(registry.equivalent('ftp://u%3Ap@h/', 'ftp://u:p@h/')).toBe(false);
  });

  it('RFC 1738 §3.1: a raw ":" after the first in the userinfo is read into the password (RFC 3986 §3.2.1) and written %3A', () => {
    expect(ftp.parse('ftp://u:p:w@h/').password).toBe('p:w');
    expect(law('ftp://u:p:w@h/')).toBe('ftp://u:p%3Aw@h/');
    expect(law('ftp://::@h/')).toBe('ftp://:%3A@h/');
    expect(registry.equivalent('ftp://u:p:w@h/', 'ftp://u:p%3Aw@h/')).toBe(true);
    expect(commands('ftp://u:p:w@h/')).toEqual(commands('ftp://u:p%3Aw@h/'));
  });

  it('RFC 3986 §6.2.2: the escape rules the caller turns off are not applied by the ftp step either', () => {
    // Contract v3: the format step does not run then; the typecode letter stays as written.
    expect(ftp.normalize('ftp://h/a%26;b/f;type=I', { percent: false }).toString()).toBe(
      'ftp://h/a%26;b/f;type=I',
    );
    expect(ftp.normalize('ftp://u:p:w@h/%2c', { case: false }).toString()).toBe(
      'ftp://u:p:w@h/%2c',
    );
  });
});
