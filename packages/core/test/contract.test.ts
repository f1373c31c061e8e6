// The plugin contract, version 2: one route per operation, parts read once and handed to the
// hooks, the same rules on every route, the building blocks scheme authors share.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { relativizeWith, resolveWith } from '../src/index.js';
import {
  check,
  createRegistry,
  decodeIn,
  decodeOctets,
  defineErrors,
  defineFindings,
  defineScheme,
  type ErrorCodesOf,
  equivalent,
  escapeAt,
  findOctet,
  formatLogin,
  indexOfCommandInjection,
  indexOfEscaped,
  indexOfInvalidGroupChar,
  normalize,
  normalizeHost,
  normalizeWithReport,
  parse,
  pathSegments,
  percentDecodeBytes,
  percentEncodeBytes,
  readServer,
  relativize,
  resolve,
  schemeUri,
  serialize,
  tryParse,
  type Uri,
  UriError,
} from '../src/plugin.js';
import { box, memo, webHttp, webHttps } from './fixtures/plugins.js';

function errorOf(run: () => unknown): UriError {
  try {
    run();
  } catch (e) {
    if (e instanceof UriError) return e;
    throw e;
  }
  throw new Error('expected a UriError');
}

/** A plugin that counts how often its parse and hooks run. */
function counting() {
  const calls = { parse: 0, format: 0, check: 0 };
  const plugin = defineScheme({
    name: 'cnt',
    defaultPort: 7,
    rules: { rootPath: true },
    parse(uri: Uri) {
      calls.parse++;
      return { host: readServer(uri, { rule: 'RFC 9999 §1' }).host, path: uri.path };
    },
    format: (p: { host: string; path: string }) => {
      calls.format++;
      return serialize({ scheme: 'cnt', host: p.host, path: p.path });
    },
    check(parts) {
      calls.check++;
      return parts.host === 'bad'
        ? [
            {
              code: 'CNT_BAD',
              message: 'RFC 9999 §2: bad',
              severity: 'error',
              index: 6,
              component: 'host',
            },
          ]
        : [];
    },
  });
  return { plugin, calls, registry: createRegistry([plugin]) };
}

describe('the route: parts read at most once for the input and once for its form', () => {
  it('RFC 3986 §6.2.3: normalize reads the input, then the syntax-based form, then formats', () => {
    const { calls, registry } = counting();
    expect(registry.normalize('CNT://H:7').toString()).toBe('cnt://h/');
    expect(calls).toEqual({ parse: 2, format: 1, check: 0 });
    // Already normal: one read, the format step gives the same text back.
    registry.normalize('cnt://h/');
    expect(calls).toEqual({ parse: 3, format: 2, check: 0 });
    expect(registry.normalize('cnt://h/a/../b').toString()).toBe('cnt://h/b');
    expect(calls).toEqual({ parse: 5, format: 3, check: 0 });
  });

  it('RFC 3986 §6.2: equivalent of two inputs reads parts at most 4 times', () => {
    const { calls, registry } = counting();
    expect(registry.equivalent('cnt://h/', 'cnt://h/')).toBe(true);
    expect(calls.parse).toBe(1);
    calls.parse = 0;
    expect(registry.equivalent('CNT://H:7', 'cnt://h/x')).toBe(false);
    expect(calls.parse).toBeLessThanOrEqual(4);
    calls.parse = 0;
    expect(registry.equivalent('CNT://H:7/a/./b', 'cnt://h/a/b')).toBe(true);
    expect(calls.parse).toBeLessThanOrEqual(4);
  });

  it('RFC 3986 §5: relativize of two inputs reads parts at most 4 times', () => {
    const { calls, registry } = counting();
    expect(relativizeWith(registry, 'CNT://H:7/a/b', 'cnt://h/a/c').toString()).toBe('c');
    expect(calls.parse).toBeLessThanOrEqual(4);
  });

  it('RFC 3986 §6.2.3: an equivalence relation sees the parts of both normal forms', () => {
    // The relation must get the parts of the normal forms (host lower-cased, the default port
    // gone), not those of the inputs.
    const p = defineScheme({
      name: 'rel',
      defaultPort: 7,
      parse: (uri: Uri) => ({ host: uri.host, port: uri.port }),
      format: (x: { host: string | undefined; port: string | undefined }) =>
        serialize({ scheme: 'rel', host: x.host, port: x.port, path: '' }),
      equivalent: (a, b) => a.host === b.host && a.port === b.port,
    });
    expect(p.equivalent('rel://H:7', 'rel://h')).toBe(true);
    expect(p.equivalent('rel://H:8', 'rel://h')).toBe(false);
  });

  it('RFC 3986 §6.2.3: normalizeParts gets the parts of the syntax-based form', () => {
    const seen: string[] = [];
    const p = defineScheme({
      name: 'seen',
      defaultPort: 7,
      parse: (uri: Uri) => ({ text: uri.toString() }),
      format: (x: { text: string }) => parse(x.text),
      normalizeParts(parts) {
        seen.push(parts.text);
        return parts;
      },
    });
    expect(p.normalize('SEEN://A.example:7/./%7Ex').toString()).toBe('seen://a.example/~x');
    expect(seen).toEqual(['seen://a.example/~x']);
  });

  it('RFC 3986 §7: check reads the parts once', () => {
    const { calls, registry } = counting();
    expect(check(registry, 'cnt://bad/')).toEqual([
      {
        code: 'CNT_BAD',
        message: 'RFC 9999 §2: bad',
        severity: 'error',
        index: 6,
        component: 'host',
      },
    ]);
    expect(calls.parse).toBe(1);
  });
});

