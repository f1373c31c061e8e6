// The laws every scheme plugin keeps (@urikit/testkit), on RFC 6068's own examples first, with
// generated parts (test/arbitraries.ts).
import { pluginLaws, protocolLaws } from '@urikit/testkit';
import { mailto, toMessage } from '../src/index.js';
import { mailtoParts } from './arbitraries.js';

const valid = [
  // RFC 6068 §6.1
  'mailto:chris@example.com',
  'mailto:infobot@example.com?subject=current-issue',
  'mailto:infobot@example.com?body=send%20current-issue',
  'mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index',
  'mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E',
  'mailto:majordomo@example.com?body=subscribe%20bamboo-l',
  'mailto:joe@example.com?cc=bob@example.com&body=hello',
  'mailto:gorby%25kremvax@example.com',
  'mailto:unlikely%3Faddress@example.com?blat=foop',
  'mailto:joe@an.example?cc=bob@an.example&body=hello',
  'mailto:Mike%26family@example.org',
  // RFC 6068 §6.2
  'mailto:%22not%40me%22@example.org',
  'mailto:%22oh%5C%5Cno%22@example.org',
  "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org",
  // RFC 6068 §6.3
  'mailto:user@example.org?subject=caf%C3%A9',
  'mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D',
  'mailto:user@example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D',
  'mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9',
  'mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO',
  // RFC 6068 §2
  'mailto:addr1@an.example,addr2@an.example',
  'mailto:?to=addr1@an.example,addr2@an.example',
  'mailto:addr1@an.example?to=addr2@an.example',
  // RFC 3986 §1.1.2
  'mailto:John.Doe@example.com',
  // Readings of this package (README, "Readings chosen")
  'mailto:',
  'mailto:a@x?',
  'mailto:%22not@me%22@example.org',
  'mailto:user%40example.org',
  'mailto:bill+ietf@example.org?subject=1+1',
  'mailto:a@%5BIPv6:2001:db8::1%5D',
  'mailto:a@x?subject=a;b&keywords=x,y',
  'mailto:a@x?__proto__=1&constructor=2&toString=3&hasOwnProperty=4',
  'mailto:a@x?bcc=b@y&from=me@z&x-mailer=1&cc=c@z&cc=d@z#frag',
  'MAILTO:Joe@Example.COM?TO=Ann@EXAMPLE.org',
];

pluginLaws(mailto, {
  valid,
  invalid: [
    // RFC 6068 §6.1: "using '?' twice, is incorrect ... WRONG!"
    ['mailto:joe@example.com?cc=bob@example.com?body=hello', 'MAILTO_UNENCODED', 41],
    // §2 item 1: "&", ";", "=" in an address MUST be encoded (erratum 7919 is not verified)
    ['mailto:Mike&family@example.org', 'MAILTO_UNENCODED', 11],
    ['mailto:/example.com/', 'MAILTO_UNENCODED', 7],
    ['mailto://example.com/', 'MAILTO_AUTHORITY', 7],
    ['mailto:user', 'MAILTO_INVALID_ADDRESS', 11],
    ['mailto:javascript:alert()', 'MAILTO_INVALID_ADDRESS', 17],
    ['mailto:a@x,', 'MAILTO_INVALID_ADDRESS', 11],
    ['mailto:a..b@x', 'MAILTO_INVALID_ADDRESS', 9],
    ['mailto:a@b@x', 'MAILTO_INVALID_ADDRESS', 10],
    ['mailto:a(comment)@x', 'MAILTO_INVALID_ADDRESS', 8],
    ['mailto:%22a%20b%22@x', 'MAILTO_INVALID_ADDRESS', 11],
    ['mailto:a@x?subject', 'MAILTO_MISSING_EQUALS', 18],
    ['mailto:a@x?subject=1+1=2', 'MAILTO_UNENCODED', 22],
    ['mailto:a@x?a:b=c', 'MAILTO_INVALID_HFNAME', 12],
    ['mailto:a@x?=c', 'MAILTO_INVALID_HFNAME', 11],
    ['mailto:a@x?subject=a%0D%0ABcc:%20evil@y', 'MAILTO_HEADER_INJECTION', 20],
    ['mailto:a@x?sub%0Aject=a', 'MAILTO_HEADER_INJECTION', 14],
    ['mailto:a%0D%0A@x', 'MAILTO_HEADER_INJECTION', 8],
    ['mailto:a@x?body=%00', 'MAILTO_HEADER_INJECTION', 16],
    ['mailto:a@x?subject=caf%E9', 'INVALID_UTF8', 22],
    ['mailto:user@[127.0.0.1]', 'INVALID_CHARACTER', 12],
  ],
  equivalent: [
    ['mailto:addr1@an.example,addr2@an.example', 'mailto:?to=addr1@an.example,addr2@an.example'],
    ['mailto:?to=addr1@an.example,addr2@an.example', 'mailto:addr1@an.example?to=addr2@an.example'],
    ['mailto:Joe@Example.COM', 'mailto:Joe@example.com'],
    ['mailto:?TO=a@x', 'mailto:a@x'],
    ['mailto:a@x?Subject=Hi', 'mailto:a@x?subject=Hi'],
    ['mailto:a@x?subject=1%2B1', 'mailto:a@x?subject=1+1'],
    ['mailto:%22not%40me%22@example.org', 'mailto:%22not@me%22@example.org'],
    ['mailto:user%40example.org', 'mailto:user@example.org'],
    ['mailto:a@x?', 'mailto:a@x'],
    ['mailto:a@x?In-Reply-To=%3c1@x%3e', 'mailto:a@x?in-reply-to=%3C1@x%3E'],
  ],
  different: [
    ['mailto:User@example.org', 'mailto:user@example.org'],
    ['mailto:a@x?subject=Hello', 'mailto:a@x?subject=hello'],
    ['mailto:a@x?subject=a+b', 'mailto:a@x?subject=a%20b'],
    ['mailto:a@x,b@x', 'mailto:b@x,a@x'],
    ['mailto:a@x?cc=b@x', 'mailto:a@x,b@x'],
    ['mailto:a@x?subject=s&body=b', 'mailto:a@x?body=b&subject=s'],
    ['mailto:a@x', 'mailto:a@x?subject=s'],
  ],
  parts: mailtoParts,
});

// RFC 6068 §5 and RFC 5322 §2.2: each header field of the template is one line, its name and
// value with no CR, LF or NUL (the body alone has line breaks, CRLF: message.test.ts).
protocolLaws(mailto, toMessage, {
  valid,
  sent: (m) => m.fields.flat(),
  parts: mailtoParts,
});
