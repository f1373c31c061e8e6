// The plugin of the generated package, src/index.ts: a small, correct plugin on
// `@urikit/core/plugin` (defineScheme, defineErrors) whose parse and format keep the laws of
// the test kit as generated, for the two shapes a scheme's URIs take: with a server authority
// (RFC 3986 §3.2, read by the core's readServer) or without one (the path is the scheme's).
import { identifierOf, type SchemeOptions, typeNameOf } from './options.js';

/** The error code prefix of the scheme: `web+coffee` → `WEB_COFFEE`. */
export const prefixOf = (name: string): string => name.toUpperCase().replace(/[+.-]/g, '_');

/** Text as a single-quoted JavaScript string literal. */
export const quote = (text: string): string =>
  `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** src/index.ts of a scheme with a server authority (RFC 3986 §3.2). */
function serverSource(o: SchemeOptions): string {
  const { name, rfc, port } = o;
  const id = identifierOf(name);
  const type = `${typeNameOf(name)}Parts`;
  const upper = name.toUpperCase();
  const portText = port === undefined ? '' : `:${port}`;
  const normal = o.hierarchical ? '/a/~c' : '/a/./b/../~c';
  return `${header(o)}
import {
  defineErrors,
  defineScheme,
  formatLogin,
  readServer,
  serialize,
  type Uri,
} from '@urikit/core/plugin';

/**
 * The parts of a ${name} URI (${rfc}): the user name decoded, the rest as written. Absent is
 * \`undefined\`, empty is \`''\`. Frozen.
 *
 * @example
 * \`\`\`ts
 * ${id}.parse('${name}://joe@Example.COM:8080/a?q#f').host; // 'Example.COM'
 * ${id}.parse('${name}://caf%C3%A9@h').user; // 'café'
 * ${id}.parse('${name}://h').user; // undefined
 * \`\`\`
 */
export interface ${type} {
  /** The user name, percent-decoded (RFC 3986 §3.2.1); \`''\` for \`${name}://@h\`. */
  readonly user?: string | undefined;
  /** The host as written (RFC 3986 §3.2.2): an IP-literal keeps its brackets. */
  readonly host: string;
  /** The port, \`undefined\` when absent or empty (RFC 3986 §3.2.3)${port === undefined ? '' : `; then ${port} applies`}. */
  readonly port?: number | undefined;
  /** The path as written, percent-encoded: \`''\` or starting with "/" (RFC 3986 §3.3). */
  readonly path: string;
  /** The query as written, without "?" (RFC 3986 §3.4). */
  readonly query?: string | undefined;
  /** The fragment as written, without "#" (RFC 3986 §3.5). */
  readonly fragment?: string | undefined;
}

// The scheme's own error codes (${prefixOf(name)}_…), each bound to the section of ${rfc} it
// enforces: parse throws them at the offending character (uri.offsetOf(component) is where
// each component starts).${ruleNote(o)} The errors of a server authority (MISSING_AUTHORITY, EMPTY_HOST,
// USERINFO_NOT_ALLOWED, PORT_OUT_OF_RANGE, INVALID_UTF8) are the core's, from readServer.
const fail = defineErrors('${prefixOf(name)}', {});

/**
 * The ${name} scheme plugin (${rfc})${port === undefined ? '' : `, default port ${port}`}.
 *
 * @example
 * \`\`\`ts
 * const registry = createRegistry([${id}]);
 * registry.normalize('${upper}://Example.COM${portText}/a/./b/../%7Ec').toString(); // '${name}://example.com${normal}'
 * ${id}.format({ user: 'a@b:c', host: 'h', path: '/d' }).toString(); // '${name}://a%40b%3Ac@h/d'
 * \`\`\`
 */
