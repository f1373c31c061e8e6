// The laws every urikit scheme plugin keeps, checked without a test runner: each law reports
// the inputs it breaks on as data.
import {
  type AnySchemePlugin,
  check,
  createRegistry,
  normalize,
  type PartsOf,
  type Registry,
  relativizeWith,
  resolveWith,
  UriError,
  uriFindings,
} from '@urikit/core';
import fc from 'fast-check';
import { badUriError, guard, onlyUriErrorOf, property, type Report } from './check.js';
import { deepEqual, show, thrown } from './equal.js';
import { hostile, misfit, propertyRuns, replaceAt } from './inputs.js';

/** What the laws check a plugin on. */
export interface LawSamples<Parts> {
  /** Valid URIs of the scheme: the RFC's own examples first. */
  readonly valid: readonly string[];
  /** Invalid URIs with the code they are refused with, and the index when it matters. */
  readonly invalid?: readonly (readonly [input: string, code: string, index?: number])[];
  /** Pairs the scheme's equivalence holds for (RFC 3986 §6.2.3). */
  readonly equivalent?: readonly (readonly [string, string])[];
  /** Pairs that are not equivalent. */
  readonly different?: readonly (readonly [string, string])[];
  /** Parts to round-trip through `format` and `parse` (fast-check). */
  readonly parts?: fc.Arbitrary<Parts>;
  /** Runs of each property; default 200 (`pnpm fuzz` raises it with `URIKIT_RUNS`). */
  readonly numRuns?: number;
}

/** A law a plugin breaks, on one input: what {@link checkPluginLaws} returns. Frozen. */
export interface LawViolation {
  /** The law's stable id (see {@link pluginLawTable}). */
  readonly law: PluginLawId;
  /** The rule the law comes from (`RFC 3986 §6.2.2`). */
  readonly rule: string;
  /** What broke it: a sample, a pair of samples, or generated parts (fast-check's shrunk case). */
  readonly input: unknown;
  /** What went wrong. */
  readonly message: string;
}

/** Options of {@link checkPluginLaws}. */
export interface LawOptions {
  /** Only these laws (all by default). */
  readonly laws?: readonly PluginLawId[] | undefined;
  /** The fast-check seed of the generated inputs (random by default; a violation names it). */
  readonly seed?: number | undefined;
}

/** A law's id, title (the name of its vitest test) and rule. */
export interface PluginLaw {
  readonly id: PluginLawId;
  readonly title: string;
  readonly rule: string;
}

/** The stable ids of the laws, in the order they run. */
export type PluginLawId = (typeof LAW_IDS)[number];

const LAW_IDS = [
  'samples-valid',
  'parts-frozen',
  'parse-format-round-trip',
  'format-refuses-misfits',
  'format-parse-equivalent',
  'normalize-idempotent',
  'syntax-normal',
  'format-normal-form',
  'equivalence-relation',
  'default-port',
  'hierarchical',
  'hostile-input',
  'findings-data',
  'invalid-refused',
  'equivalent-pairs',
  'different-pairs',
] as const;

// What one law sees: the plugin, its registry (the route users take) and where to report.
interface Context {
  readonly plugin: AnySchemePlugin;
  readonly registry: Registry;
  readonly samples: LawSamples<unknown>;
  readonly numRuns: number;
  readonly seed: number | undefined;
  readonly report: Report;
}

type Law = readonly [title: string, rule: string, check: (cx: Context) => void];

// The hooks of the plugin's definition that some laws read, when it has them (read as data,
// so that a definition without them, or of another contract version, still type-checks).
interface Declared {
  readonly equivalent?: unknown;
  readonly findings?: { readonly codes?: Readonly<Record<string, unknown>> } | undefined;
  readonly skip?: readonly string[] | undefined;
}
const declared = (plugin: AnySchemePlugin): Declared =>
  ((plugin as { readonly definition?: Declared }).definition ?? {}) as Declared;

