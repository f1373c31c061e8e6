// fast-check generators of valid RFC 3986 URI references, built from the ABNF of Appendix A,
// together with the components each one must parse to.
//
// They are weighted towards what normalization and resolution act on (RFC 3986 §5.2.4, §6.2.2):
// "." and ".." segments (also written with "%2E"), escapes of unreserved characters (which
// §6.2.2.2 decodes) and of reserved ones (which it keeps), hex digits in either case, and
// scheme, host and IPv6 text in mixed case. Uniform draws over the ABNF almost never produce a
// dot segment (1 in 1,000 paths before this weighting).
import fc from 'fast-check';
import { vi } from 'vitest';
import type { Uri } from '../src/index.js';

/**
 * Runs of a property: `n` on every test run, more with `URIKIT_RUNS` (as `pnpm fuzz` sets it,
 * like @urikit/testkit's law suite). The environment can raise the count, never lower it.
 */
export function runs(n: number): { numRuns: number } {
  const env = typeof process === 'undefined' ? undefined : process.env.URIKIT_RUNS;
  const more = env === undefined ? Number.NaN : Number(env);
  return { numRuns: Number.isFinite(more) && more > n ? more : n };
}

/** Under `URIKIT_RUNS` a property may run for minutes: call once per test file to allow it. */
export function allowLongRuns(): void {
  if (typeof process !== 'undefined' && process.env.URIKIT_RUNS !== undefined) {
    vi.setConfig({ testTimeout: 3_600_000 });
  }
}

const ALPHA = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGIT = '0123456789';
const UNRESERVED = `${ALPHA}${DIGIT}-._~`;
const GEN_DELIMS = ':/?#[]@';
const SUB_DELIMS = "!$&'()*+,;=";

const char = (set: string) => fc.constantFrom(...set.split(''));

/** "%" HEXDIG HEXDIG for one octet, each hex digit upper- or lower-case (§2.1: equivalent). */
const escapeOf = (octet: fc.Arbitrary<number>) =>
  fc.tuple(octet, fc.boolean(), fc.boolean()).map(([o, upper1, upper2]) => {
    const hex = o.toString(16).toUpperCase().padStart(2, '0');
    const a = upper1 ? hex[0]! : hex[0]!.toLowerCase();
    const b = upper2 ? hex[1]! : hex[1]!.toLowerCase();
    return `%${a}${b}`;
  });
const code = (set: string) => char(set).map((c) => c.charCodeAt(0));

/**
 * pct-encoded (§2.1): escapes of unreserved characters (decoded by §6.2.2.2), of reserved ones
 * (kept, §2.2), and of any octet ("%25", controls, UTF-8 and non-UTF-8 bytes).
 */
export const pctEncoded = fc.oneof(
  { weight: 3, arbitrary: escapeOf(code(UNRESERVED)) },
  { weight: 3, arbitrary: escapeOf(code(GEN_DELIMS + SUB_DELIMS)) },
  { weight: 2, arbitrary: escapeOf(fc.integer({ min: 0, max: 255 })) },
);

/** A string of units drawn from `set` or pct-encoded triplets. */
const run = (set: string, maxLength = 8, minLength = 0) =>
  fc
    .array(fc.oneof({ weight: 4, arbitrary: char(set) }, { weight: 1, arbitrary: pctEncoded }), {
      minLength,
      maxLength,
    })
    .map((a) => a.join(''));

export const scheme = fc
  .tuple(char(ALPHA), fc.array(char(`${ALPHA}${DIGIT}+-.`), { maxLength: 6 }))
  .map(([a, rest]) => a + rest.join(''));
const userinfo = run(`${UNRESERVED}${SUB_DELIMS}:`);
const regName = run(`${UNRESERVED}${SUB_DELIMS}`, 12);
/** Dotted names in mixed case, the hosts §6.2.2.1 lower-cases. */
const domain = fc
  .array(fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,6}$/), { minLength: 1, maxLength: 3 })
  .map((labels) => labels.join('.'));
const decOctet = fc.integer({ min: 0, max: 255 }).map(String);
const ipv4 = fc.tuple(decOctet, decOctet, decOctet, decOctet).map((p) => p.join('.'));
/** IPv6 text in lower or upper case (§6.2.2.1 folds it; RFC 5952 writes it lower-case). */
const ipv6 = fc
  .tuple(fc.ipV6(), fc.boolean())
  .map(([a, upper]) => `[${upper ? a.toUpperCase() : a}]`);
