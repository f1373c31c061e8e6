// pnpm bench:cli — the `urikit` command (packages/cli/dist/cli.js) over the shared corpus,
// against a plain Node script that does the same lines with `new URL`:
//
//   1. start-up: a bare `node` start, `urikit --version` (runs nothing of urikit), and
//      `urikit normalize <one URI>` (loads the registry of every scheme and does one line);
//   2. `urikit normalize` and `urikit parse --json` over every corpus line (standard input, a
//      file; output to /dev/null), and the plain script doing the same with `new URL`;
//   3. the work alone, timed inside a fresh process (cold, as in the command): the library calls
//      on the same lines, and the command's whole per-line code (calls and formatting, error
//      reports included), without start-up, reading or writing; for the plain script, its own
//      per-line function (`new URL` and its formatting).
//
// The issue's bar: "the command's own overhead (start-up, reading, writing) stays under 25% of
// its total, and start-up under 80 ms". The command's own overhead is its total time minus its
// per-line work minus a bare `node` start: Node.js starting is not the command's (the plain
// script pays it too, and the start-up bar is read above a bare node start as well), and its
// total is likewise the time above a bare node start. That share is the headline; the share
// with Node's start counted as overhead too is printed beside it.
//
//   node bench/cli.mjs [--rounds N] [--bin path/to/cli.js]   (pnpm bench:cli builds first)
//   URIKIT_SHARED=/elsewhere/shared pnpm bench:cli

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { corpusPath, fmt, median, repo, table } from './lib.mjs';

const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const ROUNDS = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 7;
const binAt = args.indexOf('--bin');
const corpus = corpusPath('real-urls.txt');
// Another build of the command (an older one, to compare): its commands.js and report.js are
// beside it.
const bin = binAt >= 0 ? resolve(args[binAt + 1]) : join(repo, 'packages/cli/dist/cli.js');
const binDir = dirname(bin);
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

// The plain Node script: lines from standard input, output written once per chunk, with
// `new URL` doing the work; its per-line function is a module of its own, so that the work
// alone can be timed on exactly that code.
const baselineLine = script(
  'baseline-line.mjs',
  `const json = (u) => {
  let o = '{"scheme":' + JSON.stringify(u.protocol.slice(0, -1));
  if (u.username) o += ',"userinfo":' + JSON.stringify(u.password ? u.username + ':' + u.password : u.username);
  if (u.host) o += ',"host":' + JSON.stringify(u.hostname);
  if (u.port) o += ',"port":' + JSON.stringify(u.port);
  o += ',"path":' + JSON.stringify(u.pathname);
  if (u.search) o += ',"query":' + JSON.stringify(u.search.slice(1));
  if (u.hash) o += ',"fragment":' + JSON.stringify(u.hash.slice(1));
  return o + '}';
};
/** The output of one line; \`err\` gets what goes to standard error. */
export const line = (mode, input, err) => {
  try {
    const u = new URL(input);
    return mode === 'normalize'
      ? u.href + '\\n'
      : '{"input":' + JSON.stringify(input) + ',"valid":true,"components":' + json(u) + '}\\n';
  } catch {
    if (mode === 'normalize') { err('invalid: ' + input + '\\n'); return ''; }
    return '{"input":' + JSON.stringify(input) + ',"valid":false}\\n';
  }
};
`,
);
const baseline = script(
  'baseline.mjs',
  `import { line } from ${JSON.stringify(baselineLine)};
const mode = process.argv[2];
const err = (text) => process.stderr.write(text);
let carry = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) {
  let out = '';
  let start = 0;
  for (let nl = chunk.indexOf('\\n'); nl >= 0; nl = chunk.indexOf('\\n', start)) {
    const l = carry + chunk.slice(start, nl);
    carry = '';
    if (l !== '') out += line(mode, l.endsWith('\\r') ? l.slice(0, -1) : l, err);
    start = nl + 1;
  }
  carry += chunk.slice(start);
  if (!process.stdout.write(out)) await new Promise((r) => process.stdout.once('drain', r));
}
if (carry !== '') process.stdout.write(line(mode, carry, err));
`,
);

