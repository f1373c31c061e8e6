// The help texts: `urikit --help` and `urikit <command> --help`. Plain text, written to standard
// output when asked for, to standard error after a usage error.

/** The exit statuses of the command (see the README's table); defined in main.ts, which needs
 * them on every run, where this file is loaded only to print a help text. */
export { EXIT } from './main.js';

/**
 * The command's own error codes, besides the core's and the schemes' (see docs/errors.md at
 * the root of the repository), with the rule each enforces. They appear as `error.code` in
 * NDJSON and in the report on standard error, like any `UriError` code.
 *
 * @example
 * ```ts
 * ERRORS.QUERY_NOT_PAIRS; // 'RFC 4266 §2.1, RFC 4156 §2'
 * Object.keys(ERRORS); // ['LINE_TOO_LONG', 'QUERY_NOT_PAIRS']
 * ```
 */
export const ERRORS = Object.freeze({
  /** A line of input longer than `--max-line` characters (its text is never held). */
  LINE_TOO_LONG: '--max-line',
  /** `{query:NAME}`, `--set query:NAME`, `--trim` or `--sort-query` on a query that holds no pairs (gopher: the selector; wais: a search). */
  QUERY_NOT_PAIRS: 'RFC 4266 §2.1, RFC 4156 §2',
} as const);

const INPUT = `Input: the URIs given as arguments, else one per line from standard input (or "-"),
or from --input FILE. Lines are read as a stream (constant memory); a trailing CR is
dropped, blank lines are skipped.`;

const LENIENT = `--lenient repairs each input first with the core's fixup (ends trimmed, tabs and
newlines removed, what a component does not allow percent-encoded, an IRI host as its A-label)
and names each repair on standard error: kind, offset in the input, what stood there -> what
replaced it.`;

const COMMON = `Options of every command:
  -j, --json          one JSON object per input line (NDJSON) on standard output
  -i, --input FILE    read the inputs from FILE, one per line
      --comments      also skip lines that start with "#"
      --allow-zone-id accept RFC 6874 zone identifiers ([fe80::1%25eth0])
      --max-line N    longest input line, in characters (default 1048576)
      --no-color      no colours on standard error (also: NO_COLOR, or not a terminal)
  -h, --help          this help`;

export const GENERAL = `urikit: URIs on the command line, RFC 3986 and the ten schemes of RFC 1738
(http, https, ftp, gopher, mailto, news, nntp, telnet, wais, file, prospero), ws, wss, tel, urn and data.

Usage: urikit <command> [options] [input…]

Commands:
  parse       the seven components and the scheme's typed parts
  normalize   the normal form (RFC 3986 §6.2.2 syntax-based, §6.2.3 scheme-based)
  resolve     BASE REF…: the target URI of each reference (RFC 3986 §5.2)
  relativize  BASE TARGET…: the shortest reference from BASE to each target
  equal       A B: exit 0 when equivalent (RFC 3986 §6.2), 1 when not
  check       validity, then the scheme's security findings (RFC 3986 §7, RFC 1738 §6)
  extract     the URIs in running text (RFC 1738 Appendix, RFC 3986 Appendix C)
  get         --get TEMPLATE: components through a template ({host}, {query:name})
  set         --set NAME=VALUE, --trim query=NAME, --sort-query: edit, escapes kept

  urikit <command> --help   the command's options
  urikit --version          the version

  urikit --url URL [trurl's options]   curl's trurl, on urikit's strict reading: --set,
      --append, --get '{host} {port}', --trim, --sort-query, --json, --iterate, --redirect,
      --punycode, --as-idn, --urlencode, --keep-port, --no-guess-scheme, --quiet, --verify,
      --accept-space (spaces as %20), --lenient (fixup's repairs, each named on stderr)
      (see the README, "trurl mode"; trurl's exit statuses)

Exit status: 0 done (all valid / equivalent / found), 1 an input invalid, not equivalent,
a finding, or nothing found, 2 usage error, 3 input or output error, 4 internal error.`;

