/**
 * The playground page: reads the state from the fields (and from the fragment of the page's
 * URL), computes the view model and draws every panel, on each keystroke. Nothing here throws
 * to the page: each panel is drawn inside its own guard.
 */
import { type ViewModel, viewModel } from '../src/model.js';
import type { ErrorView } from '../src/outcome.js';
import { decodeState, encodeState, type PlaygroundState } from '../src/permalink.js';
import { errorKey, errorOf, h } from './dom.js';
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
  const started = performance.now();
  try {
    model = viewModel(state);
  } catch (e) {
    failure = String(e);
  }
  // The two halves of an update, for the browser test's frame budget (User Timing entries).
  performance.measure('playground:model', { start: started });
  const drawn = performance.now();
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
  if (model !== undefined && !model.validity.reference.ok)
    briefRepeats(model.validity.reference.error);
  performance.measure('playground:draw', { start: drawn });
}

/**
 * The error of an invalid input stands in full in the Validity panel; the other panels, which
 * meet the same error, show it in one line.
 */
function briefRepeats(error: ErrorView): void {
  const key = errorKey(error);
  for (const el of document.querySelectorAll('.panel:not(#validity) div.error[data-key]')) {
    if (el.getAttribute('data-key') === key) el.replaceWith(errorOf(error, true));
  }
}

/** The state into the fragment (replacing the history entry: typing is not navigation). */
function remember(f: Fields, state: PlaygroundState): void {
  const started = performance.now();
  const fragment = encodeState(state);
  const url = `${location.pathname}${location.search}${fragment === '' ? '' : `#${fragment}`}`;
  history.replaceState(null, '', url);
  f.link.value = location.href;
  performance.measure('playground:link', { start: started });
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

/**
 * How long typing must pause before the fragment is written: the panels update on every key
 * (issue 27: within one frame); the page's address, which only a link needs, once per pause.
 * "Copy link" and leaving the page write it at once.
 */
const LINK_DELAY_MS = 200;

function start(): void {
  const f: Fields = {
    uri: byId('uri'),
    base: byId('base'),
    compare: byId('compare'),
    text: byId('text'),
    link: byId('link'),
    copied: byId('copied'),
  };
  // The pending write of the fragment (a timer of this page, not module state).
  let pending: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (pending === undefined) return;
    clearTimeout(pending);
    pending = undefined;
    remember(f, stateOf(f));
  };
  const update = () => {
    draw(stateOf(f));
    if (pending !== undefined) clearTimeout(pending);
    pending = setTimeout(flush, LINK_DELAY_MS);
  };
  const restore = () => {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
    const state = decodeState(location.hash);
    fill(f, state);
    draw(state);
    f.link.value = location.href;
  };
  for (const field of [f.uri, f.base, f.compare, f.text]) field.addEventListener('input', update);
  window.addEventListener('hashchange', restore);
  window.addEventListener('pagehide', flush);
  byId('copy').addEventListener('click', () => {
    flush();
    copyLink(f);
  });
  byId('inputs').addEventListener('submit', (e) => e.preventDefault());
  restore();
}

start();
