/** The playground's panels: each draws its part of the view model (`src/model.ts`). */
import type { Repair, SecurityFinding } from '@urikit/core';
import type { FoundUri } from '@urikit/extract';
import type {
  ComponentsView,
  ExtractView,
  FixupView,
  IriView,
  NormalForm,
  NormalizationView,
  ResolutionView,
  SecurityView,
  Segment,
  ValidityView,
} from '../src/model.js';
import { componentValue, h, outcomeOf, shownOf, visible } from './dom.js';

/** The normalization steps by the names `normalizeWithReport` gives them, with their rules. */
const STEP_NAMES: Readonly<Record<string, string>> = {
  case: 'case (RFC 3986 §6.2.2.1)',
  percent: 'escapes of unreserved characters decoded (§6.2.2.2)',
  dots: 'dot segments removed (§6.2.2.3)',
  port: 'empty or default port removed (§6.2.3)',
  address: 'IPv6 address in RFC 5952 text (§6.2.3)',
  scheme: "the scheme's own rules (§6.2.3)",
};

const verdict = (ok: boolean, text: string) =>
  h(
    'p',
    { class: ok ? 'verdict good' : 'verdict bad' },
    h('span', { 'aria-hidden': 'true' }, ok ? '✓ ' : '✗ '),
    text,
  );

export function validityPanel(v: ValidityView): Node[] {
  return [
    h('h3', {}, 'RFC 3986 URI-reference (§4.1)'),
    outcomeOf(v.reference, (kind) =>
      verdict(true, kind === 'URI' ? 'valid: a URI (§3)' : 'valid: a relative reference (§4.2)'),
    ) as Node,
    h('h3', {}, 'Through the registry of every scheme'),
    outcomeOf(v.registry, (scheme) =>
      verdict(true, `valid ${scheme} URI (its plugin's rules)`),
    ) as Node,
  ];
}

function recordList(entries: readonly (readonly [string, Node])[]): HTMLElement {
  return h(
    'dl',
    { class: 'record' },
    ...entries.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)]),
  );
}

export function componentsPanel(v: ComponentsView): Node[] {
  const generic = outcomeOf(v.generic, (g) =>
    recordList([
      ...g.rows.map((r) => [r.name, componentValue(r.value)] as const),
      ['host kind (§3.2.2)', componentValue(g.hostKind)] as const,
      [
        'port number',
        componentValue(g.portNumber === undefined ? undefined : String(g.portNumber)),
      ] as const,
    ]),
  );
  return [
    h('h3', {}, 'Generic components (RFC 3986 §3)'),
    generic as Node,
    h('h3', {}, "The scheme's parts (its plugin)"),
    outcomeOf(v.parts, (p) =>
      h('div', { class: 'parts', 'data-scheme': p.scheme }, shownOf(p.parts)),
    ) as Node,
    ...v.helpers.flatMap((helper) => [
      h('h3', {}, helper.label),
      h('div', { class: 'helper' }, outcomeOf(helper.outcome, shownOf)) as Node,
    ]),
  ];
}

function formOf(form: NormalForm): HTMLElement {
  return h(
    'div',
    {},
    h('p', {}, h('code', { class: 'value normal' }, visible(form.uri))),
    form.steps.length === 0
      ? h('p', { class: 'note' }, 'already in normal form: no step changed it')
      : h('ol', { class: 'steps' }, ...form.steps.map((s) => h('li', {}, STEP_NAMES[s] ?? s))),
  );
}

