// Query parameters: `--trim query=NAME`, `--sort-query` (trurl's), and the pair reading they
// share with `{query:NAME}` and `--set query:NAME`. RFC 3986 §3.4 defines no pairs; the
// reading (split at "&" and the first "=", names matched decoded, pairs written back as they
// were, "+" a "+") is the README's "Query parameters". Expected values are worked out by hand
// from that reading and the RFC sections in the test names.
import fc from 'fast-check';
import { parse, percentDecodeBytes } from 'urikit';
import { describe, expect, it } from 'vitest';
import { get, set, sortQuery, trimPattern, trimQuery } from '../src/index.js';
import { ndjson, urikit } from './helpers.js';

const out = async (...args: string[]) => {
  const r = await urikit(['set', ...args]);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout;
};

describe('urikit set --trim query=NAME', () => {
  it('RFC 3986 §3.4: query=utm_* removes every pair whose decoded name starts with utm_; the others stay byte for byte', async () => {
    expect(
      await out(
        '--trim',
        'query=utm_*',
        'http://example.com/p?utm_source=a&q=caf%C3%A9&%75tm_medium=b&utm=c&x=%2f&utm_=d#f',
      ),
    ).toBe('http://example.com/p?q=caf%C3%A9&utm=c&x=%2f#f\n');
  });

  it('RFC 3986 §3.4: a name, a prefix with "*", and "\\*" for a literal "*" (as trurl); repeatable', async () => {
    const input = 'http://h/?a*=1&ab=2&a=3&b=4';
    expect(await out('--trim', 'query=a', input)).toBe('http://h/?a*=1&ab=2&b=4\n');
    expect(await out('--trim', 'query=a\\*', input)).toBe('http://h/?ab=2&a=3&b=4\n');
    expect(await out('--trim', 'query=a%2A', input)).toBe('http://h/?ab=2&a=3&b=4\n');
    expect(await out('--trim', 'query=a*', input)).toBe('http://h/?b=4\n');
    expect(await out('--trim', 'query=a*', '--trim', 'query=b', input)).toBe('http://h/\n');
  });

  it('RFC 3986 §6.2.2.1: names are case-sensitive (only scheme and host are not)', async () => {
    expect(await out('--trim', 'query=utm_*', 'http://h/?UTM_source=1&utm_source=2')).toBe(
      'http://h/?UTM_source=1\n',
    );
  });

  it('RFC 3986 §2.2: "+" is a sub-delim, not a space: a+b and a%2Bb are one name, a%20b another', async () => {
    const input = 'http://h/?a+b=1&a%2Bb=2&a%20b=3';
    expect(await out('--trim', 'query=a+b', input)).toBe('http://h/?a%20b=3\n');
    expect(await out('--trim', 'query=a b', input)).toBe('http://h/?a+b=1&a%2Bb=2\n');
    expect(await out('--trim', 'query=a%20b', input)).toBe('http://h/?a+b=1&a%2Bb=2\n');
  });

  it('RFC 3986 §5.3: a query left with no pair is removed; an empty or absent query and the fragment are kept', async () => {
    expect(await out('--trim', 'query=x', 'http://h/p?x=1&x#top')).toBe('http://h/p#top\n');
    expect(await out('--trim', 'query=*', 'http://h/p?')).toBe('http://h/p?\n');
    expect(await out('--trim', 'query=x', 'http://h/p')).toBe('http://h/p\n');
    // "&&" holds a pair with an empty name: kept by a name, trimmed by "*" or the empty name.
    expect(await out('--trim', 'query=a', 'http://h/?a=1&&b=2')).toBe('http://h/?&b=2\n');
    expect(await out('--trim', 'query=', 'http://h/?a=1&&b=2')).toBe('http://h/?a=1&b=2\n');
  });

  it('RFC 6068 §2: mailto hfields are pairs whose hfnames (RFC 5322 header names) match in any case', async () => {
    expect(
      await out(
        '--trim',
        'query=subject',
        'mailto:a@example.org?Subject=hi&body=x&SUBJECT=again&sub=y',
      ),
    ).toBe('mailto:a@example.org?body=x&sub=y\n');
  });

  it('RFC 4266 §2.1, RFC 4156 §2: a gopher query is part of the selector, a wais query a search: QUERY_NOT_PAIRS at the "?"', async () => {
    const r = await urikit([
      'set',
      '--json',
      '--trim',
      'query=x',
      'gopher://example.com/7find?x=1',
      'wais://example.com/db?x',
      'gopher://example.com/1',
      'wais://example.com/db',
    ]);
    expect(r.status).toBe(1);
    const [gopher, wais, gopherPlain, waisPlain] = ndjson(r.stdout);
    expect(gopher).toMatchObject({
      valid: false,
      error: { code: 'QUERY_NOT_PAIRS', index: 26, component: 'query', rule: 'RFC 4266 §2.1' },
    });
    expect(wais).toMatchObject({
      valid: false,
      error: { code: 'QUERY_NOT_PAIRS', index: 21, component: 'query', rule: 'RFC 4156 §2' },
    });
    // Without a query there is nothing to read as pairs: the URI passes unchanged.
    expect(gopherPlain).toEqual({
      input: 'gopher://example.com/1',
      valid: true,
      output: 'gopher://example.com/1',
    });
    expect(waisPlain?.output).toBe('wais://example.com/db');
    // The same reading for a template's {query:NAME}.
    const get = await urikit(['get', '{query:x}', 'gopher://example.com/7find?x=1']);
    expect(get.status).toBe(1);
    expect(get.stderr).toContain('QUERY_NOT_PAIRS (RFC 4266 §2.1)');
  });

  it('only the query can be trimmed (usage, exit status 2, nothing read)', async () => {
    for (const arg of ['path=x', 'fbclid', 'Query=x']) {
      const r = await urikit(['set', '--trim', arg, 'http://h/?fbclid=1']);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('only the query can be trimmed');
    }
    expect((await urikit(['get', '--trim', 'query=x', '{uri}', 'http://h/'])).status).toBe(2);
  });
});

