// urikit benchmark: parse, resolve, normalize and equivalent against fast-uri, uri-js and
// Node's WHATWG URL, in one process, in interleaved rounds. Run with `pnpm bench` (builds first)
// or `node bench/bench.mjs [--quick] [--rounds N] [--section parse,resolve,...]`.
// See bench/README.md for what is measured and how to read the tables.

import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import * as core from '@urikit/core';
import { data } from '@urikit/data';
import { file } from '@urikit/file';
import { ftp } from '@urikit/ftp';
import { gopher } from '@urikit/gopher';
import { http, https } from '@urikit/http';
import { mailto } from '@urikit/mailto';
import { news } from '@urikit/news';
import { nntp } from '@urikit/nntp';
import { prospero } from '@urikit/prospero';
import { tel } from '@urikit/tel';
import { telnet } from '@urikit/telnet';
import { urn } from '@urikit/urn';
import { wais } from '@urikit/wais';
import { ws, wss } from '@urikit/ws';
import fastUri from 'fast-uri';
import URI from 'uri-js';
import {
  coreFunction,
  corpusPath,
  fmt,
  fresh,
  median,
  readLines,
  runtime,
  table,
  urlContender,
  vectorPath,
} from './lib.mjs';

// The runtime's own WHATWG URL: Node's (ada), Bun's (WebKit's) or Deno's (the url crate).
const URL_NAME = urlContender();

const SECTIONS = ['parse', 'resolve', 'normalize', 'equivalent', 'registry', 'schemes'];