export function normalizationPanel(v: NormalizationView): Node[] {
  const nodes: Node[] = [
    h('h3', {}, 'Syntax-based (RFC 3986 §6.2.2)'),
    h('div', { class: 'syntax-form' }, outcomeOf(v.syntax, formOf)),
    h('h3', {}, 'Scheme-based (RFC 3986 §6.2.3)'),
    h('div', { class: 'scheme-form' }, outcomeOf(v.scheme, formOf)),
    h('h3', {}, 'Equivalent to the second input?'),
  ];
  if (v.equivalence === undefined) {
    nodes.push(
      h('p', { class: 'note' }, 'Type a second URI in "Compare with" to compare the two.'),
    );
    return nodes;
  }
  const eq = outcomeOf(v.equivalence, (e) =>
    h(
      'div',
      { class: 'equivalence' },
      verdict(e.equivalent, e.equivalent ? 'equivalent' : 'not equivalent'),
      h('p', {}, e.reason),
      recordList([
        ['normal form of the input', h('code', { class: 'value' }, visible(e.forms[0]))],
        ['normal form of the second', h('code', { class: 'value' }, visible(e.forms[1]))],
      ]),
    ),
  );
  nodes.push(eq as Node);
  return nodes;
}

export function resolutionPanel(v: ResolutionView | undefined): Node[] {
  if (v === undefined) {
    return [
      h('p', { class: 'note' }, 'Type a base URI to resolve the input against it (RFC 3986 §5).'),
    ];
  }
  const first = v.readings[0]?.outcome;
  const rows = v.readings.map((r) => {
    const same =
      r !== v.readings[0] && first?.ok && r.outcome.ok && r.outcome.value === first.value;
    return h(
      'tr',
      { class: same ? 'same' : 'differs' },
      h('th', { scope: 'row' }, r.label),
      h(
        'td',
        {},
        outcomeOf(r.outcome, (t) => h('code', { class: 'value' }, visible(t))),
        same ? h('span', { class: 'note' }, ' (the same as strict)') : undefined,
      ),
    );
  });
  return [
    h(
      'table',
      { class: 'readings' },
      h('caption', {}, 'The target of the input against the base'),
      h('tbody', {}, ...rows),
    ),
    h('h3', {}, 'The shortest reference back (relativize)'),
    h(
      'div',
      { class: 'relativized' },
      outcomeOf(v.relativized, (t) => componentValue(t)),
    ),
  ];
}

function findingOf(f: SecurityFinding): HTMLElement {
  return h(
    'li',
    { class: `finding sev-${f.severity}` },
    h('span', { class: 'severity' }, f.severity),
    ' ',
    h('code', { class: 'code' }, f.code),
    ' ',
    visible(f.message),
    f.index === undefined ? undefined : h('span', { class: 'note' }, ` (at index ${f.index})`),
  );
}

export function findingsOf(findings: readonly SecurityFinding[]): HTMLElement {
  return findings.length === 0
    ? h('p', { class: 'note' }, 'no findings')
    : h('ul', { class: 'findings' }, ...findings.map(findingOf));
}

export function securityPanel(v: SecurityView): Node[] {
  const w = v.whatwg;
  const rows = w.rows.map((r) =>
    h(
      'tr',
      { class: r.differs ? 'differs' : '' },
      h('th', { scope: 'row' }, r.differs ? `≠ ${r.component}` : r.component),
      h('td', {}, componentValue(r.rfc3986)),
      h('td', {}, componentValue(r.whatwg)),
    ),
  );
  const status = w.bothRefuse
    ? 'both refuse it: urikit (RFC 3986) and this browser’s URL'
    : {
        same: 'this browser reads it the same way (re-spellings aside)',
        differs: 'this browser reads it differently: the rows marked ≠ differ',
        unavailable: 'no WHATWG URL to compare with',
      }[w.status];
  return [
    h('h3', {}, 'Findings of check (RFC 3986 §7, the schemes’ RFCs)'),
    h('div', { class: 'check' }, outcomeOf(v.findings, findingsOf)),
    h('h3', {}, 'WHATWG differential: this browser’s URL'),
    h(
      'div',
      { class: 'whatwg-verdict' },
      h('p', { class: `whatwg-status ${w.status}` }, status),
      w.refused === undefined ? undefined : h('p', { class: 'note' }, visible(w.refused)),
    ),
    h(
      'table',
      { class: 'whatwg' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, 'component'),
          h('th', { scope: 'col' }, 'urikit (RFC 3986)'),
          h('th', { scope: 'col' }, 'this browser (WHATWG)'),
        ),
      ),
      h('tbody', {}, ...rows),
    ),
  ];
}

