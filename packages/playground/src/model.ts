/**
 * The state → view model of the playground: every panel's content computed from the page's
 * state with urikit's public entries only, as plain frozen data. The DOM code (`ui/`) only
 * draws it; this module is pure (the WHATWG reading uses the platform's global `URL`, which is
 * the point of that panel) and is unit-tested in Node.
 */
import {
  check,
  checkLenient,
  compareWhatwg,
  fixup,
  type NormalizationRule,
  normalizeLenient,
  normalizeWithReport,
  parse,
  parseLenient,
  type Repair,
  relativizeWith,
  resolve,
  resolveWith,
  type SecurityFinding,
  type Uri,
} from '@urikit/core';
import { extract, type FoundUri } from '@urikit/extract';
import { checkIri, iriToUri, parseIri, uriToIri } from '@urikit/iri';
import { registry } from 'urikit';
import { type Shown, show } from './display.js';
import { type HelperView, helperViews } from './helpers.js';
import { attempt, type Outcome } from './outcome.js';
import type { PlaygroundState } from './permalink.js';
import { toUnicodeLabels } from './punycode.js';

/** The generic components of RFC 3986 §3, in order. */
export const COMPONENTS = [
  'scheme',
  'userinfo',
  'host',
  'port',
  'path',
  'query',
  'fragment',
] as const;
export type ComponentName = (typeof COMPONENTS)[number];

/** A component as the page shows it: `undefined` is absent, `''` is present and empty (§5.3). */
export interface ComponentRow {
  readonly name: ComponentName;
  readonly value: string | undefined;
}

/** Panel "Validity". */
export interface ValidityView {
  /** RFC 3986 §4.1 URI-reference: which production it is (`URI` §3 or `relative-ref` §4.2). */
  readonly reference: Outcome<'URI' | 'relative-ref'>;
  /** Through the registry of every scheme: the scheme whose rules it passed. */
  readonly registry: Outcome<string>;
}

/** Panel "Components". */
export interface ComponentsView {
  readonly generic: Outcome<{
    readonly rows: readonly ComponentRow[];
    readonly hostKind: string | undefined;
    readonly portNumber: number | undefined;
  }>;
  /** The scheme plugin's parts, shown generically. */
  readonly parts: Outcome<{ readonly scheme: string; readonly parts: Shown }>;
  readonly helpers: readonly HelperView[];
}

/** A normal form and the rules that made it. */
export interface NormalForm {
  readonly uri: string;
  readonly steps: readonly NormalizationRule[];
}

/** Why two URIs are or are not equivalent (RFC 3986 §6.2: the comparison ladder). */
export interface EquivalenceView {
  readonly equivalent: boolean;
  /** The rung of the ladder that decided (§6.2.1 simple string, §6.2.2 syntax, §6.2.3 scheme). */
  readonly reason: string;
  /** The scheme-based normal forms of the input and of the second input. */
  readonly forms: readonly [string, string];
  /** The components of the normal forms that differ. */
  readonly differing: readonly ComponentName[];
}

/** Panel "Normalization". */
export interface NormalizationView {
  readonly syntax: Outcome<NormalForm>;
  readonly scheme: Outcome<NormalForm>;
  readonly equivalence: Outcome<EquivalenceView> | undefined;
}

/** One reading of a reference against the base. */
export interface ReadingView {
  readonly label: string;
  readonly outcome: Outcome<string>;
}

/** Panel "Resolution" (present when a base is given). */
export interface ResolutionView {
  readonly readings: readonly ReadingView[];
  /** The shortest reference from the base back to the target (`relativizeWith` the registry). */
  readonly relativized: Outcome<string>;
}

/** One row of the WHATWG differential. */
export interface WhatwgRow {
  readonly component: ComponentName;
  readonly rfc3986: string | undefined;
  readonly whatwg: string | undefined;
  /** `compareWhatwg` lists this component as read differently (re-spellings are not). */
  readonly differs: boolean;
}

/** Panel "Security". */
export interface SecurityView {
  readonly findings: Outcome<readonly SecurityFinding[]>;
  readonly whatwg: {
    readonly status: 'same' | 'differs' | 'unavailable';
    readonly rows: readonly WhatwgRow[];
    /** urikit's refusal, or the WHATWG parser's, when one of the two refuses the input. */
    readonly refused: string | undefined;
    /** Both refuse the input (then `status` is `'same'`). */
    readonly bothRefuse: boolean;
  };
}

