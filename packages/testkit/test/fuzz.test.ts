// The short run of `pnpm fuzz` (about 10,000 inputs over every package, a fixed seed) and the
// checks that keep the fuzz engine honest: the same seed gives the same inputs, the laws catch a
// plugin that breaks them, and the RFC 3986 oracle reads the RFC's own examples as the RFC does.
// The engine is test-support/fuzz.mjs (plain JavaScript, shared with scripts/fuzz.mjs); here the
// packages come from their sources (the vitest aliases), there from their builds.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@urikit/core';
import { defineScheme, serialize, UriError } from '@urikit/core/plugin';
import { describe, expect, it } from 'vitest';
import {
  fuzzPackage,
  grammarInput,
  hostKey,
  inputSeed,
  LAWS,
  type PackageReport,
  pluginsOf,
  Rng,
  rfc3986Oracle,
  type Violation,
} from '../../../test-support/fuzz.mjs';
import { oracleParse } from '../../../test-support/rfc3986-oracle.mjs';
import { classifyUriparser, readHarnessLine } from '../../../test-support/uriparser.mjs';
import { loadCorpus, repoRoot, sharedDir } from '../../../test-support/vectors.js';

const SEED = 20261124;
const TOTAL = 10_000;

/**
 * Violations the short run finds today, reported to the lead and not fixed here (the sources
 * belong to another change): each names its package, law and the inputs it covers, and the test
 * checks that each still occurs, so that the entry goes once the defect is fixed. None today:
 * the classes of the 10^6 run (core %2E in relative references, ftp format-parse, zone ids in
 * the file, news and nntp hooks) are fixed.
 */
const KNOWN: readonly {
  package: string;
  law: string;
  input: RegExp;
  reason: string;
}[] = [];

const corpus = readdirSync(join(sharedDir, 'corpus'))
  .filter((f) => f.endsWith('.txt'))
  .flatMap((f) => loadCorpus(f));

/** core, and every package that defines scheme plugins of its own (as scripts/fuzz.mjs). */
async function packages(): Promise<{ name: string; module: unknown }[]> {
  const dir = join(repoRoot, 'packages');
  const found: { name: string; module: unknown; plugins: unknown[] }[] = [];
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const manifest = join(dir, d.name, 'package.json');
    if (!d.isDirectory() || !existsSync(manifest)) continue;
    const name: string = JSON.parse(readFileSync(manifest, 'utf8')).name;
    if (name === '@urikit/core') {
      found.push({ name, module: undefined, plugins: [] });
      continue;
    }
    const module: unknown = await import(/* @vite-ignore */ name);
    const plugins = pluginsOf(module);
    if (plugins.length) found.push({ name, module, plugins });
  }
  // A plugin belongs to the package that exports it with the fewest plugins; a package that
  // owns none (`urikit`, which gathers them all) adds nothing.
  const owner = (plugin: unknown) =>
    found
      .filter((f) => f.plugins.includes(plugin))
      .reduce((a, b) => (b.plugins.length < a.plugins.length ? b : a));
  return found
    .filter((f) => f.plugins.length === 0 || f.plugins.some((p) => owner(p) === f))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const isKnown = (v: Violation) =>
  KNOWN.some((k) => k.package === v.package && k.law === v.law && k.input.test(v.input));

describe('pnpm fuzz, short run: the laws on every package (RFC 3986 §3-§6, the plugin laws)', async () => {
  const list = await packages();
  const count = Math.ceil(TOTAL / list.length);
  const reports: PackageReport[] = [];

  it('finds core and the scheme plugin packages', () => {
    const names = list.map((p) => p.name);
    expect(names).toContain('@urikit/core');
    expect(names).toContain('@urikit/http');
    expect(names.length).toBeGreaterThanOrEqual(2);
  });

  it.each(list.map((p) => [p.name, p] as const))(
    '%s: no violation, and the RFC 3986 oracle agrees with parse on every input',
    (name, p) => {
      const report = fuzzPackage({
        core,
        name,
        module: p.module,
        seed: SEED,
        count,
        corpus,
        differentials: [rfc3986Oracle],
        keep: 1000,
      });
      reports.push(report);
      expect(report.inputs).toBe(count);
      // Each source and the interesting paths were reached.
      expect(report.sources.grammar).toBeGreaterThan(count / 4);
      expect(report.sources.corpus).toBeGreaterThan(count / 8);
      expect(report.sources.random).toBeGreaterThan(count / 8);
      expect(report.valid).toBeGreaterThan(count / 3);
      expect(report.accepted).toBeGreaterThan(0);
      for (const law of ['only-UriError', 'round-trip', 'normalize-idempotent', 'oracle']) {
        expect(report.laws[law]?.checked, law).toBeGreaterThan(0);
      }
      expect(report.laws.oracle?.checked).toBeGreaterThanOrEqual(count);
      expect(report.differential.oracle).toEqual({});
      const unknown = report.violations.filter((v) => !isKnown(v));
      expect(unknown.map((v) => `${v.law}: ${JSON.stringify(v.input)}: ${v.detail}`)).toEqual([]);
    },
  );

  it('each known violation still occurs (remove the entry once it is fixed)', () => {
    expect(reports.length).toBe(list.length);
    const all = reports.flatMap((r) => r.violations);
    for (const k of KNOWN) {
      const hit = all.some(
        (v) => v.package === k.package && v.law === k.law && k.input.test(v.input),
      );
      expect(hit, `${k.package} ${k.law}: ${k.reason}`).toBe(true);
    }
  });
});

