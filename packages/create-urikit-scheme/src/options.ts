// What the generator needs to know about the scheme, checked once: the scheme name (RFC 3986
// §3.1), the RFC it follows, its default port (RFC 3986 §3.2.3), whether it has a server
// authority (§3.2) and whether relative references resolve against it (§5.2), and the package
// around it (name, test runner, the ranges of the urikit packages and tools it uses).
import { existsSync, readFileSync } from 'node:fs';
import { UriError } from '@urikit/core';

/** The test runner of the generated package. */
export type TestRunner = 'vitest' | 'node';

/** The version ranges the generated package.json writes. */
export interface Versions {
  /** `@urikit/core` as a peer dependency (`>=0.4.0 <1.0.0`). */
  readonly corePeer: string;
  /** `@urikit/core` as a dev dependency (`^0.4.0`). */
  readonly core: string;
  /** `@urikit/testkit` as a dev dependency. */
  readonly testkit: string;
  /** The tools, by package name (`vitest`, `typescript`, `fast-check`, `publint`, …). */
  readonly tools: Readonly<Record<string, string>>;
}

/** Everything the template needs, defaults filled in (see {@link schemeOptions}). */
export interface SchemeOptions {
  /** The scheme name, lower case (RFC 3986 §3.1). */
  readonly name: string;
  /** The specification the plugin follows, as rules cite it: `'RFC 4266'`. */
  readonly rfc: string;
  /**
   * The rule the plugin's own checks cite, `RFC <number> §<section>` (the type of the core's
   * rule references): `rfc` when it names a section, else RFC 3986 §3, the generic syntax.
   */
  readonly rule: string;
  /** What the scheme is, in a few words: `'the gopher URI scheme'`. */
  readonly title: string;
  /** The default port (RFC 3986 §3.2.3), only with a server authority. */
  readonly port: number | undefined;
  /** Whether relative references resolve against the scheme's URIs (RFC 3986 §5.2). */
  readonly hierarchical: boolean;
  /** Whether the scheme has a server authority, `//[user@]host[:port]` (RFC 3986 §3.2). */
  readonly authority: boolean;
  /** vitest (`pluginLaws`, README examples as tests) or node:test (`checkPluginLaws`). */
  readonly testRunner: TestRunner;
  /** The npm package name. */
  readonly packageName: string;
  /** A package of the urikit repository (`pnpm new-scheme`): its layout and wiring. */
  readonly workspace: boolean;
  /** The ranges of the generated package.json. */
  readonly versions: Versions;
}

/** What a caller gives: the scheme name, and any of the rest (a port as text too, from a flag). */
export type SchemeInput = { readonly name: string } & Partial<
  Omit<SchemeOptions, 'name' | 'rule' | 'port'>
> & { readonly port?: number | string | undefined };

/** The codes of the generator's refusals (`UriError` codes, with the index in the value). */
export type SchemeOptionCode =
  | 'INVALID_SCHEME_NAME'
  | 'INVALID_DEFAULT_PORT'
  | 'INVALID_OPTION'
  | 'FOLDER_NOT_EMPTY'
  | 'NO_ANSWER';

/** A refused option: a `UriError` with its code, the rule, the value and where it breaks. */
export const optionError = (
  code: SchemeOptionCode,
  rule: string,
  input: string,
  index: number,
): UriError<SchemeOptionCode> => new UriError(code, rule, input, index);

const LOWER_A = 0x61;
const LOWER_Z = 0x7a;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const PLUS = 0x2b;
const HYPHEN = 0x2d;
const FULL_STOP = 0x2e;
const SPACE = 0x20;
const DELETE = 0x7f;

const isLower = (c: number) => c >= LOWER_A && c <= LOWER_Z;
const isDigit = (c: number) => c >= DIGIT_0 && c <= DIGIT_9;