const ipvFuture = fc
  .tuple(
    fc.constantFrom('v', 'V'),
    fc.stringMatching(/^[0-9A-Fa-f]{1,3}$/),
    fc.stringMatching(/^[A-Za-z0-9\-._~!$&'()*+,;=:]{1,6}$/),
  )
  .map(([v, n, rest]) => `[${v}${n}.${rest}]`);
export const host = fc.oneof(regName, domain, ipv4, ipv6, ipvFuture);
const port = fc.oneof(fc.stringMatching(/^[0-9]{0,5}$/), fc.constantFrom('', '0', '080'));
const pcharSet = `${UNRESERVED}${SUB_DELIMS}:@`;
/** "." and "..", also written with escapes of "." (§6.2.2.2 decodes them first). */
const dotSegment = fc.constantFrom('.', '..', '.', '..', '%2E', '%2e', '.%2E', '%2E%2e', '%2e.');
const withDots = (plain: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 3, arbitrary: plain }, { weight: 2, arbitrary: dotSegment });
const segment = withDots(run(pcharSet));
const segmentNz = withDots(run(pcharSet, 8, 1));
const segmentNzNc = withDots(run(`${UNRESERVED}${SUB_DELIMS}@`, 8, 1));
const slashSegments = fc
  .array(segment, { maxLength: 5 })
  .map((s) => s.map((x) => `/${x}`).join(''));
const pathAbEmpty = slashSegments;
const pathAbsolute = fc
  .tuple(fc.option(segmentNz, { nil: '' }), slashSegments)
  .map(([first, rest]) => `/${first}${first === '' ? '' : rest}`);
const pathRootless = fc.tuple(segmentNz, slashSegments).map(([a, b]) => a + b);
const pathNoScheme = fc.tuple(segmentNzNc, slashSegments).map(([a, b]) => a + b);
const queryOrFragment = run(`${pcharSet}/?`, 10);

/** The components of a generated reference (`host` as written: IP-literals bracketed). */
export interface GeneratedComponents {
  scheme: string | undefined;
  userinfo: string | undefined;
  host: string | undefined;
  port: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

const authority = fc.record({ userinfo: opt(userinfo), host, port: opt(port) });

function reference(schemes: fc.Arbitrary<string | undefined>) {
  return fc
    .record({
      scheme: schemes,
      authority: opt(authority),
      query: opt(queryOrFragment),
      fragment: opt(queryOrFragment),
      pathWithAuthority: pathAbEmpty,
      pathWithout: fc.oneof(pathAbsolute, pathRootless, fc.constant('')),
      pathNoScheme: fc.oneof(pathAbsolute, pathNoScheme, fc.constant('')),
    })
    .map((r) => {
      const path = r.authority
        ? r.pathWithAuthority
        : r.scheme !== undefined
          ? r.pathWithout
          : r.pathNoScheme;
      const components: GeneratedComponents = {
        scheme: r.scheme,
        userinfo: r.authority?.userinfo,
        host: r.authority?.host,
        port: r.authority?.port,
        path,
        query: r.query,
        fragment: r.fragment,
      };
      let text = r.scheme === undefined ? '' : `${r.scheme}:`;
      if (r.authority) {
        const a = r.authority;
        text += `//${a.userinfo === undefined ? '' : `${a.userinfo}@`}${a.host}${a.port === undefined ? '' : `:${a.port}`}`;
      }
      text += path;
      if (r.query !== undefined) text += `?${r.query}`;
      if (r.fragment !== undefined) text += `#${r.fragment}`;
      return { text, components };
    });
}

/** A valid URI-reference (RFC 3986 §4.1) and its components. */
export const uriReference: fc.Arbitrary<{ text: string; components: GeneratedComponents }> =
  reference(opt(scheme));

/** A valid URI (RFC 3986 §3: a scheme, so it can serve as a base, §5.1) and its components. */
export const absoluteUri: fc.Arbitrary<{ text: string; components: GeneratedComponents }> =
  reference(scheme);

/**
 * A path of the segments §5.2.4 and §6.2.2 act on, for the stand-in plugins' URIs: plain
 * segments, dot segments, escapes of unreserved and reserved characters (valid UTF-8 only:
 * stand-in plugins decode their paths).
 */
export const dottedPath = fc
  .array(
    fc.constantFrom('a', 'B', '', '.', '..', '%2E', '%2e%2E', '%41', '%7e', '%2F', '%3a', 'x:y'),
    { maxLength: 6 },
  )
  .map((s) => s.map((x) => `/${x}`).join(''));

/** Strings that stress a parser: URI delimiters, escapes, controls, non-ASCII, lone surrogates. */
export const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(...':/?#[]@%.!$&\'()*+,;=aZ09-_~ \t\n\\"<>^`{|}'.split('')),
    maxLength: 40,
  }),
  fc
    .tuple(uriReference, fc.nat(60), fc.string({ unit: 'binary', maxLength: 3 }))
    .map(([u, at, junk]) => u.text.slice(0, at) + junk + u.text.slice(at)),
);

// Predicates that bound the laws of normalization and resolution: where RFC 3986 itself makes
// them differ (tested as examples in normalize.test.ts and relativize.test.ts).
const isDot = (segment: string) => segment === '.' || segment === '..';
const decodeDots = (segment: string) => segment.replace(/%2e/gi, '.');

/** The last segment of a path is "." or "..", also once "%2E" is decoded (§6.2.2.2). */
export const lastSegmentIsDot = (path: string): boolean =>
  isDot(decodeDots(path.slice(path.lastIndexOf('/') + 1)));

/** A segment that is "." or ".." only once "%2E" is decoded (§6.2.2.2), not for §5.2.4. */
export const encodedDot = (path: string): boolean =>
  path.split('/').some((s) => !isDot(s) && isDot(decodeDots(s)));

/** A path that does not start with "/" and is not empty, without an authority (§3.3). */
export const rootless = (uri: Uri): boolean =>
  uri.host === undefined && uri.path !== '' && uri.path[0] !== '/';

/** A rootless path holding a dot segment, also written with "%2E". */
export const rootlessWithDots = (uri: Uri): boolean =>
  rootless(uri) && uri.path.split('/').some((s) => isDot(decodeDots(s)));
