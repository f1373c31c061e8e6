// Generated mailto parts for the law suite: addresses built from the RFC 5322 grammar (RFC 6068
// §2: dot-atom-text or quoted-string, "@", dot-atom-text or a domain literal), header fields
// with every character §2 says must be encoded, empty and absent values, non-ASCII text.
import { percentEncode } from '@urikit/core';
import fc from 'fast-check';
import type { MailtoParts } from '../src/index.js';

const pick = (chars: string) => fc.constantFrom(...chars);
// RFC 5322 §3.2.3 atext, with the characters RFC 6068 §2 item 1 wants encoded, and UTF-8
// beyond ASCII (§2 items 4, 5).
const atext = fc.oneof(pick("aZ09!#$%&'*+-/=?^_`{|}~"), pick('éß納😀'));
const atom = fc.array(atext, { minLength: 1, maxLength: 4 }).map((a) => a.join(''));
const dotAtom = fc.array(atom, { minLength: 1, maxLength: 3 }).map((a) => a.join('.'));
// RFC 5322 §3.2.4: qtext or a quoted-pair (a backslash before VCHAR or WSP); no FWS (§2 item 3).
const qcontent = fc.oneof(
  pick('aZ!#(),.:;<>@[]%/?&=+é'),
  pick('"\\ \tz@,').map((c) => `\\${c}`),
);
const quoted = fc.array(qcontent, { maxLength: 4 }).map((a) => `"${a.join('')}"`);
// RFC 6068 §2: "[" *dtext-no-obs "]", printable ASCII but "[", "]" and "\".
const literal = fc
  .array(pick('0a.:@,%/?#&;=()IPv6'), { maxLength: 6 })
  .map((a) => `[${a.join('')}]`);

/** An address that is an RFC 6068 addr-spec. */
export const address = fc
  .tuple(fc.oneof(dotAtom, quoted), fc.oneof(dotAtom, dotAtom, literal))
  .map(([local, domain]) => `${local}@${domain}`);

// RFC 5322 §3.6.8 field names (printable ASCII but ":"), in lower case as parse gives them;
// `to` is never one (it folds into `to`).
const name = fc.oneof(
  fc.constantFrom('subject', 'body', 'cc', 'bcc', 'keywords', 'in-reply-to', 'references'),
  fc.constantFrom('__proto__', 'constructor', 'tostring', 'hasownproperty', 'from', 'x-mailer'),
  fc
    .array(pick('az09-_!#$%&\'*+/=?^`{|}~.;<>@[]"(),\\'), { minLength: 1, maxLength: 5 })
    .map((a) => a.join(''))
    .filter((n) => n !== 'to'),
);
// Any text but a lone surrogate, NUL, CR or LF (refused outside the body: RFC 6068 §5).
const char = fc.oneof(
  pick(' +%&=?/#[];,:@!$\'()*"<>\\\té'),
  fc.integer({ min: 0x20, max: 0xd7ff }).map((c) => String.fromCodePoint(c)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
);
const text = fc.array(char, { maxLength: 8 }).map((a) => a.join(''));
const bodyText = fc.array(fc.oneof(char, pick('\r\n')), { maxLength: 8 }).map((a) => a.join(''));
const field = name.chain((n) =>
  (n === 'body' ? bodyText : text).map((v): readonly [string, string] => [n, v]),
);

/** The conveniences of parts, worked out here independently of the plugin: first occurrences. */
export function withViews(
  to: readonly string[],
  headers: readonly (readonly [string, string])[],
  fragment?: string,
): MailtoParts {
  const first = (n: string) => headers.find(([k]) => k === n)?.[1];
  return {
    to,
    headers,
    subject: first('subject'),
    body: first('body'),
    cc: first('cc'),
    bcc: first('bcc'),
    keywords: first('keywords'),
    inReplyTo: first('in-reply-to'),
    references: first('references'),
    fragment,
  };
}

/** Parts of a mailto URI as `parse` gives them. */
export const mailtoParts: fc.Arbitrary<MailtoParts> = fc
  .tuple(
    fc.array(address, { maxLength: 3 }),
    fc.array(field, { maxLength: 4 }),
    fc.option(
      text.map((f) => percentEncode(f, 'fragment')),
      { nil: undefined },
    ),
  )
  .map(([to, headers, fragment]) => withViews(to, headers, fragment));
