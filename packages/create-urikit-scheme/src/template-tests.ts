// The tests of the generated package: the laws of the test kit on samples (valid URIs,
// invalid ones with their codes and offsets, equivalent and different pairs, each citing the
// rule it shows) and on generated parts; the README's examples. vitest runs TypeScript
// (pluginLaws, examples); node:test runs JavaScript on the build (checkPluginLaws).
import { identifierOf, type SchemeOptions, typeNameOf } from './options.js';
import { prefixOf, quote } from './template-source.js';

/** A sample with the rule it shows: [values, rule]. */
type Row = readonly [values: readonly (string | number)[], rule: string];

interface Samples {
  readonly valid: readonly Row[];
  readonly invalid: readonly Row[];
  readonly equivalent: readonly Row[];
  readonly different: readonly Row[];
}

/** Samples of a scheme with a server authority; the offsets count from the scheme's end. */
function serverSamples(o: SchemeOptions): Samples {
  const n = o.name;
  const at = n.length + 3; // where the authority starts, after "<name>://"
  const equivalent: Row[] = [
    [[`${n.toUpperCase()}://Example.COM/`, `${n}://example.com/`], 'RFC 3986 §6.2.2.1: case'],
    [[`${n}://h/%7Euser`, `${n}://h/~user`], 'RFC 3986 §6.2.2.2: unreserved escapes'],
    [[`${n}://h/%c3%a9`, `${n}://h/%C3%A9`], 'RFC 3986 §6.2.2.1: hex digits'],
    [[`${n}://h:/`, `${n}://h/`], 'RFC 3986 §6.2.3: an empty port'],
  ];
  const different: Row[] = [
    [[`${n}://h/a`, `${n}://h/A`], 'RFC 3986 §6.2.2.1: the path is case-sensitive'],
    [[`${n}://h/a%2Fb`, `${n}://h/a/b`], 'RFC 3986 §2.2: an escaped delimiter is data'],
    [[`${n}://joe@h/`, `${n}://Joe@h/`], 'RFC 3986 §6.2.2.1: the userinfo is case-sensitive'],
    [[`${n}://h/?`, `${n}://h/`], 'RFC 3986 §5.3: an empty query is not an absent one'],
    [[`${n}://h`, `${n}://h/`], 'RFC 3986 §6.2.3: "" is "/" only where the scheme says so'],
  ];
  if (o.port === undefined) {
    different.push([[`${n}://h:80/`, `${n}://h/`], 'RFC 3986 §6.2.3: no default port']);
  } else {
    equivalent.push([[`${n}://h:${o.port}/`, `${n}://h/`], 'RFC 3986 §6.2.3: the default port']);
  }
  if (o.hierarchical) {
    equivalent.push([[`${n}://h/a/./b/../c`, `${n}://h/a/c`], 'RFC 3986 §6.2.2.3: dot segments']);
  } else {
    different.push([[`${n}://h/a/./b`, `${n}://h/a/b`], 'RFC 3986 §6.2.2.3: not hierarchical']);
  }
  return {
    valid: [
      [[`${n}://example.com/`], 'RFC 3986 §3.2.2: a registered name'],
      [[`${n}://joe@Example.COM:8080/a/b?q=1#top`], 'RFC 3986 §3: every component'],
      [[`${n}://192.0.2.16`], 'RFC 3986 §3.2.2: IPv4; §3.3: the empty path'],
      [[`${n}://[2001:DB8::7]:/%7Ea`], 'RFC 3986 §3.2.2: an IP-literal; §3.2.3: an empty port'],
      [[`${n}://@h/`], 'RFC 3986 §3.2.1: an empty user name'],
      [[`${n}://caf%C3%A9@h/d%C3%A9j%C3%A0?%E2%9C%93`], 'RFC 3986 §2.5: UTF-8 escapes'],
    ],
    invalid: [
      [[`${n}:no-authority`, 'MISSING_AUTHORITY'], 'RFC 3986 §3.2: the authority is required'],
      [[`${n}:///a`, 'EMPTY_HOST', at], 'RFC 3986 §3.2.2: the host is not empty'],
      [[`${n}://u:pw@h/`, 'USERINFO_NOT_ALLOWED', at + 1], 'RFC 3986 §3.2.1: no password'],
      [[`${n}://h:65536/`, 'PORT_OUT_OF_RANGE', at + 2], 'RFC 9293 §3.1: a 16-bit port'],
      [[`${n}://%FF@h/`, 'INVALID_UTF8', at], 'RFC 3986 §2.5: the user name is UTF-8'],
    ],
    equivalent,
    different,
  };
}