export const COMMANDS: Readonly<Record<string, string>> = {
  parse: `Usage: urikit parse [options] [URI…]

Parses each input as an RFC 3986 URI reference and prints its seven components (scheme,
userinfo, host, port, path, query, fragment; an absent one is left out, an empty one is
shown ""), then, when a plugin handles its scheme, the scheme's typed parts.

${INPUT}

--json writes {"input", "valid", "components", "parts"} or {"input", "valid": false,
"error": {"code", "index", "message", "component", "rule"}}. Components are as written (the
host with an IP literal's brackets). Parts are the plugin's: text parts decoded as the
plugin says, Uint8Array octets as lower-case hex, absent parts left out.

${LENIENT}

${COMMON}`,
  normalize: `Usage: urikit normalize [options] [URI…]

Prints the normal form of each input: RFC 3986 §6.2.2 (case, percent-encoding, dot segments)
then §6.2.3 through the scheme's plugin (default port, the scheme's own rules).

Options:
      --no-case       keep the case of scheme, host and escapes (§6.2.2.1)
      --no-percent    keep escapes of unreserved characters (§6.2.2.2)
      --no-dots       keep dot segments (§6.2.2.3)
      --no-scheme     syntax-based only: no scheme-based step (§6.2.3)
      --lenient       repair each input first (see parse --help)

${INPUT}

--json writes {"input", "valid", "output", "changed"}: the rules that changed something
(case, percent, dots, port, address, scheme).

${COMMON}`,
  resolve: `Usage: urikit resolve [options] BASE [REF…]

Resolves each reference against BASE (RFC 3986 §5.2), with the schemes' rules.

Options:
      --non-strict    read a reference with the base's scheme as relative (§5.2.2)
      --legacy ALGO   rfc2396 (the 1997 draft) or rfc1808

${INPUT}

--json writes {"input", "base", "valid", "output"}.

${COMMON}`,
  relativize: `Usage: urikit relativize [options] BASE [TARGET…]

Prints the shortest reference from BASE to each target, worked out on their normal forms;
resolving it against BASE gives the target back.

${INPUT}

--json writes {"input", "base", "valid", "output"}.

${COMMON}`,
  equal: `Usage: urikit equal [options] A B

Exit status 0 when A and B are equivalent (RFC 3986 §6.2: the scheme's rules, then the same
normal form, or the scheme's own relation), 1 when not, like cmp. Prints "equivalent", or
"not equivalent" and the two normal forms.

Options:
      --ignore-fragment  compare without the fragments (§6.1)
      --base URI         resolve relative references against URI first (§6.1)
      --no-case, --no-percent, --no-dots, --no-scheme   as for normalize
  -q, --quiet            print nothing; the exit status says it

--json writes {"a", "b", "valid", "equivalent", "normal": [A', B']}.

${COMMON}`,
  check: `Usage: urikit check [options] [URI…]

Checks each input: validity (RFC 3986, then the scheme's rules: errors on standard error),
then the scheme's security findings (RFC 3986 §7, RFC 1738 §6), printed for the inputs
that have some, each labelled by its severity: info, warning, or danger (the severity
"error" of --fail-on and --json). A URI needs a scheme here.

Options:
      --fail-on LEVEL   exit 1 when a finding is at LEVEL or above: info, warning, error
                        (the default), or never
      --lenient         repair each input first (see parse --help)
      --whatwg          also read each input as the WHATWG URL Standard does (browsers,
                        fetch, Node's URL) and report URI_WHATWG_DIFFERS (a warning) for each
                        component read differently (scheme, userinfo, host, port, path, query,
                        fragment), or for the whole URI when the WHATWG parser refuses it;
                        URI_WHATWG_UNAVAILABLE (info) where there is no URL to ask

${INPUT}

--json writes {"input", "valid", "findings": [{"code", "severity", "message", "index",
"component"}]} for every input.

${COMMON}`,
  extract: `Usage: urikit extract [options] [FILE…]

Prints the URIs found in running text (standard input, or each FILE), one a line: within
<…> (with or without "URL:") or "…", the whitespace of a wrapped line taken out, or delimited
by whitespace, sentence punctuation left out (RFC 1738 Appendix, RFC 3986 Appendix C); an IRI
in its URI form (RFC 3987 §3.1), of the schemes asked for only. A URI found that is
not valid is reported on standard error. Exit 0 when a valid URI was found, 1 when none.

Options:
      --suffixes          also www.… and ftp.… (RFC 3986 §4.5), completed with http:// or ftp://
      --schemes L         the schemes reported (default: IANA's permanent schemes, and any
                          scheme followed by "//")
      --bare-schemes L    schemes found without "//" in undelimited text (default
                          mailto,news,tel,urn)
      --max-length N      longest URI, in characters (default 8192)

--json writes {"uri", "iri", "valid", "start", "end", "line", "column", "delimiter",
"alternative", "suffix", "file", "error"} per URI (offsets in UTF-16 code units; line and
column from 1).

${COMMON}`,
  get: `Usage: urikit get [options] --get TEMPLATE [URI…]
       urikit get [options] TEMPLATE [URI…]

Prints TEMPLATE for each input, with its fields filled in:
  {uri} {scheme} {userinfo} {user} {password} {host} {port} {path} {query} {fragment}
  {query:NAME}   the value of the first query parameter NAME (pairs split at "&" and "=",
                 names compared percent-decoded; see urikit set --help)
A field is the component as written in the URI (percent-encoding kept: the raw text);
{decoded:host}, {decoded:query:NAME}, … give it percent-decoded (strict UTF-8; "+" stays
"+"). An absent component is empty. {{ and }} are literal braces. The host keeps the
brackets of an IP literal.

Options:
      --get TEMPLATE  the template (or give it as the first argument)
      --form          read query parameters as application/x-www-form-urlencoded (the
                      WHATWG URL Standard, "application/x-www-form-urlencoded parsing"):
                      "+" is a space in {query:NAME}'s NAME and in {decoded:query:NAME};
                      see urikit set --help

${INPUT}

--json writes {"input", "valid", "output"}.

${COMMON}`,
  set: `Usage: urikit set [options] [--set NAME=VALUE…] [--unset NAME…]
                  [--trim query=NAME…] [--sort-query] [--get TEMPLATE] [URI…]

Writes components of each input and prints the new URI (or TEMPLATE, as for get):
  NAME: scheme, userinfo, user, password, host, port, path, query, fragment, query:PARAM
VALUE is URI text: its valid escapes are kept as they are (%2F stays %2F), and what the
component does not allow is percent-encoded (a space becomes %20, a lone % becomes %25).
--unset NAME removes a component (or every query parameter PARAM). The result is checked
(RFC 3986, then the scheme's rules): a host on a URI without authority is an error.

Options:
      --set NAME=VALUE     write a component (repeatable)
      --unset NAME         remove a component or a query parameter (repeatable)
      --trim query=NAME    remove the query parameters NAME; query=PREFIX* removes every
                           name that starts with PREFIX (utm_*); \\* at the end is a
                           literal "*" (repeatable)
      --sort-query         sort the query parameters by name (stable: parameters of one
                           name keep their order)
      --get TEMPLATE       print TEMPLATE (see urikit get --help) instead of the URI
      --form               read query parameters as application/x-www-form-urlencoded
                           (below)
They apply in that order: every --set, every --unset, every --trim, then --sort-query.

Query parameters: the query split at "&", each pair at its first "=" (RFC 3986 §3.4 defines
no pairs; this is the common reading). Names are compared percent-decoded (%75tm_x is
utm_x) and case-sensitively (RFC 3986 §6.2.2.1), mailto's header names in any case (RFC
6068 §2); pairs are written back byte for byte. "+" is a "+", not a space: "+" for a space
is HTML form encoding, which no scheme here uses. A gopher query is part of the selector
(RFC 4266 §2.1) and a wais query is a search (RFC 4156 §2): parameter edits on them are an
error (QUERY_NOT_PAIRS) for that input.

--form reads the pairs as HTML forms write them: application/x-www-form-urlencoded, as the
WHATWG URL Standard's "application/x-www-form-urlencoded parsing" reads it (what
URLSearchParams does). "+" is then a space in names and values once decoded (a+b and a%20b
are one name, a%2Bb another; NAME and VALUE on the command line are read so too), and an
empty piece between two "&" is no pair (it matches nothing and stays where it is). What is
written back is still the text as written: "+" is never rewritten, and a "+" in a --set
VALUE is kept as "+" (without --form it is written %2B).

${INPUT}

--json writes {"input", "valid", "output"}.

${COMMON}`,
};
