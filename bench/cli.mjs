// pnpm bench:cli — the `urikit` command (packages/cli/dist/cli.js) over the shared corpus,
// against a plain Node script that does the same lines with `new URL`:
//
//   1. start-up: a bare `node` start, `urikit --version` (loads nothing of urikit), and
//      `urikit normalize <one URI>` (loads the registry of every scheme and does one line);
//   2. `urikit normalize` and `urikit parse --json` over every corpus line (standard input, a
//      file; output to /dev/null), and the plain script doing the same with `new URL`;
//   3. the work alone, timed inside a fresh process (cold, as in the command): the library calls
//      on the same lines, and the command's whole per-line code (calls and formatting), without
//      start-up, reading or writing.
//
// The command's own overhead (start-up, reading, writing) is its total time minus its per-line
// work; its share of the total is what the issue asks to keep under 25%.
//
//   node bench/cli.mjs [--rounds N]        (pnpm bench:cli builds first)
//   URIKIT_SHARED=/elsewhere/shared pnpm bench:cli

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { corpusPath, fmt, median, repo, table } from './lib.mjs';

const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const ROUNDS = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 7;
const corpus = corpusPath('real-urls.txt');
const bin = join(repo, 'packages/cli/dist/cli.js');
for (const [what, path] of [
  ['corpus', corpus],
  ['urikit command (run pnpm build first)', bin],
]) {
  if (!existsSync(path)) {
    console.error(`bench:cli: ${what} not found: ${path}`);
    process.exit(1);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'urikit-bench-cli-'));
const script = (name, text) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

// The plain Node script: the same streaming shape as the command (lines from standard input,
// output written once per chunk), with `new URL` doing the work.
const baseline = script(
  'baseline.mjs',
  `const mode = process.argv[2];
const json = (u) => {
  let o = '{"scheme":' + JSON.stringify(u.protocol.slice(0, -1));
  if (u.username) o += ',"userinfo":' + JSON.stringify(u.password ? u.username + ':' + u.password : u.username);
  if (u.host) o += ',"host":' + JSON.stringify(u.hostname);
  if (u.port) o += ',"port":' + JSON.stringify(u.port);
  o += ',"path":' + JSON.stringify(u.pathname);
  if (u.search) o += ',"query":' + JSON.stringify(u.search.slice(1));
  if (u.hash) o += ',"fragment":' + JSON.stringify(u.hash.slice(1));
  return o + '}';
};
const line = (input) => {
  try {
    const u = new URL(input);
    return mode === 'normalize'
      ? u.href + '\\n'
      : '{"input":' + JSON.stringify(input) + ',"valid":true,"components":' + json(u) + '}\\n';
  } catch {
    if (mode === 'normalize') { process.stderr.write('invalid: ' + input + '\\n'); return ''; }
    return '{"input":' + JSON.stringify(input) + ',"valid":false}\\n';
  }
};
let carry = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) {
  let out = '';
  let start = 0;
  for (let nl = chunk.indexOf('\\n'); nl >= 0; nl = chunk.indexOf('\\n', start)) {
    const l = carry + chunk.slice(start, nl);
    carry = '';
    if (l !== '') out += line(l.endsWith('\\r') ? l.slice(0, -1) : l);
    start = nl + 1;
  }
  carry += chunk.slice(start);
  if (!process.stdout.write(out)) await new Promise((r) => process.stdout.once('drain', r));
}
if (carry !== '') process.stdout.write(line(carry));
`,
);