/** Samples of a scheme without an authority. */
function pathSamples(o: SchemeOptions): Samples {
  const n = o.name;
  const code = `${prefixOf(n)}_AUTHORITY_NOT_ALLOWED`;
  return {
    valid: [
      [[`${n}:opaque-text`], 'RFC 3986 §3.3: path-rootless'],
      [[`${n}:/rooted/path`], 'RFC 3986 §3.3: path-absolute'],
      [[`${n}:a/b?q=1#top`], 'RFC 3986 §3: path, query and fragment'],
      [[`${n}:`], 'RFC 3986 §3.3: path-empty'],
      [[`${n}:caf%C3%A9:%E2%9C%93`], 'RFC 3986 §2.5: UTF-8 escapes; §3.3: ":" in a segment'],
    ],
    invalid: [
      [[`${n}://host/x`, code, n.length + 1], `${o.rfc}: no authority`],
      [[`${n}://`, code, n.length + 1], `${o.rfc}: no authority, even an empty one`],
    ],
    equivalent: [
      [[`${n.toUpperCase()}:abc`, `${n}:abc`], 'RFC 3986 §6.2.2.1: the scheme is case-insensitive'],
      [[`${n}:%7Euser`, `${n}:~user`], 'RFC 3986 §6.2.2.2: unreserved escapes'],
      [[`${n}:%c3%a9`, `${n}:%C3%A9`], 'RFC 3986 §6.2.2.1: hex digits'],
      ...(o.hierarchical
        ? [[[`${n}:/a/./b/../c`, `${n}:/a/c`], 'RFC 3986 §6.2.2.3: dot segments'] as const]
        : []),
    ],
    different: [
      [[`${n}:a`, `${n}:A`], 'RFC 3986 §6.2.2.1: the path is case-sensitive'],
      [[`${n}:a%2Fb`, `${n}:a/b`], 'RFC 3986 §2.2: an escaped delimiter is data'],
      [[`${n}:a?`, `${n}:a`], 'RFC 3986 §5.3: an empty query is not an absent one'],
      ...(o.hierarchical
        ? []
        : [[[`${n}:/a/./b`, `${n}:/a/b`], 'RFC 3986 §6.2.2.3: not hierarchical'] as const]),
    ],
  };
}

const value = (v: string | number) => (typeof v === 'number' ? String(v) : quote(v));

/** One list of samples, one row a line with its rule as a comment. */
function rows(key: string, list: readonly Row[]): string {
  const lines = list.map(([values, rule]) => {
    const text = values.length === 1 ? value(values[0]!) : `[${values.map(value).join(', ')}]`;
    return `    ${text}, // ${rule}`;
  });
  return `  ${key}: [\n${lines.join('\n')}\n  ],`;
}

/** The samples object of the laws, as source text. */
function samplesText(o: SchemeOptions, parts: string): string {
  const s = o.authority ? serverSamples(o) : pathSamples(o);
  return `{
${rows('valid', s.valid)}
${rows('invalid', s.invalid)}
${rows('equivalent', s.equivalent)}
${rows('different', s.different)}
  ${parts},
}`;
}

/** test/laws.test.ts (vitest) or test/laws.test.js (node:test). */
export function lawsFile(o: SchemeOptions): string {
  const id = identifierOf(o.name);
  const intro = `// The laws every urikit scheme plugin keeps (@urikit/testkit), on samples that cite the rule
// each shows and on generated parts (./parts): add the RFC's own examples first.`;
  if (o.testRunner === 'vitest') {
    return `${intro}
import { pluginLaws } from '@urikit/testkit';
import { ${id} } from '../src/index.js';
import { parts } from './parts.js';

pluginLaws(${id}, ${samplesText(o, 'parts')});
`;
  }
  return `${intro}
// node:test on the build (npm test builds first), through checkPluginLaws: one test a law.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPluginLaws, pluginLawTable } from '@urikit/testkit/laws';
import { ${id} } from '../dist/index.js';
import { parts } from './parts.js';

const samples = ${samplesText(o, 'parts')};

/** The violations of \`laws\` on \`only\`, one line each: none when the plugin keeps them. */
const broken = (laws, only = samples) =>
  checkPluginLaws(${id}, only, { laws }).map((v) => \`\${v.law} (\${v.rule}): \${v.message}\`);

for (const law of pluginLawTable) {
  // The laws on one row of samples each run below, a test a row.
  if (law.title.includes('%s')) continue;
  test(law.title, () => assert.deepEqual(broken([law.id]), []));
}
for (const row of samples.invalid) {
  test(\`refuses \${row[0]} with \${row[1]}\`, () => {
    assert.deepEqual(broken(['invalid-refused'], { ...samples, invalid: [row] }), []);
  });
}
for (const pair of samples.equivalent) {
  test(\`\${pair[0]} ≡ \${pair[1]}\`, () => {
    assert.deepEqual(broken(['equivalent-pairs'], { ...samples, equivalent: [pair] }), []);
  });
}
for (const pair of samples.different) {
  test(\`\${pair[0]} ≢ \${pair[1]}\`, () => {
    assert.deepEqual(broken(['different-pairs'], { ...samples, different: [pair] }), []);
  });
}
`;
}

