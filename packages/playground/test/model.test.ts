import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { show } from '../src/display.ts';
import { segmentsOf, viewModel } from '../src/model.ts';
import { EMPTY_STATE, type PlaygroundState } from '../src/permalink.ts';

const model = (s: Partial<PlaygroundState>) => viewModel({ ...EMPTY_STATE, ...s });
const value = <T>(o: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!o.ok) throw new Error(`expected a value, got ${JSON.stringify(o.error)}`);
  return o.value;
};

describe('the view model: validity and components', () => {
  it('an invalid port: the code, the rule with its section and the index (RFC 3986 §3.2.3)', () => {
    const v = model({ uri: 'http://example.com:80ab/' }).validity.reference;
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.error).toMatchObject({ code: 'INVALID_PORT', index: 21, bug: false });
    expect(v.error.rule).toContain('RFC 3986 §3.2.3');
    expect(v.error.rule).not.toContain('at index');
  });

  it('a URI (§3) and a relative reference (§4.2) are both URI-references (§4.1)', () => {
    expect(value(model({ uri: 'http://a/' }).validity.reference)).toBe('URI');
    expect(value(model({ uri: '../g' }).validity.reference)).toBe('relative-ref');
    expect(value(model({ uri: 'gopher://h/' }).validity.registry)).toBe('gopher');
  });

  it('keeps absent and empty components apart (RFC 3986 §5.3)', () => {
    const rows = value(model({ uri: 'http://a?' }).components.generic).rows;
    const of = (name: string) => rows.find((r) => r.name === name)?.value;
    expect(of('query')).toBe('');
    expect(of('fragment')).toBeUndefined();
    expect(of('port')).toBeUndefined();
  });

  it("shows a scheme's parts and what its helpers answer (RFC 5538 §3, RFC 3977 §6)", () => {
    const c = model({ uri: 'nntp://news.gmane.org/gmane.ietf.tools/742' }).components;
    expect(value(c.parts).scheme).toBe('nntp');
    expect(value(c.helpers[0]!.outcome)).toEqual(show(['GROUP gmane.ietf.tools', 'ARTICLE 742']));
  });

  it('refusals of a helper are errors of the panel, not exceptions (RFC 8089 §2: no remote host on POSIX)', () => {
    const helpers = model({ uri: 'file://server/share/x.txt' }).components.helpers;
    const posix = helpers[0]!.outcome;
    expect(posix.ok).toBe(false);
    if (!posix.ok) expect(posix.error.code).toBe('FILE_REMOTE_HOST');
    expect(value(helpers[1]!.outcome)).toEqual(show('\\\\server\\share\\x.txt'));
  });
});

describe('the view model: octet fields (the parts conventions of the core README)', () => {
  it('shows the text view where the octets are UTF-8, and the octets where they are not', () => {
    expect(show({ selector: 'a', selectorBytes: new Uint8Array([0x61]) })).toEqual({
      kind: 'record',
      entries: [['selector', { kind: 'text', text: 'a' }]],
    });
    expect(show({ selector: undefined, selectorBytes: new Uint8Array([0xff, 0x00]) })).toEqual({
      kind: 'record',
      entries: [
        ['selector', { kind: 'not-utf8', bytesKey: 'selectorBytes' }],
        ['selectorBytes', { kind: 'bytes', text: 'FF 00', count: 2 }],
      ],
    });
  });

  it('an array of [name, value] pairs (a map keyed by user data) is shown as pairs, names repeating', () => {
    expect(
      show([
        ['to', 'a'],
        ['to', 'b'],
      ]),
    ).toEqual({
      kind: 'pairs',
      entries: [
        ['to', { kind: 'text', text: 'a' }],
        ['to', { kind: 'text', text: 'b' }],
      ],
    });
    expect(show([['a', 'b', 'c']]).kind).toBe('list');
    expect(show([]).kind).toBe('list');
  });

  it('a cycle ends at a bounded depth', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    expect(JSON.stringify(show(a))).toContain('[object Object]');
  });
});