describe('contract v3: the normal form is what format writes for the parts', () => {
  // A third party's data: plugin (RFC 2397), whose format writes the data as it likes: the
  // core's syntax-based step still holds on what it wrote (the bug of a hook that rebuilt the
  // URI from its parts and undid §6.2.2.2).
  const data = defineScheme({
    name: 'data',
    hierarchical: false,
    parse: (uri: Uri) => ({
      type: uri.path.slice(0, uri.path.indexOf(',')),
      body: uri.path.slice(uri.path.indexOf(',') + 1),
    }),
    format: (p: { type: string; body: string }) =>
      serialize({ scheme: 'data', path: `${p.type},${p.body}` }),
  });

  it('RFC 3986 §6.2.2.2: an escaped unreserved character is decoded in the normal form', () => {
    expect(data.normalize('data:,A%41').toString()).toBe('data:,AA');
    expect(normalize(data.normalize('DATA:,%7e%2f')).toString()).toBe('data:,~%2F');
    expect(data.equivalent('data:,A%41', 'data:,AA')).toBe(true);
  });

  it('RFC 3986 §6.2.3: normalizeParts states a value rule; format writes it', () => {
    // A scheme whose media type is case-insensitive (RFC 2045 §5.1) lower-cases it.
    const typed = defineScheme({
      name: 'typed',
      hierarchical: false,
      parse: data.definition.parse,
      format: (p: { type: string; body: string }) =>
        serialize({ scheme: 'typed', path: `${p.type},${p.body}` }),
      normalizeParts: (p) =>
        p.type === p.type.toLowerCase() ? p : { ...p, type: p.type.toLowerCase() },
    });
    const r = typed.normalizeWithReport('typed:Text/Plain,A');
    expect(r.uri.toString()).toBe('typed:text/plain,A');
    expect(r.changed).toEqual(['scheme']);
    expect(typed.normalizeWithReport('typed:text/plain,A').changed).toEqual([]);
    expect(typed.equivalent('typed:TEXT/plain,A', 'typed:text/PLAIN,A')).toBe(true);
  });

  it('RFC 3986 §6.2.2: with case or percent switched off, format does not rewrite escapes', () => {
    expect(data.normalize('data:,A%41', { percent: false }).toString()).toBe('data:,A%41');
    expect(data.normalize('DATA:,%7e%2f', { case: false }).toString()).toBe('DATA:,~%2f');
  });
});

