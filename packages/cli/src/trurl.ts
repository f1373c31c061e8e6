// `urikit` called with curl's trurl options and no sub-command: the same options, template
// syntax, output and exit statuses as trurl, on urikit's strict reading of RFC 3986 (an input
// that is no URI is refused, not repaired). Where the two differ, test/trurl-vectors.test.ts
// lists the case and the reason. Scheme facts (default ports, which schemes exist) come from the
// plugins of `urikit`'s registry.
import {
  type FixupResult,
  fixup,
  normalize,
  percentDecode,
  percentEncode,
  type Repair,
  registry,
  resolve,
  resolveWith,
  tryParse,
  type Uri,
  UriError,
} from 'urikit';
import { read, schemeOf } from './commands.js';
import { longOption } from './main.js';
import { ruleText, safeJson, visible } from './report.js';
import { set as setComponents, sortQuery, trimPattern, trimQuery } from './template.js';

/** trurl's exit statuses (its documented error codes), used as they are by this mode. */
export const TRURL_EXIT = Object.freeze({
  OK: 0,
  FILE: 1,
  APPEND: 2,
  ARG: 3,
  FLAG: 4,
  SET: 5,
  URL: 7,
  BADURL: 9,
  GET: 10,
  ITER: 11,
  REPLACE: 12,
} as const);

/** An error of this mode: a message for standard error and trurl's exit status. */
export class TrurlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const FLAGS = new Set([
  'json',
  'sort-query',
  'punycode',
  'as-idn',
  'urlencode',
  'keep-port',
  'default-port',
  'no-guess-scheme',
  'quiet',
  'verify',
  'accept-space',
  'lenient',
  'curl',
]);
const VALUES = new Set([
  'url',
  'url-file',
  'set',
  'append',
  'get',
  'trim',
  'qtrim',
  'iterate',
  'redirect',
  'replace',
  'replace-append',
  'force-replace',
  'query-separator',
]);
const SHORT: Readonly<Record<string, string>> = { s: 'set', a: 'append', g: 'get', f: 'url-file' };

/** The options of one run, as given. */
export interface TrurlArgs {
  readonly flags: ReadonlySet<string>;
  /** Every value option in order of appearance, as [name, value]. */
  readonly values: readonly (readonly [string, string])[];
  readonly urls: readonly string[];
}

/** True when `arg` is one of trurl's options (`--set`, `--set=…`, `-s…`). */
const isTrurlOption = (arg: string): boolean => {
  if (!arg.startsWith('-') || arg === '-') return false;
  const name = arg.startsWith('--') ? arg.slice(2).split('=')[0]! : SHORT[arg[1]!];
  return name !== undefined && (FLAGS.has(name) || VALUES.has(name));
};

/**
 * True when `argv` (whose first word is no sub-command) is a trurl call: it holds one of trurl's
 * options, or its first word reads as a URL (holds ".", ":", "/" or "["), as in
 * `urikit example.com`. A mistyped sub-command (`urikit prase …`) is neither.
 */
export function isTrurlMode(argv: readonly string[]): boolean {
  const first = argv[0] ?? '';
  if (argv.some(isTrurlOption)) return true;
  return !first.startsWith('-') && /[.:/[?]/.test(first);
}

/** Reads trurl's command line: `--name value`, `--name=value`, `-svalue`, `-s value`. */
export function parseTrurlArgs(argv: readonly string[]): TrurlArgs {
  const flags = new Set<string>();
  const values: [string, string][] = [];
  const urls: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('-') || arg === '-' || arg.length < 2) {
      urls.push(arg);
      continue;
    }
    let name: string;
    let value: string | undefined;
    if (arg.startsWith('--')) {
      [name, value] = longOption(arg);
    } else {
      name = SHORT[arg[1]!] ?? arg;
      value = arg.length > 2 ? arg.slice(2) : undefined;
    }
    if (FLAGS.has(name) && value === undefined) flags.add(name);
    else if (VALUES.has(name)) {
      if (value === undefined) {
        if (i + 1 >= argv.length) {
          // trurl: a --replace without data is a --replace problem, not a missing argument.
          const status = name.includes('replace') ? TRURL_EXIT.REPLACE : TRURL_EXIT.ARG;
          throw new TrurlError(status, `--${name} needs an argument`);
        }
        value = argv[++i]!;
      }
      values.push([name, value]);
    } else throw new TrurlError(TRURL_EXIT.FLAG, `unknown option ${arg}`);
  }
  return { flags, values, urls };
}

