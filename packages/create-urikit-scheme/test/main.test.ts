// The command: flags, the questions on a terminal (answers fed to its prompt), refusals.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/index.js';

const work = mkdtempSync(join(tmpdir(), 'create-urikit-scheme-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the command in `work` with `answers` on its input; what it wrote, and its status. */
async function run(argv: string[], answers?: string[]) {
  const stdin = new PassThrough();
  let stdout = '';
  let stderr = '';
  const out = new PassThrough().on('data', (c) => (stdout += c));
  const err = new PassThrough().on('data', (c) => (stderr += c));
  if (answers !== undefined) stdin.end(answers.map((a) => `${a}\n`).join(''));
  const status = await main({
    argv,
    cwd: work,
    stdin,
    stdout: out,
    stderr: err,
    interactive: answers !== undefined,
  });
  return { status, stdout, stderr };
}
const read = (path: string) => readFileSync(join(work, path), 'utf8');

describe('flags', () => {
  it('--yes writes the package into ./<folder>, the scheme named after it', async () => {
    const r = await run(['box', '--yes', '--rfc', 'RFC 9999 §2', '--port', '4000']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('next: cd box && npm install && npm test');
    expect(readdirSync(join(work, 'box')).sort()).toEqual([
      '.changeset',
      '.gitignore',
      'LICENSE',
      'README.md',
      'package.json',
      'src',
      'test',
      'tsconfig.json',
      'vitest.config.ts',
    ]);
    expect(read('box/src/index.ts')).toContain('  defaultPort: 4000,\n');
    expect(JSON.parse(read('box/package.json')).name).toBe('urikit-scheme-box');
  });

  it('every flag: --scheme, --no-authority, --hierarchical, --title, --package-name, --test-runner', async () => {
    const r = await run([
      'pkg',
      '--scheme',
      'web+coffee',
      '--no-authority',
      '--hierarchical',
      '--title',
      'the coffee pot scheme',
      '--package-name',
      '@me/urikit-coffee',
      '--test-runner',
      'node',
      '--yes',
    ]);
    expect(r.status).toBe(0);
    const src = read('pkg/src/index.ts');
    expect(src).toContain("name: 'web+coffee',");
    expect(src).toContain('  hierarchical: true,\n');
    expect(src).toContain('AUTHORITY_NOT_ALLOWED');
    expect(src).toContain('@me/urikit-coffee: the coffee pot scheme (RFC 3986 §3)');
    expect(readdirSync(join(work, 'pkg', 'test')).sort()).toEqual(['laws.test.js', 'parts.js']);
  });

  it('RFC 3986 §3.1: a folder whose name is no scheme name needs --scheme; the name is refused', async () => {
    const r = await run(['My_Scheme', '--yes']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('RFC 3986 §3.1');
    expect(() => readdirSync(join(work, 'My_Scheme'))).toThrow();
  });

  it('usage errors: an unknown flag, both --authority and --no-authority, two folders, none', async () => {
    expect((await run(['x', '--frobnicate'])).status).toBe(2);
    expect((await run(['x', '--authority', '--no-authority', '--yes'])).status).toBe(2);
    expect((await run(['x', 'y', '--yes'])).status).toBe(2);
    expect((await run(['--yes'])).status).toBe(2);
    expect((await run(['--yes', '--port', 'http', 'x'])).stderr).toContain('RFC 9293 §3.1');
    expect((await run(['--help'])).stdout).toContain('usage: create-urikit-scheme <folder>');
  });

  it('a folder that is not empty is refused, and nothing in it is touched', async () => {
    mkdirSync(join(work, 'taken'));
    writeFileSync(join(work, 'taken', 'README.md'), 'mine');
    const r = await run(['taken', '--yes']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('is not an empty folder');
    expect(readdirSync(join(work, 'taken'))).toEqual(['README.md']);
    expect(read('taken/README.md')).toBe('mine');
    // An empty folder is taken.
    mkdirSync(join(work, 'empty'));
    expect((await run(['empty', '--yes'])).status).toBe(0);
  });
});

describe('questions', () => {
  it('answers fed to the prompt: scheme name, RFC, authority, hierarchical, port', async () => {
    const r = await run(['asked'], ['gizmo', 'RFC 9998 §3', 'y', 'n', '7070']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Scheme name (asked): ');
    expect(r.stdout).toContain('Default port, empty for none: ');
    const src = read('asked/src/index.ts');
    expect(src).toContain("name: 'gizmo',");
    expect(src).toContain("rule: 'RFC 9998 §3',");
    expect(src).toContain('  defaultPort: 7070,\n');
    expect(src).toContain('  hierarchical: false,\n');
  });

  it('empty answers take the defaults shown; flags are not asked again', async () => {
    const r = await run(['dflt', '--rfc', 'RFC 9997 §1'], ['', '', '', '']);
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('Specification');
    const src = read('dflt/src/index.ts');
    expect(src).toContain("name: 'dflt',");
    expect(src).toContain('  hierarchical: true,\n');
    expect(src).not.toContain('defaultPort');
  });

  it('without an authority no port is asked, and hierarchical defaults to no', async () => {
    const r = await run(['opaque'], ['', '', 'n', '']);
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('Default port');
    expect(read('opaque/src/index.ts')).toContain('  hierarchical: false,\n');
  });

  it('RFC 3986 §3.1: a refused name, a refused port or a yes/no that is neither is asked again', async () => {
    const r = await run(['again'], ['Bad_Name', 'good', '', 'maybe', 'y', '', '70000', '8080']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('RFC 3986 §3.1: write the scheme name in lower case');
    expect(r.stdout).toContain('answer yes or no');
    expect(r.stdout).toContain('RFC 9293 §3.1');
    expect(read('again/src/index.ts')).toContain("name: 'good',");
    expect(read('again/src/index.ts')).toContain('  defaultPort: 8080,\n');
  });

  it('input that ends before the last answer writes nothing', async () => {
    const r = await run(['cut'], ['cut', 'RFC 1 §1']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('no answer');
    expect(() => readdirSync(join(work, 'cut'))).toThrow();
  });
});