describe('every scheme-aware operation applies the plugin parse rules', () => {
  const registry = createRegistry([webHttp, webHttps, memo, box]);

  it('RFC 9110 §4.2.1: an empty http host is refused by equivalent, even for identical text', () => {
    expect(errorOf(() => registry.equivalent('http:///a', 'http:///a')).code).toBe('EMPTY_HOST');
    expect(errorOf(() => registry.equivalent('HTTP:///a', 'http:///a')).code).toBe('EMPTY_HOST');
    expect(errorOf(() => registry.equivalent('http://a/', 'http:///a')).code).toBe('EMPTY_HOST');
  });

  it('the scheme rules hold for the input, even where the syntax-based step would repair it', () => {
    const fail = defineErrors('STRICT', { ESCAPE: 'RFC 9999 §1' });
    const strict = defineScheme({
      name: 'strict',
      errors: fail,
      parse: (u: Uri) => (u.path.includes('%') ? fail('ESCAPE', u, 7, 'path') : { p: u.path }),
      format: (x: { p: string }) => serialize({ scheme: 'strict', path: x.p }),
    });
    for (const run of [
      () => check(strict, 'strict:/%61'),
      () => strict.normalize('strict:/%61'),
      () => strict.equivalent('strict:/%61', 'strict:/a'),
      () => createRegistry([strict]).equivalent('strict:/a', 'strict:/%61'),
    ]) {
      expect(errorOf(run).code).toBe('STRICT_ESCAPE');
    }
  });

  it('RFC 3986 §3.2.3, §6.2.3: a port is a number, written without leading zeros', () => {
    expect(registry.normalize('box://h:04001/x').toString()).toBe('box://h:4001/x');
    expect(registry.normalizeWithReport('box://h:0/x').changed).toEqual([]);
    expect(normalize('box://h:04001/x').toString()).toBe('box://h:04001/x');
  });

  it('a plugin is validated by normalize and check', () => {
    expect(errorOf(() => registry.normalize('memo://x/')).code).toBe('MEMO_AUTHORITY');
    expect(errorOf(() => check(registry, 'memo://x/')).code).toBe('MEMO_AUTHORITY');
  });

  it('RFC 3986 §5.1: resolve refuses an invalid base and an invalid result', () => {
    expect(errorOf(() => resolveWith(registry, 'http:///a', 'b')).code).toBe('EMPTY_HOST');
    expect(errorOf(() => resolveWith(registry, 'http://a/', '//')).code).toBe('EMPTY_HOST');
    expect(errorOf(() => resolveWith(registry, 'a/b', 'c')).code).toBe('MISSING_SCHEME');
  });

  it('RFC 3986 §5.2: a scheme that is not hierarchical refuses references that need its path', () => {
    expect(errorOf(() => resolveWith(registry, 'memo:topic', 'other')).code).toBe(
      'NOT_HIERARCHICAL',
    );
    expect(errorOf(() => resolveWith(registry, 'memo:topic', '?q')).code).toBe('NOT_HIERARCHICAL');
    expect(resolveWith(registry, 'memo:topic', '#f').toString()).toBe('memo:topic#f');
    expect(resolveWith(registry, 'memo:topic', 'box://h/x').toString()).toBe('box://h/x');
    // the generic resolution stays available
    expect(resolve('memo:topic', 'other').toString()).toBe('memo:other');
  });

  it('RFC 3986 §3.1: a plugin refuses a URI of another scheme on every route', () => {
    const http = parse('http://a/b');
    expect(errorOf(() => box.parse(http)).code).toBe('WRONG_SCHEME');
    expect(errorOf(() => box.normalize(http)).code).toBe('WRONG_SCHEME');
    expect(errorOf(() => check(box, http)).code).toBe('WRONG_SCHEME');
    expect(errorOf(() => box.equivalent(http, 'box://h/')).code).toBe('WRONG_SCHEME');
    expect(errorOf(() => box.parse('//')).code).toBe('MISSING_SCHEME');
    expect(errorOf(() => box.parse('//')).index).toBeLessThanOrEqual(2);
  });

  it('RFC 3986 §3: a relative reference is MISSING_SCHEME, as text or as a parsed Uri, on every route', () => {
    for (const input of ['', '//h/x', 'a/b']) {
      // A parsed Uri has no text of a scheme to point into: the error is at its start.
      for (const run of [
        () => box.parse(parse(input)),
        () => box.normalize(parse(input)),
        () => check(box, parse(input)),
        () => registry.parse(parse(input)),
      ]) {
        expect(errorOf(run)).toMatchObject({
          code: 'MISSING_SCHEME',
          index: 0,
          component: 'scheme',
        });
      }
      // Text: where the scheme's ":" is missing, as parse with kind 'uri' says.
      expect(errorOf(() => box.parse(input)).code).toBe('MISSING_SCHEME');
      expect(errorOf(() => registry.parse(input)).code).toBe('MISSING_SCHEME');
    }
  });

  it('RFC 3986 §3: schemeUri reads text as the plugin reads it, keeps a Uri, writes parts with format', () => {
    // Text: the plugin's errors, code, index and component alike.
    for (const text of [' box://h/', 'box://h:x/', 'memo:x', '//h/', 'box://h/\u0000']) {
      const a = errorOf(() => schemeUri(box, text));
      const b = errorOf(() => box.parse(text));
      expect([a.code, a.index, a.component], text).toEqual([b.code, b.index, b.component]);
    }
    const uri = parse('box://h:4001/a');
    expect(schemeUri(box, uri)).toBe(uri);
    expect(schemeUri(box, 'BOX://h/a').toString()).toBe('BOX://h/a');
    expect(schemeUri(box, { host: 'h', port: 4001, items: ['a'] }).toString()).toBe(
      'box://h:4001/a',
    );
    // Parts go through format's checks: the host's space is INVALID_HOST, a list where the items
    // should be is INVALID_ARGUMENT; a Uri of another scheme is WRONG_SCHEME.
    expect(errorOf(() => schemeUri(box, { host: 'a b', port: 1, items: [] })).code).toBe(
      'INVALID_HOST',
    );
    expect(errorOf(() => schemeUri(box, { host: 'h', items: 5 } as never)).code).toBe(
      'INVALID_ARGUMENT',
    );
    expect(errorOf(() => schemeUri(box, parse('memo:x'))).code).toBe('WRONG_SCHEME');
  });

  it('urikit: format refuses parts of another shape with INVALID_ARGUMENT, never a TypeError', () => {
    // box's format hook reads parts.host, parts.port and parts.items (a list): JSON or a
    // JavaScript caller may hand in anything.
    for (const parts of [null, undefined, 5, 'box://h/', { host: 'h' }, { host: 'h', items: 5 }]) {
      expect(errorOf(() => box.format(parts as never)).code).toBe('INVALID_ARGUMENT');
    }
    // A UriError of the core's (here serialize's, at the space) stays itself.
    expect(errorOf(() => box.format({ host: 'a b', port: 1, items: [] })).code).toBe(
      'INVALID_HOST',
    );
  });

  it('RFC 3986 §6.2.3: registry.normalize and plugin.normalize are one route', () => {
    for (const text of ['BOX://H:4000/a', 'box://h:04000/./x', 'http://[2001:DB8::1]:80']) {
      const plugin = registry.get(parse(text).scheme!)!;
      expect(plugin.normalize(text).toString()).toBe(registry.normalize(text).toString());
    }
  });

  it('RFC 3986 §3.1: format refuses to write a URI of another scheme', () => {
    const loose = defineScheme({
      name: 'a',
      parse: () => ({}),
      format: (p: { scheme: string }) => serialize({ scheme: p.scheme, host: 'h' }),
    });
    expect(loose.format({ scheme: 'A' }).toString()).toBe('A://h');
    expect(errorOf(() => loose.format({ scheme: 'b' })).code).toBe('WRONG_SCHEME');
  });

  it('URIs of two schemes are never equivalent; each is still checked by its plugin', () => {
    expect(registry.equivalent('http://a/', 'https://a/')).toBe(false);
    expect(registry.equivalent('http://a/', 'other://a/')).toBe(false);
    expect(errorOf(() => registry.equivalent('https:///', 'http://a/')).code).toBe('EMPTY_HOST');
  });
});

