// Shows that urikit's parse (and resolve and normalize, where core has them) take time linear in
// the input length on pathological inputs: long runs of the characters that drive a parser's
// decisions ("[", ":", "%", "@", "/", "?", ...). The scheme plugins too: for every plugin of the
// workspace, registry.parse, registry.normalize, registry.check and registry.equivalent on long
// runs of the characters its scheme reads ("%09", ";", ",", "@", "%2e%2e/", "*"). For each shape it times the operation on 256 KiB
// and on 1 MiB of the shape (median of several runs) and prints a markdown table:
//   - ratio to plain: the time at 1 MiB over the same operation on 1 MiB of plain path
//     characters; a quadratic scan would be thousands of times slower, linear stays near 1;
//   - growth 256K -> 1M: the input is 4x longer, so linear is about 4x, quadratic 16x.
// Exits with status 1 when a ratio to plain exceeds MAX_RATIO, or when an input that is scanned
// to its end grows more than MAX_GROWTH times. The IDNA section (every @urikit/idna entry at 1, 8
// and 64 MiB; `--only idna` runs it alone) has bounds of its own, below. A script, not a test:
// run `pnpm bench:linear`.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@urikit/core';
import { check } from '@urikit/core';
import { coreFunction, fmt, fresh, median, repo, runtime, table } from './lib.mjs';

const MAX_RATIO = 20;
const MAX_GROWTH = 10; // between linear (4) and quadratic (16)
const BIG = 1 << 20;
const SMALL = 1 << 18;
const RUNS = 11;
const WARMUP = 2;

const SHAPES = ['[', ':', '%', '@', '/', '?', '%2E', '../', '[::'];
const PREFIXES = ['', 'http://', 'http://a/'];

/** `prefix`, `shape` repeated to about `size` characters, then `suffix`, as a flat string. */
const build = (prefix, shape, size, suffix = '') =>
  fresh(prefix + shape.repeat(Math.floor(size / shape.length)) + suffix);

/**
 * Median milliseconds of `op` on each of `inputs`, over RUNS runs after WARMUP untimed ones.
 * The inputs take turns run by run, so that a busy moment of the machine (a GC, another
 * process) falls on all of them alike instead of skewing the growth between two sizes.
 */
function time(op, ...inputs) {
  let keep = 0;
  const ms = inputs.map(() => []);
  for (let r = 0; r < WARMUP + RUNS; r++) {
    inputs.forEach((input, i) => {
      const t0 = process.hrtime.bigint();
      keep ^= weigh(op(input));
      const t1 = process.hrtime.bigint();
      if (r >= WARMUP) ms[i].push(Number(t1 - t0) / 1e6);
    });
  }
  if (keep === 0.5) console.log('unreachable'); // keeps the results alive
  return ms.map(median);
}

// What an operation returned, as a number (so that nothing is optimized away).
const weigh = (r) => (r?.ok === false ? r.error.index : String(r?.uri ?? r).length);

// What happened to the input: "ok" or the error code and where.
function outcome(op, input) {
  try {
    const r = op(input);
    return r?.ok === false ? `${r.error.code} @ ${fmt(r.error.index)}` : 'ok';
  } catch (error) {
    return `throws ${error.code ?? error.name}`;
  }
}

const show = (s) => {
  const text = s.length > 40 ? `${s.slice(0, 40)}…` : s;
  return `\`${text.replaceAll('|', '\\|')}\``;
};

const rows = [];
const failures = [];

/**
 * One row: `op` on `make(size)` at 256K and at 1M characters, against `plainMs`, the same
 * operation on 1M plain characters (`undefined` for the plain row itself, its own baseline).
 * Returns the time at 1M.
 */
function row(operation, label, op, make, plainMs) {
  const big = make(BIG);
  const [smallMs, bigMs] = time(op, make(SMALL), big);
  const ratio = bigMs / (plainMs ?? bigMs);
  const growth = bigMs / smallMs;
  // An input rejected near its start takes microseconds at any size: its growth is noise.
  const scanned = bigMs >= (plainMs ?? bigMs) / 4;
  const bad = [];
  if (ratio > MAX_RATIO) bad.push(`${ratio.toFixed(1)}× plain`);
  if (scanned && growth > MAX_GROWTH) bad.push(`growth ${growth.toFixed(1)}×`);
  if (bad.length) failures.push(`${operation} ${label}: ${bad.join(', ')}`);
  rows.push([
    operation,
    label,
    outcome(op, big),
    smallMs.toFixed(3),
    bigMs.toFixed(3),
    `${growth.toFixed(1)}×${scanned ? '' : ' (early exit)'}`,
    plainMs === undefined ? '(baseline)' : `${ratio.toFixed(2)}×`,
    bad.length ? 'FAIL' : 'ok',
  ]);
  return bigMs;
}

