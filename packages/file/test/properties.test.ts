// Properties (fast-check), through the public routes: normalization never moves a file URI to
// another host and is idempotent on every spelling of a file; path conversion round-trips both
// ways where both directions are defined; toPath never gives a Win32 namespace path; no string
// makes anything but UriError escape toPath or fromPath.

import { fc, test } from '@fast-check/vitest';
import { createRegistry, normalizeHost, UriError } from '@urikit/core/plugin';
import { describe, expect } from 'vitest';
import { type FileParts, file, fromPath, toPath } from '../src/index.js';
import { fileParts, name } from './arbitraries.js';

const registry = createRegistry([file]);
const runs = Number(process.env.URIKIT_RUNS ?? 300);

/** Spellings of one file URI that RFC 8089 §2, Appendix B and E.3 make equivalent. */
const spelling = fc.tuple(fileParts, fc.constantFrom(0, 1, 2, 3, 4)).map(([p, k]) => {
  const uri = file.format(p).toString();
  const local = uri.startsWith('file:///') && !uri.startsWith('file:////');
  if (k === 1 && local) return `file:/${uri.slice(8)}`;
  if (k === 2 && local) return `file://LocalHost/${uri.slice(8)}`;
  if (k === 3) return `FILE:${uri.slice(5)}`;
  if (k === 4 && p.host !== '' && !p.host.startsWith('[') && !uri.startsWith('file:////')) {
    return `file:////${uri.slice(7)}`;
  }
  return uri;
});

/** Parts with dot segments and empty segments put in, where a ".." can meet a "//". */
const dotted = fc
  .tuple(
    fileParts,
    fc.array(fc.constantFrom('.', '..', '', '%2E%2E', 'evil.example'), { maxLength: 4 }),
  )
  .map(([p, extra]) => {
    const uri = file.format(p).toString();
    const cut = uri.indexOf('/', uri.startsWith('file:////') ? 10 : 8);
    const insert = extra.map((s) => `/${s}`).join('');
    return cut < 0 ? uri : `${uri.slice(0, cut)}${insert}${uri.slice(cut)}`;
  })
  .filter((u) => registry.tryParse(u).ok);

describe('RFC 3986 §6.1, RFC 8089 §2: normalization never moves a file URI to another host', () => {
  test.prop([fc.oneof(spelling, dotted)], { numRuns: runs })(
    'RFC 8089 Appendix E.3.2: the normal form names the same host, and is its own normal form',
    (input) => {
      const before = registry.parse(input).parts.host;
      const once = registry.normalize(input);
      expect(normalizeHost(registry.parse(once).parts.host)).toBe(normalizeHost(before));
      expect(registry.normalize(once)).toBe(once);
      expect(registry.equivalent(once, input)).toBe(true);
    },
  );

  test.prop([spelling], { numRuns: runs })(
    'RFC 8089 §2, E.3: every spelling of a file has the normal form of its parts',
    (input) => {
      const p = registry.parse(input).parts;
      const expected = registry.normalize(file.format({ ...p, host: p.host.toLowerCase() }));
      expect(registry.normalize(input).toString()).toBe(expected.toString());
    },
  );
});

