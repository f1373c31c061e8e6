// SECURITY.md, row by row (issue 10 §2: one test per row of the attack table), through one
// registry of every plugin of the repository: the inputs the parser refuses (code and index, on
// every route), the findings every scheme shares (each example yields exactly its code), and
// each scheme's own (each example yields its code). The tables must list every code the core
// and the plugins declare, with the severity and rule they declare: the document cannot rot.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { data } from '@urikit/data';
import { file } from '@urikit/file';
import { ftp } from '@urikit/ftp';
import { gopher } from '@urikit/gopher';
import { http, https } from '@urikit/http';
import { mailto } from '@urikit/mailto';
import { news } from '@urikit/news';
import { nntp } from '@urikit/nntp';
import { prospero } from '@urikit/prospero';
import { telnet } from '@urikit/telnet';
import { errorOf } from '@urikit/testkit';
import { urn } from '@urikit/urn';
import { wais } from '@urikit/wais';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../../../test-support/vectors.js';
import { check, createRegistry, type UriFindingCode, uriFindings } from '../src/index.js';

const plugins = [
  http,
  https,
  ftp,
  file,
  gopher,
  telnet,
  wais,
  prospero,
  news,
  nntp,
  mailto,
  urn,
  data,
];
const registry = createRegistry(plugins);

/** The rows of the Markdown table under `## heading`, as cells (code spans unwrapped). */
function table(heading: string): string[][] {
  const text = readFileSync(join(repoRoot, 'SECURITY.md'), 'utf8');
  const start = text.indexOf(`\n## ${heading}\n`);
  expect(start, heading).toBeGreaterThan(0);
  const end = text.indexOf('\n## ', start + 1);
  const lines = text.slice(start, end < 0 ? undefined : end).split('\n');
  return lines
    .filter((l) => l.startsWith('|'))
    .slice(2)
    .map((l) =>
      l
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim().replaceAll('\\|', '|')),
    );
}
/** A cell's text: a code span unwrapped; a JSON string (control characters) parsed. */
const text = (cell: string): string => {
  const s = /^`([\s\S]*)`$/.exec(cell)?.[1] ?? cell;
  return s.startsWith('"') ? (JSON.parse(s) as string) : s;
};

const refused = table('Refused by the parser');
const shared = table('Findings every scheme shares');
const own = table('Findings of each scheme');

describe('SECURITY.md: refused by the parser', () => {
  it('has rows', () => {
    expect(refused.length).toBeGreaterThanOrEqual(15);
  });

  it.each(refused.map((r) => [text(r[0]!), text(r[1]!), Number(r[2]), r[3]!] as const))(
    '%j is refused with %s at %i (%s), on every route',
    (input, code, index) => {
      const r = registry.tryParse(input);
      expect(r.ok).toBe(false);
      if (!r.ok) expect([r.error.code, r.error.index]).toEqual([code, index]);
      for (const route of [
        () => registry.parse(input),
        () => check(registry, input),
        () => check(registry, input, { whatwg: true }),
        () => registry.normalize(input),
        () => registry.equivalent(input, input),
      ]) {
        const e = errorOf(route);
        expect([e.code, e.index]).toEqual([code, index]);
      }
    },
  );
});

describe('SECURITY.md: the findings every scheme shares', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists every shared code once, with the severity and (first) rule the core declares', () => {
    const listed = shared.map((r) => text(r[0]!));
    expect(listed).toEqual(Object.keys(uriFindings.codes));
    for (const r of shared) {
      const [rule, severity] = uriFindings.codes[text(r[0]!) as UriFindingCode];
      expect(r[1], r[0]).toBe(severity);
      expect(r[2]!.startsWith(rule), `${r[0]}: ${r[2]} starts with ${rule}`).toBe(true);
    }
  });

  it.each(shared.map((r) => [text(r[0]!), text(r[3]!)] as const))(
    '%s: %s yields exactly that code',
    (code, example) => {
      if (code === 'URI_WHATWG_UNAVAILABLE') vi.stubGlobal('URL', undefined);
      const whatwg = code.startsWith('URI_WHATWG');
      const found = check(registry, example, { whatwg });
      expect([...new Set(found.map((f) => f.code))], example).toEqual([code]);
      // Without the WHATWG option the example yields nothing else.
      if (whatwg) expect(check(registry, example)).toEqual([]);
    },
  );
});

describe('SECURITY.md: the findings of each scheme', () => {
  const declared = new Map<string, readonly [string, string]>();
  for (const p of plugins) {
    for (const [code, value] of Object.entries(p.definition.findings?.codes ?? {})) {
      declared.set(code, value as readonly [string, string]);
    }
  }

  it('lists every code a plugin declares, with its severity and rule', () => {
    expect(own.map((r) => text(r[0]!)).sort()).toEqual([...declared.keys()].sort());
    for (const r of own) {
      const [rule, severity] = declared.get(text(r[0]!))!;
      expect([r[1], r[2]], r[0]).toEqual([severity, rule]);
    }
  });

  it('no plugin declares a shared code, and each skipped one is a shared code', () => {
    for (const p of plugins) {
      for (const code of Object.keys(p.definition.findings?.codes ?? {})) {
        expect(code.startsWith('URI_'), code).toBe(false);
      }
      for (const code of p.definition.skip ?? []) {
        expect(Object.keys(uriFindings.codes)).toContain(code);
      }
    }
  });

  it.each(own.map((r) => [text(r[0]!), text(r[3]!)] as const))(
    '%s: %s yields that code, after the shared ones',
    (code, example) => {
      const found = check(registry, example).map((f) => f.code);
      expect(found, example).toContain(code);
      const first = found.findIndex((c) => !c.startsWith('URI_'));
      expect(
        found.slice(first).every((c) => !c.startsWith('URI_')),
        example,
      ).toBe(true);
    },
  );
});
