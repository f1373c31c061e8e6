// Generators of file URI parts and names for the property tests (fast-check).
import fc from 'fast-check';
import type { FileParts } from '../src/index.js';

const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

/** A name: any Unicode text, and the characters RFC 3986 §2.2 and RFC 8089 §5 make special. */
export const name: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 5 }),
  fc.string({
    unit: fc.constantFrom(
      '/',
      '\\',
      '%',
      '%41',
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
      '~',
      '$',
      'CON',
    ),
    maxLength: 4,
  }),
  fc.constantFrom('.', '..', '', 'c:', 'C:', 'a/b', '%2E'),
);

/** Hosts as they stand in an authority, and UNC servers: "localhost" is written in the path. */
export const host: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.domain(),
  fc.ipV4(),
  fc.ipV6().map((a) => `[${a}]`),
  fc.constantFrom('Example.COM', 'h', '%C3%A9x', '%6Cocalhost', 'localhost', 'LocalHost', '[v1.x]'),
);

const text = fc.string({
  unit: fc.constantFrom('a', 'Z', '/', '?', ':', '@', '%41', '%2e', '!', '$', '-', ';', '~'),
  maxLength: 6,
});

/** Parts as parse returns them: every key present, a path that can be path-absolute (§2). */
export const fileParts: fc.Arbitrary<FileParts> = fc
  .record({
    host,
    drive: opt(fc.constantFrom('C', 'c', 'z', 'A')),
    segments: fc.array(name, { maxLength: 4 }),
    query: opt(text),
    fragment: opt(text),
  })
  // Without a drive: at least one segment, and no empty first one before another (that would
  // start a UNC string, Appendix E.3.2).
  .filter(
    (p) =>
      p.drive !== undefined ||
      (p.segments.length > 0 && (p.segments.length === 1 || p.segments[0] !== '')),
  );