// The sample URIs a law runs on, and the texts of generated parts (their `format`).
function eachText(cx: Context, check: (text: string, report: Report) => void): void {
  for (const u of cx.samples.valid) guard(cx.report, u, () => check(u, cx.report));
  const parts = cx.samples.parts;
  if (parts === undefined) return;
  property(cx, parts, cx.numRuns, (p, report) => {
    const text = cx.plugin.format(p).toString();
    check(text, (input, message) => report(input === text ? p : input, message));
  });
}

const samplesValid: Law = [
  'has samples, each valid',
  'RFC 3986 §3',
  ({ samples, registry, report }) => {
    if (samples.valid.length === 0) report(undefined, 'no valid samples');
    for (const u of samples.valid) {
      const r = registry.tryParse(u);
      if (!r.ok) report(u, `refused: ${r.error.code} at ${r.error.index} (${r.error.message})`);
    }
  },
];

const partsFrozen: Law = [
  'parts reach the user frozen, on every route that returns them',
  'RFC 3986 §3',
  ({ samples, registry, plugin, report }) => {
    for (const u of samples.valid) {
      guard(report, u, () => {
        const r = registry.tryParse(u);
        if (!(r.ok && Object.isFrozen(r.value.parts))) report(u, 'registry.tryParse: not frozen');
        if (!Object.isFrozen(plugin.parse(u))) report(u, 'plugin.parse: not frozen');
        const t = plugin.tryParse(u);
        if (!(t.ok && Object.isFrozen(t.value))) report(u, 'plugin.tryParse: not frozen');
      });
    }
  },
];

const roundTrip: Law = [
  'parse(format(p)) deep-equals p',
  'RFC 3986 §5.3',
  (cx) => {
    const { plugin, registry } = cx;
    const same = (p: unknown, input: unknown, report: Report) => {
      const q = plugin.parse(plugin.format(p));
      if (!deepEqual(q, p)) report(input, `parse(format(parts)) is ${show(q)}, not ${show(p)}`);
    };
    for (const u of cx.samples.valid)
      guard(cx.report, u, () => same(registry.parse(u).parts, u, cx.report));
    const parts = cx.samples.parts;
    if (parts !== undefined) property(cx, parts, cx.numRuns, (p, report) => same(p, p, report));
  },
];

const formatRefusesMisfits: Law = [
  'format refuses parts of another shape with a UriError, never a TypeError',
  'RFC 3986 §5.3',
  (cx) => {
    // Every sample's parts with one place (a field, an item, a list, the parts themselves)
    // replaced by a value of another shape.
    const shapes: unknown[] = [];
    for (const u of cx.samples.valid) {
      const r = cx.registry.tryParse(u);
      if (r.ok) shapes.push(r.value.parts);
    }
    if (shapes.length === 0) return;
    const arbitrary = fc
      .tuple(fc.constantFrom(...shapes), fc.nat(), misfit())
      .map(([p, k, by]) => replaceAt(p, k, by, false));
    property(cx, arbitrary, cx.numRuns * 5, (q, report) =>
      onlyUriErrorOf(report, q, 'format', () => cx.plugin.format(q)),
    );
  },
];

const formatParseEquivalent: Law = [
  'format(parse(u)) is equivalent to u',
  'RFC 3986 §6.1',
  ({ samples, registry, plugin, report }) => {
    for (const u of samples.valid) {
      guard(report, u, () => {
        const formatted = plugin.format(registry.parse(u).parts);
        if (!registry.equivalent(formatted, u)) report(u, `format(parse(u)) is "${formatted}"`);
      });
    }
  },
];

const normalizeIdempotent: Law = [
  'normalization is idempotent, keeps the scheme and stays valid',
  'RFC 3986 §6.2.2',
  (cx) => {
    const { registry, plugin } = cx;
    eachText(cx, (u, report) => {
      const n = registry.normalize(u);
      if (n.scheme !== plugin.name) report(u, `the normal form "${n}" has another scheme`);
      const again = registry.normalize(n).toString();
      if (again !== n.toString()) report(u, `normalize("${n}") is "${again}"`);
      if (!registry.tryParse(n).ok) report(u, `the normal form "${n}" is refused`);
      else if (!registry.equivalent(n, u)) report(u, `not equivalent to its normal form "${n}"`);
      const own = plugin.normalize(u).toString();
      if (own !== n.toString()) report(u, `plugin.normalize gives "${own}", registry "${n}"`);
    });
  },
];

