// The sub-commands of `urikit`, run in-process on fake streams. Expected values come from the
// RFC sections in the test names (RFC 3986's own examples where it has some).
import { check, registry } from 'urikit';
import { describe, expect, it } from 'vitest';
import { ndjson, urikit } from './helpers.js';

describe('urikit parse', () => {
  it('RFC 3986 §3: the seven components of the §3 example, and absent ones left out', async () => {
    const r = await urikit([
      'parse',
      '--json',
      'foo://example.com:8042/over/there?name=ferret#nose',
      'urn:example:animal:ferret:nose',
    ]);
    expect(r.status).toBe(0);
    expect(ndjson(r.stdout)).toEqual([
      {
        input: 'foo://example.com:8042/over/there?name=ferret#nose',
        valid: true,
        components: {
          scheme: 'foo',
          host: 'example.com',
          port: '8042',
          path: '/over/there',
          query: 'name=ferret',
          fragment: 'nose',
        },
      },
      {
        input: 'urn:example:animal:ferret:nose',
        valid: true,
        components: { scheme: 'urn', path: 'example:animal:ferret:nose' },
        // RFC 8141 §2: urikit's registry reads urn with its plugin.
        parts: { nid: 'example', nss: 'animal:ferret:nose' },
      },
    ]);
  });

  it('RFC 3986 §5.3: an empty component is kept apart from an absent one; an IP literal keeps its brackets', async () => {
    const r = await urikit(['parse', '--json', 'http://[2001:db8::7]/?#']);
    expect(ndjson(r.stdout)[0]?.components).toEqual({
      scheme: 'http',
      host: '[2001:db8::7]',
      path: '/',
      query: '',
      fragment: '',
    });
  });

  it("RFC 4266 §2.1: a scheme's typed parts from its plugin; octets written as lower-case hex", async () => {
    const r = await urikit(['parse', '--json', 'gopher://example.com/7find%09gopher%20holes']);
    expect(ndjson(r.stdout)[0]?.parts).toEqual({
      host: 'example.com',
      type: '7',
      selector: 'find',
      selectorBytes: '66696e64',
      search: 'gopher holes',
      searchBytes: '676f7068657220686f6c6573',
    });
  });

  it('RFC 6068 §2: mailto parts through the registry of every scheme (the urikit package)', async () => {
    const r = await urikit(['parse', '--json', 'mailto:infobot@example.com?subject=current-issue']);
    const parts = ndjson(r.stdout)[0]?.parts as Record<string, unknown>;
    expect(parts.to).toEqual(['infobot@example.com']);
    expect(parts.subject).toBe('current-issue');
  });

  it('RFC 3986 §3.2.3: an invalid input gives the error with code, index, rule; exit status 1', async () => {
    const r = await urikit(['parse', '--json', 'http://example.com:80ab/', 'http://ok/']);
    expect(r.status).toBe(1);
    const [bad, good] = ndjson(r.stdout);
    expect(bad).toMatchObject({
      input: 'http://example.com:80ab/',
      valid: false,
      error: { code: 'INVALID_PORT', index: 21, component: 'port', rule: 'RFC 3986 §3.2.3' },
    });
    expect(good?.valid).toBe(true);
    expect(r.stderr).toBe('');
  });

  it("RFC 9110 §4.2.1: the scheme's rules make an input invalid (http needs a host)", async () => {
    const r = await urikit(['parse', 'http:///a']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'urikit parse: argument 1: EMPTY_HOST (RFC 9110 §4.2.1)\n' +
        '  http:///a\n' +
        '         ^\n' +
        '  RFC 9110 §4.2.1: empty host\n',
    );
  });

  it('human output: components, then the parts, one block per input', async () => {
    const r = await urikit(['parse', 'telnet://joe@192.0.2.16:80/']);
    expect(r.stdout).toBe(
      [
        'telnet://joe@192.0.2.16:80/',
        '  scheme     telnet',
        '  userinfo   joe',
        '  host       192.0.2.16 (ipv4)',
        '  port       80',
        '  path       /',
        '  telnet parts',
        '    user     "joe"',
        '    host     "192.0.2.16"',
        '    port     80',
        '',
        '',
      ].join('\n'),
    );
  });
});