// The work alone, cold, in a fresh process: the lines are read first (not timed), then, timed,
// either the library calls the command makes for each line ("calls"), or the command's own
// per-line code, formatting included, with its output counted instead of written ("format":
// the handler of packages/cli/dist/commands.js on a context that writes nothing).
const work = script(
  'work.mjs',
  `import { readLines } from ${JSON.stringify(join(repo, 'bench/lib.mjs'))};
const [mode, what] = process.argv.slice(2);
const lines = readLines(${JSON.stringify(corpus)}).filter((l) => l !== '');
let sink = 0;
let t0;
let c0;
if (what === 'calls') {
  const { registry, tryParse } = await import(${JSON.stringify(join(repo, 'packages/urikit/dist/index.js'))});
  c0 = process.cpuUsage();
  t0 = performance.now();
  for (const l of lines) {
    try {
      if (mode === 'normalize') sink += registry.normalize(l).toString().length;
      else {
        const colon = l.indexOf(':');
        const r = colon > 0 && registry.has(l.slice(0, colon)) ? registry.tryParse(l) : tryParse(l);
        if (r.ok) sink += 1;
      }
    } catch { sink--; }
  }
} else if (what === 'format') {
  const { load } = await import(${JSON.stringify(join(repo, 'packages/cli/dist/commands.js'))});
  const json = mode === 'parse';
  const plain = { red: (x) => x, yellow: (x) => x, dim: (x) => x, bold: (x) => x };
  const context = {
    command: mode, json, allowZoneId: false, paintOut: plain, paintErr: plain, stderrIsTTY: false,
    args: { command: mode, options: json ? { json: true } : {}, positional: [] },
    out: (text) => { sink += text.length; },
    err: (text) => { sink += text.length; },
    negative: () => {},
    invalid: (input, _where, error) => { sink += JSON.stringify({ input, code: error.code, message: error.message }).length; },
  };
  const { handler } = await load(context);
  c0 = process.cpuUsage();
  t0 = performance.now();
  for (let i = 0; i < lines.length; i++) handler.line(lines[i], 'line');
} else {
  c0 = process.cpuUsage();
  t0 = performance.now();
  for (const l of lines) {
    try {
      const u = new URL(l);
      sink += mode === 'normalize' ? u.href.length : u.pathname.length + u.hostname.length;
    } catch { sink--; }
  }
}
const wall = performance.now() - t0;
const c = process.cpuUsage(c0);
process.stdout.write(wall + ' ' + (c.user + c.system) / 1000 + ' ' + sink);
`,
);

// Every measured process reports its CPU time (user + system, all threads) at exit: on a busy
// machine the wall time of a short process says more about the machine than about the process.
const cpuProbe = script(
  'cpu.mjs',
  `process.on('exit', () => {
  const r = process.resourceUsage();
  process.stderr.write('\\nurikit-bench-cpu ' + (r.userCPUTime + r.systemCPUTime) / 1000 + '\\n');
});
`,
);
const cpuOf = new WeakMap();

/** Wall time (ms) of `node …args`, standard input from `input`, standard output to /dev/null. */
function wall(nodeArgs, input) {
  const stdin = input === undefined ? 'ignore' : openSync(input, 'r');
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--import', cpuProbe, ...nodeArgs], {
    stdio: [stdin, 'ignore', 'pipe'],
    maxBuffer: 1 << 28,
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.error) throw r.error;
  const cpu = /urikit-bench-cpu ([0-9.]+)/.exec(r.stderr.toString('latin1').slice(-200));
  const result = new Number(ms);
  cpuOf.set(result, cpu ? Number(cpu[1]) : Number.NaN);
  return result;
}
const cpus = (xs) => xs.map((x) => cpuOf.get(x));

const times = (n, f) => Array.from({ length: n }, f);
const ms = (x) => `${fmt(x, 1)} ms`;
const empty = script('empty.mjs', '');

console.log(`# urikit command benchmark\n`);
console.log(
  `Node ${process.version}, ${ROUNDS} rounds (medians; minimum in brackets), corpus: ${corpus}\n`,
);

// 1. Start-up.
const startRounds = Math.max(ROUNDS * 3, 15);
const bare = times(startRounds, () => wall([empty]));
const version = times(startRounds, () => wall([bin, '--version']));
const one = times(startRounds, () => wall([bin, 'normalize', 'HTTP://Example.COM:80/a/./b']));
const startRows = [
  ['node (empty script)', bare],
  ['urikit --version', version],
  ['urikit normalize <one URI>', one],
].map(([name, xs]) => [
  name,
  `${ms(median(xs))} (${ms(Math.min(...xs))})`,
  `${ms(median(xs) - median(bare))} (${ms(Math.min(...xs) - Math.min(...bare))})`,
  ms(median(cpus(xs))),
  ms(median(cpus(xs)) - median(cpus(bare))),
]);
console.log('## Start-up\n');
console.log(
  table(
    ['process', '>wall time', '>above a bare node start', '>CPU time', '>CPU above bare node'],
    startRows,
  ),
);