/** One `--set`, `--iterate` value or `--append`: component, how the value is taken, value. */
interface Edit {
  readonly name: string;
  /** `=`: data (every character the component does not allow is encoded, "%" too); `:=` URI text. */
  readonly raw: boolean;
  /** `?=`: only when the URI has no such component. */
  readonly ifAbsent: boolean;
  readonly value: string;
}

/** Reads `name=value`, `name:=value` or `name?=value`. */
function edit(text: string, status: number): Edit {
  const eq = text.indexOf('=');
  if (eq < 1) throw new TrurlError(status, `expected COMPONENT=VALUE, not "${text}"`);
  const mark = text[eq - 1];
  const raw = mark === ':';
  const ifAbsent = mark === '?';
  const name = raw || ifAbsent ? text.slice(0, eq - 1) : text.slice(0, eq);
  return { name, raw, ifAbsent, value: text.slice(eq + 1) };
}

/** What a run does to each URL, read once from the arguments. */
export interface Plan {
  readonly flags: ReadonlySet<string>;
  readonly sets: readonly Edit[];
  readonly appends: readonly Edit[];
  readonly iterations: readonly { readonly name: string; readonly items: readonly string[] }[];
  readonly trims: readonly string[];
  readonly replaces: readonly { readonly text: string; readonly force: boolean }[];
  readonly redirect: string | undefined;
  readonly template: string | undefined;
  readonly urls: readonly string[];
  readonly urlFile: string | undefined;
}

/** The plan of `args`, with trurl's checks of the options (statuses 4, 5, 11). */
export function planOf(args: TrurlArgs): Plan {
  const sets: Edit[] = [];
  const appends: Edit[] = [];
  const iterations: { name: string; items: string[] }[] = [];
  const trims: string[] = [];
  const replaces: { text: string; force: boolean }[] = [];
  const urls = [...args.urls];
  let redirect: string | undefined;
  let template: string | undefined;
  let urlFile: string | undefined;
  for (const [name, value] of args.values) {
    if (name === 'url') urls.push(value);
    else if (name === 'set') {
      const e = edit(value, TRURL_EXIT.SET);
      if (sets.some((s) => s.name === e.name)) {
        throw new TrurlError(TRURL_EXIT.SET, `duplicate --set for component ${e.name}`);
      }
      sets.push(e);
    } else if (name === 'append') appends.push(edit(value, TRURL_EXIT.APPEND));
    else if (name === 'iterate') {
      const e = edit(value, TRURL_EXIT.ITER);
      if (iterations.some((s) => s.name === e.name)) {
        throw new TrurlError(TRURL_EXIT.ITER, `duplicate --iterate for component ${e.name}`);
      }
      iterations.push({ name: e.name, items: e.value.split(' ') });
    } else if (name === 'trim' || name === 'qtrim') {
      const text = name === 'trim' ? value : `query=${value}`;
      try {
        trimPattern(text, true); // only the query can be trimmed (checked once, here)
      } catch (e) {
        if (e instanceof UriError) throw new TrurlError(TRURL_EXIT.FLAG, ruleText(e.message));
        throw e;
      }
      trims.push(text);
    } else if (name === 'redirect') redirect = value;
    else if (name === 'replace') replaces.push({ text: value, force: false });
    else if (name === 'replace-append' || name === 'force-replace') {
      replaces.push({ text: value, force: true });
    } else if (name === 'get') {
      if (template !== undefined) throw new TrurlError(TRURL_EXIT.FLAG, 'only one --get');
      if (args.flags.has('json')) {
        throw new TrurlError(TRURL_EXIT.FLAG, '--get and --json exclude each other');
      }
      template = value;
    } else if (name === 'url-file') {
      if (urlFile !== undefined) throw new TrurlError(TRURL_EXIT.FLAG, 'only one --url-file');
      urlFile = value;
    } else if (name === 'query-separator' && value !== '&') {
      throw new TrurlError(TRURL_EXIT.FLAG, 'urikit splits query pairs at "&" only');
    }
  }
  if (args.flags.has('json') && template !== undefined) {
    throw new TrurlError(TRURL_EXIT.FLAG, '--json and --get exclude each other');
  }
  for (const it of iterations) {
    if (sets.some((s) => s.name === it.name)) {
      throw new TrurlError(TRURL_EXIT.ITER, `--iterate and --set both for component ${it.name}`);
    }
  }
  return {
    flags: args.flags,
    sets,
    appends,
    iterations,
    trims,
    replaces,
    redirect,
    template,
    urls,
    urlFile,
  };
}