describe('urikit normalize', () => {
  it('RFC 3986 §6.2.2: the example of §6.2.2 (case, percent-encoding, dot segments)', async () => {
    const r = await urikit(['normalize', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d']);
    expect(r.stdout).toBe('example://a/b/c/%7Bfoo%7D\n');
  });

  it('RFC 3986 §6.2.3: scheme-based through the plugin; --no-scheme keeps the port', async () => {
    expect((await urikit(['normalize', 'HTTP://Example.COM:80'])).stdout).toBe(
      'http://example.com/\n',
    );
    expect((await urikit(['normalize', '--no-scheme', 'HTTP://Example.COM:80'])).stdout).toBe(
      'http://example.com:80\n',
    );
  });

  it('RFC 3986 §6.2.2.1–§6.2.2.3: each step can be left out', async () => {
    const input = 'HTTP://Example.COM/a/./%7e';
    const out = async (...flags: string[]) => (await urikit(['normalize', ...flags, input])).stdout;
    expect(await out()).toBe('http://example.com/a/~\n');
    expect(await out('--no-case')).toBe('HTTP://Example.COM/a/~\n');
    expect(await out('--no-percent')).toBe('http://example.com/a/%7E\n');
    expect(await out('--no-dots')).toBe('http://example.com/a/./~\n');
  });

  it('--json: the rules that changed something', async () => {
    const r = await urikit(['normalize', '--json', 'HTTP://a:80/./b']);
    expect(ndjson(r.stdout)).toEqual([
      {
        input: 'HTTP://a:80/./b',
        valid: true,
        output: 'http://a/b',
        changed: ['case', 'dots', 'port'],
      },
    ]);
  });

  it("--no-scheme still checks the scheme's rules (RFC 9110 §4.2.1)", async () => {
    const r = await urikit(['normalize', '--no-scheme', 'http:///x']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('EMPTY_HOST');
  });
});

describe('urikit resolve and relativize', () => {
  // RFC 3986 §5.4.1, every normal example, against the base of §5.4.
  const NORMAL: [string, string][] = [
    ['g:h', 'g:h'],
    ['g', 'http://a/b/c/g'],
    ['./g', 'http://a/b/c/g'],
    ['g/', 'http://a/b/c/g/'],
    ['/g', 'http://a/g'],
    ['//g', 'http://g'],
    ['?y', 'http://a/b/c/d;p?y'],
    ['g?y', 'http://a/b/c/g?y'],
    ['#s', 'http://a/b/c/d;p?q#s'],
    ['g#s', 'http://a/b/c/g#s'],
    ['g?y#s', 'http://a/b/c/g?y#s'],
    [';x', 'http://a/b/c/;x'],
    ['g;x', 'http://a/b/c/g;x'],
    ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
    ['.', 'http://a/b/c/'],
    ['./', 'http://a/b/c/'],
    ['..', 'http://a/b/'],
    ['../', 'http://a/b/'],
    ['../g', 'http://a/b/g'],
    ['../..', 'http://a/'],
    ['../../', 'http://a/'],
    ['../../g', 'http://a/g'],
  ];

  it('RFC 3986 §5.4.1: the normal examples, read from standard input', async () => {
    const r = await urikit(['resolve', 'http://a/b/c/d;p?q'], {
      stdin: `${NORMAL.map(([ref]) => ref).join('\n')}\n`,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${NORMAL.map(([, target]) => target).join('\n')}\n`);
  });

  it('RFC 3986 §5.4.1: the empty reference is the base (given as an argument; a blank line is skipped)', async () => {
    const r = await urikit(['resolve', 'http://a/b/c/d;p?q', '']);
    expect(r.stdout).toBe('http://a/b/c/d;p?q\n');
  });

  it('RFC 3986 §5.4.2: "http:g" is "http:g" for a strict parser, which RFC 9110 §4.2.1 refuses; --non-strict reads it as relative', async () => {
    const strict = await urikit(['resolve', 'http://a/b/c/d;p?q', 'http:g']);
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain('MISSING_AUTHORITY (RFC 9110 §4.2.1)');
    expect((await urikit(['resolve', '--non-strict', 'http://a/b/c/d;p?q', 'http:g'])).stdout).toBe(
      'http://a/b/c/g\n',
    );
  });

  it('draft-fielding-url-syntax-05 Appendix C: --legacy rfc2396 keeps ".." above the root', async () => {
    const r = await urikit(['resolve', '--legacy', 'rfc2396', 'http://a/b/c/d;p?q', '../../../g']);
    expect(r.stdout).toBe('http://a/../g\n');
    expect((await urikit(['resolve', '--legacy', 'rfc1', 'http://a/', 'g'])).status).toBe(2);
  });

  it('RFC 3986 §5.1: a base that is not a URI is reported once, exit status 1', async () => {
    const r = await urikit(['resolve', '--json', '../x', 'g', 'h']);
    expect(r.status).toBe(1);
    expect(ndjson(r.stdout)).toEqual([
      {
        input: '../x',
        base: '../x',
        valid: false,
        error: expect.objectContaining({ code: 'INVALID_BASE' }),
      },
    ]);
  });

  it('RFC 4248 §2: a telnet base has no path to resolve against (the registry of every scheme)', async () => {
    const r = await urikit(['resolve', 'telnet://h/', 'x']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('NOT_HIERARCHICAL');
  });

  it('RFC 3986 §5.2: relativize gives the shortest reference, which resolves back (scheme-based forms)', async () => {
    const r = await urikit([
      'relativize',
      '--json',
      'http://a:80/b/c',
      'http://a/b/d',
      'http://a/x?y',
      'ftp://a/',
    ]);
    expect(ndjson(r.stdout).map((o) => o.output)).toEqual(['d', '/x?y', 'ftp://a/']);
    // Resolution keeps the base's authority as written (§5.2.2): equivalent targets (§6.2.3).
    const back = await urikit(['resolve', 'http://a:80/b/c', 'd', '/x?y', 'ftp://a/']);
    expect(back.stdout).toBe('http://a:80/b/d\nhttp://a:80/x?y\nftp://a/\n');
    expect((await urikit(['equal', 'http://a:80/b/d', 'http://a/b/d'])).status).toBe(0);
  });

  it('resolve needs a BASE (usage, exit status 2)', async () => {
    const r = await urikit(['resolve']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('BASE');
  });
});

describe('urikit equal', () => {
  it('RFC 3986 §6.2.3: exit status 0 when equivalent (http default port, empty path)', async () => {
    const r = await urikit(['equal', 'http://example.com', 'HTTP://EXAMPLE.com:80/']);
    expect(r).toEqual({ status: 0, stdout: 'equivalent\n', stderr: '' });
  });

  it('RFC 3986 §6.2: exit status 1 when not, with the two normal forms', async () => {
    const r = await urikit(['equal', 'http://a/b', 'HTTP://A/c']);
    expect(r).toEqual({
      status: 1,
      stdout: 'not equivalent\n  A  http://a/b\n  B  http://a/c\n',
      stderr: '',
    });
    expect((await urikit(['equal', '-q', 'http://a/b', 'http://a/c'])).stdout).toBe('');
  });

  it('RFC 4266 §2.1: equivalence of the scheme (gopher://h and gopher://h/1), not only of RFC 3986', async () => {
    expect((await urikit(['equal', 'gopher://h', 'gopher://h/1'])).status).toBe(0);
    expect((await urikit(['equal', '--no-scheme', 'gopher://h', 'gopher://h/1'])).status).toBe(1);
  });

  it('RFC 3986 §6.1: --ignore-fragment, and --base for relative references', async () => {
    expect((await urikit(['equal', 'http://a/#x', 'http://a/#y'])).status).toBe(1);
    expect(
      (await urikit(['equal', '--ignore-fragment', 'http://a/#x', 'http://a/#y'])).status,
    ).toBe(0);
    const r = await urikit(['equal', '--json', '--base', 'http://a/b/c/d', '../g', 'http://a/b/g']);
    expect(ndjson(r.stdout)).toEqual([
      {
        a: '../g',
        b: 'http://a/b/g',
        valid: true,
        equivalent: true,
        normal: ['http://a/b/g', 'http://a/b/g'],
      },
    ]);
  });

  it('RFC 3986 §6.1: a relative reference without --base is an error that names its side', async () => {
    const r = await urikit(['equal', '--json', 'http://a/b/g', '../g']);
    expect(r.status).toBe(1);
    expect(ndjson(r.stdout)[0]).toMatchObject({
      valid: false,
      side: 'B',
      error: { code: 'INVALID_BASE' },
    });
    const human = await urikit(['equal', 'http://a:x/', 'http://a/']);
    expect(human.stderr).toContain('urikit equal: A: INVALID_PORT');
  });

  it('takes exactly two URIs (usage, exit status 2)', async () => {
    expect((await urikit(['equal', 'http://a/'])).status).toBe(2);
    expect((await urikit(['equal', 'a', 'b', 'c'])).status).toBe(2);
  });
});

describe('urikit check', () => {
  it('RFC 3986 §7.5: the findings of the registry, one block per input that has some, a caret at their place', async () => {
    const input = 'http://user:pw@example.com/';
    const findings = check(registry, input);
    expect(findings.length).toBeGreaterThan(0);
    const r = await urikit(['check', input, 'http://example.com/']);
    let expected = `${input}\n`;
    for (const f of findings) {
      expected += `  ${f.severity.padEnd(7)} ${f.code}: ${f.message}\n`;
      if (f.index !== undefined)
        expected += `          ${input}\n          ${' '.repeat(f.index)}^\n`;
    }
    expect(r.stdout).toBe(expected);
    // --fail-on error (the default): only an error-level finding fails the check.
    expect(r.status).toBe(findings.some((f) => f.severity === 'error') ? 1 : 0);
    expect((await urikit(['check', '--fail-on', 'info', input])).status).toBe(1);
    expect((await urikit(['check', '--fail-on', 'never', input])).status).toBe(0);
    expect((await urikit(['check', '--fail-on', 'sometimes', 'http://a/'])).status).toBe(2);
  });

  it('--json: one object per input, findings with code, severity, message, index, component', async () => {
    const r = await urikit(['check', '--json', 'http://example.com/', 'telnet://u:pw@h:25']);
    const [clean, telnet] = ndjson(r.stdout);
    expect(clean).toEqual({ input: 'http://example.com/', valid: true, findings: [] });
    // The findings are the registry's (the plugins' and the core's), passed through as data.
    const expected = check(registry, 'telnet://u:pw@h:25').map((f) => ({
      code: f.code,
      severity: f.severity,
      message: f.message,
      ...(f.index === undefined ? {} : { index: f.index }),
      ...(f.component === undefined ? {} : { component: f.component }),
    }));
    expect(expected.length).toBeGreaterThan(0);
    expect(telnet!.findings).toEqual(expected);
  });

  it('RFC 6068 §7: an invalid input is reported on standard error and fails the check', async () => {
    const r = await urikit(['check', 'mailto:a@example.org?subject=x%0D%0ABcc:evil@example.net']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('MAILTO_HEADER_INJECTION');
  });
});

describe('urikit check --whatwg', () => {
  const whatwg = (json: Record<string, unknown> | undefined) =>
    ((json?.findings ?? []) as { code: string }[]).filter((f) => f.code.startsWith('URI_WHATWG'));

  it('RFC 3986 §7.4 against the URL Standard: http://0x7f.1/ is a reg-name for RFC 3986 and 127.0.0.1 for WHATWG (JSON)', async () => {
    const r = await urikit([
      'check',
      '--json',
      '--whatwg',
      'http://0x7f.1/',
      'http://example.com/',
    ]);
    const [ambiguous, plain] = ndjson(r.stdout);
    expect(whatwg(ambiguous)).toEqual([
      {
        code: 'URI_WHATWG_DIFFERS',
        severity: 'warning',
        message: 'RFC 3986 §3: whatwg differs (host "0x7f.1" → "127.0.0.1")',
        index: 7,
        component: 'host',
      },
    ]);
    // The same URI read the same way by both: no finding at all.
    expect(plain).toEqual({ input: 'http://example.com/', valid: true, findings: [] });
    // Off by default: the comparison is asked for.
    const off = await urikit(['check', '--json', 'http://0x7f.1/']);
    expect(whatwg(ndjson(off.stdout)[0])).toEqual([]);
  });

  it('RFC 6455 §3: ws:example.com/chat has no authority; the ws plugin refuses it (WHATWG would read host and path)', async () => {
    const input = 'ws:example.com/chat';
    const r = await urikit(['check', '--whatwg', input]);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('MISSING_AUTHORITY (RFC 6455 §3)');
    expect(r.status).toBe(1);
  });

  it('RFC 3986 §7.4: http://0x7f.1/ is a reg-name that the WHATWG IPv4 parser reads as 127.0.0.1 (text output: each finding, its severity and a caret; danger fails)', async () => {
    // RFC 3986 §7.4 (inet_aton reads 0x7f.1 as 127.0.0.1: danger), RFC 1122 §3.2.1.3 (127/8 is
    // loopback: warning), and the WHATWG host parser's IPv4 reading (the differential: warning).
    const input = 'http://0x7f.1/';
    const caret = `          ${input}\n          ${' '.repeat(7)}^\n`;
    const r = await urikit(['check', '--whatwg', input]);
    expect(r.stdout).toBe(
      `${input}\n` +
        `  danger  URI_AMBIGUOUS_IPV4: RFC 3986 §7.4: ambiguous ipv4 (127.0.0.1)\n${caret}` +
        `  warning URI_LOOPBACK: RFC 1122 §3.2.1.3, RFC 4291 §2.5.3, RFC 6761 §6.3: loopback (127.0.0.1)\n${caret}` +
        `  warning URI_WHATWG_DIFFERS: RFC 3986 §3: whatwg differs (host "0x7f.1" → "127.0.0.1")\n${caret}`,
    );
    expect(r.status).toBe(1);
    // Without --whatwg the differential is not asked for.
    expect((await urikit(['check', input])).stdout).not.toContain('URI_WHATWG_DIFFERS');
  });

  it('RFC 3986 §3.2.2: 1.2.3.256 is a valid reg-name that the WHATWG parser refuses (index 0, no component)', async () => {
    const r = await urikit(['check', '--json', '--whatwg', 'http://1.2.3.256/']);
    expect(whatwg(ndjson(r.stdout)[0])).toEqual([
      {
        code: 'URI_WHATWG_DIFFERS',
        severity: 'warning',
        message: 'RFC 3986 §3: whatwg differs (the WHATWG URL parser refuses it)',
        index: 0,
      },
    ]);
  });

  it('RFC 3986 §3: URI_WHATWG_UNAVAILABLE (info) where the platform has no URL to compare with', async () => {
    await urikit(['check', 'http://example.com/']); // every module loaded while URL is there
    const saved = globalThis.URL;
    let r: Awaited<ReturnType<typeof urikit>>;
    try {
      // @ts-expect-error: a platform without the WHATWG URL class
      delete globalThis.URL;
      r = await urikit(['check', '--whatwg', 'http://example.com/']);
    } finally {
      globalThis.URL = saved;
    }
    expect(r.stdout).toBe(
      'http://example.com/\n  info    URI_WHATWG_UNAVAILABLE: RFC 3986 §3: whatwg unavailable\n',
    );
    expect(r.status).toBe(0);
  });

  it('--help documents --whatwg and the findings it adds', async () => {
    const r = await urikit(['check', '--help']);
    expect(r.stdout).toContain('--whatwg');
    expect(r.stdout).toContain('URI_WHATWG_DIFFERS');
    expect(r.stdout).toContain('URI_WHATWG_UNAVAILABLE');
  });
});

describe('urikit get and set', () => {
  it('{component} as written, {decoded:component} percent-decoded, an absent one empty', async () => {
    const r = await urikit([
      'get',
      '{scheme}|{user}|{password}|{host}|{port}|{path}|{decoded:path}|{query}|{fragment}|{uri}',
      'http://us%65r:pw@[::1]:8080/a%20b?x=1#top',
      'mailto:a@example.org',
    ]);
    expect(r.stdout).toBe(
      'http|us%65r|pw|[::1]|8080|/a%20b|/a b|x=1|top|http://us%65r:pw@[::1]:8080/a%20b?x=1#top\n' +
        'mailto|||||a@example.org|a@example.org|||mailto:a@example.org\n',
    );
  });

  it('{query:NAME} is the first parameter NAME; --get is the same as the first argument', async () => {
    const r = await urikit([
      'get',
      '--get',
      '{query:y}/{decoded:query:y}/{query:z}/{{}}',
      'http://h/?x=1&y=%C3%A9&y=2',
    ]);
    expect(r.stdout).toBe('%C3%A9/é//{}\n');
  });

  it('RFC 3986 §2.1: {decoded:…} shows control characters as pictures, never escape sequences; --json has the octets as they are', async () => {
    const args = ['get', '{decoded:path}', 'http://a/%1B%5B31mred'];
    expect((await urikit(args)).stdout).toBe('/\u241b[31mred\n');
    expect((await urikit(args, { ttyOut: true })).stdout).toBe('/\u241b[31mred\n');
    expect((await urikit(['get', '--json', ...args.slice(1)])).stdout).toContain(
      '"/\\u001b[31mred"',
    );
  });

  it('a bad template is a usage error (exit status 2)', async () => {
    expect((await urikit(['get', '{hots}', 'http://a/'])).status).toBe(2);
    expect((await urikit(['get', '{host', 'http://a/'])).status).toBe(2);
    expect((await urikit(['get'])).status).toBe(2);
  });

  it('RFC 3986 §2.1: --set keeps valid escapes and encodes what the component does not allow', async () => {
    const r = await urikit([
      'set',
      '--set',
      'host=Example.ORG',
      '--set',
      'path=/b c%2F%',
      '--set',
      'query:y=2&3',
      '--unset',
      'fragment',
      'http://example.com/a?x=1#f',
    ]);
    expect(r.stdout).toBe('http://Example.ORG/b%20c%2F%25?x=1&y=2%263\n');
  });

  it('--set with --get, user and password, IPv6 hosts', async () => {
    const r = await urikit([
      'set',
      '--set',
      'user=a:b',
      '--set',
      'password=p@ss',
      '--set',
      'host=::1',
      '--get',
      '{user} {host}',
      'ftp://h/',
    ]);
    expect(r.stdout).toBe('a%3Ab [::1]\n');
  });

  it("RFC 3986 §3.3, RFC 9110 §4.2.1: a result that breaks the syntax or the scheme's rules is an error", async () => {
    const r = await urikit([
      'set',
      '--json',
      '--set',
      'host=example.com',
      'mailto:a@example.org',
      'http://a/',
    ]);
    expect(r.status).toBe(1);
    const [bad, good] = ndjson(r.stdout);
    expect(bad).toMatchObject({ valid: false, error: { code: 'INVALID_COMPOSITION' } });
    expect(good).toEqual({ input: 'http://a/', valid: true, output: 'http://example.com/' });
    expect((await urikit(['set', '--set', 'host=', 'http://a/'])).stderr).toContain('EMPTY_HOST');
    expect((await urikit(['set', '--set', 'port=8o', 'http://a/'])).stderr).toContain(
      'INVALID_PORT',
    );
  });

  it('--set needs NAME=VALUE with a known name (usage, exit status 2)', async () => {
    expect((await urikit(['set', 'http://a/'])).status).toBe(2);
    expect((await urikit(['set', '--set', 'hots=x', 'http://a/'])).status).toBe(2);
    expect((await urikit(['set', '--set', 'host', 'http://a/'])).status).toBe(2);
  });
});

describe('urikit extract', () => {
  const appendix =
    'Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;\n' +
    '      type=d> but you can probably pick it up from <URL:ftp://ds.in\n' +
    '      ternic.net/rfc>.  Note the warning in <URL:http://ds.internic.\n' +
    '      net/instructions/overview.html#WARNING>.\n';

  it('RFC 1738 Appendix: the URLs of the example, one a line', async () => {
    const r = await urikit(['extract'], { stdin: appendix });
    expect(r).toEqual({
      status: 0,
      stdout:
        'ftp://info.cern.ch/pub/www/doc;type=d\nftp://ds.internic.net/rfc\n' +
        'http://ds.internic.net/instructions/overview.html#WARNING\n',
      stderr: '',
    });
  });

  it('RFC 1738 Appendix: the same when the text comes in small chunks; --json gives offsets, line and column', async () => {
    const chunks = appendix.match(/[\s\S]{1,7}/g)!;
    const r = await urikit(['extract', '--json'], { stdin: chunks });
    const found = ndjson(r.stdout);
    expect(found.map((f) => f.uri)).toEqual([
      'ftp://info.cern.ch/pub/www/doc;type=d',
      'ftp://ds.internic.net/rfc',
      'http://ds.internic.net/instructions/overview.html#WARNING',
    ]);
    expect(found.map((f) => [f.line, f.column])).toEqual([
      [1, 33],
      [2, 57],
      [3, 50],
    ]);
    expect(
      found.map((f) => appendix.slice(f.start as number, f.end as number).slice(0, 8)),
    ).toEqual(['ftp://in', 'ftp://ds', 'http://d']);
  });

  it('RFC 3986 §2.1: a URI found that is not valid goes to standard error; exit 1 when no valid URI is found', async () => {
    const r = await urikit(['extract'], { stdin: 'see <http://a.example/%zz> now' });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('urikit extract: stdin:1:6: INVALID_PERCENT_ENCODING');
    expect((await urikit(['extract'], { stdin: 'nothing here' })).status).toBe(1);
  });

  it('RFC 3986 §4.5: --suffixes; --bare-schemes', async () => {
    const text = 'www.w3.org/Addressing/ and foo:bar.';
    expect((await urikit(['extract'], { stdin: text })).stdout).toBe('');
    expect(
      (await urikit(['extract', '--suffixes', '--bare-schemes', 'foo'], { stdin: text })).stdout,
    ).toBe('http://www.w3.org/Addressing/\nfoo:bar\n');
  });

  it('RFC 3987 §3.1: an IRI is printed in its URI form, --json gives its text as "iri"; --schemes', async () => {
    const text = 'see https://example.com/ünïcode/page now, "this:that" and "about:"';
    expect((await urikit(['extract'], { stdin: text })).stdout).toBe(
      'https://example.com/%C3%BCn%C3%AFcode/page\n',
    );
    const json = JSON.parse((await urikit(['extract', '--json'], { stdin: text })).stdout);
    expect(json.iri).toBe('https://example.com/ünïcode/page');
    expect(
      (await urikit(['extract', '--schemes', 'this,ftp'], { stdin: `${text} ftp://a/` })).stdout,
    ).toBe('this:that\nftp://a/\n');
  });
});

describe('--lenient: the core fixup before parse, normalize and check', () => {
  it('RFC 3986 §2.1, WHATWG URL: each repair is named on stderr and the repaired text is read', async () => {
    const r = await urikit(['normalize', '--lenient', ' HTTP://Example.com/my file.pdf']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('http://example.com/my%20file.pdf\n');
    expect(r.stderr.split('\n').filter(Boolean)).toEqual([
      'urikit normalize: argument 1: repair trim at 0: " " -> ""',
      'urikit normalize: argument 1: repair percent-encode at 22: " " -> "%20"',
    ]);
    // Without --lenient the same input is refused (RFC 3986 §3.3: no space in a path).
    expect((await urikit(['normalize', ' HTTP://Example.com/my file.pdf'])).status).toBe(1);
  });

  it('RFC 3987 §3.1: an IRI host of a server scheme is read as its A-label (UTS #46)', async () => {
    const r = await urikit(['parse', '--json', '--lenient', 'http://exämple.com/ü']);
    const [out] = ndjson(r.stdout) as { components: { host: string; path: string } }[];
    expect(out!.components).toMatchObject({ host: 'xn--exmple-cua.com', path: '/%C3%BC' });
    expect(r.stderr).toContain('repair host-to-ascii at 7: "exämple.com" -> "xn--exmple-cua.com"');
  });

  it('RFC 9293 §3.1: an input fixup cannot repair is invalid at its index in the input', async () => {
    const r = await urikit(['check', '--json', '--lenient', ' http://a:99999999/']);
    expect(r.status).toBe(1);
    const [out] = ndjson(r.stdout) as { valid: boolean; error: { code: string; index: number } }[];
    expect([out!.valid, out!.error.code, out!.error.index]).toEqual([
      false,
      'PORT_OUT_OF_RANGE',
      14,
    ]);
  });
});
