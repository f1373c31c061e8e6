// size-limit budgets, min+gzip. The core's two entries are here; every other package states its
// own budget in its package.json ("urikit": { "sizeLimit": "1.2 KB" }), measured without the
// core (a peer dependency, shipped once per bundle). New packages need no edit of this file.
//
// The figures in the comments below before session 10 are size-limit 12's (esbuild). size-limit
// 14 bundles with rolldown and minifies with oxc: the same dist/ measures differently, a bundle
// of the core 3-5% smaller, a plugin measured without the core 1-11% larger (bytes, 12 → 14:
// core parse 6261 → 5964, core everything 21657 → 20882, the app 17688 → 17077, extract 4320
// → 4205, file 2911 → 2943, ftp 1567 → 1622, gopher 1351 → 1405, http 841 → 922, idna 65695 →
// 66133, iri 4134 → 4150, json-schema 1231 → 1271, mailto 3263 → 3302, news 1392 → 1479, nntp
// 1279 → 1332, prospero 1083 → 1159, telnet 696 → 771, urikit 10262 → 9947, wais 1307 →
// 1388). Every budget, here and in the packages, was scaled by its own entry's ratio (14 / 12,
// rounded up to 10 B), so that each keeps the headroom it had: none gained room.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const core = [
  {
    name: '@urikit/core: parse',
    path: 'packages/core/dist/index.js',
    import: '{ parse }',
    // 4.26 KB measured: Uri.offsetOf (error offsets for plugins), equals(string | Uri), and
    // INVALID_ARGUMENT for non-string input came with the plugin contract (issue 7). 4.37 KB:
    // serialize (behind Uri.with) checks the host and port itself instead of parsing again.
    // 4.43 KB: the parser records which §6.2.2 rules may apply (bits, not one flag) and reads
    // the authority in one pass. 4.51 KB: issue 7 §6, the scanners in scan.ts (their
    // out-parameters one explicit object), serialize beside Uri (no import cycle), createUri
    // taking a named record instead of ten positional arguments. 4.53 KB: the scheme scan notes
    // upper case itself (session 5). 4.57 KB: Uri.with checks only the components that differ
    // from the URI's own (about half the time of checking all; session 6).
    // 6.25 KB (6.18 measured, session 9): issue 23's hardening. The Uri class carries what
    // with() checks (arguments.ts: every component's type, unknown keys, INVALID_ARGUMENT with a
    // description of the value, 2.4 KB minified) and its brand check; the parser reads each
    // component in a function of its own over an explicit reader (no module-level state). A
    // class's methods are not tree-shaken, so parse pays for with().
    // 6.3 KB (6.26): the sweep's option reading once per entry (readOptions) and Uri's
    // Symbol.hasInstance brand check.
    // 6.25 KB (6.24): describeValue by the kinds it tells apart, one message for a port of the
    // wrong type (issue 22's size work; codes grew by the mail controls, +0.02).
    // 6.01 KB: 6.3 KB on size-limit 14's scale (5964 B measured; see the top).
    limit: '6.01 KB',
    gzip: true,
  },
  {
    name: '@urikit/core: everything',
    path: 'packages/core/dist/index.js',
    import: '*',
    // 11.4 KB before issue 10 (contract v2, building blocks, file and IPv6 rules); +3 KB for the
    // security findings every check reports (2.1 KB) and the WHATWG comparison (0.9 KB). 14.94 KB:
    // escapeAt and the group and command-line blocks news and nntp share (moved from news, which
    // shrank by 0.23 KB), escaped dot segments kept in relative references; 15.24 KB: the
    // code-unit writer that keeps long normalize/decode results linear without a string per escape;
    // 15.37 KB: decodeOctets over a range with one byte array (wais and prospero lost their copies).
    // 15.91 KB: equivalence told in place for URIs that differ only by case, port or root path
    // (no normal forms built), the parser's §6.2.2 bits, case-blind scheme lookups. 16.99 KB:
    // respellEscapes (0.58 KB, replacing the respelling loops of wais, prospero, ftp, telnet,
    // gopher and mailto, which lost 1.6 KB together), the RFC 5322 atoms mailto and news share
    // (0.24 KB), asciiText, the §6 layout and resolve's climbing shortcut. 17.19 KB: the
    // routes a registry calls on a plugin without checking its input again, and hooks read once
    // per plugin (registry.equivalent about 15% faster), asciiText without a view (session 5).
    // 17.26 KB: Uri.with checks only the components that differ from the URI's own (session 6).
    // 17.33 KB: decodeIn reads the path, userinfo and host by name; a registry's scheme lookup
    // compares length and first letter first; decodeOctets puts a short text together on its way.
    // 17.34 KB: decodeIn's error built apart (decodeIn small enough to inline; wais dropped its
    // own copy of it) and the query read by name. 17.43 KB: the validate hook and the routes
    // that call it where no parts are kept (normalize of gopher, wais and prospero 20-30%
    // faster), decodeOctets in one pass (session 7). 17.47 KB: decodeOctets counts the escapes
    // first and fills an array of the octets' size (no cut-down copy), compose checks each
    // component in its own string (session 7). 17.49 KB: a plugin given a parsed Uri without a
    // scheme throws MISSING_SCHEME, one error shared with the registry (session 8, 13 B).
    // 17.55 KB: format turns a hook's TypeError on parts of another shape into INVALID_ARGUMENT,
    // for every plugin at once (session 8, 60 B). 17.56 KB: registry.get and has of a value
    // that is not text find nothing (2 B). 17.61 KB: schemeUri, the URI a protocol helper works
    // on, written once for gopher, wais, prospero, ftp and file (56 B here; those five plugins
    // lost 160 B together). 19.14 KB: check reads a reg-name through the UTS #46 mapping
    // (issue 23, S2): the generated table of ignored code points and of those mapped to ASCII
    // letters, digits and dots (0.97 KB), its reader and isIgnoredByIdna (0.5 KB).
    // 21.2 KB (21.17 measured, session 9): issue 24's fixup (the lenient front door, about 1.9
    // KB: its repairs with offsets, the WHATWG special schemes, the host converter hook) and the
    // four try forms; check(), not the plugins, now reaches security and whatwg.
    // 21.7 KB (21.66): the sweep's argument checks at every entry (readOptions, readField).
    // 21.65 KB (21.63): issue 22's size work: one factory for defineErrors and defineFindings,
    // each rule's message written once, resolveReference apart from resolve's legacy algorithms.
    // 20.93 KB: 21.7 KB on size-limit 14's scale (20882 B measured; see the top).
    // 21.75 KB (21.73, size-limit 14): issue 24's lenient route (parseLenient, normalizeLenient,
    // checkLenient: fixup, then the registry's strict route with positions mapped back), the
    // registry's try forms, and resolveWith/relativizeWith as free functions (issue 22: out of
    // the app below, counted here once).
    limit: '21.75 KB',
    gzip: true,
  },
];

