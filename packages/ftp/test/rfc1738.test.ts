// The rules of RFC 1738 §3.1, §3.2 and §5 (ftpurl), each tested with the RFC's own examples
// where it gives one. Expected values are read off the RFC text, not off our output.
import { createRegistry, parse, UriError } from '@urikit/core';
import { describe, expect, it } from 'vitest';
import { commands, type FtpParts, ftp, parseFtp } from '../src/index.js';

/** The `UriError` that `fn` throws (fails the test when it throws nothing or something else). */
function errorOf(fn: () => unknown): UriError {
  try {
    fn();
  } catch (e) {
    if (e instanceof UriError) return e;
    throw e;
  }
  throw new Error('expected a UriError, nothing was thrown');
}

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
    const p = parseFtp('ftp://@host.com/');
    expect(p.user).toBe('');
    expect(p.password).toBeUndefined();
  });

  it('RFC 1738 §3.1: "ftp://host.com/" has no user name', () => {
    const p = parseFtp('ftp://host.com/');
    expect(p.user).toBeUndefined();
    expect(p.password).toBeUndefined();
  });

  it('RFC 1738 §3.1: "ftp://foo:@host.com/" has a user name of "foo" and an empty password', () => {
    const p = parseFtp('ftp://foo:@host.com/');
    expect(p.user).toBe('foo');
    expect(p.password).toBe('');
  });

  it('RFC 1738 §3.1: ":", "@" and "/" in user and password are encoded, and decoded in parts', () => {
    const p = parseFtp('ftp://a%3Ab%40c%2Fd:p%3Aw%40@host.com/');
    expect(p.user).toBe('a:b@c/d');
    expect(p.password).toBe('p:w@');
    expect(ftp.format(p).toString()).toBe('ftp://a%3Ab%40c%2Fd:p%3Aw%40@host.com/');
  });

  it('RFC 1738 §3.1: the first ":" of the userinfo separates user and password', () => {
    // RFC 3986 §3.2.1 allows a raw ":" after the first one; it belongs to the password.
    expect(parseFtp('ftp://u:p:q@h/').password).toBe('p:q');
  });

  it('RFC 1738 §3.1: "there is no way to specify a password without specifying a user name": format refuses it', () => {
    const e = errorOf(() => ftp.format(parts({ host: 'h', password: 'x' })));
    expect(e.code).toBe('FTP_PASSWORD_WITHOUT_USER');
  });

  it('RFC 1738 §3.1: an empty user with a password ("ftp://:pass@h/") is an empty user, not an absent one', () => {
    const p = parseFtp('ftp://:pass@localhost/');
    expect(p.user).toBe('');
    expect(p.password).toBe('pass');
    expect(ftp.format(p).toString()).toBe('ftp://:pass@localhost/');
  });
});