describe('one result shape, one zone-identifier rule, only UriError (issue 7 §4)', () => {
  it('tryParse and registry.tryParse return { ok, value } or { ok, error }', () => {
    const a = tryParse('http://a/');
    const b = createRegistry([webHttp]).tryParse('http://a/');
    expect(a.ok && a.value.host).toBe('a');
    expect(b.ok && b.value.parts.host).toBe('a');
    const c = createRegistry([webHttp]).tryParse('http:///');
    expect(!c.ok && c.error.code).toBe('EMPTY_HOST');
  });

  it('RFC 6874: every function refuses a zone identifier unless asked, and accepts it when asked', () => {
    const z = 'http://[fe80::1%25eth0]/a';
    const registry = createRegistry([webHttp]);
    const refused = [
      () => parse(z),
      () => resolve(z, 'b'),
      () => resolve('http://a/', '//[fe80::1%25eth0]/'),
      () => normalize(z),
      () => equivalent(z, z),
      () => relativize(z, 'http://a/'),
      () => registry.parse(z),
      () => registry.normalize(z),
      () => registry.equivalent(z, 'http://a/'),
      () => check(registry, z),
      () => webHttp.parse(z),
    ];
    for (const run of refused) expect(errorOf(run).code).toBe('ZONE_ID_NOT_ALLOWED');
    const o = { allowZoneId: true };
    expect(parse(z, o).host).toBe('fe80::1%25eth0');
    expect(resolve(z, 'b', o).toString()).toBe('http://[fe80::1%25eth0]/b');
    expect(normalize(z, o).toString()).toBe(z);
    expect(
      equivalent(
        z,
        z.toUpperCase().replace('HTTP', 'http').replace('%25ETH0', '%25eth0').replace('/A', '/a'),
        o,
      ),
    ).toBe(true);
    expect(relativize(z, 'http://[fe80::1%25eth0]/c', o).toString()).toBe('c');
    expect(registry.parse(z, o).parts.host).toBe('[fe80::1%25eth0]');
    expect(registry.normalize(z, o).toString()).toBe(z);
    // a Uri parsed with the option is taken as it is everywhere
    expect(registry.normalize(parse(z, o)).toString()).toBe(z);
  });

  it('bad values handed to the API are UriError INVALID_ARGUMENT, never TypeError or RangeError', () => {
    expect(errorOf(() => serialize({ host: 'a', port: -1 })).code).toBe('INVALID_ARGUMENT');
    expect(errorOf(() => normalize(1 as unknown as string)).code).toBe('INVALID_ARGUMENT');
    expect(errorOf(() => box.parse({} as unknown as string)).code).toBe('INVALID_ARGUMENT');
    expect(errorOf(() => createRegistry([box]).normalize(null as unknown as string)).code).toBe(
      'INVALID_ARGUMENT',
    );
  });

  it('RFC 3986 §6.2.1: uri.equals takes a string or a Uri', () => {
    const u = parse('http://a/b');
    expect(u.equals('http://a/b')).toBe(true);
    expect(u.equals(parse('http://a/b'))).toBe(true);
    expect(u.equals('HTTP://a/b')).toBe(false);
    expect(u.equals({} as unknown as Uri)).toBe(false);
  });

  it('RFC 3986 §3.2.3: a "%" in a port is the offending character, not an escape', () => {
    const e = errorOf(() => parse('http://a:8%41/'));
    expect([e.code, e.index, e.component]).toEqual(['INVALID_PORT', 10, 'port']);
  });

  it('RFC 3986 §3: an error names the character that is wrong ("  https://…")', () => {
    const e = errorOf(() => parse('  https://example.com', { kind: 'uri' }));
    expect([e.code, e.index]).toEqual(['INVALID_CHARACTER', 0]);
    expect(e.message).toContain('U+0020');
    expect(errorOf(() => parse('ht tp://a', { kind: 'uri' })).index).toBe(2);
    expect(errorOf(() => parse('../a', { kind: 'uri' })).code).toBe('MISSING_SCHEME');
    expect(errorOf(() => parse('1a:b', { kind: 'uri' })).code).toBe('INVALID_SCHEME');
  });
});