const syntaxNormal: Law = [
  "the normal form is normal under the core's syntax-based step",
  'RFC 3986 §6.2.2',
  (cx) => {
    // §6.2.3: the scheme-based step comes after the syntax-based one and keeps what it did.
    const { percent, dots } = cx.plugin.rules;
    eachText(cx, (u, report) => {
      const n = cx.plugin.normalize(u);
      const generic = normalize(n, { percent, dots });
      if (!generic.equals(n)) {
        report(u, `the normal form "${n}" is not normal: the syntax-based step gives "${generic}"`);
      }
    });
  },
];

const formatNormalForm: Law = [
  'the normal form of format(parse(u)) is the normal form of u',
  'RFC 3986 §6.2.3',
  (cx) => {
    const { plugin } = cx;
    // What `format` writes for the parts of a text normalizes as the text does.
    eachText(cx, (u, report) => {
      const n = plugin.normalize(u).toString();
      const formatted = plugin.format(plugin.parse(u));
      const m = plugin.normalize(formatted).toString();
      if (m !== n)
        report(u, `format(parse(u)) is "${formatted}", whose normal form is "${m}", not "${n}"`);
    });
  },
];

const equivalenceRelation: Law = [
  'equivalent is reflexive, symmetric and transitive on the samples',
  'RFC 3986 §6.1',
  ({ samples, registry, report }) => {
    const all = [
      ...samples.valid,
      ...(samples.equivalent ?? []).flat(),
      ...(samples.different ?? []).flat(),
    ];
    const eq = (a: string, b: string): boolean | undefined => {
      try {
        return registry.equivalent(a, b);
      } catch (e) {
        report([a, b], `equivalent threw ${thrown(e)}`);
        return undefined;
      }
    };
    for (const a of all) if (eq(a, a) === false) report(a, 'not equivalent to itself');
    for (const a of all) {
      for (const b of all) {
        const ab = eq(a, b);
        if (ab === undefined) continue;
        if (eq(b, a) !== ab) report([a, b], `equivalent(a, b) is ${ab}, but not (b, a)`);
        if (!ab) continue;
        for (const c of all) {
          if (eq(b, c) === true && eq(a, c) === false) report([a, b, c], 'a ≡ b ≡ c, but a ≢ c');
        }
      }
    }
  },
];

const defaultPort: Law = [
  'the default port, written out, changes nothing',
  'RFC 3986 §6.2.3',
  ({ plugin, samples, registry, report }) => {
    const port = plugin.defaultPort;
    let checked = 0;
    let hosts = 0;
    for (const u of samples.valid) {
      guard(report, u, () => {
        const uri = registry.parse(u).uri;
        if (uri.host) hosts++;
        if (port === undefined || !uri.host || uri.port !== undefined) return;
        const explicit = uri.with({ port: String(port) });
        if (!registry.equivalent(explicit, uri)) report(u, `not equivalent to "${explicit}"`);
        const a = registry.normalize(explicit).toString();
        const b = registry.normalize(uri).toString();
        if (a !== b) report(u, `normalize("${explicit}") is "${a}", not "${b}"`);
        checked++;
      });
    }
    if (port !== undefined && hosts > 0 && checked === 0) {
      report(undefined, `no sample with a host and no port tries the default port ${port}`);
    }
  },
];

const hierarchical: Law = [
  'relative resolution follows `hierarchical`',
  'RFC 3986 §5.2',
  ({ plugin, samples, registry, report }) => {
    const base = samples.valid[0];
    if (base === undefined) return;
    guard(report, base, () => {
      if (plugin.hierarchical) {
        resolveWith(registry, base, '#f');
        return;
      }
      try {
        resolveWith(registry, base, 'x');
        report(base, 'not hierarchical, yet resolve(base, "x") gives a URI');
      } catch (e) {
        if (!(e instanceof UriError) || e.code !== 'NOT_HIERARCHICAL') {
          report(base, `resolve(base, "x") threw ${thrown(e)}, not NOT_HIERARCHICAL`);
        }
      }
      const f = resolveWith(registry, base, '#f').fragment;
      if (f !== 'f') report(base, `resolve(base, "#f") has the fragment ${show(f)}`);
    });
  },
];