/** Panel "IRI and IDN". */
export interface IriView {
  readonly uri: Outcome<string>;
  readonly iri: Outcome<string>;
  readonly findings: Outcome<readonly SecurityFinding[]>;
  /** The host's forms; `ascii` and `unicode` only for an IDN reg-name (RFC 3987 §3.1, §3.2). */
  readonly host: Outcome<{
    readonly written: string;
    readonly ascii: string | undefined;
    readonly unicode: string | undefined;
  }>;
}

/** A stretch of text, marked or not. */
export interface Segment<T> {
  readonly text: string;
  readonly mark: T | undefined;
}

/** Panel "Fixup". */
export interface FixupView {
  readonly result: Outcome<{
    readonly uri: string;
    readonly repairs: readonly Repair[];
    readonly segments: readonly Segment<Repair>[];
  }>;
  /**
   * The lenient route of the registry (`fixup`, then the scheme's strict rules): the scheme,
   * the scheme-based normal form and the findings, positions in the text as typed.
   */
  readonly lenient: Outcome<{
    readonly scheme: string;
    readonly normal: string;
    readonly findings: readonly SecurityFinding[];
  }>;
}

/** Panel "Extract". */
export interface ExtractView {
  readonly result: Outcome<{
    readonly found: readonly FoundUri[];
    readonly segments: readonly Segment<FoundUri>[];
  }>;
}

/** Everything the page shows for a state. */
export interface ViewModel {
  readonly validity: ValidityView;
  readonly components: ComponentsView;
  readonly normalization: NormalizationView;
  readonly resolution: ResolutionView | undefined;
  readonly security: SecurityView;
  readonly iri: IriView;
  readonly fixup: FixupView;
  readonly extract: ExtractView;
}

/** The components of a `Uri`, each `undefined` when absent. */
export function componentsOf(uri: Uri): Readonly<Record<ComponentName, string | undefined>> {
  return Object.freeze({
    scheme: uri.scheme,
    userinfo: uri.userinfo,
    host: uri.host,
    port: uri.port,
    path: uri.path,
    query: uri.query,
    fragment: uri.fragment,
  });
}

/** The registry's reading of the input, shared by the panels that need it (parsed once). */
type RegistryReading = Outcome<ReturnType<typeof registry.parse>>;

function validityOf(input: string, parsed: RegistryReading): ValidityView {
  return Object.freeze({
    reference: attempt((): 'URI' | 'relative-ref' =>
      parse(input).scheme === undefined ? 'relative-ref' : 'URI',
    ),
    registry: parsed.ok
      ? Object.freeze({ ok: true, value: parsed.value.scheme as string })
      : parsed,
  });
}

function componentsViewOf(input: string, parsed: RegistryReading): ComponentsView {
  const generic = attempt(() => {
    const uri = parse(input);
    const values = componentsOf(uri);
    return Object.freeze({
      rows: Object.freeze(COMPONENTS.map((name) => Object.freeze({ name, value: values[name] }))),
      hostKind: uri.hostKind,
      portNumber: uri.portNumber,
    });
  });
  return Object.freeze({
    generic,
    parts: parsed.ok
      ? attempt(() =>
          Object.freeze({ scheme: parsed.value.scheme as string, parts: show(parsed.value.parts) }),
        )
      : parsed,
    helpers: parsed.ok ? helperViews(parsed.value.scheme, input) : Object.freeze([]),
  });
}

/** The view model of a state; never throws. */
export function viewModel(state: PlaygroundState): ViewModel {
  const { uri: input, base, compare, text } = state;
  const parsed = attempt(() => registry.parse(input));
  return Object.freeze({
    validity: validityOf(input, parsed),
    components: componentsViewOf(input, parsed),
    normalization: normalizationOf(input, compare, base),
    resolution: base === '' ? undefined : resolutionOf(base, input),
    security: securityOf(input, base),
    iri: iriOf(input),
    fixup: fixupOf(input),
    extract: extractOf(text),
  });
}

// ---------------------------------------------------------------------------------------------
// Normalization and equivalence (RFC 3986 §6)

function formOf(report: { uri: Uri; changed: readonly NormalizationRule[] }): NormalForm {
  return Object.freeze({ uri: report.uri.toString(), steps: report.changed });
}

/**
 * RFC 3986 §6.2: the ladder, in order. §6.2.1 identical text; §6.2.2 the same syntax-based
 * normal form; §6.2.3 the same scheme-based normal form (`registry.equivalent`, which also
 * asks a plugin with an equivalence of its own). A relative reference is resolved against the
 * base first (§6.1: comparing relative references directly is unwise).
 */