// --- Reading a URL -----------------------------------------------------------------------

/** The text urikit reads for an input, and where a guessed scheme was put in it. */
interface Guessed {
  readonly text: string;
  /** Where the guessed `scheme://` stands (after the C0 controls and spaces that start the input). */
  readonly at: number;
  /** Its length (0: the input has a scheme of its own). */
  readonly inserted: number;
}

/**
 * The text urikit reads for an input: the input itself when it starts with a scheme that is
 * followed by "//" or known to the registry; else (unless --no-guess-scheme) with the scheme
 * libcurl guesses for a bare host (CURLU_GUESS_SCHEME: "ftp." hosts ftp, others http), put after
 * the controls and spaces that --lenient trims.
 */
function inputText(text: string, plan: Plan): Guessed | undefined {
  let at = 0;
  while (at < text.length && text.charCodeAt(at) <= SPACE) at++;
  const rest = text.slice(at);
  if (hasScheme(rest)) return { text, at, inserted: 0 };
  if (plan.flags.has('no-guess-scheme')) return undefined;
  const scheme = `${rest.toLowerCase().startsWith('ftp.') ? 'ftp' : 'http'}://`;
  return { text: text.slice(0, at) + scheme + rest, at, inserted: scheme.length };
}

/** U+0020: with the C0 controls before it, what fixup trims at the ends (WHATWG URL). */
const SPACE = 0x20;

/** Whether the run takes a repair `fixup` made (see {@link repaired}). */
function allowed(r: Repair, flags: ReadonlySet<string>): boolean {
  if (flags.has('lenient') || r.kind === 'host-to-ascii') return true;
  // libcurl's CURLU_ALLOW_SPACE, behind trurl's --accept-space: spaces, and nothing else.
  return flags.has('accept-space') && r.kind === 'percent-encode' && r.was.trim() === '';
}

/**
 * The text to read for the input `input`, guessed `g` (see {@link inputText}):
 * `fixup`'s repair of it where the run takes every repair made, else `guessed` as it is (read
 * strictly). Taken: an IRI's host written as its A-label, always (RFC 3987 §3.1: trurl reads
 * IDN hosts too); the spaces of --accept-space, percent-encoded (RFC 3986 §2.1); with
 * --lenient, every repair, each named on standard error (its kind, its offset in the input, what
 * stood there and what replaced it), and a text `fixup` cannot repair is refused with its error.
 */
function repaired(input: string, g: Guessed, plan: Plan, w: Writer): string | UriError {
  const lenient = plan.flags.has('lenient');
  // An offset in the text read, as an offset in the input (the guessed scheme left out).
  const inInput = (i: number) => (i < g.at + g.inserted ? Math.min(i, g.at) : i - g.inserted);
  let fixed: FixupResult;
  try {
    fixed = fixup(g.text, { toAsciiHost: (host) => asciiHost(host, w.idna) });
  } catch (e) {
    if (!(e instanceof UriError)) throw e;
    if (!lenient) return g.text;
    return new UriError(e.code, ruleText(e.message), input, inInput(e.index));
  }
  if (fixed.repairs.length === 0) return g.text;
  if (!fixed.repairs.every((r) => allowed(r, plan.flags))) return g.text;
  if (lenient) {
    for (const r of fixed.repairs) {
      w.note(
        `repair ${r.kind} at ${inInput(r.index)}: ${JSON.stringify(r.was)} -> ${JSON.stringify(r.now)}`,
      );
    }
  }
  return fixed.uri;
}

/** UTS #46 ToASCII of a host (the runtime's, as --punycode), a `UriError` where it has none. */
function asciiHost(host: string, idna: Idna): string {
  const ascii = idna.toAscii(host);
  if (ascii === '') {
    throw new UriError('INVALID_HOST', 'UTS #46: the host has no ASCII form', host, 0, 'host');
  }
  return ascii;
}

/** True when `text` starts with a scheme followed by "//", or with one the registry knows. */
function hasScheme(text: string): boolean {
  const scheme = schemeOf(text);
  return scheme !== undefined && (text.startsWith('//', scheme.length + 1) || registry.has(scheme));
}

