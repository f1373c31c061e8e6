// RFC 6068, section by section, with the RFC's own example URIs. Expected values come from the
// RFC's prose next to each example (the address or field it says the URI stands for).
import { check, createRegistry } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { mailto, toMessage } from '../src/index.js';

const registry = createRegistry([mailto]);
const parts = (uri: string) => mailto.parse(uri);

describe('RFC 6068 §2: syntax of a mailto URI', () => {
  it('RFC 6068 §2: mailto:a,b is mailto:?to=a,b is mailto:a?to=b (one list of addresses)', () => {
    const forms = [
      'mailto:addr1@an.example,addr2@an.example',
      'mailto:?to=addr1@an.example,addr2@an.example',
      'mailto:addr1@an.example?to=addr2@an.example',
    ];
    for (const form of forms) {
      expect(parts(form).to, form).toEqual(['addr1@an.example', 'addr2@an.example']);
      expect(parts(form).headers, form).toEqual([]);
      expect(registry.normalize(form).toString()).toBe('mailto:addr1@an.example,addr2@an.example');
    }
    expect(registry.equivalent(forms[0]!, forms[2]!)).toBe(true);
  });

  it('RFC 6068 §2: "mailto:" [ to ] [ hfields ]: both are optional', () => {
    expect(parts('mailto:')).toMatchObject({ to: [], headers: [] });
    expect(parts('mailto:?subject=x')).toMatchObject({ to: [], subject: 'x' });
  });

  it('RFC 6068 §2: no authority: "//" is not part of a mailto URI', () => {
    expectUriError(() => parts('mailto://example.com/'), 'MAILTO_AUTHORITY', 7);
    expectUriError(() => parts('mailto://a@example.com'), 'MAILTO_AUTHORITY', 7);
  });

  it('RFC 6068 §2: hfield = hfname "=" hfvalue: an hfield without "=" is an error', () => {
    expectUriError(() => parts('mailto:a@x?subject'), 'MAILTO_MISSING_EQUALS', 18);
    expectUriError(() => parts('mailto:a@x?subject=s&body'), 'MAILTO_MISSING_EQUALS', 25);
    expectUriError(() => parts('mailto:a@x?subject=s&&body=b'), 'MAILTO_MISSING_EQUALS', 21);
    expectUriError(() => parts('mailto:a@x?subject=s&'), 'MAILTO_MISSING_EQUALS', 21);
    // a value may be empty
    expect(parts('mailto:a@x?subject=').subject).toBe('');
  });

  it('RFC 6068 §2: hfname is case-insensitive, hfvalue is case-sensitive', () => {
    expect(parts('mailto:a@x?SUBJECT=Hi&In-Reply-To=%3Cm@x%3E').headers).toEqual([
      ['subject', 'Hi'],
      ['in-reply-to', '<m@x>'],
    ]);
    expect(parts('mailto:a@x?SUBJECT=Hi').subject).toBe('Hi');
    expect(registry.equivalent('mailto:a@x?SUBJECT=Hi', 'mailto:a@x?subject=Hi')).toBe(true);
    expect(registry.equivalent('mailto:a@x?subject=Hi', 'mailto:a@x?subject=hi')).toBe(false);
  });

  it('RFC 6068 §2, RFC 5322 §3.6.8: an hfname is a field name: printable US-ASCII but ":"', () => {
    expect(parts("mailto:?x-a.b_c!$'*+;@=1").headers).toEqual([["x-a.b_c!$'*+;@", '1']]);
    expectUriError(() => parts('mailto:?a:b=1'), 'MAILTO_INVALID_HFNAME', 9);
    expectUriError(() => parts('mailto:?a%3Ab=1'), 'MAILTO_INVALID_HFNAME', 9);
    expectUriError(() => parts('mailto:?a%20b=1'), 'MAILTO_INVALID_HFNAME', 9);
    expectUriError(() => parts('mailto:?%C3%A9=1'), 'MAILTO_INVALID_HFNAME', 8);
    expectUriError(() => parts('mailto:?=1'), 'MAILTO_INVALID_HFNAME', 8);
  });

  it('RFC 6068 §2: the special hfname "body" is the body of the message', () => {
    const p = parts('mailto:a@x?body=hello');
    expect(p.body).toBe('hello');
    expect(toMessage(p).body).toBe('hello');
    expect(toMessage(p).fields).toEqual([['To', 'a@x']]);
  });

  it('RFC 6068 §2 item 1: "%", "/", "?", "#", "[", "]" and "&", ";", "=" are encoded in an address', () => {
    const address = '"a%/?#[]&;=,b"@x';
    const uri = mailto.format({ to: [address], headers: [] }).toString();
    expect(uri).toBe('mailto:%22a%25%2F%3F%23%5B%5D%26%3B%3D%2Cb%22@x');
    expect(parts(uri).to).toEqual([address]);
    // "@" and ":" need not be encoded
    expect(mailto.format({ to: ['"a@b:c"@x'], headers: [] }).toString()).toBe(
      'mailto:%22a@b:c%22@x',
    );
    // and unencoded, they are refused where RFC 3986 lets them through
    expectUriError(() => parts('mailto:a/b@x'), 'MAILTO_UNENCODED', 8);
    expectUriError(() => parts('mailto:a&b@x'), 'MAILTO_UNENCODED', 8);
    expectUriError(() => parts('mailto:a;b@x'), 'MAILTO_UNENCODED', 8);
    expectUriError(() => parts('mailto:a=b@x'), 'MAILTO_UNENCODED', 8);
    expectUriError(() => parts('mailto:?to=a;b@x'), 'MAILTO_UNENCODED', 12);
    // "/", "&", "=" are atext (RFC 5322 §3.2.3); ";" is a special, quoted
    expect(parts('mailto:a%2Fb%26c%3Dd@x').to).toEqual(['a/b&c=d@x']);
    expect(parts('mailto:%22a%3Bb%22@x').to).toEqual(['"a;b"@x']);
  });

  it('RFC 6068 §2: the separating "@" is the one outside the quoted local part', () => {
    expect(parts('mailto:%22not@me%22@example.org').to).toEqual(['"not@me"@example.org']);
    expect(parts('mailto:%22a@b%22@%5Bc@d%5D').to).toEqual(['"a@b"@[c@d]']);
    // outside quotes a second "@" is not atext: no "last @" reading (a@b@x is not a@b at x)
    expectUriError(() => parts('mailto:a@b@x'), 'MAILTO_INVALID_ADDRESS', 10);
    expectUriError(
      () => parts('mailto:user@example.org%40evil.test'),
      'MAILTO_INVALID_ADDRESS',
      23,
    );
  });

  it('RFC 6068 §2: addresses are split on the literal ","; an encoded "," is data', () => {
    expect(parts('mailto:a@x,b@y').to).toEqual(['a@x', 'b@y']);
    expect(parts('mailto:%22a%2Cb%22@x').to).toEqual(['"a,b"@x']);
    expectUriError(() => parts('mailto:a%2Cb@x'), 'MAILTO_INVALID_ADDRESS', 8);
    expectUriError(() => parts('mailto:a@x,,b@y'), 'MAILTO_INVALID_ADDRESS', 11);
    expectUriError(() => parts('mailto:,a@x'), 'MAILTO_INVALID_ADDRESS', 7);
  });

  it('RFC 6068 §2 item 2: no obs-local-part and no NO-WS-CTL', () => {
    // obs-local-part = word *("." word): quoted words joined by dots
    expectUriError(() => parts('mailto:%22a%22.b@x'), 'MAILTO_INVALID_ADDRESS', 14);
    expectUriError(() => parts('mailto:a.@x'), 'MAILTO_INVALID_ADDRESS', 9);
    expectUriError(() => parts('mailto:.a@x'), 'MAILTO_INVALID_ADDRESS', 7);
    expectUriError(() => parts('mailto:%22a%01%22@x'), 'MAILTO_INVALID_ADDRESS', 11);
    expectUriError(() => parts('mailto:%22a%7F%22@x'), 'MAILTO_INVALID_ADDRESS', 11);
  });

  it('RFC 6068 §2 item 3: no whitespace or comments in the local part or the domain', () => {
    expectUriError(() => parts('mailto:%20a@x'), 'MAILTO_INVALID_ADDRESS', 7);
    expectUriError(() => parts('mailto:a@x%20'), 'MAILTO_INVALID_ADDRESS', 10);
    expectUriError(() => parts('mailto:a(c)@x'), 'MAILTO_INVALID_ADDRESS', 8);
    expectUriError(() => parts('mailto:a@(c)x'), 'MAILTO_INVALID_ADDRESS', 9);
    // folding white space inside a quoted string is whitespace; a quoted-pair is not
    expectUriError(() => parts('mailto:%22a%20b%22@x'), 'MAILTO_INVALID_ADDRESS', 11);
    expect(parts('mailto:%22a%5C%20b%22@x').to).toEqual(['"a\\ b"@x']);
  });

  it('RFC 6068 §2 item 4: percent-encoded UTF-8 in the domain is an internationalized name', () => {
    expect(parts('mailto:user@%E7%B4%8D%E8%B1%86.example.org').to).toEqual([
      'user@納豆.example.org',
    ]);
    expectUriError(() => parts('mailto:user@%E7%B4.example.org'), 'INVALID_UTF8', 12);
    expectUriError(() => parts('mailto:user@caf%E9.example.org'), 'INVALID_UTF8', 15);
  });

  it('RFC 6068 §2 item 5: non-ASCII in the local part is UTF-8, percent-encoded', () => {
    expect(parts('mailto:us%C3%A9r@x').to).toEqual(['usér@x']);
    expect(mailto.format({ to: ['usér@x'], headers: [] }).toString()).toBe('mailto:us%C3%A9r@x');
    expectUriError(() => parts('mailto:us%E9r@x'), 'INVALID_UTF8', 9);
  });

  it('RFC 6068 §2: domain = dot-atom-text / "[" *dtext-no-obs "]"', () => {
    expect(parts('mailto:user@%5B127.0.0.1%5D').to).toEqual(['user@[127.0.0.1]']);
    expect(parts('mailto:user@%5BIPv6:2001:db8::1%5D').to).toEqual(['user@[IPv6:2001:db8::1]']);
    expect(parts('mailto:user@%5B%5D').to).toEqual(['user@[]']);
    // "[", "]" and "\" are not dtext-no-obs; the literal ends the address
    expectUriError(() => parts('mailto:u@%5Ba%5Cb%5D'), 'MAILTO_INVALID_ADDRESS', 13);
    expectUriError(() => parts('mailto:u@%5Ba%5D.b'), 'MAILTO_INVALID_ADDRESS', 16);
    expectUriError(() => parts('mailto:u@%5Ba'), 'MAILTO_INVALID_ADDRESS', 13);
    // raw brackets are not RFC 3986 at all (the core refuses them)
    expectUriError(() => parts('mailto:user@[127.0.0.1]'), 'INVALID_CHARACTER', 12);
  });

  it('RFC 6068 §2: "?", "=" and "&" are delimiters, escaped as %3F, %3D, %26 inside a field', () => {
    const uri = mailto.format({ to: [], headers: [['x&y', 'a=b?c&d']] }).toString();
    expect(uri).toBe('mailto:?x%26y=a%3Db%3Fc%26d');
    expect(parts(uri).headers).toEqual([['x&y', 'a=b?c&d']]);
    expectUriError(() => parts('mailto:?subject=a?b'), 'MAILTO_UNENCODED', 17);
    expectUriError(() => parts('mailto:?subject=a=b'), 'MAILTO_UNENCODED', 17);
    expectUriError(() => parts('mailto:?sub?ject=a'), 'MAILTO_UNENCODED', 11);
    expectUriError(() => parts('mailto:?subject=a/b'), 'MAILTO_UNENCODED', 17);
  });

  it('RFC 6068 §2: "#" in an hfvalue MUST be escaped as %23', () => {
    expect(mailto.format({ to: [], headers: [['subject', 'a#b']] }).toString()).toBe(
      'mailto:?subject=a%23b',
    );
    expect(parts('mailto:?subject=a%23b').subject).toBe('a#b');
  });

  it('RFC 6068 §2: a fragment is meaningless; it is kept as written and may be ignored', () => {
    expect(parts('mailto:a@x#f%20g').fragment).toBe('f%20g');
    expect(registry.equivalent('mailto:a@x#f', 'mailto:a@x')).toBe(false);
    expect(registry.equivalent('mailto:a@x#f', 'mailto:a@x', { ignoreFragment: true })).toBe(true);
  });

  it('RFC 6068 §2: implementations MUST NOT produce two "To:" header fields', () => {
    const m = toMessage('mailto:a@x?to=b@y&TO=c@z&subject=s&To=d@w');
    expect(m.fields).toEqual([
      ['To', 'a@x, b@y, c@z, d@w'],
      ['Subject', 's'],
    ]);
  });

  it('RFC 6068 §2: the same hfname twice "varies widely": first value, and a finding', () => {
    const p = parts('mailto:a@x?subject=one&subject=two');
    expect(p.subject).toBe('one');
    expect(p.headers).toEqual([
      ['subject', 'one'],
      ['subject', 'two'],
    ]);
    expect(check(registry, 'mailto:a@x?subject=one&subject=two').map((f) => f.code)).toEqual([
      'MAILTO_DUPLICATE_HEADER',
    ]);
    expect(toMessage(p).fields).toEqual([
      ['To', 'a@x'],
      ['Subject', 'one'],
    ]);
  });
});

