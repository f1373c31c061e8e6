// Properties with fast-check: parse∘format is the identity on parts, normalization is
// idempotent and keeps the parts, path conversion round-trips both ways where both directions
// are defined, and no string makes anything but UriError escape.
import { fc, test } from '@fast-check/vitest';
import { parse, tryParse, type Uri, UriError } from '@urikit/core';
import { describe, expect } from 'vitest';
import { type FileParts, file, fromPath, parseFile, toPath } from '../src/index.js';

const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const normalize = (uri: Uri): Uri => (file.normalize as (u: Uri) => Uri)(uri);

/** A name: any Unicode text, and the characters RFC 3986 §2.2 / RFC 8089 §5 make special. */
const name = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({
    unit: fc.constantFrom(
      '/',
      '\\',
      '%',
      ':',
      '@',
      '?',
      '#',
      '.',
      '..',
      'c:',
      ' ',
      'é',
      '|',
      '\0',
      '~',
    ),
    maxLength: 4,
  }),
);
const letter = fc.constantFrom('C', 'c', 'z', 'A');
const host = fc.oneof(
  fc.constant(''),
  fc.domain(),
  fc.ipV4(),
  fc.ipV6().map((a) => `[${a}]`),
  fc.constantFrom('Example.COM', 'h', '%C3%A9x', 'localhost', 'LocalHost'),
);
const text = fc.string({
  unit: fc.constantFrom('a', 'Z', '/', '?', ':', '@', '%41', '!', '$', '-', ';'),
  maxLength: 6,
});

/** Parts as parse returns them: every key present, a path that can be path-absolute. */
const partsArb: fc.Arbitrary<FileParts> = fc
  .record({
    host,
    drive: opt(letter),
    segments: fc.array(name, { maxLength: 4 }),
    query: opt(text),
    fragment: opt(text),
  })
  // RFC 8089 §2: path-absolute: without a drive, at least one segment and no empty first one
  // before another (that would read as a UNC host, Appendix E.3.2).
  .filter(
    (p) =>
      p.drive !== undefined ||
      (p.segments.length > 0 && (p.segments.length === 1 || p.segments[0] !== '')),
  );

describe('RFC 8089 §2: format and parse', () => {
  test.prop([partsArb], { numRuns: 500 })(
    'RFC 8089 §2, RFC 3986 §2.1: parseFile(file.format(p)) deep-equals p',
    (p) => {
      expect(parseFile(file.format(p))).toEqual(p);
      expect(file.parse(file.format(p))).toEqual(p);
    },
  );

  test.prop([partsArb])('RFC 3986 §5.3: format gives a valid URI that re-parses to itself', (p) => {
    const uri = file.format(p);
    expect(parse(uri.toString()).toString()).toBe(uri.toString());
  });
});

describe('RFC 3986 §6.2.3: normalization', () => {
  /** Spellings of one file URI that RFC 8089 §2, Appendix B and E.3 make equivalent. */
  const variant = fc.tuple(partsArb, fc.constantFrom(0, 1, 2, 3, 4)).map(([p, k]) => {
    const uri = file.format(p).toString();
    const local = uri.startsWith('file:///') && !uri.startsWith('file:////');
    if (k === 1 && local) return `file:/${uri.slice(8)}`;
    if (k === 2 && local) return `file://LocalHost/${uri.slice(8)}`;
    if (k === 3) return `FILE:${uri.slice(5)}`;
    if (
      k === 4 &&
      p.host !== '' &&
      p.host.toLowerCase() !== 'localhost' &&
      !p.host.startsWith('[')
    ) {
      return `file:////${uri.slice(7)}`;
    }
    return uri;
  });

  test.prop([variant], { numRuns: 500 })(
    'RFC 3986 §6.2.3: normalize is idempotent (the second call returns the same object)',
    (input) => {
      const once = normalize(parse(input));
      expect(normalize(once)).toBe(once);
    },
  );

  test.prop([variant])(
    'RFC 8089 §2: normalize keeps the parts (host compared without case)',
    (input) => {
      const before = parseFile(input);
      const after = parseFile(normalize(parse(input)));
      expect({ ...after, host: after.host.toLowerCase() }).toEqual({
        ...before,
        host: before.host.toLowerCase(),
      });
    },
  );
});