/**
 * Refuses a scheme name that is not `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (RFC 3986
 * §3.1), or that is not in lower case (§3.1: the canonical form; the package and its folder
 * are named after it), at its first offending character.
 *
 * @example
 * ```ts
 * checkSchemeName('web+coffee'); // 'web+coffee'
 * checkSchemeName('2fa'); // throws INVALID_SCHEME_NAME
 * ```
 */
export function checkSchemeName(name: string): string {
  if (name.length === 0) {
    throw optionError(
      'INVALID_SCHEME_NAME',
      'RFC 3986 §3.1: a scheme name starts with a letter (the name is empty)',
      name,
      0,
    );
  }
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const ok =
      isLower(c) || (i > 0 && (isDigit(c) || c === PLUS || c === HYPHEN || c === FULL_STOP));
    if (ok) continue;
    const upper = name[i]!.toLowerCase() !== name[i];
    throw optionError(
      'INVALID_SCHEME_NAME',
      upper
        ? `RFC 3986 §3.1: write the scheme name in lower case, its canonical form ("${name.toLowerCase()}")`
        : i === 0
          ? `RFC 3986 §3.1: a scheme name starts with a letter, not "${name[0]}"`
          : `RFC 3986 §3.1: a scheme name has only letters, digits, "+", "-" and ".", not "${name[i]}"`,
      name,
      i,
    );
  }
  return name;
}

/** Refuses a port that is not an integer 0–65535 (RFC 3986 §3.2.3, RFC 9293 §3.1). */
export function checkPort(port: string | number): number {
  const text = String(port).trim();
  let ok = text.length > 0 && text.length <= 5;
  for (let i = 0; ok && i < text.length; i++) ok = isDigit(text.charCodeAt(i));
  const value = Number(text);
  if (!ok || value > 65535) {
    throw optionError(
      'INVALID_DEFAULT_PORT',
      `RFC 9293 §3.1: a port is an integer from 0 to 65535, not "${port}"`,
      String(port),
      0,
    );
  }
  return value;
}

// Names a plugin's identifier cannot take: JavaScript's reserved words, and the names the
// generated files declare or import beside the plugin.
const TAKEN_NAMES = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends ' +
    'false finally for function if import in instanceof new null return super switch this throw ' +
    'true try typeof var void while with yield let static implements interface package private ' +
    'protected public await arguments eval undefined NaN Infinity ' +
    'assert broken checkPluginLaws core createRegistry defineErrors defineScheme examples fail ' +
    'fc formatLogin law mod modules pair parts percentEncode pluginLaws pluginLawTable ' +
    'readServer registry row samples serialize test text written'
  ).split(' '),
);

/** The JavaScript name of the plugin: `web+coffee` → `webCoffee`, `new` → `newScheme`. */
export function identifierOf(name: string): string {
  const parts = name.split(/[+.-]/).filter((p) => p.length > 0);
  const id = parts.map((p, i) => (i === 0 ? p : p[0]!.toUpperCase() + p.slice(1))).join('');
  return TAKEN_NAMES.has(id) ? `${id}Scheme` : id;
}

/** The type name prefix: `web+coffee` → `WebCoffee`. */
export const typeNameOf = (name: string): string => {
  const id = identifierOf(name);
  return id[0]!.toUpperCase() + id.slice(1);
};

/** The npm package name of a standalone plugin: `urikit-scheme-<name>` ("+" as "-plus-"). */
export const defaultPackageName = (name: string): string =>
  `urikit-scheme-${name.replaceAll('+', '-plus-')}`;

/**
 * The ranges the generated package.json writes: those of the version of this generator that
 * runs. Its own package.json lists the core (a dependency: its errors are `UriError`s), the test
 * kit and the tools (dev dependencies); `pnpm pack` writes the workspace's versions into it.
 * The tools get a caret range.
 */