describe('RFC 1738 §3.2: host and port', () => {
  it('RFC 1738 §3.2: "If :<port> is omitted, the port defaults to 21"', () => {
    expect(ftp.defaultPort).toBe(21);
    expect(parseFtp('ftp://host.dom/').port).toBeUndefined();
    expect(parseFtp('ftp://host.dom:2121/').port).toBe(2121);
  });

  it('RFC 3986 §3.2.3: an empty port ("ftp://h:/") is no port', () => {
    expect(parseFtp('ftp://h:/').port).toBeUndefined();
  });

  it('RFC 9293 §3.1: a port above 65535 is FTP_INVALID_PORT, at the port', () => {
    const e = errorOf(() => parseFtp('ftp://h:65536/'));
    expect(e.code).toBe('FTP_INVALID_PORT');
    expect(e.index).toBe(8);
    expect(e.component).toBe('port');
    expect(parseFtp('ftp://h:65535/').port).toBe(65535);
    expect(errorOf(() => ftp.format(parts({ host: 'h', port: 70000 }))).code).toBe(
      'FTP_INVALID_PORT',
    );
    // RFC 3986 §3.2.3: port = *DIGIT: "-1" and "2.5" are not ports at all (the core's code).
    expect(errorOf(() => ftp.format(parts({ host: 'h', port: -1 }))).code).toBe('INVALID_PORT');
    expect(errorOf(() => ftp.format(parts({ host: 'h', port: 2.5 }))).code).toBe('INVALID_PORT');
  });

  it('RFC 1738 §3.2 (ftpurl = "ftp://" login …): "ftp:example" has no authority: FTP_MISSING_AUTHORITY', () => {
    const e = errorOf(() => parseFtp('ftp:example'));
    expect(e.code).toBe('FTP_MISSING_AUTHORITY');
    expect(e.index).toBe(4);
    expect(errorOf(() => parseFtp('ftp:/etc/motd')).code).toBe('FTP_MISSING_AUTHORITY');
  });

  it('RFC 1738 §3.1: the host is required: "ftp:///x" and "ftp://u@/x" are FTP_EMPTY_HOST', () => {
    const e = errorOf(() => parseFtp('ftp:///x'));
    expect(e.code).toBe('FTP_EMPTY_HOST');
    expect(e.index).toBe(6);
    const f = errorOf(() => parseFtp('ftp://u@/x'));
    expect(f.code).toBe('FTP_EMPTY_HOST');
    expect(f.index).toBe(8);
    expect(errorOf(() => ftp.format(parts({ host: '' }))).code).toBe('FTP_EMPTY_HOST');
  });

  it('RFC 3986 §3.2.2: an IP-literal host keeps its brackets in parts and in format', () => {
    const p = parseFtp('ftp://[2001:db8::7]:2121/pub/x');
    expect(p.host).toBe('[2001:db8::7]');
    expect(ftp.format(p).toString()).toBe('ftp://[2001:db8::7]:2121/pub/x');
  });

  it('RFC 3986 §3.1: the scheme is case-insensitive: "FTP://h/x" is read; another scheme is FTP_WRONG_SCHEME', () => {
    expect(parseFtp('FTP://h/x').name).toBe('x');
    expect(errorOf(() => parseFtp('http://h/x')).code).toBe('FTP_WRONG_SCHEME');
    expect(errorOf(() => parseFtp(parse('//h/x'))).code).toBe('FTP_WRONG_SCHEME');
    expect(errorOf(() => commands('http://h/x')).code).toBe('FTP_WRONG_SCHEME');
  });
});

