// A complete third-party scheme plugin, written only on @urikit/core's public API: `urn`
// (RFC 8141). The core README's "Writing a scheme plugin" walks through it; urn.test.ts checks
// it with the test kit.
import { defineErrors, defineScheme, serialize, type Uri } from '@urikit/core/plugin';

/** The parts of a URN (RFC 8141 §2). */
export interface UrnParts {
  /** The namespace identifier, as written (case-insensitive, §3.1). */
  readonly nid: string;
  /** The namespace-specific string, as written (percent-encoding kept, case-sensitive, §3.1). */
  readonly nss: string;
  /** The r-component after "?+", as written. */
  readonly r?: string | undefined;
  /** The q-component after "?=", as written. */
  readonly q?: string | undefined;
  /** The f-component, as written. */
  readonly fragment?: string | undefined;
}

const fail = defineErrors('URN', {
  AUTHORITY: 'RFC 8141 §2',
  INVALID_NID: 'RFC 8141 §2',
  EMPTY_NSS: 'RFC 8141 §2',
  INVALID_QUERY: 'RFC 8141 §2.3',
});

// RFC 8141 §2: NID = (alphanum) 0*30(ldh) (alphanum), 2 to 32 characters; "urn-" is reserved
// for informal namespaces and still matches.
const isNid = (s: string): boolean => /^[a-z0-9][a-z0-9-]{0,30}[a-z0-9]$/i.test(s);

/** The `urn` scheme plugin (RFC 8141): not hierarchical, escapes never decoded for equivalence. */
export const urn = defineScheme({
  name: 'urn',
  hierarchical: false,
  // RFC 8141 §3.1: "%-escaped characters … are not decoded" for equivalence; hex case still is.
  rules: { percent: false },
  errors: fail,
  parse(uri: Uri): UrnParts {
    if (uri.host !== undefined) fail('AUTHORITY', uri, uri.offsetOf('host') - 2, 'host');
    const path = uri.path;
    const at = uri.offsetOf('path');
    const colon = path.indexOf(':');
    const nid = colon < 0 ? path : path.slice(0, colon);
    if (!isNid(nid)) fail('INVALID_NID', uri, at, 'path');
    if (colon < 0 || colon === path.length - 1) fail('EMPTY_NSS', uri, at + path.length, 'path');
    // RFC 8141 §2: [ "?+" r-component ] [ "?=" q-component ], in that order.
    let r: string | undefined;
    let q: string | undefined;
    const query = uri.query;
    if (query !== undefined) {
      const m = /^(?:\+([^?]*))?(?:\?=(.*)|=(.*))?$/.exec(query);
      // "?=" q alone is written "?=q"; after an r-component, "?+r?=q".
      if (m === null || (m[1] === undefined && m[2] !== undefined) || query === '') {
        return fail('INVALID_QUERY', uri, uri.offsetOf('query'), 'query');
      }
      r = m[1];
      q = m[2] ?? m[3];
    }
    return Object.freeze({ nid, nss: path.slice(colon + 1), r, q, fragment: uri.fragment });
  },
  format: (p: UrnParts): Uri =>
    serialize({
      scheme: 'urn',
      path: `${p.nid}:${p.nss}`,
      query:
        p.r === undefined && p.q === undefined
          ? undefined
          : `${p.r === undefined ? '' : `+${p.r}`}${p.q === undefined ? '' : `${p.r === undefined ? '' : '?'}=${p.q}`}`,
      fragment: p.fragment,
    }),
  // RFC 8141 §3.1: the NID is case-insensitive.
  normalizeParts: (p) => {
    const nid = p.nid.toLowerCase();
    return nid === p.nid ? p : { ...p, nid };
  },
  // RFC 8141 §3.1: r-, q- and f-components play no part in URN-equivalence.
  equivalent: (a, b) => a.nid === b.nid && a.nss === b.nss,
});
