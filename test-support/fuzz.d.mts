// Types of fuzz.mjs (the fuzz engine, plain JavaScript for Node) for the TypeScript tests.

/** The laws, in the order they are reported. */
export const LAWS: readonly string[];

/** A law broken by one input. */
export interface Violation {
  law: string;
  package: string;
  /** The input's index in the package's stream (replay with `--index`). */
  index: number;
  input: string;
  detail: string;
}

/** A class of disagreement between `parse` and a differential partner. */
export interface DisagreementClass {
  count: number;
  example: string;
  detail: string;
  /** Why the RFC decides it; `undefined`: undecided, counted as a violation. */
  decision: string | undefined;
}

/** What one package's run counted. */
export interface PackageReport {
  name: string;
  inputs: number;
  sources: { grammar: number; corpus: number; random: number };
  valid: number;
  accepted: number;
  laws: Record<string, { checked: number; failed: number }>;
  violations: Violation[];
  differential: Record<string, Record<string, DisagreementClass>>;
  ms: number;
}

/** Another reading of the same inputs, compared with `parse`. */
export interface Differential {
  name: 'oracle' | 'uriparser';
  read(inputs: string[]): unknown[];
  compare(
    input: string,
    core: Record<string, unknown> | undefined,
    theirs: unknown,
  ): { cls: string; detail: string; decision: string | undefined } | undefined;
}

/** The RFC 3986 Appendix A/B oracle as a differential partner. */
export const rfc3986Oracle: Differential;

export interface FuzzOptions {
  /** The `@urikit/core` module. */
  // biome-ignore lint/suspicious/noExplicitAny: any module namespace of the core (source or build)
  core: any;
  /** The package's name (`@urikit/http`). */
  name: string;
  /** The package's module; `undefined` for the core itself. */
  // biome-ignore lint/suspicious/noExplicitAny: any module exporting scheme plugins
  module: any;
  seed: number;
  count: number;
  /** The index of the first input (default 0). */
  start?: number;
  /** Lines to mutate. */
  corpus: readonly string[];
  differentials?: readonly Differential[];
  /** Violations kept per law (default 5). */
  keep?: number;
  onViolation?: (v: Violation) => void;
  onProgress?: (done: number) => void;
  /** Each input, as it is made. */
  onInput?: (index: number, input: string) => void;
}

/** Runs `count` inputs of one package through every law and returns the counts. */
export function fuzzPackage(options: FuzzOptions): PackageReport;

/** The scheme plugins a package module exports. */
export function pluginsOf(module: unknown): unknown[];

/** The seed of one input: the run's seed, the package's name and the input's index. */
export function inputSeed(seed: number, name: string, index: number): number;

/** What a host names, for the host law (see fuzz.mjs). */
export function hostKey(hostText: string | undefined, localHost?: boolean): string;

/** Deep equality as the test kit's `toEqual` reads it. */
export function deepEqual(a: unknown, b: unknown): boolean;

/** A string JSON-escaped for a report. */
export function show(s: string): string;

/** sfc32, seeded. */
export class Rng {
  constructor(seed: number);
  next(): number;
  int(n: number): number;
  chance(p: number): boolean;
  pick<T>(xs: readonly T[]): T;
}

/** A URI-reference from the grammar of RFC 3986 Appendix A. */
export function grammarInput(rng: Rng, scheme: string | undefined): string;
/** A relative reference (§4.2). */
export function relativeRef(rng: Rng, vocab?: readonly string[]): string;
/** A corpus line given the scheme, then mutated. */
export function mutateLine(rng: Rng, line: string, scheme: string | undefined): string;
/** A random string after the scheme. */
export function randomInput(rng: Rng, scheme: string | undefined): string;