/** The URI of an input, or the error to report. */
function readUrl(text: string, plan: Plan, w: Writer): Uri | UriError {
  const guessed = inputText(text, plan);
  if (guessed === undefined) {
    return new UriError('MISSING_SCHEME', 'RFC 3986 §3: no scheme (--no-guess-scheme)', text, 0);
  }
  const fixed = repaired(text, guessed, plan, w);
  if (fixed instanceof UriError) return fixed;
  const r = read(fixed, true);
  if (!r.ok) return r.error;
  // --curl (trurl: only the schemes libcurl supports): here, the schemes urikit has plugins for.
  if (plan.flags.has('curl') && !registry.has(r.uri.scheme?.toLowerCase() ?? '')) {
    return new UriError(
      'UNKNOWN_SCHEME',
      'RFC 3986 §3.1: no plugin for this scheme (--curl)',
      guessed.text,
      0,
      'scheme',
    );
  }
  if (plan.redirect === undefined) return r.uri;
  try {
    return registry.has(r.uri.scheme ?? '')
      ? resolveWith(registry, r.uri, plan.redirect)
      : resolve(r.uri, plan.redirect);
  } catch (e) {
    if (e instanceof UriError) return e;
    throw e;
  }
}

// --- Editing ----------------------------------------------------------------------------

/** The names of trurl's components urikit writes (imap's "options" it has no plugin for). */
const WRITABLE = new Set([
  'scheme',
  'user',
  'password',
  'host',
  'port',
  'path',
  'query',
  'fragment',
]);

/** The value of a component of `uri`, as written, `undefined` when absent. */
function component(uri: Uri, name: string): string | undefined {
  const info = uri.userinfo;
  const colon = info === undefined ? -1 : info.indexOf(':');
  switch (name) {
    case 'scheme':
      return uri.scheme;
    case 'user':
      return colon < 0 ? info : info!.slice(0, colon);
    case 'password':
      return colon < 0 ? undefined : info!.slice(colon + 1);
    case 'host':
      return uri.hostText;
    case 'port':
      return uri.port === '' ? undefined : uri.port;
    case 'path':
      return uri.path;
    case 'query':
      return uri.query;
    case 'fragment':
      return uri.fragment;
    default:
      return undefined;
  }
}

/** `uri` with one component set as trurl's `--set` does: an empty value removes it. */
function applySet(uri: Uri, e: Edit, guessedScheme: boolean): Uri {
  if (!WRITABLE.has(e.name)) {
    throw new TrurlError(TRURL_EXIT.SET, `urikit cannot set component "${e.name}"`);
  }
  // A guessed scheme is no scheme of the input: `scheme?=` sets it (as trurl does).
  const given = e.name === 'scheme' && guessedScheme ? undefined : component(uri, e.name);
  if (e.ifAbsent && given !== undefined) return uri;
  // Data: a "%" is a percent sign (written %25); URI text (":="): escapes kept.
  const value = e.raw ? e.value : e.value.replaceAll('%', '%25');
  const name = e.name;
  if (e.value === '' && name !== 'path') return setComponents(uri, [], [name]);
  // After an authority a path starts with "/" (RFC 3986 §3.3): trurl writes it.
  const slash = name === 'path' && uri.hostText !== undefined && !value.startsWith('/') ? '/' : '';
  return setComponents(uri, [`${name}=${slash}${value}`]);
}

/** `uri` with `--append path=SEGMENT` or `--append query=PAIR` applied (the value is data). */
function applyAppend(uri: Uri, e: Edit): Uri {
  if (e.name === 'path') {
    const base = uri.path.endsWith('/') ? uri.path : `${uri.path}/`;
    return uri.with({ path: base + percentEncode(e.value, 'segment') });
  }
  if (e.name === 'query') {
    const eq = e.value.indexOf('=');
    const pair =
      eq < 0
        ? percentEncode(e.value, 'query', '&=+#')
        : `${percentEncode(e.value.slice(0, eq), 'query', '&=+#')}=${percentEncode(e.value.slice(eq + 1), 'query', '&+#')}`;
    const query = uri.query;
    return uri.with({ query: query === undefined || query === '' ? pair : `${query}&${pair}` });
  }
  throw new TrurlError(TRURL_EXIT.APPEND, `--append takes path=… or query=…, not "${e.name}"`);
}

