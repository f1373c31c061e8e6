// The rows of WPT's urltestdata.json (shared/vectors/wpt.urltestdata.json) with non-ASCII input
// or an A-label: where RFC 3987 and the WHATWG URL Standard agree, the IRI route gives the
// browser's href. The route: the input as an IRI (resolved against the row's base, RFC 3987
// §6.5), mapped to a URI (§3.1) with ToASCII on the host of the URL Standard's special schemes
// (UTS #46, as the browsers), then scheme-based normalization through the plugins of those
// schemes (RFC 3986 §6.2.3: lower case, default port, "/" for an empty path); a non-special
// scheme's host is percent-encoded, as both specifications do, and nothing is normalized.
// A row where the two specifications differ is in EXCEPTIONS with our answer and the reason;
// the test checks that each exception still matches a row and still differs.
import { createRegistry, normalize, UriError } from '@urikit/core';
import { file } from '@urikit/file';
import { ftp } from '@urikit/ftp';
import { http, https } from '@urikit/http';
import { iriToUri, parseIri, resolveIri } from '@urikit/iri';
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import { idnaHosts } from '../src/index.js';

interface Row {
  input: string;
  base: string | null;
  href?: string;
  failure?: boolean;
}

const registry = createRegistry([http, https, ftp, file]);
const SPECIAL = new Set(['http', 'https', 'ftp', 'ws', 'wss', 'file']);

function ours(row: Row): string {
  try {
    const iri =
      row.base === null ? parseIri(row.input, { kind: 'iri' }) : resolveIri(row.base, row.input);
    const scheme = iri.scheme!.toLowerCase();
    if (!SPECIAL.has(scheme)) return iriToUri(iri);
    const uri = iriToUri(iri, { hosts: idnaHosts });
    return (registry.has(scheme) ? registry.normalize(uri) : normalize(uri)).toString();
  } catch (error) {
    if (!(error instanceof UriError)) throw error;
    return `error ${error.code}`;
  }
}

const NOT_AN_IRI =
  'not an IRI (RFC 3987 §2.2): the URL Standard percent-encodes or drops what RFC 3987 refuses (spaces, controls, "%" without hex digits, U+FFFD, U+FFFF, bidi formatting characters)';
const INVALID_A_LABEL =
  'an "xn--" label that is no A-label (RFC 5890 §2.3.2.1; UTS #46 §4 step 4.1 records an error) is refused by ToASCII; the URL Standard lets it through';
const IPV4_NUMBERS =
  'the URL Standard reads hex, octal and short IPv4 forms and refuses a host ending in a number; RFC 3986 §3.2.2 reads these hosts as reg-names';

