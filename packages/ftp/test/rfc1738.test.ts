// The rules of RFC 1738 §3.1, §3.2 and §5 (ftpurl), each tested with the RFC's own examples
// where it gives one. Expected values are read off the RFC text, not off our output.
import { createRegistry, parse } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { commands, type FtpParts, ftp } from '../src/index.js';

const registry = createRegistry([ftp]);

const parts = (p: Partial<FtpParts> & { host: string }): FtpParts => ({
  user: undefined,
  password: undefined,
  port: undefined,
  directories: [],
  name: '',
  typecode: undefined,
  fragment: undefined,
  ...p,
});

describe('RFC 1738 §3.1: user and password', () => {
  it('RFC 1738 §3.1: "ftp://@host.com/" has an empty user name and no password', () => {
    const p = ftp.parse('ftp://@host.com/');
    expect(p.user).toBe('');
    expect(p.password).toBeUndefined();
  });

  it('RFC 1738 §3.1: "ftp://host.com/" has no user name', () => {
    const p = ftp.parse('ftp://host.com/');
    expect(p.user).toBeUndefined();
    expect(p.password).toBeUndefined();
  });

  it('RFC 1738 §3.1: "ftp://foo:@host.com/" has a user name of "foo" and an empty password', () => {
    const p = ftp.parse('ftp://foo:@host.com/');
    expect(p.user).toBe('foo');
    expect(p.password).toBe('');
  });

  it('RFC 1738 §3.1: ":", "@" and "/" in user and password are encoded, and decoded in parts', () => {
    const p = ftp.parse('ftp://a%3Ab%40c%2Fd:p%3Aw%40@host.com/');
    expect(p.user).toBe('a:b@c/d');
    expect(p.password).toBe('p:w@');
    expect(ftp.format(p).toString()).toBe('ftp://a%3Ab%40c%2Fd:p%3Aw%40@host.com/');
  });

  it('RFC 1738 §3.1 with RFC 3986 §3.2.1: the first ":" of the userinfo separates user and password', () => {
    expect(ftp.parse('ftp://u:p:q@h/').password).toBe('p:q');
  });

  it('RFC 1738 §3.1: "there is no way to specify a password without specifying a user name": format refuses it', () => {
    expectUriError(() => ftp.format(parts({ host: 'h', password: 'x' })), 'INVALID_ARGUMENT', 0);
  });

  it('RFC 1738 §3.1: an empty user with a password ("ftp://:pass@h/") is an empty user, not an absent one', () => {
    const p = ftp.parse('ftp://:pass@localhost/');
    expect(p.user).toBe('');
    expect(p.password).toBe('pass');
    expect(ftp.format(p).toString()).toBe('ftp://:pass@localhost/');
  });

  it('RFC 3986 §2.5: a user or password that is not UTF-8 once decoded is INVALID_UTF8, at its "%"', () => {
    expectUriError(() => ftp.parse('ftp://%FF@h/'), 'INVALID_UTF8', 6);
    expectUriError(() => ftp.parse('ftp://u:ok%C3@h/'), 'INVALID_UTF8', 10);
  });
});

