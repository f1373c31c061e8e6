// Unix manners of `urikit`: help, version, usage errors and exit statuses, input from
// arguments, standard input and files, colours only on terminals, nothing on standard output
// but results, a closed pipe, a progress line on long runs.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMANDS, EXIT } from '../src/help.js';
import { run, startProgress } from '../src/main.js';
import { ndjson, urikit } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'urikit-cli-'));

describe('help and version', () => {
  it('urikit --help lists every command; exit status 0, on standard output', async () => {
    const r = await urikit(['--help']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    for (const command of Object.keys(COMMANDS)) expect(r.stdout).toContain(`  ${command}`);
  });

  for (const command of Object.keys(COMMANDS)) {
    it(`urikit ${command} --help (and urikit help ${command}) prints the command's usage`, async () => {
      const r = await urikit([command, '--help']);
      expect(r).toEqual({ status: 0, stdout: `${COMMANDS[command]}\n`, stderr: '' });
      expect(r.stdout.startsWith(`Usage: urikit ${command}`)).toBe(true);
      expect((await urikit(['help', command])).stdout).toBe(r.stdout);
    });
  }

  it('urikit --version prints the version of @urikit/cli', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(await urikit(['--version'])).toEqual({
      status: 0,
      stdout: `urikit ${pkg.version}\n`,
      stderr: '',
    });
  });

  it('the exit statuses are the documented ones', () => {
    expect(EXIT).toEqual({ OK: 0, NEGATIVE: 1, USAGE: 2, IO: 3, INTERNAL: 4 });
  });
});

describe('usage errors (exit status 2, standard error only)', () => {
  const cases: [string, string[]][] = [
    ['no command', []],
    ['an unknown command', ['parsee', 'http://a/']],
    ['an unknown option', ['parse', '--jsn', 'http://a/']],
    ['an unknown short option', ['parse', '-x', 'http://a/']],
    ['an option of another command', ['parse', '--no-case', 'http://a/']],
    ['a flag with a value', ['parse', '--json=yes', 'http://a/']],
    ['an option without its value', ['check', '--fail-on']],
    ['a bad number', ['parse', '--max-line', '0', 'http://a/']],
    ['no input on a terminal', ['parse']],
  ];
  for (const [name, args] of cases) {
    it(`${name}: ${JSON.stringify(args)}`, async () => {
      const r = await urikit(args);
      expect(r.status).toBe(EXIT.USAGE);
      expect(r.stdout).toBe('');
      expect(r.stderr).not.toBe('');
    });
  }
});

describe('inputs', () => {
  it('one per line from standard input, CR LF or LF; blank lines skipped; "-" is standard input', async () => {
    const r = await urikit(['normalize', '-'], { stdin: 'HTTP://A/x\r\n\nhttp://B/y\n' });
    expect(r.stdout).toBe('http://a/x\nhttp://b/y\n');
    const last = await urikit(['normalize'], { stdin: 'HTTP://A/no-final-newline' });
    expect(last.stdout).toBe('http://a/no-final-newline\n');
  });

  it('lines split across chunks anywhere, multi-byte characters included', async () => {
    const text = 'http://a/%C3%A9\nhttp://b/\nnot a uri é\nhttp://c/\n';
    const chunks = text.match(/[\s\S]{1,3}/g)!;
    const r = await urikit(['parse', '--json'], { stdin: chunks });
    expect(ndjson(r.stdout).map((o) => [o.input, o.valid])).toEqual([
      ['http://a/%C3%A9', true],
      ['http://b/', true],
      ['not a uri é', false],
      ['http://c/', true],
    ]);
  });

  it('a CR LF split between two chunks, a blank CR LF line, and a last line ending in a CR without LF', async () => {
    const r = await urikit(['normalize'], {
      stdin: ['HTTP://A/x\r', '\n\r', '\nHTTP://B/y\r\n\r\n', 'HTTP://C/z\r'],
    });
    expect(r).toEqual({ status: 0, stdout: 'http://a/x\nhttp://b/y\nhttp://c/z\n', stderr: '' });
  });

  it('line numbers in reports count blank lines, in any chunking', async () => {
    const text = '\nhttp://a/\n\r\nhttp://a:x/\nhttp://b/\n\nhttp://b:y/';
    for (const size of [1, 2, 5, text.length]) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      const r = await urikit(['parse', '--json'], { stdin: chunks });
      expect(r.stdout).toContain('"input":"http://a:x/","valid":false');
      const bad = ndjson(r.stdout).filter((o) => o.valid === false);
      expect(bad.map((o) => o.input)).toEqual(['http://a:x/', 'http://b:y/']);
      const report = await urikit(['parse'], { stdin: chunks });
      expect(report.stderr).toContain('urikit parse: line 4: INVALID_PORT');
      expect(report.stderr).toContain('urikit parse: line 7: INVALID_PORT');
    }
  });

  it('--max-line counts a line without its CR, wherever the chunks split it', async () => {
    const line = `http://a/${'x'.repeat(11)}`; // 20 characters
    for (const chunks of [[`${line}\r\n`], [`${line}\r`, '\n'], [line, '\r\n'], [`${line}\r`]]) {
      const r = await urikit(['normalize', '--max-line', '20'], { stdin: chunks });
      expect(r).toEqual({ status: 0, stdout: `${line}\n`, stderr: '' });
      const over = await urikit(['normalize', '--json', '--max-line', '19'], { stdin: chunks });
      expect(ndjson(over.stdout)).toMatchObject([
        { input: '(line 1)', valid: false, error: { code: 'LINE_TOO_LONG' } },
      ]);
    }
  });

  it('--comments also skips lines starting with "#" (a fragment-only reference otherwise)', async () => {
    expect((await urikit(['parse', '--json'], { stdin: '#top\n' })).stdout).toContain(
      '"fragment":"top"',
    );
    const r = await urikit(['normalize', '--comments'], { stdin: '# a comment\nHTTP://A/\n' });
    expect(r.stdout).toBe('http://a/\n');
  });

  it('--input FILE, with errors located as FILE:LINE', async () => {
    const file = join(dir, 'urls.txt');
    writeFileSync(file, 'http://a/\nhttp://a:x/\n');
    const r = await urikit(['parse', '--input', file]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`urikit parse: ${file}:2: INVALID_PORT`);
  });

  it('a file that cannot be read: exit status 3', async () => {
    const r = await urikit(['parse', '--input', join(dir, 'missing.txt')]);
    expect(r.status).toBe(EXIT.IO);
    expect(r.stderr).toContain('ENOENT');
    expect((await urikit(['extract', join(dir, 'missing.txt')])).status).toBe(EXIT.IO);
  });

  it('--max-line: a longer line is an error (its text is never held), the next lines go on', async () => {
    const r = await urikit(['normalize', '--json', '--max-line', '20'], {
      stdin: [`http://a/${'x'.repeat(30)}`, `${'y'.repeat(30)}\nHTTP://B/\n`],
    });
    const [long, next] = ndjson(r.stdout);
    expect(long).toMatchObject({ valid: false, error: { code: 'LINE_TOO_LONG' } });
    expect(next).toMatchObject({ input: 'HTTP://B/', output: 'http://b/' });
    expect(r.status).toBe(1);
  });
});