const hostileInput: Law = [
  'hostile strings: only UriError, with an index inside the input, on every route',
  'RFC 3986 §7',
  (cx) => {
    const { registry, plugin } = cx;
    const some = cx.samples.valid[0];
    property(cx, hostile(plugin.name), cx.numRuns * 5, (s, report) => {
      const r = registry.tryParse(s);
      const bad = r.ok ? undefined : badUriError(r.error);
      if (bad !== undefined) report(s, `registry.tryParse: ${bad}`);
      const only = (route: string, run: () => void) => onlyUriErrorOf(report, s, route, run);
      only('registry.parse', () => registry.parse(s));
      only('registry.normalize', () => registry.normalize(s));
      only('registry.normalizeWithReport', () => registry.normalizeWithReport(s));
      only('registry.check', () => check(registry, s));
      only('plugin.parse', () => plugin.parse(s));
      if (some !== undefined) {
        only('registry.equivalent', () => registry.equivalent(s, some));
        only('relativizeWith', () => relativizeWith(registry, some, s));
      }
      // What parses, normalizes to something that parses.
      if (r.ok) {
        only('registry.normalize', () => {
          const n = registry.normalize(s);
          if (!registry.tryParse(n).ok) report(s, `its normal form "${n}" is refused`);
        });
      }
    });
  },
];

const findingsData: Law = [
  'findings are frozen data with the plugin codes',
  'RFC 3986 §7',
  ({ plugin, samples, registry, report }) => {
    // The codes the plugin declares (its `findings` factory), else its name as the prefix; the
    // core's shared findings (`URI_…`) come first, and none the plugin skips.
    const own = declared(plugin);
    const codes = own.findings?.codes;
    const prefix = `${plugin.name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_`;
    const shared = Object.keys(uriFindings.codes);
    for (const u of samples.valid) {
      guard(report, u, () => {
        const findings = check(registry, u);
        if (!Object.isFrozen(findings)) report(u, 'the findings are not frozen');
        const firstOwn = findings.findIndex((f) => !shared.includes(f.code));
        for (const [k, f] of findings.entries()) {
          const bad = (message: string) => report(u, `${f.code}: ${message}`);
          if (!Object.isFrozen(f)) bad('not frozen');
          if (shared.includes(f.code)) {
            if (firstOwn >= 0 && k > firstOwn) bad("a shared finding after the plugin's own");
            if (own.skip?.includes(f.code)) bad('a shared finding the plugin skips');
          } else if (
            codes === undefined ? !f.code.startsWith(prefix) : !Object.hasOwn(codes, f.code)
          ) {
            bad(codes === undefined ? `not prefixed ${prefix}` : 'not a declared code');
          }
          if (!/^RFC \d+ §/.test(f.message)) bad(`the message does not start with its rule`);
          if (f.index !== undefined && (f.index < 0 || f.index > u.length)) {
            bad(`index ${f.index} outside the input`);
          }
        }
      });
    }
  },
];

const invalidRefused: Law = [
  'refuses %s with %s',
  'RFC 3986 §3.1',
  ({ plugin, samples, registry, report }) => {
    const some = samples.valid[0] ?? '';
    for (const [input, code, index] of samples.invalid ?? []) {
      // Every route applies the same rules.
      const routes: readonly (readonly [string, () => unknown])[] = [
        ['registry.parse', () => registry.parse(input)],
        ['registry.normalize', () => registry.normalize(input)],
        ['registry.check', () => check(registry, input)],
        ['plugin.parse', () => plugin.parse(input)],
        ['registry.normalizeWithReport', () => registry.normalizeWithReport(input)],
        ['plugin.normalizeWithReport', () => plugin.normalizeWithReport(input)],
        ['registry.equivalent', () => registry.equivalent(input, input)],
        ['relativizeWith (target)', () => relativizeWith(registry, some, input)],
        ['relativizeWith (base)', () => relativizeWith(registry, input, some)],
      ];
      const wanted = index === undefined ? code : `${code} at ${index}`;
      for (const [route, run] of routes) {
        try {
          run();
          report(input, `${route}: no error, not ${wanted}`);
        } catch (e) {
          const bad = badUriError(e);
          if (bad !== undefined) report(input, `${route}: ${bad}`);
          else if (
            (e as UriError).code !== code ||
            (index !== undefined && (e as UriError).index !== index)
          ) {
            report(input, `${route}: ${thrown(e)}, not ${wanted}`);
          }
        }
      }
    }
  },
];

