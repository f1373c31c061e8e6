// Arguments of the wrong type (the hostile-argument sweep's table, @urikit/testkit): every entry
// of the package refuses them with UriError INVALID_ARGUMENT.
import { expectUriError, hostileValues } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import { data, decodeData } from '../src/index.js';

// The values that are options after all: none, or an object without maxBytes.
const OPTIONS_OBJECTS = ['undefined', 'an array', 'a null-prototype object'];
// The values that are records of parameters after all (with no key).
const RECORDS = ['a null-prototype object', 'a proxy whose traps throw'];

describe('RFC 2397 §3: the entries of @urikit/data take text, a Uri or parts only', () => {
  it.each(hostileValues)('%s is INVALID_ARGUMENT', (_name, make) => {
    expectUriError(() => decodeData(make() as never), 'INVALID_ARGUMENT');
    expectUriError(() => data.format(make() as never), 'INVALID_ARGUMENT');
  });

  it.each(hostileValues)(
    '%s as options is INVALID_ARGUMENT, or options without maxBytes',
    (name, make) => {
      if (OPTIONS_OBJECTS.includes(name)) {
        expect(decodeData('data:,x', make() as never).length).toBe(1);
      } else {
        expectUriError(() => decodeData('data:,x', make() as never), 'INVALID_ARGUMENT');
      }
    },
  );

  it.each(hostileValues)(
    '%s as maxBytes is INVALID_ARGUMENT, unless a whole number',
    (name, make) => {
      const run = () => decodeData('data:,x', { maxBytes: make() } as never);
      if (name === 'undefined' || name === 'a number') expect(run().length).toBe(1);
      else expectUriError(run, 'INVALID_ARGUMENT');
    },
  );

  it('a part of another type is INVALID_ARGUMENT, whichever part it is', () => {
    const ok = { mediaType: 'text/plain', parameters: {}, base64: false, data: 'x' };
    for (const [name, make] of hostileValues) {
      for (const key of ['mediaType', 'parameters', 'base64', 'data']) {
        // A null-prototype object is a record of parameters like any other, and so is a proxy
        // with no key (its get trap is never run): no parameters.
        if (key === 'parameters' && RECORDS.includes(name)) {
          expect(decodeData({ ...ok, [key]: make() } as never).length).toBe(1);
          continue;
        }
        expectUriError(() => decodeData({ ...ok, [key]: make() } as never), 'INVALID_ARGUMENT');
      }
      expectUriError(
        () => decodeData({ ...ok, parameters: { charset: make() } } as never),
        'INVALID_ARGUMENT',
      );
    }
  });
});
