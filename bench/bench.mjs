// urikit benchmark: parse, resolve, normalize and equivalent against fast-uri, uri-js and
// Node's WHATWG URL, in one process, in interleaved rounds. Run with `pnpm bench` (builds first)
// or `node bench/bench.mjs [--quick] [--rounds N] [--section parse,resolve,...]`.
// See bench/README.md for what is measured and how to read the tables.

import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import * as core from '@urikit/core';
import fastUri from 'fast-uri';
import URI from 'uri-js';
import {
  coreFunction,
  corpusPath,
  fmt,
  fresh,
  median,
  readLines,
  table,
  vectorPath,
} from './lib.mjs';

const SECTIONS = ['parse', 'resolve', 'normalize', 'equivalent'];

const usage = `usage: node bench/bench.mjs [options]
  --rounds N        timed rounds per section (default 15; 3 with --quick)
  --section NAME    ${SECTIONS.join(' | ')}; repeat it or give a comma list (default: all)
  --quick           a smoke test: 3 rounds on a 5,000-line sample of the corpus
  --help            this text`;

function options() {
  let args;
  try {
    args = parseArgs({
      options: {
        rounds: { type: 'string' },
        section: { type: 'string', multiple: true },
        quick: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(usage);
    process.exit(0);
  }
  const rounds = args.rounds === undefined ? (args.quick ? 3 : 15) : Number(args.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) {
    console.error(`--rounds wants a positive integer, got ${JSON.stringify(args.rounds)}`);
    process.exit(2);
  }
  const sections = (args.section ?? SECTIONS).flatMap((s) => s.split(',')).filter(Boolean);
  for (const s of sections) {
    if (!SECTIONS.includes(s)) {
      console.error(`unknown section ${JSON.stringify(s)}; one of ${SECTIONS.join(', ')}`);
      process.exit(2);
    }
  }
  return { rounds, quick: args.quick, sections: SECTIONS.filter((s) => sections.includes(s)) };
}

// ---------------------------------------------------------------------------------------------
// Timing: every round runs each contender once over the whole batch, in an order that rotates
// from round to round (so no contender always runs first, after the same one, or right after a
// GC another one caused). The figure is the median over rounds of (round time / batch size).

let sink = 0; // every contender's result flows in here, so the work cannot be optimized away
const into = (x) => {
  sink = (sink * 31 + x) % 1_000_000_007;
};

function measure(contenders, size, rounds, warmup) {
  for (let w = 0; w < warmup; w++) for (const c of contenders) into(c.run());
  const samples = contenders.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < contenders.length; k++) {
      const i = (r + k) % contenders.length;
      const t0 = process.hrtime.bigint();
      into(contenders[i].run());
      const t1 = process.hrtime.bigint();
      samples[i].push(Number(t1 - t0) / size);
    }
  }
  return samples;
}

function report(title, unit, contenders, samples, noteHeader) {
  const base = median(samples[0]); // contenders[0] is urikit
  const rows = contenders.map((c, i) => {
    const m = median(samples[i]);
    return [
      c.name,
      fmt(m),
      `${fmt(Math.min(...samples[i]))}–${fmt(Math.max(...samples[i]))}`,
      `${(m / base).toFixed(2)}×`,
      c.note ?? '',
    ];
  });
  console.log(`\n## ${title}\n`);
  console.log(
    table(
      ['contender', `>median ns/${unit}`, `>min–max ns/${unit}`, '>ratio to urikit', noteHeader],
      rows,
    ),
  );
}

// The length of a component (1 for a non-string such as fast-uri's numeric port, 0 when absent).
const len = (x) => (typeof x === 'string' ? x.length : x === undefined ? 0 : 1);

// ---------------------------------------------------------------------------------------------
// parse: read the seven components of every line.

function parseSection(lines, rounds, warmup) {
  const { tryParse } = core;
  const contenders = [
    {
      name: 'urikit',
      run() {
        let acc = 0;
        for (let i = 0; i < lines.length; i++) {
          const r = tryParse(lines[i]);
          if (!r.ok) continue;
          const u = r.uri;
          acc += len(u.scheme) + len(u.userinfo) + len(u.host) + len(u.port);
          acc += len(u.path) + len(u.query) + len(u.fragment);
        }
        return acc;
      },
      rejects: (s) => !tryParse(s).ok,
    },
    {
      name: 'fast-uri',
      run() {
        let acc = 0;
        for (let i = 0; i < lines.length; i++) {
          const u = fastUri.parse(lines[i]);
          acc += len(u.scheme) + len(u.userinfo) + len(u.host) + len(u.port);
          acc += len(u.path) + len(u.query) + len(u.fragment);
        }
        return acc;
      },
      rejects: (s) => fastUri.parse(s).error !== undefined,
    },
    {
      name: 'uri-js',
      run() {
        let acc = 0;
        for (let i = 0; i < lines.length; i++) {
          const u = URI.parse(lines[i]);
          acc += len(u.scheme) + len(u.userinfo) + len(u.host) + len(u.port);
          acc += len(u.path) + len(u.query) + len(u.fragment);
        }
        return acc;
      },
      rejects: (s) => URI.parse(s).error !== undefined,
    },
    {
      name: 'URL (Node)',
      run() {
        let acc = 0;
        for (let i = 0; i < lines.length; i++) {
          let u;
          try {
            u = new URL(lines[i]);
          } catch {
            continue;
          }
          acc += len(u.protocol) + len(u.username) + len(u.hostname) + len(u.port);
          acc += len(u.pathname) + len(u.search) + len(u.hash);
        }
        return acc;
      },
      rejects: (s) => !URL.canParse(s),
    },
  ];
  for (const c of contenders) c.note = fmt(lines.filter(c.rejects).length);
  const samples = measure(contenders, lines.length, rounds, warmup);
  report(
    `parse: ${fmt(lines.length)} corpus lines per round, median of ${rounds} rounds`,
    'URL',
    contenders,
    samples,
    '>lines rejected',
  );
}

// ---------------------------------------------------------------------------------------------
// resolve: the examples of RFC 3986 §5.4.1 (normal) and §5.4.2 (abnormal), with the results the
// RFC gives for the strict parser, as the shared vector file rfc3986.resolve holds them.
const BASE = 'http://a/b/c/d;p?q';
const EXAMPLES = JSON.parse(readFileSync(vectorPath('rfc3986.resolve'), 'utf8'))
  .cases.filter((c) => c.mode === 'strict' && c.base === BASE && c.origin.includes('section 5.4.'))
  .map((c) => [c.ref, c.expected]);
if (EXAMPLES.length !== 42)
  throw new Error(`expected the 42 examples of RFC 3986 §5.4, got ${EXAMPLES.length}`);

// The base's fragment plays no part in resolution (§5.2.2: T.fragment = R.fragment), so this base
// gives the same 42 results; alternating the two keeps a resolver from reusing the base it
// parsed on the previous call (urikit's resolve keeps the last base it parsed from a string).
const BASE_F = `${BASE}#f`;

function resolveSection(quick, rounds, warmup) {
  const resolve = coreFunction(core, 'resolve');
  if (!resolve) return skipped('resolve');
  const copies = quick ? 200 : 2000;
  const refs = Array.from({ length: copies }, () => EXAMPLES.map(([r]) => r)).flat();
  const fns = {
    urikit: (b, r) => resolve(b, r).toString(),
    'fast-uri': (b, r) => fastUri.resolve(b, r),
    'uri-js': (b, r) => URI.resolve(b, r),
    'URL (Node)': (b, r) => new URL(r, b).href,
  };
  const variants = [
    [`one base, ${BASE}`, [BASE, BASE]],
    [`two bases taking turns, ${BASE} and ${BASE_F}`, [BASE, BASE_F]],
  ];
  for (const [what, bases] of variants) {
    // fast-uri throws on some references ("http:g"): every contender gets the same try/catch.
    const contenders = [
      {
        name: 'urikit',
        run() {
          let acc = 0;
          for (let i = 0; i < refs.length; i++) {
            try {
              acc += resolve(bases[i & 1], refs[i]).toString().length;
            } catch {
              acc--;
            }
          }
          return acc;
        },
      },
      {
        name: 'fast-uri',
        run() {
          let acc = 0;
          for (let i = 0; i < refs.length; i++) {
            try {
              acc += fastUri.resolve(bases[i & 1], refs[i]).length;
            } catch {
              acc--;
            }
          }
          return acc;
        },
      },
      {
        name: 'uri-js',
        run() {
          let acc = 0;
          for (let i = 0; i < refs.length; i++) {
            try {
              acc += URI.resolve(bases[i & 1], refs[i]).length;
            } catch {
              acc--;
            }
          }
          return acc;
        },
      },
      {
        name: 'URL (Node)',
        run() {
          let acc = 0;
          for (let i = 0; i < refs.length; i++) {
            try {
              acc += new URL(refs[i], bases[i & 1]).href.length;
            } catch {
              acc--;
            }
          }
          return acc;
        },
      },
    ];
    for (const c of contenders) {
      let right = 0;
      let threw = 0;
      for (const base of new Set(bases)) {
        for (const [ref, want] of EXAMPLES) {
          try {
            if (fns[c.name](base, ref) === want) right++;
          } catch {
            threw++;
          }
        }
      }
      const all = EXAMPLES.length * new Set(bases).size;
      c.note = `${right}/${all}${threw ? ` (${threw} threw)` : ''}`;
    }
    const samples = measure(contenders, refs.length, rounds, warmup);
    report(
      `resolve: the ${EXAMPLES.length} references of RFC 3986 §5.4 against ${what}; ` +
        `${fmt(refs.length)} per round, median of ${rounds} rounds`,
      'resolution',
      contenders,
      samples,
      '>as RFC 3986 §5.4',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// normalize and equivalent work on the lines that both urikit and URL accept.

function acceptedLines(lines) {
  const normalize = coreFunction(core, 'normalize') ?? core.parse;
  return lines.filter((s) => {
    if (!URL.canParse(s)) return false;
    try {
      normalize(s);
      return true;
    } catch {
      return false;
    }
  });
}

function normalizeSection(valid, total, rounds, warmup) {
  const normalize = coreFunction(core, 'normalize');
  if (!normalize) return skipped('normalize');
  const contenders = [
    {
      name: 'urikit',
      run() {
        let acc = 0;
        for (let i = 0; i < valid.length; i++) acc += normalize(valid[i]).toString().length;
        return acc;
      },
    },
    {
      name: 'fast-uri',
      run() {
        let acc = 0;
        for (let i = 0; i < valid.length; i++) acc += fastUri.normalize(valid[i]).length;
        return acc;
      },
    },
    {
      name: 'uri-js',
      run() {
        let acc = 0;
        for (let i = 0; i < valid.length; i++) acc += URI.normalize(valid[i]).length;
        return acc;
      },
    },
    {
      name: 'URL (Node)',
      run() {
        let acc = 0;
        for (let i = 0; i < valid.length; i++) acc += new URL(valid[i]).href.length;
        return acc;
      },
    },
  ];
  // How many lines each one rewrote: the normal forms differ (URL adds "/" to an empty path,
  // urikit without a registry keeps default ports, ...), so the work done differs too.
  const forms = {
    urikit: (s) => normalize(s).toString(),
    'fast-uri': (s) => fastUri.normalize(s),
    'uri-js': (s) => URI.normalize(s),
    'URL (Node)': (s) => new URL(s).href,
  };
  for (const c of contenders) {
    c.note = fmt(valid.filter((s) => forms[c.name](s) !== s).length);
  }
  const samples = measure(contenders, valid.length, rounds, warmup);
  report(
    `normalize: ${fmt(valid.length)} of ${fmt(total)} corpus lines (those urikit and URL both ` +
      `accept) per round, median of ${rounds} rounds`,
    'URL',
    contenders,
    samples,
    '>lines changed',
  );
}

// A copy of `s` with the scheme and the host in upper case (RFC 3986 §6.2.2.1: the same URI).
function upperCased(s) {
  const u = core.parse(s);
  const scheme = u.scheme;
  let out = scheme.toUpperCase() + s.slice(scheme.length);
  const host = u.hostText;
  if (host) {
    const at = scheme.length + 3 + (u.userinfo === undefined ? 0 : u.userinfo.length + 1);
    if (out.slice(at, at + host.length) !== host) throw new Error(`host not at ${at} in ${s}`);
    out = out.slice(0, at) + host.toUpperCase() + out.slice(at + host.length);
  }
  return fresh(out);
}

function equivalentSection(valid, rounds, warmup) {
  const equivalent = coreFunction(core, 'equivalent');
  if (!equivalent) return skipped('equivalent');
  // Two tables: identical pairs (s, s), where urikit's equivalent stops at simple string
  // comparison (RFC 3986 §6.2.1) and the others still normalize, and case-varied pairs (s, S).
  const variants = [
    ['identical pairs (s, s)', valid, valid],
    [
      'case-varied pairs (s, S), S = s with the scheme and the host upper-cased',
      valid,
      valid.map(upperCased),
    ],
  ];
  for (const [what, as, bs] of variants) {
    const contenders = [
      {
        name: 'urikit',
        run() {
          let acc = 0;
          for (let i = 0; i < as.length; i++) if (equivalent(as[i], bs[i])) acc++;
          return acc;
        },
      },
      {
        name: 'fast-uri',
        run() {
          let acc = 0;
          for (let i = 0; i < as.length; i++) if (fastUri.equal(as[i], bs[i])) acc++;
          return acc;
        },
      },
      {
        name: 'uri-js',
        run() {
          let acc = 0;
          for (let i = 0; i < as.length; i++) if (URI.equal(as[i], bs[i])) acc++;
          return acc;
        },
      },
      {
        name: 'URL (Node)',
        run() {
          let acc = 0;
          for (let i = 0; i < as.length; i++) {
            if (new URL(as[i]).href === new URL(bs[i]).href) acc++;
          }
          return acc;
        },
      },
    ];
    for (const c of contenders) c.note = `${fmt(c.run())} of ${fmt(as.length)}`;
    const samples = measure(contenders, as.length, rounds, warmup);
    report(
      `equivalent, ${what}: ${fmt(as.length)} pairs (the normalize lines) per round, ` +
        `median of ${rounds} rounds`,
      'pair',
      contenders,
      samples,
      '>pairs found equivalent',
    );
  }
}

function skipped(section) {
  console.log(`\nsection ${section} skipped: @urikit/core has no ${section} yet`);
}

// ---------------------------------------------------------------------------------------------

const { rounds, quick, sections } = options();
const warmup = quick ? 1 : 2;
const path = corpusPath('real-urls.txt');
let lines;
try {
  lines = readLines(path).filter((s) => s !== '');
} catch (error) {
  console.error(`cannot read the corpus ${path}: ${error.message}`);
  console.error('set URIKIT_SHARED to the folder that holds corpus/real-urls.txt');
  process.exit(1);
}
const total = lines.length;
if (quick) {
  // An even sample across the file (the web URLs come first, the file: URLs last).
  const step = Math.max(1, Math.floor(total / 5000));
  lines = lines.filter((_, i) => i % step === 0).slice(0, 5000);
}

console.log('# urikit benchmark\n');
console.log(`- Node ${process.version} (V8 ${process.versions.v8}), ${os.platform()} ${os.arch()}`);
console.log(`- CPU: ${os.cpus()[0]?.model ?? 'unknown'} (${os.cpus().length} logical)`);
console.log(
  `- corpus: ${path}, ${fmt(total)} lines${quick ? `, --quick sample of ${fmt(lines.length)}` : ''}; ` +
    'each line decoded from the file bytes on its own (a flat string, not a slice of the file)',
);
console.log(
  `- ${rounds} timed rounds per section after ${warmup} warm-up round(s); in each round every ` +
    'contender runs once over the batch, in rotating order; figures are medians over rounds',
);
console.log('- ratio to urikit: contender median / urikit median (above 1: slower than urikit)');

let valid;
for (const section of sections) {
  if (section === 'parse') parseSection(lines, rounds, warmup);
  if (section === 'resolve') resolveSection(quick, rounds, warmup);
  if (section === 'normalize' || section === 'equivalent') {
    if (!coreFunction(core, section)) {
      skipped(section);
      continue;
    }
    valid ??= acceptedLines(lines);
    if (section === 'normalize') normalizeSection(valid, lines.length, rounds, warmup);
    else equivalentSection(valid, rounds, warmup);
  }
}
// Print the sink so that no engine can prove the results unused.
console.log(`\n(sink ${sink})`);
