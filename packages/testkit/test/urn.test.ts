// The test kit on a third-party plugin (the "Writing a scheme plugin" example): urn, RFC 8141.
import fc from 'fast-check';
import { pluginLaws } from '../src/index.js';
import { urn } from './urn.js';

const nid = fc.stringMatching(/^[a-zA-Z0-9][a-zA-Z0-9-]{0,8}[a-zA-Z0-9]$/);
const pchars = fc.stringMatching(/^(?:[a-zA-Z0-9._~!$&'()*+,;=:@/-]|%[0-9A-Fa-f]{2})*$/);
const nss = fc.stringMatching(
  /^(?:[a-zA-Z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})(?:[a-zA-Z0-9._~!$&'()*+,;=:@/-]|%[0-9A-Fa-f]{2})*$/,
);
const noQ = (s: string) => !s.includes('?');

pluginLaws(urn, {
  // RFC 8141 §3.2 examples, and forms of §2.3.
  valid: [
    'urn:example:a123,z456',
    'URN:example:a123,z456',
    'urn:EXAMPLE:a123,z456',
    'urn:example:a123,z456?+abc',
    'urn:example:a123,z456?=xyz',
    'urn:example:a123,z456#789',
    'urn:example:a123,z456/foo',
    'urn:example:a123%2Cz456',
    'urn:example:A123,z456',
    // RFC 3986 §6.2.2.1 with RFC 8141 §3.1: the NID lower-cased and the escapes' hex upper-cased.
    'urn:EXAMPLE:a123%2cz456',
  ],
  invalid: [
    ['urn:x:y', 'URN_INVALID_NID', 4],
    ['urn:example', 'URN_EMPTY_NSS', 11],
    ['urn:example:', 'URN_EMPTY_NSS', 12],
    ['urn://h/x', 'URN_AUTHORITY', 4],
    ['urn:example:a?q', 'URN_INVALID_QUERY', 14],
  ],
  // RFC 8141 §3.2: the first six are URN-equivalent; the last three are not equivalent to them.
  equivalent: [
    ['urn:example:a123,z456', 'URN:example:a123,z456'],
    ['urn:example:a123,z456', 'urn:EXAMPLE:a123,z456'],
    ['urn:example:a123,z456', 'urn:example:a123,z456?+abc'],
    ['urn:example:a123,z456', 'urn:example:a123,z456?=xyz'],
    ['urn:example:a123,z456', 'urn:example:a123,z456#789'],
  ],
  different: [
    ['urn:example:a123,z456', 'urn:example:a123,z456/foo'],
    ['urn:example:a123,z456', 'urn:example:a123%2Cz456'],
    ['urn:example:a123,z456', 'urn:example:A123,z456'],
  ],
  parts: fc.record(
    {
      nid,
      nss,
      r: fc.option(pchars.filter(noQ), { nil: undefined }),
      q: fc.option(pchars, { nil: undefined }),
      fragment: fc.option(pchars, { nil: undefined }),
    },
    { requiredKeys: ['nid', 'nss'] },
  ),
});
