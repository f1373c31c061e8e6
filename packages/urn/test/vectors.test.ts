// Third-party vectors (../shared/vectors, see its README): every equivalence row that names the
// urn scheme runs. A row we do not follow is in an exception list with its reason; the test
// checks that the row still exists and that our answer really differs, so an exception can
// neither rot nor hide a pass.
import { createRegistry } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { loadVectors } from '../../../test-support/vectors.js';
import { urn } from '../src/index.js';

const registry = createRegistry([urn]);

interface EqualRow {
  readonly a: string;
  readonly b: string;
  readonly equal: boolean;
}

// Rows compare text (a few compare component objects: not ours).
const isUrn = (s: unknown) => typeof s === 'string' && s.slice(0, 4).toLowerCase() === 'urn:';
const rows = (file: string) =>
  loadVectors<EqualRow>(file).cases.filter((c) => isUrn(c.a) || isUrn(c.b));

// RFC 8141 §2: text that is no URN (an empty, a missing or an escaped NID, an empty NSS) is
// refused with the rule it breaks; fast-uri answers "not equal" instead.
const NOT_URNS: Record<string, string> = {
  'urn:': 'URN_INVALID_NID',
  'URN:': 'URN_INVALID_NID',
  'urn:foo': 'URN_EMPTY_NSS',
  'urn::foo': 'URN_INVALID_NID',
  'urn:foo:': 'URN_EMPTY_NSS',
  'urn:%66oo:bar': 'URN_INVALID_NID',
};

// RFC 4122 §3 (a namespace's own rule, RFC 8141 §3.1 "may"): UUIDs compare case-insensitively.
// Namespace-specific equivalence is out of this package's scope: the NSS is compared with its
// case (RFC 8141 §3.1), so these pairs are not equivalent here.
const UUID_ROWS = [
  'URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6 urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
  'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6 URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6',
];

for (const file of ['fast-uri.equal', 'uri-js.equal']) {
  describe(`${file}: URN equivalence (RFC 8141 §3)`, () => {
    const found = rows(file);

    it('has urn rows', () => {
      expect(found.length).toBeGreaterThan(5);
    });

    it.each(found.map((r) => [r.a, r.b, r] as const))('%s ≟ %s', (a, b, row) => {
      const bad = NOT_URNS[a] ?? NOT_URNS[b];
      if (bad !== undefined) {
        expect(row.equal).toBe(false);
        expectUriError(() => registry.equivalent(a, b), bad);
        return;
      }
      if (UUID_ROWS.includes(`${a} ${b}`)) {
        expect(row.equal).toBe(true);
        expect(registry.equivalent(a, b)).toBe(false);
        return;
      }
      expect(registry.equivalent(a, b)).toBe(row.equal);
    });
  });
}

describe('the exception lists', () => {
  it('every exception names a row that exists', () => {
    const all = [...rows('fast-uri.equal'), ...rows('uri-js.equal')];
    for (const text of Object.keys(NOT_URNS)) {
      expect(
        all.some((r) => r.a === text || r.b === text),
        text,
      ).toBe(true);
    }
    for (const pair of UUID_ROWS) {
      expect(
        all.some((r) => `${r.a} ${r.b}` === pair),
        pair,
      ).toBe(true);
    }
  });
});