describe('RFC 6068 §3: semantics and operations', () => {
  it('RFC 6068 §3: From, Date, routing (Resent-*, Apparently-To), trace and MIME fields MUST be ignored', () => {
    const names = [
      'From',
      'Sender',
      'Reply-To',
      'Date',
      'Resent-From',
      'Resent-Date',
      'Apparently-To',
      'Return-Path',
      'Received',
      'MIME-Version',
      'Content-Type',
      'Content-Transfer-Encoding',
    ];
    const uri = `mailto:a@x?subject=s&${names.map((n) => `${n}=v`).join('&')}`;
    const m = toMessage(uri);
    expect(m.fields).toEqual([
      ['To', 'a@x'],
      ['Subject', 's'],
    ]);
    expect(m.ignored.map(([n]) => n)).toEqual(names.map((n) => n.toLowerCase()));
    expect(m.unknown).toEqual([]);
    const findings = check(registry, uri);
    expect(findings.map((f) => f.code)).toEqual(names.map(() => 'MAILTO_IGNORED_HEADER'));
    expect(findings[0]).toMatchObject({ index: 21, component: 'query', severity: 'warning' });
  });

  it('RFC 6068 §3: unrecognized header fields SHOULD be treated as especially suspect', () => {
    const m = toMessage('mailto:a@x?X-Mailer=evil&Message-ID=%3Cm@x%3E&subject=s');
    expect(m.fields).toEqual([
      ['To', 'a@x'],
      ['Subject', 's'],
    ]);
    expect(m.unknown).toEqual([
      ['x-mailer', 'evil'],
      ['message-id', '<m@x>'],
    ]);
    expect(
      check(registry, 'mailto:a@x?X-Mailer=evil').map((f) => [f.code, f.index, f.severity]),
    ).toEqual([['MAILTO_UNKNOWN_HEADER', 11, 'warning']]);
  });

  it('RFC 6068 §3: with header fields, the same mailbox with "an additional profile": another URI', () => {
    expect(registry.equivalent('mailto:a@x', 'mailto:a@x?subject=s')).toBe(false);
  });
});

