// pnpm fuzz: seeded, reproducible fuzzing of every urikit package, as built in packages/*/dist
// (the root script builds first). The engine and the laws are in test-support/fuzz.mjs; this file
// reads the options, loads the packages and the corpus, runs, and prints.
//
//   pnpm fuzz                                  a random seed, 1,000,000 inputs per package
//   pnpm fuzz --seed 42 --count 100000         replay a run, or a shorter one
//   pnpm fuzz --package http --package core    some packages only (or --package http,core)
//   pnpm fuzz --seed 42 --package http --index 1234   replay one input, verbosely
//   pnpm fuzz --oracle --uriparser             the differential partners as well
//   pnpm fuzz --jobs 2                         packages in parallel (worker threads)
//   pnpm fuzz --laws 5000                      also the test kit's law suites (pluginLaws, from
//                                              the sources, through vitest) with URIKIT_RUNS=5000
//   pnpm fuzz --sweep-only                     only the hostile-argument sweep (scripts/sweep.mjs:
//                                              every export of every package, wrong-typed
//                                              arguments); every run ends with it
//
// Exits with status 1 on any violation of a law (and on a disagreement class not yet decided).

import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { corpusPath, fmt, readLines, repo, shared, table } from '../bench/lib.mjs';
import { fuzzPackage, LAWS, pluginsOf, rfc3986Oracle, show } from '../test-support/fuzz.mjs';
import { uriparserPartner } from '../test-support/uriparser.mjs';
import { sweep } from './sweep.mjs';

// Errors are counted and compared, never printed with their stack: capturing stacks would be
// most of the time spent on invalid inputs.
Error.stackTraceLimit = 0;

const USAGE = `usage: node scripts/fuzz.mjs [--seed N] [--count N] [--package NAME]... [--index I]
                           [--oracle] [--uriparser] [--jobs N] [--keep N] [--laws RUNS]
                           [--sweep-only]`;

/** The names of the packages of the repository, core first. */
function workspacePackages() {
  const dir = join(repo, 'packages');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'package.json')))
    .map((d) => JSON.parse(readFileSync(join(dir, d.name, 'package.json'), 'utf8')).name)
    .sort((a, b) => (a === '@urikit/core' ? -1 : b === '@urikit/core' ? 1 : a.localeCompare(b)));
}

/**
 * The packages to fuzz: the core, and every package that defines scheme plugins of its own.
 * The others are named in `notes`: a package without a scheme plugin (the test kit, the IRI
 * and extraction packages), one that only re-exports the plugins of others, one that cannot be
 * imported by name (not installed or not built yet).
 */
async function fuzzable(names, notes) {
  const found = [];
  for (const name of names) {
    let module;
    try {
      module = await import(name);
    } catch (e) {
      notes.push(
        `${name}: skipped, cannot be imported by name (${e.code ?? e.message}; pnpm install, then build)`,
      );
      continue;
    }
    const plugins = name === '@urikit/core' ? [] : pluginsOf(module);
    if (name !== '@urikit/core' && plugins.length === 0) {
      notes.push(`${name}: skipped, exports no scheme plugin`);
      continue;
    }
    found.push({ name, plugins });
  }
  // A plugin belongs to the package that exports it with the fewest plugins (its own package,
  // not the one that gathers every plugin); a package that owns none adds nothing.
  const owner = (plugin) =>
    found
      .filter((f) => f.plugins.includes(plugin))
      .reduce((a, b) => (b.plugins.length < a.plugins.length ? b : a));
  return found.filter(({ name, plugins }) => {
    if (plugins.length === 0 || plugins.some((p) => owner(p).name === name)) return true;
    notes.push(
      `${name}: skipped, re-exports the plugins of other packages (${plugins.map((p) => p.name).join(', ')})`,
    );
    return false;
  });
}