describe('RFC 1738 §3.2: host and port', () => {
  it('RFC 1738 §3.2: "If :<port> is omitted, the port defaults to 21"', () => {
    expect(ftp.defaultPort).toBe(21);
    expect(ftp.parse('ftp://host.dom/').port).toBeUndefined();
    expect(ftp.parse('ftp://host.dom:2121/').port).toBe(2121);
  });

  it('RFC 3986 §3.2.3: an empty port ("ftp://h:/") is no port', () => {
    expect(ftp.parse('ftp://h:/').port).toBeUndefined();
  });

  it('RFC 9293 §3.1: a port above 65535 is PORT_OUT_OF_RANGE, at the port', () => {
    const e = expectUriError(() => ftp.parse('ftp://h:65536/'), 'PORT_OUT_OF_RANGE', 8);
    expect(e.component).toBe('port');
    expect(ftp.parse('ftp://h:65535/').port).toBe(65535);
    // A port handed to format that is not a whole number 0-65535 is a bad value, not a URI.
    expectUriError(() => ftp.format(parts({ host: 'h', port: 70000 })), 'INVALID_ARGUMENT');
    expectUriError(() => ftp.format(parts({ host: 'h', port: -1 })), 'INVALID_ARGUMENT');
    expectUriError(() => ftp.format(parts({ host: 'h', port: 2.5 })), 'INVALID_ARGUMENT');
  });

  it('RFC 1738 §3.2 (ftpurl = "ftp://" login …): "ftp:example" has no authority: MISSING_AUTHORITY', () => {
    expectUriError(() => ftp.parse('ftp:example'), 'MISSING_AUTHORITY', 4);
    expectUriError(() => ftp.parse('ftp:/etc/motd'), 'MISSING_AUTHORITY', 4);
  });

  it('RFC 1738 §3.1: the host is required: "ftp:///x" and "ftp://u@/x" are EMPTY_HOST', () => {
    expectUriError(() => ftp.parse('ftp:///x'), 'EMPTY_HOST', 6);
    expectUriError(() => ftp.parse('ftp://u@/x'), 'EMPTY_HOST', 8);
    expectUriError(() => ftp.format(parts({ host: '' })), 'EMPTY_HOST');
  });

  it('RFC 3986 §3.2.2: an IP-literal host keeps its brackets in parts and in format', () => {
    const p = ftp.parse('ftp://[2001:db8::7]:2121/pub/x');
    expect(p.host).toBe('[2001:db8::7]');
    expect(ftp.format(p).toString()).toBe('ftp://[2001:db8::7]:2121/pub/x');
  });

  it('RFC 3986 §3.1: the scheme is case-insensitive: "FTP://h/x" is read', () => {
    expect(ftp.parse('FTP://h/x').name).toBe('x');
    expect(registry.parse('fTp://h/x').parts.name).toBe('x');
  });
});