describe('RFC 1738 §3.2.2: url-path <cwd1>/<cwd2>/…/<cwdN>/<name>;type=<typecode>', () => {
  it('RFC 1738 §3.2.2: "ftp://myname@host.dom/%2Fetc/motd" does "CWD /etc" then "RETR motd"', () => {
    const p = parseFtp('ftp://myname@host.dom/%2Fetc/motd');
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
    expect(parseFtp('ftp://myname@host.dom/etc/motd').directories).toEqual(['etc']);
    expect(commands('ftp://myname@host.dom/etc/motd')).toEqual([
      { command: 'USER', argument: 'myname' },
      { command: 'CWD', argument: 'etc' },
      { command: 'RETR', argument: 'motd' },
    ]);
  });

  it('RFC 1738 §3.2.2: "ftp://myname@host.dom//etc/motd" would "CWD" with a null argument, then "CWD etc", then "RETR motd"', () => {
    expect(parseFtp('ftp://myname@host.dom//etc/motd').directories).toEqual(['', 'etc']);
    expect(commands('ftp://myname@host.dom//etc/motd')).toEqual([
      { command: 'USER', argument: 'myname' },
      { command: 'CWD', argument: '' },
      { command: 'CWD', argument: 'etc' },
      { command: 'RETR', argument: 'motd' },
    ]);
  });

  it('RFC 1738 §3.2.2: "The whole url-path may be omitted": "ftp://h" reads like "ftp://h/"', () => {
    const a = parseFtp('ftp://host.dom');
    expect(a).toEqual(parseFtp('ftp://host.dom/'));
    expect(a.directories).toEqual([]);
    expect(a.name).toBe('');
    expect(a.typecode).toBeUndefined();
  });

  it('RFC 1738 §3.2.2: "The <cwdx> and <name> parts may be empty": "ftp://h///" has two empty cwds and an empty name', () => {
    const p = parseFtp('ftp://h///');
    expect(p.directories).toEqual(['', '']);
    expect(p.name).toBe('');
  });

  it('RFC 1738 §3.2.2: "/" and ";" in a name or cwd are encoded by format and decoded by parse', () => {
    const p = parts({ host: 'h', directories: ['a/b', 'c;d'], name: 'e;type=i' });
    const uri = ftp.format(p);
    expect(uri.toString()).toBe('ftp://h/a%2Fb/c%3Bd/e%3Btype=i');
    expect(parseFtp(uri)).toEqual(p);
  });

  it('RFC 1738 §3.2.2: ";type=" is recognised only at the end of the last segment; elsewhere ";" is data', () => {
    const p = parseFtp('ftp://h/a;type=d/b;x=1');
    expect(p.directories).toEqual(['a;type=d']);
    expect(p.name).toBe('b;x=1');
    expect(p.typecode).toBeUndefined();
  });

  it('RFC 1738 §5 (ftpurl): the literal ";type=" is matched as written; ";TYPE=i" is part of the name', () => {
    const p = parseFtp('ftp://h/f;TYPE=i');
    expect(p.name).toBe('f;TYPE=i');
    expect(p.typecode).toBeUndefined();
  });

  it('RFC 1738 §3.2.2: a name that is not UTF-8 once decoded is FTP_INVALID_TEXT, at the octet', () => {
    const e = errorOf(() => parseFtp('ftp://h/dir/caf%E9'));
    expect(e.code).toBe('FTP_INVALID_TEXT');
    expect(e.index).toBe(15);
    expect(e.component).toBe('path');
    expect(errorOf(() => parseFtp('ftp://%FF@h/')).code).toBe('FTP_INVALID_TEXT');
    expect(parseFtp('ftp://h/caf%C3%A9').name).toBe('café');
  });

  it('RFC 1738 §3.2.2 with RFC 3986 §5.2.4: parse keeps "." and ".." as CWD arguments (it resolves nothing)', () => {
    expect(parseFtp('ftp://h/a/../b').directories).toEqual(['a', '..']);
  });
});