export function ownVersions(): Versions {
  const own = readJson(new URL('../package.json', import.meta.url));
  const dev: Record<string, string> = { ...own.devDependencies, ...own.dependencies };
  const urikit = (pkg: string, folder: string): string => {
    const range = dev[pkg] ?? '';
    if (!range.startsWith('workspace:')) return range.replace(/^[\^~]/, '');
    // Run from the urikit repository itself: the workspace package's own version.
    const sibling = new URL(`../../${folder}/package.json`, import.meta.url);
    return existsSync(sibling) ? String(readJson(sibling).version) : String(own.version);
  };
  const core = urikit('@urikit/core', 'core');
  const testkit = urikit('@urikit/testkit', 'testkit');
  const tools: Record<string, string> = {};
  for (const [pkg, version] of Object.entries(dev)) {
    if (!pkg.startsWith('@urikit/')) tools[pkg] = `^${version.replace(/^[\^~]/, '')}`;
  }
  const major = Number(core.split('.')[0]);
  return Object.freeze({
    corePeer: `>=${core} <${major + 1}.0.0`,
    core: `^${core}`,
    testkit: `^${testkit}`,
    tools: Object.freeze(tools),
  });
}

// biome-ignore lint/suspicious/noExplicitAny: package.json is read as data.
const readJson = (url: URL): any => JSON.parse(readFileSync(url, 'utf8'));

/** The ranges of a package of the urikit repository (`pnpm new-scheme`): workspace ranges. */
export const workspaceVersions = (peerFloor: string): Versions =>
  Object.freeze({
    corePeer: `workspace:>=${peerFloor} <1.0.0`,
    core: 'workspace:^',
    testkit: 'workspace:^',
    tools: Object.freeze({}),
  });

/** Whether `text` reads `RFC <number> §<section>`, as the core's rule references do. */
function isRuleRef(text: string): boolean {
  const section = text.indexOf(' §');
  if (!text.startsWith('RFC ') || section < 5 || section + 2 === text.length) return false;
  for (let i = 4; i < section; i++) if (!isDigit(text.charCodeAt(i))) return false;
  return true;
}

/**
 * Refuses text that cannot stand in the comments and strings of the generated code: a control
 * character (a line break would end a comment) or "*\/" (it would close a TSDoc comment).
 */
function checkText(value: string | undefined, flag: string): string | undefined {
  if (value === undefined) return undefined;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < SPACE || c === DELETE || value.startsWith('*/', i)) {
      throw optionError(
        'INVALID_OPTION',
        `--${flag}: no control character and no "*/" (it stands in comments of the code)`,
        value,
        i,
      );
    }
  }
  return value.trim();
}

/**
 * The options of the template: `input` checked (the scheme name by RFC 3986 §3.1, the port by
 * RFC 9293 §3.1, a port only with an authority), the rest defaulted: `RFC 3986 §3`, a server
 * authority, hierarchical when it has one, no default port, vitest, the ranges of this version.
 */
export function schemeOptions(input: SchemeInput): SchemeOptions {
  const name = checkSchemeName(String(input.name));
  const authority = input.authority ?? true;
  const port = input.port === undefined ? undefined : checkPort(input.port);
  if (port !== undefined && !authority) {
    throw optionError(
      'INVALID_OPTION',
      'RFC 3986 §3.2.3: a default port needs a server authority (--authority)',
      String(port),
      0,
    );
  }
  const testRunner = input.testRunner ?? 'vitest';
  if (testRunner !== 'vitest' && testRunner !== 'node') {
    throw optionError(
      'INVALID_OPTION',
      `--test-runner is "vitest" or "node", not "${testRunner}"`,
      String(testRunner),
      0,
    );
  }
  const workspace = input.workspace ?? false;
  const rfc = checkText(input.rfc, 'rfc') || 'RFC 3986 §3';
  return Object.freeze({
    name,
    rfc,
    rule: isRuleRef(rfc) ? rfc : 'RFC 3986 §3',
    title: checkText(input.title, 'title') || `the ${name} URI scheme`,
    port,
    hierarchical: input.hierarchical ?? authority,
    authority,
    testRunner,
    packageName:
      checkText(input.packageName, 'package-name') ||
      (workspace ? `@urikit/${name}` : defaultPackageName(name)),
    workspace,
    versions: input.versions ?? ownVersions(),
  });
}
