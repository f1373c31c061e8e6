// RFC 8141 (Uniform Resource Names) on its own examples: the syntax of §2, the equivalence of
// §3.1 with the examples of §3.2, the namespaces of §5. Expected values come from the RFC text
// cited in each test name.
import { check, createRegistry, parse, resolveWith } from '@urikit/core';
import { expectUriError } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import {
  assignedName,
  FORMAL_NAMESPACES,
  isFormalNamespace,
  isNid,
  namespaceKind,
  urn,
} from '../src/index.js';

const registry = createRegistry([urn]);

describe('RFC 8141 §2: syntax', () => {
  it('RFC 8141 §2: assigned-name = "urn" ":" NID ":" NSS, each part as written', () => {
    const p = urn.parse('urn:example:a123,z456');
    expect(p).toEqual({ nid: 'example', nss: 'a123,z456' });
    expect(Object.isFrozen(p)).toBe(true);
    expect(urn.parse('URN:EXAMPLE:a123%2cz456')).toEqual({ nid: 'EXAMPLE', nss: 'a123%2cz456' });
  });

  it('RFC 8141 §2: NID = (alphanum) 0*30(ldh) (alphanum), 2 to 32 characters', () => {
    for (const ok of ['ab', 'a1', '9z', 'a-b', 'urn-7', 'x-local', 'A'.repeat(32)]) {
      expect(isNid(ok), ok).toBe(true);
      expect(urn.parse(`urn:${ok}:x`).nid).toBe(ok);
    }
    for (const bad of ['', 'a', '-a', 'a-', 'a_b', 'a.b', 'é1', 'a'.repeat(33)]) {
      expect(isNid(bad), bad).toBe(false);
    }
    expectUriError(() => urn.parse('urn:a:x'), 'URN_INVALID_NID', 4);
    expectUriError(() => urn.parse('urn:a.b:x'), 'URN_INVALID_NID', 5);
    expectUriError(() => urn.parse(`urn:${'a'.repeat(40)}:x`), 'URN_INVALID_NID', 36);
    expectUriError(() => urn.parse('urn:%61b:x'), 'URN_INVALID_NID', 4);
  });

  it('RFC 8141 §2.2: the NSS may hold "/" and ":" (urn:example:1/406/47452/2)', () => {
    expect(urn.parse('urn:example:1/406/47452/2').nss).toBe('1/406/47452/2');
    expect(urn.parse('urn:example:apple:pear:plum:cherry').nss).toBe('apple:pear:plum:cherry');
    // NSS = pchar *(pchar / "/"): not empty, and not "/" first.
    expectUriError(() => urn.parse('urn:example:'), 'URN_EMPTY_NSS', 12);
    expectUriError(() => urn.parse('urn:example'), 'URN_EMPTY_NSS', 11);
    expectUriError(() => urn.parse('urn:example://x'), 'URN_INVALID_NSS', 12);
  });

  it('RFC 8141 §2: a URN has no authority', () => {
    expectUriError(() => urn.parse('urn://example/x'), 'URN_AUTHORITY_NOT_ALLOWED', 4);
    expectUriError(() => urn.parse('urn://u@h'), 'URN_AUTHORITY_NOT_ALLOWED', 4);
    expectUriError(() => urn.parse('urn:/x'), 'URN_INVALID_NID', 4);
  });

  it('RFC 8141 §2.3.1: the r-component follows "?+" (urn:example:foo-bar-baz-qux?+CCResolve:cc=uk)', () => {
    expect(urn.parse('urn:example:foo-bar-baz-qux?+CCResolve:cc=uk')).toEqual({
      nid: 'example',
      nss: 'foo-bar-baz-qux',
      rComponent: 'CCResolve:cc=uk',
    });
  });

  it('RFC 8141 §2.3.2: the q-component follows "?=" (the weather example)', () => {
    const p = urn.parse(
      'urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z',
    );
    expect(p.qComponent).toBe('op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z');
    expect(p.rComponent).toBeUndefined();
  });

  it('RFC 8141 §2.3.3: the f-component follows "#"; empty and absent stay apart', () => {
    expect(urn.parse('urn:example:foo-bar-baz-qux#somepart').fragment).toBe('somepart');
    expect(urn.parse('urn:example:a#').fragment).toBe('');
    expect(urn.parse('urn:example:a').fragment).toBeUndefined();
  });

  it('RFC 8141 §2: "?+" comes before "?="; each component may hold "?" and "/"', () => {
    expect(urn.parse('urn:example:a?+r/1?x?=q?+y/2')).toEqual({
      nid: 'example',
      nss: 'a',
      rComponent: 'r/1?x',
      qComponent: 'q?+y/2',
    });
    // r-component = pchar *( pchar / "/" / "?" ): never empty, "/" or "?" never first.
    expectUriError(() => urn.parse('urn:example:a?+'), 'URN_INVALID_R_COMPONENT', 15);
    expectUriError(() => urn.parse('urn:example:a?+?x'), 'URN_INVALID_R_COMPONENT', 15);
    expectUriError(() => urn.parse('urn:example:a?=/q'), 'URN_INVALID_Q_COMPONENT', 15);
    expectUriError(() => urn.parse('urn:example:a?+r?='), 'URN_INVALID_Q_COMPONENT', 18);
  });

  it('RFC 8141 §2: a "?" not followed by "+" or "=" is a syntax error, at the "?"', () => {
    expectUriError(() => urn.parse('urn:example:a?'), 'URN_INVALID_QUERY', 13);
    expectUriError(() => urn.parse('urn:example:a?x=1'), 'URN_INVALID_QUERY', 13);
    expectUriError(() => urn.parse('urn:example:a??+r'), 'URN_INVALID_QUERY', 13);
  });
});

