// The command as a process: the bin file bundled from the sources (esbuild, the workspace
// packages from their sources too), run by node with a small heap, fed a large generated stream.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { workspaceAlias } from '../../../vitest.shared.ts';

const root = mkdtempSync(join(tmpdir(), 'urikit-bin-'));
const bin = join(root, 'dist', 'cli.js');

beforeAll(async () => {
  mkdirSync(join(root, 'dist'));
  // `--version` reads ../package.json next to the bin, as in the published package.
  copyFileSync(new URL('../package.json', import.meta.url), join(root, 'package.json'));
  await build({
    entryPoints: [new URL('../src/cli.ts', import.meta.url).pathname],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: bin,
    alias: workspaceAlias,
    logLevel: 'silent',
  });
}, 60_000);

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the bin with node `flags`, writing `input` (a generator of chunks) to its stdin. */
function exec(
  args: string[],
  input?: Iterable<string>,
  flags: string[] = [],
  script = bin,
): Promise<Run & { lines: number; last: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...flags, script, ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '' },
    });
    let lines = 0;
    let tail = '';
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      // Counted, not kept: the test holds no more than the child does.
      for (let i = chunk.indexOf('\n'); i >= 0; i = chunk.indexOf('\n', i + 1)) lines++;
      tail = (tail + chunk).slice(-400);
      if (stdout.length < 4096) stdout += chunk;
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => {
      const last = tail.trimEnd().split('\n').pop() ?? '';
      resolve({ status, stdout, stderr, lines, last });
    });
    if (input === undefined) {
      child.stdin.end();
      return;
    }
    const it = input[Symbol.iterator]();
    const pump = () => {
      for (let r = it.next(); !r.done; r = it.next()) {
        if (!child.stdin.write(r.value)) {
          child.stdin.once('drain', pump);
          return;
        }
      }
      child.stdin.end();
    };
    child.stdin.on('error', () => {});
    pump();
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
  it('starts with "#!/usr/bin/env node" and is an ES module (package.json "type": "module")', () => {
    const source = readFileSync(new URL('../src/cli.ts', import.meta.url), 'utf8');
    expect(source.startsWith('#!/usr/bin/env node\n')).toBe(true);
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(pkg.bin).toEqual({ urikit: './dist/cli.js' });
    expect(pkg.type).toBe('module');
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