function equivalenceOf(input: string, compare: string, base: string): EquivalenceView {
  const options = base === '' ? undefined : { base };
  const absolute = (x: string) => (base === '' ? x : resolve(base, x).toString());
  const [a, b] = [absolute(input), absolute(compare)];
  const equivalent = registry.equivalent(input, compare, options);
  const [na, nb] = [registry.normalize(a), registry.normalize(b)];
  const ca = componentsOf(na);
  const cb = componentsOf(nb);
  const differing = COMPONENTS.filter((c) => ca[c] !== cb[c]);
  let reason: string;
  if (a === b) reason = 'RFC 3986 §6.2.1: the same text';
  else if (normalizeWithReport(a).uri.toString() === normalizeWithReport(b).uri.toString()) {
    reason = 'RFC 3986 §6.2.2: the same syntax-based normal form (case, escapes, dot segments)';
  } else if (equivalent) {
    reason = `RFC 3986 §6.2.3: the same scheme-based normal form (the rules of ${na.scheme})`;
  } else {
    reason = `RFC 3986 §6.2: the normal forms differ in ${differing.join(', ') || 'their text'}`;
  }
  return Object.freeze({
    equivalent,
    reason,
    forms: Object.freeze([na.toString(), nb.toString()] as const),
    differing: Object.freeze(differing),
  });
}

function normalizationOf(input: string, compare: string, base: string): NormalizationView {
  return Object.freeze({
    syntax: attempt(() => formOf(normalizeWithReport(input))),
    scheme: attempt(() => formOf(registry.normalizeWithReport(input))),
    equivalence: compare === '' ? undefined : attempt(() => equivalenceOf(input, compare, base)),
  });
}

// ---------------------------------------------------------------------------------------------
// Resolution (RFC 3986 §5) and relativize

function resolutionOf(base: string, reference: string): ResolutionView {
  const readings: ReadingView[] = [
    {
      label: 'RFC 3986 §5.2 (strict)',
      outcome: attempt(() => resolve(base, reference).toString()),
    },
    {
      label: 'RFC 3986 §5.2.2 non-strict (scheme read as relative)',
      outcome: attempt(() => resolve(base, reference, { strict: false }).toString()),
    },
    {
      label: 'RFC 2396 (draft-fielding-url-syntax-05)',
      outcome: attempt(() => resolve(base, reference, { legacy: 'rfc2396' }).toString()),
    },
    {
      label: 'RFC 1808 §4',
      outcome: attempt(() => resolve(base, reference, { legacy: 'rfc1808' }).toString()),
    },
    {
      label: "with the scheme's rules (resolveWith the registry)",
      outcome: attempt(() => resolveWith(registry, base, reference).toString()),
    },
  ];
  return Object.freeze({
    readings: Object.freeze(readings.map((r) => Object.freeze(r))),
    relativized: attempt(() => relativizeWith(registry, base, resolve(base, reference)).toString()),
  });
}

// ---------------------------------------------------------------------------------------------
// Security: check and the WHATWG differential

/** The components of the platform's WHATWG reading, in RFC 3986 terms. */
function whatwgComponents(
  input: string,
  base: string,
): Readonly<Record<ComponentName, string | undefined>> | undefined {
  if (typeof URL !== 'function') return undefined;
  let url: URL;
  try {
    url = base === '' ? new URL(input) : new URL(input, base);
  } catch {
    return undefined;
  }
  const userinfo = url.username + (url.password === '' ? '' : `:${url.password}`);
  return Object.freeze({
    scheme: url.protocol.slice(0, -1),
    userinfo: userinfo === '' ? undefined : userinfo,
    // a URL without an authority ("mailto:x") has no host; "file:///x" has an empty one
    host: url.href.startsWith('//', url.protocol.length) ? url.hostname : undefined,
    port: url.port === '' ? undefined : url.port,
    path: url.pathname,
    query: url.search === '' ? undefined : url.search.slice(1),
    fragment: url.hash === '' ? undefined : url.hash.slice(1),
  });
}

function whatwgOf(input: string, base: string): SecurityView['whatwg'] {
  const comparison = compareWhatwg(input, base === '' ? undefined : { base });
  const ours = comparison.uri === undefined ? undefined : componentsOf(comparison.uri);
  const theirs = whatwgComponents(input, base);
  const differing = new Set<string>(comparison.differences.map((d) => d.component));
  const rows = COMPONENTS.map((component) =>
    Object.freeze({
      component,
      rfc3986: ours?.[component],
      whatwg: theirs?.[component],
      differs: differing.has(component),
    }),
  );
  const whatwgRefuses = comparison.href === undefined && comparison.status !== 'unavailable';
  let refused: string | undefined;
  if (comparison.error !== undefined) refused = `urikit refuses it: ${comparison.error.message}`;
  else if (whatwgRefuses) refused = 'the WHATWG URL parser of this browser refuses it';
  return Object.freeze({
    status: comparison.status,
    rows: Object.freeze(rows),
    refused,
    bothRefuse: comparison.error !== undefined && whatwgRefuses,
  });
}

