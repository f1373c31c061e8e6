// trurl's own test suite (test/fixtures/trurl/tests.json, see its NOTICE.md) run against
// `urikit` in trurl's mode (src/trurl.ts). Each case passes, or stands in EXCEPTIONS with the
// reason urikit differs: mostly where trurl follows libcurl's leniency against RFC 3986, or where
// urikit has no plugin for the scheme. Compared as trurl's runner compares: standard output
// exactly (as JSON when the case gives JSON), the exit status exactly; standard error only for
// being empty or not, since urikit words its messages itself.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { urikit } from './helpers.js';

interface Case {
  readonly input: { readonly arguments: readonly string[] };
  readonly expected: {
    readonly stdout: string | unknown[];
    readonly stderr?: string | boolean | readonly string[];
    readonly returncode: number;
  };
  readonly required?: readonly string[];
  readonly excludes?: readonly string[];
}

const dir = fileURLToPath(new URL('./fixtures/trurl/', import.meta.url));
const cases: readonly Case[] = JSON.parse(readFileSync(`${dir}tests.json`, 'utf8'));

/** trurl's test files, found in the fixtures. */
const args = (c: Case) => c.input.arguments.map((a) => a.replace(/^testfiles\//, dir));

// Why urikit differs from trurl, one reason per kind of case.
const NO_ARGUMENTS =
  '`urikit` with no argument at all prints its own usage (exit 2): no trurl option was given';
const NO_IMAP =
  'urikit has no imap plugin (RFC 5092): no default port 143, no ";options" in the login ' +
  "(trurl's 'imap-options' feature); scheme facts come from the registry only";
const HEX_CASE =
  'urikit writes escapes in upper case (RFC 3986 §2.1, §6.2.2.1: "%3A", not "%3a"); trurl marks ' +
  "48 and 127-130 for a libcurl without 'uppercase-hex' (their upper-case twins 207-211 pass), " +
  'and 33, 131, 170, 171, 182, 183 were written for such a libcurl';
const IPV4_SHORTHAND =
  '"10.1" and "0" are reg-names, not IPv4 addresses (RFC 3986 §3.2.2: IPv4address is four ' +
  "dotted decimal octets); libcurl reads inet_aton's shorthand (trurl's 'normalize-ipv4'), " +
  'urikit check reports it (URI_AMBIGUOUS_IPV4)';
const BARE_ZONE =
  'RFC 6874 §2: the zone identifier of an IPv6 literal follows "%25"; a bare "%" is refused ' +
  '(libcurl accepts it)';
const EQUALS_IN_QUERY =
  '"=" is allowed in a query (RFC 3986 §3.4): --set query=user=me writes "user=me", not "user%3dme"';
const PLUS_FOR_SPACE =
  'a space in a query is written %20 and %20 is never rewritten "+" (RFC 3986 has no "+" for a ' +
  'space: that is HTML form encoding, see the README); trurl writes "+"';
const EMPTY_PAIRS =
  'urikit keeps empty query pairs: "?e&&" and "?e" are different URIs (RFC 3986 §6.2.2 removes ' +
  'nothing from a query); trurl drops them';
const HOST_CASE =
  'the normal form writes the host in lower case (RFC 3986 §6.2.2.1); trurl keeps its case';
const SEPARATOR =
  'urikit splits query pairs at "&" only: --query-separator other than "&" is refused';
const FTP_QUERY =
  'an ftp URL has no query (RFC 1738 §3.2): the ftp plugin refuses "?search=me" / "?add"';
const LONG_LINE =
  'trurl skips a --url-file line above its own limit; urikit reads lines up to --max-line (1 MiB), ' +
  'and the long line of test0000.txt is a valid URL';
const SFTP_OPTIONS =
  'libcurl reads ";" in an sftp userinfo as login options and escapes it; ";" is a sub-delim ' +
  'allowed in a userinfo (RFC 3986 §3.2.1) and urikit keeps it';

/** Where urikit and trurl differ, by case number (index in tests.json), with the reason. */
const EXCEPTIONS: ReadonlyMap<number, string> = new Map([
  [4, NO_ARGUMENTS],
  ...[21, 26, 36, 44, 116, 117].map((i) => [i, NO_IMAP] as const),
  ...[33, 48, 127, 128, 129, 130, 131, 170, 171, 182, 183].map((i) => [i, HEX_CASE] as const),
  ...[38, 155, 156, 157].map((i) => [i, IPV4_SHORTHAND] as const),
  ...[40, 41].map((i) => [i, BARE_ZONE] as const),
  [51, EQUALS_IN_QUERY],
  ...[65, 75, 100, 126].map((i) => [i, PLUS_FOR_SPACE] as const),
  ...[79, 80, 203, 204, 205, 206].map((i) => [i, EMPTY_PAIRS] as const),
  [83, HOST_CASE],
  ...[86, 87].map((i) => [i, SEPARATOR] as const),
  ...[101, 161].map((i) => [i, FTP_QUERY] as const),
  ...[122, 144].map((i) => [i, LONG_LINE] as const),
  ...[184, 187].map((i) => [i, SFTP_OPTIONS] as const),
]);

/** The differences of one case, or [] when urikit gives what trurl gives. */
async function differences(c: Case): Promise<string[]> {
  const r = await urikit(args(c));
  const out: string[] = [];
  const e = c.expected;
  if (typeof e.stdout === 'string') {
    if (r.stdout !== e.stdout) out.push(`stdout ${JSON.stringify(r.stdout)}`);
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(r.stdout);
    } catch {
      parsed = undefined;
    }
    if (JSON.stringify(parsed) !== JSON.stringify(e.stdout)) out.push(`json ${r.stdout}`);
  }
  if (r.status !== e.returncode) out.push(`status ${r.status}`);
  const wantsStderr = e.stderr === undefined ? undefined : e.stderr !== '' && e.stderr !== false;
  if (wantsStderr !== undefined && wantsStderr !== (r.stderr !== '')) {
    out.push(`stderr ${JSON.stringify(r.stderr)}`);
  }
  return out;
}

describe("trurl's tests.json, in urikit's trurl mode", () => {
  it('every case passes or is an exception with its reason; an exception does differ', async () => {
    const failing: string[] = [];
    const passingExceptions: number[] = [];
    for (let i = 0; i < cases.length; i++) {
      const d = await differences(cases[i]!);
      if (EXCEPTIONS.has(i)) {
        if (d.length === 0) passingExceptions.push(i);
      } else if (d.length > 0) {
        failing.push(`${i} ${JSON.stringify(cases[i]!.input.arguments)}: ${d.join('; ')}`);
      }
    }
    expect(failing).toEqual([]);
    expect(passingExceptions).toEqual([]);
    // The figures of the README: 213 cases, 169 pass, 44 exceptions.
    expect([cases.length, cases.length - EXCEPTIONS.size, EXCEPTIONS.size]).toEqual([213, 169, 44]);
  }, 60_000);
});