/** `uri` with `--replace NAME=VALUE`: the parameter's first value replaced (forced: added). */
function applyReplace(uri: Uri, text: string, force: boolean): Uri {
  const eq = text.indexOf('=');
  const name = eq < 0 ? text : text.slice(0, eq);
  if (name === '') throw new TrurlError(TRURL_EXIT.REPLACE, 'no data passed to --replace');
  const present = (uri.query ?? '').split('&').some((p) => p === name || p.startsWith(`${name}=`));
  if (!present && !force) return uri;
  if (eq >= 0)
    return setComponents(uri, [`query:${name}=${text.slice(eq + 1).replaceAll('%', '%25')}`]);
  // NAME alone: the first pair of that name written as the name alone, later ones removed.
  const value = setComponents(uri, [`query:${name}=`]).query ?? '';
  return uri.with({
    query: value
      .split('&')
      .map((p) => (p === `${name}=` ? name : p))
      .join('&'),
  });
}

/** Every edit of the plan (`sets`: the --set and this combination's --iterate values), in trurl's order. */
function applyEdits(uri: Uri, plan: Plan, sets: readonly Edit[], guessed = false): Uri {
  let out = uri;
  for (const e of sets) out = applySet(out, e, guessed);
  // Trims before appends: what --append adds is kept (as trurl does).
  if (plan.trims.length > 0) {
    out = trimQuery(
      out,
      plan.trims.map((t) => trimPattern(t, true)),
    );
  }
  for (const e of plan.appends) out = applyAppend(out, e);
  for (const r of plan.replaces) out = applyReplace(out, r.text, r.force);
  if (plan.flags.has('sort-query')) out = sortQuery(out);
  return out;
}

/** The sets of each combination of the iterations (the first iteration outermost). */
function combinations(plan: Plan): Edit[][] {
  let out: Edit[][] = [[...plan.sets]];
  for (const { name, items } of plan.iterations) {
    const next: Edit[][] = [];
    for (const sets of out) {
      for (const value of items) next.push([...sets, { name, raw: false, ifAbsent: false, value }]);
    }
    out = next;
  }
  return out;
}

// --- Output -----------------------------------------------------------------------------

/** Host conversions of `--punycode` and `--as-idn` (UTS #46, through Node's WHATWG URL). */
export interface Idna {
  readonly toAscii: (host: string) => string;
  readonly toUnicode: (host: string) => string;
}

/** How one URL is written: the modifiers of a template field, or the run's flags. */
interface Shape {
  readonly defaultPort: boolean;
  readonly puny: boolean;
  readonly idn: boolean;
}

/** The port written for `uri`: its own, else (with `defaultPort`) its scheme's (the plugin's). */
function portOf(uri: Uri, withDefault: boolean): string | undefined {
  const own = component(uri, 'port');
  if (own !== undefined || !withDefault) return own;
  const port = registry.get(uri.scheme?.toLowerCase() ?? '')?.defaultPort;
  return port === undefined ? undefined : String(port);
}

/** The host of `uri` without an RFC 6874 zone identifier, converted as `shape` asks. */
function hostOf(
  uri: Uri,
  shape: Shape,
  idna: Idna,
  note: (text: string) => void,
): string | undefined {
  let host = uri.hostText;
  if (host === undefined) return undefined;
  const zone = host.indexOf('%25');
  if (uri.hostKind === 'ipv6' && zone >= 0) host = `${host.slice(0, zone)}]`;
  if (uri.hostKind !== 'reg-name' || !(shape.puny || shape.idn)) return host;
  const converted = shape.puny ? idna.toAscii(percentDecode(host)) : idna.toUnicode(host);
  // An A-label that does not come back from its U-label is no valid A-label (RFC 5891 §5.4),
  // nor is one that ToUnicode left as it was ("xn-----": runtimes differ in how they say so).
  const valid =
    converted !== '' &&
    (shape.puny ||
      (idna.toAscii(converted) === host.toLowerCase() &&
        !converted.split('.').some((label) => label.toLowerCase().startsWith('xn--'))));
  if (!valid) {
    note(`cannot convert host "${host}" ${shape.puny ? 'to punycode' : 'to IDN'}`);
    return host;
  }
  return converted;
}

/** The text of `uri` in its normal form, written with the host and port `shape` asks for. */
function urlText(uri: Uri, shape: Shape, idna: Idna, note: (text: string) => void): string {
  const host = hostOf(uri, shape, idna, note);
  if (host === undefined) return uri.toString();
  const port = portOf(uri, shape.defaultPort);
  const info = uri.userinfo === undefined ? '' : `${uri.userinfo}@`;
  const tail = uri.toString().slice(uri.offsetOf('path'));
  return `${uri.scheme}://${info}${host}${port === undefined ? '' : `:${port}`}${tail}`;
}

