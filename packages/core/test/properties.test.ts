import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  isAbsoluteUri,
  isRelativeReference,
  isUri,
  isUriReference,
  parse,
  serialize,
  tryParse,
  UriError,
} from '../src/index.js';
import { allowLongRuns, hostileString, runs, uriReference } from './arbitraries.js';

allowLongRuns();

describe('properties of the parser (RFC 3986 Appendix A, §5.3)', () => {
  test.prop([uriReference], runs(1000))(
    'RFC 3986 §4.1: a generated URI-reference parses to its components and prints back as itself',
    ({ text, components }) => {
      const uri = parse(text);
      expect(uri.toString()).toBe(text);
      expect({ ...uri.toComponents() }).toEqual(components);
    },
  );

  test.prop([uriReference], runs(1000))(
    'RFC 3986 §5.3: serialize(components) gives back the text, and serialize(uri.toComponents()) the same URI',
    ({ text, components }) => {
      expect(serialize(components).toString()).toBe(text);
      const uri = parse(text);
      const again = serialize(uri.toComponents());
      expect(again.toString()).toBe(text);
      expect(again.toComponents()).toEqual(uri.toComponents());
      expect(again.hostKind).toBe(uri.hostKind);
    },
  );

  test.prop([hostileString], runs(3000))(
    'any string: tryParse never throws; parse throws only UriError with an index inside the input',
    (s) => {
      const r = tryParse(s);
      if (r.ok) {
        expect(r.value.toString()).toBe(s);
        return;
      }
      expect(r.error).toBeInstanceOf(UriError);
      expect(r.error.index).toBeGreaterThanOrEqual(0);
      expect(r.error.index).toBeLessThanOrEqual(s.length);
      expect(() => parse(s)).toThrow(UriError);
      for (const kind of ['uri', 'absolute'] as const) {
        const k = tryParse(s, { kind });
        if (!k.ok) expect(k.error.index).toBeLessThanOrEqual(s.length);
      }
    },
  );

  test.prop([hostileString], runs(2000))(
    'the predicates agree with tryParse for any string',
    (s) => {
      const ref = tryParse(s);
      expect(isUriReference(s)).toBe(ref.ok);
      expect(isUri(s)).toBe(tryParse(s, { kind: 'uri' }).ok);
      expect(isAbsoluteUri(s)).toBe(tryParse(s, { kind: 'absolute' }).ok);
      expect(isRelativeReference(s)).toBe(ref.ok && ref.value.scheme === undefined);
    },
  );

  test.prop([uriReference, hostileString], runs(1000))(
    'with() either returns a Uri whose text re-parses to the same components, or throws UriError',
    ({ text }, junk) => {
      const uri = parse(text);
      for (const k of [
        'scheme',
        'userinfo',
        'host',
        'port',
        'path',
        'query',
        'fragment',
      ] as const) {
        let next: ReturnType<typeof uri.with> | undefined;
        try {
          next = uri.with({ [k]: junk });
        } catch (e) {
          expect(e).toBeInstanceOf(UriError);
          continue;
        }
        const again = parse(next.toString());
        expect(again.toComponents()).toEqual(next.toComponents());
      }
    },
  );
});
