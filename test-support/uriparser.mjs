// uriparser (the strict C library, https://uriparser.github.io/) as a differential partner of the
// fuzz engine (test-support/fuzz.mjs): the harness in test-support/uriparser/harness.c is
// compiled with `cc` where the machine has the library's headers (Debian: liburiparser-dev) and
// reads the same inputs as `parse`. Where the headers are missing, `uriparserPartner` says so and
// returns undefined: the caller prints the note and goes on without it.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HEADER = '/usr/include/uriparser/Uri.h';
const SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'uriparser', 'harness.c');

/**
 * The disagreement classes between `parse` and uriparser, each decided by the text of RFC 3986.
 * A class not listed here is a violation of the `uriparser` law until someone decides it.
 * @type {Record<string, string>}
 */
export const URIPARSER_DECISIONS = {};

/** Decodes one "-" / "=hex" field of the harness's output. */
const field = (f) => (f === '-' ? undefined : Buffer.from(f.slice(1), 'hex').toString('latin1'));

/**
 * Reads one output line of the harness into components (or `undefined` for a refusal). The path
 * is put together as uriparser means it: its segments joined by "/", after a "/" when the path
 * is absolute or follows a host (its `absolutePath` flag is false after a host).
 */
export function readHarnessLine(line) {
  const f = line.split(' ');
  if (f[0] !== '1') return undefined;
  const [, scheme, userinfo, host, kind, port, query, fragment, absolute, n, ...segs] = f;
  const segments = segs.slice(0, Number(n)).map((s) => field(s) ?? '');
  const hostText = field(host);
  const rooted = absolute === '1' || (hostText !== undefined && segments.length > 0);
  return {
    scheme: field(scheme),
    userinfo: field(userinfo),
    host: hostText,
    hostKind: { 4: 'ipv4', 6: 'ipv6', F: 'ipvfuture', R: 'reg-name' }[kind],
    port: field(port),
    path: (rooted ? '/' : '') + segments.join('/'),
    query: field(query),
    fragment: field(fragment),
  };
}

const NAMES = ['scheme', 'userinfo', 'host', 'hostKind', 'port', 'path', 'query', 'fragment'];

/**
 * The class of a disagreement between `parse` (`core`: its components, or undefined when it
 * refused) and uriparser (`theirs`), or undefined when they agree.
 */
export function classifyUriparser(_input, core, theirs) {
  if ((core === undefined) !== (theirs === undefined)) {
    return core === undefined
      ? 'validity: uriparser accepts, parse refuses'
      : 'validity: parse accepts, uriparser refuses';
  }
  if (core === undefined || theirs === undefined) return undefined;
  for (const c of NAMES) if (core[c] !== theirs[c]) return `component ${c}`;
  return undefined;
}

/**
 * The uriparser partner, or a note saying why there is none.
 *
 * @returns {{ partner: import('./fuzz.mjs').Differential | undefined, note: string }}
 */
export function uriparserPartner() {
  built ??= build();
  return built;
}

/** @type {ReturnType<typeof build> | undefined} */
let built;

function build() {
  if (!existsSync(HEADER)) {
    return {
      partner: undefined,
      note: `uriparser: skipped (${HEADER} not found; on Debian: apt-get install liburiparser-dev)`,
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'urikit-uriparser-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const bin = join(dir, 'harness');
  const cc = spawnSync('cc', ['-O2', '-o', bin, SOURCE, '-luriparser'], { encoding: 'utf8' });
  if (cc.status !== 0) {
    return {
      partner: undefined,
      note: `uriparser: skipped (cc failed: ${(cc.stderr || cc.error?.message || '').trim()})`,
    };
  }
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return {
    note: `uriparser ${version || '(version unknown)'}, harness built from test-support/uriparser/harness.c`,
    partner: {
      name: 'uriparser',
      read(inputs) {
        const text = inputs.map((s) => Buffer.from(s, 'utf8').toString('hex')).join('\n');
        const r = spawnSync(bin, { input: `${text}\n`, maxBuffer: 1 << 28, encoding: 'latin1' });
        if (r.status !== 0) throw new Error(`uriparser harness failed: ${r.status} ${r.stderr}`);
        const lines = r.stdout.split('\n');
        return inputs.map((_, i) => readHarnessLine(lines[i] ?? ''));
      },
      compare(input, core, theirs) {
        const cls = classifyUriparser(input, core, theirs);
        if (cls === undefined) return undefined;
        const t = /** @type {Record<string, unknown> | undefined} */ (theirs);
        const c = cls.startsWith('component ') ? cls.slice(10) : undefined;
        const detail =
          c === undefined
            ? `input ${JSON.stringify(input)}`
            : `${c}: parse ${JSON.stringify(core?.[c])}, uriparser ${JSON.stringify(t?.[c])}`;
        return { cls, detail, decision: URIPARSER_DECISIONS[cls] };
      },
    },
  };
}