describe('RFC 1738 §3.2.2: url-path <cwd1>/<cwd2>/…/<cwdN>/<name>;type=<typecode>', () => {
  it('RFC 1738 §3.2.2: "ftp://myname@host.dom/%2Fetc/motd" does "CWD /etc" then "RETR motd"', () => {
    const p = ftp.parse('ftp://myname@host.dom/%2Fetc/motd');
    expect(p.host).toBe('host.dom');
    expect(p.user).toBe('myname');
    expect(p.directories).toEqual(['/etc']);
    expect(p.name).toBe('motd');
    expect(commands('ftp://myname@host.dom/%2Fetc/motd')).toEqual([
      { command: 'USER', argument: 'myname' },
      { command: 'CWD', argument: '/etc' },
      { command: 'RETR', argument: 'motd' },
    ]);
  });

  it('RFC 1738 §3.2.2: "ftp://myname@host.dom/etc/motd" would "CWD etc" and then "RETR motd"', () => {
    expect(ftp.parse('ftp://myname@host.dom/etc/motd').directories).toEqual(['etc']);
    expect(commands('ftp://myname@host.dom/etc/motd')).toEqual([
      { command: 'USER', argument: 'myname' },
      { command: 'CWD', argument: 'etc' },
      { command: 'RETR', argument: 'motd' },
    ]);
  });

  it('RFC 1738 §3.2.2: "ftp://myname@host.dom//etc/motd" would "CWD" with a null argument, then "CWD etc", then "RETR motd"', () => {
    expect(ftp.parse('ftp://myname@host.dom//etc/motd').directories).toEqual(['', 'etc']);
    expect(commands('ftp://myname@host.dom//etc/motd')).toEqual([
      { command: 'USER', argument: 'myname' },
      { command: 'CWD', argument: '' },
      { command: 'CWD', argument: 'etc' },
      { command: 'RETR', argument: 'motd' },
    ]);
  });

  it('RFC 1738 §3.2.2: "The whole url-path may be omitted": "ftp://h" reads like "ftp://h/"', () => {
    const a = ftp.parse('ftp://host.dom');
    expect(a).toStrictEqual(ftp.parse('ftp://host.dom/'));
    expect(a.directories).toEqual([]);
    expect(a.name).toBe('');
    expect(a.typecode).toBeUndefined();
  });

  it('RFC 1738 §3.2.2: "The <cwdx> and <name> parts may be empty": "ftp://h///" has two empty cwds and an empty name', () => {
    const p = ftp.parse('ftp://h///');
    expect(p.directories).toEqual(['', '']);
    expect(p.name).toBe('');
  });

  it('RFC 1738 §3.2.2: "/" and ";" in a name or cwd are encoded by format and decoded by parse', () => {
    const p = parts({ host: 'h', directories: ['a/b', 'c;d'], name: 'e;type=i' });
    const uri = ftp.format(p);
    expect(uri.toString()).toBe('ftp://h/a%2Fb/c%3Bd/e%3Btype=i');
    expect(ftp.parse(uri)).toStrictEqual(p);
  });

  it('RFC 1738 §3.2.2: a raw ";" in a cwd is data to parse, and format writes it "%3B" (RFC 1738\'s form)', () => {
    const text = 'ftp://h/a;b/f';
    const p = ftp.parse(text);
    expect(p.directories).toEqual(['a;b']);
    const written = ftp.format(p);
    expect(written.toString()).toBe('ftp://h/a%3Bb/f');
    // The same commands: a ";" that does not start the typecode can only be data, so the two
    // spellings are one URI for ftp, and its normal form is RFC 1738's.
    expect(commands(written)).toEqual(commands(text));
    expect(registry.equivalent(written, text)).toBe(true);
    expect(registry.normalize(text).toString()).toBe('ftp://h/a%3Bb/f');
  });

  it('RFC 1738 §3.2.2: ";type=" is recognised only at the end of the last segment; elsewhere ";" is data', () => {
    const p = ftp.parse('ftp://h/a;type=d/b;x=1');
    expect(p.directories).toEqual(['a;type=d']);
    expect(p.name).toBe('b;x=1');
    expect(p.typecode).toBeUndefined();
    const q = ftp.parse('ftp://h/f;x;type=D');
    expect(q.name).toBe('f;x');
    expect(q.typecode).toBe('d');
  });

  it('RFC 1738 §5 (ftpurl): the literal ";type=" is matched in its case; ";TYPE=i" is part of the name', () => {
    const p = ftp.parse('ftp://h/f;TYPE=i');
    expect(p.name).toBe('f;TYPE=i');
    expect(p.typecode).toBeUndefined();
  });

  it('RFC 3986 §2.3: an escape of an unreserved character is that character: ";%74ype=%61" is ";type=a"', () => {
    // RFC 3986 §2.3: "%61" and "a" are equivalent, and normalization (§6.2.2.2) writes "a".
    expect(ftp.parse('ftp://h/f;type=%61')).toStrictEqual(
      parts({ host: 'h', name: 'f', typecode: 'a' }),
    );
    expect(ftp.parse('ftp://h/d/f;%74ype=%49').typecode).toBe('i');
    // RFC 3986 §2.2: ";" and "=" are reserved; their escapes are data of the name.
    expect(ftp.parse('ftp://h/f%3Btype=i')).toStrictEqual(parts({ host: 'h', name: 'f;type=i' }));
    expect(ftp.parse('ftp://h/f;type%3Di')).toStrictEqual(parts({ host: 'h', name: 'f;type=i' }));
  });

  it('RFC 3986 §2.5: a name or cwd that is not UTF-8 once decoded is INVALID_UTF8, at the octet', () => {
    const e = expectUriError(() => ftp.parse('ftp://h/dir/caf%E9'), 'INVALID_UTF8', 15);
    expect(e.component).toBe('path');
    expectUriError(() => ftp.parse('ftp://h/a%80/b'), 'INVALID_UTF8', 9);
    expect(ftp.parse('ftp://h/caf%C3%A9').name).toBe('café');
  });

  it('RFC 1738 §3.2.2 with RFC 3986 §5.2.4: parse keeps "." and ".." as CWD arguments (it resolves nothing)', () => {
    expect(ftp.parse('ftp://h/a/../b').directories).toEqual(['a', '..']);
    expect(ftp.parse('ftp://h/./b').directories).toEqual(['.']);
  });
});