describe('the fuzz engine', () => {
  it('is reproducible: one seed gives the same inputs and counts, another seed others', () => {
    const run = (seed: number) => ({
      ...fuzzPackage({ core, name: '@urikit/core', module: undefined, seed, count: 300, corpus }),
      ms: 0,
    });
    expect(run(7)).toEqual(run(7));
    expect(run(8).laws).not.toEqual(run(7).laws);
    const make = (index: number) =>
      grammarInput(new Rng(inputSeed(7, '@urikit/http', index)), 'http');
    expect(make(3)).toBe(make(3));
    expect(new Set([0, 1, 2, 3, 4, 5].map(make)).size).toBeGreaterThan(1);
  });

  it('catches a plugin whose normalization moves the URI to another host (issue 10 §1)', () => {
    const moving = defineScheme({
      name: 'moving',
      parse: (uri) => ({ host: uri.host ?? '', path: uri.path }),
      format: (p: { host: string; path: string }) =>
        serialize({ scheme: 'moving', host: p.host, path: p.path }),
      normalizeParts: (p) => (p.host === '' ? p : { ...p, host: 'elsewhere.example' }),
    });
    const r = fuzzPackage({
      core,
      name: 'moving',
      module: { moving },
      seed: 1,
      count: 400,
      corpus,
    });
    expect(r.laws['normalize-keeps-host']?.failed).toBeGreaterThan(0);
    expect(r.violations.some((v) => v.law === 'normalize-keeps-host')).toBe(true);
  });

  it('catches an error other than UriError, and an index outside the input', () => {
    const throwing = defineScheme({
      name: 'throwing',
      parse(uri) {
        if (uri.query !== undefined) throw new TypeError('not a UriError');
        if (uri.fragment !== undefined) {
          throw new UriError(
            'THROWING_X',
            'RFC 3986 §3.5',
            uri.toString(),
            uri.toString().length + 5,
          );
        }
        return { path: uri.path };
      },
      format: (p: { path: string }) => serialize({ scheme: 'throwing', path: p.path }),
    });
    const r = fuzzPackage({
      core,
      name: 'throwing',
      module: { throwing },
      seed: 1,
      count: 400,
      corpus,
    });
    expect(r.laws['only-UriError']?.failed).toBeGreaterThan(0);
    expect(r.laws['index-in-input']?.failed).toBeGreaterThan(0);
  });

  it('lists the laws of the brief and the differential partners', () => {
    for (const law of [
      'only-UriError',
      'index-in-input',
      'round-trip',
      'normalize-idempotent',
      'normalize-keeps-host',
      'equivalent-reflexive',
      'equivalent-symmetric',
      'equivalent-transitive',
      'resolve-reparses',
      'parse-format',
      'format-parse',
      'oracle',
      'uriparser',
    ]) {
      expect(LAWS).toContain(law);
    }
  });

  it('RFC 3986 §6.2.2: a host is the same host in any case and spelling of its escapes', () => {
    expect(hostKey('Example.COM')).toBe(hostKey('example.com'));
    expect(hostKey('%31.1.1.1')).toBe(hostKey('1.1.1.1'));
    expect(hostKey('[2001:DB8:0:0:0:0:0:1]')).toBe(hostKey('[2001:db8::1]'));
    expect(hostKey('[::ffff:7f00:1]')).toBe(hostKey('[::ffff:127.0.0.1]'));
    expect(hostKey('a')).not.toBe(hostKey(''));
    // RFC 6874: a zone identifier names an interface; its case is kept.
    expect(hostKey('[fe80::1%25EN1]')).not.toBe(hostKey('[fe80::1%25en1]'));
    // RFC 8089 §2: "localhost" is the local host for file.
    expect(hostKey('LocalHost', true)).toBe(hostKey('', true));
  });
});