describe('RFC 1738 §3.2.2, §5: typecode', () => {
  it('RFC 1738 appendix: "ftp://info.cern.ch/pub/www/doc;type=d" is a directory listing of doc', () => {
    const p = parseFtp('ftp://info.cern.ch/pub/www/doc;type=d');
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

  it('RFC 1738 §5: ftptype = "A" | "I" | "D" | "a" | "i" | "d"; upper case reads as lower case', () => {
    expect(parseFtp('ftp://h/f;type=A').typecode).toBe('a');
    expect(parseFtp('ftp://h/f;type=I').typecode).toBe('i');
    expect(parseFtp('ftp://h/f;type=D').typecode).toBe('d');
    expect(parseFtp('ftp://h/f;type=i').typecode).toBe('i');
  });

  it('RFC 1738 §3.2.2: any other typecode is FTP_INVALID_TYPECODE, at the code', () => {
    for (const [input, index] of [
      ['ftp://h/f;type=x', 15],
      ['ftp://h/f;type=', 15],
      ['ftp://h/f;type=ai', 15],
      ['ftp://h/d/f;type=%61', 17],
    ] as const) {
      const e = errorOf(() => parseFtp(input));
      expect(e.code).toBe('FTP_INVALID_TYPECODE');
      expect(e.index).toBe(index);
    }
    const bad = parts({ host: 'h', typecode: 'x' as 'a' });
    expect(errorOf(() => ftp.format(bad)).code).toBe('FTP_INVALID_TYPECODE');
  });

  it('RFC 1738 §3.2.2: ";type=d" after a trailing "/" lists the directory itself', () => {
    const p = parseFtp('ftp://h/pub/;type=d');
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
    const e = errorOf(() => parseFtp('ftp://h/a?b'));
    expect(e.code).toBe('FTP_QUERY_NOT_ALLOWED');
    expect(e.index).toBe(9);
    expect(e.component).toBe('query');
    expect(errorOf(() => parseFtp('ftp://h/a?')).code).toBe('FTP_QUERY_NOT_ALLOWED');
    expect(parseFtp('ftp://h/a%3Fb').name).toBe('a?b');
    expect(ftp.format(parts({ host: 'h', name: 'a?b' })).toString()).toBe('ftp://h/a%3Fb');
  });

  it('RFC 3986 §3.5: a fragment is kept as written and not sent to the server', () => {
    const p = parseFtp('ftp://h/doc.html#sec%201');
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

  it('RFC 1738 §6: a decoded CR, LF or NUL in any argument is FTP_COMMAND_INJECTION, at the "%"', () => {
    for (const [input, index] of [
      ['ftp://h/a%0D%0ADELE%20x', 9],
      ['ftp://h/a%0a', 9],
      ['ftp://u%00@h/f', 7],
      ['ftp://u:p%0d@h/f', 9],
      ['ftp://h/d%0A/f', 9],
      ['ftp://h/f%00;type=i', 9],
    ] as const) {
      const e = errorOf(() => commands(input));
      expect(e.code).toBe('FTP_COMMAND_INJECTION');
      expect(e.index).toBe(index);
      expect(e.input).toBe(input);
    }
    const e = errorOf(() => commands('ftp://h/f', { anonymous: { password: 'a\r\nDELE f' } }));
    expect(e.code).toBe('FTP_COMMAND_INJECTION');
    expect(e.input).toBe('a\r\nDELE f');
    expect(e.index).toBe(1); // the CR
    // A CR/LF in the host or fragment is in no command argument.
    expect(commands('ftp://h%0A/f#%0D')).toEqual([{ command: 'RETR', argument: 'f' }]);
    // Other control characters are not line ends.
    expect(commands('ftp://h/a%09b')).toEqual([{ command: 'RETR', argument: 'a\tb' }]);
  });

  it('RFC 1738 §3.2.2: the returned commands are frozen', () => {
    const list = commands('ftp://u@h/d/f');
    expect(Object.isFrozen(list)).toBe(true);
    expect(list.every((c) => Object.isFrozen(c))).toBe(true);
  });
});

describe('RFC 1738 §3.2 in a registry (RFC 3986 §3.1: scheme matched case-insensitively)', () => {
  it('RFC 3986 §1.1.2: "ftp://ftp.is.co.za/rfc/rfc1808.txt" through createRegistry([ftp])', () => {
    const registry = createRegistry([ftp]);
    const r = registry.parse('ftp://ftp.is.co.za/rfc/rfc1808.txt');
    expect(r.scheme).toBe('ftp');
    expect(r.parts).toEqual(
      parts({ host: 'ftp.is.co.za', directories: ['rfc'], name: 'rfc1808.txt' }),
    );
    expect(r.uri.toString()).toBe('ftp://ftp.is.co.za/rfc/rfc1808.txt');
    expect(registry.parse('FTP://h/x').parts.name).toBe('x');
  });

  it('RFC 1738 §3.2: parts are frozen', () => {
    const p = parseFtp('ftp://h/a/b');
    expect(Object.isFrozen(p)).toBe(true);
    expect(Object.isFrozen(p.directories)).toBe(true);
  });

  it('RFC 1738 §3.2.2: format of the RFC examples gives the RFC text back', () => {
    for (const text of [
      'ftp://myname@host.dom/%2Fetc/motd',
      'ftp://myname@host.dom/etc/motd',
      'ftp://myname@host.dom//etc/motd',
      'ftp://info.cern.ch/pub/www/doc;type=d',
      'ftp://@host.com/',
      'ftp://foo:@host.com/',
      'ftp://host.com/',
    ]) {
      expect(ftp.format(parseFtp(text)).toString()).toBe(text);
    }
  });
});