describe('RFC 6068 §4: unsafe header fields', () => {
  it('RFC 6068 §4: Subject and Keywords, as well as Body, are safe: kept in the message', () => {
    const m = toMessage('mailto:a@x?subject=s&keywords=k1,k2&keywords=k3&body=b');
    expect(m.fields).toEqual([
      ['To', 'a@x'],
      ['Subject', 's'],
      ['Keywords', 'k1,k2, k3'],
    ]);
    expect(m.body).toBe('b');
    expect(check(registry, 'mailto:a@x?subject=s&keywords=k&body=b')).toEqual([]);
  });
});

describe('RFC 6068 §5: encoding', () => {
  it('RFC 6068 §5: a space is %20, never "+"; "+" is a "+" and %2B is the same "+"', () => {
    expect(mailto.format({ to: [], headers: [['subject', 'a b+c']] }).toString()).toBe(
      'mailto:?subject=a%20b+c',
    );
    expect(parts('mailto:?subject=a+b').subject).toBe('a+b');
    expect(parts('mailto:bill+ietf@example.org').to).toEqual(['bill+ietf@example.org']);
    expect(registry.equivalent('mailto:?subject=1%2B1', 'mailto:?subject=1+1')).toBe(true);
    expect(
      registry.equivalent('mailto:bill%2Bietf@example.org', 'mailto:bill+ietf@example.org'),
    ).toBe(true);
    expect(registry.equivalent('mailto:?subject=a+b', 'mailto:?subject=a%20b')).toBe(false);
  });

  it('RFC 6068 §5: line breaks in the body MUST be encoded with "%0D%0A"', () => {
    expect(mailto.format({ to: [], headers: [['body', 'l1\r\nl2']] }).toString()).toBe(
      'mailto:?body=l1%0D%0Al2',
    );
    expect(parts('mailto:?body=l1%0D%0Al2').body).toBe('l1\r\nl2');
  });

  it('RFC 6068 §5: line breaks in other hfields SHOULD NOT be used: refused (header injection)', () => {
    expectUriError(() => parts('mailto:?subject=a%0D%0ABcc:%20x@y'), 'MAILTO_HEADER_INJECTION', 17);
    expectUriError(() => parts('mailto:?cc=a@x%0Ab'), 'MAILTO_HEADER_INJECTION', 14);
    expectUriError(
      () => mailto.format({ to: [], headers: [['subject', 'a\r\nBcc: x@y']] }),
      'MAILTO_HEADER_INJECTION',
    );
  });

  it('RFC 6068 §2, §5: the first offending character of an hfvalue is the one reported', () => {
    // ?subject=a/b%0D: "/" (§2 qchar) comes first; ?subject=a%0Db/: the CR (§5) does.
    expectUriError(() => parts('mailto:?subject=a/b%0D'), 'MAILTO_UNENCODED', 17);
    expectUriError(() => parts('mailto:?subject=a%0Db/'), 'MAILTO_HEADER_INJECTION', 17);
    expectUriError(() => parts('mailto:?body=%00a?b'), 'MAILTO_HEADER_INJECTION', 13);
    expectUriError(() => parts('mailto:?body=a%0D%0Ab=c'), 'MAILTO_UNENCODED', 21);
  });

  it('RFC 6068 §5: client software decodes strings before creating the message', () => {
    expect(toMessage('mailto:a@x?subject=caf%C3%A9%20%26%20cr%C3%A8me').fields).toEqual([
      ['To', 'a@x'],
      ['Subject', 'café & crème'],
    ]);
  });
});