describe('RFC 8141 §3: URN-equivalence', () => {
  it('RFC 8141 §3.2: scheme and NID are case-insensitive', () => {
    const same = ['urn:example:a123,z456', 'URN:example:a123,z456', 'urn:EXAMPLE:a123,z456'];
    for (const a of same) for (const b of same) expect(registry.equivalent(a, b)).toBe(true);
    expect(registry.normalize('URN:EXAMPLE:a123,z456').toString()).toBe('urn:example:a123,z456');
  });

  it('RFC 8141 §3.2: r-, q- and f-components are not taken into account', () => {
    for (const b of [
      'urn:example:a123,z456?+abc',
      'urn:example:a123,z456?=xyz',
      'urn:example:a123,z456#789',
    ]) {
      expect(registry.equivalent('urn:example:a123,z456', b), b).toBe(true);
    }
    // They stay in the normal form: normalization keeps what equivalence ignores.
    expect(registry.normalize('URN:Example:a?+abc?=xyz#789').toString()).toBe(
      'urn:example:a?+abc?=xyz#789',
    );
  });

  it('RFC 8141 §3.2: "/" and what follows it in the NSS count', () => {
    const all = [
      'urn:example:a123,z456',
      'urn:example:a123,z456/foo',
      'urn:example:a123,z456/bar',
      'urn:example:a123,z456/baz',
    ];
    for (const a of all) for (const b of all) expect(registry.equivalent(a, b)).toBe(a === b);
  });

  it('RFC 8141 §3.2: %-escapes are case-normalized but never decoded', () => {
    expect(registry.equivalent('urn:example:a123%2Cz456', 'URN:EXAMPLE:a123%2cz456')).toBe(true);
    expect(registry.equivalent('urn:example:a123%2Cz456', 'urn:example:a123,z456')).toBe(false);
    expect(registry.normalize('URN:EXAMPLE:a123%2cz456').toString()).toBe(
      'urn:example:a123%2Cz456',
    );
    // Not even an escape of an unreserved character (RFC 3986 §6.2.2.2 does not apply).
    expect(registry.normalize('urn:example:%61').toString()).toBe('urn:example:%61');
    expect(urn.rules.percent).toBe(false);
  });

  it('RFC 8141 §3.2: the NSS is case-sensitive; %D0%B0 (Cyrillic а) is not "a"', () => {
    expect(registry.equivalent('urn:example:a123,z456', 'urn:example:A123,z456')).toBe(false);
    expect(registry.equivalent('urn:example:a123,z456', 'urn:example:a123,Z456')).toBe(false);
    expect(registry.equivalent('urn:example:A123,z456', 'urn:EXAMPLE:A123,z456')).toBe(true);
    expect(registry.equivalent('urn:example:a123,z456', 'urn:example:%D0%B0123,z456')).toBe(false);
  });

  it('RFC 8141 §3.1: the assigned-name is the key of URN-equivalence', () => {
    expect(assignedName('URN:EXAMPLE:a123%2cz456?+abc#789')).toBe('urn:example:a123%2Cz456');
    expect(assignedName(parse('urn:ISBN:0-395-36341-1'))).toBe('urn:isbn:0-395-36341-1');
    expect(assignedName({ nid: 'Example', nss: 'x', qComponent: 'q' })).toBe('urn:example:x');
    expectUriError(() => assignedName({ nid: 'e', nss: 'x' }), 'URN_INVALID_NID', 0);
    expectUriError(() => assignedName('http://h/'), 'WRONG_SCHEME', 0);
  });
});

