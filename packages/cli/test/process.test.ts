// The command as a process: the bin file bundled from the sources (by scripts/bundle.mjs, the
// build's own function and options, with the workspace packages from their sources), run by node
// with a small heap, fed a large generated stream.
import { spawn } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { workspaceAlias } from '../../../vitest.shared.ts';
import { bundle } from '../scripts/bundle.mjs';

const root = mkdtempSync(join(tmpdir(), 'urikit-bin-'));
const bin = join(root, 'dist', 'cli.js');
// The command behind descriptors made non-blocking first: creating process.stdin and
// process.stdout on pipes makes them so (libuv), as a parent process may have done.
const nonBlocking = join(root, 'dist', 'non-blocking.js');

beforeAll(async () => {
  mkdirSync(join(root, 'dist'));
  // `--version` reads ../package.json next to the bin, as in the published package.
  copyFileSync(new URL('../package.json', import.meta.url), join(root, 'package.json'));
  await bundle({
    entryPoints: [new URL('../src/bin.ts', import.meta.url).pathname],
    outfile: bin,
    alias: workspaceAlias,
  });
  await bundle({
    stdin: {
      contents:
        "import { run } from './main.ts';\n" +
        'void process.stdin;\n' +
        'void process.stdout;\n' +
        'process.exitCode = await run(process.argv.slice(2));\n',
      resolveDir: new URL('../src/', import.meta.url).pathname,
      loader: 'ts',
    },
    outfile: nonBlocking,
    alias: workspaceAlias,
  });
}, 60_000);

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

interface ExecOptions {
  /** Standard input from this file instead of a pipe. */
  readonly stdinFile?: string;
  /** Keep all of standard output (not only its first 4 KiB). */
  readonly keep?: boolean;
  /** Close standard output (the reader goes away) once this many bytes came. */
  readonly closeAfter?: number;
  /** Start reading standard output only after this many milliseconds. */
  readonly readAfter?: number;
  /** Start writing standard input only after this many milliseconds. */
  readonly writeAfter?: number;
}

// The heap limit (`--max-old-space-size`) is a V8 flag: Node's. Bun (JavaScriptCore) ignores it,
// so there the command runs on the `node` of the PATH, as the bin's `#!/usr/bin/env node` does.
const node = process.versions.bun === undefined ? process.execPath : 'node';

/** Runs the bin with node `flags`, writing `input` (a generator of chunks) to its stdin. */
function exec(
  args: string[],
  input?: Iterable<string>,
  flags: string[] = [],
  script = bin,
  options: ExecOptions = {},
): Promise<Run & { lines: number; last: string }> {
  return new Promise((resolve, reject) => {
    const stdinFd = options.stdinFile === undefined ? undefined : openSync(options.stdinFile, 'r');
    const child = spawn(node, [...flags, script, ...args], {
      stdio: [stdinFd ?? 'pipe', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '' },
    });
    if (stdinFd !== undefined) closeSync(stdinFd);
    // Pipes, but for standard input from a file (then `stdin` is null).
    const out = child.stdout!;
    const err = child.stderr!;
    const stdin = child.stdin;
    let lines = 0;
    let tail = '';
    let stdout = '';
    let stderr = '';
    let received = 0;
    out.setEncoding('utf8');
    if (options.readAfter !== undefined) {
      out.pause();
      setTimeout(() => out.resume(), options.readAfter);
    }
    out.on('data', (chunk: string) => {
      // Counted, not kept: the test holds no more than the child does.
      for (let i = chunk.indexOf('\n'); i >= 0; i = chunk.indexOf('\n', i + 1)) lines++;
      tail = (tail + chunk).slice(-400);
      if (options.keep === true || stdout.length < 4096) stdout += chunk;
      received += chunk.length;
      if (options.closeAfter !== undefined && received >= options.closeAfter) {
        out.destroy();
      }
    });
    err.setEncoding('utf8');
    err.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => {
      const last = tail.trimEnd().split('\n').pop() ?? '';
      resolve({ status, stdout, stderr, lines, last });
    });
    if (stdin === null) return;
    if (input === undefined) {
      stdin.end();
      return;
    }
    const it = input[Symbol.iterator]();
    const pump = () => {
      for (let r = it.next(); !r.done; r = it.next()) {
        if (!stdin.write(r.value)) {
          stdin.once('drain', pump);
          return;
        }
      }
      stdin.end();
    };
    stdin.on('error', () => {});
    if (options.writeAfter === undefined) pump();
    else setTimeout(pump, options.writeAfter);
  });
}

/** `count` lines of URIs, in chunks of 1,000 lines. */
function* lines(count: number): Generator<string> {
  for (let i = 0; i < count; i += 1000) {
    let chunk = '';
    for (let j = i; j < Math.min(count, i + 1000); j++) {
      chunk += `HTTP://Example${j % 97}.COM:80/a/./b/%7E${j}?q=${j}#f\n`;
    }
    yield chunk;
  }
}