describe('RFC 6068 §6.1: basic examples', () => {
  it('RFC 6068 §6.1: an ordinary individual mailing address', () => {
    expect(parts('mailto:chris@example.com')).toMatchObject({
      to: ['chris@example.com'],
      headers: [],
    });
  });

  it('RFC 6068 §6.1: the name of the file to be sent back in the subject', () => {
    expect(parts('mailto:infobot@example.com?subject=current-issue')).toMatchObject({
      to: ['infobot@example.com'],
      headers: [['subject', 'current-issue']],
      subject: 'current-issue',
    });
  });

  it('RFC 6068 §6.1: a "send" request in the body', () => {
    expect(parts('mailto:infobot@example.com?body=send%20current-issue').body).toBe(
      'send current-issue',
    );
  });

  it('RFC 6068 §6.1: two lines with different "send" requests', () => {
    const uri = 'mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index';
    expect(parts(uri).body).toBe('send current-issue\r\nsend index');
    expect(toMessage(uri).body).toBe('send current-issue\r\nsend index');
  });

  it('RFC 6068 §6.1: an In-Reply-To header field with the Message-ID of a message', () => {
    const uri = 'mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E';
    expect(parts(uri).inReplyTo).toBe('<3469A91.D10AF4C@example.com>');
    expect(toMessage(uri).fields).toEqual([
      ['To', 'list@example.org'],
      ['In-Reply-To', '<3469A91.D10AF4C@example.com>'],
    ]);
  });

  it('RFC 6068 §6.1: a request to subscribe to a mailing list', () => {
    expect(parts('mailto:majordomo@example.com?body=subscribe%20bamboo-l')).toMatchObject({
      to: ['majordomo@example.com'],
      body: 'subscribe bamboo-l',
    });
  });

  it('RFC 6068 §6.1: a single user and a CC of another user', () => {
    expect(parts('mailto:joe@example.com?cc=bob@example.com&body=hello')).toMatchObject({
      to: ['joe@example.com'],
      headers: [
        ['cc', 'bob@example.com'],
        ['body', 'hello'],
      ],
      cc: 'bob@example.com',
      body: 'hello',
    });
  });

  it('RFC 6068 §6.1: using "?" twice is incorrect (WRONG!)', () => {
    expectUriError(
      () => parts('mailto:joe@example.com?cc=bob@example.com?body=hello'),
      'MAILTO_UNENCODED',
      41,
    );
  });

  it('RFC 6068 §6.1: the address "gorby%kremvax@example.com"', () => {
    expect(parts('mailto:gorby%25kremvax@example.com').to).toEqual(['gorby%kremvax@example.com']);
    expect(mailto.format({ to: ['gorby%kremvax@example.com'], headers: [] }).toString()).toBe(
      'mailto:gorby%25kremvax@example.com',
    );
  });

  it('RFC 6068 §6.1: the address "unlikely?address@example.com" and another header field', () => {
    expect(parts('mailto:unlikely%3Faddress@example.com?blat=foop')).toMatchObject({
      to: ['unlikely?address@example.com'],
      headers: [['blat', 'foop']],
    });
  });

  it('RFC 6068 §6.1: "&amp;" in HTML stands for "&": the URI is the one with "&"', () => {
    expect(parts('mailto:joe@an.example?cc=bob@an.example&body=hello')).toMatchObject({
      to: ['joe@an.example'],
      cc: 'bob@an.example',
      body: 'hello',
    });
  });

  it('RFC 6068 §6.1: "Mike&family@example.org" is mailto:Mike%26family@example.org', () => {
    expect(parts('mailto:Mike%26family@example.org').to).toEqual(['Mike&family@example.org']);
    expect(mailto.format({ to: ['Mike&family@example.org'], headers: [] }).toString()).toBe(
      'mailto:Mike%26family@example.org',
    );
  });
});

