// RFC 5538 (§2.1, §2.3, §3, §7, Appendix B) read with RFC 3977 §3.1, §4.1 and §6, on the RFCs'
// own example URIs; each expected value is the RFC's, or the reading the README names.
import * as core from '@urikit/core';
import { check, createRegistry } from '@urikit/core';
import { news } from '@urikit/news';
import { examples, expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { PASSWORD_AND_PORT_25 } from '../../news/test/support.js';
import * as mod from '../src/index.js';
import { commands, type NntpParts, nntp, sameResource } from '../src/index.js';

const registry = createRegistry([nntp]);

describe('RFC 5538 §3: the syntax of nntp URIs', () => {
  it('RFC 5538 §3: the examples, with and without an article number', () => {
    expect(nntp.parse('nntp://news.server.example/example.group.this/12345')).toEqual({
      host: 'news.server.example',
      group: 'example.group.this',
      article: 12345,
    });
    expect(nntp.parse('nntp://news.server.example/example.group.this')).toEqual({
      host: 'news.server.example',
      group: 'example.group.this',
    });
  });

  it('RFC 5538 §3: a character outside group-char is escaped, and "%2F" stays in the name', () => {
    expect(nntp.parse('nntp://wild.server.example/example.group.n%2Fa/12345')).toEqual({
      host: 'wild.server.example',
      group: 'example.group.n/a',
      article: 12345,
    });
    expect(commands('nntp://wild.server.example/example.group.n%2Fa/12345')).toEqual([
      'GROUP example.group.n/a',
      'ARTICLE 12345',
    ]);
  });

  it('RFC 5538 Appendix B: the Xref of an article as an nntp URL', () => {
    expect(nntp.parse('nntp://news.gmane.org/gmane.ietf.tools/742')).toEqual({
      host: 'news.gmane.org',
      group: 'gmane.ietf.tools',
      article: 742,
    });
  });

  it('RFC 5538 §2.1: a non-empty server is required (Perl accepts nntp:group)', () => {
    expectUriError(() => nntp.parse('nntp:no.perl'), 'MISSING_AUTHORITY', 5);
    expectUriError(() => nntp.parse('nntp:///no.perl'), 'EMPTY_HOST', 7);
    expect(nntp.parse('nntp://u:p@[::1]:8119/g')).toEqual({
      user: 'u',
      password: 'p',
      host: '[::1]',
      port: 8119,
      group: 'g',
    });
  });

  it('RFC 5538 §3: group = 1*( group-char / pct-encoded ): not empty; no wildcards, no Message-ID', () => {
    expectUriError(() => nntp.parse('nntp://h'), 'NNTP_MISSING_GROUP', 8);
    expectUriError(() => nntp.parse('nntp://h//12'), 'NNTP_MISSING_GROUP', 9);
    expectUriError(() => nntp.parse('nntp://h/comp.*'), 'NNTP_INVALID_GROUP', 14);
    expectUriError(() => nntp.parse('nntp://h/comp.%3F'), 'NNTP_INVALID_GROUP', 14);
    expectUriError(() => nntp.parse('nntp://h/abc@example.com'), 'NNTP_INVALID_GROUP', 12);
  });

  it('RFC 3977 §4.1: wildmat-exact leaves out "!", ",", "[", "\\", "]", space and controls', () => {
    for (const bad of ['!', ',', '%21', '%2C', '%5B', '%5C', '%5D', '%20', '%09', '%7F', '%01']) {
      expectUriError(() => nntp.parse(`nntp://h/a${bad}`), 'NNTP_INVALID_GROUP', 10);
    }
    expect(nntp.parse('nntp://h/a%22%3C%3E%5E%60%7B%7C%7D:;=&$~').group).toBe('a"<>^`{|}:;=&$~');
    expect(nntp.parse('nntp://h/caf%C3%A9').group).toBe('café');
  });

  it('RFC 5538 §2.3: "." and ".." are no newsgroup names, and there are no dot segments', () => {
    expectUriError(() => nntp.parse('nntp://h/./1'), 'NNTP_DOT_SEGMENT', 9);
    expectUriError(() => nntp.parse('nntp://h/%2E%2e'), 'NNTP_DOT_SEGMENT', 9);
    expect(registry.normalize('nntp://h/a./1').toString()).toBe('nntp://h/a./1');
  });

  it('RFC 5538 §3: no query part (the ABNF has none)', () => {
    expectUriError(() => nntp.parse('nntp://h/g?part=1'), 'NNTP_QUERY_NOT_ALLOWED', 10);
    expect(nntp.parse('nntp://h/g#%0D')).toMatchObject({ fragment: '%0D' });
  });
});

describe('RFC 6874 §2: a server written with a zone identifier, when the caller allows one', () => {
  const zoned = { allowZoneId: true } as const;

  it('RFC 6874 §2, RFC 5538 §3: normalize keeps a zone identifier it was given leave for', () => {
    expect(registry.normalize('nntp://[fe80::1%25eth0]/g/1', zoned).toString()).toBe(
      'nntp://[fe80::1%25eth0]/g/1',
    );
    // The scheme's own step has work to do as well (leading zeros, an escape it does not need).
    expect(
      registry.normalize('NNTP://u%3Ap@[FE80::1%25eth0]:119/a%3Ab/0042', zoned).toString(),
    ).toBe('nntp://u%3Ap@[fe80::1%25eth0]/a:b/42');
    expect(nntp.normalizeWithReport('nntp://[fe80::1%25eth0]/g/01', zoned).uri.toString()).toBe(
      'nntp://[fe80::1%25eth0]/g/1',
    );
    // Without leave, still refused (RFC 3986 has no zone identifiers).
    expectUriError(() => registry.normalize('nntp://[fe80::1%25eth0]/g/1'), 'ZONE_ID_NOT_ALLOWED');
  });

  it('RFC 6874 §2, RFC 5538 §3: equivalent, check, format and sameResource take it too', () => {
    expect(
      registry.equivalent('nntp://[fe80::1%25eth0]/g/01', 'nntp://[FE80::1%25eth0]:119/g/1', zoned),
    ).toBe(true);
    expect(
      registry.equivalent('nntp://[fe80::1%25eth0]/g', 'nntp://[fe80::1%25eth1]/g', zoned),
    ).toBe(false);
    expect(check(registry, 'nntp://[fe80::1%25eth0]/g/1', zoned).map((f) => f.code)).not.toContain(
      'ZONE_ID_NOT_ALLOWED',
    );
    const parts = nntp.parse('nntp://[fe80::1%25eth0]/g/1', zoned);
    expect(parts).toEqual({ host: '[fe80::1%25eth0]', group: 'g', article: 1 });
    expect(nntp.format(parts).toString()).toBe('nntp://[fe80::1%25eth0]/g/1');
    expect(commands(parts)).toEqual(['GROUP g', 'ARTICLE 1']);
    expect(sameResource('nntp://[fe80::1%25eth0]/g', 'news://[fe80::1%25eth0]/g', zoned)).toBe(
      true,
    );
  });
});

describe('RFC 3977 §6: article numbers', () => {
  it('RFC 3977 §6: 1 to 2,147,483,647, leading zeros allowed, at most 16 digits', () => {
    expect(nntp.parse('nntp://h/g/1').article).toBe(1);
    expect(nntp.parse('nntp://h/g/2147483647').article).toBe(2147483647);
    expect(nntp.parse('nntp://h/g/0000000000000042').article).toBe(42);
    expectUriError(
      () => nntp.parse('nntp://h/g/00000000000000042'),
      'NNTP_INVALID_ARTICLE_NUMBER',
      27,
    );
    expectUriError(() => nntp.parse('nntp://h/g/0'), 'NNTP_ARTICLE_NUMBER_RANGE', 11);
  });

  it('RFC 3977 §6: "likely to be increased": up to 2^53−1, beyond it refused, never rounded', () => {
    expect(nntp.parse('nntp://h/g/2147483648').article).toBe(2147483648);
    expect(nntp.parse('nntp://h/g/9007199254740991').article).toBe(Number.MAX_SAFE_INTEGER);
    // Number('9007199254740993') is 9007199254740992: a rounded number would name another article.
    for (const n of ['9007199254740992', '9007199254740993', '9999999999999999']) {
      expectUriError(() => nntp.parse(`nntp://h/g/${n}`), 'NNTP_ARTICLE_NUMBER_RANGE', 11);
    }
  });

  it('RFC 3977 §9.8: article-number = 1*16DIGIT: no sign, no range, no empty number', () => {
    expectUriError(() => nntp.parse('nntp://h/g/'), 'NNTP_INVALID_ARTICLE_NUMBER', 11);
    expectUriError(() => nntp.parse('nntp://h/g/+1'), 'NNTP_INVALID_ARTICLE_NUMBER', 11);
    expectUriError(() => nntp.parse('nntp://h/g/1-10'), 'NNTP_INVALID_ARTICLE_NUMBER', 12);
    expectUriError(() => nntp.parse('nntp://h/g/1/2'), 'NNTP_INVALID_ARTICLE_NUMBER', 12);
    // RFC 3986 §2.3: an escaped digit is the digit.
    expect(nntp.parse('nntp://h/g/%34%32').article).toBe(42);
  });

  it('RFC 3977 §6: leading zeros are insignificant for equivalence', () => {
    expect(registry.normalize('nntp://h/g/000742').toString()).toBe('nntp://h/g/742');
    expect(registry.equivalent('nntp://h/g/000742', 'nntp://h/g/742')).toBe(true);
    expect(registry.equivalent('nntp://h/g', 'nntp://h/g/1')).toBe(false);
  });
});

describe('RFC 5538 §3: normalization, equivalence and the same resource', () => {
  it('RFC 3986 §6.2.2, §6.2.3: host case and :119 go; the group compares by its characters', () => {
    expect(registry.normalize('NNTP://News.Example:119/a%2Eb%2B%3a/%30%31').toString()).toBe(
      'nntp://news.example/a.b+:/1',
    );
    expect(registry.equivalent('nntp://h/Example.group', 'nntp://h/example.group')).toBe(false);
  });

  it('RFC 3986 §6: nntp and news URIs for one group are not equivalent: their schemes differ', () => {
    const both = createRegistry([nntp, news]);
    const pair = [
      'nntp://news.server.example/example.group.this',
      'news://news.server.example/example.group.this',
    ] as const;
    expect(both.equivalent(...pair)).toBe(false);
    expect(sameResource(...pair)).toBe(true);
    expect(sameResource(pair[1], pair[0])).toBe(true);
  });

  it('RFC 5538 §3: the same group on the same server, whatever the spelling of either', () => {
    expect(sameResource('nntp://H:119/a%2Eb', 'NEWS://h/a.b')).toBe(true);
    expect(sameResource(core.parse('news://h/g'), core.parse('nntp://h/g'))).toBe(true);
    expect(sameResource('nntp://h/g/1', 'nntp://h/g/0001')).toBe(true);
    expect(sameResource('nntp://h/g#a', 'news://h/g', { ignoreFragment: true })).toBe(true);
    expect(sameResource('nntp://h/g#a', 'news://h/g')).toBe(false);
  });

  it('RFC 5538 §2.1, §4: no server, another server, an article, a wildmat: not the same', () => {
    expect(sameResource('nntp://h/g', 'news:g')).toBe(false);
    expect(sameResource('nntp://h/g', 'news://h2/g')).toBe(false);
    expect(sameResource('nntp://h/g/1', 'news://h/g')).toBe(false);
    // Appendix B: the article by number and by Message-ID may be one article, but nothing in
    // the two URIs says so.
    expect(
      sameResource(
        'nntp://news.gmane.org/gmane.ietf.tools/742',
        'news://news.gmane.org/p0624081dc30b8699bf9b@%5B10.20.30.108%5D',
      ),
    ).toBe(false);
    expect(sameResource('nntp://h/g', 'news://h/*')).toBe(false);
    expect(sameResource('nntp://h/g', 'news://h/')).toBe(false);
    expect(sameResource('nntp://h/g', 'news://h/g?part=1')).toBe(false);
    // Perl's range form is no news URI (RFC 5538 §4): it names nothing here.
    expect(sameResource('nntp://h/g/1', 'news://h/g/1')).toBe(false);
  });

  it('RFC 5538 §3: the relation needs an nntp URI, and both are checked', () => {
    expectUriError(() => sameResource('news://h/g', 'news://h/g'), 'INVALID_ARGUMENT', 0);
    expectUriError(() => sameResource('http://h/g', 'news://h/g'), 'WRONG_SCHEME', 0);
    expectUriError(() => sameResource('nntp://h/g*', 'news://h/g'), 'NNTP_INVALID_GROUP', 10);
  });

  it('RFC 5538 §3, §4: an nntp group holds what a news group holds, but no wildcard (one rule)', () => {
    // Every ASCII octet escaped, and a non-ASCII character: one rule, the core's group block.
    const escapes = ['%C3%A9'];
    for (let c = 0; c < 0x80; c++) escapes.push(`%${c.toString(16).padStart(2, '0')}`);
    for (const x of escapes) {
      const wildcard = x === '%2a' || x === '%3f';
      expect(nntp.tryParse(`nntp://h/a${x}`).ok, x).toBe(
        news.tryParse(`news:a${x}`).ok && !wildcard,
      );
    }
    expect(news.tryParse('news:a%2a').ok).toBe(true);
    expect(news.tryParse('news:a%40').ok).toBe(false);
  });
});

describe('RFC 3986 §2, RFC 5538 §3: format escapes exactly what is required', () => {
  const parts = (group: string, article?: number): NntpParts =>
    article === undefined ? { host: 'h', group } : { host: 'h', group, article };

  it('RFC 5538 §3: group-chars and what a segment may hold stay; "/", "%", non-ASCII are escaped', () => {
    expect(nntp.format(parts('example.group.n/a', 12345)).toString()).toBe(
      'nntp://h/example.group.n%2Fa/12345',
    );
    expect(nntp.format(parts("a-b+c_d.e~:;=&$'()")).toString()).toBe("nntp://h/a-b+c_d.e~:;=&$'()");
    expect(nntp.format(parts('100%"café"')).toString()).toBe('nntp://h/100%25%22caf%C3%A9%22');
  });

  it('RFC 3977 §6, §4.1: parts that cannot be written are refused, never changed', () => {
    expectUriError(() => nntp.format(parts('')), 'NNTP_MISSING_GROUP');
    expectUriError(() => nntp.format(parts('a*')), 'NNTP_INVALID_GROUP');
    expectUriError(() => nntp.format(parts('a@b')), 'NNTP_INVALID_GROUP');
    expectUriError(() => nntp.format(parts('g', 0)), 'NNTP_ARTICLE_NUMBER_RANGE');
    expectUriError(() => nntp.format(parts('g', 2 ** 53)), 'NNTP_ARTICLE_NUMBER_RANGE');
    expectUriError(() => nntp.format(parts('g', 1.5)), 'NNTP_INVALID_ARTICLE_NUMBER');
    expectUriError(() => nntp.format(parts('g', -1)), 'NNTP_INVALID_ARTICLE_NUMBER');
    expectUriError(() => nntp.format(parts('g', Number.NaN)), 'NNTP_INVALID_ARTICLE_NUMBER');
    expectUriError(() => nntp.format({ host: '', group: 'g' }), 'EMPTY_HOST');
  });
});

describe('RFC 5538 §7, RFC 1738 §6: check', () => {
  it("RFC 5538 §7: a password; RFC 1738 §6: the port of another protocol (the core's shared findings; nntp has none of its own)", () => {
    expect(check(registry, 'nntp://u:p@h:25/g')).toEqual(PASSWORD_AND_PORT_25);
    expect(check(registry, 'nntp://u@h:119/g/1')).toEqual([]);
    expect(check(registry, 'nntp://h:1119/g').map((f) => f.code)).toEqual(['URI_NON_DEFAULT_PORT']);
    expect(nntp.definition.findings).toBeUndefined();
  });
});

describe('RFC 3977: the commands a client sends', () => {
  it('RFC 3977 §6.1.1, §6.2.1: GROUP g, then ARTICLE n', () => {
    expect(commands('nntp://news.gmane.org/gmane.ietf.tools/742')).toEqual([
      'GROUP gmane.ietf.tools',
      'ARTICLE 742',
    ]);
    expect(commands('nntp://h/g/000042')).toEqual(['GROUP g', 'ARTICLE 42']);
    expect(commands(core.parse('nntp://h/caf%C3%A9'))).toEqual(['GROUP café']);
    expect(commands({ host: 'h', group: 'g', article: 7 })).toEqual(['GROUP g', 'ARTICLE 7']);
  });

  it('RFC 3977 §3.1: a CR, LF or NUL is refused from text and from parts', () => {
    expectUriError(() => commands('nntp://h/g%0D%0AQUIT'), 'NNTP_COMMAND_INJECTION', 10);
    expectUriError(() => commands({ host: 'h', group: 'a\nQUIT' }), 'NNTP_COMMAND_INJECTION', 10);
    expectUriError(
      () => commands({ host: 'h', group: 'g', user: 'u', password: '\r' }),
      'NNTP_COMMAND_INJECTION',
      9,
    );
    expectUriError(() => commands({ host: 'h', group: 'a b' }), 'NNTP_INVALID_GROUP', 10);
  });
});

describe('TSDoc examples of src/index.ts', () => {
  examples(new URL('../src/index.ts', import.meta.url), {
    modules: { '@urikit/core': core, '@urikit/nntp': mod },
    context: { nntp, commands, sameResource },
    atLeast: 4,
  });
});