describe('the bin as a process', () => {
  it('starts with "#!/usr/bin/env node", is executable, and is an ES module (package.json "type": "module")', () => {
    const source = readFileSync(new URL('../src/bin.ts', import.meta.url), 'utf8');
    expect(source.startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(statSync(bin).mode & 0o111).toBe(0o111);
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    // The bin links before the first build: a committed file that loads the bundle, and only it.
    expect(pkg.bin).toEqual({ urikit: './bin/urikit.js' });
    const stub = readFileSync(new URL('../bin/urikit.js', import.meta.url), 'utf8');
    expect(stub.startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(stub.match(/^import .*$/gm)).toEqual(["import '../dist/cli.js';"]);
    expect(statSync(new URL('../bin/urikit.js', import.meta.url)).mode & 0o111).toBe(0o111);
    expect(pkg.scripts.build).toBe('tsc -b && node scripts/bundle.mjs');
    expect(pkg.type).toBe('module');
  });

  it('issue 11, start-up: the bin is one file whose only imports are node: built-ins (Node.js loads no other module of urikit)', async () => {
    // esbuild reads the file's import statements, import() calls and require() calls, and is
    // told to follow none of them: the one input is the bin itself.
    const { metafile } = await build({
      entryPoints: [bin],
      bundle: true,
      external: ['*'],
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
    });
    const inputs = Object.values(metafile.inputs);
    expect(inputs).toHaveLength(1);
    const imports = inputs[0]!.imports;
    expect(imports.map((i) => i.path)).toContain('node:fs');
    for (const i of imports) {
      expect(i.path).toMatch(/^node:[a-z_/]+$/);
      expect(i.kind === 'import-statement' || i.kind === 'dynamic-import').toBe(true);
    }
    // No import() of a computed name, which esbuild could not read: every call has its record.
    const text = readFileSync(bin, 'utf8');
    const calls = text.match(/\bimport\s*\(/g) ?? [];
    expect(calls).toHaveLength(imports.filter((i) => i.kind === 'dynamic-import').length);
  });

  it('exit statuses of the process: 0, 1, 2, and --version', async () => {
    expect((await exec(['--version'])).stdout).toMatch(/^urikit \d+\.\d+\.\d+/);
    expect((await exec(['equal', 'http://a', 'HTTP://A:80/'])).status).toBe(0);
    expect((await exec(['equal', 'http://a/b', 'http://a/c'])).status).toBe(1);
    const usage = await exec(['frobnicate']);
    expect(usage.status).toBe(2);
    expect(usage.stdout).toBe('');
  });

  it('streams 200,000 lines in constant memory: normalize with an 8 MB old-generation heap', async () => {
    // Holding the input (9 MB of text) or the output in memory would not fit in this heap.
    const r = await exec(['normalize'], lines(200_000), ['--max-old-space-size=8']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.lines).toBe(200_000);
    expect(r.last).toBe('http://example82.com/a/b/~199999?q=199999#f');
  }, 120_000);

  it('control: a program that holds the same stream in memory does not fit in that heap', async () => {
    const hold = join(root, 'hold.mjs');
    writeFileSync(
      hold,
      "let all = ''; process.stdin.setEncoding('utf8');\n" +
        'for await (const c of process.stdin) all += c;\n' +
        "const out = all.split('\\n').map((l) => l.toLowerCase());\n" +
        "process.stdout.write(out.join('\\n'));\n",
    );
    const r = await exec([], lines(200_000), ['--max-old-space-size=8'], hold);
    expect(r.status).not.toBe(0);
  }, 120_000);

  it('streams 200,000 lines of parse --json (NDJSON) with the same heap', async () => {
    const r = await exec(['parse', '--json'], lines(200_000), ['--max-old-space-size=8']);
    expect(r.status).toBe(0);
    expect(r.lines).toBe(200_000);
    expect(JSON.parse(r.last)).toMatchObject({
      input: 'HTTP://Example82.COM:80/a/./b/%7E199999?q=199999#f',
      valid: true,
    });
  }, 120_000);

  it('extract over a large text in constant memory', async () => {
    function* text(): Generator<string> {
      for (let i = 0; i < 2000; i++)
        yield `Some prose, then <URL:http://example.org/${i}/\n  more> and words. `.repeat(50);
    }
    const r = await exec(['extract'], text(), ['--max-old-space-size=8']);
    expect(r.status).toBe(0);
    expect(r.lines).toBe(100_000);
    expect(r.last).toBe('http://example.org/1999/more');
  }, 120_000);
});

/**
 * A file of more than two 1 MiB reads, with the output the command owes for it: LF and CR LF
 * lines, blank lines (skipped, but counted as lines), an invalid line whose "é" (two bytes in
 * UTF-8) straddles the first 1 MiB boundary, and a last line without a line break.
 */
function bigInput() {
  const read = 1 << 20;
  let text = '';
  let expected = '';
  let no = 0;
  let bad = '';
  let badNo = 0;
  for (let i = 0; text.length < 2.5 * read; i++) {
    if (bad === '' && text.length > read - 300) {
      // "é" is the only character above U+007F: the UTF-16 length is the byte offset.
      bad = `http://example.com/${'x'.repeat(read - 1 - text.length - 'http://example.com/'.length)}é`;
      text += `${bad}\n`;
      badNo = ++no;
      continue;
    }
    no++;
    if (i % 500 === 0) {
      text += i % 1000 === 0 ? '\n' : '\r\n';
      continue;
    }
    text += `HTTP://Example${i % 89}.COM:80/a/./b/%7e${i}?q=${i}#F${i % 3 === 0 ? '\r\n' : '\n'}`;
    expected += `http://example${i % 89}.com/a/b/~${i}?q=${i}#F\n`;
  }
  text += 'HTTP://Last.Example/no-line-break';
  expected += 'http://last.example/no-line-break\n';
  return { text, expected, bad, badNo };
}

describe("the process's own standard input and output (read and written directly)", () => {
  const big = bigInput();
  const file = join(root, 'big.txt');
  beforeAll(() => writeFileSync(file, big.text));

  it('the byte offset of "é" in the big input is the 1 MiB read boundary minus one', () => {
    const bytes = readFileSync(file);
    expect(bytes.length).toBeGreaterThan(2 * (1 << 20));
    expect(bytes.subarray((1 << 20) - 1, (1 << 20) + 1).toString('utf8')).toBe('é');
  });

  for (const [how, args, options] of [
    ['standard input from a file', ['normalize'], { stdinFile: file }],
    ['--input FILE', ['normalize', '--input', file], {}],
  ] as const) {
    it(`${how}: more than one read and one write, every line in order; CR LF and LF; blank lines skipped; a multi-byte character across reads; a last line without a line break`, async () => {
      const r = await exec([...args], undefined, [], bin, { ...options, keep: true });
      expect(r.status).toBe(1);
      expect(r.stdout).toBe(big.expected);
      const label = how === '--input FILE' ? `${file}:${big.badNo}` : `line ${big.badNo}`;
      expect(r.stderr.startsWith(`urikit normalize: ${label}: INVALID_CHARACTER`)).toBe(true);
      expect(r.stderr).toContain(`${'x'.repeat(30)}é\n`);
      expect(r.stderr).not.toContain('\uFFFD');
    }, 60_000);
  }

  it('a pipe: the same, read as the pipe gives it', async () => {
    const chunks = big.text.match(/[\s\S]{1,7000}/g)!;
    const r = await exec(['normalize'], chunks, [], bin, { keep: true });
    expect(r.stdout).toBe(big.expected);
    expect(r.stderr).toContain(`urikit normalize: line ${big.badNo}: INVALID_CHARACTER`);
  }, 60_000);

  it('a reader that goes away (EPIPE, as in `urikit normalize | head -1`) stops the run quietly: exit status 0', async () => {
    const r = await exec(['normalize'], lines(200_000), [], bin, { closeAfter: 1 });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.lines).toBeLessThan(200_000);
  }, 60_000);

  it('EPIPE after an invalid input: exit status 1, the status of what was done so far', async () => {
    const input = ['http://a:x/\n', ...lines(200_000)];
    const r = await exec(['normalize'], input, [], bin, { closeAfter: 1 });
    expect(r.status).toBe(1);
    expect(r.stderr.startsWith('urikit normalize: line 1: INVALID_PORT')).toBe(true);
    expect(r.stderr.match(/urikit normalize:/g)).toHaveLength(1);
  }, 60_000);

  it('a non-blocking standard input with nothing in it yet (EAGAIN): read from the stream instead, nothing lost', async () => {
    const r = await exec(['normalize'], lines(3000), [], nonBlocking, {
      writeAfter: 300,
      keep: true,
    });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.lines).toBe(3000);
    expect(r.stdout.startsWith('http://example0.com/a/b/~0?q=0#f\n')).toBe(true);
    expect(r.last).toBe('http://example89.com/a/b/~2999?q=2999#f');
  }, 60_000);

  it('a non-blocking standard output that is full (EAGAIN): written through the stream, in order, nothing lost', async () => {
    const r = await exec(['normalize'], lines(30_000), [], nonBlocking, {
      readAfter: 500,
      keep: true,
    });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const out = r.stdout.split('\n');
    expect(out).toHaveLength(30_001);
    for (const i of [0, 1, 4999, 17_000, 29_999]) {
      expect(out[i]).toBe(`http://example${i % 97}.com/a/b/~${i}?q=${i}#f`);
    }
  }, 60_000);
});