// The work alone, cold, in a fresh process: the lines are read first (not timed), then, timed,
// either the library calls the command makes for each line ("calls"), or the command's own
// per-line code, formatting and error reports included, with its output counted instead of
// written ("format": the handler of commands.js beside the bin, on a context that writes
// nothing and reports invalid lines as main.js does), or the plain script's per-line function
// ("url").
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
  const { load } = await import(${JSON.stringify(join(binDir, 'commands.js'))});
  const { errorJson, errorReport } = await import(${JSON.stringify(join(binDir, 'report.js'))});
  const json = mode === 'parse';
  const plain = { red: (x) => x, yellow: (x) => x, dim: (x) => x, bold: (x) => x };
  const context = {
    command: mode, json, allowZoneId: false, paintOut: plain, paintErr: plain,
    stderrIsTTY: false, stdoutIsTTY: false,
    args: { command: mode, options: json ? { json: true } : {}, positional: [] },
    out: (text) => { sink += text.length; },
    err: (text) => { sink += text.length; },
    where: (no) => 'line ' + no,
    negative: () => {},
    invalid: (input, where, error, extra = '') => {
      sink += json
        ? ('{"input":' + JSON.stringify(input) + extra + ',"valid":false,"error":' + errorJson(error) + '}\\n').length
        : errorReport(mode, where, input, error, plain).length;
    },
  };
  const { handler } = await load(context);
  c0 = process.cpuUsage();
  t0 = performance.now();
  for (let i = 0; i < lines.length; i++) handler.line(lines[i], i + 1);
} else {
  const { line } = await import(${JSON.stringify(baselineLine)});
  const err = (text) => { sink += text.length; };
  c0 = process.cpuUsage();
  t0 = performance.now();
  for (const l of lines) sink += line(mode, l, err).length;
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

const ms = (x) => `${fmt(x, 1)} ms`;
const empty = script('empty.mjs', '');

console.log(`# urikit command benchmark\n`);
console.log(
  `Node ${process.version}, ${ROUNDS} rounds (medians; minimum in brackets), corpus: ${corpus}\n`,
);

// 1. Start-up.
// One round runs each process once, in turn, so that a change of the machine's load touches
// every figure alike.
const startRounds = Math.max(ROUNDS * 3, 15);
const bare = [];
const version = [];
const one = [];
for (let i = 0; i < startRounds; i++) {
  bare.push(wall([empty]));
  version.push(wall([bin, '--version']));
  one.push(wall([bin, 'normalize', 'HTTP://Example.COM:80/a/./b']));
}
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

// 2. and 3. Whole runs, and the work alone: one round runs each process once, in turn, so that
// a change of the machine's load touches every figure alike.
const pct = (part, whole) => `${fmt((100 * part) / whole, 0)}%`;
const rows = [];
const summary = [];
for (const [mode, cliArgs] of [
  ['normalize', ['normalize']],
  ['parse', ['parse', '--json']],
]) {
  const label = mode === 'parse' ? 'parse --json' : mode;
  const workOnce = (what) => {
    const r = spawnSync(process.execPath, [work, mode, what], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    const [wallMs, cpuMs] = r.stdout.split(' ').map(Number);
    const result = new Number(wallMs);
    cpuOf.set(result, cpuMs);
    return result;
  };
  const runs = { bare: [], cmd: [], base: [], calls: [], format: [], url: [] };
  for (let i = 0; i < ROUNDS; i++) {
    runs.bare.push(wall([empty]));
    runs.cmd.push(wall([bin, ...cliArgs], corpus));
    runs.base.push(wall([baseline, mode], corpus));
    runs.calls.push(workOnce('calls'));
    runs.format.push(workOnce('format'));
    runs.url.push(workOnce('url'));
  }
  const m = Object.fromEntries(Object.entries(runs).map(([k, xs]) => [k, median(xs)]));
  const cpu = Object.fromEntries(Object.entries(runs).map(([k, xs]) => [k, median(cpus(xs))]));
  const row = (name, total, calls, perLine, totalCpu, perLineCpu) => {
    const own = total - m.bare;
    const ownCpu = totalCpu - cpu.bare;
    return [
      name,
      ms(total),
      ms(m.bare),
      ms(calls),
      ms(perLine),
      ms(own - perLine),
      pct(own - perLine, own),
      pct(ownCpu - perLineCpu, ownCpu),
      pct(total - perLine, total),
      pct(own - calls, own),
    ];
  };
  rows.push(row(`urikit ${label}`, m.cmd, m.calls, m.format, cpu.cmd, cpu.format));
  rows.push(row(`node + new URL (${mode})`, m.base, m.url, m.url, cpu.base, cpu.url));
  summary.push({
    label,
    total: m.cmd,
    bare: m.bare,
    perLine: m.format,
    share: (m.cmd - m.bare - m.format) / (m.cmd - m.bare),
    cpuShare: (cpu.cmd - cpu.bare - cpu.format) / (cpu.cmd - cpu.bare),
    withNode: (m.cmd - m.format) / m.cmd,
    reference: (m.base - m.bare - m.url) / (m.base - m.bare),
  });
}
console.log('\n## Whole runs over the corpus (stdin → /dev/null)\n');
console.log(
  table(
    [
      'run',
      '>total',
      '>bare node start',
      '>library calls',
      '>per-line code',
      '>own overhead',
      '>own share',
      '>same, CPU time',
      '>share with node start',
      '>own share beyond calls',
    ],
    rows,
  ),
);
console.log(`
- bare node start: an empty script, timed in the same rounds;
- library calls: registry.normalize / registry.tryParse on every line, cold, in a fresh process
  (for the plain script: its per-line function);
- per-line code: the command's handler for every line (calls, JSON and text formatting, error
  reports), its output counted instead of written (for the plain script: its per-line function,
  \`new URL\` and its formatting);
- own overhead: total − bare node start − per-line code = the command's start-up, reading and
  splitting lines, writing; own share: that, of the total above a bare node start (the figure
  the issue bounds, < 25%), in wall time and in CPU time (all threads, which a busy machine
  inflates less);
- share with node start: (total − per-line code) / total, Node's own start counted as overhead;
- own share beyond calls: the own share with formatting counted as overhead too.`);

console.log('\n## Summary\n');
for (const r of summary) {
  console.log(
    `- urikit ${r.label}: own overhead (start-up, reading, writing) ${pct(r.share, 1)} of its ${ms(r.total - r.bare)} above a bare node start (${pct(r.cpuShare, 1)} in CPU time; target < 25%); ${pct(r.withNode, 1)} of ${ms(r.total)} with Node's start counted as overhead; the plain script: ${pct(r.reference, 1)}`,
  );
}
console.log(
  `- start-up (urikit normalize <one URI>): ${ms(median(one))} wall (fastest ${ms(Math.min(...one))}), ${ms(median(one) - median(bare))} above a bare node start of ${ms(median(bare))}; CPU ${ms(median(cpus(one)) - median(cpus(bare)))} above (target < 80 ms)`,
);
console.log(
  `- machine load (1 min average) at the end: ${fmt(loadavg()[0], 2)} on ${availableParallelism()} cores`,
);
