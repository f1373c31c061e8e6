// urikit demo: parses every line of examples/sample-urls.txt (or of the file given as the first
// argument) with @urikit/core and prints its seven components, or the error; then shows a scheme
// registry with every scheme plugin (http, https, ftp, file, gopher, wais, prospero, telnet,
// mailto, news, nntp): typed parts, normal forms, equivalence and security findings. Run with
// `pnpm start` (builds the packages first).

import { readFileSync } from 'node:fs';
import { inspect } from 'node:util';
import * as core from '@urikit/core';
import { check } from '@urikit/core';
import { file } from '@urikit/file';
import { ftp } from '@urikit/ftp';
import { gopher } from '@urikit/gopher';
import { http, https } from '@urikit/http';
import { mailto } from '@urikit/mailto';
import { news } from '@urikit/news';
import { nntp } from '@urikit/nntp';
import { prospero } from '@urikit/prospero';
import { telnet } from '@urikit/telnet';
import { wais } from '@urikit/wais';

const { createRegistry, parse, tryParse } = core;

// Colours only on a terminal that has them: hasColors() also honours NO_COLOR and FORCE_COLOR.
const colors = Boolean(process.stdout.isTTY && process.stdout.hasColors?.());
const paint = (code) => (s) => (colors ? `\x1b[${code}m${s}\x1b[0m` : s);
const dim = paint('2');
const bold = paint('1');
const red = paint('31');
const green = paint('32');

const { equivalent } = core;

// ---------------------------------------------------------------------------------------------
// 1. Generic syntax (RFC 3986): the seven components of each sample line.

const source = process.argv[2] ?? new URL('./sample-urls.txt', import.meta.url);
const inputs = readFileSync(source, 'utf8')
  .split('\n')
  .map((line) => line.replace(/\r$/, ''))
  .filter((line) => line !== '' && !line.startsWith('#'));

// Absent and empty differ in RFC 3986 (`http://a?` has an empty query, `http://a` none).
const text = (v) => (v === undefined ? '∅' : v === '' ? '""' : v);

const results = inputs.map((input) => ({ input, result: tryParse(input) }));
const parsed = results.filter((r) => r.result.ok).map((r) => r.result.value);

// Column widths over all lines, capped so that one long value does not push every line right.
const width = (get, cap) => Math.min(cap, Math.max(...parsed.map((u) => text(get(u)).length)));
const W = {
  scheme: width((u) => u.scheme, 12),
  userinfo: width((u) => u.userinfo, 16),
  host: width((u) => u.hostText, 24),
  kind: width((u) => u.hostKind, 9),
  path: width((u) => u.path, 36),
  query: width((u) => u.query, 20),
};
const field = (label, value, w = 0) => `${dim(label)} ${text(value).padEnd(w)}`;

console.log(bold(`urikit demo: ${inputs.length} lines, parsed with parse() from @urikit/core`));
console.log(dim('∅ = absent, "" = empty; an IP-literal host is shown with its brackets\n'));

const number = (i) => `${String(i + 1).padStart(2)}. `;
results.forEach(({ input, result }, i) => {
  console.log(`${number(i)}${bold(input)}`);
  const pad = ' '.repeat(number(i).length);
  if (result.ok) {
    const u = result.value;
    console.log(
      [
        pad + field('scheme', u.scheme, W.scheme),
        field('userinfo', u.userinfo, W.userinfo),
        field('host', u.hostText, W.host),
        field('kind', u.hostKind, W.kind),
        field('port', u.port),
      ]
        .join('  ')
        .trimEnd(),
    );
    console.log(
      [
        pad + field('path  ', u.path, W.path),
        field('query', u.query, W.query),
        field('fragment', u.fragment),
      ]
        .join('  ')
        .trimEnd(),
    );
  } else {
    const { code, index, message } = result.error;
    console.log(`${pad}${' '.repeat(index)}${red('^')}`);
    console.log(`${pad}${red(code)} at index ${index}: ${message}`);
  }
});
const rejected = results.length - parsed.length;
console.log(
  `\n${green(`${parsed.length} parsed`)}, ${rejected ? red(`${rejected} rejected`) : '0 rejected'}`,
);

// ---------------------------------------------------------------------------------------------
// 2. A scheme registry: typed parts, scheme-based normalization (RFC 3986 §6.2.3), comparison.