const packages = readdirSync('packages', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`packages/${d.name}/package.json`))
  .map((d) => ({
    dir: d.name,
    pkg: JSON.parse(readFileSync(`packages/${d.name}/package.json`, 'utf8')),
  }))
  .filter(({ pkg }) => pkg.urikit?.sizeLimit !== undefined)
  .map(({ dir, pkg }) => ({
    name: pkg.name,
    path: `packages/${dir}/dist/index.js`,
    import: '*',
    ignore: ['@urikit/core', ...Object.keys(pkg.peerDependencies ?? {})],
    gzip: true,
    limit: pkg.urikit.sizeLimit,
  }));

// The app of issue 22's size bar: the core, http and mailto, and a registry's tryParse,
// normalize and equivalent (the registry object holds its methods, so createRegistry alone
// measures it). The bar is 11,000 B gzip (esbuild --minify, gzip -9); 19,484 B when the issue
// was filed, 17.3 KB after contract v3 (check a free function). Watched here so that it only
// goes down.
const app = {
  name: 'app: core + http + mailto, registry parse, normalize, equivalent',
  path: [
    'packages/core/dist/index.js',
    'packages/http/dist/index.js',
    'packages/mailto/dist/index.js',
  ],
  import: {
    'packages/core/dist/index.js': '{ createRegistry }',
    'packages/http/dist/index.js': '{ http, https }',
    'packages/mailto/dist/index.js': '{ mailto }',
  },
  gzip: true,
  // 17.75 KB (17.69 after the sweep's argument checks, 17.26 before them). 17.45 KB (17.44):
  // the size work of issue 22 in the core's and mailto's own files (mailto on the core's codes,
  // one place per rule). The registry's resolve, relativize and normalizeWithReport, while they
  // are methods of its object, keep resolve's legacy algorithms and relativize in (about 1.2 KB).
  // 17.75 KB (17.69 after the sweep's argument checks, 17.26 before them).
  // 17.14 KB: 17.75 KB on size-limit 14's scale (17077 B measured; see the top).
  // 15.9 KB (15.86, size-limit 14; 16,456 B by the bar's esbuild + gzip -9): resolve and
  // relativize off the registry object (resolveWith, relativizeWith), equivalence's base
  // resolved by resolveReference (no legacy algorithms), the registry's try forms one line each.
  limit: '15.9 KB',
};

export default [...core, app, ...packages];