describe('RFC 1738 §3.2.2, §5: typecode', () => {
  it('RFC 1738 appendix: "ftp://info.cern.ch/pub/www/doc;type=d" is a directory listing of doc', () => {
    const p = ftp.parse('ftp://info.cern.ch/pub/www/doc;type=d');
    expect(p.directories).toEqual(['pub', 'www']);
    expect(p.name).toBe('doc');
    expect(p.typecode).toBe('d');
    expect(commands('ftp://info.cern.ch/pub/www/doc;type=d')).toEqual([
      { command: 'CWD', argument: 'pub' },
      { command: 'CWD', argument: 'www' },
      { command: 'NLST', argument: 'doc' },
    ]);
  });

  it('RFC 1738 References [1]: "ftp://ds.internic.net/rfc/rfc1436.txt;type=a" is TYPE A then RETR', () => {
    expect(commands('ftp://ds.internic.net/rfc/rfc1436.txt;type=a')).toEqual([
      { command: 'CWD', argument: 'rfc' },
      { command: 'TYPE', argument: 'A' },
      { command: 'RETR', argument: 'rfc1436.txt' },
    ]);
  });

  it('RFC 1738 §5: ftptype = "A" | "I" | "D" | "a" | "i" | "d"; RFC 959 §5.3: upper case reads as lower case', () => {
    expect(ftp.parse('ftp://h/f;type=A').typecode).toBe('a');
    expect(ftp.parse('ftp://h/f;type=I').typecode).toBe('i');
    expect(ftp.parse('ftp://h/f;type=D').typecode).toBe('d');
    expect(ftp.parse('ftp://h/f;type=i').typecode).toBe('i');
  });

  it('RFC 1738 §3.2.2, §5: anything else after ";type=" is FTP_INVALID_TYPECODE, at what follows "="', () => {
    for (const [input, index] of [
      ['ftp://h/f;type=x', 15],
      ['ftp://h/f;type=', 15],
      ['ftp://h/f;type=ai', 15],
      ['ftp://h/f;type=a;x', 15],
      ['ftp://h/d/f;type=%62', 17],
      ['ftp://h/a;b/f;%74ype=q;r', 21],
    ] as const) {
      const e = expectUriError(() => ftp.parse(input), 'FTP_INVALID_TYPECODE', index);
      expect(e.component).toBe('path');
      expect(e.message).toMatch(/^RFC 1738 §3\.2\.2: invalid typecode/);
    }
    const bad = parts({ host: 'h', typecode: 'x' as 'a' });
    expectUriError(() => ftp.format(bad), 'FTP_INVALID_TYPECODE');
  });

  it('RFC 1738 §3.2.2: ";type=d" after a trailing "/" lists the directory itself', () => {
    const p = ftp.parse('ftp://h/pub/;type=d');
    expect(p.directories).toEqual(['pub']);
    expect(p.name).toBe('');
    expect(commands('ftp://h/pub/;type=d')).toEqual([
      { command: 'CWD', argument: 'pub' },
      { command: 'NLST' },
    ]);
  });

  it('RFC 1738 §3.2.3: without a typecode no TYPE is sent (the client guesses the type)', () => {
    expect(commands('ftp://h/x.txt')).toEqual([{ command: 'RETR', argument: 'x.txt' }]);
  });

  it('RFC 1738 §3.2.2: a typecode a/i with an empty name sends TYPE then NLST (nothing to RETR)', () => {
    expect(commands('ftp://h/pub/;type=i')).toEqual([
      { command: 'CWD', argument: 'pub' },
      { command: 'TYPE', argument: 'I' },
      { command: 'NLST' },
    ]);
  });
});