describe('scheme-based normalization (RFC 3986 §6.2.3) of server authorities', () => {
  const registry = createRegistry([webHttp, webHttps]);

  it('RFC 5952 §4: an IPv6 host has one text through a registry', () => {
    expect(registry.equivalent('http://[2001:DB8::1]/', 'http://[2001:db8:0:0:0:0:0:1]/')).toBe(
      true,
    );
    expect(registry.normalize('http://[2001:DB8:0:0:0:0:0:1]:80').toString()).toBe(
      'http://[2001:db8::1]/',
    );
    expect(registry.normalizeWithReport('http://[::0:1]').changed).toEqual(['address', 'scheme']);
    // the syntax-based step alone does not compress (RFC 3986 §6.2.2.1 folds case only)
    expect(normalize('http://[2001:db8:0:0:0:0:0:1]/').toString()).toBe(
      'http://[2001:db8:0:0:0:0:0:1]/',
    );
  });

  it('RFC 3986 §5.2, §6.2.3: relativizeWith works on scheme-based normal forms', () => {
    expect(relativizeWith(registry, 'http://a:80/b/c', 'http://a/b/d').toString()).toBe('d');
    expect(relativize('http://a/%7Eb/c', 'http://a/~b/d').toString()).toBe('d');
    const memoRegistry = createRegistry([memo]);
    expect(relativizeWith(memoRegistry, 'memo:a', 'memo:b').toString()).toBe('memo:b');
  });
});

