// README.md of the generated package, in the shape of the urikit plugin READMEs: a working
// example first (run as a test by the test kit's example runner), then the parts, the error
// codes, normalization and equivalence, security, and the readings chosen.
import { identifierOf, type SchemeOptions, typeNameOf } from './options.js';
import { prefixOf } from './template-source.js';

const URIKIT = 'https://github.com/urikit/urikit';

/** The example block of a scheme with a server authority; expected values from RFC 3986. */
function serverExample(o: SchemeOptions, id: string): string {
  const n = o.name;
  const port = o.port === undefined ? '' : `:${o.port}`;
  const path = o.hierarchical ? '/a/~c' : '/a/./b/../~c';
  const resolve = o.hierarchical
    ? `resolveWith(registry, '${n}://h/a/b', '../c').toString(); // '${n}://h/c'`
    : `resolveWith(registry, '${n}://h/a', 'b'); // throws NOT_HIERARCHICAL`;
  return `// Parts: the user name decoded, the rest as written
${id}.parse('${n}://joe@Example.COM:8080/a/b?q=1#top'); // { user: 'joe', host: 'Example.COM', port: 8080, path: '/a/b', query: 'q=1', fragment: 'top' }
${id}.parse('${n}://caf%C3%A9@h').user; // 'café'
${id}.parse('${n}://h').port; // undefined

// format escapes what a user name cannot hold
${id}.format({ user: 'a@b:c', host: 'h', path: '/d' }).toString(); // '${n}://a%40b%3Ac@h/d'

// Normalization and equivalence (RFC 3986 §6)
registry.normalize('${n.toUpperCase()}://Joe@Example.COM${port}/a/./b/../%7Ec').toString(); // '${n}://Joe@example.com${path}'
registry.equivalent('${n}://h/%7Ea', '${n}://h/~a'); // true
registry.equivalent('${n}://h/a', '${n}://h/A'); // false
${resolve}

// Errors, at the offending character
${id}.parse('${n}:no-authority'); // throws MISSING_AUTHORITY
${id}.parse('${n}://u:pw@h/'); // throws USERINFO_NOT_ALLOWED`;
}

/** The example block of a scheme without an authority. */
function pathExample(o: SchemeOptions, id: string): string {
  const n = o.name;
  const resolve = o.hierarchical
    ? `resolveWith(registry, '${n}:/a/b', '../c').toString(); // '${n}:/c'`
    : `resolveWith(registry, '${n}:/a', 'b'); // throws NOT_HIERARCHICAL`;
  return `// Parts, as written
${id}.parse('${n}:a/b?q=1#top'); // { path: 'a/b', query: 'q=1', fragment: 'top' }
${id}.format({ path: 'a', query: '' }).toString(); // '${n}:a?'

// Normalization and equivalence (RFC 3986 §6)
registry.normalize('${n.toUpperCase()}:%7Ea/%c3%a9').toString(); // '${n}:~a/%C3%A9'
registry.equivalent('${n}:a', '${n}:A'); // false
${resolve}

// Errors, at the offending character
${id}.parse('${n}://h/a'); // throws ${prefixOf(n)}_AUTHORITY_NOT_ALLOWED`;
}

function partsTable(o: SchemeOptions): string {
  const authority = o.authority
    ? `| \`user\`     | \`string \\| undefined\` | userinfo | percent-decoded (strict UTF-8); a password is refused |
| \`host\`     | \`string\`              | host     | as written; an IP-literal keeps its brackets          |
| \`port\`     | \`number \\| undefined\` | port     | \`undefined\` when absent or empty${o.port === undefined ? '' : ` (then ${o.port} applies)`} |
`
    : '';
  return `| part       | type                  | from     | notes                                                 |
| ---------- | --------------------- | -------- | ----------------------------------------------------- |
${authority}| \`path\`     | \`string\`              | path     | as written, percent-encoded                           |
| \`query\`    | \`string \\| undefined\` | query    | as written, without "?"                               |
| \`fragment\` | \`string \\| undefined\` | fragment | as written, without "#"                               |`;
}

