// The bug of issue 22, as a third-party author would write it: a `data:` plugin (RFC 2397)
// whose `normalize` hook rebuilds the URI from its parts as written, and so undoes the core's
// syntax-based step (RFC 3986 §6.2.2.2: `data:,A%41` stays `data:,A%41`, not `data:,AA`). The
// law `syntax-normal` reports it; the plugin that rebuilds from the normal form's parts is clean.
// Self-contained: only the public API of @urikit/core and the test kit.
import { defineErrors, defineScheme, serialize, type Uri } from '@urikit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPluginLaws, type LawSamples } from '../src/index.js';

/** RFC 2397 §3: `data:[<mediatype>][;base64],<data>`, each part as written. */
interface DataParts {
  readonly mediaType: string;
  readonly base64: boolean;
  readonly data: string;
  readonly fragment?: string | undefined;
}

const fail = defineErrors('DATA', { NO_COMMA: 'RFC 2397 §3' });
const BASE64 = ';base64';

// RFC 2397 §3: the data (`*urlchar`) may hold "?", which RFC 3986 reads as a query.
function read(uri: Uri): DataParts {
  const text = uri.query === undefined ? uri.path : `${uri.path}?${uri.query}`;
  const comma = text.indexOf(',');
  if (comma < 0) fail('NO_COMMA', uri, uri.offsetOf('path') + text.length, 'path');
  const head = text.slice(0, comma);
  const base64 = head.endsWith(BASE64);
  return {
    mediaType: base64 ? head.slice(0, -BASE64.length) : head,
    base64,
    data: text.slice(comma + 1),
    fragment: uri.fragment,
  };
}

function write(p: DataParts): Uri {
  const text = `${p.mediaType}${p.base64 ? BASE64 : ''},${p.data}`;
  const q = text.indexOf('?');
  return serialize({
    scheme: 'data',
    path: q < 0 ? text : text.slice(0, q),
    query: q < 0 ? undefined : text.slice(q + 1),
    fragment: p.fragment,
  });
}

// RFC 2045 §5.1: type and subtype are case-insensitive (parameter values need not be).
const lowerType = (p: DataParts): DataParts => {
  const semi = p.mediaType.indexOf(';');
  const type = semi < 0 ? p.mediaType : p.mediaType.slice(0, semi);
  return { ...p, mediaType: type.toLowerCase() + p.mediaType.slice(type.length) };
};

const base = { name: 'data', hierarchical: false, errors: fail, parse: read, format: write };

/** Broken: the hook rebuilds from the parts of the input as written. */
const dataFromInput = defineScheme({
  ...base,
  normalize: (_uri: Uri, parts: DataParts) => write(lowerType(parts)),
});

/** Right: the hook rebuilds from the parts of `uri`, the syntax-based normal form. */
const dataFromNormal = defineScheme({
  ...base,
  normalize: (uri: Uri) => write(lowerType(read(uri))),
});

const samples: LawSamples<DataParts> = {
  // RFC 2397 §4's examples (but `%fg`, which RFC 3986 §2.1 refuses), and an escaped "A".
  valid: [
    'data:,A%20brief%20note',
    'data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAwAAAC8IyPqcnt3wCcDkHIQv8=',
    'data:text/plain;charset=iso-8859-7,%be%be',
    'DATA:Text/Plain,x?y#f',
    'data:,A%41',
  ],
  invalid: [['data:text/plain', 'DATA_NO_COMMA', 15]],
  equivalent: [['data:TEXT/plain,x', 'data:text/plain,x']],
  different: [['data:text/plain;charset=A,x', 'data:text/plain;charset=a,x']],
  parts: fc.record({
    mediaType: fc.constantFrom('', 'text/plain', 'Text/HTML;charset=UTF-8'),
    base64: fc.boolean(),
    data: fc.stringMatching(/^(?:[a-zA-Z0-9._~!$&'()*+,;=:@/?-]|%[0-9A-Fa-f]{2})*$/),
    fragment: fc.option(fc.stringMatching(/^[a-z0-9/?]*$/), { nil: undefined }),
  }),
};

describe('a data: plugin (RFC 2397) whose normalize hook rebuilds from its parts', () => {
  it('RFC 3986 §6.2.2.2: the hook on the parts as written keeps data:,A%41 (the bug)', () => {
    expect(dataFromInput.normalize('data:,A%41').toString()).toBe('data:,A%41');
    expect(dataFromNormal.normalize('data:,A%41').toString()).toBe('data:,AA');
  });

  it('RFC 3986 §6.2.2: checkPluginLaws reports it under syntax-normal, and only there', () => {
    const found = checkPluginLaws(dataFromInput, samples);
    expect(new Set(found.map((v) => v.law))).toEqual(new Set(['syntax-normal']));
    expect(found).toContainEqual({
      law: 'syntax-normal',
      rule: 'RFC 3986 §6.2.2',
      input: 'data:,A%41',
      message: 'the normal form "data:,A%41" is not normal: the syntax-based step gives "data:,AA"',
    });
    expect(Object.isFrozen(found) && found.every(Object.isFrozen)).toBe(true);
  });

  it('RFC 3986 §6.2.2.2: a pair that names the escape catches it too (equivalent-pairs)', () => {
    const pair = ['data:,A%41', 'data:,AA'] as const;
    const found = checkPluginLaws(
      dataFromInput,
      { ...samples, equivalent: [pair] },
      { laws: ['equivalent-pairs'] },
    );
    expect(found.map((v) => v.message)).toEqual([
      'not equivalent',
      'normal forms "data:,A%41" and "data:,AA" differ',
    ]);
    for (const v of found) expect([v.law, v.input]).toEqual(['equivalent-pairs', pair]);
    expect(
      checkPluginLaws(
        dataFromNormal,
        { ...samples, equivalent: [pair] },
        { laws: ['equivalent-pairs'] },
      ),
    ).toEqual([]);
  });

  it('the plugin that rebuilds from the normal form keeps every law', () => {
    expect(checkPluginLaws(dataFromNormal, samples)).toEqual([]);
  });
});
