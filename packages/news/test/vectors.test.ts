// Third-party vectors (../shared/vectors, see its README): every row that touches the news
// scheme runs. A row we do not follow is in an exception list with its reason; the test checks
// that the row still exists and that our answer really differs, so an exception can neither rot
// nor hide a pass.
import { check, createRegistry, UriError } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import { news } from '../src/index.js';
import { type Row, vectorFilesMatching, vectorRows } from './support.js';

const registry = createRegistry([news]);

/** The rows of a vector file that name the news scheme, or a scheme built on it. */
const rows = (file: string, schemes: readonly string[] = ['news']) => vectorRows(file, schemes);

describe('perl-uri.scheme-specific (libwww-perl URI::news, draft-gilman)', () => {
  const news2 = rows('perl-uri.scheme-specific', ['news', 'snews']);
  // Perl follows draft-gilman-news-url-01: ranges after the group. RFC 5538 §4 has none: a "/"
  // after the newsgroups is an error, at the "/".
  const exceptions: Record<string, [code: string, index: number]> = {
    'news://news.online.no/no.perl/1-10': ['NEWS_UNEXPECTED_SLASH', 29],
  };
  // snews (RFC 5538 §8.1, historical, port 563) is another scheme, out of this package's scope.
  const otherSchemes = ['snews://snews.online.no/no.perl'];

  it('has the rows this test knows of', () => {
    expect(news2.map((r) => r.input)).toEqual([
      'news:comp.lang.perl.misc',
      'news://news.online.no/no.perl/1-10',
      'news://news.online.no/42@g.aas.no',
      'snews://snews.online.no/no.perl',
    ]);
  });

  it.each(news2.map((r) => [r.input!, r] as const))('%s', (input, row) => {
    if (otherSchemes.includes(input)) {
      expectUriError(() => news.parse(input), 'WRONG_SCHEME', 0);
      return;
    }
    const exception = exceptions[input];
    if (exception) {
      expectUriError(() => news.parse(input), ...exception);
      return;
    }
    const expected = row.expected as Record<string, unknown>;
    const parts = news.parse(input);
    const seen: Record<string, unknown> = {
      group: parts.kind === 'newsgroups' ? parts.group : null,
      message: parts.kind === 'article' ? parts.messageId : null,
      host: parts.host ?? null,
      port: parts.port ?? news.defaultPort,
    };
    for (const key of Object.keys(expected)) expect(seen[key], key).toEqual(expected[key]);
  });
});

describe('RFC 3986 §1.1.2 and the parsers that carry its example', () => {
  const example = 'news:comp.infosystems.www.servers.unix';

  it('rfc3986.parse: valid, one group, no server', () => {
    const found = rows('rfc3986.parse');
    expect(found.map((r) => r.input)).toEqual([example]);
    expect(found[0]!.valid).toBe(true);
    expect(news.parse(example)).toEqual({
      kind: 'newsgroups',
      group: 'comp.infosystems.www.servers.unix',
    });
  });

  it('fluent-uri.parse: the components, and the group they give', () => {
    const found = rows('fluent-uri.parse');
    expect(found.map((r) => r.input)).toEqual([example]);
    const row = found[0]!;
    const { uri, parts } = registry.parse(example);
    expect([uri.scheme, uri.userinfo ?? null, uri.host ?? null, uri.port ?? null]).toEqual([
      row.scheme,
      row.userinfo,
      row.host,
      row.port,
    ]);
    expect([uri.path, uri.query ?? null, uri.fragment ?? null]).toEqual([
      row.path,
      row.query,
      row.fragment,
    ]);
    expect(parts).toMatchObject({ group: row.path });
  });

  it('ruby-uri.scheme-specific: no host, the opaque part is the group', () => {
    const found = rows('ruby-uri.scheme-specific');
    expect(found.map((r) => r.input)).toEqual([example]);
    const expected = found[0]!.expected as { host: null; opaque: string };
    const parts = news.parse(example);
    expect(parts.host ?? null).toBe(expected.host);
    expect(parts).toMatchObject({ group: expected.opaque });
  });

  it('rfc-misc.examples: no row names news (RFC 1738 §3.6 gives none), so none is skipped', () => {
    const all = loadVectors<Row>('rfc-misc.examples').cases;
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((c) => /news|nntp/i.test(JSON.stringify(c)))).toEqual([]);
  });

  it('every row that parses also normalizes and is equivalent to itself', () => {
    for (const input of [
      example,
      'news:comp.lang.perl.misc',
      'news://news.online.no/42@g.aas.no',
    ]) {
      expect(registry.equivalent(registry.normalize(input), input), input).toBe(true);
      expect(() => check(registry, input)).not.toThrow(UriError);
    }
  });
});

describe('every vector file', () => {
  it('the files run above are all the files with a row naming news', () => {
    expect(vectorFilesMatching(/\bs?news:/i)).toEqual([
      'fluent-uri.parse',
      'perl-uri.scheme-specific',
      'rfc3986.parse',
      'ruby-uri.scheme-specific',
    ]);
  });
});