describe('RFC 3986 §6.2.2 defects found by differential fuzzing', () => {
  it('§6.2.2.2 then §3.2.2: a host that decodes to an IPv4address is one', () => {
    const n = normalize('a://%31.1.1.1');
    expect(n.toString()).toBe('a://1.1.1.1');
    expect(n.hostKind).toBe('ipv4');
    expect(equivalent('a://%31.1.1.1', 'a://1.1.1.1')).toBe(true);
  });

  it('RFC 6874 §2: the already-normal shortcut sees escapes in a zone identifier', () => {
    const o = { allowZoneId: true };
    expect(normalize('a://[::1%25%61]', o).toString()).toBe('a://[::1%25a]');
    expect(normalize(parse('a://[::1%25%61]', o)).toString()).toBe('a://[::1%25a]');
  });

  it('§6.2.2.3: the report says "dots" only when the path changed', () => {
    expect(normalizeWithReport('a:/.//b').changed).toEqual([]);
    expect(normalizeWithReport('a:/./b').changed).toEqual(['dots']);
  });

  it('§6.2.2.3: dot removal keeps the components where they are (the generic reading)', () => {
    // Without an authority, "/." keeps "//b" from reading as one.
    expect(normalize('a:/.//b').toString()).toBe('a:/.//b');
    // After an empty authority the RFC's answer stands (host "" either way); the file plugin,
    // whose RFC 8089 E.3.2 reads "//h" there as a UNC host, keeps such paths local itself.
    expect(normalize('x:///.//a/').toString()).toBe('x:////a/');
    expect(normalize('x://h/a/..//b').toString()).toBe('x://h//b');
  });
});