describe('the RFC 3986 oracle (Appendix A and B as regular expressions, test support only)', () => {
  it('RFC 3986 §1.1.2: the example URIs, with the components of §3', () => {
    expect(oracleParse('ftp://ftp.is.co.za/rfc/rfc1808.txt')).toMatchObject({
      scheme: 'ftp',
      host: 'ftp.is.co.za',
      hostKind: 'reg-name',
      path: '/rfc/rfc1808.txt',
    });
    expect(oracleParse('ldap://[2001:db8::7]/c=GB?objectClass?one')).toMatchObject({
      host: '2001:db8::7',
      hostKind: 'ipv6',
      path: '/c=GB',
      query: 'objectClass?one',
    });
    expect(oracleParse('mailto:John.Doe@example.com')).toMatchObject({
      scheme: 'mailto',
      host: undefined,
      path: 'John.Doe@example.com',
    });
    expect(oracleParse('telnet://192.0.2.16:80/')).toMatchObject({
      host: '192.0.2.16',
      hostKind: 'ipv4',
      port: '80',
      path: '/',
    });
    expect(oracleParse('urn:oasis:names:specification:docbook:dtd:xml:4.1.2')?.path).toBe(
      'oasis:names:specification:docbook:dtd:xml:4.1.2',
    );
    expect(oracleParse('foo://example.com:8042/over/there?name=ferret#nose')).toEqual({
      scheme: 'foo',
      userinfo: undefined,
      host: 'example.com',
      hostKind: 'reg-name',
      port: '8042',
      path: '/over/there',
      query: 'name=ferret',
      fragment: 'nose',
    });
  });

  it('RFC 3986 §5.4.1: the normal examples are valid references', () => {
    for (const ref of [
      'g:h',
      'g',
      './g',
      'g/',
      '/g',
      '//g',
      '?y',
      'g?y',
      '#s',
      'g;x?y#s',
      '',
      '../../g',
    ]) {
      expect(oracleParse(ref), ref).toBeDefined();
    }
  });

  it('refuses what Appendix A does not produce', () => {
    for (const bad of [
      'http://a b/', // space
      'http://[::1', // "[" without "]"
      'http://[1:2:3:4:5:6:7:8:9]/', // nine groups
      'http://[fe80::1%25eth0]/', // RFC 6874, not RFC 3986
      'http://a:8o/', // port = *DIGIT
      'http://u@h@i/', // "@" in a reg-name
      '1a:b', // §4.2: ":" in the first segment of a relative path
      '%zz',
      'http://é/',
    ]) {
      expect(oracleParse(bad), bad).toBeUndefined();
    }
  });

  it('§3.2.2 first-match-wins: an IPv4address is one, a near miss is a reg-name', () => {
    expect(oracleParse('x://1.2.3.4')?.hostKind).toBe('ipv4');
    expect(oracleParse('x://01.2.3.4')?.hostKind).toBe('reg-name');
    expect(oracleParse('x://1.2.3.256')?.hostKind).toBe('reg-name');
    expect(oracleParse('x://%31.2.3.4')?.hostKind).toBe('reg-name');
    expect(oracleParse('x://[v1.x]')?.hostKind).toBe('ipvfuture');
  });

  it('a disagreement with parse is a class of its own, never silence', () => {
    const input = 'http://a/b';
    const theirs = oracleParse(input);
    expect(theirs).toBeDefined();
    const same: Record<string, unknown> = { ...theirs };
    const ours = { ...same, path: '/c' };
    expect(rfc3986Oracle.compare(input, ours, theirs)?.cls).toBe('component path');
    expect(rfc3986Oracle.compare(input, undefined, theirs)?.cls).toBe(
      'validity: oracle accepts, parse refuses',
    );
    expect(rfc3986Oracle.compare(input, same, theirs)).toBeUndefined();
  });
});

describe('the uriparser harness reader (the library itself runs in pnpm fuzz --uriparser)', () => {
  it('reads the harness output: refused, and the seven components with the path put together', () => {
    expect(readHarnessLine('0')).toBeUndefined();
    const hex = (s: string) => `=${Buffer.from(s).toString('hex')}`;
    // http://u@a:8/b/c?q#f as the harness prints it
    const line = [
      '1',
      hex('http'),
      hex('u'),
      hex('a'),
      'R',
      hex('8'),
      hex('q'),
      hex('f'),
      '0',
      '2',
      hex('b'),
      hex('c'),
    ];
    expect(readHarnessLine(line.join(' '))).toEqual({
      scheme: 'http',
      userinfo: 'u',
      host: 'a',
      hostKind: 'reg-name',
      port: '8',
      path: '/b/c',
      query: 'q',
      fragment: 'f',
    });
    // foo:/ (absolute path, no segment) and a:b (rootless)
    expect(
      readHarnessLine(['1', hex('foo'), '-', '-', '-', '-', '-', '-', '1', '0'].join(' '))?.path,
    ).toBe('/');
    expect(
      readHarnessLine(['1', hex('a'), '-', '-', '-', '-', '-', '-', '0', '1', hex('b')].join(' '))
        ?.path,
    ).toBe('b');
  });

  it('classifies each disagreement', () => {
    const c = oracleParse('http://a/b');
    expect(classifyUriparser('http://a/b', c, c)).toBeUndefined();
    expect(classifyUriparser('http://a/b', c, undefined)).toBe(
      'validity: parse accepts, uriparser refuses',
    );
    expect(classifyUriparser('http://a/b', c, { ...c, hostKind: 'ipv4' })).toBe(
      'component hostKind',
    );
  });
});