/**
 * The normal form trurl writes: urikit's normalization (RFC 3986 §6.2.2, and the scheme's
 * §6.2.3 rules through its plugin: a default port dropped, unless --keep-port), and a path
 * "/" after an authority (RFC 3986 §6.2.3), for every scheme as trurl does.
 */
function normalForm(uri: Uri, keepPort: boolean): Uri {
  const known = registry.has(uri.scheme?.toLowerCase() ?? '');
  let n = known
    ? registry.normalize(uri, { allowZoneId: true })
    : normalize(uri, { allowZoneId: true });
  if (n.hostText !== undefined && n.path === '') n = n.with({ path: '/' });
  if (keepPort && uri.port && n.port === undefined) n = n.with({ port: uri.port });
  return n;
}

/** One field of a trurl template: `{[modifier:]…name[:key]}`, or `[…]` alike. */
interface Field extends Shape {
  readonly name: string;
  readonly key: string | undefined;
  readonly raw: boolean;
  readonly strict: boolean;
  readonly must: boolean;
}

const MODIFIERS = new Set(['url', '', 'default', 'puny', 'idn', 'strict', 'must']);
const FIELDS = new Set([
  'url',
  'scheme',
  'user',
  'password',
  'options',
  'host',
  'port',
  'path',
  'query',
  'fragment',
  'zoneid',
  'query-all',
]);
const BACKSLASH: Readonly<Record<string, string>> = {
  '\\': '\\',
  t: '\t',
  n: '\n',
  r: '\r',
  '{': '{',
  '[': '[',
};

/** The field written between the braces or brackets of a template. */
function field(inner: string, flags: ReadonlySet<string>): Field {
  const tokens = inner.split(':');
  const mods = new Set<string>();
  while (tokens.length > 1 && MODIFIERS.has(tokens[0]!)) mods.add(tokens.shift()!);
  const name = tokens.shift()!;
  if (!FIELDS.has(name)) throw new TrurlError(TRURL_EXIT.GET, `unknown --get field "${inner}"`);
  const key = name.startsWith('query') && tokens.length > 0 ? tokens.join(':') : undefined;
  return {
    name,
    key,
    raw: mods.has('url') || mods.has('') || flags.has('urlencode'),
    strict: mods.has('strict'),
    must: mods.has('must'),
    defaultPort: mods.has('default') || flags.has('default-port'),
    puny: mods.has('puny') || flags.has('punycode'),
    idn: mods.has('idn') || flags.has('as-idn'),
  };
}

/** A `--get` template: text and fields; `\{`, `\[`, `\\`, `\t`, `\n`, `\r`; an unclosed "{" is text. */
export function compileTrurl(source: string, flags: ReadonlySet<string>): (string | Field)[] {
  const out: (string | Field)[] = [];
  let text = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\' && BACKSLASH[source[i + 1] ?? ''] !== undefined) {
      text += BACKSLASH[source[++i]!];
      continue;
    }
    const close = c === '{' ? source.indexOf('}', i) : c === '[' ? source.indexOf(']', i) : -1;
    if (close < 0) {
      text += c;
      continue;
    }
    if (text !== '') out.push(text);
    text = '';
    out.push(field(source.slice(i + 1, close), flags));
    i = close;
  }
  if (text !== '') out.push(text);
  return out;
}

/** Decoded text, or `undefined` when it has no text (invalid UTF-8) or holds NUL. */
function decoded(text: string, plusIsSpace = false): string | undefined {
  try {
    const out = percentDecode(plusIsSpace ? text.replaceAll('+', '%20') : text);
    return out.includes('\0') ? undefined : out;
  } catch (e) {
    if (e instanceof UriError) return undefined;
    throw e;
  }
}

/** The pairs of a query split at "&" (empty ones skipped), names and values decoded. */
function params(
  query: string,
  raw: boolean,
  nulAsDot: boolean,
): { key: string; value: string; rawValue: string }[] {
  const out: { key: string; value: string; rawValue: string }[] = [];
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    const value = eq < 0 ? '' : pair.slice(eq + 1);
    const plain = (t: string) => {
      if (raw) return t;
      try {
        // trurl's reading of a pair: "+" is a space; in a template a decoded NUL is ".".
        const text = percentDecode(t.replaceAll('+', '%20'));
        return nulAsDot ? text.replaceAll('\0', '.') : text;
      } catch {
        return t;
      }
    };
    out.push({ key: plain(key), value: plain(value), rawValue: value });
  }
  return out;
}