describe('building blocks for scheme authors', () => {
  it('uri.offsetOf gives where each component starts', () => {
    const u = parse('http://u@h:8/p?q#f');
    expect(
      ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'].map((c) =>
        u.offsetOf(c as never),
      ),
    ).toEqual([0, 7, 9, 11, 12, 15, 17]);
    const v = parse('a:b');
    expect(v.offsetOf('host')).toBe(2);
    expect(v.offsetOf('query')).toBe(4);
  });

  it('RFC 1738 §3.1: readServer decodes user and password and checks the policy', () => {
    expect(readServer(parse('ftp://me:s%40cret@[::1]:2121/x'), { rule: 'RFC 1738 §3.1' })).toEqual({
      user: 'me',
      password: 's@cret',
      host: '[::1]',
      port: 2121,
    });
    expect(readServer(parse('ftp://@h/'), { rule: 'RFC 1738 §3.1' })).toMatchObject({
      user: '',
      password: undefined,
    });
    const rule = { rule: 'RFC 4266 §2.1' } as const;
    const codes = (text: string, policy = {}) => {
      const e = errorOf(() => readServer(parse(text), { ...rule, ...policy }));
      return [e.code, e.index, e.component];
    };
    expect(codes('x:/a')).toEqual(['MISSING_AUTHORITY', 2, 'host']);
    expect(codes('x:///a')).toEqual(['EMPTY_HOST', 4, 'host']);
    expect(codes('x://u@h/', { userinfo: 'none' })).toEqual([
      'USERINFO_NOT_ALLOWED',
      4,
      'userinfo',
    ]);
    expect(codes('x://u:p@h/', { userinfo: 'user' })).toEqual([
      'USERINFO_NOT_ALLOWED',
      5,
      'userinfo',
    ]);
    expect(codes('x://h:65536/')).toEqual(['PORT_OUT_OF_RANGE', 6, 'port']);
    expect(codes('x://%FF@h/')).toEqual(['INVALID_UTF8', 4, 'userinfo']);
    expect(codes('x://u:a%C3@h/')).toEqual(['INVALID_UTF8', 7, 'userinfo']);
    expect(readServer(parse('file:///x'), { ...rule, emptyHost: true }).host).toBe('');
  });

  it('RFC 1738 §3.1: formatLogin encodes ":", "@" and "/"', () => {
    expect(formatLogin('a:b', 'c@d/e')).toBe('a%3Ab:c%40d%2Fe');
    expect(formatLogin('', '')).toBe(':');
    expect(formatLogin(undefined, undefined)).toBeUndefined();
    expect(errorOf(() => formatLogin(undefined, 'p')).code).toBe('INVALID_ARGUMENT');
  });

  it('RFC 3986 §6.2.2, RFC 5952: normalizeHost', () => {
    expect(normalizeHost('Example.COM')).toBe('example.com');
    expect(normalizeHost('[2001:DB8:0:0:0:0:0:1]')).toBe('[2001:db8::1]');
    expect(normalizeHost('[FE80::A%25EN1]')).toBe('[fe80::a%25EN1]');
    expect(normalizeHost('[V1.AbC]')).toBe('[v1.abc]');
    expect(normalizeHost('%7eh%c3%bc')).toBe('~h%C3%BC');
    const same = 'a.b';
    expect(normalizeHost(same)).toBe(same);
  });

  it('RFC 3986 §2.5: decodeIn and pathSegments point errors into the URI', () => {
    const u = parse('x://h/a%20b/c%FF');
    expect(decodeIn(u, 'path', 1, 6)).toBe('a b');
    const e = errorOf(() => pathSegments(u));
    expect([e.code, e.index, e.input]).toEqual(['INVALID_UTF8', 13, 'x://h/a%20b/c%FF']);
    expect(pathSegments(parse('http://h/a%2Fb/caf%C3%A9/'))).toEqual(['a/b', 'café', '']);
    expect(pathSegments(parse('http://h'))).toEqual([]);
    expect(pathSegments(parse('http://h/'))).toEqual(['']);
  });

  it('RFC 3986 §2.1: findOctet reads escapes as their octets', () => {
    expect(findOctet('comp.lang%2Ec', (o) => o === 0x2e)).toBe(4);
    expect(findOctet('ab%2Ec', (o) => o === 0x2e)).toBe(2);
    expect(findOctet('abc', (_, n) => n === 2)).toBe(2);
    expect(findOctet('%41%42c', (_, n) => n === 2)).toBe(6);
    expect(findOctet('ab', (o) => o > 0x7a)).toBe(-1);
  });

  it('RFC 1738 §6: indexOfEscaped finds an encoded protocol delimiter', () => {
    expect(indexOfEscaped('root%0D%0Aexit', [0x0d, 0x0a, 0x00])).toBe(4);
    expect(indexOfEscaped('a%0ab', [0x0a])).toBe(1);
    expect(indexOfEscaped('a%20b%2', [0x0d])).toBe(-1);
    expect(indexOfEscaped('', [0])).toBe(-1);
  });

  it('RFC 3986 §2.1: percentEncodeBytes is the inverse of percentDecodeBytes', () => {
    const bytes = Uint8Array.from([0x61, 0x20, 0xff, 0x2f, 0x09, 0x25]);
    expect(percentEncodeBytes(bytes, 'segment')).toBe('a%20%FF%2F%09%25');
    expect(percentEncodeBytes(bytes, 'path', 'a')).toBe('%61%20%FF/%09%25');
    expect(percentDecodeBytes(percentEncodeBytes(bytes, 'query'))).toEqual(bytes);
  });

  it('RFC 4266 §2.1: decodeOctets gives bytes always and text when UTF-8', () => {
    expect(decodeOctets('a%20b')).toEqual({ bytes: Uint8Array.from([97, 32, 98]), text: 'a b' });
    expect(decodeOctets('%FF')).toEqual({ bytes: Uint8Array.from([255]), text: undefined });
  });

  it('defineErrors and defineFindings: prefixed codes, rule-first messages, typed unions', () => {
    const fail = defineErrors('DEMO', { EMPTY_NAME: 'RFC 9999 §2' });
    const e = errorOf(() => fail('EMPTY_NAME', 'demo://h/', 7, 'path', 'the name is ""'));
    expect([e.code, e.index, e.component]).toEqual(['DEMO_EMPTY_NAME', 7, 'path']);
    expect(e.message).toMatch(/^RFC 9999 §2: empty name \(the name is ""\) \(at index 7/);
    expect(fail.codes).toEqual({ DEMO_EMPTY_NAME: 'RFC 9999 §2' });
    const finding = defineFindings('DEMO', { PASSWORD: ['RFC 3986 §7.5', 'error'] });
    const f = finding('PASSWORD', 9, 'userinfo');
    expect(f).toEqual({
      code: 'DEMO_PASSWORD',
      message: 'RFC 3986 §7.5: password',
      severity: 'error',
      index: 9,
      component: 'userinfo',
    });
    expect(Object.isFrozen(f)).toBe(true);
    const plugin = defineScheme({
      name: 'demo',
      errors: fail,
      parse: (uri: Uri) => uri.path,
      format: (p: string) => parse(`demo:${p}`),
    });
    expectTypeOf<ErrorCodesOf<typeof plugin>>().toEqualTypeOf<'DEMO_EMPTY_NAME'>();
    const r = createRegistry([plugin]).tryParse('demo:x');
    if (!r.ok) {
      // @ts-expect-error a misspelt code does not compile
      expect(r.error.code === 'DEMO_EMTPY_NAME').toBe(false);
    }
    expect(r.ok).toBe(true);
  });
});