describe('RFC 8089 Appendix D: toPath ∘ fromPath and fromPath ∘ toPath', () => {
  const plain = (bad: string[]) => name.filter((s) => !bad.some((b) => s.includes(b)));
  const posixName = plain(['/', '\0']);
  const winName = plain(['/', '\\', '\0']);

  /** Absolute POSIX paths ("//x" excluded: its meaning is implementation-defined). */
  const posixPath = fc
    .array(posixName, { minLength: 1, maxLength: 4 })
    .filter((s) => s.length === 1 || s[0] !== '')
    .map((s) => `/${s.join('/')}`);

  /** Absolute Windows paths: "C:\…", "\\server\…" and "\…" (rooted on the current drive). */
  const winPath = fc.oneof(
    fc
      .tuple(letter, fc.array(winName, { minLength: 1, maxLength: 4 }))
      .map(([d, s]) => `${d}:\\${s.join('\\')}`),
    fc
      .tuple(fc.domain(), fc.array(winName, { minLength: 1, maxLength: 4 }))
      .filter(([, s]) => s.length === 1 || s[0] !== '')
      .map(([h, s]) => `\\\\${h}\\${s.join('\\')}`),
    fc
      .array(winName, { minLength: 1, maxLength: 4 })
      .filter((s) => s.length === 1 || s[0] !== '')
      .map((s) => `\\${s.join('\\')}`),
  );

  test.prop([posixPath], { numRuns: 500 })(
    'RFC 8089 D.1: toPath(fromPath(p)) === p (POSIX)',
    (p) => {
      expect(toPath(fromPath(p, { platform: 'posix' }), { platform: 'posix' })).toBe(p);
    },
  );

  test.prop([winPath], { numRuns: 500 })(
    'RFC 8089 D.2, E.3.1: toPath(fromPath(p)) === p (Windows)',
    (p) => {
      expect(toPath(fromPath(p, { platform: 'win32' }), { platform: 'win32' })).toBe(p);
    },
  );

  /**
   * File URIs both directions are defined for: no query, no fragment (neither is part of a
   * name), no encoded separator or NUL, and not a first segment written "c%3A" (a name "c:"
   * that is not a drive: its path "/c:/…" reads back as the drive-letter form).
   */
  const convertible = (bad: string[], win: boolean) =>
    partsArb
      .map((p) => ({
        ...p,
        host: win ? p.host : '',
        query: undefined,
        fragment: undefined,
        segments: p.segments.filter((s) => !bad.some((b) => s.includes(b))),
      }))
      .filter(
        (p) =>
          (p.drive !== undefined ||
            (p.segments.length > 0 && (p.segments.length === 1 || p.segments[0] !== ''))) &&
          (p.drive !== undefined || !/^[A-Za-z]:$/.test(p.segments[0] ?? '')) &&
          // Windows: "\\server" with a reg-name host only; a bare local drive "/C:" reads as "C:\".
          (!win ||
            (/^[a-z0-9.-]*$/.test(p.host) && !(p.drive && p.segments.length === 0 && !p.host))),
      )
      .map((p) => file.format({ ...p, host: p.host.toLowerCase() }));

  test.prop([convertible(['/', '\0'], false)], { numRuns: 500 })(
    'RFC 8089 D.1: fromPath(toPath(u)) is normalize(u) (POSIX)',
    (u) => {
      expect(fromPath(toPath(u, { platform: 'posix' }), { platform: 'posix' }).toString()).toBe(
        normalize(u).toString(),
      );
    },
  );

  test.prop([convertible(['/', '\\', '\0'], true)], { numRuns: 500 })(
    'RFC 8089 D.2, E.3: fromPath(toPath(u)) is normalize(u) (Windows)',
    (u) => {
      expect(fromPath(toPath(u, { platform: 'win32' }), { platform: 'win32' }).toString()).toBe(
        normalize(u).toString(),
      );
    },
  );
});

describe('robustness: only UriError, for any string', () => {
  const onlyUriError = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      expect(e).toBeInstanceOf(UriError);
    }
  };
  const anyText = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.string({
      unit: fc.constantFrom(
        'file:',
        '/',
        '\\',
        '|',
        'c',
        ':',
        '%',
        '2F',
        '@',
        '?',
        '#',
        'localhost',
      ),
    }),
  );

  test.prop([anyText], { numRuns: 1000 })(
    'RFC 3986 §3, RFC 8089 §2: parseFile, toPath and fromPath throw nothing but UriError',
    (s) => {
      onlyUriError(() => parseFile(s));
      onlyUriError(() => parseFile(`file:${s}`));
      for (const platform of ['posix', 'win32'] as const) {
        onlyUriError(() => toPath(`file:${s}`, { platform }));
        onlyUriError(() => fromPath(s, { platform }));
      }
    },
  );

  test.prop([anyText], { numRuns: 1000 })(
    'RFC 3986 §6, §7: normalize and check throw nothing but UriError on any file Uri',
    (s) => {
      const r = tryParse(`file:${s}`);
      if (!r.ok) return;
      onlyUriError(() => normalize(r.uri));
      onlyUriError(() => (file.check as (u: Uri) => unknown)(r.uri));
    },
  );
});