export function iriPanel(v: IriView): Node[] {
  return [
    h('h3', {}, 'URI form of the IRI (RFC 3987 §3.1)'),
    h('div', { class: 'iri-to-uri' }, outcomeOf(v.uri, componentValue)),
    h('h3', {}, 'IRI form of the URI (RFC 3987 §3.2)'),
    h('div', { class: 'uri-to-iri' }, outcomeOf(v.iri, componentValue)),
    h('h3', {}, 'The host (IDN)'),
    h(
      'div',
      { class: 'idn' },
      outcomeOf(v.host, (host) =>
        host.ascii === undefined && host.unicode === undefined
          ? h(
              'p',
              {},
              'Host: ',
              componentValue(host.written),
              h('span', { class: 'note' }, ' (not an internationalized domain name)'),
            )
          : recordList([
              ['as written', componentValue(host.written)],
              ['A-label form (this browser’s UTS #46 ToASCII)', componentValue(host.ascii)],
              ['U-label form (RFC 3492 decoding)', componentValue(host.unicode)],
            ]),
      ),
    ),
    h('h3', {}, 'IRI findings (RFC 3987 §4.2, §5.3.2.2)'),
    h('div', { class: 'iri-findings' }, outcomeOf(v.findings, findingsOf)),
    h(
      'p',
      { class: 'note' },
      'Look-alike labels (mixed scripts, confusables) are the findings of @urikit/idna, whose UTS #46 tables (62 KB gzip) are more than this whole page: call its checkHost where you need them. Hidden characters in a host (URI_IGNORED_HOST_CHARACTER) are in the Security panel.',
    ),
  ];
}

/** Text with its marked stretches; `describe` names what a mark stands for. */
function markedText<T>(
  segments: readonly Segment<T>[],
  describe: (mark: T) => string,
  cls: string,
): HTMLElement {
  return h(
    'pre',
    { class: `marked ${cls}` },
    ...segments.map((s) =>
      s.mark === undefined
        ? visible(s.text)
        : h(
            'mark',
            { title: describe(s.mark), class: s.text === '' ? 'insertion' : '' },
            s.text === '' ? '‸' : visible(s.text),
          ),
    ),
  );
}

const repairText = (r: Repair) =>
  `${r.kind} at ${r.index}: "${visible(r.was)}" → "${visible(r.now)}"`;

export function fixupPanel(v: FixupView): Node[] {
  const lenient = outcomeOf(v.lenient, (l) =>
    h(
      'div',
      {},
      h('p', {}, `read by the ${l.scheme} plugin; normal form: `, componentValue(l.normal)),
      findingsOf(l.findings),
    ),
  );
  return [
    h('h3', {}, 'Repairs (fixup)'),
    outcomeOf(v.result, (r) =>
      h(
        'div',
        {},
        h('p', {}, 'Repaired: ', componentValue(r.uri)),
        r.repairs.length === 0
          ? h('p', { class: 'note' }, 'no repair: the input is a URI reference as it stands')
          : h(
              'div',
              {},
              markedText(r.segments, repairText, 'repairs'),
              h('ol', { class: 'repairs' }, ...r.repairs.map((x) => h('li', {}, repairText(x)))),
            ),
      ),
    ) as Node,
    h('h3', {}, 'Through the registry, leniently (parseLenient, checkLenient)'),
    h('div', { class: 'lenient' }, lenient),
  ];
}

const foundText = (f: FoundUri) => `${f.start}–${f.end}: ${visible(f.uri)}`;

export function extractPanel(v: ExtractView): Node[] {
  return [
    outcomeOf(v.result, (r) =>
      h(
        'div',
        {},
        r.found.length === 0
          ? h('p', { class: 'note' }, 'no URI found in the text')
          : markedText(r.segments, foundText, 'found'),
        h(
          'ol',
          { class: 'found' },
          ...r.found.map((f) =>
            h(
              'li',
              {},
              h('code', { class: 'value' }, visible(f.uri)),
              h('span', { class: 'note' }, ` at ${f.start}–${f.end}`),
            ),
          ),
        ),
      ),
    ) as Node,
  ];
}