describe('RFC 8089 Appendix D: toPath ∘ fromPath and fromPath ∘ toPath', () => {
  const plain = (bad: RegExp) => name.filter((s) => !bad.test(s));
  const posixName = plain(/[/\0]/);
  // RFC 8089 §5: Windows names without separators, reserved characters or device names.
  const winName = plain(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are left out.
    /[/\\:<>"|?*\0-\x1f]|^(con(in\$|out\$)?|prn|aux|nul|(com|lpt)[0-9¹²³]) *(\.|$)/i,
  );
  const letter = fc.constantFrom('C', 'c', 'z');

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

  test.prop([posixPath], { numRuns: runs })(
    'RFC 8089 D.1: toPath(fromPath(p)) === p (POSIX)',
    (p) => {
      expect(toPath(fromPath(p, { platform: 'posix' }), { platform: 'posix' })).toBe(p);
    },
  );

  test.prop([winPath], { numRuns: runs })(
    'RFC 8089 D.2, E.3.1: toPath(fromPath(p)) === p (Windows)',
    (p) => {
      expect(toPath(fromPath(p, { platform: 'win32' }), { platform: 'win32' })).toBe(p);
    },
  );

  /**
   * File URIs both directions are defined for: no query, no fragment (neither is part of a
   * name), no dot segment, no encoded separator or NUL, not a first segment written "c%3A" (a
   * name "c:" that is not a drive reads back as the drive-letter form), and on Windows no
   * reserved name, a reg-name host, and not a bare local drive "/C:" (read as "C:\").
   */
  const convertible = (win: boolean) =>
    fileParts
      .map(
        (p): FileParts => ({
          ...p,
          host: win ? p.host.toLowerCase() : '',
          query: undefined,
          fragment: undefined,
          segments: p.segments.filter((s) => s !== '.' && s !== '..'),
        }),
      )
      .filter(
        (p) =>
          (p.drive !== undefined ||
            (p.segments.length > 0 && (p.segments.length === 1 || p.segments[0] !== ''))) &&
          (p.drive !== undefined || !/^[A-Za-z]:$/.test(p.segments[0] ?? '')) &&
          p.segments.every((s) => !/[/\0]/.test(s) && (!win || !badWindowsName(s))) &&
          (!win ||
            (/^[a-z0-9.-]*$/.test(p.host) &&
              p.host !== 'localhost' &&
              !/^\.+$/.test(p.host) &&
              !(p.drive && p.segments.length === 0 && !p.host))),
      )
      .map((p) => file.format(p));

  test.prop([convertible(false)], { numRuns: runs })(
    'RFC 8089 D.1: fromPath(toPath(u)) is normalize(u) (POSIX)',
    (u) => {
      expect(fromPath(toPath(u, { platform: 'posix' }), { platform: 'posix' }).toString()).toBe(
        registry.normalize(u).toString(),
      );
    },
  );

  test.prop([convertible(true)], { numRuns: runs })(
    'RFC 8089 D.2, E.3: fromPath(toPath(u)) is normalize(u) (Windows)',
    (u) => {
      expect(fromPath(toPath(u, { platform: 'win32' }), { platform: 'win32' }).toString()).toBe(
        registry.normalize(u).toString(),
      );
    },
  );
});

function badWindowsName(s: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are left out.
  return /[\\:<>"|?*\0-\x1f]|^(con(in\$|out\$)?|prn|aux|nul|(com|lpt)[0-9¹²³]) *(\.|$)/i.test(s);
}

describe('RFC 8089 Appendix C: toPath never gives a Win32 namespace path', () => {
  test.prop(
    [
      fc.oneof(
        fileParts,
        fileParts.map((p) => ({ ...p, host: '.' })),
      ),
    ],
    {
      numRuns: runs,
    },
  )('RFC 8089 Appendix C: the result never starts "\\\\.\\", "\\\\?\\" or "\\??\\"', (p) => {
    let path: string;
    try {
      path = toPath({ ...p, query: undefined }, { platform: 'win32' });
    } catch (e) {
      expect(e).toBeInstanceOf(UriError);
      return;
    }
    expect(path).not.toMatch(/^\\\\[.?]\\|^\\\?\?\\/);
  });
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
        '.',
        'localhost',
        '[',
        ']',
      ),
    }),
  );

  test.prop([anyText], { numRuns: runs * 3 })(
    'RFC 3986 §3, RFC 8089 §2: toPath and fromPath throw nothing but UriError',
    (s) => {
      for (const platform of ['posix', 'win32'] as const) {
        onlyUriError(() => toPath(`file:${s}`, { platform }));
        onlyUriError(() => toPath(s, { platform }));
        onlyUriError(() => fromPath(s, { platform }));
      }
    },
  );
});