const plugins = [http, https, ftp, file, gopher, wais, prospero, telnet, mailto, news, nntp];
const registry = createRegistry(plugins);
console.log(bold('\nregistry'));
console.log(`createRegistry([${plugins.map((p) => p.name).join(', ')}])`);

// An object's properties as `key: value`, a few to a line.
const show = (parts) => {
  const lines = [];
  let line = '';
  for (const [key, value] of Object.entries(parts)) {
    const item = `${key}: ${inspect(value, { colors, breakLength: Infinity })}`;
    if (line && line.length + item.length > 72) {
      lines.push(line);
      line = '';
    }
    line += line ? `, ${item}` : item;
  }
  lines.push(line);
  return lines.join('\n                ');
};

// registry.check runs the check hook of the plugin for the URI's scheme.
const findings = (uri) => {
  const list = check(registry, uri);
  return list.length === 0
    ? dim('none')
    : list.map((f) => `${f.severity.padEnd(7)} ${f.code}: ${f.message}`).join('\n                ');
};

// One URI per scheme, each with a spelling of the same resource to compare it with (the
// equivalence each scheme's RFC states).
const PAIRS = [
  ['HTTP://Example.COM:80/a', 'http://example.com/a'], // RFC 9110 §4.2.3
  ['https://Example.com:443/%7Esmith', 'https://example.com/~smith'],
  ['ftp://host:21/x;type=I', 'ftp://HOST/x;type=i'], // RFC 1738 §3.2.2, RFC 959 §5.3
  ['file://localhost/etc/hosts', 'file:///etc/hosts'], // RFC 8089 §2
  ['gopher://Gopher.Example:70', 'gopher://gopher.example/1'], // RFC 4266 §2.1
  [
    'wais://quake.think.com:210/directory-of-servers',
    'WAIS://Quake.Think.COM/directory-of-servers',
  ], // RFC 4156 §2
  [
    'prospero://host.example:1525//pros/name;OBJECT-VERSION=1',
    'prospero://HOST.example//pros/name;OBJECT-VERSION=1',
  ], // RFC 4157 §2
  ['telnet://Guest@Host.Example:23', 'telnet://Guest@host.example/'], // RFC 4248 §2
  [
    'mailto:infobot@Example.COM?SUBJECT=current-issue',
    'mailto:infobot@example.com?subject=current-issue',
  ], // RFC 6068 §2, §6.1
  ['news://News.Example/', 'news://news.example/*'], // RFC 5538 §4
  [
    'nntp://News.Example:119/example.group.this/0012345',
    'nntp://news.example/example.group.this/12345',
  ], // RFC 5538 §3, RFC 3977 §6
];

for (const [a, b] of PAIRS) {
  const { scheme, uri, parts } = registry.parse(a);
  console.log(`\n  ${bold(a)}`);
  console.log(`    ${dim('scheme')}      ${scheme}`);
  console.log(`    ${dim('parts')}       ${show(parts)}`);
  console.log(`    ${dim('normalized')}  ${registry.normalize(uri).toString()}`);
  const viaRegistry = registry.equivalent(a, b);
  const plain = equivalent(a, b);
  console.log(
    `    ${dim('equivalent')}  to ${b}: ${viaRegistry ? green('true') : red('false')} through the ` +
      `registry, ${plain ? 'true' : 'false'} by RFC 3986 §6.2.2 alone`,
  );
  console.log(`    ${dim('check')}       ${findings(uri)}`);
}

// Security findings (RFC 3986 §7, RFC 9110 §4.2.4): the plugin's check hook, as data.
const risky = 'http://user:pass@example.com:22/';
console.log(`\n  ${bold(risky)}`);
console.log(`    ${dim('check')}       ${findings(parse(risky))}`);

// What a registry refuses: a scheme without a plugin, and a valid URI that breaks a scheme's rules.
console.log('');
for (const input of [
  'tel:+1-816-555-1212',
  'http:///a',
  'mailto:a@example.org?subject=x%0D%0ABcc:evil@example.net',
]) {
  const r = registry.tryParse(input);
  console.log(
    r.ok
      ? `  ${input}: ${r.value.scheme}`
      : `  ${bold(input)}: ${red(r.error.code)} at index ${r.error.index}: ${r.error.message}`,
  );
}
