// RFC 5538 (§2.2, §2.3, §4, §7, Appendix B) read with RFC 5536 §3.1.3 and RFC 3977, on the
// RFCs' own example URIs; each expected value is the RFC's, or the reading the README names.

import { check, createRegistry } from '@urikit/core';
import * as core from '@urikit/core/plugin';
import { examples, expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import * as mod from '../src/index.js';
import { commands, type NewsParts, news } from '../src/index.js';
import { PASSWORD_AND_PORT_25 } from './support.js';

const registry = createRegistry([news]);

describe('RFC 5538 §4: the syntax of news URIs', () => {
  it('RFC 5538 §4: the five examples, the first two equivalent', () => {
    expect(news.parse('news://news.server.example/*')).toEqual({
      kind: 'newsgroups',
      host: 'news.server.example',
      group: '*',
    });
    expect(news.parse('news://news.server.example/')).toEqual(
      news.parse('news://news.server.example/*'),
    );
    expect(registry.equivalent('news://news.server.example/*', 'news://news.server.example/')).toBe(
      true,
    );
    expect(news.parse('news://wild.server.example/example.group.th%3Fse')).toEqual({
      kind: 'newsgroups',
      host: 'wild.server.example',
      group: 'example.group.th?se',
    });
    expect(news.parse('news:example.group.*')).toEqual({
      kind: 'newsgroups',
      group: 'example.group.*',
    });
    expect(news.parse('news:example.group.this')).toEqual({
      kind: 'newsgroups',
      group: 'example.group.this',
    });
  });

  it('RFC 5538 §2.2, §4: a literal "@" makes an article, its Message-ID decoded, without "<>"', () => {
    // Appendix B: <p0624081dc30b8699bf9b@[10.20.30.108]>, a domain literal on the right.
    expect(news.parse('news://news.gmane.org/p0624081dc30b8699bf9b@%5B10.20.30.108%5D')).toEqual({
      kind: 'article',
      host: 'news.gmane.org',
      messageId: 'p0624081dc30b8699bf9b@[10.20.30.108]',
    });
    // RFC 5536 §3.1.3: an "@" inside the domain literal is no separator.
    expect(news.parse('news:a@%5Bx@y%5D')).toMatchObject({ messageId: 'a@[x@y]' });
    // An escaped "@" alone does not make an article; a group cannot hold it (RFC 5536 §3.1.4).
    expectUriError(() => news.parse('news:a%40b'), 'NEWS_INVALID_GROUP', 6);
  });

  it('RFC 5538 §4: "/", "?", "#", "[", "]", "%" of a Message-ID are escaped, "%3E" is refused', () => {
    expect(news.parse('news:a%2Fb%3Fc%23d%25e@x').kind).toBe('article');
    expect(news.parse('news:a%2Fb%3Fc%23d%25e@x')).toMatchObject({ messageId: 'a/b?c#d%e@x' });
    expectUriError(() => news.parse('news:a/b@x'), 'NEWS_UNEXPECTED_SLASH', 6);
    expectUriError(() => news.parse('news:a%3Eb@x'), 'NEWS_INVALID_MESSAGE_ID', 6);
  });

  it('RFC 5536 §3.1.3: msg-id-core is dot-atom-text "@" (dot-atom-text / "[" *mdtext "]")', () => {
    for (const ok of ['a.b.c@d.e', "!%23$&'*+-=~@x", 'a@%5B%5D', 'a@%5B%22(),:;%3C@%5D']) {
      expect(news.parse(`news:${ok}`).kind, ok).toBe('article');
    }
    expectUriError(() => news.parse('news:.a@b'), 'NEWS_INVALID_MESSAGE_ID', 5);
    expectUriError(() => news.parse('news:a@b.'), 'NEWS_INVALID_MESSAGE_ID', 9);
    expectUriError(() => news.parse('news:a:b@c'), 'NEWS_INVALID_MESSAGE_ID', 6);
    expectUriError(() => news.parse('news:a@%5Bb%5Cc%5D'), 'NEWS_INVALID_MESSAGE_ID', 11);
    expectUriError(() => news.parse('news:a@%5B%5Bx%5D'), 'NEWS_INVALID_MESSAGE_ID', 10);
    expectUriError(() => news.parse('news:a@x%5D'), 'NEWS_INVALID_MESSAGE_ID', 8);
  });

  it('RFC 5536 §3.1.3: a msg-id is at most 250 octets, so msg-id-core at most 248', () => {
    const left = (n: number) => 'a'.repeat(n);
    expect(news.parse(`news:${left(246)}@b`).kind).toBe('article');
    expectUriError(() => news.parse(`news:${left(247)}@b`), 'NEWS_INVALID_MESSAGE_ID', 5 + 248);
  });

  it('RFC 5538 §4: the server is optional, "/" ends it; no "/" may follow (no ranges)', () => {
    expect(news.parse('news:comp.lang').host).toBeUndefined();
    expect(news.parse('news://u@h:8119/comp.lang')).toEqual({
      kind: 'newsgroups',
      user: 'u',
      host: 'h',
      port: 8119,
      group: 'comp.lang',
    });
    expectUriError(
      () => news.parse('news://news.online.no/no.perl/1-10'),
      'NEWS_UNEXPECTED_SLASH',
      29,
    );
    expectUriError(() => news.parse('news:///comp.lang'), 'EMPTY_HOST', 7);
  });

  it('RFC 5538 §4: an empty newsgroups is "*" with a server; a bare news: too (Rec.)', () => {
    expect(news.parse('news:')).toEqual({ kind: 'newsgroups', group: '*' });
    expect(news.parse('news://h')).toEqual({ kind: 'newsgroups', host: 'h', group: '*' });
    expect(registry.normalize('news:').toString()).toBe('news:*');
    expect(registry.normalize('news://H').toString()).toBe('news://h/*');
  });

  it('RFC 5538 §2.3: "." and ".." are no newsgroup names, and no dot segments', () => {
    expectUriError(() => news.parse('news:.'), 'NEWS_DOT_SEGMENT', 5);
    expectUriError(() => news.parse('news://h/%2e%2E'), 'NEWS_DOT_SEGMENT', 9);
    expect(registry.normalize('news:a.').toString()).toBe('news:a.');
    expect(news.rules.dots).toBe(false);
  });

  it('RFC 3977 §4.1: the group is a wildmat-pattern: no "!", ",", "[", "\\", "]", space, control', () => {
    for (const bad of ['!', ',', '%5B', '%5C', '%5D', '%20', '%09', '%7F', '%21', '%2C']) {
      expectUriError(() => news.parse(`news:a${bad}`), 'NEWS_INVALID_GROUP', 6);
    }
    // Everything else printable, and UTF-8 (RFC 5538 §6).
    expect(news.parse('news:a%22%3C%3E%5E%60%7B%7C%7D:;=&$~').kind).toBe('newsgroups');
    expect(news.parse('news:caf%C3%A9')).toMatchObject({ group: 'café' });
    expectUriError(() => news.parse('news:caf%C3'), 'INVALID_UTF8', 8);
  });

  it('RFC 5538 §2.3: a query is kept as written, not interpreted (Rec.); a fragment too', () => {
    expect(news.parse('news:a@b?part=1.2#x')).toMatchObject({ query: 'part=1.2', fragment: 'x' });
    expect(registry.equivalent('news:a@b?part=1', 'news:a@b?part=2')).toBe(false);
  });
});

describe('RFC 5538 §2.3: normalization and equivalence', () => {
  it('RFC 5538 §2.3: a Message-ID is compared as is, its right-hand side too', () => {
    expect(registry.equivalent('news:abc@example.com', 'news:abc@EXAMPLE.COM')).toBe(false);
    expect(registry.equivalent('news:abc@example.com', 'news:ab%63@example.com')).toBe(true);
    expect(registry.normalize('news:a%24b@x').toString()).toBe('news:a$b@x');
  });

  it('RFC 3986 §6.2.2, §6.2.3: host case and :119 go; the group compares by its characters', () => {
    expect(registry.normalize('NEWS://News.Example:119/comp.lang').toString()).toBe(
      'news://news.example/comp.lang',
    );
    expect(registry.normalize('news:a%2Eb%2B%2A%3a').toString()).toBe('news:a.b+*:');
    expect(registry.normalize('news:a%3f').toString()).toBe('news:a%3F');
    expect(registry.equivalent('news:Comp.lang', 'news:comp.lang')).toBe(false);
  });

  it('RFC 5538 §4: no server means the configured one, which is no named server', () => {
    expect(registry.equivalent('news:comp.lang', 'news://localhost/comp.lang')).toBe(false);
  });
});

describe('RFC 6874 §2: a server written with a zone identifier, when the caller allows one', () => {
  const zoned = { allowZoneId: true } as const;

  it('RFC 6874 §2, RFC 5538 §4: normalize keeps a zone identifier it was given leave for', () => {
    expect(registry.normalize('news://[fe80::1%25eth0]/comp.lang', zoned).toString()).toBe(
      'news://[fe80::1%25eth0]/comp.lang',
    );
    // The scheme's own step has work to do as well (an empty group, an escape it does not need).
    expect(registry.normalize('NEWS://[FE80::1%25eth0]:119', zoned).toString()).toBe(
      'news://[fe80::1%25eth0]/*',
    );
    expect(registry.normalize('news://u%21@[fe80::1%25eth0]/a%24b@c', zoned).toString()).toBe(
      'news://u!@[fe80::1%25eth0]/a$b@c',
    );
    // Without leave, still refused (RFC 3986 has no zone identifiers).
    expectUriError(() => registry.normalize('news://[fe80::1%25eth0]/g'), 'ZONE_ID_NOT_ALLOWED');
  });

  it('RFC 6874 §2, RFC 5538 §4: equivalent, check, format and commands take it too', () => {
    expect(
      registry.equivalent('news://[fe80::1%25eth0]/', 'news://[FE80::1%25eth0]:119/*', zoned),
    ).toBe(true);
    expect(
      registry.equivalent('news://[fe80::1%25eth0]/g', 'news://[fe80::1%25eth1]/g', zoned),
    ).toBe(false);
    expect(check(registry, 'news://[fe80::1%25eth0]/*', zoned).map((f) => f.code)).toContain(
      'NEWS_UNBOUNDED_LISTING',
    );
    const parts = news.parse('news://[fe80::1%25eth0]/a@b', zoned);
    expect(parts).toEqual({ kind: 'article', host: '[fe80::1%25eth0]', messageId: 'a@b' });
    expect(news.format(parts).toString()).toBe('news://[fe80::1%25eth0]/a@b');
    expect(commands(parts)).toEqual(['ARTICLE <a@b>']);
  });
});

describe('RFC 5538 §4 and RFC 3986 §2: format escapes exactly what is required', () => {
  it('RFC 5538 §4: a Message-ID keeps what a segment may hold; "/", "?", "#", "[", "]", "%" are escaped', () => {
    const article = (messageId: string): NewsParts => ({ kind: 'article', messageId });
    expect(news.format(article("!$&'*+=~^`{|}@x")).toString()).toBe(
      "news:!$&'*+=~%5E%60%7B%7C%7D@x",
    );
    expect(news.format(article('a/b?c#d%e@[10.20.30.108]')).toString()).toBe(
      'news:a%2Fb%3Fc%23d%25e@%5B10.20.30.108%5D',
    );
  });

  it('RFC 5538 §4: "?" of a wildmat is written %3F, "*" as is; "/" and non-ASCII escaped', () => {
    const groups = (group: string, host?: string): NewsParts =>
      host === undefined ? { kind: 'newsgroups', group } : { kind: 'newsgroups', group, host };
    expect(news.format(groups('example.group.th?se', 'wild.server.example')).toString()).toBe(
      'news://wild.server.example/example.group.th%3Fse',
    );
    expect(news.format(groups('a.*:~')).toString()).toBe('news:a.*:~');
    expect(news.format(groups('n/a.café')).toString()).toBe('news:n%2Fa.caf%C3%A9');
  });

  it('RFC 5538 §4: parts that cannot be written are refused, never changed', () => {
    expectUriError(
      () => news.format({ kind: 'article', messageId: 'no-at' }),
      'NEWS_INVALID_MESSAGE_ID',
    );
    expectUriError(() => news.format({ kind: 'newsgroups', group: '' }), 'NEWS_INVALID_GROUP');
    expectUriError(() => news.format({ kind: 'newsgroups', group: 'a@b' }), 'NEWS_INVALID_GROUP');
    expectUriError(() => news.format({ kind: 'newsgroups', group: '..' }), 'NEWS_DOT_SEGMENT');
    expectUriError(() => news.format({ kind: 'newsgroups', group: 'a b' }), 'NEWS_INVALID_GROUP');
  });
});

describe('RFC 5538 §7, RFC 1738 §6: check', () => {
  it("RFC 5538 §7: a password and a port of another protocol (the core's shared findings, first), a Message-ID, an unbounded listing", () => {
    expect(check(registry, 'news://u:p@h:25/*')).toEqual([
      ...PASSWORD_AND_PORT_25,
      {
        code: 'NEWS_UNBOUNDED_LISTING',
        message: 'RFC 5538 §4: unbounded listing',
        severity: 'info',
        index: 16,
        component: 'path',
      },
    ]);
    expect(check(registry, 'news:abc@example.com').map((f) => [f.code, f.index])).toEqual([
      ['NEWS_MESSAGE_ID_NOT_UNIQUE', 5],
    ]);
    expect(check(registry, 'news://u@h:119/comp.lang')).toEqual([]);
    expect(check(registry, 'news://h:563/comp.lang').map((f) => f.code)).toEqual([
      'URI_OTHER_PROTOCOL_PORT',
    ]);
    expect(Object.keys(news.definition.findings?.codes ?? {})).toEqual([
      'NEWS_UNBOUNDED_LISTING',
      'NEWS_MESSAGE_ID_NOT_UNIQUE',
    ]);
    expect(check(registry, 'news:').map((f) => [f.code, f.index])).toEqual([
      ['NEWS_UNBOUNDED_LISTING', 5],
    ]);
  });
});

describe("RFC 3977 §3.1, §4.1: the core's building blocks news and nntp share", () => {
  it('RFC 3977 §3.1: indexOfCommandInjection finds %0D, %0A and %00 in any case, before the fragment', () => {
    const at = (text: string) => core.indexOfCommandInjection(core.parse(text));
    expect(at('news:a%0d%0aQUIT')).toBe(6);
    expect(at('news://u%00@h/x')).toBe(8);
    expect(at('news:a?b%0A')).toBe(8);
    expect(at('news:a%20%0D')).toBe(9);
    expect(at('news:a%2500')).toBe(-1); // "%25" is a "%", then "00"
    expect(at('news:a%10%A0%D0%0B#%0D')).toBe(-1);
    expect(at('news:a')).toBe(-1);
  });

  it('RFC 3977 §4.1: indexOfInvalidGroupChar reads escapes as octets, wildcards on request', () => {
    const bad = core.indexOfInvalidGroupChar;
    expect(bad('a.b-c+d_e~f:g;h=i&j$k\'l(m)n%2Fo%22"<>^`{|}%C3%A9', false)).toBe(-1);
    for (const c of [
      '!',
      ',',
      '[',
      '\\',
      ']',
      ' ',
      '@',
      '%40',
      '%21',
      '%2C',
      '%5b',
      '%7F',
      '%00',
    ]) {
      expect(bad(`ab${c}`, true), c).toBe(2);
    }
    expect(bad('a*b?', true)).toBe(-1);
    expect(bad('a*b?', false)).toBe(1);
    expect(bad('a%3Fb', false)).toBe(1);
    // Only between start and end.
    expect(bad('!a!', true, 1, 2)).toBe(-1);
    expect(bad('!a!', true, 1)).toBe(2);
  });
});

describe('RFC 3977: the commands a client sends', () => {
  it('RFC 3977 §6.2.1: an article is ARTICLE <id>, decoded (RFC 5538 §4)', () => {
    expect(commands('news://news.gmane.org/p0624081dc30b8699bf9b@%5B10.20.30.108%5D')).toEqual([
      'ARTICLE <p0624081dc30b8699bf9b@[10.20.30.108]>',
    ]);
  });

  it('RFC 3977 §6.1.1, §7.6.3: one group is GROUP g; a wildmat LIST ACTIVE w; "*" LIST ACTIVE', () => {
    expect(commands('news:example.group.this')).toEqual(['GROUP example.group.this']);
    expect(commands('news:example.group.*')).toEqual(['LIST ACTIVE example.group.*']);
    expect(commands('news://wild.server.example/example.group.th%3Fse')).toEqual([
      'LIST ACTIVE example.group.th?se',
    ]);
    expect(commands('news://news.server.example/')).toEqual(['LIST ACTIVE']);
    expect(commands(core.parse('news:'))).toEqual(['LIST ACTIVE']);
    expect(commands({ kind: 'newsgroups', group: 'café' })).toEqual(['GROUP café']);
  });

  it('RFC 3977 §3.1: a CR, LF or NUL is refused from text and from parts', () => {
    expectUriError(() => commands('news:a%0D%0AQUIT'), 'NEWS_COMMAND_INJECTION', 6);
    expectUriError(
      () => commands({ kind: 'article', messageId: 'a@b\r\nQUIT' }),
      'NEWS_COMMAND_INJECTION',
      8,
    );
    expectUriError(
      () => commands({ kind: 'newsgroups', group: 'x', host: 'h', user: 'u\u0000' }),
      'NEWS_COMMAND_INJECTION',
      8,
    );
    expectUriError(() => commands({ kind: 'newsgroups', group: 'a\tb' }), 'NEWS_INVALID_GROUP', 6);
  });
});

describe('TSDoc examples of src/index.ts', () => {
  examples(new URL('../src/index.ts', import.meta.url), {
    modules: { '@urikit/core': core, '@urikit/news': mod },
    context: {
      news,
      commands,
      parse: core.parse,
    },
    atLeast: 6,
  });
});