function parseArgs(argv) {
  const o = {
    seed: undefined,
    count: 1_000_000,
    packages: [],
    index: undefined,
    oracle: false,
    uriparser: false,
    jobs: 1,
    keep: 5,
    laws: undefined,
    sweepOnly: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value\n${USAGE}`);
      return v;
    };
    const number = () => {
      const v = value();
      if (!/^\d+$/.test(v)) throw new Error(`${a} needs a whole number, not ${v}`);
      return Number(v);
    };
    if (a === '--seed') o.seed = number() >>> 0;
    else if (a === '--count') o.count = number();
    else if (a === '--package') o.packages.push(...value().split(','));
    else if (a === '--index') o.index = number();
    else if (a === '--oracle') o.oracle = true;
    else if (a === '--uriparser') o.uriparser = true;
    else if (a === '--jobs') o.jobs = Math.max(1, number());
    else if (a === '--keep') o.keep = number();
    else if (a === '--laws') o.laws = Math.max(1, number());
    else if (a === '--sweep-only') o.sweepOnly = true;
    else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (a === '--') continue;
    else throw new Error(`unknown option ${a}\n${USAGE}`);
  }
  return o;
}

/** The corpus lines (every `*.txt` of shared/corpus), read once. */
function loadCorpus() {
  const dir = join(shared, 'corpus');
  let files;
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.txt'));
  } catch {
    throw new Error(`corpus not found: ${dir} (set URIKIT_SHARED to the shared folder)`);
  }
  return files.flatMap((f) => readLines(corpusPath(f)));
}

/** Runs one package in this thread; `differentials` by name. */
async function runOne(name, o, corpus, log) {
  const core = await import('@urikit/core');
  const module = name === '@urikit/core' ? undefined : await import(name);
  const differentials = [];
  if (o.oracle) differentials.push(rfc3986Oracle);
  if (o.uriparser) {
    const { partner } = uriparserPartner();
    if (partner) differentials.push(partner);
  }
  const start = o.index ?? 0;
  const count = o.index === undefined ? o.count : 1;
  return fuzzPackage({
    core,
    name,
    module,
    seed: o.seed,
    count,
    start,
    corpus,
    differentials,
    keep: o.keep,
    onViolation: o.index === undefined ? undefined : (v) => log(`  ${v.law}: ${v.detail}`),
    onInput: o.index === undefined ? undefined : (i, input) => log(`  input ${i}: ${show(input)}`),
    onProgress: (done) => {
      if (done % (1 << 18) === 0) log(`  ${name}: ${fmt(done)} / ${fmt(count)}`);
    },
  });
}

if (!isMainThread) {
  // A worker: runs the packages it is given, posts each report.
  const { names, o } = workerData;
  const corpus = loadCorpus();
  for (const name of names) {
    const report = await runOne(name, o, corpus, (line) => parentPort.postMessage({ log: line }));
    parentPort.postMessage({ report });
  }
} else {
  await main();
}

/**
 * The test kit's law suites (`pluginLaws`, generated parts included) of the packages fuzzed,
 * run by vitest with URIKIT_RUNS raised: the test files of each package that call pluginLaws.
 * Returns one row per package: its name, the vitest summary, and whether it passed.
 */
function lawSuites(names, runs) {
  const vitest = join(repo, 'node_modules', 'vitest', 'vitest.mjs');
  const rows = [];
  for (const dir of readdirSync(join(repo, 'packages'))) {
    const manifest = join(repo, 'packages', dir, 'package.json');
    if (!existsSync(manifest) || !names.includes(JSON.parse(readFileSync(manifest, 'utf8')).name))
      continue;
    const testDir = join(repo, 'packages', dir, 'test');
    const files = existsSync(testDir)
      ? readdirSync(testDir)
          .filter((f) => f.endsWith('.test.ts'))
          .filter((f) => readFileSync(join(testDir, f), 'utf8').includes('pluginLaws('))
          .map((f) => `packages/${dir}/test/${f}`)
      : [];
    if (files.length === 0) continue;
    const r = spawnSync(process.execPath, [vitest, 'run', '--project', dir, ...files], {
      cwd: repo,
      env: { ...process.env, URIKIT_RUNS: String(runs), NO_COLOR: '1' },
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    const out = `${r.stdout}${r.stderr}`;
    const summary = /Tests\s+(.*)/.exec(out)?.[1]?.trim() ?? 'no summary';
    rows.push({
      dir,
      files,
      summary,
      ok: r.status === 0,
      tail: out.split('\n').slice(-40).join('\n'),
    });
  }
  return rows;
}

async function main() {
  let o;
  try {
    o = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(e.message);
    process.exit(2);
  }
  o.seed ??= randomInt(2 ** 32);
  const all = workspacePackages();
  const wanted = o.packages.map((p) => (p.startsWith('@') ? p : `@urikit/${p}`));
  for (const p of wanted) {
    if (!all.includes(p)) {
      console.error(`unknown package ${p} (packages: ${all.join(', ')})`);
      process.exit(2);
    }
  }
  const notes = [];
  const names = (
    await fuzzable(wanted.length ? all.filter((p) => wanted.includes(p)) : all, notes)
  ).map((f) => f.name);
  if (wanted.length && names.length < wanted.length) {
    console.error(
      `cannot fuzz ${wanted.filter((w) => !names.includes(w)).join(', ')}:\n${notes.join('\n')}`,
    );
    process.exit(2);
  }
  if (o.index !== undefined && names.length !== 1) {
    console.error('--index replays one input of one package: give --package too');
    process.exit(2);
  }

  if (o.sweepOnly) {
    await printSweep(wanted.length ? all.filter((p) => wanted.includes(p)) : all, o.keep);
    return;
  }
  if (o.uriparser) notes.push(uriparserPartner().note);
  const corpus = loadCorpus();
  console.log('# urikit fuzz\n');
  console.log(
    `- seed ${o.seed} (replay: node scripts/fuzz.mjs --seed ${o.seed}${o.count === 1_000_000 ? '' : ` --count ${o.count}`})`,
  );
  console.log(
    `- ${o.index === undefined ? `${fmt(o.count)} inputs per package` : `input ${o.index} only`}, ${names.length} packages: ${names.join(', ')}`,
  );
  console.log(`- corpus: ${fmt(corpus.length)} lines from ${join(shared, 'corpus')}`);
  console.log(`- Node ${process.version}${o.oracle ? ', RFC 3986 Appendix A/B oracle' : ''}`);
  for (const n of notes) console.log(`- ${n}`);
  console.log('');

  const t0 = performance.now();
  const reports = [];
  const log = (line) => console.error(line);
  if (o.jobs <= 1 || names.length === 1) {
    for (const name of names) {
      log(`${name}…`);
      reports.push(await runOne(name, o, corpus, log));
    }
  } else {
    const jobs = Math.min(o.jobs, names.length, availableParallelism());
    const shares = Array.from({ length: jobs }, (_, i) => names.filter((_, j) => j % jobs === i));
    await Promise.all(
      shares.map(
        (share) =>
          new Promise((resolve, reject) => {
            const w = new Worker(new URL(import.meta.url), { workerData: { names: share, o } });
            w.on('message', (m) => (m.log ? log(m.log) : reports.push(m.report)));
            w.on('error', reject);
            w.on('exit', (code) =>
              code === 0 ? resolve() : reject(new Error(`worker exited ${code}`)),
            );
          }),
      ),
    );
    reports.sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name));
  }
  const seconds = (performance.now() - t0) / 1000;
  print(reports, o, seconds);
  if (o.laws !== undefined) {
    console.log(`\n## The test kit's law suites with URIKIT_RUNS=${o.laws} (sources, vitest)\n`);
    const rows = lawSuites(names, o.laws);
    console.log(
      table(
        ['package', 'files', 'vitest', 'outcome'],
        rows.map((r) => [r.dir, r.files.join(' '), r.summary, r.ok ? 'ok' : 'FAILED']),
      ),
    );
    for (const r of rows.filter((x) => !x.ok)) console.log(`\n### ${r.dir}\n\n${r.tail}`);
    if (rows.some((r) => !r.ok)) process.exitCode = 1;
  }
  if (o.index === undefined)
    await printSweep(wanted.length ? all.filter((p) => wanted.includes(p)) : all, o.keep);
}