describe('RFC 6068 §6.2: examples of complicated email addresses', () => {
  const rows: [string, string][] = [
    ['"not@me"@example.org', 'mailto:%22not%40me%22@example.org'],
    ['"oh\\\\no"@example.org', 'mailto:%22oh%5C%5Cno%22@example.org'],
    [
      '"\\\\\\"it\'s\\ ugly\\\\\\""@example.org',
      "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org",
    ],
  ];
  for (const [address, uri] of rows) {
    it(`RFC 6068 §6.2: ${address} is ${uri}`, () => {
      expect(parts(uri).to).toEqual([address]);
      // format writes the same escapes, except "@" in the quoted part, which need not be
      // encoded (§2 item 1): an equivalent URI.
      const formatted = mailto.format({ to: [address], headers: [] });
      expect(registry.equivalent(formatted, uri)).toBe(true);
      expect(formatted.toString()).toBe(uri.replace('%40', '@'));
    });
  }
});

describe('RFC 6068 §6.3: examples using UTF-8-based percent-encoding', () => {
  it('RFC 6068 §6.3: the subject "café" in UTF-8', () => {
    expect(parts('mailto:user@example.org?subject=caf%C3%A9').subject).toBe('café');
    expect(
      mailto.format({ to: ['user@example.org'], headers: [['subject', 'café']] }).toString(),
    ).toBe('mailto:user@example.org?subject=caf%C3%A9');
  });

  it('RFC 6068 §6.3: the same subject as an encoded-word, "=" and "?" escaped', () => {
    const subject = '=?utf-8?Q?caf=C3=A9?=';
    expect(
      parts('mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D').subject,
    ).toBe(subject);
    expect(
      mailto.format({ to: ['user@example.org'], headers: [['subject', subject]] }).toString(),
    ).toBe('mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D');
  });

  it('RFC 6068 §6.3: the same subject encoded as iso-8859-1 (in an encoded-word)', () => {
    expect(
      parts('mailto:user@example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D').subject,
    ).toBe('=?iso-8859-1?Q?caf=E9?=');
  });

  it('RFC 6068 §6.3: subject and body "café": To user@example.org, Subject café, body café', () => {
    const m = toMessage('mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9');
    expect(m.fields).toEqual([
      ['To', 'user@example.org'],
      ['Subject', 'café'],
    ]);
    expect(m.body).toBe('café');
  });

  it('RFC 6068 §6.3: "natto" as a domain name label', () => {
    const uri = 'mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO';
    expect(parts(uri)).toMatchObject({
      to: ['user@納豆.example.org'],
      subject: 'Test',
      body: 'NATTO',
    });
    // The template shows the decoded name (§7); the A-label user@xn--99zt52a.example.org of
    // the RFC's message is the sending step's (§2 item 4, RFC 5891).
    const m = toMessage(uri);
    expect(m.fields).toEqual([
      ['To', 'user@納豆.example.org'],
      ['Subject', 'Test'],
    ]);
    expect(m.body).toBe('NATTO');
  });
});

