// urikit benchmark: IRI → URI (RFC 3987 §3.1) over the corpus lines made non-ASCII, against
// Node's WHATWG `new URL(x).href`, in one process, in interleaved rounds. Build first
// (`npx tsc -b packages/iri packages/idna`), then `node bench/iri.mjs [--quick] [--rounds N]`.
//
// The lines: every line of shared/corpus/real-urls.txt with "://", where after the scheme every
// fourth letter of "aeioucn" becomes an accented one ("a" → "á", "n" → "ñ", …), so hosts,
// paths and queries all hold non-ASCII; only the lines that both `new URL` and `iriToUri`
// accept are timed. Measured, per line:
// - `iriToUri(x)`: validation (RFC 3987 §2.2) and the mapping, host percent-encoded (§3.1 step 2);
// - `iriToUri(x, { hosts: idnaHosts })`: the same with ToASCII on the host (UTS #46, as browsers);
// - `new URL(x).href`: Node's WHATWG parser (C++ ada), IDNA on the host, serialization.
// The work differs (WHATWG also normalizes: lower case, default ports, dot segments), so the
// comparison is of the task "turn what a person typed into a URI", not of identical outputs.

import { parseArgs } from 'node:util';
import { idnaHosts } from '@urikit/idna';
import { iriToUri } from '@urikit/iri';
import { corpusPath, fmt, fresh, median, readLines, runtime, table } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string' },
    quick: { type: 'boolean', default: false },
  },
});
const rounds = args.rounds === undefined ? (args.quick ? 3 : 15) : Number(args.rounds);

const ACCENT = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ü', c: 'ç', n: 'ñ' };

/** The line with every fourth accentable letter after the scheme accented. */
function accented(line) {
  const start = line.indexOf('://');
  let k = 0;
  let out = line.slice(0, start + 3);
  for (const ch of line.slice(start + 3)) {
    const a = ACCENT[ch];
    out += a !== undefined && k++ % 4 === 0 ? a : ch;
  }
  return out;
}

const accepted = (f) => {
  try {
    f();
    return true;
  } catch {
    return false;
  }
};

let lines = readLines(corpusPath('real-urls.txt')).filter((l) => l.includes('://'));
if (args.quick) lines = lines.slice(0, 5000);
const inputs = [];
let refused = 0;
for (const line of lines) {
  const x = fresh(accented(line));
  if (
    accepted(() => new URL(x)) &&
    accepted(() => iriToUri(x)) &&
    accepted(() => iriToUri(x, { hosts: idnaHosts }))
  ) {
    inputs.push(x);
  } else {
    refused++;
  }
}
const nonAscii = inputs.reduce(
  (n, x) => n + ([...x].some((c) => c.charCodeAt(0) > 0x7f) ? 1 : 0),
  0,
);

const cases = {
  'iriToUri(x)': (x) => iriToUri(x),
  'iriToUri(x, { hosts: idnaHosts })': (x) => iriToUri(x, { hosts: idnaHosts }),
  'new URL(x).href': (x) => new URL(x).href,
};

// Warm up, then interleave the candidates round by round so that drift hits all alike.
let sink = 0;
for (const f of Object.values(cases)) for (const x of inputs) sink += f(x).length;
const times = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
for (let r = 0; r < rounds; r++) {
  for (const [name, f] of Object.entries(cases)) {
    const t = process.hrtime.bigint();
    for (const x of inputs) sink += f(x).length;
    times[name].push(Number(process.hrtime.bigint() - t) / inputs.length);
  }
}

const node = median(times['new URL(x).href']);
console.log(
  `IRI → URI over ${fmt(inputs.length)} corpus lines (${fmt(nonAscii)} with non-ASCII; ${fmt(refused)} refused by one of them), ` +
    `median of ${rounds} rounds, ${runtime()}\n`,
);
console.log(
  table(
    ['what', '>ns per line', '>lines per second', '>× Node'],
    Object.keys(cases).map((name) => {
      const ns = median(times[name]);
      return [name, fmt(ns), fmt(1e9 / ns), fmt(ns / node, 2)];
    }),
  ),
);
if (sink === 0) console.log('');
