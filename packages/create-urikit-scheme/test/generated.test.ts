// The generated package against this workspace's core and test kit (their builds): it
// type-checks with the repository's TypeScript (the plugin, and the tests with Node's types),
// its node:test laws pass, and they fail on a plugin whose format breaks the round trip.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type SchemeInput, schemeFiles, schemeOptions, writeScheme } from '../src/index.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const tsc = join(repo, 'node_modules', 'typescript', 'bin', 'tsc');
const work = mkdtempSync(join(tmpdir(), 'create-urikit-scheme-generated-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Writes the package for `input` into `work`, its dependencies linked to the workspace's. */
function generate(folder: string, input: SchemeInput): string {
  const dir = join(work, folder);
  writeScheme(dir, schemeFiles(schemeOptions(input)));
  const links: Record<string, string> = {
    '@urikit/core': join(repo, 'packages', 'core'),
    '@urikit/testkit': join(repo, 'packages', 'testkit'),
    '@types/node': join(repo, 'node_modules', '@types', 'node'),
  };
  for (const name of ['fast-check', 'typescript', 'vitest']) {
    links[name] = join(repo, 'node_modules', name);
  }
  for (const [name, target] of Object.entries(links)) {
    const link = join(dir, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(target, link, 'dir');
  }
  return dir;
}

/** Runs `command`; its status and output. */
function run(command: string, args: string[], cwd: string) {
  try {
    const out = execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, out };
  } catch (e) {
    const error = e as { status: number; stdout: string; stderr: string };
    return { status: error.status, out: `${error.stdout}${error.stderr}` };
  }
}

describe('the generated package, built against the workspace core', () => {
  it('vitest, server authority: the plugin and the tests type-check (strict, nodenext)', () => {
    const dir = generate('typed', { name: 'typed', rfc: 'RFC 9999 §2', port: 4000 });
    const plugin = run(process.execPath, [tsc, '-p', '.', '--noEmit'], dir);
    expect(plugin.out).toBe('');
    expect(plugin.status).toBe(0);
    const tsconfig = JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8'));
    writeFileSync(
      join(dir, 'tsconfig.tests.json'),
      JSON.stringify({
        compilerOptions: {
          ...tsconfig.compilerOptions,
          rootDir: '.',
          noEmit: true,
          types: ['node'],
        },
        include: ['src', 'test', 'vitest.config.ts'],
      }),
    );
    const tests = run(process.execPath, [tsc, '-p', 'tsconfig.tests.json'], dir);
    expect(tests.out).toBe('');
    expect(tests.status).toBe(0);
  }, 120_000);

  it('node:test, no authority: builds with tsc, and its laws pass through checkPluginLaws', () => {
    const dir = generate('opaque', { name: 'opaque', authority: false, testRunner: 'node' });
    expect(run(process.execPath, [tsc, '-p', '.'], dir)).toEqual({ status: 0, out: '' });
    const laws = run(process.execPath, ['--test', '--test-reporter=tap', 'test/laws.test.js'], dir);
    expect(laws.out).toContain('# fail 0');
    expect(laws.out).toMatch(/# pass (2\d)\b/);
    expect(laws.status).toBe(0);
  }, 120_000);

  it('node:test: the laws and the parts generator fail on a format that does not escape the user name', () => {
    const dir = generate('brittle', { name: 'brittle', testRunner: 'node' });
    expect(run(process.execPath, [tsc, '-p', '.'], dir).status).toBe(0);
    const built = join(dir, 'dist', 'index.js');
    const text = readFileSync(built, 'utf8');
    expect(text).toContain('formatLogin(p.user, undefined)');
    // RFC 3986 §3.2.1: "@" in a user name must be escaped; without formatLogin it is not.
    writeFileSync(built, text.replace('formatLogin(p.user, undefined)', 'p.user'));
    const laws = run(process.execPath, ['--test', '--test-reporter=tap', 'test/laws.test.js'], dir);
    expect(laws.status).not.toBe(0);
    expect(laws.out).toContain('not ok');
    expect(laws.out).toContain('parse-format-round-trip');
  }, 120_000);
});