const { tryParse } = core;
const parseOp = (s) => tryParse(s);
const plainInput = (size) => fresh(`http://a/${'a'.repeat(size)}`);
const plainParse = row('parse', `plain: ${show('http://a/aaaaaa')}…`, parseOp, plainInput);
for (const shape of process.argv.includes('--only') ? [] : SHAPES) {
  for (const prefix of PREFIXES) {
    const label = `${show(prefix + shape.repeat(Math.max(1, Math.ceil(6 / shape.length))))}…`;
    row('parse', label, parseOp, (size) => build(prefix, shape, size), plainParse);
  }
}

const notes = [];
const resolve = coreFunction(core, 'resolve');
if (resolve) {
  const base = 'http://a/b/c';
  const op = (ref) => resolve(base, ref);
  const at = (shape) => (size) => build('', shape, size);
  const plain = row('resolve', `plain: ${show(base)} + ${show('aaaaaa')}…`, op, at('a'));
  row('resolve', `${show(base)} + ${show('../../../')}…`, op, at('../'), plain);
  row('resolve', `${show(base)} + ${show('./././')}…`, op, at('./'), plain);
  row('resolve', `${show(base)} + ${show('a/../a/../')}…`, op, at('a/../'), plain);
} else {
  notes.push('section resolve skipped: @urikit/core has no resolve yet');
}

const normalize = coreFunction(core, 'normalize');
if (normalize) {
  const op = (s) => normalize(s);
  const at = (prefix, shape) => (size) => build(prefix, shape, size);
  const plain = row('normalize', `plain: ${show('http://a/aaaaaa')}…`, op, plainInput);
  row('normalize', `${show('http://a/%2E%2E')}…`, op, at('http://a/', '%2E'), plain);
  row('normalize', `${show('http://a/%2E%2E/%2E%2E/')}…`, op, at('http://a/', '%2E%2E/'), plain);
  row('normalize', `${show('HTTP://A/%7e%7e')}…`, op, at('HTTP://A/', '%7e'), plain);
} else {
  notes.push('section normalize skipped: @urikit/core has no normalize yet');
}

// The scheme plugins: each package of the workspace that exports plugins (a value made by
// defineScheme), imported by name like @urikit/core; a plugin re-exported by another package
// (urikit) is timed once. Each plugin gets a registry of its own (gopher exports two readings of
// one scheme, which one registry would refuse).
const SCHEME_SHAPES = ['%09', ';', ',', '@', '%2e%2e/', '*'];
const isPlugin = (v) =>
  v !== null &&
  typeof v === 'object' &&
  typeof v.name === 'string' &&
  typeof v.parse === 'function' &&
  typeof v.definition === 'object';
const plugins = [];
for (const dir of readdirSync(join(repo, 'packages'), { withFileTypes: true })) {
  const manifest = join(repo, 'packages', dir.name, 'package.json');
  if (!dir.isDirectory() || !existsSync(manifest)) continue;
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  if (pkg.name === '@urikit/core') continue;
  let module;
  try {
    module = await import(pkg.name);
  } catch (error) {
    notes.push(`${pkg.name} skipped: cannot be imported by name (${error.code ?? error.message})`);
    continue;
  }
  for (const [name, value] of Object.entries(module)) {
    if (!isPlugin(value) || plugins.some((p) => p.plugin === value)) continue;
    plugins.push({
      label: name === value.name ? value.name : `${value.name} (${name})`,
      plugin: value,
    });
  }
}
plugins.sort((a, b) => a.label.localeCompare(b.label));

/** An operation that returns what it threw, so that a refused input is timed like any other. */
const guarded = (f) => (s) => {
  try {
    return f(s);
  } catch (error) {
    return { ok: false, error };
  }
};

