// The smoke of every universal package (every package but @urikit/cli, which is a command, and
// @urikit/testkit, which needs vitest): a few calls of each package's public API, with the
// answers of the RFC examples that the package READMEs run as tests. One file for every
// runtime: Node (ES module and require), Deno, Bun and a browser page (bundled by esbuild).
// It uses nothing but the language: no `process`, no `node:` module, no DOM.
//
//   const failures = runChecks(modules, log); // modules: { '@urikit/core': namespace, ... }

/** The packages that run anywhere a JavaScript engine does (no file system, no process). */
export const UNIVERSAL = Object.freeze([
  '@urikit/core',
  'urikit',
  '@urikit/extract',
  '@urikit/iri',
  '@urikit/idna',
  '@urikit/json-schema',
  '@urikit/http',
  '@urikit/ftp',
  '@urikit/file',
  '@urikit/gopher',
  '@urikit/mailto',
  '@urikit/news',
  '@urikit/nntp',
  '@urikit/telnet',
  '@urikit/wais',
  '@urikit/prospero',
  '@urikit/urn',
  '@urikit/data',
]);

/** The packages of the browser bundle. */
export const BROWSER = Object.freeze([
  '@urikit/core',
  'urikit',
  '@urikit/extract',
  '@urikit/iri',
  '@urikit/idna',
]);

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// [package, what is checked (the rule), check(m) → the value, the expected value]; m is the
// map of package name → module namespace. A check whose package is not in the map is left out.
const CHECKS = [
  [
    '@urikit/core',
    'RFC 3986 §5.4.1: "../g" against http://a/b/c/d;p?q',
    (m) => m['@urikit/core'].resolve('http://a/b/c/d;p?q', '../g').toString(),
    'http://a/b/g',
  ],
  [
    '@urikit/core',
    'RFC 3986 §3.2.2: an IP literal host',
    (m) => {
      const uri = m['@urikit/core'].parse('https://user@[2001:db8::7]:8443/a/b?q=1#top');
      return [uri.host, uri.hostKind, uri.portNumber];
    },
    ['2001:db8::7', 'ipv6', 8443],
  ],
  [
    '@urikit/core',
    'RFC 3986 §6.2.2: case, dot segments and percent-encoding normalized',
    (m) => m['@urikit/core'].normalize('HTTP://a/./b/%7Euser').toString(),
    'http://a/b/~user',
  ],
  [
    '@urikit/core',
    'RFC 3986 §3.2.2: a space in a host is a UriError with its code and index',
    (m) => {
      const r = m['@urikit/core'].tryParse('http://exa mple.com/');
      return [r.ok, r.error instanceof m['@urikit/core'].UriError, r.error.code, r.error.index];
    },
    [false, true, 'INVALID_HOST', 10],
  ],
  [
    'urikit',
    'RFC 3986 §6.2.3: the registry of every scheme drops the default port',
    (m) => m.urikit.registry.normalize('HTTP://Example.COM:80').toString(),
    'http://example.com/',
  ],
  [
    'urikit',
    'RFC 1738 §3.6: a news URL names a group',
    (m) => m.urikit.registry.parse('news:comp.infosystems.www.servers.unix').parts.group,
    'comp.infosystems.www.servers.unix',
  ],
  [
    '@urikit/extract',
    'RFC 3986 Appendix C: delimiters and sentence punctuation are not taken',
    (m) =>
      m['@urikit/extract']
        .extract('Yes, see "http://www.w3.org/Addressing/", or http://example.com/a.')
        .map((f) => f.uri),
    ['http://www.w3.org/Addressing/', 'http://example.com/a'],
  ],
  [
    '@urikit/iri',
    'RFC 3987 §3.1: an IRI mapped to a URI',
    (m) => m['@urikit/iri'].iriToUri('http://exämple.com/über'),
    'http://ex%C3%A4mple.com/%C3%BCber',
  ],
  [
    '@urikit/iri',
    'RFC 3987 §3.2: a URI mapped to an IRI (its example)',
    (m) => m['@urikit/iri'].uriToIri('http://www.example.org/D%C3%BCrst'),
    'http://www.example.org/Dürst',
  ],
  [
    '@urikit/idna',
    'UTS #46, RFC 5891 §4.4: a domain to its A-labels and back',
    (m) => [
      m['@urikit/idna'].domainToAscii('Bücher.DE'),
      m['@urikit/idna'].domainToUnicode('xn--99zt52a.example.org'),
    ],
    ['xn--bcher-kva.de', '納豆.example.org'],
  ],
  [
    '@urikit/json-schema',
    'JSON Schema 2020-12 §7.3.5: the uri and iri formats; RFC 3986 §5.2 for $ref',
    (m) => {
      const { formats, uriResolver } = m['@urikit/json-schema'];
      return [
        formats.uri.validate('urn:isbn:0451450523'),
        formats.iri.validate('//example.com'),
        uriResolver.resolve('https://example.com/schemas/a.json', '../b.json'),
      ];
    },
    [true, false, 'https://example.com/b.json'],
  ],
  [
    '@urikit/http',
    'RFC 9110 §4.2.3: the default port and the empty path normalized',
    (m) => {
      const { http, https, origin } = m['@urikit/http'];
      const registry = m['@urikit/core'].createRegistry([http, https]);
      return [
        registry.normalize('HTTP://A.COM:80?q').toString(),
        origin('HTTPS://user@Example.COM:443/a?b#c'),
      ];
    },
    ['http://a.com/?q', 'https://example.com'],
  ],
  [
    '@urikit/ftp',
    'RFC 1738 §3.2.2: one CWD per directory, then the name and the typecode',
    (m) => {
      const registry = m['@urikit/core'].createRegistry([m['@urikit/ftp'].ftp]);
      const { parts } = registry.parse('ftp://myname@host.dom/%2Fetc/motd;type=a');
      return [parts.user, parts.directories, parts.name, parts.typecode];
    },
    ['myname', ['/etc'], 'motd', 'a'],
  ],
  [
    '@urikit/file',
    'RFC 8089 Appendix E.2: a drive letter; §2 a POSIX path',
    (m) => {
      const { file, toPath } = m['@urikit/file'];
      const registry = m['@urikit/core'].createRegistry([file]);
      return [
        registry.parse('file:///C|/Program%20Files/app.exe').parts.drive,
        toPath('file:///etc/hosts', { platform: 'posix' }),
      ];
    },
    ['C', '/etc/hosts'],
  ],
  [
    '@urikit/gopher',
    'RFC 4266 §2.1: type, selector and search',
    (m) => {
      const registry = m['@urikit/core'].createRegistry([m['@urikit/gopher'].gopher]);
      const { parts } = registry.parse('gopher://example.com/7find%09gopher%20holes');
      return [parts.type, parts.selector, parts.search];
    },
    ['7', 'find', 'gopher holes'],
  ],
  [
    '@urikit/mailto',
    'RFC 6068 §2: the addresses of the path and of every "to" hfield make one list',
    (m) => m['@urikit/mailto'].mailto.parse('mailto:addr1@an.example?to=addr2@an.example').to,
    ['addr1@an.example', 'addr2@an.example'],
  ],
  [
    '@urikit/news',
    'RFC 5538 §2.2: a literal "@" makes an article',
    (m) => {
      const registry = m['@urikit/core'].createRegistry([m['@urikit/news'].news]);
      const { parts } = registry.parse(
        'news://news.gmane.org/p0624081dc30b8699bf9b@%5B10.20.30.108%5D',
      );
      return [parts.kind, parts.messageId];
    },
    ['article', 'p0624081dc30b8699bf9b@[10.20.30.108]'],
  ],
  [
    '@urikit/nntp',
    'RFC 5538 §3: a server, a group and an article number',
    (m) => {
      const { parts } = m['@urikit/core']
        .createRegistry([m['@urikit/nntp'].nntp])
        .parse('nntp://news.server.example/example.group.this/12345');
      return [parts.host, parts.group, parts.article];
    },
    ['news.server.example', 'example.group.this', 12345],
  ],
  [
    '@urikit/telnet',
    'RFC 4248 §2: host and port',
    (m) => {
      const parts = m['@urikit/telnet'].telnet.parse('telnet://192.0.2.16:80/');
      return [parts.host, parts.port];
    },
    ['192.0.2.16', 80],
  ],
  [
    '@urikit/wais',
    'RFC 4156 §2: the search form',
    (m) => {
      const registry = m['@urikit/core'].createRegistry([m['@urikit/wais'].wais]);
      const { parts } = registry.parse('wais://quake.think.com/wais-discussion-archives?lynch');
      return [parts.form, parts.database, parts.search];
    },
    ['search', 'wais-discussion-archives', 'lynch'],
  ],
  [
    '@urikit/prospero',
    'RFC 1738 §3.11: the hsoname and its fields',
    (m) => {
      const registry = m['@urikit/core'].createRegistry([m['@urikit/prospero'].prospero]);
      const { parts } = registry.parse('prospero://host.dom//pros/name;OBJECT-VERSION=2');
      return [parts.hsoname, parts.fields];
    },
    ['/pros/name', [['OBJECT-VERSION', '2']]],
  ],
  [
    '@urikit/urn',
    'RFC 8141 §3.2: NID case and r-components play no part in URN-equivalence',
    (m) => {
      const registry = m['@urikit/core'].createRegistry([m['@urikit/urn'].urn]);
      const { parts } = registry.parse('urn:example:a123,z456?+abc');
      return [
        parts.nid,
        parts.nss,
        parts.rComponent,
        registry.equivalent('urn:EXAMPLE:a123,z456', 'urn:example:a123,z456?+abc'),
      ];
    },
    ['example', 'a123,z456', 'abc', true],
  ],
  [
    '@urikit/data',
    'RFC 2397 §4: the media type and the octets of the data',
    (m) => {
      const { data, decodeData } = m['@urikit/data'];
      const parts = data.parse('data:text/plain;charset=iso-8859-7,%be%d3%be');
      return [parts.mediaType, parts.parameters.charset, [...decodeData(data.format(parts))]];
    },
    ['text/plain', 'iso-8859-7', [0xbe, 0xd3, 0xbe]],
  ],
];

/**
 * Runs the checks of the packages in `modules` (every check of a package needs the core too),
 * writing one line per check to `log`. Returns the number of failures; a package of `modules`
 * without a check, and a run of no check, count as failures too.
 */
export function runChecks(modules, log) {
  let failures = 0;
  let ran = 0;
  for (const [pkg, rule, check, expected] of CHECKS) {
    if (modules[pkg] === undefined) continue;
    ran++;
    let actual;
    try {
      actual = check(modules);
    } catch (error) {
      actual = `threw ${error}`;
    }
    if (same(actual, expected)) log(`  ok   ${pkg}: ${rule}`);
    else {
      failures++;
      log(`  FAIL ${pkg}: ${rule}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
    }
  }
  for (const pkg of Object.keys(modules)) {
    if (!CHECKS.some(([p]) => p === pkg)) {
      failures++;
      log(`  FAIL ${pkg}: no smoke check`);
    }
  }
  if (ran === 0) failures++;
  return failures;
}