describe('RFC 3986 §3.4, §3.5: query and fragment', () => {
  it('RFC 1738 §3.2 has no query: "ftp://h/a?b" is FTP_QUERY_NOT_ALLOWED at the "?"; "%3F" is a "?" in a name', () => {
    const e = expectUriError(() => ftp.parse('ftp://h/a?b'), 'FTP_QUERY_NOT_ALLOWED', 9);
    expect(e.component).toBe('query');
    expectUriError(() => ftp.parse('ftp://h/a?'), 'FTP_QUERY_NOT_ALLOWED', 9);
    expectUriError(() => ftp.parse('ftp://h?x'), 'FTP_QUERY_NOT_ALLOWED', 7);
    expect(ftp.parse('ftp://h/a%3Fb').name).toBe('a?b');
    expect(ftp.format(parts({ host: 'h', name: 'a?b' })).toString()).toBe('ftp://h/a%3Fb');
  });

  it('RFC 3986 §3.5: a fragment is kept as written and not sent to the server', () => {
    const p = ftp.parse('ftp://h/doc.html#sec%201');
    expect(p.fragment).toBe('sec%201');
    expect(p.name).toBe('doc.html');
    expect(ftp.format(p).toString()).toBe('ftp://h/doc.html#sec%201');
    expect(commands('ftp://h/doc.html#x')).toEqual([{ command: 'RETR', argument: 'doc.html' }]);
  });
});

describe('RFC 1738 §3.2.1: commands() and the anonymous convention', () => {
  it('RFC 1738 §3.2.1: no user and no option: no USER or PASS (the anonymous convention is opt-in)', () => {
    expect(commands('ftp://h/f')).toEqual([{ command: 'RETR', argument: 'f' }]);
  });

  it('RFC 1738 §3.2.1: with the option, "anonymous" is sent as user and the e-mail address as password', () => {
    expect(commands('ftp://h/f', { anonymous: { password: 'me@example.org' } })).toEqual([
      { command: 'USER', argument: 'anonymous' },
      { command: 'PASS', argument: 'me@example.org' },
      { command: 'RETR', argument: 'f' },
    ]);
    expect(commands('ftp://h/f', { anonymous: true })).toEqual([
      { command: 'USER', argument: 'anonymous' },
      { command: 'RETR', argument: 'f' },
    ]);
  });

  it('RFC 1738 §3.1, §3.2.1: the option does not apply to an empty user ("ftp://@h/"), which differs from none', () => {
    expect(commands('ftp://@h/f', { anonymous: { password: 'me@example.org' } })).toEqual([
      { command: 'USER', argument: '' },
      { command: 'RETR', argument: 'f' },
    ]);
  });

  it('RFC 1738 §3.2.1: a user without a password sends USER only (the program asks the user if the server wants one)', () => {
    expect(commands('ftp://foo@h/f')).toEqual([
      { command: 'USER', argument: 'foo' },
      { command: 'RETR', argument: 'f' },
    ]);
    expect(commands('ftp://foo:@h/f')).toEqual([
      { command: 'USER', argument: 'foo' },
      { command: 'PASS', argument: '' },
      { command: 'RETR', argument: 'f' },
    ]);
  });

  it('RFC 1738 §3.2.2: commands read text, a Uri and parts alike', () => {
    const text = 'ftp://u@h/a%2Fb/f;type=i';
    const expected = [
      { command: 'USER', argument: 'u' },
      { command: 'CWD', argument: 'a/b' },
      { command: 'TYPE', argument: 'I' },
      { command: 'RETR', argument: 'f' },
    ];
    expect(commands(text)).toEqual(expected);
    expect(commands(parse(text))).toEqual(expected);
    expect(commands(ftp.parse(text))).toEqual(expected);
    expect(
      commands(parts({ host: 'h', user: 'u', directories: ['a/b'], name: 'f', typecode: 'i' })),
    ).toEqual(expected);
  });

  it('RFC 1738 §6, RFC 959 §5.3: a decoded CR, LF or NUL in any argument is FTP_COMMAND_INJECTION, at the "%"', () => {
    for (const [input, index, component] of [
      ['ftp://h/a%0D%0ADELE%20x', 9, 'path'],
      ['ftp://h/a%0a', 9, 'path'],
      ['ftp://u%00@h/f', 7, 'userinfo'],
      ['ftp://u:p%0d@h/f', 9, 'userinfo'],
      ['ftp://h/d%0A/f', 9, 'path'],
      ['ftp://h/f%00;type=i', 9, 'path'],
    ] as const) {
      const e = expectUriError(() => commands(input), 'FTP_COMMAND_INJECTION', index);
      expect(e.input).toBe(input);
      expect(e.component).toBe(component);
    }
    // From parts: the index is in the URI that format writes.
    const fromParts = expectUriError(
      () => commands(parts({ host: 'h', directories: ['a\r\nDELE b'], name: 'f' })),
      'FTP_COMMAND_INJECTION',
      9,
    );
    expect(fromParts.input).toBe('ftp://h/a%0D%0ADELE%20b/f');
    // The anonymous password is given by the caller: its own text and index.
    const e = expectUriError(
      () => commands('ftp://h/f', { anonymous: { password: 'a\r\nDELE f' } }),
      'FTP_COMMAND_INJECTION',
      1,
    );
    expect(e.input).toBe('a\r\nDELE f');
    // A CR/LF in the host or fragment is in no command argument.
    expect(commands('ftp://h%0A/f#%0D')).toEqual([{ command: 'RETR', argument: 'f' }]);
    // Other control characters are not line ends.
    expect(commands('ftp://h/a%09b')).toEqual([{ command: 'RETR', argument: 'a\tb' }]);
  });

  it('RFC 1738 §3.2: commands refuses what ftp.parse refuses, with the same code', () => {
    expectUriError(() => commands('ftp://h/a?b'), 'FTP_QUERY_NOT_ALLOWED', 9);
    expectUriError(() => commands('ftp:/x'), 'MISSING_AUTHORITY', 4);
    expectUriError(() => commands('//h/x'), 'MISSING_SCHEME', 0);
    expectUriError(() => commands(null as never), 'INVALID_ARGUMENT');
  });

  it('RFC 1738 §3.2.2: the returned commands are frozen', () => {
    const list = commands('ftp://u@h/d/f');
    expect(Object.isFrozen(list)).toBe(true);
    expect(list.every((c) => Object.isFrozen(c))).toBe(true);
  });
});

