// The bug of issue 22, as a third-party author would write it: a `data:` plugin (RFC 2397)
// whose normalization rebuilds the URI from its parts as written, and so undoes the core's
// syntax-based step (RFC 3986 §6.2.2.2: `data:,A%41` stays `data:,A%41`, not `data:,AA`). The
// law `syntax-normal` reports it. Since contract v3 a plugin made by defineScheme cannot write
// it (the core runs the syntax-based step on what `format` wrote): the broken one here is a
// plugin object with a `normalize` of its own, which the public API allows. The plugin that
// states its rule as `normalizeParts` is clean. Self-contained: only the public API.
import { defineErrors, defineScheme, serialize, type Uri } from '@urikit/core/plugin';
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

/** Right: the media type's rule on the parts of the syntax-based normal form. */
const dataFromNormal = defineScheme({ ...base, normalizeParts: lowerType });

/** Broken: normalize rebuilds from the parts of the input as written. */
const dataFromInput = {
  ...dataFromNormal,
  normalize: (input: string | Uri) => write(lowerType(dataFromNormal.parse(input))),
};

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

describe('a data: plugin (RFC 2397) whose normalize rebuilds from its parts as written', () => {
  it('RFC 3986 §6.2.2.2: it keeps data:,A%41 (the bug); normalizeParts gives data:,AA', () => {
    expect(dataFromInput.normalize('data:,A%41').toString()).toBe('data:,A%41');
    expect(dataFromNormal.normalize('data:,A%41').toString()).toBe('data:,AA');
  });

  it('RFC 3986 §6.2.2: checkPluginLaws reports it under syntax-normal', () => {
    const found = checkPluginLaws(dataFromInput, samples);
    expect(found).toContainEqual({
      law: 'syntax-normal',
      rule: 'RFC 3986 §6.2.2',
      input: 'data:,A%41',
      message: 'the normal form "data:,A%41" is not normal: the syntax-based step gives "data:,AA"',
    });
    // The registry takes the core's route, which the plugin's own normalize leaves.
    expect(new Set(found.map((v) => v.law))).toEqual(
      new Set(['syntax-normal', 'normalize-idempotent']),
    );
    expect(Object.isFrozen(found) && found.every(Object.isFrozen)).toBe(true);
  });

  it('the plugin whose rule is normalizeParts keeps every law', () => {
    expect(checkPluginLaws(dataFromNormal, samples)).toEqual([]);
  });
});