// `--only NAME[,NAME]` times only those schemes' rows, without the core's.
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1]?.split(',') : undefined;
for (const { label, plugin } of plugins) {
  if (only !== undefined && !only.includes(plugin.name)) continue;
  const registry = core.createRegistry([plugin]);
  const name = plugin.name;
  // The shapes go where the scheme reads them: after "//h/" when the scheme has an authority and
  // a path; else right after the scheme (news); else in a header field (mailto's body, RFC 6068
  // §2); else in the userinfo (telnet, whose path is empty, RFC 4248 §2).
  const places = [
    [`${name}://h/`, ''],
    [`${name}:`, ''],
    [`${name}:a@h?body=`, ''],
    [`${name}://`, '@h/'],
  ];
  const place = places.find(([p, q]) => registry.tryParse(`${p}aaaa${q}`).ok);
  if (place === undefined) {
    notes.push(
      `${label}: skipped, no place for the shapes (${places.map((p) => p.join('…')).join(', ')})`,
    );
    continue;
  }
  const [prefix, suffix] = place;
  // equivalent compares the input with the same text under an upper-case scheme, so that both
  // sides take the whole route (identical strings stop at §6.2.1's first rung).
  const upper = (s) => fresh(s.slice(0, name.length).toUpperCase() + s.slice(name.length));
  const ops = [
    ['registry.parse', (s) => registry.tryParse(s)],
    ['registry.normalize', guarded((s) => registry.normalize(s))],
    ['registry.check', guarded((s) => check(registry, s))],
    ['registry.equivalent', guarded((s) => registry.equivalent(s, upper(s)))],
  ];
  for (const [operation, op] of ops) {
    const plain = row(
      operation,
      `${label} plain: ${show(`${prefix}aaaaaa`)}…${suffix}`,
      op,
      (size) => build(prefix, 'a', size, suffix),
    );
    for (const shape of SCHEME_SHAPES) {
      const text = `${prefix}${shape.repeat(Math.max(1, Math.ceil(6 / shape.length)))}`;
      const make = (size) => build(prefix, shape, size, suffix);
      row(operation, `${label}: ${show(text)}…${suffix}`, op, make, plain);
    }
  }
}

// The streaming extractor (@urikit/extract), fed 64 KiB chunks as `urikit extract` reads a
// file, at 1 to 64 MiB: an unclosed "<http://a/" followed by whitespace (which RFC 3986 Appendix C
// lets a delimited URI hold, so the extractor must not wait for its end past maxLength), and
// ordinary prose with URIs in it. The chunks are made once and written again and again, so the
// input is never held whole. Linear: the time per MiB at 64 MiB is about that at 1 MiB.
const extractRows = [];
if (only === undefined || only.includes('extract')) {
  const { createExtractor } = await import('@urikit/extract');
  const CHUNK = 1 << 16;
  const MIB = 1 << 20;
  const chunkOf = (unit) => fresh(unit.repeat(Math.ceil(CHUNK / unit.length)).slice(0, CHUNK));
  const prose =
    'See <http://www.ics.uci.edu/pub/ietf/uri/> or "ftp://ftp.is.co.za/rfc/rfc1808.txt", and ' +
    'mailto:John.Doe@example.com; the draft (http://www.ietf.org/rfc/rfc2396.txt) says: Note: ';
  const shapes = [
    ['`<http://a/` + whitespace', fresh('<http://a/'), chunkOf(' \t ')],
    ['prose with URIs', '', chunkOf(prose)],
  ];
  for (const [label, head, chunk] of shapes) {
    let perMiB1;
    // The first size twice: its first run warms the engine up and is not shown.
    for (let mib = 0.5; mib <= 64; mib = mib < 1 ? 1 : mib * 2) {
      const extractor = createExtractor();
      const t0 = process.hrtime.bigint();
      let count = extractor.write(head).length;
      for (let written = 0; written < mib * MIB; written += CHUNK)
        count += extractor.write(chunk).length;
      count += extractor.end().length;
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (mib < 1) continue;
      const perMiB = ms / mib;
      perMiB1 ??= perMiB;
      const growth = perMiB / perMiB1;
      const bad = mib > 1 && ms > 50 && growth > MAX_GROWTH / 4;
      if (bad)
        failures.push(
          `createExtractor ${label} at ${mib} MiB: ${growth.toFixed(1)}× the time per MiB of 1 MiB`,
        );
      extractRows.push([
        'createExtractor().write',
        label,
        `${mib} MiB`,
        fmt(count),
        ms.toFixed(1),
        perMiB.toFixed(2),
        `${growth.toFixed(2)}×`,
        bad ? 'FAIL' : 'ok',
      ]);
    }
  }
}

