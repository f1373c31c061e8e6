// The laws every scheme plugin keeps (@urikit/testkit), on the RFC examples and on generated
// parts (octets that are not UTF-8 included), for the RFC 4266 reading and the legacy one.
import { pluginLaws, protocolLaws } from '@urikit/testkit';
import { describe } from 'vitest';
import { type GopherRequest, gopher, gopherLegacy, toRequest } from '../src/index.js';
import { gopherParts } from './arbitraries.js';

// RFC 4266 §2.1–§2.9 and RFC 2396 §1.3 examples first, then the edges of the reading.
const valid = [
  'gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles',
  'gopher://example.com',
  'gopher://example.com/',
  'gopher://example.com/1',
  'gopher://example.com:70/1',
  'gopher://example.com/7find%09gopher%20holes',
  'gopher://example.com/1dir%09%09+',
  'gopher://example.com/1dir%09%09%3F',
  'gopher://example.com/1dir%09%09!',
  'gopher://example.com/1dir%09%09$',
  'gopher://example.com/0doc%09%09!+ABSTRACT%20+SMELL',
  'gopher://example.com/0doc%09%09+application/postscript%20Es_ES',
  'gopher://example.com/1form%09%09+%091%0D%0A+-1%0D%0Ayes%0D%0Ano%0D%0A.%0D%0A',
  'gopher://example.com/0a?b#c',
  'gopher://example.com/0a%2Fb/../c',
  'gopher://example.com/9%FF%00%09%FE',
  'gopher://[2001:DB8::7]:7070/I/image.gif',
  'gopher://127.0.0.1:25/0x',
];

const invalid = [
  ['gopher:/example.com/', 'MISSING_AUTHORITY', 7],
  ['gopher:///1', 'EMPTY_HOST', 9],
  ['gopher://user@example.com/1', 'USERINFO_NOT_ALLOWED', 9],
  ['gopher://example.com:70000/', 'PORT_OUT_OF_RANGE', 21],
  ['gopher://example.com?x', 'GOPHER_MISSING_SLASH', 20],
  ['gopher://example.com/%09x', 'GOPHER_INVALID_TYPE', 21],
  ['gopher://example.com/%C3%A9', 'GOPHER_INVALID_TYPE', 21],
  ['gopher://example.com/0a%0D%0AQUIT', 'GOPHER_INVALID_SELECTOR', 23],
  ['gopher://example.com/0a?%0a', 'GOPHER_INVALID_SELECTOR', 24],
  ['gopher://example.com/7a%09b%0Dc', 'GOPHER_INVALID_SEARCH', 27],
] as const;

const equivalent = [
  ['gopher://example.com', 'gopher://example.com/1'],
  ['gopher://example.com/', 'gopher://EXAMPLE.com:70/1'],
  ['gopher://example.com/0a%2Fb', 'gopher://example.com/0a/b'],
  ['gopher://example.com/%31x', 'gopher://example.com/1x'],
  ['gopher://example.com/0a?b', 'gopher://example.com/0a%3Fb'],
  ['gopher://example.com/0%3b%3D', 'gopher://example.com/0;='],
  ['gopher://example.com/9%ff', 'gopher://example.com/9%FF'],
] as const;

const different = [
  ['gopher://example.com/0', 'gopher://example.com/1'],
  ['gopher://example.com/0a+b', 'gopher://example.com/0a%20b'],
  ['gopher://example.com/7x', 'gopher://example.com/7x%09'],
  ['gopher://example.com/7x%09', 'gopher://example.com/7x%09%09'],
  ['gopher://example.com/0A', 'gopher://example.com/0a'],
  ['gopher://example.com/0a/../b', 'gopher://example.com/0b'],
  ['gopher://example.com/00x', 'gopher://example.com/0x'],
  ['gopher://example.com/1', 'gopher://example.com:7070/1'],
] as const;

pluginLaws(gopher, { valid, invalid, equivalent, different, parts: gopherParts });

// In the legacy reading the "?" is a separator: what follows it is the search, and a query
// right after the host is a search of the top-level menu.
const legacyInvalid: (readonly [string, string, number])[] = invalid
  .filter(([input]) => input !== 'gopher://example.com?x')
  .map(([input, code, at]) => [input, input.includes('?') ? 'GOPHER_INVALID_SEARCH' : code, at]);

// RFC 4266 §2.2–§2.3: the selector and the search, the fields of the request line before the
// Gopher+ string (which may hold CR LF: a form's data block, §2.9), split at its TABs; RFC 4266
// §2.1 lets a selector hold any octet but TAB, CR and LF (a NUL is check's finding).
const fields = (r: GopherRequest) => {
  const line = r.bytes.subarray(0, r.bytes.length - 2);
  const tab = line.indexOf(9);
  const next = tab < 0 ? -1 : line.indexOf(9, tab + 1);
  return [
    line.subarray(0, tab < 0 ? line.length : tab),
    tab < 0 ? undefined : line.subarray(tab + 1, next < 0 ? line.length : next),
  ];
};

protocolLaws(gopher, toRequest, { valid, sent: fields, forbidden: '\r\n', parts: gopherParts });

const legacyValid = [...valid, 'gopher://example.com?x', 'gopher://example.com/7find?gopher+holes'];

describe('the legacy reading (gopherLegacy)', () => {
  protocolLaws(gopherLegacy, (input) => toRequest(input, gopherLegacy), {
    valid: legacyValid,
    sent: fields,
    forbidden: '\r\n',
    parts: gopherParts,
  });
  pluginLaws(gopherLegacy, {
    valid: legacyValid,
    invalid: legacyInvalid,
    equivalent: [
      ...equivalent.filter(([a]) => !a.includes('?')),
      ['gopher://example.com/7find?x', 'gopher://example.com/7find%09x'],
      ['gopher://example.com?x', 'gopher://example.com/1%09x'],
    ],
    different: [...different, ['gopher://example.com/7find?x', 'gopher://example.com/7find%3Fx']],
    parts: gopherParts,
  });
});
