/**
 * The playground page: reads the state from the fields (and from the fragment of the page's
 * URL), computes the view model and draws every panel, on each keystroke. Nothing here throws
 * to the page: each panel is drawn inside its own guard.
 */
import { type ViewModel, viewModel } from '../src/model.js';
import { decodeState, encodeState, type PlaygroundState } from '../src/permalink.js';
import { h } from './dom.js';
import {
  componentsPanel,
  extractPanel,
  fixupPanel,
  iriPanel,
  normalizationPanel,
  resolutionPanel,
  securityPanel,
  validityPanel,
} from './panels.js';

/** The panels: the id of each `<section>` and what draws its body. */
const PANELS: readonly (readonly [string, (m: ViewModel) => Node[]])[] = [
  ['validity', (m) => validityPanel(m.validity)],
  ['components', (m) => componentsPanel(m.components)],
  ['normalization', (m) => normalizationPanel(m.normalization)],
  ['resolution', (m) => resolutionPanel(m.resolution)],
  ['security', (m) => securityPanel(m.security)],
  ['iri', (m) => iriPanel(m.iri)],
  ['fixup', (m) => fixupPanel(m.fixup)],
  ['extract', (m) => extractPanel(m.extract)],
];

interface Fields {
  readonly uri: HTMLInputElement;
  readonly base: HTMLInputElement;
  readonly compare: HTMLInputElement;
  readonly text: HTMLTextAreaElement;
  readonly link: HTMLInputElement;
  readonly copied: HTMLElement;
}

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`the page has no #${id}`);
  return el as T;
}

function stateOf(f: Fields): PlaygroundState {
  return { uri: f.uri.value, base: f.base.value, compare: f.compare.value, text: f.text.value };
}

function fill(f: Fields, state: PlaygroundState): void {
  f.uri.value = state.uri;
  f.base.value = state.base;
  f.compare.value = state.compare;
  f.text.value = state.text;
}

function draw(state: PlaygroundState): void {
  let model: ViewModel | undefined;
  let failure = '';
  try {
    model = viewModel(state);
  } catch (e) {
    failure = String(e);
  }
  for (const [id, panel] of PANELS) {
    const body = document.querySelector(`#${id} .body`);
    if (body === null) continue;
    try {
      body.replaceChildren(...(model === undefined ? [] : panel(model)));
      if (model === undefined) throw new Error(failure);
    } catch (e) {
      body.replaceChildren(
        h(
          'p',
          { class: 'error bug', role: 'alert' },
          `This panel failed (a bug of the page): ${String(e)}`,
        ),
      );
    }
  }
}

/** The state into the fragment (replacing the history entry: typing is not navigation). */
function remember(f: Fields, state: PlaygroundState): void {
  const fragment = encodeState(state);
  const url = `${location.pathname}${location.search}${fragment === '' ? '' : `#${fragment}`}`;
  history.replaceState(null, '', url);
  f.link.value = location.href;
}

function copyLink(f: Fields): void {
  const done = (text: string) => {
    f.copied.textContent = text;
  };
  const fallback = () => {
    f.link.select();
    done('Select the link above and copy it (the clipboard is not available here).');
  };
  try {
    if (navigator.clipboard === undefined) fallback();
    else navigator.clipboard.writeText(f.link.value).then(() => done('Link copied.'), fallback);
  } catch {
    fallback();
  }
}

function start(): void {
  const f: Fields = {
    uri: byId('uri'),
    base: byId('base'),
    compare: byId('compare'),
    text: byId('text'),
    link: byId('link'),
    copied: byId('copied'),
  };
  const update = () => {
    const state = stateOf(f);
    draw(state);
    remember(f, state);
  };
  const restore = () => {
    const state = decodeState(location.hash);
    fill(f, state);
    draw(state);
    f.link.value = location.href;
  };
  for (const field of [f.uri, f.base, f.compare, f.text]) field.addEventListener('input', update);
  window.addEventListener('hashchange', restore);
  byId('copy').addEventListener('click', () => copyLink(f));
  byId('inputs').addEventListener('submit', (e) => e.preventDefault());
  restore();
}

start();
