// docs/errors.md, the page of every error and finding code, against what each package
// declares: the core's `CoreErrorCode` union and `uriFindings.codes`, each scheme plugin's
// `definition.errors.codes` and `definition.findings.codes`, @urikit/iri's and @urikit/idna's
// factories, and the command's own `ERRORS` and `EXIT`. A code declared and not on the page,
// a code on the page that no longer exists, or a rule or severity that is not the declared one
// fails here. The page is written by hand; nothing generates it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CoreErrorCode, uriFindings } from '@urikit/core';
import { idnaErrors, idnaFindings } from '@urikit/idna';
import { iriErrors, iriFindings } from '@urikit/iri';
import { plugins } from 'urikit';
import { describe, expect, it } from 'vitest';
import { ERRORS, EXIT } from '../src/index.js';

const root = new URL('../../../', import.meta.url);
const page = readFileSync(new URL('docs/errors.md', root), 'utf8');

// The core's codes are a type: this record must name each member of the union, and no other
// (type-checked), and the test below reads the union in errors.ts (checked when it runs).
const CORE_ERRORS = {
  MISSING_SCHEME: true,
  INVALID_SCHEME: true,
  INVALID_CHARACTER: true,
  INVALID_PERCENT_ENCODING: true,
  INVALID_UTF8: true,
  INVALID_UNICODE: true,
  INVALID_HOST: true,
  INVALID_IP_LITERAL: true,
  INVALID_IPV6: true,
  INVALID_IPVFUTURE: true,
  ZONE_ID_NOT_ALLOWED: true,
  INVALID_PORT: true,
  UNEXPECTED_FRAGMENT: true,
  INVALID_COMPOSITION: true,
  UNKNOWN_SCHEME: true,
  DUPLICATE_SCHEME: true,
  NOT_HIERARCHICAL: true,
  INVALID_BASE: true,
  WRONG_SCHEME: true,
  MISSING_AUTHORITY: true,
  EMPTY_HOST: true,
  USERINFO_NOT_ALLOWED: true,
  PORT_OUT_OF_RANGE: true,
  INVALID_ARGUMENT: true,
} as const satisfies Record<CoreErrorCode, true>;

/** What a package declares: error codes with their rule (unknown for the core's), findings with rule and severity. */
interface Declared {
  readonly errors: Map<string, string | undefined>;
  readonly findings: Map<string, readonly [rule: string, severity: string]>;
}

const declaredOf = (
  errors: Readonly<Record<string, string | undefined>>,
  findings: Readonly<Record<string, readonly [string, string]>>,
): Declared => ({
  errors: new Map(Object.entries(errors)),
  findings: new Map(Object.entries(findings)),
});

/** The cells of a Markdown table row ("\|" is a "|" inside a cell). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  for (let i = 1; i < line.length; i++) {
    const c = line[i]!;
    if (c === '\\' && line[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (c === '|') {
      out.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  return out;
}

interface Section {
  readonly heading: string;
  /** The schemes after the heading's ":" (`## @urikit/http: http, https`). */
  readonly schemes: readonly string[];
  readonly tables: Map<string, string[][]>;
}

/** The page's `## …` sections, with the rows (cells) of the table under each `### …`. */
function sections(markdown: string): Section[] {
  const out: Section[] = [];
  let section: Section | undefined;
  let table: string[][] | undefined;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) {
      const [heading, schemes] = line.slice(3).split(': ');
      section = {
        heading: heading!.trim(),
        schemes: schemes === undefined ? [] : schemes.split(', ').map((s) => s.trim()),
        tables: new Map(),
      };
      out.push(section);
      table = undefined;
    } else if (line.startsWith('### ')) {
      table = [];
      section!.tables.set(line.slice(4).trim(), table);
    } else if (line.startsWith('|')) {
      const row = cells(line);
      const header = row[0] === 'code' || row[0] === 'status';
      if (header || /^-+$/.test(row[0]!)) continue;
      if (table === undefined) throw new Error(`a table row outside a "###" table: ${line}`);
      table.push(row);
    }
  }
  return out;
}

const page_ = sections(page);
const section = (heading: string): Section => {
  const s = page_.find((x) => x.heading === heading);
  if (s === undefined) throw new Error(`docs/errors.md has no section "## ${heading}"`);
  return s;
};

const codeOf = (cell: string): string => {
  const m = /^`([A-Z0-9_]+)`$/.exec(cell);
  if (m === null) throw new Error(`not a code cell: ${cell}`);
  return m[1]!;
};

/** The codes a section's "Errors" table lists, with their rule cell. */
const listedErrors = (s: Section): Map<string, string> =>
  new Map((s.tables.get('Errors') ?? []).map((row) => [codeOf(row[0]!), row[1]!]));

/** The codes a section's "Findings" table lists, with their rule and severity cells. */
const listedFindings = (s: Section): Map<string, readonly [string, string]> =>
  new Map((s.tables.get('Findings') ?? []).map((row) => [codeOf(row[0]!), [row[2]!, row[1]!]]));

