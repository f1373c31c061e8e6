// Arguments of the wrong type (issue 23 E1–E5, found by the sweep, scripts/sweep.mjs): every
// entry refuses them with UriError INVALID_ARGUMENT; options are read once, at the entry.
import { parse } from '@urikit/core';
import { expectUriError, hostileValues } from '@urikit/testkit';
import { describe, expect, it } from 'vitest';
import {
  equivalentIri,
  Iri,
  iriToUri,
  normalizeIri,
  parseIri,
  resolveIri,
  tryParseIri,
  uriToIri,
} from '../src/index.js';

// Values of every kind that is not text, as the sweep (scripts/sweep.mjs) hands them.
const hostile = hostileValues;

describe('the sweep: options of every entry are read once at the entry (RFC 3987 §3.1, §5.3)', () => {
  const routes: [string, (o: unknown) => unknown][] = [
    ['parseIri', (o) => parseIri('http://a/é', o as never)],
    ['iriToUri', (o) => iriToUri('http://a/é', o as never)],
    ['uriToIri', (o) => uriToIri('http://a/%C3%A9', o as never)],
    ['resolveIri', (o) => resolveIri('http://a/b', 'é', o as never)],
    ['normalizeIri', (o) => normalizeIri('http://a/é', o as never)],
    ['equivalentIri', (o) => equivalentIri('http://a/é', 'http://a/e', o as never)],
  ];
  it('options that cannot be read or are no object are INVALID_ARGUMENT, tryParseIri returns it', () => {
    const unreadable = [
      'null',
      'a number',
      'a symbol',
      'a revoked proxy',
      'a proxy whose traps throw',
    ];
    for (const [name, make] of hostile.filter(([n]) => unreadable.includes(n))) {
      for (const [, run] of routes) expectUriError(() => run(make()), 'INVALID_ARGUMENT');
      const r = tryParseIri('http://a/', make() as never);
      expect([name, r.ok ? 'ok' : r.error.code]).toEqual([name, 'INVALID_ARGUMENT']);
    }
  });
  it('each option is read once per call', () => {
    for (const [name, run] of routes) {
      const reads = new Map<string, number>();
      const options = {};
      for (const key of ['kind', 'hosts', 'nfc', 'case', 'strict', 'ignoreFragment']) {
        Object.defineProperty(options, key, {
          enumerable: true,
          get() {
            reads.set(key, (reads.get(key) ?? 0) + 1);
            return undefined;
          },
        });
      }
      run(options);
      for (const [key, n] of reads) expect([name, key, n]).toEqual([name, key, 1]);
    }
  });
});

describe('the sweep: instanceof Iri is a brand check; Iri has no public constructor', () => {
  it('false for a look-alike, a Proxy of an Iri, a revoked proxy; never a TypeError', () => {
    expect(parseIri('http://a/é') instanceof Iri).toBe(true);
    expect(new Proxy(parseIri('http://a/é'), {}) instanceof Iri).toBe(false);
    for (const [, make] of hostile) expect(make() instanceof Iri).toBe(false);
  });
  it('new Iri(…) is INVALID_ARGUMENT; a Proxy of an Iri or Uri is refused by every entry', () => {
    expectUriError(
      () => new (Iri as unknown as new (...a: unknown[]) => Iri)(),
      'INVALID_ARGUMENT',
    );
    const fakes = [new Proxy(parseIri('http://a/'), {}), new Proxy(parse('http://a/'), {})];
    for (const fake of [...fakes, ...hostile.map(([, make]) => make())]) {
      expectUriError(() => iriToUri(fake as never), 'INVALID_ARGUMENT');
      expectUriError(() => normalizeIri(fake as never), 'INVALID_ARGUMENT');
    }
  });
});