/** Our answer where the URL Standard gives another, keyed by input and base. */
const EXCEPTIONS: Record<string, { ours: string; reason: string }> = {
  'http://example.com/foo%2Â©zbar null': {
    ours: 'error INVALID_PERCENT_ENCODING',
    reason: NOT_AN_IRI,
  },
  'http://example.com/foo\t\u0091%91 null': { ours: 'error INVALID_CHARACTER', reason: NOT_AN_IRI },
  'http://example.com/\u202e/foo/\u202d/bar null': {
    ours: 'error IRI_BIDI_FORMATTING',
    reason: NOT_AN_IRI,
  },
  'http://www.google.com/foo?bar=baz# » null': {
    ours: 'error INVALID_CHARACTER',
    reason: NOT_AN_IRI,
  },
  'data:test# » null': { ours: 'error INVALID_CHARACTER', reason: NOT_AN_IRI },
  'https://x/\ufffd?\ufffd#\ufffd null': { ours: 'error IRI_NOT_UCSCHAR', reason: NOT_AN_IRI },
  'wow:\uffff null': { ours: 'error IRI_NOT_UCSCHAR', reason: NOT_AN_IRI },
  'non-special:cannot-be-a-base-url-\u0000\u0001\u001f\u001e~\u007f\u0080 null': {
    ours: 'error INVALID_CHARACTER',
    reason: NOT_AN_IRI,
  },
  'https://x/\uffffy null': { ours: 'error IRI_NOT_UCSCHAR', reason: NOT_AN_IRI },
  'https://x/?\uffffy null': { ours: 'error IRI_NOT_UCSCHAR', reason: NOT_AN_IRI },
  'https://x/?#\uffffy null': { ours: 'error IRI_NOT_UCSCHAR', reason: NOT_AN_IRI },
  'non-special:\uffffy null': { ours: 'error IRI_NOT_UCSCHAR', reason: NOT_AN_IRI },
  'non-special:x/\uffffy null': { ours: 'error IRI_NOT_UCSCHAR', reason: NOT_AN_IRI },
  'non-special:x/?\uffffy null': { ours: 'error IRI_NOT_UCSCHAR', reason: NOT_AN_IRI },
  'non-special:x/?#\uffffy null': { ours: 'error IRI_NOT_UCSCHAR', reason: NOT_AN_IRI },
  'data:text/plain,test#\u0000\u0001\t\n\r\u001f !"#$%&\'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~\u007f\u0080\u0081Éé null':
    {
      ours: 'error INVALID_CHARACTER',
      reason: NOT_AN_IRI,
    },
  'about:blank#\u0000\u0001\t\n\r\u001f !"#$%&\'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~\u007f\u0080\u0081Éé null':
    {
      ours: 'error INVALID_CHARACTER',
      reason: NOT_AN_IRI,
    },
  'http://a.b.c.xn--pokxncvks null': { ours: 'error IDNA_INVALID_DOMAIN', reason: INVALID_A_LABEL },
  'http://10.0.0.xn--pokxncvks null': {
    ours: 'error IDNA_INVALID_DOMAIN',
    reason: INVALID_A_LABEL,
  },
  'http://a.b.c.XN--pokxncvks null': { ours: 'error IDNA_INVALID_DOMAIN', reason: INVALID_A_LABEL },
  'http://a.b.c.Xn--pokxncvks null': { ours: 'error IDNA_INVALID_DOMAIN', reason: INVALID_A_LABEL },
  'http://10.0.0.XN--pokxncvks null': {
    ours: 'error IDNA_INVALID_DOMAIN',
    reason: INVALID_A_LABEL,
  },
  'http://10.0.0.xN--pokxncvks null': {
    ours: 'error IDNA_INVALID_DOMAIN',
    reason: INVALID_A_LABEL,
  },
  'file://xn--/p null': { ours: 'error IDNA_INVALID_DOMAIN', reason: INVALID_A_LABEL },
  'https://xn--/ null': { ours: 'error IDNA_INVALID_DOMAIN', reason: INVALID_A_LABEL },
  'http://０Ｘｃ０．０２５０．０１ http://other.com/': {
    ours: 'http://0xc0.0250.01/',
    reason: IPV4_NUMBERS,
  },
  'http://💩.123/ null': { ours: 'http://xn--ls8h.123/', reason: IPV4_NUMBERS },
};

const rows = loadVectors<Row>('wpt.urltestdata').cases.filter(
  (c) =>
    typeof c.input === 'string' &&
    ([...c.input].some((ch) => ch.charCodeAt(0) > 0x7f) || /xn--/i.test(JSON.stringify(c))),
);

describe('shared vectors: wpt.urltestdata, the rows with non-ASCII input or an A-label', () => {
  it('RFC 3987 §3.1: 63 rows, 36 where RFC 3987 and the URL Standard agree', () => {
    expect(rows.length).toBe(63);
    expect(rows.filter((r) => EXCEPTIONS[`${r.input} ${r.base}`] === undefined).length).toBe(36);
  });
  const used = new Set<string>();
  rows.forEach((row, n) => {
    const key = `${row.input} ${row.base}`;
    const theirs = row.failure === true ? 'failure' : row.href!;
    it(`RFC 3987 §3.1 wpt #${n}: ${JSON.stringify(row.input)}${row.base ? ` against ${row.base}` : ''}`, () => {
      const got = ours(row);
      const exception = EXCEPTIONS[key];
      if (exception === undefined) {
        if (theirs === 'failure') expect(got).toMatch(/^error /);
        else expect(got).toBe(theirs);
        return;
      }
      used.add(key);
      expect(got).toBe(exception.ours);
      expect(got === theirs || (theirs === 'failure' && got.startsWith('error '))).toBe(false);
    });
  });
  it('RFC 3987 §3.1: every exception matched a row (none is stale)', () => {
    expect([...used].sort()).toEqual(Object.keys(EXCEPTIONS).sort());
  });
});
