// The laws every scheme plugin keeps (@urikit/testkit), on RFC 5538's own examples first, with
// generated parts that exercise escapes, empty against absent, non-ASCII and both kinds.
import { pluginLaws, protocolLaws } from '@urikit/testkit';
import fc from 'fast-check';
import { commands, type NewsParts, news } from '../src/index.js';
import { ALNUM, group, server, text } from './support.js';

// RFC 5322 atext, and mdtext for a domain literal (RFC 5536 §3.1.3).
const atext = [...ALNUM, ..."!#$%&'*+-/=?^_`{|}~"];
const atom = text(atext, 1);
const dotAtom = fc.array(atom, { minLength: 1, maxLength: 3 }).map((a) => a.join('.'));
const mdtext = [...ALNUM, ...'!#$%&\'*+-/=?^_`{|}~"(),.:;<@'];
const messageId = fc
  .tuple(
    dotAtom,
    fc.oneof(
      dotAtom,
      text(mdtext).map((t) => `[${t}]`),
    ),
  )
  .map(([left, right]) => `${left}@${right}`);

const rawTail = fc.option(fc.constantFrom('', 'part=1', 'a%20b', '%C3%A9', 'x/y?z'), {
  nil: undefined,
});

const parts: fc.Arbitrary<NewsParts> = fc
  .tuple(
    fc.option(server, { nil: undefined }),
    fc.oneof(
      messageId.map((messageId) => ({ kind: 'article' as const, messageId })),
      group(true).map((g) => ({ kind: 'newsgroups' as const, group: g })),
    ),
    rawTail,
    rawTail,
  )
  .map(([s, body, query, fragment]) => ({
    ...body,
    host: s?.host,
    port: s?.port,
    user: s?.user,
    password: s?.password,
    query,
    fragment,
  }));

const valid = [
  // RFC 5538 §4
  'news://news.server.example/*',
  'news://news.server.example/',
  'news://wild.server.example/example.group.th%3Fse',
  'news:example.group.*',
  'news:example.group.this',
  // RFC 5538 §3, Appendix B
  'news://news.server.example/example.group.this',
  'news://news.gmane.org/gmane.ietf.tools',
  'news://news.gmane.org/p0624081dc30b8699bf9b@%5B10.20.30.108%5D',
  // RFC 3986 §1.1.2, RFC 1738 §3.6
  'news:comp.infosystems.www.servers.unix',
  'news:*',
  'news:',
  'news://h',
  'news://u:p@[::1]:563/caf%C3%A9.%2A?part=1#top',
  'news:a%2Fb',
  'news:abc@example.com#%0D',
];

pluginLaws(news, {
  valid,
  invalid: [
    ['news://news.online.no/no.perl/1-10', 'NEWS_UNEXPECTED_SLASH', 29],
    ['news:/a', 'NEWS_UNEXPECTED_SLASH', 5],
    ['news:a/b@c', 'NEWS_UNEXPECTED_SLASH', 6],
    ['news:.', 'NEWS_DOT_SEGMENT', 5],
    ['news://h/..', 'NEWS_DOT_SEGMENT', 9],
    ['news:%2E%2E', 'NEWS_DOT_SEGMENT', 5],
    ['news:a%40b', 'NEWS_INVALID_GROUP', 6],
    ['news:a,b', 'NEWS_INVALID_GROUP', 6],
    ['news:a!b', 'NEWS_INVALID_GROUP', 6],
    ['news:a%5Cb', 'NEWS_INVALID_GROUP', 6],
    ['news:a%20b', 'NEWS_INVALID_GROUP', 6],
    ['news:a%09b', 'NEWS_INVALID_GROUP', 6],
    ['news:a%FF', 'INVALID_UTF8', 6],
    ['news:a%0D%0AQUIT', 'NEWS_COMMAND_INJECTION', 6],
    ['news:a@b%0Ac', 'NEWS_COMMAND_INJECTION', 8],
    ['news://u%00@h/x', 'NEWS_COMMAND_INJECTION', 8],
    ['news:a?%0d', 'NEWS_COMMAND_INJECTION', 7],
    ['news:@b', 'NEWS_INVALID_MESSAGE_ID', 5],
    ['news:a@', 'NEWS_INVALID_MESSAGE_ID', 7],
    ['news:a.@b', 'NEWS_INVALID_MESSAGE_ID', 7],
    ['news:a..b@c', 'NEWS_INVALID_MESSAGE_ID', 7],
    ['news:a@b%3Ec', 'NEWS_INVALID_MESSAGE_ID', 8],
    ['news:a@b@c', 'NEWS_INVALID_MESSAGE_ID', 8],
    ['news:a@%5Bb', 'NEWS_INVALID_MESSAGE_ID', 11],
    ['news:a@%5Bb%5Dc', 'NEWS_INVALID_MESSAGE_ID', 14],
    ['news:a%C3%A9@b', 'NEWS_INVALID_MESSAGE_ID', 6],
    ['news:///a', 'EMPTY_HOST', 7],
    ['news://h:99999/a', 'PORT_OUT_OF_RANGE', 9],
  ],
  equivalent: [
    ['news://news.server.example/*', 'news://news.server.example/'],
    ['news://h', 'news://h/*'],
    ['news:', 'news:*'],
    ['NEWS://Example.COM:119/a.b', 'news://example.com/a.b'],
    ['news://example.com:/a.b', 'news://example.com/a.b'],
    ['news:a%2Eb', 'news:a.b'],
    ['news:a%2Bb%2A', 'news:a+b*'],
    ['news:a%3Ab', 'news:a:b'],
    ['news:a%24b@%65xample.com', 'news:a$b@example.com'],
    ['news://%75@h/x', 'news://u@h/x'],
  ],
  different: [
    ['news:abc@example.com', 'news:abc@EXAMPLE.com'],
    ['news:abc@example.com', 'news:ABC@example.com'],
    ['news:comp.lang', 'news:COMP.lang'],
    ['news:comp.lang', 'news://h/comp.lang'],
    ['news://h/comp.lang', 'news://h2/comp.lang'],
    ['news://h/comp.lang', 'news://u@h/comp.lang'],
    ['news://h/comp.lang', 'news://h:563/comp.lang'],
    ['news:a.b', 'news:a.b?x'],
    ['news:a.b', 'news:a.b#x'],
    ['news:a*', 'news:a%3F'],
  ],
  parts,
});

// RFC 3977 §3.1: a command is one line; RFC 1738 §6: no decoded CR, LF or NUL reaches it.
protocolLaws(news, commands, { valid, sent: (lines) => lines, parts });