describe('output', () => {
  it('no colours when standard error is not a terminal', async () => {
    const r = await urikit(['parse', 'http://a:x/']);
    expect(r.stderr).not.toContain('\x1b[');
  });

  it('colours on a terminal, none with NO_COLOR or --no-color', async () => {
    const coloured = await urikit(['parse', 'http://a:x/'], { ttyErr: true });
    expect(coloured.stderr).toContain('\x1b[31m');
    const noColor = await urikit(['parse', 'http://a:x/'], {
      ttyErr: true,
      env: { NO_COLOR: '1' },
    });
    expect(noColor.stderr).not.toContain('\x1b[');
    const flag = await urikit(['parse', '--no-color', 'http://a:x/'], { ttyErr: true });
    expect(flag.stderr).not.toContain('\x1b[');
  });

  it('an error report shows the input, a caret under the offending character, the code, the rule and its section', async () => {
    const r = await urikit(['normalize', 'http://example.com/a b']);
    expect(r.stderr).toBe(
      'urikit normalize: argument 1: INVALID_CHARACTER (RFC 3986 §3.3)\n' +
        '  http://example.com/a b\n' +
        '                      ^\n' +
        `  ${r.stderr.split('\n')[3]!.trim()}\n`,
    );
    expect(r.stderr.split('\n')[3]).toContain('RFC 3986 §3.3');
  });

  it('a long input is shown as a window around the caret; control characters stay one column wide', async () => {
    const input = `http://example.com/${'a'.repeat(200)}\x01${'b'.repeat(200)}`;
    const r = await urikit(['parse', input]);
    const [, line, mark] = r.stderr.split('\n');
    expect(line!.length).toBeLessThan(90);
    expect(line![mark!.indexOf('^')]).toBe('\u2401');
  });

  it('a reader that goes away (EPIPE) ends the run quietly', async () => {
    const closed = new Writable({
      write(_chunk, _encoding, callback) {
        callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const err = new PassThrough();
    let stderr = '';
    err.on('data', (c: Buffer) => {
      stderr += c.toString();
    });
    const lines = Array.from({ length: 100_000 }, (_, i) => `http://a/${i}`).join('\n');
    const status = await run(['normalize'], {
      stdin: PassThrough.from([Buffer.from(lines)]) as unknown as PassThrough,
      stdout: closed,
      stderr: err,
      env: {},
    });
    expect(status).toBe(0);
    expect(stderr).toBe('');
  });
});

describe('progress on long runs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a progress line on standard error after a second, when it is a terminal and the output is not; cleared at the end', () => {
    vi.useFakeTimers();
    let written = '';
    const stderr = {
      isTTY: true,
      write: (s: string) => {
        written += s;
        return true;
      },
    };
    const progress = startProgress({ stderr, stdout: {} } as never, 'normalize');
    progress.count = 1234;
    vi.advanceTimersByTime(500);
    expect(written).toBe('');
    vi.advanceTimersByTime(1000);
    expect(written.startsWith('\r\x1b[Kurikit normalize: 1,234 inputs')).toBe(true);
    progress.stop();
    expect(written.endsWith('\r\x1b[K')).toBe(true);
  });

  it('no progress line when standard error is not a terminal, or standard output is one', () => {
    vi.useFakeTimers();
    let written = '';
    const write = (s: string) => {
      written += s;
      return true;
    };
    startProgress({ stderr: { write }, stdout: {} } as never, 'parse').count = 5;
    startProgress({ stderr: { isTTY: true, write }, stdout: { isTTY: true } } as never, 'parse');
    vi.advanceTimersByTime(5000);
    expect(written).toBe('');
  });
});
