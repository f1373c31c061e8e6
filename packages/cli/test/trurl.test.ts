// urikit called with trurl's options and no sub-command (src/trurl.ts): the commands of issue
// 24 item 5, urikit's strictness kept, and trurl's exit statuses. trurl's own suite is in
// trurl-vectors.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ndjson, urikit } from './helpers.js';

describe('issue 24 item 5: urikit as trurl', () => {
  it("RFC 9110 §4.2.2: {port} of an https URL without a port is the plugin's default, 443", async () => {
    const r = await urikit(['--url', 'https://curl.se/we/are.html', '--get', '{port}']);
    expect(r).toEqual({ status: 0, stdout: '443\n', stderr: '' });
    const own = await urikit(['--url', 'https://curl.se:8443/', '--get', '{port} {default:port}']);
    expect(own.stdout).toBe('8443 8443\n');
    // A scheme no plugin knows has no default port: empty.
    expect((await urikit(['--url', 'hp://h/', '--get', '({port})'])).stdout).toBe('()\n');
  }, 20_000); // the first run loads the command's modules

  it('RFC 3986 §3: --set scheme and host alone make a URL; one of them alone is not enough (status 7)', async () => {
    const r = await urikit(['--set', 'host=example.com', '--set', 'scheme=ftp']);
    expect(r).toEqual({ status: 0, stdout: 'ftp://example.com/\n', stderr: '' });
    const alone = await urikit(['--set', 'host=example.com']);
    expect(alone.status).toBe(7);
    expect(alone.stderr).toContain('not enough input');
  });

  it('RFC 3986 §5.2: --redirect resolves against the URL; --append adds a path segment or a query pair as data', async () => {
    const r = await urikit(['--url', 'https://curl.se/we/are.html', '--redirect', '../here.html']);
    expect(r.stdout).toBe('https://curl.se/here.html\n');
    const a = await urikit(['https://h/a', '--append', 'path=b c%', '--append', 'query=x=1&2']);
    expect(a.stdout).toBe('https://h/a/b%20c%25?x=1%262\n');
  });

  it('RFC 3986 §2: strict by default - an invalid URL is skipped with a note, --verify ends with status 9', async () => {
    const r = await urikit(['http://a b/', 'http://ok/']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('http://ok/\n');
    expect(r.stderr).toContain('INVALID_');
    expect((await urikit(['--quiet', 'http://a b/'])).stderr).toBe('');
    const v = await urikit(['--verify', 'http://ok/', 'http://a b/']);
    expect(v.status).toBe(9);
    expect(v.stdout).toBe('http://ok/\n');
  });

  it('RFC 3986 §2.1: --accept-space takes the repairs of spaces only, each %20 (CURLU_ALLOW_SPACE)', async () => {
    const r = await urikit(['--accept-space', 'https://h/a b?c d']);
    expect([r.stdout, r.stderr]).toEqual(['https://h/a%20b?c%20d\n', '']);
    // Another fault than a space is no space: refused as without the option.
    const other = await urikit(['--accept-space', 'https://h/a b"c']);
    expect(other.stdout).toBe('');
    expect(other.stderr).toContain('skipping');
    expect((await urikit(['https://h/a b'])).stdout).toBe('');
  });

  it('RFC 3986 §2.1, WHATWG URL: --lenient takes every repair of fixup and names each on stderr', async () => {
    const r = await urikit(['--lenient', ' https://h/a b\\c%zz']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('https://h/a%20b/c%25zz\n');
    expect(r.stderr.split('\n').filter(Boolean)).toEqual([
      'urikit note: repair trim at 0: " " -> ""',
      'urikit note: repair percent-encode at 12: " " -> "%20"',
      'urikit note: repair backslash at 14: "\\\\" -> "/"',
      'urikit note: repair percent-sign at 16: "%" -> "%25"',
    ]);
    // A guessed scheme: offsets stay those of the input as given.
    const guessed = await urikit(['--lenient', 'example.com/a b']);
    expect(guessed.stdout).toBe('http://example.com/a%20b\n');
    expect(guessed.stderr).toBe('urikit note: repair percent-encode at 13: " " -> "%20"\n');
    expect((await urikit(['--lenient', '--quiet', 'https://h/a b'])).stderr).toBe('');
    // What fixup cannot repair is refused with its error, at its index in the input.
    const bad = await urikit(['--lenient', '--verify', 'https://h:99999999/']);
    expect(bad.status).toBe(9);
    expect(bad.stderr).toContain('PORT_OUT_OF_RANGE at index 14');
  });

  it('RFC 3987 §3.1: an IRI host is read as its A-label (UTS #46), as trurl reads IDN hosts', async () => {
    expect((await urikit(['https://räksmörgås.se/'])).stdout).toBe(
      'https://xn--rksmrgs-5wao1o.se/\n',
    );
    expect((await urikit(['https://räksmörgås.se/', '--as-idn'])).stdout).toBe(
      'https://räksmörgås.se/\n',
    );
    // Other non-ASCII characters are still refused without --lenient.
    expect((await urikit(['https://h/ü'])).stdout).toBe('');
  });

  it('--json writes one array with url, parts and params, streamed; --url-file - reads standard input line by line', async () => {
    const lines = Array.from({ length: 300 }, (_, i) => `https://h/${i}?a=${i}&b=x+y`);
    const chunks = [
      lines.slice(0, 150).join('\n').slice(0, -3),
      `${lines.slice(0, 150).join('\n').slice(-3)}\n${lines.slice(150).join('\n')}\n`,
    ];
    const r = await urikit(['--json', '--url-file', '-'], { stdin: chunks });
    const out = JSON.parse(r.stdout) as { url: string; params: { key: string; value: string }[] }[];
    expect(out.length).toBe(300);
    expect(out[299]!.url).toBe('https://h/299?a=299&b=x+y');
    expect(out[7]!.params).toEqual([
      { key: 'a', value: '7' },
      { key: 'b', value: 'x y' },
    ]);
    expect((await urikit(['--json', '--url-file', '-'], { stdin: '' })).stdout).toBe('[]\n');
  });

  it('--iterate writes every combination; a second --iterate or --set of a component is refused (statuses 11, 5)', async () => {
    const r = await urikit(['https://h/', '--iterate', 'port=1 2', '--iterate', 'scheme=http ftp']);
    expect(r.stdout).toBe('http://h:1/\nftp://h:1/\nhttp://h:2/\nftp://h:2/\n');
    expect((await urikit(['h.example', '--iterate', 'port=1', '--iterate', 'port=2'])).status).toBe(
      11,
    );
    expect((await urikit(['h.example', '-s', 'port=1', '-s', 'port=2'])).status).toBe(5);
  });

  it("a word that is no sub-command and no URL is still a usage error; urikit's own commands are unchanged", async () => {
    expect((await urikit(['prase', 'x'])).status).toBe(2);
    expect((await urikit(['get', '{host}', 'http://h/'])).stdout).toBe('h\n');
    expect((await urikit(['example.com'])).stdout).toBe('http://example.com/\n');
  });

  it('ISO 6429: trurl output on a terminal shows controls escaped; to a pipe it is the data, as trurl writes it', async () => {
    const args = ['--url', 'http://h/%1B%5B2J%E2%80%AE', '--get', '{path}'];
    expect((await urikit(args)).stdout).toBe('/\x1b[2J\u202e\n');
    expect((await urikit(args, { ttyOut: true })).stdout).toBe('/\u241b[2J<U+202E>\n');
    expect(ndjson((await urikit(['parse', '--json', 'http://h/'])).stdout).length).toBe(1);
  });

  it('hostile URLs, values and templates end in output, a note or a trurl status, never an internal error', async () => {
    const piece = fc.constantFrom(
      'http://',
      'h',
      '%FF',
      '%00',
      '%C3%A9',
      'xn--',
      '[::1]',
      ':',
      '@',
      '/',
      '?',
      '#',
      '&',
      '=',
      ' ',
      '\u202e',
      '\x1b',
      '{',
      '}',
      '[',
      ']',
      '\\',
      'a',
    );
    const text = fc.array(piece, { maxLength: 8 }).map((p) => p.join(''));
    const option = fc.oneof(
      text.map((t) => ['--get', t]),
      text.map((t) => ['--set', `host=${t}`]),
      text.map((t) => ['--set', `path:=${t}`]),
      text.map((t) => ['--append', `query=${t}`]),
      text.map((t) => ['--redirect', t]),
      fc.constantFrom(['--punycode'], ['--as-idn'], ['--json'], ['--urlencode'], ['--sort-query']),
    );
    await fc.assert(
      fc.asyncProperty(text, fc.array(option, { maxLength: 3 }), async (url, options) => {
        const r = await urikit(['--url', url, ...options.flat()]);
        expect(r.stderr).not.toContain('internal error');
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