function securityOf(input: string, base: string): SecurityView {
  const whatwg = attempt(() => whatwgOf(input, base));
  return Object.freeze({
    findings: attempt(() => check(registry, input)),
    whatwg: whatwg.ok
      ? whatwg.value
      : Object.freeze({
          status: 'unavailable',
          rows: Object.freeze([]),
          refused: whatwg.error.message,
          bothRefuse: false,
        }),
  });
}

// ---------------------------------------------------------------------------------------------
// IRI (RFC 3987) and IDN

const LAST_ASCII = 0x7f;
const ACE_PREFIX = 'xn--';

/**
 * Whether a reg-name is an internationalized domain name: it has a non-ASCII character (an
 * ireg-name, RFC 3987 §2.2) or a label with the ACE prefix (an A-label, RFC 5890 §2.3.2.1).
 */
function isIdn(host: string): boolean {
  for (let i = 0; i < host.length; i++) if (host.charCodeAt(i) > LAST_ASCII) return true;
  return host
    .split('.')
    .some((label) => label.slice(0, ACE_PREFIX.length).toLowerCase() === ACE_PREFIX);
}

/**
 * The A-label form of an IDN host as this browser's WHATWG URL parser writes it (its host
 * parser runs UTS #46 ToASCII for special schemes, escapes decoded first), and the U-labels of
 * that form (RFC 3492 decoding, display only).
 */
function hostForms(host: string): { ascii: string | undefined; unicode: string | undefined } {
  if (!isIdn(host)) return { ascii: undefined, unicode: undefined };
  let ascii: string | undefined;
  try {
    ascii = typeof URL === 'function' ? new URL(`http://${host}/`).hostname : undefined;
  } catch {
    ascii = undefined;
  }
  return { ascii, unicode: toUnicodeLabels(ascii ?? host) };
}

function iriOf(input: string): IriView {
  return Object.freeze({
    uri: attempt(() => iriToUri(input)),
    iri: attempt(() => uriToIri(input)),
    findings: attempt(() => checkIri(input)),
    host: attempt(() => {
      const iri = parseIri(input);
      const written = iri.host ?? '';
      const forms =
        iri.hostKind === 'reg-name' && written !== ''
          ? hostForms(written)
          : { ascii: undefined, unicode: undefined };
      return Object.freeze({ written, ...forms });
    }),
  });
}

// ---------------------------------------------------------------------------------------------
// Fixup and extract: stretches of text marked at their offsets

/**
 * The text cut at the marked ranges `[start, end)`, which come in text order; a range that
 * overlaps the one before it is not marked. A range of length 0 is an insertion point.
 */
export function segmentsOf<T>(
  text: string,
  marks: readonly T[],
  range: (mark: T) => readonly [number, number],
): readonly Segment<T>[] {
  const segments: Segment<T>[] = [];
  let at = 0;
  for (const mark of marks) {
    const [start, end] = range(mark);
    if (start < at || end > text.length) continue;
    if (start > at) segments.push({ text: text.slice(at, start), mark: undefined });
    segments.push({ text: text.slice(start, end), mark });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: undefined });
  return Object.freeze(segments.map((s) => Object.freeze(s)));
}

function fixupOf(input: string): FixupView {
  return Object.freeze({
    result: attempt(() => {
      const r = fixup(input);
      return Object.freeze({
        uri: r.uri,
        repairs: r.repairs,
        segments: segmentsOf(input, r.repairs, (m) => [m.index, m.index + m.length] as const),
      });
    }),
    lenient: attempt(() =>
      Object.freeze({
        scheme: parseLenient(registry, input).value.scheme as string,
        normal: normalizeLenient(registry, input).value.toString(),
        findings: checkLenient(registry, input).value,
      }),
    ),
  });
}

function extractOf(text: string): ExtractView {
  return Object.freeze({
    result: attempt(() => {
      const found = extract(text);
      return Object.freeze({
        found,
        segments: segmentsOf(text, found, (f) => [f.start, f.end] as const),
      });
    }),
  });
}