describe('the view model: normalization and equivalence (RFC 3986 §6)', () => {
  it('names the steps of each normal form', () => {
    const n = model({ uri: 'HTTP://Example.COM:80/a/./b' }).normalization;
    expect(value(n.syntax)).toEqual({ uri: 'http://example.com:80/a/b', steps: ['case', 'dots'] });
    expect(value(n.scheme)).toEqual({
      uri: 'http://example.com/a/b',
      steps: ['case', 'dots', 'port'],
    });
  });

  it('§6.2.3: "http://example.com" and "http://example.com:80/" are equivalent, by the scheme', () => {
    const e = value(
      model({ uri: 'http://example.com', compare: 'http://EXAMPLE.com:80/' }).normalization
        .equivalence!,
    );
    expect(e.equivalent).toBe(true);
    expect(e.reason).toContain('§6.2.3');
  });

  it('§6.2.2: case alone is the syntax-based rung; different paths are not equivalent', () => {
    const same = value(
      model({ uri: 'http://a/%7e', compare: 'HTTP://A/~' }).normalization.equivalence!,
    );
    expect(same.reason).toContain('§6.2.2');
    const other = value(
      model({ uri: 'http://a/b', compare: 'http://a/c' }).normalization.equivalence!,
    );
    expect(other).toMatchObject({ equivalent: false, differing: ['path'] });
  });

  it('§6.1: relative references are compared once resolved against the base, or refused', () => {
    const e = model({ uri: '../g', compare: 'http://a/b/g', base: 'http://a/b/c/d' }).normalization;
    expect(value(e.equivalence!).equivalent).toBe(true);
    const refused = model({ uri: '../g', compare: 'g' }).normalization.equivalence!;
    expect(refused.ok ? undefined : refused.error.code).toBe('INVALID_BASE');
  });
});

describe('the view model: resolution (RFC 3986 §5.4, RFC 2396, RFC 1808)', () => {
  const readings = (uri: string) =>
    model({ uri, base: 'http://a/b/c/d;p?q' }).resolution!.readings.map((r) =>
      r.outcome.ok ? r.outcome.value : r.outcome.error.code,
    );

  it('no base, no resolution panel', () => {
    expect(model({ uri: 'g' }).resolution).toBeUndefined();
  });

  it('the §5.4.1 normal examples read the same in every reading', () => {
    expect(new Set(readings('g;x?y#s'))).toEqual(new Set(['http://a/b/c/g;x?y#s']));
  });

  it('where the readings differ: "http:g" (§5.4.2) and "../../../g" (RFC 2396 keeps "..")', () => {
    expect(readings('http:g').slice(0, 2)).toEqual(['http:g', 'http://a/b/c/g']);
    expect(readings('../../../g').slice(0, 3)).toEqual([
      'http://a/g',
      'http://a/g',
      'http://a/../g',
    ]);
  });

  it('the shortest reference back (relativize) resolves to the target', () => {
    expect(value(model({ uri: '../g', base: 'http://a/b/c/d;p?q' }).resolution!.relativized)).toBe(
      '../g',
    );
  });
});