describe('RFC 1738 §3.2 in a registry (RFC 3986 §3.1: scheme matched case-insensitively)', () => {
  it('RFC 3986 §1.1.2: "ftp://ftp.is.co.za/rfc/rfc1808.txt" through createRegistry([ftp])', () => {
    const r = registry.parse('ftp://ftp.is.co.za/rfc/rfc1808.txt');
    expect(r.scheme).toBe('ftp');
    expect(r.parts).toStrictEqual(
      parts({ host: 'ftp.is.co.za', directories: ['rfc'], name: 'rfc1808.txt' }),
    );
    expect(r.uri.toString()).toBe('ftp://ftp.is.co.za/rfc/rfc1808.txt');
  });

  it('RFC 1738 §3.2: parts are frozen', () => {
    const p = ftp.parse('ftp://h/a/b');
    expect(Object.isFrozen(p)).toBe(true);
    expect(Object.isFrozen(p.directories)).toBe(true);
  });

  it('RFC 1738 §3.2.2: format of the RFC examples gives the RFC text back', () => {
    for (const text of [
      'ftp://myname@host.dom/%2Fetc/motd',
      'ftp://myname@host.dom/etc/motd',
      'ftp://myname@host.dom//etc/motd',
      'ftp://info.cern.ch/pub/www/doc;type=d',
      'ftp://ds.internic.net/rfc/rfc1436.txt;type=a',
      'ftp://@host.com/',
      'ftp://foo:@host.com/',
      'ftp://host.com/',
    ]) {
      expect(ftp.format(ftp.parse(text)).toString()).toBe(text);
    }
  });
});