/** test/parts.ts or test/parts.js: the parts generator of the laws (fast-check). */
export function partsFile(o: SchemeOptions): string {
  const ts = o.testRunner === 'vitest';
  const type = `${typeNameOf(o.name)}Parts`;
  const from = ts ? '../src/index.js' : '../dist/index.js';
  const typeImport = ts ? `import type { ${type} } from '${from}';\n` : '';
  const annotation = ts ? `: fc.Arbitrary<${type}>` : '';
  const jsdoc = ts
    ? ''
    : `/** @type {import('fast-check').Arbitrary<import('${from}').${type}>} */\n`;
  const component = ts ? `(component: 'segment' | 'query' | 'fragment')` : '(component)';
  const intro = o.authority
    ? `// Parts for the laws' round trip, parse(format(p)) deep-equal to p (fast-check): user names
// with the delimiters format must escape (RFC 3986 §2.2), "%", non-ASCII, empty against absent
// (§3.2.1); hosts of every kind (§3.2.2); ports (§3.2.3); paths, queries and fragments as
// written, from decoded text percent-encoded for their component (§2.1, §3.3 to §3.5).`
    : `// Parts for the laws' round trip, parse(format(p)) deep-equal to p (fast-check): paths,
// queries and fragments as written, from decoded text with the delimiters of RFC 3986 §2.2,
// "%" and non-ASCII, percent-encoded for their component (§2.1, §3.3 to §3.5).`;
  const record = o.authority
    ? `fc.record({
  user: fc.option(text, { nil: undefined }),
  host: fc.oneof(
    fc.constantFrom('example.com', 'Example.COM', 'xn--bcher-kva.example', '192.0.2.7'),
    fc.constantFrom('[::1]', '[2001:DB8::7]'),
    fc.domain(),
  ),
  port: fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined }),
  // RFC 3986 §3.3 path-abempty: "/" before each segment.
  path: fc.array(written('segment'), { maxLength: 4 }).map((s) => s.map((x) => \`/\${x}\`).join('')),
  query: fc.option(written('query'), { nil: undefined }),
  fragment: fc.option(written('fragment'), { nil: undefined }),
})`
    : `fc.record({
  // RFC 3986 §3.3: without an authority a path does not start with "//".
  path: fc
    .array(written('segment'), { maxLength: 4 })
    .map((s) => s.join('/'))
    .filter((p) => !p.startsWith('//')),
  query: fc.option(written('query'), { nil: undefined }),
  fragment: fc.option(written('fragment'), { nil: undefined }),
})`;
  return `${intro}
import { percentEncode } from '@urikit/core';
import fc from 'fast-check';
${typeImport}
/** Decoded text: the delimiters of RFC 3986 §2.2, "%", escape-looking text, any grapheme. */
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom(':', '@', '/', '?', '#', '[', ']', '%', '%41', ' ', ';', '=', '&', '+'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 8,
});

/** Text as written in a component: percent-encoded where the component needs it. */
const written = ${component} =>${ts ? '\n ' : ''} text.map((s) => percentEncode(s, component));

${jsdoc}export const parts${annotation} = ${record};
`;
}

/** test/readme.test.ts: the README's and the TSDoc's examples run as tests (vitest only). */
export function readmeTestFile(o: SchemeOptions): string {
  return `// The README's examples and the TSDoc @example blocks run as tests (@urikit/testkit): a line
// \`expr; // value\` asserts that expr deep-equals value, \`expr; // throws CODE\` a UriError.
import * as core from '@urikit/core';
import { examples } from '@urikit/testkit';
import * as mod from '../src/index.js';

const modules = { '@urikit/core': core, ${quote(o.packageName)}: mod };

examples(new URL('../README.md', import.meta.url), { modules });
examples(new URL('../src/index.ts', import.meta.url), {
  modules,
  context: { ...mod, createRegistry: core.createRegistry },
  atLeast: 2,
});
`;
}