/** Every package section and what its package declares. */
function expected(): Map<string, Declared> {
  const map = new Map<string, Declared>();
  map.set(
    '@urikit/core',
    declaredOf(
      Object.fromEntries(Object.keys(CORE_ERRORS).map((c) => [c, undefined])),
      uriFindings.codes,
    ),
  );
  // A scheme package's section lists its schemes; its codes are those of their plugins.
  for (const s of page_) {
    if (s.schemes.length === 0) continue;
    const errors: Record<string, string> = {};
    const findings: Record<string, readonly [string, string]> = {};
    for (const name of s.schemes) {
      // A scheme no plugin has is the failure of the test "every scheme plugin…" below.
      const plugin = plugins.find((p) => p.name === name);
      Object.assign(errors, plugin?.definition.errors?.codes);
      Object.assign(findings, plugin?.definition.findings?.codes);
    }
    map.set(s.heading, declaredOf(errors, findings));
  }
  map.set('@urikit/iri', declaredOf(iriErrors.codes, iriFindings.codes));
  map.set('@urikit/idna', declaredOf(idnaErrors.codes, idnaFindings.codes));
  map.set('@urikit/cli', declaredOf(ERRORS, {}));
  return map;
}

const sorted = <T>(map: Map<string, T>) => [...map].sort(([a], [b]) => (a < b ? -1 : 1));

describe('docs/errors.md', () => {
  it("the core's CoreErrorCode union (errors.ts) is the record this test checks the page with", () => {
    const source = readFileSync(new URL('packages/core/src/errors.ts', root), 'utf8');
    const start = source.indexOf('export type CoreErrorCode =');
    const union = source
      .slice(start, source.indexOf('\nexport ', start + 1))
      .replace(/\/\*[\s\S]*?\*\//g, '');
    const members = [...union.matchAll(/'([A-Z0-9_]+)'/g)].map((m) => m[1]!);
    expect(members.length).toBeGreaterThan(20);
    expect(members.sort()).toEqual(Object.keys(CORE_ERRORS).sort());
  });

  const all = expected();
  for (const [heading, declared] of all) {
    it(`${heading}: the page lists exactly the error codes it declares, with their rules`, () => {
      const listed = listedErrors(section(heading));
      expect([...listed.keys()].sort()).toEqual([...declared.errors.keys()].sort());
      for (const [code, rule] of declared.errors) {
        // The core's rules are not declared at run time: the page must still give one.
        if (rule === undefined) expect(listed.get(code), code).toMatch(/^(RFC \d+ §|\(API\))/);
        else expect([code, listed.get(code)]).toEqual([code, rule]);
      }
    });

    it(`${heading}: the page lists exactly the findings it declares, with rule and severity`, () => {
      const listed = listedFindings(section(heading));
      expect(sorted(listed)).toEqual(sorted(declared.findings));
    });
  }

  it('@urikit/cli: the exit statuses are EXIT, number and name', () => {
    const rows = section('@urikit/cli').tables.get('Exit statuses') ?? [];
    const listed = rows.map((row) => [row[1]!.replaceAll('`', ''), Number(row[0])]);
    expect(listed).toEqual(Object.entries(EXIT));
  });

  it('every scheme plugin of the urikit package has its section, under one package only', () => {
    const listed = page_.flatMap((s) => s.schemes);
    expect([...listed].sort()).toEqual(plugins.map((p) => p.name).sort());
  });

  it('every package that declares codes (defineErrors, defineFindings in its sources) is covered', () => {
    const packages = fileURLToPath(new URL('packages/', root));
    const prefixes: [kind: 'errors' | 'findings', prefix: string, where: string][] = [];
    for (const dir of readdirSync(packages)) {
      const src = join(packages, dir, 'src');
      let files: string[];
      try {
        files = readdirSync(src, { recursive: true, encoding: 'utf8' });
      } catch {
        continue;
      }
      for (const file of files.filter((f) => f.endsWith('.ts'))) {
        const code = readFileSync(join(src, file), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '');
        for (const m of code.matchAll(/define(Errors|Findings)\(\s*'([A-Z0-9_]+)'/g)) {
          prefixes.push([m[1] === 'Errors' ? 'errors' : 'findings', m[2]!, `${dir}/src/${file}`]);
        }
      }
    }
    expect(prefixes.length).toBeGreaterThan(15);
    for (const [kind, prefix, where] of prefixes) {
      const covered = [...all.values()].some((d) =>
        [...d[kind].keys()].some((c) => c.startsWith(`${prefix}_`)),
      );
      expect(
        covered,
        `${where}: define${kind === 'errors' ? 'Errors' : 'Findings'}('${prefix}')`,
      ).toBe(true);
    }
  });

  it('a code is listed once per table, and only in the section of a package', () => {
    for (const s of page_) {
      for (const [name, rows] of s.tables) {
        if (!all.has(s.heading)) throw new Error(`a table "${name}" under "## ${s.heading}"`);
        const codes = rows.map((row) => row[0]);
        expect(new Set(codes).size, `${s.heading} ${name}`).toBe(codes.length);
      }
    }
    expect(page_.filter((s) => all.has(s.heading)).length).toBe(all.size);
  });

  it("the CLI README links the page, and the page names the command's codes", () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain('](../../docs/errors.md)');
    for (const code of Object.keys(ERRORS)) expect(readme).toContain(`\`${code}\``);
  });
});