function errorsTable(o: SchemeOptions): string {
  const rows = o.authority
    ? `| \`MISSING_AUTHORITY\`    | RFC 3986 §3.2 (core)   | no \`//\` authority                        |
| \`EMPTY_HOST\`           | RFC 3986 §3.2.2 (core) | \`${o.name}:///\`                          |
| \`USERINFO_NOT_ALLOWED\` | RFC 3986 §3.2.1 (core) | a password (at the ":")                  |
| \`PORT_OUT_OF_RANGE\`    | RFC 9293 §3.1 (core)   | a port above 65535                       |
| \`INVALID_UTF8\`         | RFC 3986 §2.5 (core)   | user name escapes that are not UTF-8     |`
    : `| \`${prefixOf(o.name)}_AUTHORITY_NOT_ALLOWED\` | ${o.rule} | an authority (at its "//") |`;
  return `| code | rule | when |
| ---- | ---- | ---- |
${rows}`;
}

/** README.md of the generated package. */
export function readmeFile(o: SchemeOptions): string {
  const id = identifierOf(o.name);
  const urikit = o.workspace ? '../../README.md' : URIKIT;
  const title = o.title[0]!.toUpperCase() + o.title.slice(1);
  const example = o.authority ? serverExample(o, id) : pathExample(o, id);
  const tests =
    o.testRunner === 'vitest'
      ? 'These examples run as tests (`test/readme.test.ts`), as do the `@example`s of the TSDoc.'
      : 'The laws run with node:test (`test/laws.test.js`, on the build).';
  return `# ${o.packageName}

${title} for [urikit](${urikit}): ${o.rfc}, read with the generic syntax of RFC 3986.

\`\`\`ts
import { createRegistry, resolveWith } from '@urikit/core';
import { ${id} } from '${o.packageName}';

const registry = createRegistry([${id}]);

${example}
\`\`\`

${tests}

Exports: \`${id}\` (the plugin: \`name: '${o.name}'\`${o.port === undefined ? '' : `, \`defaultPort: ${o.port}\``}, \`hierarchical: ${o.hierarchical}\`) and the type
\`${typeNameOf(o.name)}Parts\`. \`@urikit/core\` is a peer dependency: one registry, one copy of the core.

## Parts

Frozen. Absent is \`undefined\`, never \`''\`.

${partsTable(o)}

\`format(parts)\` is the inverse of \`parse\` (the test kit's laws check it on generated parts).

## Errors

\`UriError\`, with the offset of the offending character.

${errorsTable(o)}

## Normalization and equivalence

Equivalence is "same normal form". The core does RFC 3986 §6.2.2 and the shared part of §6.2.3:
${o.authority ? 'scheme and host' : 'the scheme'} in lower case, unreserved escapes decoded, hex digits in upper case${o.hierarchical ? ', dot segments removed' : ''}${o.port === undefined ? '' : `, the default port ${o.port} removed`}; the normal form is what \`format\` writes for those parts.

## Security

The findings every scheme shares (\`URI_…\`: passwords, loopback and private hosts, encoded
controls…) are the core's: \`check(registry, uri)\` reports them. This plugin adds none yet.

## Readings chosen

${readingsOf(o)}
`;
}

function readingsOf(o: SchemeOptions): string {
  const lines = [
    o.authority
      ? '- A server authority (RFC 3986 §3.2): a user name without a password (§3.2.1 deprecates "user:password").'
      : `- No authority: \`${o.name}://…\` is refused.`,
    o.hierarchical
      ? '- Hierarchical: relative references resolve (RFC 3986 §5.2), dot segments are removed.'
      : '- Not hierarchical: relative references do not resolve (RFC 3986 §5.2), dot segments stay.',
    '- Path, query and fragment are kept as written; the normal form decodes only unreserved escapes.',
  ];
  return lines.join('\n');
}
