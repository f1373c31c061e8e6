// The laws every scheme plugin keeps (@urikit/testkit), on RFC 5538's own examples first, with
// generated parts that exercise escapes, empty against absent, non-ASCII and article numbers up
// to 2^53−1 (servers and groups generated as news's tests generate them).
import { pluginLaws, protocolLaws } from '@urikit/testkit';
import fc from 'fast-check';
import { group, server } from '../../news/test/support.js';
import { commands, type NntpParts, nntp } from '../src/index.js';

const parts: fc.Arbitrary<NntpParts> = fc
  .record({
    server,
    group: group(false),
    article: fc.option(
      fc.oneof(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.constant(Number.MAX_SAFE_INTEGER)),
      { nil: undefined },
    ),
    fragment: fc.option(fc.constantFrom('', 'top', 'a%20b', '%C3%A9'), { nil: undefined }),
  })
  .map(({ server: s, ...p }) => ({ ...s, ...p }));

const valid = [
  // RFC 5538 §3
  'nntp://news.server.example/example.group.this/12345',
  'nntp://wild.server.example/example.group.n%2Fa/12345',
  'nntp://news.server.example/example.group.this',
  // RFC 5538 Appendix B
  'nntp://news.gmane.org/gmane.ietf.tools/742',
  // RFC 3977 §6: leading zeros, at most 16 digits; beyond 2^31−1 up to 2^53−1
  'nntp://h/g/0000000000000001',
  'nntp://h/g/2147483648',
  'nntp://h/g/9007199254740991',
  'nntp://u:p@[::1]:563/caf%C3%A9#%0D',
  'nntp://h/a~b:c;d',
];

pluginLaws(nntp, {
  valid,
  invalid: [
    ['nntp:no.perl', 'MISSING_AUTHORITY', 5],
    ['nntp:///g', 'EMPTY_HOST', 7],
    ['nntp://h:65536/g', 'PORT_OUT_OF_RANGE', 9],
    ['nntp://h', 'NNTP_MISSING_GROUP', 8],
    ['nntp://h/', 'NNTP_MISSING_GROUP', 9],
    ['nntp://h//1', 'NNTP_MISSING_GROUP', 9],
    ['nntp://h/a*', 'NNTP_INVALID_GROUP', 10],
    ['nntp://h/a%3F', 'NNTP_INVALID_GROUP', 10],
    ['nntp://h/a@b', 'NNTP_INVALID_GROUP', 10],
    ['nntp://h/a%40b', 'NNTP_INVALID_GROUP', 10],
    ['nntp://h/a,b', 'NNTP_INVALID_GROUP', 10],
    ['nntp://h/a!b', 'NNTP_INVALID_GROUP', 10],
    ['nntp://h/a%5Bb', 'NNTP_INVALID_GROUP', 10],
    ['nntp://h/a%5Cb', 'NNTP_INVALID_GROUP', 10],
    ['nntp://h/a%20b', 'NNTP_INVALID_GROUP', 10],
    ['nntp://h/a%09b', 'NNTP_INVALID_GROUP', 10],
    ['nntp://h/a%7F', 'NNTP_INVALID_GROUP', 10],
    ['nntp://h/a%FF', 'INVALID_UTF8', 10],
    ['nntp://h/.', 'NNTP_DOT_SEGMENT', 9],
    ['nntp://h/%2E%2E/1', 'NNTP_DOT_SEGMENT', 9],
    ['nntp://h/g%0D%0AQUIT', 'NNTP_COMMAND_INJECTION', 10],
    ['nntp://u%0A@h/g', 'NNTP_COMMAND_INJECTION', 8],
    ['nntp://h/g/1%00', 'NNTP_COMMAND_INJECTION', 12],
    ['nntp://h/g/0', 'NNTP_ARTICLE_NUMBER_RANGE', 11],
    ['nntp://h/g/0000', 'NNTP_ARTICLE_NUMBER_RANGE', 11],
    ['nntp://h/g/9007199254740992', 'NNTP_ARTICLE_NUMBER_RANGE', 11],
    ['nntp://h/g/9999999999999999', 'NNTP_ARTICLE_NUMBER_RANGE', 11],
    ['nntp://h/g/12345678901234567', 'NNTP_INVALID_ARTICLE_NUMBER', 27],
    ['nntp://h/g/00000000000000001', 'NNTP_INVALID_ARTICLE_NUMBER', 27],
    ['nntp://h/g/', 'NNTP_INVALID_ARTICLE_NUMBER', 11],
    ['nntp://h/g/1-10', 'NNTP_INVALID_ARTICLE_NUMBER', 12],
    ['nntp://h/g/1/2', 'NNTP_INVALID_ARTICLE_NUMBER', 12],
    ['nntp://h/g/-1', 'NNTP_INVALID_ARTICLE_NUMBER', 11],
    ['nntp://h/g/1.0', 'NNTP_INVALID_ARTICLE_NUMBER', 12],
    ['nntp://h/g/a@b', 'NNTP_INVALID_ARTICLE_NUMBER', 11],
    ['nntp://h/g?x', 'NNTP_QUERY_NOT_ALLOWED', 10],
  ],
  equivalent: [
    ['nntp://h/g/00012', 'nntp://h/g/12'],
    ['nntp://h/g/%31', 'nntp://h/g/1'],
    ['NNTP://News.Example:119/g', 'nntp://news.example/g'],
    ['nntp://h:/g', 'nntp://h/g'],
    ['nntp://h/a%2Eb', 'nntp://h/a.b'],
    ['nntp://h/a%2Bb', 'nntp://h/a+b'],
    ['nntp://h/a%3Ab', 'nntp://h/a:b'],
    ['nntp://%75:%70@h/g', 'nntp://u:p@h/g'],
  ],
  different: [
    ['nntp://h/g', 'nntp://h/g/1'],
    ['nntp://h/g', 'nntp://h/G'],
    ['nntp://h/g', 'nntp://h2/g'],
    ['nntp://h/g', 'nntp://h:563/g'],
    ['nntp://h/g', 'nntp://u@h/g'],
    ['nntp://h/a%2Fb', 'nntp://h/a/1'],
    ['nntp://h/g#x', 'nntp://h/g'],
  ],
  parts,
});

// RFC 3977 §3.1: a command is one line; RFC 1738 §6: no decoded CR, LF or NUL reaches it.
protocolLaws(nntp, commands, { valid, sent: (lines) => lines, parts });