describe('building blocks news and nntp share (RFC 3977 §3.1, §4.1; RFC 5538 §3, §4)', () => {
  it('RFC 3977 §3.1: indexOfCommandInjection finds %0D, %0A and %00 before the fragment, without making a string per escape', () => {
    const at = (text: string) => indexOfCommandInjection(parse(text));
    expect(at('news:a%0d%0aQUIT')).toBe(6);
    expect(at('nntp://u%00@h/x')).toBe(8);
    expect(at('x:a%2500')).toBe(-1); // "%25" is a "%", then "00"
    expect(at('x:a%20b#%0D')).toBe(-1); // the fragment is never sent
    // linear on every escape
    const long = `x:${'%2e%2e/'.repeat(100_000)}%0A`;
    expect(at(long)).toBe(long.length - 3);
  });

  it('RFC 3977 §4.1, RFC 5538 §3/§4: indexOfInvalidGroupChar reads escapes as octets; wildcards only on request', () => {
    expect(indexOfInvalidGroupChar('comp.lang.*', true)).toBe(-1);
    expect(indexOfInvalidGroupChar('comp.lang.*', false)).toBe(10);
    expect(indexOfInvalidGroupChar('comp.lang%2A', false)).toBe(9);
    expect(indexOfInvalidGroupChar('/a%20b', true, 1)).toBe(2);
    expect(indexOfInvalidGroupChar('a@b', true)).toBe(1); // "@" makes a news URI an article
    expect(indexOfInvalidGroupChar('caf%C3%A9', false)).toBe(-1); // UTF-8 is the decoder's to check
  });

  it('RFC 3986 §2.1: escapeAt reads an escape from character codes', () => {
    expect(escapeAt('a%0Db', 1)).toBe(13);
    expect(escapeAt('a%0db', 1)).toBe(13);
    expect(escapeAt('a%0Gb', 1)).toBe(-1);
    expect(escapeAt('a%0', 1)).toBe(-1);
    expect(escapeAt('ab', 0)).toBe(-1);
  });
});

describe('decodeOctets over a range (RFC 4266 §2.1, RFC 1738 §3.9)', () => {
  it('RFC 3986 §2.1: a range of URI text decodes as its slice would, ASCII or not', () => {
    for (const [text, s, e] of [
      ['x/a%20b/y', 2, 7],
      ['x/caf%C3%A9', 2, 11],
      ['x/%FF%00', 2, 8],
      ['plain', 1, 4],
      ['x/é%41', 2, 6],
    ] as const) {
      expect(decodeOctets(text, s, e), text).toEqual(decodeOctets(text.slice(s, e)));
    }
    expect(decodeOctets('%FF%41').text).toBeUndefined();
    expect(decodeOctets('a%2541').text).toBe('a%41');
  });

  it('RFC 3986 §2.1: an empty range, or one that ends before it starts, has no octets', () => {
    expect(decodeOctets('', 1)).toEqual({ bytes: new Uint8Array(0), text: '' });
    expect(decodeOctets('a%20b', 3, 3)).toEqual({ bytes: new Uint8Array(0), text: '' });
    expect(decodeOctets('a%20b', 4, 2)).toEqual({ bytes: new Uint8Array(0), text: '' });
  });

  it('RFC 3986 §2.1: a "%" that starts no escape is refused as percentDecodeBytes refuses it', () => {
    for (const bad of ['a%%41', 'ab%', 'a%4', '%G1b', 'x%2Fy%']) {
      const e = errorOf(() => decodeOctets(bad));
      const want = errorOf(() => percentDecodeBytes(bad));
      expect([e.code, e.index], bad).toEqual([want.code, want.index]);
    }
  });

  it('RFC 3986 §2.1: the text is the same around 16 escapes, where it stops being built on the way', () => {
    for (const n of [15, 16, 17, 40]) {
      const value = `x/${'a%2Fb'.repeat(n)}c`;
      const want = `${'a/b'.repeat(n)}c`;
      const got = decodeOctets(value, 2);
      expect(got.text, `${n} escapes`).toBe(want);
      expect(got.bytes, `${n} escapes`).toEqual(Uint8Array.from(want, (c) => c.charCodeAt(0)));
    }
  });

  it('RFC 3986 §2.1: a long escaped value is decoded into one byte array (linear)', () => {
    const long = '%41%2F'.repeat(100_000);
    const { bytes, text } = decodeOctets(long);
    expect(bytes.length).toBe(200_000);
    expect(text).toBe('A/'.repeat(100_000));
  });
});