/**
 * The hostile-argument sweep (scripts/sweep.mjs) over the packages `names`, printed: per
 * package, entries, calls and outcomes; then the first failures of each entry. A throw that is
 * not a `UriError` fails the run.
 */
async function printSweep(names, keep) {
  const t0 = performance.now();
  const { rows, failures } = await sweep(names, Math.min(keep, 3));
  const seconds = (performance.now() - t0) / 1000;
  const total = (k) => rows.reduce((s, r) => s + r[k], 0);
  console.log(
    `\n## Hostile-argument sweep (${fmt(total('calls'))} calls in ${seconds.toFixed(1)} s)\n`,
  );
  console.log(
    table(
      ['package', '>entries', '>calls', '>UriError', '>propagated', '>other throws'],
      rows.map((r) => [
        r.pkg.replace('@urikit/', ''),
        fmt(r.entries),
        fmt(r.calls),
        fmt(r.uriError),
        fmt(r.propagated),
        fmt(r.other),
      ]),
    ),
  );
  const from = rows.filter((r) => r.from.size > 0);
  if (from.length > 0) {
    console.log("\nA getter's or a trap's own error came out of (allowed; see scripts/sweep.mjs):");
    for (const r of from) console.log(`- ${r.pkg}: ${[...r.from].join(', ')}`);
  }
  if (failures.length === 0) {
    console.log('\nno throw but UriError');
    return;
  }
  console.log(
    `\n## ${fmt(total('other'))} THROWS THAT ARE NOT UriError (the first of each entry)\n`,
  );
  for (const f of failures) console.log(`- ${f.pkg} ${f.entry}(${f.how}): ${f.what}`);
  process.exitCode = 1;
}