describe('the view model: security, IRI and IDN, fixup, extract', () => {
  it('the WHATWG differential: "0x7f.1" is 127.0.0.1 for WHATWG, a reg-name for RFC 3986 (§7.4)', () => {
    const w = model({ uri: 'http://0x7f.1/' }).security.whatwg;
    expect(w.status).toBe('differs');
    expect(w.rows.filter((r) => r.differs)).toEqual([
      { component: 'host', rfc3986: '0x7f.1', whatwg: '127.0.0.1', differs: true },
    ]);
    expect(value(model({ uri: 'http://0x7f.1/' }).security.findings).map((f) => f.code)).toEqual([
      'URI_AMBIGUOUS_IPV4',
      'URI_LOOPBACK',
    ]);
  });

  it('an input both refuse: said so', () => {
    expect(model({ uri: 'http://a:8x/' }).security.whatwg.bothRefuse).toBe(true);
  });

  it('the host of an IRI: its A-label (UTS #46 ToASCII of the platform) and U-label (RFC 3987 §3.1)', () => {
    const i = model({ uri: 'http://Bücher.example/ü' }).iri;
    expect(value(i.uri)).toBe('http://B%C3%BCcher.example/%C3%BC');
    expect(value(i.host)).toEqual({
      written: 'Bücher.example',
      ascii: 'xn--bcher-kva.example',
      unicode: 'bücher.example',
    });
    expect(value(model({ uri: 'http://example.com/' }).iri.host).ascii).toBeUndefined();
  });

  it('fixup: each repair marked at its offset in the original text', () => {
    const r = value(model({ uri: 'my file.pdf' }).fixup.result);
    expect(r.uri).toBe('my%20file.pdf');
    expect(r.segments.map((s) => [s.text, s.mark?.kind])).toEqual([
      ['my', undefined],
      [' ', 'percent-encode'],
      ['file.pdf', undefined],
    ]);
  });

  it('the lenient route: the scheme, the normal form and findings at their place in the text as typed', () => {
    const l = value(model({ uri: ' HTTP://user:pw@Example.COM:80/a b' }).fixup.lenient);
    expect(l.scheme).toBe('http');
    // RFC 3986 §6.2.2.1 case, §6.2.3 the default port; fixup wrote the space as %20 (§2.1)
    expect(l.normal).toBe('http://user:pw@example.com/a%20b');
    // RFC 3986 §7.5: the password "pw" starts at 13 of the text as typed (12 once trimmed)
    expect(l.findings.find((f) => f.code === 'URI_PASSWORD')?.index).toBe(13);
  });

  it('extract: the URIs found, marked at their offsets (RFC 3986 Appendix C)', () => {
    const text = 'Yes, see "http://www.w3.org/Addressing/", or http://example.com/a.';
    const r = value(model({ text }).extract.result);
    expect(r.segments.filter((s) => s.mark !== undefined).map((s) => s.text)).toEqual([
      'http://www.w3.org/Addressing/',
      'http://example.com/a',
    ]);
    expect(r.segments.map((s) => s.text).join('')).toBe(text);
  });

  it('segmentsOf: an insertion is an empty marked stretch; an overlapping mark is left out', () => {
    expect(
      segmentsOf('abc', [[1, 1] as const, [0, 2] as const, [2, 3] as const], (m) => m),
    ).toEqual([
      { text: 'a', mark: undefined },
      { text: '', mark: [1, 1] },
      { text: 'b', mark: undefined },
      { text: 'c', mark: [2, 3] },
    ]);
  });
});

/** Every error anywhere in a view model that is a bug (something other than a UriError). */
const bugsOf = (m: unknown): string[] =>
  JSON.stringify(m, (_, v) => (v instanceof Uint8Array ? [...v] : v)).includes('"bug":true')
    ? [JSON.stringify(m).slice(0, 300)]
    : [];

describe('the view model never throws, and meets only UriErrors (DESIGN.md principle 4)', () => {
  // A valid URI of each scheme, then anything: the panels meet each plugin's parts and helpers.
  const valid = fc.constantFrom(
    'http://a/',
    'ftp://u@h/d/f;type=a',
    'gopher://h/1s',
    'mailto:a@b?subject=c',
    'news:a.b',
    'nntp://h/g/1',
    'telnet://u@h:23/',
    'wais://h/db?s',
    'file:///C:/a',
    'prospero://h/n;a=b',
    '',
  );
  const piece = fc.constantFrom(
    '%',
    'a',
    '/',
    '.',
    ':',
    '@',
    '[',
    ']',
    '?',
    '#',
    '\u0000',
    'é',
    '\uD800',
    '0',
    'x',
    ';',
    '=',
    '&',
    '%0D',
    '%FF',
    '..',
  );
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.tuple(valid, fc.array(piece, { maxLength: 6 })).map(([v, p]) => v + p.join('')),
  );
  test.prop([text, text, text, text], { numRuns: 300 })(
    'for any state',
    (uri, base, compare, extract) => {
      expect(bugsOf(viewModel({ uri, base, compare, text: extract }))).toEqual([]);
    },
  );
});
