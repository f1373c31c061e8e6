// fast-check generators of valid RFC 3986 URI references, built from the ABNF of Appendix A,
// together with the components each one must parse to.
import fc from 'fast-check';

const ALPHA = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGIT = '0123456789';
const UNRESERVED = `${ALPHA}${DIGIT}-._~`;
const SUB_DELIMS = "!$&'()*+,;=";
const HEX = '0123456789ABCDEFabcdef';

const char = (set: string) => fc.constantFrom(...set.split(''));
const pctEncoded = fc.tuple(char(HEX), char(HEX)).map(([a, b]) => `%${a}${b}`);

/** A string of units drawn from `set` or pct-encoded triplets. */
const run = (set: string, maxLength = 8, minLength = 0) =>
  fc
    .array(fc.oneof({ weight: 6, arbitrary: char(set) }, { weight: 1, arbitrary: pctEncoded }), {
      minLength,
      maxLength,
    })
    .map((a) => a.join(''));

export const scheme = fc
  .tuple(char(ALPHA), fc.array(char(`${ALPHA}${DIGIT}+-.`), { maxLength: 6 }))
  .map(([a, rest]) => a + rest.join(''));
const userinfo = run(`${UNRESERVED}${SUB_DELIMS}:`);
const regName = run(`${UNRESERVED}${SUB_DELIMS}`, 12);
const decOctet = fc.integer({ min: 0, max: 255 }).map(String);
const ipv4 = fc.tuple(decOctet, decOctet, decOctet, decOctet).map((p) => p.join('.'));
const ipv6 = fc.ipV6().map((a) => `[${a}]`);
const ipvFuture = fc
  .tuple(
    fc.stringMatching(/^[0-9A-Fa-f]{1,3}$/),
    fc.stringMatching(/^[A-Za-z0-9\-._~!$&'()*+,;=:]{1,6}$/),
  )
  .map(([v, rest]) => `[v${v}.${rest}]`);
export const host = fc.oneof(regName, ipv4, ipv6, ipvFuture);
const port = fc.stringMatching(/^[0-9]{0,5}$/);
const pcharSet = `${UNRESERVED}${SUB_DELIMS}:@`;
const segment = run(pcharSet);
const segmentNz = run(pcharSet, 8, 1);
const segmentNzNc = run(`${UNRESERVED}${SUB_DELIMS}@`, 8, 1);
const slashSegments = fc
  .array(segment, { maxLength: 4 })
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

/** A valid URI-reference (RFC 3986 §4.1) and its components. */
export const uriReference: fc.Arbitrary<{ text: string; components: GeneratedComponents }> = fc
  .record({
    scheme: opt(scheme),
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