describe('urikit set --sort-query', () => {
  it('RFC 3986 §3.4: pairs sorted by decoded name, octet order (B before a), stable for one name', async () => {
    expect(await out('--sort-query', 'http://h/?b=1&a=2&%61=3&B=4&a=0#f')).toBe(
      'http://h/?B=4&a=2&%61=3&a=0&b=1#f\n',
    );
  });

  it('RFC 3629 §1: octet order of UTF-8 is code point order (U+FF21 before U+1F600, unlike UTF-16 order)', async () => {
    // z U+007A, é U+00E9, € U+20AC, Ａ U+FF21, 😀 U+1F600.
    const input = 'http://h/?%F0%9F%98%80=1&%EF%BC%A1=2&%E2%82%AC=3&%C3%A9=4&z=5';
    expect(await out('--sort-query', input)).toBe(
      'http://h/?z=5&%C3%A9=4&%E2%82%AC=3&%EF%BC%A1=2&%F0%9F%98%80=1\n',
    );
  });

  it('RFC 6068 §2: mailto hfnames sort in any case, stable (Body before body, both before subject)', async () => {
    expect(await out('--sort-query', 'mailto:a@example.org?subject=x&Body=y&body=z')).toBe(
      'mailto:a@example.org?Body=y&body=z&subject=x\n',
    );
  });

  it('RFC 3986 §3.4: --set, then --unset, then --trim, then --sort-query', async () => {
    expect(
      await out(
        '--set',
        'query:utm_id=1',
        '--set',
        'query:a=1',
        '--unset',
        'query:z',
        '--trim',
        'query=utm_*',
        '--sort-query',
        'http://h/?z=0&c=2&utm_x=9',
      ),
    ).toBe('http://h/?a=1&c=2\n');
    // --sort-query alone is an edit; with --get, the template is printed.
    expect(await out('--sort-query', '--get', '{query}', 'http://h/?b&a')).toBe('a&b\n');
  });

  it('RFC 4266 §2.1: a gopher query is the selector, never sorted', async () => {
    const r = await urikit(['set', '--sort-query', 'gopher://example.com/7x?b=1&a=2']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('QUERY_NOT_PAIRS (RFC 4266 §2.1)');
  });
});

describe('urikit set --help', () => {
  it('documents --trim, --sort-query, their order and the reading of pairs', async () => {
    const r = await urikit(['set', '--help']);
    expect(r.status).toBe(0);
    for (const text of [
      '--trim query=NAME',
      'query=PREFIX*',
      '\\* at the end is a',
      '--sort-query',
      'every --set, every --unset, every --trim, then --sort-query',
      '"+" is a "+", not a space',
      'QUERY_NOT_PAIRS',
    ]) {
      expect(r.stdout).toContain(text);
    }
  });
});

describe('trimQuery, sortQuery, trimPattern', () => {
  it('RFC 3986 §3.4: the library functions take text or a Uri and give a Uri', () => {
    const uri = parse('http://h/?utm_a=1&b=2&a=3');
    expect(trimQuery(uri, ['utm_*']).toString()).toBe('http://h/?b=2&a=3');
    expect(trimQuery(uri, [{ name: 'b', prefix: false }]).toString()).toBe('http://h/?utm_a=1&a=3');
    expect(sortQuery(uri).toString()).toBe('http://h/?a=3&b=2&utm_a=1');
    // Nothing to change: the very same Uri.
    expect(trimQuery(uri, ['x'])).toBe(uri);
    expect(sortQuery('http://h/?a&b').toString()).toBe('http://h/?a&b');
    expect(trimPattern('query=utm_*', true)).toEqual({ name: 'utm_', prefix: true });
    expect(trimPattern('*')).toEqual({ name: '', prefix: true });
  });

  // Queries made of pairs drawn from names and values with escapes, "+", "=", empty parts.
  const part = fc.constantFrom('a', 'A', 'b', '%61', '%41', 'a+b', 'a%2Bb', '', 'utm_x', '%C3%A9');
  const pair = fc
    .tuple(part, fc.option(part, { nil: undefined }), fc.boolean())
    .map(([name, value, eq]) =>
      value === undefined ? (eq ? `${name}=` : name) : `${name}=${value}`,
    );
  const query = fc.array(pair, { minLength: 1, maxLength: 8 }).map((list) => list.join('&'));
  const nameKey = (p: string) => {
    const eq = p.indexOf('=');
    return [...percentDecodeBytes(eq < 0 ? p : p.slice(0, eq))];
  };
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return a.length - b.length;
  };

  it('RFC 3986 §3.4: --sort-query is a stable sort of the pairs as written (property)', () => {
    fc.assert(
      fc.property(query, (q) => {
        const pairs = q.split('&');
        const sortedPairs = (sortQuery(`http://h/?${q}`).query ?? '').split('&');
        // A permutation of the pairs as written…
        expect([...sortedPairs].sort()).toEqual([...pairs].sort());
        // …in order of decoded names, and pairs of one name in their first order.
        for (let i = 1; i < sortedPairs.length; i++) {
          expect(
            compare(nameKey(sortedPairs[i - 1]!), nameKey(sortedPairs[i]!)),
          ).toBeLessThanOrEqual(0);
        }
        const same = (p: string) => pairs.filter((x) => compare(nameKey(x), nameKey(p)) === 0);
        for (const p of sortedPairs) {
          expect(sortedPairs.filter((x) => compare(nameKey(x), nameKey(p)) === 0)).toEqual(same(p));
        }
      }),
    );
  });

  it('RFC 3986 §3.4: --trim keeps exactly the pairs whose decoded name does not match, as written, in order (property)', () => {
    fc.assert(
      fc.property(query, part, fc.boolean(), (q, name, prefix) => {
        const wanted = [...percentDecodeBytes(name)];
        const matches = (p: string) => {
          const key = nameKey(p);
          return prefix
            ? compare(key.slice(0, wanted.length), wanted) === 0
            : compare(key, wanted) === 0;
        };
        // An empty query ("?") holds no pair, and is kept.
        const pairs = q === '' ? [] : q.split('&');
        const kept = pairs.filter((p) => !matches(p));
        const result = trimQuery(`http://h/?${q}`, [{ name, prefix }]);
        if (kept.length === pairs.length) expect(result.query).toBe(q);
        else expect(result.query).toBe(kept.length === 0 ? undefined : kept.join('&'));
      }),
    );
  });
});