// fixup (issue 24), the lenient front door, at 1 and 16 MiB: a path of plain characters (nothing
// to repair), and paths where every character needs a repair: one run of one kind (a '"' to
// escape, a non-ASCII character to write as UTF-8 escapes, a stray "%"), or a repair every
// other character (" x": one repair record per space, 8 million of them at 16 MiB). One run per
// size after a warm-up at 1 MiB. Linear: the time per MiB at 16 MiB is about that at 1 MiB.
const fixupRows = [];
if (only === undefined || only.includes('fixup')) {
  const MIB = 1 << 20;
  const shapes = [
    ['plain', 'a'],
    ['one run to escape', '"'],
    ['one run of non-ASCII', '\u00e9'],
    ['one run of stray "%"', '%'],
    ['a repair every other character', ' x'],
  ];
  for (const [label, unit] of shapes) {
    core.fixup(build('http://a/', unit, MIB)); // the warm-up run, not shown
    let perMiB1;
    for (const mib of [1, 16]) {
      const text = build('http://a/', unit, mib * MIB);
      const t0 = process.hrtime.bigint();
      const r = core.fixup(text);
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      const perMiB = ms / mib;
      perMiB1 ??= perMiB;
      const growth = perMiB / perMiB1;
      const bad = mib > 1 && ms > 50 && growth > MAX_GROWTH / 4;
      if (bad)
        failures.push(`fixup ${label} at ${mib} MiB: ${growth.toFixed(1)}× per MiB of 1 MiB`);
      fixupRows.push([
        'fixup',
        label,
        `${mib} MiB`,
        fmt(r.repairs.length),
        ms.toFixed(1),
        perMiB.toFixed(2),
        `${growth.toFixed(2)}×`,
        bad ? 'FAIL' : 'ok',
      ]);
    }
  }
}

// IDNA (issue 23, S5): every entry of @urikit/idna, and the @urikit/iri routes that convert a
// host with it, at 1, 8 and 64 MiB. A name over a DNS length (RFC 5890 §2.3.2.1: a label of 63
// octets, RFC 1035 §2.3.4: a name of 253) is refused before mapping or Punycode decoding:
// constant time, whatever the length. The rest is linear: code points UTS #46 ignores (removed
// in one pass), percent-decoding, and the IRI validation of the routes that take a whole IRI
// (given escaped hosts here: the IRI parser's own rows are not this section's).
const idnaRows = [];
const IDNA_SIZES = [1 << 20, 1 << 23, 1 << 26];
const IDNA_RUNS = 3; // after one warm-up run
const MAX_CONSTANT = 2; // ms at 64 MiB over ms at 1 MiB (plus 0.5 ms of noise)
const MAX_LINEAR = 32; // ms at 64 MiB over ms at 8 MiB: 8× when linear, 64× when quadratic
if (only === undefined || only.includes('idna')) {
  const idna = await import('@urikit/idna');
  const iri = await import('@urikit/iri');
  const hosts = idna.idnaHosts;
  const repeat =
    (prefix, shape, suffix = '') =>
    (size) =>
      fresh(prefix + shape.repeat(Math.floor((size - prefix.length) / shape.length)) + suffix);
  const entries = [
    ['domainToAscii', 'constant', repeat('', 'a'), idna.domainToAscii],
    ['domainToAscii', 'constant', repeat('', 'ä'), idna.domainToAscii],
    ['domainToAscii', 'constant', repeat('', 'a.'), idna.domainToAscii],
    ['domainToAscii', 'constant', repeat('xn--', '99zt52a'), idna.domainToAscii],
    ['domainToAscii', 'linear', repeat('a', '\u00ad'), idna.domainToAscii],
    ['domainToUnicode', 'constant', repeat('xn--', '99zt52a'), idna.domainToUnicode],
    ['domainToUnicode', 'constant', repeat('', 'ä'), idna.domainToUnicode],
    ['domainToUnicode', 'linear', repeat('a', '\u2060'), idna.domainToUnicode],
    ['idnaHosts.toAscii', 'linear', repeat('', '%C3%A4'), (s) => hosts.toAscii(s)],
    ['idnaHosts.toUnicode', 'constant', repeat('xn--', '99zt52a'), (s) => hosts.toUnicode(s)],
    ['checkHost', 'linear', repeat('http://', '%C3%A4', '/'), idna.checkHost],
    ['checkHost', 'linear', repeat('http://a', '%C2%AD', '/'), idna.checkHost],
    ['toAsciiHost', 'linear', repeat('http://', '%C3%A4', '/'), idna.toAsciiHost],
    [
      'iriToUri + idnaHosts',
      'linear',
      repeat('http://', '%C3%A4', '/'),
      (s) => iri.iriToUri(s, { hosts }),
    ],
    [
      'normalizeIri + idnaHosts',
      'linear',
      repeat('http://', '%C3%A4', '/'),
      (s) => iri.normalizeIri(s, { hosts }),
    ],
    [
      'uriToIri + idnaHosts',
      'linear',
      repeat('http://xn--', '99zt52a', '/'),
      (s) => iri.uriToIri(s, { hosts }),
    ],
  ];
  for (const [operation, kind, make, f] of entries) {
    const op = guarded(f);
    const sample = make(48).slice(0, 24);
    // One size at a time (a 64 MiB input is built only when timed).
    const ms = [];
    let result = '';
    for (const size of IDNA_SIZES) {
      const input = make(size);
      const runs = [];
      // A linear row at 64 MiB runs once (seconds), warm from the smaller sizes; a constant one
      // as the others (the first touch of a new 64 MiB string costs milliseconds of its own).
      const once = kind === 'linear' && size === IDNA_SIZES[IDNA_SIZES.length - 1];
      for (let r = once ? 1 : 0; r <= (once ? 1 : IDNA_RUNS); r++) {
        const t0 = process.hrtime.bigint();
        const out = op(input);
        const t1 = process.hrtime.bigint();
        if (r > 0) runs.push(Number(t1 - t0) / 1e6);
        result = out?.ok === false ? `${out.error.code} @ ${fmt(out.error.index)}` : 'ok';
      }
      ms.push(median(runs));
    }
    const growth = ms[2] / ms[0];
    const step = ms[2] / ms[1];
    const bad = kind === 'constant' ? ms[2] > MAX_CONSTANT * ms[0] + 0.5 : step > MAX_LINEAR;
    if (bad) {
      const by =
        kind === 'constant' ? `${growth.toFixed(1)}× from 1M` : `${step.toFixed(1)}× from 8M`;
      failures.push(`${operation} ${show(sample)}…: ${kind}, ${by}`);
    }
    idnaRows.push([
      operation,
      `${show(sample)}…`,
      result,
      ...ms.map((x) => x.toFixed(3)),
      `${growth.toFixed(1)}×`,
      `${step.toFixed(1)}×`,
      kind,
      bad ? 'FAIL' : 'ok',
    ]);
  }
}

