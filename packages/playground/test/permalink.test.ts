import { test } from '@fast-check/vitest';
import { parse } from '@urikit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeState, EMPTY_STATE, encodeState, type PlaygroundState } from '../src/permalink.ts';

const state = (s: Partial<PlaygroundState>): PlaygroundState => ({ ...EMPTY_STATE, ...s });

describe('the permalink: the state in the fragment (RFC 3986 §3.5)', () => {
  it('writes one key=value pair per non-empty value, in the order uri, base, compare, text', () => {
    expect(encodeState(state({ uri: 'http://a/', compare: 'b' }))).toBe('uri=http://a/&compare=b');
    expect(encodeState(EMPTY_STATE)).toBe('');
  });

  it('escapes "&", "=" and "+", which delimit the pairs, and what a fragment does not allow (§3.5)', () => {
    expect(encodeState(state({ uri: 'http://a/b?c=d&e+f #g' }))).toBe(
      'uri=http://a/b?c%3Dd%26e%2Bf%20%23g',
    );
  });

  it('writes non-ASCII text as its UTF-8 octets (RFC 3987 §3.1), a lone surrogate as U+FFFD', () => {
    expect(encodeState(state({ uri: 'é' }))).toBe('uri=%C3%A9');
    expect(encodeState(state({ uri: 'a\uD800b' }))).toBe('uri=a%EF%BF%BDb');
    expect(decodeState(encodeState(state({ uri: 'a\uDC00' }))).uri).toBe('a\uFFFD');
  });

  it('reads a fragment with or without its "#"; unknown keys are ignored, missing ones empty', () => {
    expect(decodeState('#uri=http://a/b?c%3Dd&base=x')).toEqual(
      state({ uri: 'http://a/b?c=d', base: 'x' }),
    );
    expect(decodeState('uri=a&zzz=1&compare')).toEqual(state({ uri: 'a' }));
    expect(decodeState('')).toEqual(EMPTY_STATE);
    expect(decodeState('#uri=a&uri=b').uri).toBe('b');
  });

  it('keeps text whose escapes are not UTF-8 as it was written (RFC 3986 §2.1, a hand-made link)', () => {
    expect(decodeState('#uri=%zz&base=%FF').uri).toBe('%zz');
    expect(decodeState('#uri=%zz&base=%FF').base).toBe('%FF');
  });

  const text = fc.string({ unit: 'grapheme', maxLength: 40 });
  const anyState = fc.record({ uri: text, base: text, compare: text, text });

  test.prop([anyState])('decode ∘ encode is the identity on well-formed text', (s) => {
    expect(decodeState(encodeState(s))).toEqual(s);
  });

  test.prop([anyState])('the fragment written is RFC 3986 fragment text (§3.5)', (s) => {
    expect(parse(`#${encodeState(s)}`).fragment).toBe(encodeState(s));
  });

  test.prop([fc.string({ unit: 'binary', maxLength: 60 })])(
    'any fragment reads as a state',
    (f) => {
      const s = decodeState(f);
      expect(Object.keys(s)).toEqual(['uri', 'base', 'compare', 'text']);
      expect(Object.isFrozen(s)).toBe(true);
    },
  );
});