describe('RFC 8141 §2: format', () => {
  it('RFC 8141 §2: format writes the parts as they are, and checks them', () => {
    expect(
      urn
        .format({ nid: 'example', nss: 'a/b', rComponent: 'r', qComponent: 'q', fragment: '' })
        .toString(),
    ).toBe('urn:example:a/b?+r?=q#');
    expect(urn.format({ nid: 'example', nss: 'a', qComponent: 'q?+x' }).toString()).toBe(
      'urn:example:a?=q?+x',
    );
    expectUriError(() => urn.format({ nid: 'a:b', nss: 'x' }), 'URN_INVALID_NID', 1);
    expectUriError(() => urn.format({ nid: 'ab', nss: '' }), 'URN_EMPTY_NSS');
    expectUriError(() => urn.format({ nid: 'ab', nss: 'a b' }), 'INVALID_CHARACTER');
    // §2.3.1: "?=" inside an r-component would start a q-component.
    expectUriError(
      () => urn.format({ nid: 'ab', nss: 'x', rComponent: 'a?=b' }),
      'URN_INVALID_R_COMPONENT',
      1,
    );
    expectUriError(() => urn.format({ nid: 7, nss: 'x' } as never), 'INVALID_ARGUMENT');
  });
});

describe('RFC 8141 §5: namespaces', () => {
  it('RFC 8141 §5.1: registered formal NIDs, in any case (§3.1)', () => {
    for (const nid of ['example', 'ISBN', 'uuid', 'ietf', 'oid', 'Issn', 'nbn']) {
      expect(isFormalNamespace(nid), nid).toBe(true);
      expect(namespaceKind(nid)).toBe('formal');
    }
    expect(FORMAL_NAMESPACES.length).toBeGreaterThan(50);
    expect(Object.isFrozen(FORMAL_NAMESPACES)).toBe(true);
    expect([...FORMAL_NAMESPACES].sort()).toEqual(FORMAL_NAMESPACES);
    expect(FORMAL_NAMESPACES.every((n) => isNid(n) && n === n.toLowerCase())).toBe(true);
  });

  it('RFC 8141 §5.2: informal NIDs are "urn-" <number>', () => {
    expect(namespaceKind('urn-7')).toBe('informal');
    expect(namespaceKind('URN-12')).toBe('informal');
    expect(namespaceKind('urn-07')).toBe('unregistered');
    expect(namespaceKind('urn-x')).toBe('unregistered');
    expect(isFormalNamespace('urn-7')).toBe(false);
  });

  it('RFC 8141 §5.1: "X-" NIDs (RFC 3406 experimental) and others are not registered', () => {
    expect(namespaceKind('X-local')).toBe('experimental');
    expect(namespaceKind('acme')).toBe('unregistered');
    expectUriError(() => namespaceKind(null as never), 'INVALID_ARGUMENT');
  });

  it('RFC 8141 §5.1: check reports a NID neither registered nor informal (info), at the NID', () => {
    expect(check(registry, 'urn:acme:x')).toEqual([
      {
        code: 'URN_UNREGISTERED_NAMESPACE',
        message: 'RFC 8141 §5.1: unregistered namespace (unregistered)',
        severity: 'info',
        index: 4,
        component: 'path',
      },
    ]);
    expect(check(registry, 'urn:x-local:x').map((f) => f.message)).toEqual([
      'RFC 8141 §5.1: unregistered namespace (experimental)',
    ]);
    expect(check(registry, 'URN:ISBN:0-395-36341-1')).toEqual([]);
    expect(check(registry, 'urn:urn-7:x')).toEqual([]);
  });
});

describe('RFC 8141 §2: not hierarchical', () => {
  it('RFC 3986 §5.2: a relative reference does not resolve against a URN; a fragment does', () => {
    expect(urn.hierarchical).toBe(false);
    expectUriError(() => resolveWith(registry, 'urn:example:a/b', 'c'), 'NOT_HIERARCHICAL');
    expect(resolveWith(registry, 'urn:example:a', '#f').toString()).toBe('urn:example:a#f');
  });
});