describe('RFC 6068 §7: security considerations', () => {
  it('RFC 6068 §7: addresses in a "bcc" hfvalue are publicly visible in the URI: reported', () => {
    const findings = check(registry, 'mailto:a@x?subject=s&bcc=hidden@y');
    expect(findings.map((f) => [f.code, f.index, f.component, f.severity])).toEqual([
      ['MAILTO_BCC', 21, 'query', 'warning'],
    ]);
    expect(findings[0]!.message).toMatch(/^RFC 6068 §7: /);
    expect(parts('mailto:a@x?bcc=hidden@y').bcc).toBe('hidden@y');
  });

  it('RFC 6068 §7: findings point at their field, "to" fields (folded into the addresses) between them', () => {
    const findings = check(registry, 'mailto:?to=a@x&bcc=b@y&%54O=c@z&x-y=1&bcc=d@y');
    expect(findings.map((f) => [f.code, f.index])).toEqual([
      ['MAILTO_BCC', 15],
      ['MAILTO_UNKNOWN_HEADER', 32],
      ['MAILTO_DUPLICATE_HEADER', 38],
      ['MAILTO_BCC', 38],
    ]);
    expect(Object.isFrozen(findings) && findings.every((f) => Object.isFrozen(f))).toBe(true);
    expect(check(registry, 'mailto:a@x?')).toEqual([]);
  });

  it('RFC 6068 §7: never double-unescape or double-escape', () => {
    const p = parts('mailto:a%2541@x?subject=%2541');
    expect(p.to).toEqual(['a%41@x']);
    expect(p.subject).toBe('%41');
    expect(mailto.format(p).toString()).toBe('mailto:a%2541@x?subject=%2541');
    expect(registry.normalize('mailto:a%2541@x?subject=%2541').toString()).toBe(
      'mailto:a%2541@x?subject=%2541',
    );
    expect(toMessage(p).fields).toEqual([
      ['To', 'a%41@x'],
      ['Subject', '%41'],
    ]);
  });
});
