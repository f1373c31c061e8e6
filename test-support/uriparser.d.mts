// Types of uriparser.mjs for the TypeScript tests.
import type { Differential } from './fuzz.mjs';
import type { OracleComponents } from './rfc3986-oracle.mjs';

/** The disagreement classes with uriparser decided by the RFC text, and why. */
export const URIPARSER_DECISIONS: Readonly<Record<string, string>>;

/** One output line of the harness as components, or `undefined` for a refusal. */
export function readHarnessLine(line: string): OracleComponents | undefined;

/** The class of a disagreement between `parse` and uriparser, or `undefined`. */
export function classifyUriparser(
  input: string,
  core: Partial<OracleComponents> | undefined,
  theirs: Partial<OracleComponents> | undefined,
): string | undefined;

/** The uriparser partner, or a note saying why there is none. */
export function uriparserPartner(): { partner: Differential | undefined; note: string };
