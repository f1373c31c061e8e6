// Arguments of the wrong type (the hostile-argument sweep's table, @urikit/testkit): every entry
// of the package refuses them with UriError INVALID_ARGUMENT; the predicates answer false.
import { parse } from '@urikit/core';
import { expectUriError, hostileValues } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { assignedName, isFormalNamespace, isNid, namespaceKind, urn } from '../src/index.js';

describe('RFC 8141 §2: the entries of @urikit/urn take text, a Uri or parts only', () => {
  it.each(hostileValues)('%s is INVALID_ARGUMENT (a predicate: false)', (_name, make) => {
    expectUriError(() => assignedName(make() as never), 'INVALID_ARGUMENT');
    expectUriError(() => namespaceKind(make() as never), 'INVALID_ARGUMENT');
    expectUriError(() => isFormalNamespace(make() as never), 'INVALID_ARGUMENT');
    expectUriError(() => urn.format(make() as never), 'INVALID_ARGUMENT');
    expect(isNid(make() as never)).toBe(false);
  });

  it('a part of another type is INVALID_ARGUMENT, whichever part it is', () => {
    const ok = { nid: 'example', nss: 'a' };
    for (const [, make] of hostileValues) {
      for (const key of ['nid', 'nss', 'rComponent', 'qComponent', 'fragment']) {
        const value = make();
        if (value === undefined && key !== 'nid' && key !== 'nss') continue;
        expectUriError(() => assignedName({ ...ok, [key]: value } as never), 'INVALID_ARGUMENT');
      }
    }
    expect(assignedName(parse('urn:example:a'))).toBe('urn:example:a');
  });
});