console.log('# urikit: time against input length on pathological inputs\n');
console.log(`- ${runtime()}; median of ${RUNS} runs after ${WARMUP} warm-up runs`);
console.log(
  `- 256K = ${fmt(SMALL)} and 1M = ${fmt(BIG)} characters of the repeated shape after the prefix`,
);
console.log(
  `- ratio to plain: ms at 1M over the same operation on 1M plain path characters (bound ${MAX_RATIO}×);`,
);
console.log(
  `  growth: ms at 1M over ms at 256K, about 4× when linear, 16× when quadratic (bound ${MAX_GROWTH}×,`,
);
console.log('  checked only for inputs scanned to the end, not those rejected near the start)\n');
console.log(
  table(
    [
      'operation',
      'input',
      'outcome at 1M',
      '>ms 256K',
      '>ms 1M',
      '>growth',
      '>ratio to plain',
      'check',
    ],
    rows,
  ),
);
if (extractRows.length) {
  console.log('\n## the streaming extractor, 64 KiB chunks\n');
  console.log(
    `- time per MiB against the time per MiB at 1 MiB (bound ${MAX_GROWTH / 4}×: linear stays near 1×, quadratic doubles with each row)\n`,
  );
  console.log(
    table(
      ['operation', 'input', '>size', '>URIs', '>ms', '>ms/MiB', '>per MiB vs 1 MiB', 'check'],
      extractRows,
    ),
  );
}
if (fixupRows.length) {
  console.log('\n## fixup: every character repaired, 1 and 16 MiB\n');
  console.log(
    `- one run per size after a warm-up; time per MiB against that at 1 MiB (bound ${MAX_GROWTH / 4}×)\n`,
  );
  console.log(
    table(
      ['operation', 'input', '>size', '>repairs', '>ms', '>ms/MiB', '>per MiB vs 1 MiB', 'check'],
      fixupRows,
    ),
  );
}
if (idnaRows.length) {
  console.log('\n## IDNA: refused in constant time over a DNS length, linear otherwise\n');
  console.log(
    `- median of ${IDNA_RUNS} runs after one (a linear row at 64M: one run); constant: ms at 64M within`,
  );
  console.log(
    `  ${MAX_CONSTANT}× ms at 1M (+0.5 ms); linear: ms at 64M within ${MAX_LINEAR}× ms at 8M (linear 8×, quadratic 64×)\n`,
  );
  console.log(
    table(
      [
        'entry',
        'input',
        'outcome at 64M',
        '>ms 1M',
        '>ms 8M',
        '>ms 64M',
        '>64M / 1M',
        '>64M / 8M',
        'kind',
        'check',
      ],
      idnaRows,
    ),
  );
}
for (const note of notes) console.log(`\n${note}`);
if (failures.length) {
  console.log(`\nNOT LINEAR (${failures.length}):\n${failures.map((f) => `- ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nall ${rows.length + idnaRows.length} rows within bounds`);