// 2. and 3. Whole runs, and the work alone.
const rows = [];
const summary = [];
for (const [mode, cliArgs] of [
  ['normalize', ['normalize']],
  ['parse', ['parse', '--json']],
]) {
  const label = mode === 'parse' ? 'parse --json' : mode;
  const cmd = times(ROUNDS, () => wall([bin, ...cliArgs], corpus));
  const base = times(ROUNDS, () => wall([baseline, mode], corpus));
  const workOf = (what) =>
    times(ROUNDS, () => {
      const r = spawnSync(process.execPath, [work, mode, what], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(r.stderr);
      const [wallMs, cpuMs] = r.stdout.split(' ').map(Number);
      const result = new Number(wallMs);
      cpuOf.set(result, cpuMs);
      return result;
    });
  const cmdCalls = workOf('calls');
  const cmdFormat = workOf('format');
  const baseWork = workOf('url');
  const t = median(cmd);
  const f = median(cmdFormat);
  const c = median(cmdCalls);
  const tc = median(cpus(cmd));
  const fc = median(cpus(cmdFormat));
  rows.push([
    `urikit ${label}`,
    ms(t),
    ms(c),
    ms(f),
    ms(t - f),
    `${fmt((100 * (t - f)) / t, 0)}%`,
    `${fmt((100 * (tc - fc)) / tc, 0)}%`,
    `${fmt((100 * (t - c)) / t, 0)}%`,
  ]);
  const b = median(base);
  const bw = median(baseWork);
  const bc = median(cpus(base));
  const bwc = median(cpus(baseWork));
  rows.push([
    `node + new URL (${mode})`,
    ms(b),
    ms(bw),
    ms(bw),
    ms(b - bw),
    `${fmt((100 * (b - bw)) / b, 0)}%`,
    `${fmt((100 * (bc - bwc)) / bc, 0)}%`,
    `${fmt((100 * (b - bw)) / b, 0)}%`,
  ]);
  summary.push([label, t, f, tc, fc]);
}
console.log('\n## Whole runs over the corpus (stdin → /dev/null)\n');
console.log(
  table(
    [
      'run',
      '>total',
      '>library calls',
      '>per-line code',
      '>overhead',
      '>overhead share',
      '>same, in CPU time',
      '>share beyond the calls',
    ],
    rows,
  ),
);
console.log(`
- library calls: registry.normalize / registry.tryParse on every line, cold, in a fresh process;
- per-line code: the command's handler for every line (calls, JSON and text formatting), its
  output counted instead of written;
- overhead: total − per-line code = start-up, reading and splitting lines, writing; its share
  of the total is the figure the issue bounds (< 25%), in wall time and in CPU time (all
  threads, which a busy machine inflates less); the last column counts formatting as
  overhead too (total − calls). For the plain script, its loop is its per-line code.`);

console.log('\n## Summary\n');
for (const [label, total, perLine, totalCpu, perLineCpu] of summary) {
  console.log(
    `- urikit ${label}: overhead (start-up, reading, writing) ${fmt((100 * (total - perLine)) / total, 0)}% of ${ms(total)} wall, ${fmt((100 * (totalCpu - perLineCpu)) / totalCpu, 0)}% of ${ms(totalCpu)} CPU (target < 25%)`,
  );
}
console.log(
  `- start-up (urikit normalize <one URI>): ${ms(median(one))} wall (fastest ${ms(Math.min(...one))}), ${ms(median(one) - median(bare))} above a bare node start of ${ms(median(bare))}; CPU ${ms(median(cpus(one)))} (target < 80 ms)`,
);
console.log(
  `- machine load (1 min average) at the end: ${fmt(loadavg()[0], 2)} on ${availableParallelism()} cores`,
);