const usage = `usage: node bench/bench.mjs [options]
  --rounds N        timed rounds per section (default 15; 3 with --quick)
  --section NAME    ${SECTIONS.join(' | ')}; repeat it or give a comma list (default: all)
  --scheme NAME     in the schemes section, only these schemes (repeat or comma list)
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
        scheme: { type: 'string', multiple: true },
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
  const schemes = args.scheme?.flatMap((s) => s.split(',')).filter(Boolean);
  return {
    rounds,
    quick: args.quick,
    schemes,
    sections: SECTIONS.filter((s) => sections.includes(s)),
  };
}

// ---------------------------------------------------------------------------------------------
// Timing: every round runs each contender once over the whole batch, in an order that rotates
// from round to round (so no contender always runs first, after the same one, or right after a
// GC another one caused). The figure is the median over rounds of (round time / batch size).

let sink = 0; // every contender's result flows in here, so the work cannot be optimized away
const into = (x) => {
  sink = (sink * 31 + x) % 1_000_000_007;
};

// Each contender's `run` goes over its batch of `size` items `passes` times per round (and per
// warm-up round); the samples are ns per item. A contender may carry its own `size` and
// `passes` (the schemes table times batches of different sizes in the same rounds).
function measure(contenders, size, rounds, warmup, passes = 1) {
  const sizeOf = (c) => c.size ?? size;
  const passesOf = (c) => c.passes ?? passes;
  for (let w = 0; w < warmup; w++) {
    for (const c of contenders) for (let p = passesOf(c); p > 0; p--) into(c.run());
  }
  const samples = contenders.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < contenders.length; k++) {
      const i = (r + k) % contenders.length;
      const c = contenders[i];
      const run = c.run;
      const n = passesOf(c);
      const t0 = process.hrtime.bigint();
      for (let p = 0; p < n; p++) into(run());
      const t1 = process.hrtime.bigint();
      samples[i].push(Number(t1 - t0) / (sizeOf(c) * n));
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
          const u = r.value;
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
      name: URL_NAME,
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

// Two ways to resolve, each offered by every contender that has it:
// - strings: base and reference as text, so every call parses both;
// - a prepared base: the base parsed once (urikit's `parse`, a `URL` object, fast-uri's and
//   uri-js's parsed components), then each reference resolved against it.
// urikit keeps no hidden cache: a caller who resolves many references against one base parses
// the base once and passes the `Uri` (the documented way), as the second table does.
function resolveSection(quick, rounds, warmup) {
  const { resolve, parse } = core;
  const copies = quick ? 200 : 2000;
  const refs = Array.from({ length: copies }, () => EXAMPLES.map(([r]) => r)).flat();
  const baseUri = parse(BASE);
  const baseUrl = new URL(BASE);
  const baseFast = fastUri.parse(BASE);
  const baseUriJs = URI.parse(BASE);
  const variants = [
    [
      'strings (every call parses base and reference)',
      {
        urikit: (r) => resolve(BASE, r).toString(),
        'fast-uri': (r) => fastUri.resolve(BASE, r),
        'uri-js': (r) => URI.resolve(BASE, r),
        [URL_NAME]: (r) => new URL(r, BASE).href,
      },
    ],
    [
      'a prepared base (parsed once: a Uri, a URL object, parsed components)',
      {
        urikit: (r) => resolve(baseUri, r).toString(),
        'fast-uri': (r) =>
          fastUri.serialize(fastUri.resolveComponent(baseFast, fastUri.parse(r), {}, true)),
        'uri-js': (r) => URI.serialize(URI.resolveComponents(baseUriJs, URI.parse(r), {}, true)),
        [URL_NAME]: (r) => new URL(r, baseUrl).href,
      },
    ],
  ];
  for (const [what, fns] of variants) {
    // fast-uri throws on some references ("http:g"): every contender gets the same try/catch.
    const contenders = Object.entries(fns).map(([name, fn]) => ({
      name,
      run() {
        let acc = 0;
        for (let i = 0; i < refs.length; i++) {
          try {
            acc += fn(refs[i]).length;
          } catch {
            acc--;
          }
        }
        return acc;
      },
    }));
    for (const c of contenders) {
      let right = 0;
      let threw = 0;
      for (const [ref, want] of EXAMPLES) {
        try {
          if (fns[c.name](ref) === want) right++;
        } catch {
          threw++;
        }
      }
      c.note = `${right}/${EXAMPLES.length}${threw ? ` (${threw} threw)` : ''}`;
    }
    const samples = measure(contenders, refs.length, rounds, warmup);
    report(
      `resolve, ${what}: the ${EXAMPLES.length} references of RFC 3986 §5.4 against ${BASE}; ` +
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
      name: URL_NAME,
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
    [URL_NAME]: (s) => new URL(s).href,
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
        name: URL_NAME,
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

// ---------------------------------------------------------------------------------------------
// registry: the scheme-aware route (RFC 3986 §6.2.3 through the http plugin) on the http(s)
// lines of the corpus, beside what the other libraries offer for it: fast-uri's and uri-js's
// parse/normalize/equal (which apply their http scheme handlers), URL's parse and href.

const registry = core.createRegistry([
  http,
  https,
  ftp,
  file,
  gopher,
  wais,
  prospero,
  telnet,
  mailto,
  news,
  nntp,
  ws,
  wss,
  tel,
  urn,
  data,
]);

function registrySection(valid, rounds, warmup) {
  const web = valid.filter((s) => /^https?:/i.test(s) && registry.tryParse(s).ok);
  const upper = web.map(upperCased);
  const tables = [
    [
      'registry.parse (the http plugin parts)',
      'URL',
      {
        urikit: (i) => registry.parse(web[i]).parts.host.length,
        'fast-uri': (i) => fastUri.parse(web[i]).host.length,
        'uri-js': (i) => URI.parse(web[i]).host.length,
        [URL_NAME]: (i) => new URL(web[i]).hostname.length,
      },
    ],
    [
      'registry.normalize',
      'URL',
      {
        urikit: (i) => registry.normalize(web[i]).toString().length,
        'fast-uri': (i) => fastUri.normalize(web[i]).length,
        'uri-js': (i) => URI.normalize(web[i]).length,
        [URL_NAME]: (i) => new URL(web[i]).href.length,
      },
    ],
    [
      'registry.equivalent, case-varied pairs (s, S)',
      'pair',
      {
        urikit: (i) => (registry.equivalent(web[i], upper[i]) ? 1 : 0),
        'fast-uri': (i) => (fastUri.equal(web[i], upper[i]) ? 1 : 0),
        'uri-js': (i) => (URI.equal(web[i], upper[i]) ? 1 : 0),
        [URL_NAME]: (i) => (new URL(web[i]).href === new URL(upper[i]).href ? 1 : 0),
      },
    ],
  ];
  const medians = { lines: web.length, web };
  for (const [what, unit, fns] of tables) {
    const contenders = Object.entries(fns).map(([name, fn]) => ({
      name,
      run() {
        let acc = 0;
        for (let i = 0; i < web.length; i++) acc += fn(i);
        return acc;
      },
    }));
    for (const c of contenders) c.note = fmt(c.run());
    const samples = measure(contenders, web.length, rounds, warmup);
    medians[what] = median(samples[0]);
    report(
      `${what}: ${fmt(web.length)} http(s) corpus lines per round, median of ${rounds} rounds`,
      unit,
      contenders,
      samples,
      '>sum of results',
    );
  }
  return medians;
}

// ---------------------------------------------------------------------------------------------
// schemes: registry.parse and registry.normalize per scheme, on URIs generated from each RFC's
// own examples (hosts, numbers and case varied), with urikit's cost per URI beside its cost on
// the http(s) corpus lines. For mailto, fast-uri's mailto handler runs beside urikit's.

const HOSTS = ['example.com', 'Example.ORG', 'host7.example', '192.0.2.16', '[2001:db8::7]'];
const TEMPLATES = {
  // The control: http URIs made the same way (RFC 9110 §4.2.3's three equivalent URIs, RFC
  // 3986 §1.1.2), so that each scheme's cost can also be read against http on input that
  // needs as much normalizing (the corpus lines of the http row are nearly all normal already).
  http: [
    'http://{h}:80/~smith/home{n}.html',
    'http://{h}/%7Esmith/home.html',
    'http://{h}:/%7esmith/{n}',
    'http://{h}/rfc/rfc{n}.txt',
  ],
  // RFC 1738 §3.2, RFC 3986 §1.1.2
  ftp: [
    'ftp://{h}/rfc/rfc{n}.txt',
    'ftp://anonymous:me@{h}:21/pub/{n}/f;type=i',
    'ftp://{h}/%2Fetc/motd',
  ],
  // RFC 8089 Appendix B, E.2, E.3
  file: [
    'file:///etc/hosts{n}',
    'file://localhost/etc/fstab',
    'file:///C:/Users/{n}/a%20b.txt',
    'file://{h}/share/{n}',
  ],
  // RFC 4266 §2.1–§2.9, RFC 2396 §1.3
  gopher: [
    'gopher://{h}/1',
    'gopher://{h}/00/Weather/California/Los%20Angeles{n}',
    'gopher://{h}:7070/7search%09terms{n}',
    'gopher://{h}/0a%2Fb{n}%09%09+',
    'gopher://{h}',
  ],
  // RFC 4156 §2
  wais: [
    'wais://{h}:210/directory-of-servers',
    'wais://{h}/db{n}?search%20terms',
    'wais://{h}/db/TEXT/doc-{n}',
  ],
  // RFC 4157 §2
  prospero: [
    'prospero://{h}/pros/name{n};OBJECT-VERSION=1',
    'prospero://{h}:1525//pros/name{n}',
    'prospero://{h}/a%2Fb{n}',
  ],
  // RFC 4248 §2, RFC 3986 §1.1.2
  telnet: ['telnet://{h}:80/', 'telnet://user{n}:pass@{h}/', 'telnet://{h}'],
  // RFC 6068 §6.1–§6.3
  mailto: [
    'mailto:chris{n}@example.com',
    'mailto:infobot@example.com?subject=current-issue{n}',
    'mailto:infobot@example.com?body=send%20current-issue',
    'mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C{n}@example.com%3E',
    'mailto:joe@example.com?cc=bob{n}@example.com&body=hello',
    'mailto:gorby%25kremvax@example.com',
    'mailto:%22not%40me%22@example.org',
    'mailto:user{n}@Example.ORG?subject=caf%C3%A9',
  ],
  // RFC 5538 §2.2, §4; RFC 3986 §1.1.2
  news: [
    'news:comp.infosystems.www.servers.unix',
    'news:p0624081dc30b8699bf9b{n}@example.com',
    'news://{h}/example.group.this',
    'news://{h}/*',
    'news:example.group.{n}',
  ],
  // RFC 5538 §3
  nntp: [
    'nntp://{h}/example.group.this/1{n}',
    'nntp://{h}:119/comp.lang.c',
    'nntp://{h}/example.{n}',
  ],
  // RFC 6455 §1.2, §3, §4.1 (ws and wss)
  ws: ['ws://{h}/chat', 'wss://{h}:8443/feed{n}?since=1', 'ws://{h}:80/socket/{n}', 'wss://{h}'],
  // RFC 3966 §6, §5.3 (the host is not used: a tel URI has none)
  tel: [
    'tel:+1-201-555-{n}',
    'tel:7042;phone-context=example.com',
    'tel:863-{n};phone-context=+1-914-555',
    'tel:+1-201-555-0123;ext={n}',
  ],
  // RFC 8141 §2.3, §3.2 (no host: {h} is not used)
  urn: [
    'urn:example:a123,z456{n}',
    'URN:EXAMPLE:a123%2cz456/foo{n}',
    'urn:example:foo-bar-baz-qux{n}?+CCResolve:cc=uk',
    'urn:example:weather{n}?=op=map&lat=39.56&lon=-104.85#somepart',
    'urn:isbn:0-395-36341-{n}',
  ],
  // RFC 2397 §4 (no host): the note, the iso-8859-7 octets, the query, the two-color GIF icon
  data: [
    'data:,A%20brief%20note{n}',
    'data:text/plain;charset=iso-8859-7,%be%d3%be{n}',
    'data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local{n}',
    `data:image/gif;name=icon{n};base64,${[
      'R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw',
      'AAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFz',
      'ByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSp',
      'a/TPg7JpJHxyendzWTBfX0cxOnKPjgBzi4diinWGdkF8kjdfnycQZXZeYGejmJl',
      'ZeGl9i2icVqaNVailT6F5iJ90m6mvuTS4OK05M0vDk0Q4XUtwvKOzrcd3iq9uis',
      'F81M1OIcR7lEewwcLp7tuNNkM3uNna3F2JQFo97Vriy/Xl4/f1cf5VWzXyym7PH',
      'hhx4dbgYKAAA7',
    ].join('')}`,
  ],
};

function generated(scheme, count) {
  const templates = TEMPLATES[scheme];
  const out = [];
  for (let i = 0; out.length < count; i++) {
    const t = templates[i % templates.length];
    const h = HOSTS[Math.floor(i / templates.length) % HOSTS.length];
    const s = fresh(t.replaceAll('{h}', h).replaceAll('{n}', String(i)));
    if (!registry.tryParse(s).ok) throw new Error(`generated ${s} does not parse`);
    out.push(s);
  }
  return out;
}

function schemesSection(quick, rounds, warmup, web, only) {
  const count = quick ? 500 : 3000;
  // Each scheme's batch is gone over `passes` times per round, so that it makes as many calls as
  // the http row's batch (the corpus lines, about 48,000): a batch of 3,000 calls lasts a few
  // milliseconds, too short to let the JIT finish or to average out a GC pause.
  const passes = Math.max(1, Math.round(web.length / count));
  const parseRun = (uris) => () => {
    let acc = 0;
    for (let i = 0; i < uris.length; i++) acc += registry.parse(uris[i]).uri.path.length;
    return acc;
  };
  const normalizeRun = (uris) => () => {
    let acc = 0;
    for (let i = 0; i < uris.length; i++) acc += registry.normalize(uris[i]).toString().length;
    return acc;
  };
  // Every row is timed in the same rounds, in rotating order, after warm-up rounds that have
  // run every scheme: each ratio is taken within a round, with the registry's code in the same
  // state for all rows (timed one table after another, the first scheme ran while the
  // registry had seen only its URIs, and the generated http row moved between 0.7x and 1.3x
  // of the corpus row from one run to the next).
  const contenders = [
    { name: 'http (corpus): registry.parse', run: parseRun(web), size: web.length, passes: 1 },
    {
      name: 'http (corpus): registry.normalize',
      run: normalizeRun(web),
      size: web.length,
      passes: 1,
    },
  ];
  let mailtoUris;
  for (const scheme of Object.keys(TEMPLATES)) {
    if (only !== undefined && scheme !== 'http' && !only.includes(scheme)) continue;
    const uris = generated(scheme, count);
    contenders.push(
      { name: `${scheme}: registry.parse`, run: parseRun(uris), scheme },
      { name: `${scheme}: registry.normalize`, run: normalizeRun(uris), scheme },
    );
    if (scheme === 'mailto') mailtoUris = uris;
  }
  if (mailtoUris !== undefined) {
    const uris = mailtoUris;
    contenders.push(
      {
        name: 'mailto: fast-uri.parse',
        run: () => uris.reduce((a, s) => a + (fastUri.parse(s).to?.length ?? 0), 0),
      },
      {
        name: 'mailto: fast-uri.normalize',
        run: () => uris.reduce((a, s) => a + fastUri.normalize(s).length, 0),
      },
    );
  }
  const samples = measure(contenders, count, rounds, warmup, passes);
  // A ratio is taken in each round, between two rows timed in that round, and the median of
  // those is shown: a change of the machine's speed from one round to the next (other jobs on
  // a shared machine) cancels out, where a ratio of two medians would keep it.
  const ratio = (k, of) => `${median(samples[k].map((x, r) => x / samples[of][r])).toFixed(2)}×`;
  const rows = contenders.map((c, k) => {
    // Rows come in pairs (parse, normalize) up to fast-uri's: k % 2 says which of the two;
    // rows 0 and 1 are http on the corpus lines, rows 2 and 3 http generated.
    const pair = c.scheme === undefined && k > 1 ? undefined : k % 2;
    return [
      c.name,
      fmt(median(samples[k])),
      pair === undefined || k < 2 ? '' : ratio(k, pair),
      pair === undefined || k < 4 ? '' : ratio(k, 2 + pair),
    ];
  });
  console.log(
    `\n## schemes: ${fmt(count)} URIs per scheme generated from the RFC examples (each round ` +
      `going over them ${passes} times) and the ${fmt(web.length)} http(s) corpus lines, all ` +
      `rows in the same rounds, median of ${rounds} rounds\n\nThe third column reads each row ` +
      'against the http row on the corpus lines (first two rows), the last against the http ' +
      'URIs generated the same way as the other schemes (next two rows); each ratio is the ' +
      'median of the ratios taken within each round.\n',
  );
  console.log(
    table(['route', '>median ns/URI', '>ratio to the http row', '>ratio to generated http'], rows),
  );
}

function skipped(section) {
  console.log(`\nsection ${section} skipped: @urikit/core has no ${section} yet`);
}

// ---------------------------------------------------------------------------------------------

const { rounds, quick, sections, schemes } = options();
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
console.log(`- ${runtime()}, ${os.platform()} ${os.arch()}`);
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
let web;
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
  if (section === 'registry' || section === 'schemes') {
    valid ??= acceptedLines(lines);
    if (section === 'registry' || web === undefined) {
      web = registrySection(valid, rounds, warmup).web;
    }
    if (section === 'schemes') schemesSection(quick, rounds, warmup, web, schemes);
  }
}
// Print the sink so that no engine can prove the results unused.
console.log(`\n(sink ${sink})`);
