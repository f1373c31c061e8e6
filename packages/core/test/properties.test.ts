import { test } from '@fast-check/vitest';
import fc from 'fast-check';
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

  // Uri.with checks again only the components it is given (the others come from a valid Uri):
  // its outcome must be the one serialize gives for all the components (RFC 3986 §5.3).
  const KEYS = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;
  const outcome = (make: () => { toString(): string }) => {
    try {
      return { text: make().toString() };
    } catch (e) {
      if (!(e instanceof UriError)) throw e;
      return { code: e.code, index: e.index, component: e.component };
    }
  };
  test.prop(
    [
      uriReference,
      uriReference,
      fc.subarray([...KEYS]),
      fc.option(hostileString, { nil: undefined }),
      fc.constantFrom(...KEYS),
    ],
    runs(1000),
  )(
    'RFC 3986 §5.3: uri.with(changes) gives what serialize gives for the components with those changes',
    ({ text }, other, keys, junk, junkKey) => {
      const uri = parse(text);
      const donor = parse(other.text).toComponents();
      const changes: Record<string, string | number | undefined> = {};
      for (const k of keys) changes[k] = donor[k];
      if (junk !== undefined) changes[junkKey] = junk;
      const zoned = uri.hostKind === 'ipv6' && uri.host!.includes('%');
      expect(outcome(() => uri.with(changes))).toEqual(
        outcome(() => serialize({ ...uri.toComponents(), ...changes }, { allowZoneId: zoned })),
      );
    },
  );
});