// --form: the query read as the WHATWG URL Standard's application/x-www-form-urlencoded parsing
// (§5.1): step 3.1 skips an empty sequence, step 3.4 replaces "+" with a space in names and
// values before percent-decoding (step 3.5). Node's URLSearchParams implements that section,
// so it is the oracle of the property tests below.
describe('urikit set --form, urikit get --form (WHATWG URL Standard §5.1, application/x-www-form-urlencoded parsing)', () => {
  it('§5.1 step 3.4: with --form "+" is a space: a+b and a%20b are one name, a%2Bb another (without it, a+b and a%2Bb are one)', async () => {
    const input = 'http://h/?a+b=1&a%2Bb=2&a%20b=3';
    expect(await out('--form', '--trim', 'query=a+b', input)).toBe('http://h/?a%2Bb=2\n');
    expect(await out('--form', '--trim', 'query=a b', input)).toBe('http://h/?a%2Bb=2\n');
    expect(await out('--form', '--trim', 'query=a%2Bb', input)).toBe('http://h/?a+b=1&a%20b=3\n');
    expect(await out('--trim', 'query=a+b', input)).toBe('http://h/?a%20b=3\n');
  });

  it('§5.1 step 3.4: {query:NAME} matches "+" as a space; {decoded:query:NAME} shows it as one; the raw value is as written', async () => {
    const input = 'http://h/?my+name=J%C3%BCrgen+M&q=a+b%2Bc';
    const template = '{query:q}|{decoded:query:q}|{query:my name}|{decoded:query:my+name}';
    const form = await urikit(['get', '--form', template, input]);
    expect(form).toEqual({
      status: 0,
      stdout: 'a+b%2Bc|a b+c|J%C3%BCrgen+M|Jürgen M\n',
      stderr: '',
    });
    const plain = await urikit(['get', template, input]);
    // Without --form, "my name" is not "my+name", which is matched as written.
    expect(plain.stdout).toBe('a+b%2Bc|a+b+c||Jürgen+M\n');
    // The whole query is no pair operation: "+" stays "+" in {decoded:query}.
    expect((await urikit(['get', '--form', '{decoded:query}', input])).stdout).toBe(
      'my+name=Jürgen+M&q=a+b+c\n',
    );
    expect(get(input, '{decoded:query:q}', { form: true })).toBe('a b+c');
  });

  it('§5.1 step 3.1: with --form an empty sequence is no pair: no name matches it, not even the empty one, and it stays where it is', async () => {
    const input = 'http://h/?a=1&&b=2&=3#f';
    // "=3" is a pair with an empty name (step 3.2); the empty sequence between "&&" is none.
    expect(await out('--form', '--trim', 'query=', input)).toBe('http://h/?a=1&&b=2#f\n');
    expect(await out('--trim', 'query=', input)).toBe('http://h/?a=1&b=2#f\n');
    expect(await out('--form', '--sort-query', input)).toBe('http://h/?=3&&a=1&b=2#f\n');
    expect(await out('--sort-query', input)).toBe('http://h/?&=3&a=1&b=2#f\n');
    // A query left with no pair is removed, whatever empty sequences it still has.
    expect(await out('--form', '--trim', 'query=*', input)).toBe('http://h/#f\n');
    expect(await out('--form', '--unset', 'query:a', 'http://h/?a=1&')).toBe('http://h/\n');
    // A query of empty sequences only holds no pair: nothing to change.
    expect(await out('--form', '--trim', 'query=*', 'http://h/?&&')).toBe('http://h/?&&\n');
  });

  it('§5.1 step 3.4: --form --sort-query sorts "+" as a space (before "+", %2B)', async () => {
    expect(await out('--form', '--sort-query', 'http://h/?a%2Bb=1&a+c=2')).toBe(
      'http://h/?a+c=2&a%2Bb=1\n',
    );
    expect(await out('--sort-query', 'http://h/?a%2Bb=1&a+c=2')).toBe('http://h/?a%2Bb=1&a+c=2\n');
  });

  it('§5.1 step 3.4: --form --set query:NAME=VALUE matches NAME with "+" as a space and keeps a "+" of VALUE (a space to a form reader); without --form it is written %2B', async () => {
    expect(await out('--form', '--set', 'query:q=x+y', 'http://h/?q=1')).toBe('http://h/?q=x+y\n');
    expect(await out('--set', 'query:q=x+y', 'http://h/?q=1')).toBe('http://h/?q=x%2By\n');
    expect(await out('--form', '--set', 'query:a b=2', 'http://h/?a+b=1&c=3')).toBe(
      'http://h/?a+b=2&c=3\n',
    );
    expect(await out('--form', '--set', 'query:new+name=v w', 'http://h/?c=3')).toBe(
      'http://h/?c=3&new+name=v%20w\n',
    );
    expect(await out('--form', '--unset', 'query:a+b', 'http://h/?a%20b=1&c=2')).toBe(
      'http://h/?c=2\n',
    );
    expect(set('http://h/?a+b=1', ['query:a b=2'], [], { form: true }).toString()).toBe(
      'http://h/?a+b=2',
    );
  });

  it('--form is an option of get and set only, documented in their help', async () => {
    expect((await urikit(['normalize', '--form', 'http://h/'])).status).toBe(2);
    for (const command of ['get', 'set']) {
      const help = (await urikit([command, '--help'])).stdout;
      expect(help).toContain('--form');
      expect(help).toContain('application/x-www-form-urlencoded parsing');
    }
  });

  // Queries of pairs whose names and values hold "+", escapes of " " and "+", and empty
  // sequences; names and values are valid UTF-8 once decoded.
  const piece = fc.constantFrom('a', 'b', '+', '%20', '%2B', '%61', '%C3%A9', 'a+b', '');
  const formPair = fc
    .tuple(piece, piece, fc.constantFrom('', '=', '=='))
    .map(([name, value, eq]) => (eq === '' ? name : `${name}${eq}${value}`));
  const formQuery = fc.array(formPair, { minLength: 1, maxLength: 8 }).map((l) => l.join('&'));
  const entries = (q: string | undefined) => [...new URLSearchParams(q ?? '')];

  it('§5.1: with { form: true } trimQuery removes exactly the pairs URLSearchParams names so (property)', () => {
    fc.assert(
      fc.property(formQuery, piece, (q, name) => {
        const decoded = new URLSearchParams(`${name}=`).keys().next().value as string;
        const result = trimQuery(`http://h/?${q}`, [{ name, prefix: false }], { form: true });
        expect(entries(result.query)).toEqual(entries(q).filter(([n]) => n !== decoded));
        // What is not trimmed is kept as written.
        if (result.query !== undefined) {
          for (const kept of result.query.split('&')) expect(q.split('&')).toContain(kept);
        }
      }),
    );
  });

  it('§5.1: with { form: true } sortQuery sorts the pairs as URLSearchParams.sort() does (property)', () => {
    fc.assert(
      fc.property(formQuery, (q) => {
        const sorted = new URLSearchParams(q);
        sorted.sort();
        expect(entries(sortQuery(`http://h/?${q}`, { form: true }).query)).toEqual([...sorted]);
      }),
    );
  });

  it('§5.1: with { form: true } {decoded:query:NAME} is URLSearchParams.get(NAME) (property)', () => {
    fc.assert(
      fc.property(formQuery, piece, (q, name) => {
        fc.pre(name !== ''); // {query:} is no field
        const decoded = new URLSearchParams(`${name}=`).keys().next().value as string;
        const expected = new URLSearchParams(q).get(decoded);
        // An absent parameter is the empty string, as any absent field.
        expect(get(`http://h/?${q}`, `{decoded:query:${name}}`, { form: true })).toBe(
          expected ?? '',
        );
      }),
    );
  });
});