/** What the run needs to write one URL. */
interface Writer {
  readonly plan: Plan;
  /** The --get template, compiled once. */
  readonly template: readonly (string | Field)[] | undefined;
  readonly idna: Idna;
  note(text: string): void;
}

/** The value of one field for `uri` (already in its normal form). */
function fieldValue(uri: Uri, f: Field, w: Writer): string {
  if (f.name === 'url') return urlText(uri, f, w.idna, w.note);
  if (f.key !== undefined) {
    const all = params(uri.query ?? '', f.raw, true).filter((p) => p.key === f.key);
    const values = all.map((p) => (f.raw ? p.rawValue : p.value));
    return f.name === 'query-all' ? values.join(' ') : (values[0] ?? '');
  }
  let value: string | undefined;
  if (f.name === 'host') value = hostOf(uri, f, w.idna, w.note);
  else if (f.name === 'port') value = portOf(uri, true);
  else if (f.name === 'zoneid') {
    const host = uri.hostText ?? '';
    const at = uri.hostKind === 'ipv6' ? host.indexOf('%25') : -1;
    value = at < 0 ? undefined : host.slice(at + 3, -1);
  } else value = component(uri, f.name);
  if (value === undefined) {
    if (f.must) throw new TrurlError(TRURL_EXIT.GET, `missing must:${f.name}`);
    return '';
  }
  if (f.raw || f.name === 'port' || f.name === 'scheme') return value;
  const text = decoded(value);
  if (text !== undefined) return text;
  if (f.strict) throw new TrurlError(TRURL_EXIT.GET, `problems URL decoding ${f.name}`);
  w.note(`cannot decode ${f.name} (invalid UTF-8 or NUL): shown empty`);
  return '';
}

/** One URL as trurl's --json writes it: url, parts, and params when there is a query. */
function jsonOf(uri: Uri, w: Writer): string {
  const raw = w.plan.flags.has('urlencode');
  const shape = {
    defaultPort: w.plan.flags.has('default-port'),
    puny: w.plan.flags.has('punycode'),
    idn: w.plan.flags.has('as-idn'),
  };
  const parts: Record<string, string> = {};
  for (const name of ['scheme', 'user', 'password', 'host', 'port', 'path', 'query', 'fragment']) {
    let value =
      name === 'host'
        ? hostOf(uri, shape, w.idna, w.note)
        : name === 'port'
          ? portOf(uri, shape.defaultPort)
          : component(uri, name);
    if (value === undefined) continue;
    if (!raw && name !== 'host' && name !== 'port' && name !== 'scheme')
      value = decoded(value, name === 'query') ?? value;
    parts[name] = value;
  }
  const zone = fieldValue(uri, field('zoneid', w.plan.flags), w);
  if (zone !== '') parts.zoneid = zone;
  const out: Record<string, unknown> = { url: urlText(uri, shape, w.idna, w.note), parts };
  if (uri.query !== undefined) {
    // trurl's params are decoded, --urlencode or not.
    out.params = params(uri.query, false, false).map((p) => ({ key: p.key, value: p.value }));
  }
  return safeJson(out);
}

/** The output of one URL: the template filled in, its JSON, or its normal form. */
function written(uri: Uri, w: Writer): string {
  const n = normalForm(uri, w.plan.flags.has('keep-port'));
  if (w.plan.flags.has('json')) return jsonOf(n, w);
  if (w.template === undefined) {
    const { flags } = w.plan;
    return urlText(
      n,
      {
        defaultPort: flags.has('default-port'),
        puny: flags.has('punycode'),
        idn: flags.has('as-idn'),
      },
      w.idna,
      w.note,
    );
  }
  let out = '';
  for (const piece of w.template) {
    out += typeof piece === 'string' ? piece : fieldValue(n, piece, w);
  }
  return out;
}

// --- The run ----------------------------------------------------------------------------

/** What the run reads and writes (main.ts gives the process's, or the streams given to run). */
export interface TrurlIo {
  out(text: string): void;
  err(text: string): void;
  /** Calls `onLine` for each line of `file` ("-": standard input), one line in memory at a time. */
  lines(file: string, onLine: (line: string) => void): Promise<void>;
  readonly stdoutIsTTY: boolean;
  readonly idna: Idna;
}

