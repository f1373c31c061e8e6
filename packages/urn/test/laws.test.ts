// The laws every scheme plugin keeps (@urikit/testkit), on RFC 8141's own examples first, with
// generated parts: NIDs of every length the grammar allows, NSSs with "/", ":" and escapes in
// either hex case, r- and q-components holding "?" and "/", empty against absent f-components.
import { pluginLaws, uriFragment } from '@urikit/testkit';
import fc from 'fast-check';
import { type UrnParts, urn } from '../src/index.js';

// RFC 8141 §2: NID = (alphanum) 0*30(ldh) (alphanum).
const nid = fc.stringMatching(/^[a-zA-Z0-9][a-zA-Z0-9-]{0,30}[a-zA-Z0-9]$/);
// RFC 3986 §3.3 pchar, escapes in either case (RFC 8141 §3.1 normalizes their case only).
const PCHAR = "(?:[a-zA-Z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})";
// §2: NSS = pchar *(pchar / "/").
const nss = fc.stringMatching(new RegExp(`^${PCHAR}(?:${PCHAR}|/)*$`));
// §2: r-component and q-component = pchar *( pchar / "/" / "?" ). An r-component never holds
// "?=", which starts the q-component (§2.3.1).
const component = fc.stringMatching(new RegExp(`^${PCHAR}(?:${PCHAR}|[/?])*$`));
const optional = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

const parts: fc.Arbitrary<UrnParts> = fc.record({
  nid,
  nss,
  rComponent: optional(component.filter((r) => !r.includes('?='))),
  qComponent: optional(component),
  fragment: uriFragment,
});

pluginLaws(urn, {
  valid: [
    // RFC 8141 §3.2
    'urn:example:a123,z456',
    'URN:example:a123,z456',
    'urn:EXAMPLE:a123,z456',
    'urn:example:a123,z456?+abc',
    'urn:example:a123,z456?=xyz',
    'urn:example:a123,z456#789',
    'urn:example:a123,z456/foo',
    'urn:example:a123,z456/bar',
    'urn:example:a123%2Cz456',
    'URN:EXAMPLE:a123%2cz456',
    'urn:example:A123,z456',
    'urn:example:a123,Z456',
    'urn:example:%D0%B0123,z456',
    // RFC 8141 §2.2, §2.3.1, §2.3.2, §2.3.3
    'urn:example:1/406/47452/2',
    'urn:example:foo-bar-baz-qux?+CCResolve:cc=uk',
    'urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z',
    'urn:example:foo-bar-baz-qux#somepart',
    // RFC 4122 §3, RFC 3187, RFC 8141 §5.2 (informal), an empty f-component
    'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
    'urn:ISBN:0-395-36341-1',
    'urn:urn-7:x?+r?x/y?=q?+z#',
  ],
  invalid: [
    ['urn:x:y', 'URN_INVALID_NID', 4],
    ['urn::y', 'URN_INVALID_NID', 4],
    ['urn:-ab:y', 'URN_INVALID_NID', 4],
    ['urn:ab-:y', 'URN_INVALID_NID', 6],
    ['urn:a_b:y', 'URN_INVALID_NID', 5],
    [`urn:${'a'.repeat(33)}:y`, 'URN_INVALID_NID', 36],
    ['urn:example', 'URN_EMPTY_NSS', 11],
    ['urn:example:', 'URN_EMPTY_NSS', 12],
    ['urn:example:/a', 'URN_INVALID_NSS', 12],
    ['urn://h/x', 'URN_AUTHORITY_NOT_ALLOWED', 4],
    ['urn:example:a?q', 'URN_INVALID_QUERY', 13],
    ['urn:example:a?', 'URN_INVALID_QUERY', 13],
    ['urn:example:a?+', 'URN_INVALID_R_COMPONENT', 15],
    ['urn:example:a?+?=q', 'URN_INVALID_R_COMPONENT', 15],
    ['urn:example:a?+/r', 'URN_INVALID_R_COMPONENT', 15],
    ['urn:example:a?=', 'URN_INVALID_Q_COMPONENT', 15],
    ['urn:example:a?+r?=', 'URN_INVALID_Q_COMPONENT', 18],
    ['urn:example:a?=?q', 'URN_INVALID_Q_COMPONENT', 15],
  ],
  // RFC 8141 §3.2: the first six are URN-equivalent, and so are the two escaped ones.
  equivalent: [
    ['urn:example:a123,z456', 'URN:example:a123,z456'],
    ['urn:example:a123,z456', 'urn:EXAMPLE:a123,z456'],
    ['urn:example:a123,z456', 'urn:example:a123,z456?+abc'],
    ['urn:example:a123,z456', 'urn:example:a123,z456?=xyz'],
    ['urn:example:a123,z456', 'urn:example:a123,z456#789'],
    ['urn:example:a123%2Cz456', 'URN:EXAMPLE:a123%2cz456'],
    ['urn:example:A123,z456', 'urn:EXAMPLE:A123,z456?+x'],
  ],
  // RFC 8141 §3.2: "/" counts, escapes are not decoded, the NSS is case-sensitive.
  different: [
    ['urn:example:a123,z456', 'urn:example:a123,z456/foo'],
    ['urn:example:a123,z456/foo', 'urn:example:a123,z456/bar'],
    ['urn:example:a123,z456', 'urn:example:a123%2Cz456'],
    ['urn:example:a123,z456', 'urn:example:A123,z456'],
    ['urn:example:a123,z456', 'urn:example:a123,Z456'],
    ['urn:example:a123,z456', 'urn:example:%D0%B0123,z456'],
    ['urn:example:a', 'urn:example:%61'],
  ],
  parts,
});