export const ${id} = defineScheme({
  name: '${name}',
${port === undefined ? '' : `  defaultPort: ${port},\n`}${hierarchyLine(o)}
  errors: fail,
  parse(uri: Uri): ${type} {
    // RFC 3986 §3.2: "//" [ userinfo "@" ] host [ ":" port ]. The user name is decoded; a
    // password is refused (§3.2.1: the "user:password" format is deprecated).
    const { user, host, port } = readServer(uri, {
      rule: ${quote(o.rule)},
      userinfo: 'user',
    });
    // A fresh object: the core freezes it on its way to the user.
    return { user, host, port, path: uri.path, query: uri.query, fragment: uri.fragment };
  },
  // RFC 3986 §6.2.3: the normal form is what format writes for the parts of the syntax-based
  // normal form (§6.2.2), so the plugin needs no normalization code of its own.
  format: (p: ${type}): Uri =>
    serialize({
      scheme: '${name}',
      userinfo: formatLogin(p.user, undefined),
      host: p.host,
      port: p.port,
      path: p.path,
      query: p.query,
      fragment: p.fragment,
    }),
});
`;
}

/** src/index.ts of a scheme without an authority: its path is its own (RFC 3986 §3.3). */
function pathSource(o: SchemeOptions): string {
  const { name, rfc } = o;
  const id = identifierOf(name);
  const type = `${typeNameOf(name)}Parts`;
  const prefix = prefixOf(name);
  return `${header(o)}
import { defineErrors, defineScheme, serialize, type Uri } from '@urikit/core/plugin';

/**
 * The parts of a ${name} URI (${rfc}), as written. Absent is \`undefined\`, empty is \`''\`. Frozen.
 *
 * @example
 * \`\`\`ts
 * ${id}.parse('${name}:a/b?q#f').path; // 'a/b'
 * ${id}.parse('${name}:a').query; // undefined
 * \`\`\`
 */
export interface ${type} {
  /** The path as written, percent-encoded; never starting with "//" (RFC 3986 §3.3). */
  readonly path: string;
  /** The query as written, without "?" (RFC 3986 §3.4). */
  readonly query?: string | undefined;
  /** The fragment as written, without "#" (RFC 3986 §3.5). */
  readonly fragment?: string | undefined;
}

// The scheme's own error codes (${prefix}_…), each bound to the section of ${rfc} it
// enforces: parse throws them at the offending character (uri.offsetOf(component) is where
// each component starts).${ruleNote(o)}
const fail = defineErrors('${prefix}', {
  AUTHORITY_NOT_ALLOWED: ${quote(o.rule)},
});

/**
 * The ${name} scheme plugin (${rfc}).
 *
 * @example
 * \`\`\`ts
 * const registry = createRegistry([${id}]);
 * registry.normalize('${name.toUpperCase()}:%7Ea').toString(); // '${name}:~a'
 * ${id}.format({ path: 'a', fragment: 'b' }).toString(); // '${name}:a#b'
 * \`\`\`
 */
export const ${id} = defineScheme({
  name: '${name}',
${hierarchyLine(o)}
  errors: fail,
  parse(uri: Uri): ${type} {
    // ${rfc}: a ${name} URI has no authority; its "//" is the offence (RFC 3986 §3.2).
    if (uri.host !== undefined) {
      fail('AUTHORITY_NOT_ALLOWED', uri, uri.offsetOf('userinfo') - 2, 'host');
    }
    // A fresh object: the core freezes it on its way to the user.
    return { path: uri.path, query: uri.query, fragment: uri.fragment };
  },
  // RFC 3986 §6.2.3: the normal form is what format writes for the parts of the syntax-based
  // normal form (§6.2.2), so the plugin needs no normalization code of its own.
  format: (p: ${type}): Uri =>
    serialize({ scheme: '${name}', path: p.path, query: p.query, fragment: p.fragment }),
});
`;
}

/** Where the rule cited is the generic syntax's, how to cite the scheme's own. */
function ruleNote(o: SchemeOptions): string {
  return o.rule === o.rfc
    ? ''
    : `\n// (${o.rule} is cited until the section of ${o.rfc} that states the syntax is named.)`;
}

function header(o: SchemeOptions): string {
  return `/**
 * ${o.packageName}: ${o.title} (${o.rfc}) as a urikit scheme plugin.
 * @packageDocumentation
 */`;
}

function hierarchyLine(o: SchemeOptions): string {
  return o.hierarchical
    ? `  // RFC 3986 §5.2: relative references resolve against ${o.name} URIs; dot segments go (§6.2.2.3).
  hierarchical: true,`
    : `  // RFC 3986 §5.2: relative references do not resolve against ${o.name} URIs; dot segments stay.
  hierarchical: false,`;
}

/** src/index.ts of the generated package. */
export const sourceFile = (o: SchemeOptions): string =>
  o.authority ? serverSource(o) : pathSource(o);