const equivalentPairs: Law = [
  '%s ≡ %s',
  'RFC 3986 §6.2.3',
  ({ plugin, samples, registry, report }) => {
    // Without its own relation, a scheme's equivalence is "same normal form".
    const ownRelation = declared(plugin).equivalent !== undefined;
    for (const [a, b] of samples.equivalent ?? []) {
      guard(report, [a, b], () => {
        if (!registry.equivalent(a, b)) report([a, b], 'not equivalent');
        if (ownRelation) return;
        const na = registry.normalize(a).toString();
        const nb = registry.normalize(b).toString();
        if (na !== nb) report([a, b], `normal forms "${na}" and "${nb}" differ`);
      });
    }
  },
];

const differentPairs: Law = [
  '%s ≢ %s',
  'RFC 3986 §6.2.3',
  ({ samples, registry, report }) => {
    for (const [a, b] of samples.different ?? []) {
      guard(report, [a, b], () => {
        if (registry.equivalent(a, b)) report([a, b], 'equivalent');
      });
    }
  },
];

const LAWS: { readonly [Id in PluginLawId]: Law } = {
  'samples-valid': samplesValid,
  'parts-frozen': partsFrozen,
  'parse-format-round-trip': roundTrip,
  'format-refuses-misfits': formatRefusesMisfits,
  'format-parse-equivalent': formatParseEquivalent,
  'normalize-idempotent': normalizeIdempotent,
  'syntax-normal': syntaxNormal,
  'format-normal-form': formatNormalForm,
  'equivalence-relation': equivalenceRelation,
  'default-port': defaultPort,
  hierarchical,
  'hostile-input': hostileInput,
  'findings-data': findingsData,
  'invalid-refused': invalidRefused,
  'equivalent-pairs': equivalentPairs,
  'different-pairs': differentPairs,
};

/**
 * The laws {@link checkPluginLaws} checks, in order: id, title and the rule each comes from.
 * The titles of the last three take one row of samples (`refuses %s with %s`).
 */
export const pluginLawTable: readonly PluginLaw[] = Object.freeze(
  LAW_IDS.map((id) => Object.freeze({ id, title: LAWS[id][0], rule: LAWS[id][1] })),
);

/**
 * The laws `plugin` breaks on `samples`, as data: empty when it keeps them all. Every law runs
 * through `createRegistry([plugin])` (the route users take) and never throws: what a hook
 * throws where it should not is a violation. Generated inputs (`samples.parts`, hostile text)
 * come from fast-check; a violation on them names the shrunk case, its seed and path.
 *
 * @example
 * ```ts
 * import { checkPluginLaws } from '@urikit/testkit/laws';
 * import { http } from '@urikit/http';
 *
 * checkPluginLaws(http, { valid: ['http://example.com/a?q#f', 'http://[::1]:8080/'] }); // []
 * ```
 */
export function checkPluginLaws<P extends AnySchemePlugin>(
  plugin: P,
  samples: LawSamples<PartsOf<P>>,
  options?: LawOptions,
): readonly LawViolation[] {
  const found: LawViolation[] = [];
  const registry = createRegistry([plugin]) as unknown as Registry;
  for (const id of options?.laws ?? LAW_IDS) {
    const [, rule, check] = LAWS[id];
    const report = (input: unknown, message: string) => {
      found.push(Object.freeze({ law: id, rule, input, message }));
    };
    const cx: Context = {
      plugin,
      registry,
      samples: samples as LawSamples<unknown>,
      numRuns: propertyRuns(samples.numRuns),
      seed: options?.seed,
      report,
    };
    guard(report, undefined, () => check(cx));
  }
  return Object.freeze(found);
}