/** Runs trurl's mode with `argv`; returns the exit status. */
export async function runTrurl(argv: readonly string[], io: TrurlIo): Promise<number> {
  let plan: Plan;
  let template: (string | Field)[] | undefined;
  try {
    plan = planOf(parseTrurlArgs(argv));
    template = plan.template === undefined ? undefined : compileTrurl(plan.template, plan.flags);
  } catch (e) {
    if (!(e instanceof TrurlError)) throw e;
    io.err(`urikit error: ${visible(e.message)}\n`);
    return e.status;
  }
  const quiet = plan.flags.has('quiet');
  const w: Writer = {
    plan,
    template,
    idna: io.idna,
    note: (text) => quiet || io.err(`urikit note: ${visible(text)}\n`),
  };
  const json = plan.flags.has('json');
  let count = 0;
  const emit = (text: string) => {
    const shown = io.stdoutIsTTY ? visible(text) : text;
    if (json) io.out(count === 0 ? `[\n  ${shown}` : `,\n  ${shown}`);
    else io.out(`${shown}\n`);
    count++;
  };
  try {
    const one = (text: string) => each(text, plan, w, emit);
    for (const url of plan.urls) one(url);
    if (plan.urlFile !== undefined) {
      await io.lines(plan.urlFile, (line) => {
        const text = line.trimEnd();
        if (text !== '') one(text);
      });
    }
    if (plan.urls.length === 0 && plan.urlFile === undefined) fromSets(plan, w, emit);
  } catch (e) {
    if (json) io.out(count === 0 ? '[]\n' : '\n]\n');
    if (!(e instanceof TrurlError)) throw e;
    io.err(`urikit error: ${visible(e.message)}\n`);
    return e.status;
  }
  if (json) io.out(count === 0 ? '[]\n' : '\n]\n');
  return TRURL_EXIT.OK;
}

/** Works on one input URL: each combination of the iterations, written. */
function each(text: string, plan: Plan, w: Writer, emit: (text: string) => void): void {
  const uri = readUrl(text, plan, w);
  if (uri instanceof UriError) {
    refuse(text, uri, w);
    return;
  }
  for (const sets of combinations(plan)) {
    const out = output(uri, sets, !hasScheme(text), w);
    if (out instanceof UriError) {
      refuse(text, out, w);
      return;
    }
    emit(out);
  }
}

/** The output of `uri` edited with `sets` and the plan's other edits, or why it has none. */
function output(uri: Uri, sets: readonly Edit[], guessed: boolean, w: Writer): string | UriError {
  try {
    const edited = applyEdits(uri, w.plan, sets, guessed);
    // The edited URI keeps its scheme's rules (an ftp URI has no query, RFC 1738 §3.2).
    const check = read(edited.toString(), true);
    return check.ok ? written(check.uri, w) : check.error;
  } catch (e) {
    if (e instanceof UriError) return e;
    throw e;
  }
}

/** Why a URL is refused: the code, where, and the rule. */
const reason = (error: UriError): string =>
  `${error.code} at index ${error.index} (${ruleText(error.message)})`;

/** A URL urikit cannot read: with --verify the run ends (status 9), else a note and the next. */
function refuse(text: string, error: UriError, w: Writer): void {
  if (w.plan.flags.has('verify')) {
    throw new TrurlError(TRURL_EXIT.BADURL, `bad URL "${text}": ${reason(error)}`);
  }
  w.note(`skipping "${text}": ${reason(error)}`);
}

/** No URL given: one built from the --set components alone (a scheme and a host needed). */
function fromSets(plan: Plan, w: Writer, emit: (text: string) => void): void {
  const empty = tryParse('');
  if (!empty.ok || plan.sets.length + plan.iterations.length === 0) {
    throw new TrurlError(TRURL_EXIT.URL, 'not enough input for a URL');
  }
  for (const sets of combinations(plan)) {
    // The scheme first, so that the host has an authority to go into (RFC 3986 §3).
    const ordered = [...sets].sort(
      (a, b) => Number(b.name === 'scheme') - Number(a.name === 'scheme'),
    );
    let uri = empty.value;
    try {
      for (const e of ordered) uri = applySet(uri, e, false);
    } catch (e) {
      if (!(e instanceof UriError)) throw e;
      throw new TrurlError(TRURL_EXIT.URL, `not enough input for a URL (${e.code})`);
    }
    if (uri.scheme === undefined || !uri.hostText) {
      throw new TrurlError(TRURL_EXIT.URL, 'not enough input for a URL');
    }
    // The other edits (--append, --trim, …) as for any URL.
    const out = output(uri, [], false, w);
    if (out instanceof UriError) {
      refuse(uri.toString(), out, w);
      return;
    }
    emit(out);
  }
}