function print(reports, o, seconds) {
  const short = (name) => name.replace('@urikit/', '');
  const k = (n) => (n >= 1e7 ? `${(n / 1e6).toFixed(1)}M` : fmt(n));
  const checks = (r) => Object.entries(r.laws).reduce((s, [, v]) => s + v.checked, 0);
  const failures = (r) => Object.entries(r.laws).reduce((s, [, v]) => s + v.failed, 0);

  console.log('## Packages\n');
  console.log(
    table(
      [
        'package',
        '>inputs',
        '>grammar',
        '>corpus',
        '>random',
        '>RFC 3986 valid',
        '>scheme accepts',
        '>law checks',
        '>violations',
        '>seconds',
        '>inputs/s',
      ],
      reports.map((r) => [
        short(r.name),
        fmt(r.inputs),
        fmt(r.sources.grammar),
        fmt(r.sources.corpus),
        fmt(r.sources.random),
        fmt(r.valid),
        fmt(r.accepted),
        fmt(checks(r)),
        fmt(failures(r)),
        (r.ms / 1000).toFixed(1),
        fmt(r.inputs / (r.ms / 1000)),
      ]),
    ),
  );

  console.log('\n## Checks per law and package (failures after ✗)\n');
  const laws = LAWS.filter((l) => reports.some((r) => r.laws[l].checked > 0));
  console.log(
    table(
      ['law', ...reports.map((r) => `>${short(r.name)}`)],
      laws.map((l) => [
        l,
        ...reports.map((r) => {
          const { checked, failed } = r.laws[l];
          return checked === 0 ? '-' : `${k(checked)}${failed ? ` ✗${fmt(failed)}` : ''}`;
        }),
      ]),
    ),
  );

  const partners = [...new Set(reports.flatMap((r) => Object.keys(r.differential)))];
  for (const p of partners) {
    const classes = new Map();
    for (const r of reports) {
      for (const [cls, c] of Object.entries(r.differential[p] ?? {})) {
        const all = classes.get(cls) ?? {
          count: 0,
          example: c.example,
          detail: c.detail,
          decision: c.decision,
          packages: [],
        };
        all.count += c.count;
        all.packages.push(short(r.name));
        classes.set(cls, all);
      }
    }
    const compared = reports.reduce((s, r) => s + r.laws[p].checked, 0);
    console.log(`\n## Differential: ${p} (${fmt(compared)} inputs compared with parse)\n`);
    if (classes.size === 0) console.log('no disagreement');
    else {
      console.log(
        table(
          ['class', '>count', 'packages', 'example', 'decision (RFC 3986)'],
          [...classes].map(([cls, c]) => [
            cls,
            fmt(c.count),
            c.packages.join(' '),
            `${show(c.example)} (${c.detail})`,
            c.decision ?? 'UNDECIDED',
          ]),
        ),
      );
    }
  }

  const violations = reports.flatMap((r) => r.violations);
  const total = reports.reduce((s, r) => s + failures(r), 0);
  const inputs = reports.reduce((s, r) => s + r.inputs, 0);
  const rss = process.resourceUsage().maxRSS / 1024;
  console.log(
    `\n${fmt(inputs)} inputs, ${fmt(reports.reduce((s, r) => s + checks(r), 0))} law checks in ${seconds.toFixed(1)} s (${fmt(inputs / seconds)} inputs/s), seed ${o.seed}, max RSS ${fmt(rss)} MB`,
  );
  if (total === 0) {
    console.log('no violation');
    return;
  }
  console.log(`\n## ${fmt(total)} VIOLATIONS (the first ${o.keep} of each law and package)\n`);
  for (const v of violations) {
    console.log(`- ${v.law} in ${short(v.package)}, input ${v.index}: ${show(v.input)}`);
    console.log(`  ${v.detail}`);
    console.log(
      `  replay: node scripts/fuzz.mjs --seed ${o.seed} --package ${short(v.package)} --index ${v.index}`,
    );
  }
  process.exitCode = 1;
}
