// An independent oracle for RFC 3986 validity and component boundaries, for the differential
// fuzzing of `@urikit/core` (test-support/fuzz.mjs). Test support only: these regular
// expressions are never part of the library, whose parser is a single pass over char codes.
//
// Validity is Appendix A transcribed production by production into regular expressions
// (`URI-reference`, with the authority's userinfo, host and port captured); the component
// boundaries are Appendix B's splitting expression, applied to the inputs Appendix A accepts.
// The host kind is §3.2.2's first-match-wins reading: a host that matches IPv4address is one,
// whatever reg-name would also allow. RFC 6874 zone identifiers are not RFC 3986: the oracle
// refuses them, as `parse` does without `allowZoneId`.

// --- Appendix A, bottom up --------------------------------------------------------------------
const ALPHA = 'A-Za-z';
const DIGIT = '0-9';
const HEXDIG = '0-9A-Fa-f';
// unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
const UNRESERVED = `${ALPHA}${DIGIT}\\-._~`;
// sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
const SUB_DELIMS = "!$&'()*+,;=";
// pct-encoded = "%" HEXDIG HEXDIG
const PCT = `%[${HEXDIG}][${HEXDIG}]`;
// pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT})`;
// segment = *pchar; segment-nz = 1*pchar
const SEGMENT = `${PCHAR}*`;
const SEGMENT_NZ = `${PCHAR}+`;
// segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
const SEGMENT_NZ_NC = `(?:[${UNRESERVED}${SUB_DELIMS}@]|${PCT})+`;
// path-abempty = *( "/" segment )
const PATH_ABEMPTY = `(?:/${SEGMENT})*`;
// path-absolute = "/" [ segment-nz *( "/" segment ) ]
const PATH_ABSOLUTE = `/(?:${SEGMENT_NZ}(?:/${SEGMENT})*)?`;
// path-noscheme = segment-nz-nc *( "/" segment )
const PATH_NOSCHEME = `${SEGMENT_NZ_NC}(?:/${SEGMENT})*`;
// path-rootless = segment-nz *( "/" segment )
const PATH_ROOTLESS = `${SEGMENT_NZ}(?:/${SEGMENT})*`;
// path-empty = 0<pchar>
const PATH_EMPTY = '';
// query = *( pchar / "/" / "?" ); fragment = the same
const QUERY = `(?:${PCHAR}|[/?])*`;
const FRAGMENT = QUERY;
// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
const SCHEME = `[${ALPHA}][${ALPHA}${DIGIT}+\\-.]*`;
// userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
const USERINFO = `(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT})*`;
// dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
// (longest alternatives first: a regular expression takes the first that lets the rest match)
const DEC_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])';
// IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
const IPV4 = `${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}`;
// h16 = 1*4HEXDIG; ls32 = ( h16 ":" h16 ) / IPv4address
const H16 = `[${HEXDIG}]{1,4}`;
const LS32 = `(?:${H16}:${H16}|${IPV4})`;
// n( h16 ":" ) and [ *n( h16 ":" ) h16 ]
const times = (n) => `(?:${H16}:){${n}}`;
const upTo = (n) => `(?:(?:${H16}:){0,${n}}${H16})?`;
// IPv6address: the nine forms of §3.2.2, one alternative each.
const IPV6 = [
  `${times(6)}${LS32}`,
  `::${times(5)}${LS32}`,
  `${upTo(0)}::${times(4)}${LS32}`,
  `${upTo(1)}::${times(3)}${LS32}`,
  `${upTo(2)}::${times(2)}${LS32}`,
  `${upTo(3)}::${H16}:${LS32}`,
  `${upTo(4)}::${LS32}`,
  `${upTo(5)}::${H16}`,
  `${upTo(6)}::`,
]
  .map((form) => `(?:${form})`)
  .join('|');
// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
const IPVFUTURE = `[vV][${HEXDIG}]+\\.[${UNRESERVED}${SUB_DELIMS}:]+`;
// IP-literal = "[" ( IPv6address / IPvFuture ) "]"
const IP_LITERAL = `\\[(?:${IPV6}|${IPVFUTURE})\\]`;
// reg-name = *( unreserved / pct-encoded / sub-delims )
const REG_NAME = `(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT})*`;
// host = IP-literal / IPv4address / reg-name (every IPv4address is also a reg-name)
const HOST = `(?:${IP_LITERAL}|${REG_NAME})`;
// port = *DIGIT
const PORT = `[${DIGIT}]*`;
// authority = [ userinfo "@" ] host [ ":" port ], the three parts captured
const AUTHORITY = `(?:(?<userinfo>${USERINFO})@)?(?<host>${HOST})(?::(?<port>${PORT}))?`;
// hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty
const HIER_PART = `(?://${AUTHORITY}${PATH_ABEMPTY}|${PATH_ABSOLUTE}|${PATH_ROOTLESS}|${PATH_EMPTY})`;
// relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
// (the named groups may appear once only: the relative form's authority is matched apart)
const RELATIVE_PART = `(?:${PATH_ABSOLUTE}|${PATH_NOSCHEME}|${PATH_EMPTY})`;
// URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
const URI = new RegExp(`^${SCHEME}:${HIER_PART}(?:\\?${QUERY})?(?:#${FRAGMENT})?$`);
// relative-ref = relative-part [ "?" query ] [ "#" fragment ]
const RELATIVE_REF = new RegExp(
  `^(?://${AUTHORITY}${PATH_ABEMPTY}|${RELATIVE_PART})(?:\\?${QUERY})?(?:#${FRAGMENT})?$`,
);
const IPV4_ONLY = new RegExp(`^${IPV4}$`);
const IPV6_ONLY = new RegExp(`^\\[(?:${IPV6})\\]$`);

// --- Appendix B ---------------------------------------------------------------------------------
// ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?  with "." reading any character.
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#([\s\S]*))?/;

/**
 * @typedef {object} OracleComponents
 * @property {string | undefined} scheme
 * @property {string | undefined} userinfo
 * @property {string | undefined} host the host as written; an IP-literal without its brackets
 * @property {'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name' | undefined} hostKind
 * @property {string | undefined} port
 * @property {string} path
 * @property {string | undefined} query
 * @property {string | undefined} fragment
 */

/**
 * The components of `input` when it is an RFC 3986 URI-reference (§4.1), else `undefined`.
 *
 * @param {string} input
 * @returns {OracleComponents | undefined}
 */
export function oracleParse(input) {
  // URI-reference = URI / relative-ref: the "//" authority is matched by whichever applies.
  const m = URI.exec(input) ?? RELATIVE_REF.exec(input);
  if (m === null) return undefined;
  const b = APPENDIX_B.exec(input);
  // Appendix B matches every string; its groups are the five components (§3).
  const authority = b?.[4];
  const groups = m.groups ?? {};
  let host = groups.host;
  /** @type {OracleComponents['hostKind']} */
  let hostKind;
  if (authority !== undefined) {
    if (host === undefined) throw new Error(`oracle: Appendix A and B disagree on ${input}`);
    if (IPV6_ONLY.test(host)) hostKind = 'ipv6';
    else if (host.startsWith('[')) hostKind = 'ipvfuture';
    else if (IPV4_ONLY.test(host)) hostKind = 'ipv4';
    else hostKind = 'reg-name';
    if (host.startsWith('[')) host = host.slice(1, -1);
  } else {
    host = undefined;
  }
  return {
    scheme: b?.[2],
    userinfo: authority === undefined ? undefined : groups.userinfo,
    host,
    hostKind,
    port: authority === undefined ? undefined : groups.port,
    path: b?.[5] ?? '',
    query: b?.[7],
    fragment: b?.[9],
  };
}

/** The component names compared, in the order of §3. */
export const COMPONENTS = /** @type {const} */ ([
  'scheme',
  'userinfo',
  'host',
  'hostKind',
  'port',
  'path',
  'query',
  'fragment',
]);
