// The protocol mapping: the message template a mail client builds from a mailto URI
// (RFC 6068 §2, §3, §4, §7; RFC 5322 §2.3, §3.6).
import { parse } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { mailto, toMessage } from '../src/index.js';

describe('toMessage: RFC 6068 §3 and RFC 5322 §3.6', () => {
  it('RFC 6068 §2: one To: with every address, first; the safe fields in their order', () => {
    const m = toMessage(
      'mailto:a@x,b@x?subject=s&cc=c@x&to=d@x&body=hi&bcc=e@x&references=%3Cr@x%3E&keywords=k',
    );
    expect(m).toEqual({
      fields: [
        ['To', 'a@x, b@x, d@x'],
        ['Subject', 's'],
        ['Cc', 'c@x'],
        ['Bcc', 'e@x'],
        ['References', '<r@x>'],
        ['Keywords', 'k'],
      ],
      body: 'hi',
      ignored: [],
      unknown: [],
    });
  });

  it('RFC 5322 §3.6: a repeated Cc, Bcc or Keywords is merged; another repeated field keeps its first value', () => {
    const m = toMessage(
      'mailto:?cc=a@x&subject=one&cc=b@x,c@x&bcc=d@x&subject=two&bcc=e@x&in-reply-to=%3C1@x%3E&in-reply-to=%3C2@x%3E',
    );
    expect(m.fields).toEqual([
      ['Cc', 'a@x, b@x,c@x'],
      ['Subject', 'one'],
      ['Bcc', 'd@x, e@x'],
      ['In-Reply-To', '<1@x>'],
    ]);
  });

  it('RFC 5322 §2.3: the body has CRLF line breaks; the first body counts', () => {
    expect(toMessage('mailto:?body=a%0Ab%0Dc%0D%0Ad%0A%0D').body).toBe('a\r\nb\r\nc\r\nd\r\n\r\n');
    expect(toMessage('mailto:?body=one&body=two').body).toBe('one');
    expect(toMessage('mailto:a@x').body).toBe('');
  });

  it('no address, no To:; empty values are left out', () => {
    expect(toMessage('mailto:?subject=s&cc=').fields).toEqual([['Subject', 's']]);
    expect(toMessage('mailto:').fields).toEqual([]);
  });

  it('RFC 6068 §3: ignored and unknown fields are left out and listed with their values', () => {
    const m = toMessage(
      'mailto:a@x?From=boss@x&Resent-To=r@x&Content-Type=text%2Fhtml&X-Y=1&subject=s',
    );
    expect(m.fields).toEqual([
      ['To', 'a@x'],
      ['Subject', 's'],
    ]);
    expect(m.ignored).toEqual([
      ['from', 'boss@x'],
      ['resent-to', 'r@x'],
      ['content-type', 'text/html'],
    ]);
    expect(m.unknown).toEqual([['x-y', '1']]);
  });

  it('takes text, a Uri or parts alike, and gives frozen data', () => {
    const text = 'mailto:a@x?subject=s&body=b';
    const m = toMessage(text);
    expect(toMessage(parse(text))).toEqual(m);
    expect(toMessage(mailto.parse(text))).toEqual(m);
    expect(Object.isFrozen(m) && Object.isFrozen(m.fields) && Object.isFrozen(m.fields[0])).toBe(
      true,
    );
    expect(Object.isFrozen(m.ignored) && Object.isFrozen(m.unknown)).toBe(true);
  });

  it('parts written by hand: header names in any case, a "to" field among the headers', () => {
    const m = toMessage({
      to: ['a@x'],
      headers: [
        ['Subject', 's'],
        ['TO', 'b@x'],
        ['BODY', 'text'],
      ],
    });
    expect(m.fields).toEqual([
      ['To', 'a@x, b@x'],
      ['Subject', 's'],
    ]);
    expect(m.body).toBe('text');
  });

  it('RFC 6068 §5: parts are checked as format checks them; a CR or LF in a header never becomes a line', () => {
    // A value with CR LF would add a Bcc: line to the template a mail client shows.
    for (const [headers, index] of [
      [[['subject', 'x\r\nBcc: evil@y']], 20],
      [[['x-a\nbcc', 'evil@y']], 14],
    ] as const) {
      expectUriError(() => toMessage({ to: ['a@x'], headers }), 'MAILTO_HEADER_INJECTION', index);
    }
    expectUriError(() => toMessage({ to: ['a\r\n@x'], headers: [] }), 'MAILTO_HEADER_INJECTION');
    // The body may hold line breaks (§5: only there); NUL nowhere.
    expect(toMessage({ to: [], headers: [['body', '1\n2']] }).body).toBe('1\r\n2');
    expectUriError(
      () => toMessage({ to: [], headers: [['body', '\u0000']] }),
      'MAILTO_HEADER_INJECTION',
    );
  });
});
